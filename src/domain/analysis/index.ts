// How one AI answer is read, as shared/notes/analysis-policy.md defines it: which tracked names it mentions, in
// what order, at which list item and in what tone, and the URLs it cites. Pure functions, no database, no network.
export {
  ANALYSIS_VERSION, analyzeAnswer, explainSentiment, isOnDomain, MAX_CITATIONS, MAX_REASON_LENGTH, MAX_REASONS, normalizeDomain,
} from "./answer";
export type { AnalysisTargets, AnswerAnalysis, Citation, CompetitorMention, ReasonPolarity, SentimentReason, SentimentReasons } from "./answer";
export { normalizeText } from "./text";
// The everyday-word test a name is read with, and the hash its stored list is made of (dev/build-common-words.ts).
export { isEverydayWord } from "./mentions";
export { commonWordHash, encodeCommonWordHashes } from "./common-word-hash";
