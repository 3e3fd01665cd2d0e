// How analysed answers become an audit's visibility scores: overall, per model, per prompt and per competitor, with
// their 95 % intervals (a seeded bootstrap). Pure; `storedScores` reads the stored ones back.
export { SCORE_FORMULA, scoreAnswers, storedScores } from "./scoring";
export type { AuditScores, Interval, ScoreComponents, ScoredAnswer } from "./scoring";
