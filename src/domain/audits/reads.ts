// Reading audits, their results and scores, within the caller's account.
import { and, asc, count, desc, eq, gte, ilike, lt, sql, type SQL } from "drizzle-orm";
import type { Database } from "@/db/client";
import { auditQueries, audits, clients } from "@/db/schema";
import { pageOffset, type PageQuery } from "@/platform/envelope";
import type { CompetitorMention, SentimentReasons } from "@/domain/analysis";
import type { StoredSource } from "./answers";
import { likePattern } from "@/domain/clients";
import { SURFACES } from "@/domain/providers";
import { storedScores, type AuditScores } from "@/domain/scoring";

type AuditRow = typeof audits.$inferSelect;
type QueryRow = typeof auditQueries.$inferSelect;

export function toAudit(row: AuditRow) {
  return {
    id: row.id,
    client_id: row.clientId,
    name: row.name,
    status: row.status,
    ...(row.score === null ? {} : { score: row.score }),
    model_ids: row.modelIds,
    prompt_count: row.prompts.length,
    samples: row.samples,
    total_queries: row.totalQueries,
    completed_queries: row.completedQueries,
    failed_queries: row.failedQueries,
    credits_cost: row.creditsCost,
    cost_usd: Number(row.costUsd),
    trigger: row.trigger,
    scheduled_audit_id: row.scheduledAuditId,
    error: row.error,
    started_at: row.startedAt?.toISOString() ?? null,
    completed_at: row.completedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

interface StoredCitation {
  url: string;
  domain: string;
  isOwnDomain: boolean;
}

export function toAuditResult(row: QueryRow) {
  const citations = (row.citations as StoredCitation[] | null) ?? [];
  return {
    id: row.id,
    audit_id: row.auditId,
    prompt: row.prompt,
    model_id: row.modelId,
    sample: row.sample,
    status: row.status,
    answer: row.answer,
    answer_shown: row.status === "completed" ? (row.answerShown ?? true) : null,
    brand_mentioned: row.brandMentioned,
    position: row.position,
    list_position: row.listPosition,
    brand_cited: row.analysisVersion === null ? null : citations.some((c) => c.isOwnDomain),
    sentiment: row.sentiment,
    competitors_mentioned: ((row.competitorsMentioned as Partial<CompetitorMention>[] | null) ?? []).map((c) => ({
      name: c.name ?? "",
      position: c.position ?? 0,
      list_position: c.listPosition ?? null,
      sentiment: c.sentiment ?? null,
    })),
    analysis_version: row.analysisVersion,
    citations: citations.map((c) => ({ url: c.url, domain: c.domain, is_own_domain: c.isOwnDomain })),
    sentiment_reasons: ((row.sentimentReasons as SentimentReasons[] | null) ?? []).map((r) => ({ name: r.name, is_client: r.isBrand, sentences: r.sentences })),
    provider: row.provider,
    surface: SURFACES.find((s) => s === row.surface) ?? null,
    engine_model: row.modelName,
    sources: ((row.sources as StoredSource[] | null) ?? []).map((s) => ({
      url: s.url,
      final_url: s.finalUrl,
      title: s.title,
      domain: s.domain,
      is_own_domain: s.isOwnDomain,
      cited_in_answer: s.citedInAnswer,
    })),
    search_queries: row.searchQueries ?? [],
    usage: row.inputTokens === null ? null : { input_tokens: row.inputTokens, output_tokens: row.outputTokens ?? 0, web_searches: row.webSearches ?? 0 },
    cost_usd: row.costUsd === null ? null : Number(row.costUsd),
    latency_ms: row.latencyMs,
    error: row.error,
    created_at: row.createdAt.toISOString(),
    completed_at: row.completedAt?.toISOString() ?? null,
  };
}

export interface AuditFilters {
  client_id?: number;
  status?: AuditRow["status"];
  from?: string;
  to?: string;
}

export async function listAudits(db: Database, accountId: number, filters: AuditFilters, page: PageQuery) {
  const where: SQL | undefined = and(
    eq(audits.accountId, accountId),
    filters.client_id === undefined ? undefined : eq(audits.clientId, filters.client_id),
    filters.status ? eq(audits.status, filters.status) : undefined,
    filters.from ? gte(audits.createdAt, new Date(filters.from)) : undefined,
    filters.to ? lt(audits.createdAt, new Date(filters.to)) : undefined,
  );
  const [rows, [totals]] = await db.batch([
    db.select().from(audits).where(where).orderBy(desc(audits.id)).limit(page.per_page).offset(pageOffset(page)),
    db.select({ total: count() }).from(audits).where(where),
  ]);
  return { items: rows.map(toAudit), total: totals?.total ?? 0 };
}

export async function getAudit(db: Database, accountId: number, auditId: number) {
  const [row] = await db.select().from(audits).where(and(eq(audits.accountId, accountId), eq(audits.id, auditId)));
  return row ? toAudit(row) : undefined;
}

export interface ResultFilters {
  model_id?: string;
  mentioned?: boolean;
  /** Text the prompt contains, case aside. */
  prompt?: string;
}

/** An audit by id, or a client's latest completed audit. */
export type ResultsOf = number | { latestOfClient: number };

/**
 * A page of an audit's results, in one round trip: `audit_id` is the audit read (null for a client without a completed
 * audit); undefined when the audit, or the client, is not the account's.
 */
export async function listResults(db: Database, accountId: number, of: ResultsOf, filters: ResultFilters, page: PageQuery) {
  const auditId =
    typeof of === "number"
      ? sql`${of}`
      : sql`(select id from audits where account_id = ${accountId} and client_id = ${of.latestOfClient} and status = 'completed' order by completed_at desc, id desc limit 1)`;
  const where = and(
    eq(auditQueries.accountId, accountId),
    eq(auditQueries.auditId, auditId),
    filters.model_id ? eq(auditQueries.modelId, filters.model_id) : undefined,
    filters.mentioned === undefined ? undefined : eq(auditQueries.brandMentioned, filters.mentioned),
    filters.prompt ? ilike(auditQueries.prompt, likePattern(filters.prompt)) : undefined,
  );
  const owner =
    typeof of === "number"
      ? db.select({ id: sql<number | null>`${audits.id}` }).from(audits).where(and(eq(audits.accountId, accountId), eq(audits.id, of)))
      : db.select({ id: sql<number | null>`${auditId}` }).from(clients).where(and(eq(clients.accountId, accountId), eq(clients.id, of.latestOfClient)));
  const [[found], rows, [totals]] = await db.batch([
    owner,
    db.select().from(auditQueries).where(where).orderBy(asc(auditQueries.id)).limit(page.per_page).offset(pageOffset(page)),
    db.select({ total: count() }).from(auditQueries).where(where),
  ]);
  if (!found) return undefined;
  return { audit_id: found.id === null ? null : Number(found.id), items: rows.map(toAuditResult), total: totals?.total ?? 0 };
}

/** One result (a prompt asked to a model) of the account's audits. */
/** A result of the account's (and of the client's, when `clientId` is given); undefined when it is not. */
export async function getResult(db: Database, accountId: number, resultId: number, clientId?: number) {
  const [row] = await db
    .select()
    .from(auditQueries)
    .where(
      and(
        eq(auditQueries.accountId, accountId),
        eq(auditQueries.id, resultId),
        clientId === undefined ? undefined : sql`${auditQueries.auditId} in (select id from audits where account_id = ${accountId} and client_id = ${clientId})`,
      ),
    );
  return row ? toAuditResult(row) : undefined;
}

export type ScoresOutcome =
  | { kind: "missing" }
  | { kind: "not_ready"; status: AuditRow["status"] }
  | { kind: "ready"; scores: AuditScores & { audit_id: number; previous_audit_id: number | null; delta: { score: number; visibility: number; share_of_voice: number } | null } };

const round1 = (n: number) => Math.round(n * 10) / 10;

/** Scores of a completed (or cancelled) audit and the change since the client's previous completed audit, in one round trip. */
export async function getScores(db: Database, accountId: number, auditId: number): Promise<ScoresOutcome> {
  const previous = db
    .select({ id: audits.id, score: audits.score, scores: audits.scores })
    .from(audits)
    .where(
      sql`${audits.accountId} = ${accountId} and ${audits.status} = 'completed' and ${audits.id} <> ${auditId}
        and ${audits.clientId} = (select client_id from audits where id = ${auditId})
        and ${audits.completedAt} < (select completed_at from audits where id = ${auditId})`,
    )
    .orderBy(desc(audits.completedAt))
    .limit(1);
  const [[row], [prev]] = await db.batch([db.select().from(audits).where(and(eq(audits.accountId, accountId), eq(audits.id, auditId))), previous]);
  if (!row) return { kind: "missing" };
  // A cancelled audit is scored from the answers it had, when it had any.
  if ((row.status !== "completed" && row.status !== "cancelled") || !row.scores) return { kind: "not_ready", status: row.status };
  const scores = storedScores(row.scores);
  const prevScores = prev?.scores as AuditScores | undefined;
  return {
    kind: "ready",
    scores: {
      audit_id: row.id,
      ...scores,
      previous_audit_id: prev?.id ?? null,
      delta: prevScores
        ? {
            score: scores.overall.score - prevScores.overall.score,
            visibility: round1(scores.overall.visibility - prevScores.overall.visibility),
            share_of_voice: round1(scores.overall.share_of_voice - prevScores.overall.share_of_voice),
          }
        : null,
    },
  };
}
