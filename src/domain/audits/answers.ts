// Stored analyses of answers: the columns an analysis writes, and the rows scoring reads back.
import { sql, type SQL } from "drizzle-orm";
import type { Database } from "@/db/client";
import { booleanValue, jsonValue, numberOrNull, textArray } from "@/db/raw";
import type { CompletionResult, EngineSource } from "@/domain/providers";
import { ANALYSIS_VERSION, isOnDomain, normalizeDomain, type AnalysisTargets, type AnswerAnalysis, type Citation, type CompetitorMention } from "@/domain/analysis";
import { scoreAnswers, type ScoredAnswer } from "@/domain/scoring";

/** The stored columns of one analysis, stamped with the analysis version. */
export function analysisRecord(analysis: AnswerAnalysis) {
  return {
    brand_mentioned: analysis.brandMentioned,
    position: analysis.position,
    list_position: analysis.listPosition,
    sentiment: analysis.sentiment,
    competitors_mentioned: analysis.competitorsMentioned,
    citations: analysis.citations,
    sentiment_reasons: analysis.sentimentReasons,
    analysis_version: ANALYSIS_VERSION,
  };
}

/** The `set` list of `audit_queries` for one analysis. */
export function analysisColumns(analysis: AnswerAnalysis): SQL {
  const r = analysisRecord(analysis);
  return sql`brand_mentioned = ${r.brand_mentioned}, position = ${r.position}, list_position = ${r.list_position},
    sentiment = ${r.sentiment}, competitors_mentioned = ${JSON.stringify(r.competitors_mentioned)}::jsonb,
    citations = ${JSON.stringify(r.citations)}::jsonb, sentiment_reasons = ${JSON.stringify(r.sentiment_reasons)}::jsonb,
    answer_shown = true, analysis_version = ${r.analysis_version}`;
}

/**
 * The `set` list of a query whose surface showed no AI answer (Google showed no AI Overview): nothing to analyse, so
 * the analysis columns say "no answer" (null, empty), stamped with the version so a re-analysis leaves it.
 */
export function notShownColumns(): SQL {
  return sql`answer = null, answer_shown = false, brand_mentioned = null, position = null, list_position = null, sentiment = null,
    competitors_mentioned = '[]'::jsonb, citations = '[]'::jsonb, sentiment_reasons = '[]'::jsonb, analysis_version = ${ANALYSIS_VERSION}`;
}

/** The same, for many rows at once: `update audit_queries q set … from jsonb_to_recordset(…) as x(<types>)`. */
export const ANALYSIS_RECORD_TYPES = sql.raw(
  "id int, brand_mentioned boolean, position int, list_position int, sentiment int, competitors_mentioned jsonb, citations jsonb, sentiment_reasons jsonb, analysis_version int",
);
export const ANALYSIS_RECORD_SET = sql.raw(
  "brand_mentioned = x.brand_mentioned, position = x.position, list_position = x.list_position, sentiment = x.sentiment, competitors_mentioned = x.competitors_mentioned, citations = x.citations, sentiment_reasons = x.sentiment_reasons, analysis_version = x.analysis_version",
);

/** A query's catalog engine, as `engine`: Google's AI surfaces (`serpapi`) can show no answer. */
export const ENGINE_OF_MODEL = sql.raw("(select m.engine from models m where m.id = audit_queries.model_id) as engine");

/** The columns `toScoredAnswer` reads. */
export const SCORED_COLUMNS = sql.raw("prompt, model_id, brand_mentioned, position, list_position, sentiment, competitors_mentioned, citations");

export interface ScoredRow {
  prompt: string;
  model_id: string;
  brand_mentioned: boolean | string;
  position: number | string | null;
  list_position: number | string | null;
  sentiment: number | string | null;
  competitors_mentioned: string | Partial<CompetitorMention>[] | null;
  citations: string | Citation[] | null;
}

/** A stored row as scoring sees it; rows of the first analysis have no list positions or competitor sentiments. */
export function toScoredAnswer(r: ScoredRow): ScoredAnswer {
  const citations = jsonValue<Citation[]>(r.citations, []);
  return {
    prompt: r.prompt,
    modelId: r.model_id,
    brandMentioned: booleanValue(r.brand_mentioned),
    position: numberOrNull(r.position),
    listPosition: numberOrNull(r.list_position),
    sentiment: numberOrNull(r.sentiment),
    competitorsMentioned: jsonValue<Partial<CompetitorMention>[]>(r.competitors_mentioned, []).map((c) => ({
      name: c.name ?? "",
      position: c.position ?? 0,
      listPosition: c.listPosition ?? null,
      sentiment: c.sentiment ?? 50,
    })),
    brandCited: citations.some((c) => c.isOwnDomain),
    citations,
  };
}

/**
 * What scoring an audit reads, as two statements for a batch: its answered queries (with their sources) and its
 * client's competitor names. `scoredAnswers` reads their results.
 */
export function scoringReads(db: Database, auditId: number) {
  const answered = db.execute(sql`select ${SCORED_COLUMNS}, sources, answer_shown, ${ENGINE_OF_MODEL} from audit_queries where audit_id = ${auditId} and status = 'completed' order by id`);
  const competitors = db.execute(sql`select k.name from competitors k join audits a on a.client_id = k.client_id where a.id = ${auditId} order by k.id`);
  return [answered, competitors] as [typeof answered, typeof competitors];
}

/** The answers `scoringReads` found, with their sources, and their scores (null when no query was answered). */
export function scoredAnswers(answered: { rows: unknown[] }, competitors: { rows: unknown[] }) {
  const rows = answered.rows as (ScoredRow & { sources: string | StoredSource[] | null; answer_shown: boolean | string | null; engine: string | null })[];
  const presence = rows.map((r) => ({ modelId: r.model_id, shown: r.answer_shown === null || booleanValue(r.answer_shown), engine: r.engine }));
  const answers = rows.filter((_, i) => presence[i]!.shown).map((r) => ({ ...toScoredAnswer(r), sources: jsonValue<StoredSource[]>(r.sources, []) }));
  const names = (competitors.rows as { name: string }[]).map((r) => r.name);
  // An audit whose every answer Google did not show has nothing to score: no score of 0 that would read as a measure.
  return { answers, scores: answers.length > 0 ? scoreAnswers(answers, names, presence) : null };
}

/** A client row with its competitors (`COMPETITORS_JSON`), as the audit runner and the re-analysis read it. */
export interface BrandRow {
  name: string;
  aliases: string[] | string | null;
  domain: string | null;
  other_domains: string[] | string | null;
  competitors: string | { name: string; aliases: string[] | string | null; website: string | null }[];
}

/** The names an answer is read for: the client and its competitors as they are now. */
export function targetsOf(row: BrandRow): AnalysisTargets {
  return {
    brand: { name: row.name, aliases: textArray(row.aliases), domain: row.domain },
    otherDomains: textArray(row.other_domains),
    competitors: jsonValue<{ name: string; aliases: string[] | string | null; website: string | null }[]>(row.competitors, []).map((k) => ({
      name: k.name,
      aliases: textArray(k.aliases),
      domain: normalizeDomain(k.website),
    })),
  };
}

/** `json_agg` of a client's competitors in the shape `targetsOf` reads. */
export const COMPETITORS_JSON = sql.raw(
  `(select coalesce(json_agg(json_build_object('name', k.name, 'aliases', k.aliases, 'website', k.website) order by k.id), '[]'::json)
     from competitors k where k.client_id = c.id)`,
);

/** An engine's source as stored: where it leads decides its domain and whether it is the client's. */
export interface StoredSource {
  url: string;
  finalUrl: string | null;
  title: string | null;
  domain: string | null;
  isOwnDomain: boolean;
  citedInAnswer: boolean;
}

/** `ownDomains`: the client's domain and its other domains; a source on any of them (or a subdomain) is its own. */
export function storedSources(sources: readonly EngineSource[], ownDomains: readonly (string | null)[]): StoredSource[] {
  const own = ownDomains.map(normalizeDomain).filter((d): d is string => d !== null);
  return sources.map((s) => {
    const domain = normalizeDomain(s.finalUrl ?? s.url);
    return { url: s.url, finalUrl: s.finalUrl, title: s.title, domain, isOwnDomain: domain !== null && own.some((d) => isOnDomain(domain, d)), citedInAnswer: s.citedInAnswer };
  });
}

/** The catalog's list prices of a model, in USD: per million input and output tokens, per 1,000 searches. */
export interface ModelPrices {
  input: number | null;
  output: number | null;
  search: number | null;
}

/**
 * What an answer cost at the engine: the amount it reported (Perplexity), else its tokens and searches at the
 * catalog's prices; null when a price it needs is unknown or the engine reported no usage. An offline answer
 * is priced the same way, as what the engine would have charged for it (its surface says it was not asked).
 */
export function answerCost(result: Pick<CompletionResult, "usage" | "reportedCostUsd">, prices: ModelPrices): number | null {
  if (result.reportedCostUsd !== undefined) return result.reportedCostUsd;
  const usage = result.usage;
  if (!usage || prices.input === null || prices.output === null) return null;
  if (usage.webSearches > 0 && prices.search === null) return null;
  const cost = (usage.inputTokens * prices.input + usage.outputTokens * prices.output) / 1e6 + (usage.webSearches * (prices.search ?? 0)) / 1000;
  return Math.round(cost * 1e6) / 1e6;
}

/** Search queries kept per answer, and their length (the API documents both). */
export const MAX_SEARCH_QUERIES = 20;
const MAX_SEARCH_QUERY_LENGTH = 500;

/** The `set` list of `audit_queries` for what the engine returned besides its text. */
export function engineColumns(result: CompletionResult, sources: readonly StoredSource[], cost: number | null): SQL {
  const usage = result.usage;
  const queries = result.searchQueries.slice(0, MAX_SEARCH_QUERIES).map((q) => q.slice(0, MAX_SEARCH_QUERY_LENGTH));
  return sql`model_name = ${result.model.slice(0, 200)}, surface = ${result.surface}, sources = ${JSON.stringify(sources)}::jsonb,
    search_queries = ${sql.param(queries)}::text[], input_tokens = ${usage?.inputTokens ?? null}::int,
    output_tokens = ${usage?.outputTokens ?? null}::int, web_searches = ${usage?.webSearches ?? null}::int, cost_usd = ${cost}::numeric`;
}
