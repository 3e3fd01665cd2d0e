// Aggregates analysed answers into an audit's visibility scores, overall, per model, per prompt and per competitor.
import type { AnswerAnalysis } from "@/domain/analysis";
import { mulberry32 } from "@/platform/random";

export interface ScoredAnswer extends Omit<AnswerAnalysis, "sentimentReasons"> {
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
  /** 95 % intervals (INTERVALS below); null when there is nothing to measure or for audits scored before they existed. */
  score_ci95: Interval | null;
  visibility_ci95: Interval | null;
  share_of_voice_ci95: Interval | null;
  citation_rate_ci95: Interval | null;
}

export interface Interval {
  low: number;
  high: number;
}

export interface CompetitorShare {
  name: string;
  mentions: number;
  share_of_voice: number;
  average_position: number | null;
}

/** How often a surface that can show no AI answer (Google's AI Overviews) showed one, for one model of an audit. */
export interface AnswerPresence {
  model_id: string;
  /** Completed queries of the model: prompts × samples. */
  queries: number;
  /** Those that showed an AI answer. */
  shown: number;
  /** shown ÷ queries × 100 (one decimal). */
  rate: number;
  rate_ci95: Interval | null;
}

export interface AuditScores {
  overall: ScoreComponents;
  /** Sorted by model_id. */
  by_model: ({ model_id: string } & ScoreComponents)[];
  /** In first-seen prompt order. */
  by_prompt: ({ prompt: string } & ScoreComponents)[];
  /** Sorted by mentions desc, then name; every tracked competitor, even with 0 mentions. */
  competitors: CompetitorShare[];
  /**
   * Per model read on Google's results page (engine `serpapi`, whoever answered): how many of its queries showed an AI
   * answer. The rates above count only the answers shown.
   */
  answers_shown: AnswerPresence[];
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

**Intervals.** The same question gets different answers from run to run, so each figure comes with a 95 % interval: \`visibility_ci95\`, \`citation_rate_ci95\` and \`share_of_voice_ci95\` are Wilson score intervals over the answers (over the mentions for share of voice); \`score_ci95\` is a percentile bootstrap of the score (500 resamples with a fixed seed, so the same answers always give the same interval) that redraws whole prompts, all their answers together, or single answers when there is one prompt. Launch with \`samples\` (up to 5 answers per prompt and model) to narrow them. When two audits' intervals do not overlap, the change is unlikely to be noise.

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
function overallScore(c: Pick<ScoreComponents, "visibility" | "average_position" | "share_of_voice" | "citation_rate" | "sentiment">): number {
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
function trackedCompetitors(answer: ScoredAnswer, tracked: ReadonlySet<string>): Set<string> {
  return new Set(answer.competitorsMentioned.map((c) => c.name).filter((name) => tracked.has(name)));
}

/** What the components are computed from: counts and sums, so a resample only adds them up. */
interface Tally {
  answers: number;
  mentioned: number;
  cited: number;
  competitorMentions: number;
  positionSum: number;
  positions: number;
  listSum: number;
  lists: number;
  sentimentSum: number;
  sentiments: number;
}

const emptyTally = (): Tally => ({ answers: 0, mentioned: 0, cited: 0, competitorMentions: 0, positionSum: 0, positions: 0, listSum: 0, lists: 0, sentimentSum: 0, sentiments: 0 });


function tallyOf(answers: ScoredAnswer[], tracked: ReadonlySet<string>): Tally {
  const t = emptyTally();
  for (const answer of answers) {
    t.answers++;
    if (answer.brandMentioned) {
      t.mentioned++;
      if (answer.position !== null) {
        t.positionSum += answer.position;
        t.positions++;
      }
      if (answer.listPosition !== null) {
        t.listSum += answer.listPosition;
        t.lists++;
      }
      if (answer.sentiment !== null) {
        t.sentimentSum += answer.sentiment;
        t.sentiments++;
      }
    }
    if (answer.citations.some((c) => c.isOwnDomain)) t.cited++;
    t.competitorMentions += trackedCompetitors(answer, tracked).size;
  }
  return t;
}

const meanOf = (sum: number, count: number, decimals: number) => (count === 0 ? null : round(sum / count, decimals));

function measuredOf(t: Tally) {
  return {
    visibility: percent(t.mentioned, t.answers),
    average_position: meanOf(t.positionSum, t.positions, 2),
    average_list_position: meanOf(t.listSum, t.lists, 2),
    share_of_voice: percent(t.mentioned, t.mentioned + t.competitorMentions),
    citation_rate: percent(t.cited, t.answers),
    sentiment: meanOf(t.sentimentSum, t.sentiments, 1),
  };
}

/** Wilson score interval at 95 % for k successes out of n, in percent with one decimal; null when n is 0. */
export function wilson(k: number, n: number): Interval | null {
  if (n === 0) return null;
  const z = 1.959964;
  const p = k / n;
  const denominator = 1 + (z * z) / n;
  const centre = (p + (z * z) / (2 * n)) / denominator;
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / denominator;
  return { low: round(100 * Math.max(0, centre - half), 1), high: round(100 * Math.min(1, centre + half), 1) };
}


const BOOTSTRAP_RESAMPLES = 500;

/**
 * 95 % interval of the overall score: a percentile bootstrap that redraws whole prompts (all the answers of a prompt
 * go together, since they are not independent), or answers when there is only one prompt.
 */
function scoreInterval(clusters: Tally[]): Interval | null {
  if (clusters.length === 0) return null;
  // The counts the score needs, side by side per cluster, so a resample is eight additions per drawn cluster.
  const width = 8;
  const table = new Float64Array(clusters.length * width);
  clusters.forEach((c, i) =>
    table.set([c.answers, c.mentioned, c.cited, c.competitorMentions, c.positionSum, c.positions, c.sentimentSum, c.sentiments], i * width),
  );
  const sums = new Float64Array(width);
  // Seeded: the same answers always give the same interval.
  const random = mulberry32(0x5eed + clusters.length);
  const scores = new Float64Array(BOOTSTRAP_RESAMPLES);
  for (let b = 0; b < BOOTSTRAP_RESAMPLES; b++) {
    sums.fill(0);
    for (let i = 0; i < clusters.length; i++) {
      const row = Math.floor(random() * clusters.length) * width;
      for (let j = 0; j < width; j++) sums[j]! += table[row + j]!;
    }
    const [answers, mentioned, cited, competitorMentions, positionSum, positions, sentimentSum, sentiments] = sums;
    scores[b] = overallScore(
      measuredOf({ answers: answers!, mentioned: mentioned!, cited: cited!, competitorMentions: competitorMentions!, positionSum: positionSum!, positions: positions!, listSum: 0, lists: 0, sentimentSum: sentimentSum!, sentiments: sentiments! }),
    );
  }
  scores.sort();
  return { low: scores[Math.floor(0.025 * BOOTSTRAP_RESAMPLES)]!, high: scores[Math.ceil(0.975 * BOOTSTRAP_RESAMPLES) - 1]! };
}

function components(answers: ScoredAnswer[], tracked: ReadonlySet<string>): ScoreComponents {
  const t = tallyOf(answers, tracked);
  const measured = measuredOf(t);
  const byPrompt = [...groupBy(answers, (a) => a.prompt).values()];
  const clusters = (byPrompt.length > 1 ? byPrompt : answers.map((a) => [a])).map((group) => tallyOf(group, tracked));
  return {
    score: overallScore(measured),
    ...measured,
    answers: answers.length,
    score_ci95: scoreInterval(clusters),
    visibility_ci95: wilson(t.mentioned, t.answers),
    share_of_voice_ci95: wilson(t.mentioned, t.mentioned + t.competitorMentions),
    citation_rate_ci95: wilson(t.cited, t.answers),
  };
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
/** `answers_shown` from every completed query: the models read on Google's results page only, sorted by model id. */
export function answerPresence(queries: readonly QueryPresence[]): AnswerPresence[] {
  const byModel = new Map<string, { queries: number; shown: number }>();
  for (const q of queries) {
    if (q.engine !== "serpapi") continue;
    const tally = byModel.get(q.modelId) ?? { queries: 0, shown: 0 };
    tally.queries++;
    if (q.shown) tally.shown++;
    byModel.set(q.modelId, tally);
  }
  return [...byModel]
    .sort(([a], [b]) => byCodeUnits(a, b))
    .map(([model_id, t]) => ({ model_id, queries: t.queries, shown: t.shown, rate: percent(t.shown, t.queries), rate_ci95: wilson(t.shown, t.queries) }));
}

/** One completed query as `answerPresence` reads it: `engine` is its catalog model's. */
export interface QueryPresence {
  modelId: string;
  shown: boolean;
  engine: string | null;
}

/**
 * Scores the answers shown; `queries` (every completed query, shown or not) gives `answers_shown`. Callers leave the
 * queries that showed no AI answer out of `answers`.
 */
export function scoreAnswers(answers: ScoredAnswer[], competitorNames: string[], queries: readonly QueryPresence[] = []): AuditScores {
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

  return { overall, by_model, by_prompt, competitors, answers_shown: answerPresence(queries) };
}

/** Scores as stored: audits scored before list positions and intervals existed have none; they read as null until re-analysed. */
export function storedScores(value: unknown): AuditScores {
  const scores = value as AuditScores;
  const withList = <T extends ScoreComponents>(c: T): T => ({
    ...c,
    average_list_position: c.average_list_position ?? null,
    score_ci95: c.score_ci95 ?? null,
    visibility_ci95: c.visibility_ci95 ?? null,
    share_of_voice_ci95: c.share_of_voice_ci95 ?? null,
    citation_rate_ci95: c.citation_rate_ci95 ?? null,
  });
  return {
    ...scores,
    overall: withList(scores.overall),
    by_model: scores.by_model.map(withList),
    by_prompt: scores.by_prompt.map(withList),
    answers_shown: scores.answers_shown ?? [],
  };
}
