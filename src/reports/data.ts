// Everything a report's PDF shows, read in one round trip: the audit and its scores, the client's
// score trend, every answer, the hallucinated URLs its answers cited, failing checklist items and open action-plan tasks.
import { sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { booleanValue, jsonValue, numberOrNull, textArray } from "@/db/raw";
import type { Localized } from "@/db/schema";
import { storedScores, type AuditScores } from "@/domain/scoring";
import { sourceDomainsRead } from "@/domain/source-domains";

/** Previous audits shown in the trend chart, this one included. */
const TREND_AUDITS = 12;
const MAX_URLS = 20;
const MAX_CHECKS = 20;
const MAX_TASKS = 8;
/** Sites listed on the sources page (one page). */
const MAX_DOMAINS = 15;

export interface ReportData {
  report: { id: number; language: string };
  agency: string;
  client: { name: string; domain: string | null; website: string | null };
  audit: { id: number; name: string; status: string; score: number | null; modelIds: string[]; promptCount: number; completedAt: string | null; scores: AuditScores | null };
  trend: { auditId: number; score: number; completedAt: string }[];
  results: { prompt: string; modelId: string; status: string; mentioned: boolean; position: number | null; listPosition: number | null; sentiment: number | null }[];
  urls: { url: string; modelIds: string[]; occurrences: number; httpStatus: number | null; suggestedRedirect: string | null }[];
  checks: { status: string; priority: string; title: Localized; recommendation: Localized | null }[];
  tasks: { title: string; priority: string; status: string; dueDate: string | null }[];
  /** The engines' sources of this audit by domain (GET /clients/{id}/source-domains for this audit alone). */
  sources: { answers: number; withSources: number; total: number; categories: { category: string; share: number }[]; domains: { domain: string; category: string; competitor: string | null; share: number; shareDelta: number | null }[] };
}

type Row = Record<string, unknown>;
const rows = (result: { rows: unknown[] }) => result.rows as Row[];
const iso = (value: unknown) => (value === null || value === undefined ? null : new Date(String(value)).toISOString());

export async function loadReportData(db: Database, accountId: number, reportId: number): Promise<ReportData | undefined> {
  // Every statement starts from the report row of the caller's account: another account's report reads as nothing.
  const mine = sql`(select r.* from reports r where r.id = ${reportId} and r.account_id = ${accountId})`;
  // The engines' sources of this audit alone, read in the same round trip.
  const sourceRead = sourceDomainsRead(db, accountId, sql`(select client_id from ${mine} r)`, { audits: 1, limit: MAX_DOMAINS }, sql`(select audit_id from ${mine} r)`);
  const [head, trend, results, urls, checks, tasks, ...sourceRows] = await db.batch([
    db.execute(sql`select r.id, r.language, acc.company, acc.name as account_name, c.name as client_name, c.domain, c.website,
                          a.id as audit_id, a.name as audit_name, a.status, a.score, a.model_ids, cardinality(a.prompts) as prompt_count, a.completed_at, a.scores
                   from ${mine} r join clients c on c.id = r.client_id join audits a on a.id = r.audit_id join accounts acc on acc.id = r.account_id`),
    db.execute(sql`select * from (
                     select p.id, p.score, p.completed_at from ${mine} r join audits a on a.id = r.audit_id
                     join audits p on p.client_id = a.client_id and p.account_id = a.account_id and p.status = 'completed' and p.completed_at <= a.completed_at
                     order by p.completed_at desc, p.id desc limit ${TREND_AUDITS}) t order by completed_at, id`),
    db.execute(sql`select q.prompt, q.model_id, case when q.answer_shown = false then 'not_shown' else q.status::text end as status, q.brand_mentioned, q.position, q.list_position, q.sentiment
                   from ${mine} r join audit_queries q on q.audit_id = r.audit_id order by q.id`),
    // This audit's own-domain citations, with the models of this audit that made them; the client's URL checks say
    // which of them do not exist (as last checked) and where to redirect them.
    db.execute(sql`select u.url, c.model_ids, c.occurrences, u.http_status, u.suggested_redirect
                   from ${mine} r
                   cross join lateral (
                     select cited->>'url' as url, array_agg(distinct q.model_id order by q.model_id) as model_ids, count(*)::int as occurrences
                     from audit_queries q cross join jsonb_array_elements(case when jsonb_typeof(q.citations) = 'array' then q.citations else '[]' end) as cited
                     where q.audit_id = r.audit_id and q.status = 'completed' and cited->>'isOwnDomain' = 'true'
                     group by cited->>'url'
                   ) c
                   join hallucinated_urls u on u.client_id = r.client_id and u.url = c.url and u.state = 'hallucinated' and u.status = 'open'
                   order by c.occurrences desc, u.url limit ${MAX_URLS}`),
    db.execute(sql`select g.status, g.priority, g.title, g.recommendation
                   from ${mine} r join geo_checklist_items g on g.client_id = r.client_id and g.status in ('fail', 'warning')
                   order by g.status = 'fail' desc, array_position(array['high', 'medium', 'low']::text[], g.priority::text), g.key limit ${MAX_CHECKS}`),
    db.execute(sql`select t.title, t.priority, t.status, t.due_date
                   from ${mine} r join action_plans p on p.client_id = r.client_id join action_plan_tasks t on t.plan_id = p.id and t.status in ('todo', 'in_progress')
                   order by array_position(array['high', 'medium', 'low']::text[], t.priority::text), t.due_date nulls last, t.id limit ${MAX_TASKS}`),
    ...sourceRead.statements,
  ]);
  const h = rows(head)[0];
  if (!h) return undefined;
  const sources = sourceRead.finish(sourceRows);
  const tally = sources.kind === "ready" ? sources.data : undefined;
  return {
    report: { id: Number(h.id), language: String(h.language) },
    agency: String(h.company ?? h.account_name),
    client: { name: String(h.client_name), domain: (h.domain as string | null) ?? null, website: (h.website as string | null) ?? null },
    audit: {
      id: Number(h.audit_id),
      name: String(h.audit_name),
      status: String(h.status),
      score: numberOrNull(h.score),
      modelIds: textArray(h.model_ids),
      promptCount: Number(h.prompt_count),
      completedAt: iso(h.completed_at),
      scores: h.scores === null || h.scores === undefined ? null : storedScores(jsonValue<AuditScores>(h.scores, {} as AuditScores)),
    },
    trend: rows(trend).map((r) => ({ auditId: Number(r.id), score: Number(r.score), completedAt: iso(r.completed_at)! })),
    results: rows(results).map((r) => ({
      prompt: String(r.prompt),
      modelId: String(r.model_id),
      status: String(r.status),
      mentioned: booleanValue(r.brand_mentioned),
      position: numberOrNull(r.position),
      listPosition: numberOrNull(r.list_position),
      sentiment: numberOrNull(r.sentiment),
    })),
    urls: rows(urls).map((r) => ({
      url: String(r.url),
      modelIds: textArray(r.model_ids),
      occurrences: Number(r.occurrences),
      httpStatus: numberOrNull(r.http_status),
      suggestedRedirect: (r.suggested_redirect as string | null) ?? null,
    })),
    checks: rows(checks).map((r) => ({ status: String(r.status), priority: String(r.priority), title: jsonValue<Localized>(r.title, { en: "", fr: "", es: "", de: "" }), recommendation: jsonValue<Localized | null>(r.recommendation, null) })),
    tasks: rows(tasks).map((r) => ({ title: String(r.title), priority: String(r.priority), status: String(r.status), dueDate: r.due_date === null || r.due_date === undefined ? null : String(r.due_date).slice(0, 10) })),
    sources: {
      answers: tally?.answers ?? 0,
      withSources: tally?.answers_with_sources ?? 0,
      total: tally?.sources ?? 0,
      categories: (tally?.categories ?? []).map((c) => ({ category: c.category, share: c.share })),
      domains: (tally?.domains ?? []).map((d) => ({ domain: d.domain, category: d.category, competitor: d.competitor, share: d.share, shareDelta: d.share_delta })),
    },
  };
}
