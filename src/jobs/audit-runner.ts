// Runs one audit query (prompt × model): claim the row, ask the model, analyse, record, and score the
// audit when its last query is done. Idempotent: a duplicate or late delivery finds nothing to claim, and an
// answer that arrives after its audit was cancelled finds nothing to record.
import { sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { booleanValue, jsonValue, numberOrNull, textArray } from "@/db/raw";
import { analyzeAnswer, normalizeDomain } from "@/domain/analysis";
import { analysisColumns, answerCost, notShownColumns, COMPETITORS_JSON, earlierCitations, engineColumns, findingsStatements, inspectSite, ownCitations, reportLanguage, scoredAnswers, scoringReads, siteFetch, storedSources } from "@/domain/audits";
import { REFUND_CTES } from "@/domain/account";
import { ProviderError, providerFor, routeFor, type BrandInfo } from "@/domain/providers";
import type { Env } from "@/env";
import { reserveSlot, sleep } from "./engine-pacing";
import { storableTextWithin } from "@/platform/text";
import { MAX_LENGTH } from "@/platform/fields";
import type { BatchItem } from "drizzle-orm/batch";
import { storedScores, type AuditScores } from "@/domain/scoring";
import { auditEventData, DELIVERY_IDS, deliveryIdsOf, EVENT_CTES, isoText, visibilityChange } from "@/domain/webhooks";
import { enqueueDeliveries } from "./webhook-queue";

/** A claimed audit query is abandoned (and can be claimed again) when its lease runs out. */
export const QUERY_LEASE_SECONDS = 120;
/** Attempts at an audit query (one engine call each) before one that keeps failing is recorded as failed. */
export const MAX_QUERY_ATTEMPTS = 3;

export interface QueryMessage {
  queryId: number;
}

/** Finish an audit whose every query is done but whose finishing worker died (sent by the cron tick). */
export interface FinishMessage {
  finishAuditId: number;
}

export type RunOutcome =
  | { kind: "skipped" }
  | { kind: "completed"; auditFinished: boolean }
  | { kind: "failed"; auditFinished: boolean }
  | { kind: "retry"; delaySeconds: number; error: string }
  /** Not asked yet: the engine's pace has no slot soon; send the message again after the delay (no attempt counted). */
  | { kind: "throttled"; delaySeconds: number };

interface ClaimedRow {
  id: number;
  audit_id: number;
  prompt: string;
  model_id: string;
  sample: number | string;
  attempts: number;
  name: string;
  aliases: string[] | string;
  domain: string | null;
  other_domains: string[] | string | null;
  website: string | null;
  sector: string;
  country: string;
  language: string;
  competitors: string | BrandInfo[];
  engine: string | null;
  engine_model: string | null;
  web_search: boolean | string;
  input_price: string | null;
  output_price: string | null;
  search_price: string | null;
}

async function claim(db: Database, queryId: number): Promise<ClaimedRow | undefined> {
  const result = await db.execute(sql`
    with claimed as (
      update audit_queries
      set status = 'running', attempts = attempts + 1, lease_until = now() + make_interval(secs => ${QUERY_LEASE_SECONDS})
      where id = ${queryId} and (status = 'queued' or (status = 'running' and lease_until < now()))
      returning id, audit_id, prompt, model_id, sample, attempts
    ),
    started as (
      update audits set status = 'running', started_at = coalesce(started_at, now()), updated_at = now()
      where id = (select audit_id from claimed) and status = 'queued'
    )
    select claimed.*, c.name, c.aliases, c.domain, c.other_domains, c.website, c.sector, c.country, c.language,
      ${COMPETITORS_JSON} as competitors, m.engine, m.engine_model, m.web_search,
      m.input_price_per_mtok as input_price, m.output_price_per_mtok as output_price, m.search_price_per_1k as search_price
    from claimed join audits a on a.id = claimed.audit_id join clients c on c.id = a.client_id
      left join models m on m.id = claimed.model_id
  `);
  return (result.rows as unknown as ClaimedRow[])[0];
}

interface Progress {
  audit_id: number;
  completed_queries: number;
  failed_queries: number;
  total_queries: number;
}

/**
 * Records the outcome of a query and bumps the audit's counters; returns the new counters, or undefined when the
 * query is no longer running: another worker recorded it, or its audit was cancelled while the engine answered.
 */
async function record(db: Database, queryId: number, values: ReturnType<typeof sql>, counter: "completed_queries" | "failed_queries") {
  const result = await db.execute(sql`
    with done as (
      update audit_queries set ${values}, lease_until = null, completed_at = now()
      where id = ${queryId} and status = 'running'
      returning audit_id, cost_usd
    )
    update audits set ${sql.raw(counter)} = ${sql.raw(counter)} + 1, cost_usd = cost_usd + coalesce((select cost_usd from done), 0), updated_at = now()
    where id = (select audit_id from done)
    returning id as audit_id, completed_queries, failed_queries, total_queries
  `);
  const row = (result.rows as unknown as Record<string, string | number>[])[0];
  if (!row) return undefined;
  return {
    audit_id: Number(row.audit_id),
    completed_queries: Number(row.completed_queries),
    failed_queries: Number(row.failed_queries),
    total_queries: Number(row.total_queries),
  } satisfies Progress;
}



interface FinishingClient {
  id: number;
  accountId: number;
  name: string;
  website: string;
  language: string;
}

/** What a finish reads, in one round trip: the answers to score, the client, and its previous completed audit. */
async function readForFinish(db: Database, auditId: number) {
  const [answered, competitorRows, clientRows, previousRows] = await db.batch([
    ...scoringReads(db, auditId),
    db.execute(sql`select c.id, c.account_id, c.name, c.website, c.language, a.status from clients c join audits a on a.client_id = c.id where a.id = ${auditId}`),
    // The client's previous completed audit, for `visibility.changed`.
    db.execute(sql`select p.id, p.score, p.scores from audits a join audits p on p.client_id = a.client_id and p.status = 'completed' and p.id <> a.id and p.scores is not null
                   where a.id = ${auditId} order by p.completed_at desc, p.id desc limit 1`),
  ]);
  const row = (clientRows.rows as unknown as { id: number | string; account_id: number | string; name: string; website: string; language: string; status: string }[])[0];
  const client: FinishingClient | undefined = row && { id: Number(row.id), accountId: Number(row.account_id), name: row.name, website: row.website, language: row.language };
  const previous = (previousRows.rows as { id: number | string; score: number | string; scores: unknown }[]).map((r) => ({ id: Number(r.id), score: Number(r.score), scores: storedScores(jsonValue(r.scores, null)) }))[0];
  return { score: () => scoredAnswers(answered, competitorRows), client, running: row?.status === "running", previous };
}

/** What the audit says when some or all of its queries failed; null when none did. */
function failureNote(progress: Progress, succeeded: boolean): string | null {
  if (!succeeded && progress.completed_queries > 0) {
    return `Google showed no AI answer for any of the ${progress.completed_queries} answered queries: there is nothing to score. Each result says so (answer_shown: false).`;
  }
  if (progress.failed_queries === 0) return null;
  return succeeded
    ? `${progress.failed_queries} of ${progress.total_queries} queries failed; scores use the ${progress.completed_queries} that succeeded. Their credits were refunded.`
    : `All ${progress.total_queries} queries failed. The credits were refunded.`;
}

/**
 * The audit's own outcome in one statement: its status and scores, its report (when it succeeded), the refund of its
 * failed queries, and the events (`audit.*`, `report.ready`, `visibility.changed`) with their deliveries.
 */
function completionStatement(db: Database, auditId: number, client: FinishingClient, scores: AuditScores | null, error: string | null, change: ReturnType<typeof visibilityChange>) {
  const succeeded = scores !== null;
  return db.execute(sql`
    with fin as (
      update audits
      set status = ${succeeded ? "completed" : "failed"}::audit_status, score = ${scores?.overall.score ?? null}::int,
          scores = ${scores ? JSON.stringify(scores) : null}::jsonb, error = ${error}, completed_at = now(), updated_at = now()
      where id = ${auditId} and status = 'running'
      returning *
    ),
    report as (
      insert into reports (account_id, client_id, audit_id, language)
      select fin.account_id, ${client.id}, fin.id, ${reportLanguage(client.language)} from fin where ${succeeded}
      on conflict (audit_id) do nothing
      returning id, account_id, client_id, audit_id, language, created_at
    ),
    refund as (
      select fin.id as audit_id, fin.account_id, sum(q.credits)::int as amount, 'Refund of failed queries of audit ' || fin.id as description
      from fin join audit_queries q on q.audit_id = fin.id and q.status = 'failed'
      group by fin.id, fin.account_id
      having sum(q.credits) > 0
    ),
    ${REFUND_CTES},
    new_events (account_id, type, data) as (
      select fin.account_id, 'audit.' || fin.status::text, ${auditEventData("fin")} from fin
      union all
      select report.account_id, 'report.ready', jsonb_build_object('id', report.id, 'audit_id', report.audit_id, 'client_id', report.client_id,
        'language', report.language, 'download_path', '/api/v1/reports/' || report.id || '/download', 'created_at', ${isoText(sql.raw("report.created_at"))}) from report
      union all
      select fin.account_id, 'visibility.changed', ${change ? JSON.stringify(change) : null}::jsonb from fin where ${change !== null}
    ),
    ${EVENT_CTES}
    select (select count(*) from refunded) as refunds, ${DELIVERY_IDS}
  `);
}

/**
 * Finishes an audit once all its queries are done, in steps: read and score the answers; inspect the client's site
 * (checklist, the URLs models cited on it); then, in one transaction, the audit's outcome (status, scores, report,
 * refunds, events) and its findings (checklist, cited URLs, action plan), so neither is ever stored without the other;
 * then queue the events' deliveries. Only the consumer whose update made the counters complete gets here (or the
 * rescue of a stranded audit), and `status = 'running'` guards against a second finish.
 */
async function finish(db: Database, env: object, progress: Progress): Promise<void> {
  const auditId = progress.audit_id;
  const { score, client, running, previous } = await readForFinish(db, auditId);
  // Finished (or cancelled) by someone else already (a slow worker racing the cron's rescue): nothing to do.
  if (!client || !running) return;
  const { answers, scores } = score();
  const change = scores ? visibilityChange({ id: client.id, name: client.name }, { id: auditId, score: scores.overall.score, scores }, previous) : null;
  const cited = ownCitations(answers);
  const [findings, earlier] = await Promise.all([
    inspectSite(client.website, cited, { fetch: siteFetch(env) }),
    earlierCitations(db, client.id, cited.map((c) => c.url)),
  ]);
  const completion = completionStatement(db, auditId, client, scores, failureNote(progress, scores !== null), change);
  const stored = findingsStatements(db, { accountId: client.accountId, clientId: client.id, clientName: client.name, language: client.language, auditId }, findings, scores?.overall ?? null, earlier);
  const [completed] = await db.batch([completion, ...stored] as unknown as [BatchItem<"pg">, ...BatchItem<"pg">[]]);
  await enqueueDeliveries(env as Env, deliveryIdsOf((completed as { rows: Record<string, unknown>[] }).rows[0]));
}

function retryDelay(attempts: number, error: ProviderError): number {
  return Math.min(300, error.retryAfterSeconds ?? 5 * 2 ** (attempts - 1));
}

/** What a failed query says in the API: a category, never the provider's own text (it can name keys or hosts). */
export function publicError(error: ProviderError): string {
  if (error.decline?.kind === "refused") return "The engine refused to answer.";
  if (error.decline?.kind === "blocked") return "The engine's safety filter blocked the answer.";
  if (error.decline?.kind === "empty") return "The engine returned an empty answer.";
  if (error.status === 429) return "The model provider rate-limited the request.";
  if (error.status === 401 || error.status === 403) return "The model provider rejected the request's credentials.";
  if (error.status !== undefined && error.status >= 500) return `The model provider failed (HTTP ${error.status}).`;
  if (/malformed/i.test(error.message)) return "The model provider sent a malformed answer.";
  if (/no answer within|timed? ?out|timeout|abort/i.test(error.message)) return "The model provider did not answer in time.";
  if (error.status !== undefined) return `The model provider refused the request (HTTP ${error.status}).`;
  return error.retryable ? "The model provider could not be reached." : "The model provider could not answer.";
}

/** Finishes the audit when the recorded query was its last; a query no longer running changed nothing. */
async function settle(db: Database, env: object, progress: Progress | undefined, kind: "completed" | "failed"): Promise<RunOutcome> {
  if (!progress) return { kind: "skipped" };
  const auditFinished = progress.completed_queries + progress.failed_queries === progress.total_queries;
  if (auditFinished) await finish(db, env, progress);
  return { kind, auditFinished };
}

async function failQuery(db: Database, env: object, queryId: number, message: string, attempts: number): Promise<RunOutcome> {
  const progress = await record(db, queryId, sql`status = 'failed', error = ${`${message} (after ${attempts} attempt${attempts === 1 ? "" : "s"})`}`, "failed_queries");
  return settle(db, env, progress, "failed");
}

/**
 * Runs one query; the caller acknowledges or retries the queue message according to the outcome.
 * Only the provider call is caught here: a database error propagates, so the queue redelivers the
 * message and the row's state decides what is left to do.
 */
export async function runQuery(db: Database, env: object, queryId: number): Promise<RunOutcome> {
  const row = await claim(db, queryId);
  if (!row) return { kind: "skipped" };
  // Every claim counts an attempt: a query whose run keeps killing the worker gives up too.
  if (row.attempts > MAX_QUERY_ATTEMPTS) return failQuery(db, env, queryId, "The query was abandoned", row.attempts - 1);
  const brand: BrandInfo = { name: row.name, aliases: textArray(row.aliases), domain: row.domain, website: row.website };
  const competitors = jsonValue<BrandInfo[]>(row.competitors, []).map((k) => ({ ...k, aliases: textArray(k.aliases), domain: normalizeDomain(k.website) }));
  const otherDomains = textArray(row.other_domains);
  const model = { id: row.model_id, engine: row.engine, engineModel: row.engine_model, webSearch: booleanValue(row.web_search) };
  const route = routeFor(model, env);
  const { pace } = route;
  if (pace) {
    const slot = await reserveSlot(env as Env, pace);
    if (slot.kind === "later") {
      // Back to the queue as it was: this claim was no attempt.
      await db.execute(sql`update audit_queries set status = 'queued', attempts = attempts - 1, lease_until = now() + make_interval(secs => ${slot.delaySeconds})
                           where id = ${queryId} and status = 'running'`);
      return { kind: "throttled", delaySeconds: slot.delaySeconds };
    }
    if (slot.kind === "go" && slot.waitMs > 0) await sleep(slot.waitMs);
  }
  let completion;
  try {
    completion = await providerFor(model, env, route).complete({
      modelId: row.model_id,
      prompt: row.prompt,
      context: { brand, competitors, sector: row.sector, country: row.country, language: row.language },
      // Each sample of the same prompt and model is its own draw (the offline provider varies with it too).
      variation: Number(row.sample) > 1 ? `${row.audit_id}:${row.sample}` : String(row.audit_id),
    });
  } catch (error) {
    const providerError = error instanceof ProviderError ? error : new ProviderError(error instanceof Error ? error.message : String(error), false);
    console.warn(`audit query ${queryId} (${row.model_id}), attempt ${row.attempts}: ${providerError.message}`);
    const message = publicError(providerError);
    if (providerError.retryable && row.attempts < MAX_QUERY_ATTEMPTS) {
      const delaySeconds = retryDelay(row.attempts, providerError);
      // Back to the queue; `lease_until` doubles as "not before", so the cron tick does not resend it early.
      await db.execute(sql`update audit_queries set status = 'queued', lease_until = now() + make_interval(secs => ${delaySeconds}), error = ${message}
                           where id = ${queryId} and status = 'running'`);
      return { kind: "retry", delaySeconds, error: message };
    }
    return failQuery(db, env, queryId, message, row.attempts);
  }
  const cost = answerCost(completion, { input: numberOrNull(row.input_price), output: numberOrNull(row.output_price), search: numberOrNull(row.search_price) });
  if (completion.notShown) {
    // Google showed no AI answer: measured (and paid for), not an answer to analyse.
    const shown = await record(
      db,
      queryId,
      sql`status = 'completed', provider = ${completion.provider}, latency_ms = ${Math.round(completion.latencyMs)},
          ${notShownColumns()}, ${engineColumns(completion, [], cost)}, error = null`,
      "completed_queries",
    );
    return settle(db, env, shown, "completed");
  }
  // Answers are capped where the API documents it (`MAX_LENGTH.answer`); a model's answer is far shorter.
  const text = storableTextWithin(completion.text, MAX_LENGTH.answer);
  const analysis = analyzeAnswer(text, { brand, competitors, otherDomains });
  const progress = await record(
    db,
    queryId,
    sql`status = 'completed', answer = ${text}, provider = ${completion.provider}, latency_ms = ${Math.round(completion.latencyMs)},
        ${analysisColumns(analysis)}, ${engineColumns(completion, storedSources(completion.sources, [brand.domain, ...otherDomains]), cost)}, error = null`,
    "completed_queries",
  );
  return settle(db, env, progress, "completed");
}

/** Audits whose every query is done but that never got scored (the finishing worker died). */
export const STRANDED_AFTER_SECONDS = 900;
/** An audit every query of which is done, not finished, and untouched for STRANDED_AFTER_SECONDS. */
const STRANDED = sql`status in ('queued', 'running') and completed_queries + failed_queries = total_queries
  and updated_at < now() - make_interval(secs => ${STRANDED_AFTER_SECONDS})`;

/** Audits whose every query is done and that nobody has touched for STRANDED_AFTER_SECONDS: the cron tick queues their finish. */
export async function strandedAuditIds(db: Database, limit = 20): Promise<number[]> {
  const result = await db.execute(sql`
    select id from audits
    where ${STRANDED}
    order by id limit ${limit}
  `);
  return (result.rows as unknown as { id: number | string }[]).map((r) => Number(r.id));
}

/**
 * Finishes a stranded audit (a FinishMessage): one whose every query is done, still queued or running. `finish` only
 * completes an audit in `running`, so a queued one with nothing left to run is set running first; an audit finished
 * meanwhile (a slow worker got there, or a second message) is left as it is.
 */
export async function finishStranded(db: Database, env: object, auditId: number): Promise<boolean> {
  // Claimed by moving `updated_at`: a second message for the same audit (a later tick queued it again while this one
  // waited in the queue) finds it claimed and leaves it; if this finish dies, the audit is stranded again in 15 minutes.
  const result = await db.execute(sql`
    update audits set status = 'running', updated_at = now()
    where id = ${auditId} and ${STRANDED}
    returning id as audit_id, completed_queries, failed_queries, total_queries
  `);
  const row = (result.rows as unknown as Record<string, string | number>[])[0];
  if (!row) return false;
  await finish(db, env, {
    audit_id: Number(row.audit_id),
    completed_queries: Number(row.completed_queries),
    failed_queries: Number(row.failed_queries),
    total_queries: Number(row.total_queries),
  });
  return true;
}

/**
 * A query never claimed is taken for lost (its message never sent, or dropped) only this long after its launch: until
 * then its message may simply be waiting in the queue behind the engines' pacing, and re-sending it would only double
 * the queue's work.
 */
export const UNCLAIMED_LOST_AFTER_SECONDS = 900;

/**
 * Queries whose message is lost: queued and never claimed since long after their launch, queued and past the time
 * their retry was due by more than a lease (a retry's or a pacing delay's `lease_until` is its "not before"), or
 * running with an expired lease (the worker died). The cron tick re-enqueues them.
 */
export async function staleQueryIds(db: Database, limit = 500): Promise<number[]> {
  const result = await db.execute(sql`
    select id from audit_queries
    where (status = 'queued' and lease_until is null and created_at < now() - make_interval(secs => ${UNCLAIMED_LOST_AFTER_SECONDS}))
       or (status = 'queued' and lease_until < now() - make_interval(secs => ${QUERY_LEASE_SECONDS}))
       or (status = 'running' and lease_until < now())
    order by id limit ${limit}
  `);
  return (result.rows as unknown as { id: number | string }[]).map((r) => Number(r.id));
}
