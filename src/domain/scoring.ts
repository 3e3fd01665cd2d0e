// Aggregates analysed answers into an audit's visibility scores, overall, per model, per prompt and per competitor.
import type { AnswerAnalysis } from "./analysis";

export interface ScoredAnswer extends AnswerAnalysis {
  modelId: string;
  prompt: string;
}

export interface ScoreComponents {
  /** 0–100 overall, integer. */
  score: number;
  /** % of answers mentioning the brand, 0–100 (one decimal). */
  visibility: number;
  /** Mean position over answers that mention the brand (two decimals). */
  average_position: number | null;
  /** Mean list item / table row number over answers where a list or table names the brand (two decimals). */
  average_list_position: number | null;
  /** Brand mentions / (brand + competitor mentions), 0–100 (one decimal). */
  share_of_voice: number;
  /** % of answers citing the brand's own domain, 0–100 (one decimal). */
  citation_rate: number;
  /** Mean sentiment over answers that mention the brand (one decimal). */
  sentiment: number | null;
  answers: number;
}

export interface CompetitorShare {
  name: string;
  mentions: number;
  share_of_voice: number;
  average_position: number | null;
}

export interface AuditScores {
  overall: ScoreComponents;
  /** Sorted by model_id. */
  by_model: ({ model_id: string } & ScoreComponents)[];
  /** In first-seen prompt order. */
  by_prompt: ({ prompt: string } & ScoreComponents)[];
  /** Sorted by mentions desc, then name; every tracked competitor, even with 0 mentions. */
  competitors: CompetitorShare[];
}

export const SCORE_WEIGHTS: Readonly<{
  visibility: number;
  position: number;
  share_of_voice: number;
  citation_rate: number;
  sentiment: number;
}> = Object.freeze({ visibility: 0.4, position: 0.2, share_of_voice: 0.2, citation_rate: 0.1, sentiment: 0.1 });

export const SCORE_FORMULA = `The overall **score** (an integer from 0 to 100) is a weighted sum of five components, each on a 0–100 scale:

\`score = round(0.40 × visibility + 0.20 × position_score + 0.20 × share_of_voice + 0.10 × citation_rate + 0.10 × sentiment_score)\`

- **visibility**: the percentage of answers (one prompt asked to one model) that mention the brand — its name or an alias as a whole word, ignoring case and accents, inflected forms included, not inside a URL or a bare domain (a cited but unnamed brand counts in citation_rate, not here).
- **position_score**: \`max(0, 100 − 20 × (average_position − 1))\`, so 100 when the brand is always mentioned first and 20 points less per rank; 0 when no answer mentions the brand. \`average_position\` is the brand's mean rank among the tracked names (the brand and its competitors) ordered by their first mention in each answer that mentions it, wherever that is (prose, heading, list or table; a trailing sources list does not count). \`average_list_position\`, reported beside it but not scored, is the mean number of the list item or table row where the brand first appears in a list, as a reader sees it.
- **share_of_voice**: brand mentions ÷ (brand mentions + mentions of the tracked competitors) × 100, counting at most one mention per brand per answer; 0 when no tracked brand is named.
- **citation_rate**: the percentage of answers citing at least one URL on the brand's own domain or one of its subdomains.
- **sentiment_score**: the mean sentiment of the answers that name the brand, or 0 when no answer names it, so a brand that no model names scores 0. The sentiment of one answer about one name is read with English, French, Spanish and German word lists from the sentences, list items and table rows that name it, each word counted for the name it is said of: \`round(50 + 50 × (positive − negative) / (positive + negative + 2))\`, where a negation before a word (\`not\`, \`ne … pas\`, \`no … nada\`, \`kein\`, a closing \`nicht\`) flips its polarity and "wouldn't hesitate to recommend" stays praise; 50 is neutral.

The components are rounded before they are combined — percentages and sentiment to one decimal, \`average_position\` to two — so the score can be recomputed from the values returned; halves round up. Example: visibility 75, average_position 1.5 (position_score 90), share_of_voice 50, citation_rate 25, sentiment 60 give round(30 + 18 + 10 + 2.5 + 6) = round(66.5) = 67.`;

/** Rounds half up; the relative nudge absorbs binary representation error (1.005 × 100 = 100.49999…). */
function round(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor * (1 + Number.EPSILON)) / factor;
}

const percent = (part: number, whole: number) => (whole === 0 ? 0 : round((100 * part) / whole, 1));

function mean(values: number[], decimals: number): number | null {
  return values.length === 0 ? null : round(values.reduce((sum, v) => sum + v, 0) / values.length, decimals);
}

const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** 100 at position 1, 20 points less per rank, never below 0; 0 when the brand is never named. */
export function positionScore(averagePosition: number | null): number {
  if (averagePosition === null) return 0;
  return round(Math.min(100, Math.max(0, 100 - 20 * (averagePosition - 1))), 2);
}

/** In hundredths and whole-percent weights, so the sum is exact and a .5 really rounds up. */
function overallScore(c: Omit<ScoreComponents, "score" | "answers" | "average_list_position">): number {
  const parts: [number, number][] = [
    [SCORE_WEIGHTS.visibility, c.visibility],
    [SCORE_WEIGHTS.position, positionScore(c.average_position)],
    [SCORE_WEIGHTS.share_of_voice, c.share_of_voice],
    [SCORE_WEIGHTS.citation_rate, c.citation_rate],
    [SCORE_WEIGHTS.sentiment, c.sentiment ?? 0],
  ];
  const total = parts.reduce((sum, [weight, value]) => sum + Math.round(weight * 100) * Math.round(value * 100), 0);
  return Math.min(100, Math.max(0, Math.round(total / 10_000)));
}

/** Competitors per answer, once each and only the tracked ones. */
function trackedCompetitors(answer: AnswerAnalysis, tracked: ReadonlySet<string>): Set<string> {
  return new Set(answer.competitorsMentioned.map((c) => c.name).filter((name) => tracked.has(name)));
}

function components(answers: ScoredAnswer[], tracked: ReadonlySet<string>): ScoreComponents {
  let mentioned = 0;
  let cited = 0;
  let competitorMentions = 0;
  const positions: number[] = [];
  const listPositions: number[] = [];
  const sentiments: number[] = [];
  for (const answer of answers) {
    if (answer.brandMentioned) {
      mentioned++;
      if (answer.position !== null) positions.push(answer.position);
      if (answer.listPosition !== null) listPositions.push(answer.listPosition);
      if (answer.sentiment !== null) sentiments.push(answer.sentiment);
    }
    if (answer.citations.some((c) => c.isOwnDomain)) cited++;
    competitorMentions += trackedCompetitors(answer, tracked).size;
  }
  const measured = {
    visibility: percent(mentioned, answers.length),
    average_position: mean(positions, 2),
    average_list_position: mean(listPositions, 2),
    share_of_voice: percent(mentioned, mentioned + competitorMentions),
    citation_rate: percent(cited, answers.length),
    sentiment: mean(sentiments, 1),
  };
  return { score: overallScore(measured), ...measured, answers: answers.length };
}

function groupBy(answers: ScoredAnswer[], key: (a: ScoredAnswer) => string): Map<string, ScoredAnswer[]> {
  const groups = new Map<string, ScoredAnswer[]>();
  for (const answer of answers) {
    const k = key(answer);
    const group = groups.get(k);
    if (group) group.push(answer);
    else groups.set(k, [answer]);
  }
  return groups;
}

/**
 * Competitor names are matched exactly against `competitorNames`; a name an answer reports but the audit
 * does not track (a competitor removed since) is ignored everywhere, share of voice included.
 */
export function scoreAnswers(answers: ScoredAnswer[], competitorNames: string[]): AuditScores {
  const tracked: ReadonlySet<string> = new Set(competitorNames);
  const overall = components(answers, tracked);

  const by_model = [...groupBy(answers, (a) => a.modelId)]
    .sort(([a], [b]) => byCodeUnits(a, b))
    .map(([model_id, group]) => ({ model_id, ...components(group, tracked) }));
  const by_prompt = [...groupBy(answers, (a) => a.prompt)].map(([prompt, group]) => ({
    prompt,
    ...components(group, tracked),
  }));

  const brandMentions = answers.filter((a) => a.brandMentioned).length;
  const mentionsOf = new Map<string, number[]>([...tracked].map((name) => [name, []]));
  for (const answer of answers) {
    const counted = new Set<string>();
    for (const c of answer.competitorsMentioned) {
      const positions = mentionsOf.get(c.name);
      if (!positions || counted.has(c.name)) continue;
      counted.add(c.name);
      positions.push(c.position);
    }
  }
  const allMentions = brandMentions + [...mentionsOf.values()].reduce((sum, p) => sum + p.length, 0);
  const competitors = [...mentionsOf]
    .map(([name, positions]) => ({
      name,
      mentions: positions.length,
      share_of_voice: percent(positions.length, allMentions),
      average_position: mean(positions, 2),
    }))
    .sort((a, b) => b.mentions - a.mentions || byCodeUnits(a.name, b.name));

  return { overall, by_model, by_prompt, competitors };
}

/** Scores as stored: audits scored before the list position existed have none; they read as null until re-analysed. */
export function storedScores(value: unknown): AuditScores {
  const scores = value as AuditScores;
  const withList = <T extends ScoreComponents>(c: T): T => ({ ...c, average_list_position: c.average_list_position ?? null });
  return {
    ...scores,
    overall: withList(scores.overall),
    by_model: scores.by_model.map(withList),
    by_prompt: scores.by_prompt.map(withList),
  };
}
