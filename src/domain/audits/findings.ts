// What an audit leaves behind besides its score: the client's GEO checklist, the URLs models cited on its
// domain (checked over HTTP), and its action plan. Computed once, when the audit finishes.
import { and, eq, inArray, notInArray, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { geoChecklistItems, hallucinatedUrls } from "@/db/schema";
import { planTasks, resolvedTasks } from "@/domain/action-plans";
import { type ChecklistItem, checkUrls, evaluateChecklist, fetchSiteSnapshot, type UrlCheck } from "@/domain/site";
import type { Citation } from "@/domain/analysis";
import type { StoredSource } from "./answers";
import { guardedFetch, outboundOptions } from "@/platform/outbound";
import { storableText } from "@/platform/text";
import type { ScoreComponents } from "@/domain/scoring";

export interface CitedUrl {
  url: string;
  modelIds: string[];
  occurrences: number;
}

/**
 * Own-domain URLs across the answers, with the models that gave each: those written in the text and those the
 * engines report as sources (where a redirect link leads, when it was resolved). A URL counts once per answer.
 */
export function ownCitations(answers: { modelId: string; citations: Citation[]; sources?: readonly StoredSource[] }[]): CitedUrl[] {
  const byUrl = new Map<string, { models: Set<string>; occurrences: number }>();
  for (const answer of answers) {
    const urls = new Set<string>();
    for (const citation of answer.citations) if (citation.isOwnDomain) urls.add(citation.url);
    for (const source of answer.sources ?? []) if (source.isOwnDomain) urls.add(source.finalUrl ?? source.url);
    for (const url of urls) {
      const entry = byUrl.get(url) ?? { models: new Set<string>(), occurrences: 0 };
      entry.models.add(answer.modelId);
      entry.occurrences += 1;
      byUrl.set(url, entry);
    }
  }
  return [...byUrl].map(([url, e]) => ({ url, modelIds: [...e.models].sort(), occurrences: e.occurrences }));
}

const LOCAL_HOSTS = new Set(["127.0.0.1", "localhost", "[::1]"]);

/**
 * The fetch site checks use: the outbound rules of the Worker's environment at every redirect hop (`guardedFetch`: in
 * production, public addresses only). `SITE_FETCH=local-only` (offline dev and tests) also fails every request to
 * another host at once instead of waiting on a DNS lookup that cannot succeed: those checks then read
 * `unknown`/`unverified`, as for any unreachable site.
 */
export function siteFetch(env: { ENVIRONMENT?: string; DNS_RESOLVER_URL?: string; SITE_FETCH?: string }): typeof fetch {
  const localOnly: typeof fetch | undefined =
    env.SITE_FETCH === "local-only"
      ? (input, init) => {
          const url = new URL(input instanceof Request ? input.url : String(input));
          if (LOCAL_HOSTS.has(url.hostname)) return fetch(input, init);
          return Promise.reject(new TypeError(`offline: ${url.hostname} is not fetched (SITE_FETCH=local-only)`));
        }
      : undefined;
  return guardedFetch({ ...outboundOptions(env), fetch: localOnly });
}

export interface SiteFindings {
  checklist: ChecklistItem[];
  urlChecks: (UrlCheck & CitedUrl)[];
}

/** Fetches the site and checks the cited URLs. Network trouble yields `unknown`/`unverified`, never an error. */
export async function inspectSite(website: string, cited: CitedUrl[], opts: { fetch?: typeof fetch } = {}): Promise<SiteFindings> {
  const snapshot = await fetchSiteSnapshot(website, { fetch: opts.fetch });
  const checks = await checkUrls(cited.map((c) => c.url), { fetch: opts.fetch, knownPages: snapshot.sitemap.urls });
  const byUrl = new Map(checks.map((c) => [c.url, c]));
  return {
    checklist: evaluateChecklist(snapshot),
    urlChecks: cited.map((c) => ({
      ...(byUrl.get(c.url) ?? { url: c.url, state: "unverified" as const, httpStatus: null, finalUrl: null, suggestedRedirect: null }),
      ...c,
    })),
  };
}

/**
 * The models that cited each of these URLs of the client in earlier audits (their hallucinated-URL records), so the
 * tasks this audit writes name every model that has cited a URL, as its record does once this audit is stored.
 */
export async function earlierCitations(db: Database, clientId: number, urls: string[]): Promise<Map<string, string[]>> {
  if (urls.length === 0) return new Map();
  const rows = await db
    .select({ url: hallucinatedUrls.url, modelIds: hallucinatedUrls.modelIds })
    .from(hallucinatedUrls)
    .where(and(eq(hallucinatedUrls.clientId, clientId), inArray(hallucinatedUrls.url, urls.map(storableText))));
  return new Map(rows.map((row) => [row.url, row.modelIds]));
}

const PLAN_TITLES: Record<string, (client: string) => string> = {
  en: (client) => `Action plan — ${client}`,
  fr: (client) => `Plan d'action — ${client}`,
  es: (client) => `Plan de acción — ${client}`,
  de: (client) => `Maßnahmenplan — ${client}`,
};

/** Evidence quotes the site: each language's text made storable (no NUL, no lone surrogate). */
function localizedStorable(text: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(text).map(([lang, value]) => [lang, storableText(value)]));
}

/**
 * The statements that store the findings, for the same batch (transaction) as the audit's completion:
 * the checklist replaces the previous one, cited URLs accumulate, and the plan's tasks are upserted by
 * source with this audit's texts (tasks whose source was re-examined and found fine are marked done and
 * say so; a problem that returns reopens its task). A task the agency dismissed keeps its status either way: only its
 * texts are brought up to date. The plan's status follows its tasks (a trigger, migration 0019). `earlier` is
 * `earlierCitations` of the cited URLs.
 */
export function findingsStatements(
  db: Database,
  target: { accountId: number; clientId: number; clientName: string; language: string; auditId: number },
  findings: SiteFindings,
  overall: ScoreComponents | null,
  earlier: Map<string, string[]>,
) {
  const { accountId, clientId, auditId } = target;
  const now = new Date();
  const keys = findings.checklist.map((item) => item.key);
  const urlChecks = findings.urlChecks.map((c) => ({ ...c, modelIds: [...new Set([...c.modelIds, ...(earlier.get(storableText(c.url)) ?? [])])].sort() }));
  const planFindings = { checklist: findings.checklist, urlChecks, overall, language: target.language };
  const tasks = planTasks(planFindings);
  const resolved = resolvedTasks(planFindings);
  const title = (PLAN_TITLES[target.language] ?? PLAN_TITLES.en!)(target.clientName);
  const statements = [
    db.delete(geoChecklistItems).where(and(eq(geoChecklistItems.clientId, clientId), keys.length > 0 ? notInArray(geoChecklistItems.key, keys) : undefined)),
    db.execute(sql`
      with plan as (
        insert into action_plans (account_id, client_id, audit_id, title) values (${accountId}, ${clientId}, ${auditId}, ${title})
        on conflict (client_id) do update set audit_id = excluded.audit_id, updated_at = now()
        returning id
      ),
      upserted as (
        insert into action_plan_tasks (account_id, plan_id, source_key, title, description, category, priority, impact, effort, due_date)
        select ${accountId}, plan.id, t.source_key, t.title, t.description, t.category::task_category, t.priority::priority, t.impact::level, t.effort::level,
               (now() + make_interval(days => t.due_in_days))::date
        from plan, jsonb_to_recordset(${JSON.stringify(tasks.map((t) => ({ ...t, source_key: t.sourceKey, due_in_days: t.dueInDays, existing_only: t.existingOnly })))}::jsonb)
             as t(source_key text, title text, description text, category text, priority text, impact text, effort text, due_in_days int, existing_only boolean)
        where not t.existing_only or exists (select 1 from action_plan_tasks x where x.plan_id = plan.id and x.source_key = t.source_key)
        on conflict (plan_id, source_key) do update
          set title = excluded.title, description = excluded.description, priority = excluded.priority, impact = excluded.impact,
              effort = excluded.effort, updated_at = now(),
              status = case when action_plan_tasks.status = 'done' then 'todo'::task_status else action_plan_tasks.status end
        returning source_key
      )
      update action_plan_tasks t
      set status = case when t.status = 'dismissed' then t.status else 'done'::task_status end,
          title = coalesce(r.title, t.title), description = coalesce(r.description, t.description), updated_at = now()
      from jsonb_to_recordset(${JSON.stringify(resolved.map((r) => ({ source_key: r.sourceKey, title: r.title, description: r.description })))}::jsonb)
           as r(source_key text, title text, description text)
      where t.plan_id = (select id from plan) and t.source_key = r.source_key and t.source_key not in (select source_key from upserted)
        and (t.status not in ('done', 'dismissed') or t.title <> coalesce(r.title, t.title) or t.description <> coalesce(r.description, t.description))
    `),
  ] as const;
  const checklist =
    findings.checklist.length === 0
      ? []
      : [
          db
            .insert(geoChecklistItems)
            .values(findings.checklist.map((item) => ({ accountId, clientId, key: item.key, category: item.category, title: item.title, description: item.description, status: item.status, priority: item.priority, recommendation: item.recommendation, evidence: item.evidence === null ? null : localizedStorable(item.evidence), checkedAt: now })))
            .onConflictDoUpdate({
              target: [geoChecklistItems.clientId, geoChecklistItems.key],
              set: {
                category: sql`excluded.category`,
                title: sql`excluded.title`,
                description: sql`excluded.description`,
                status: sql`excluded.status`,
                priority: sql`excluded.priority`,
                recommendation: sql`excluded.recommendation`,
                evidence: sql`excluded.evidence`,
                checkedAt: sql`excluded.checked_at`,
                updatedAt: sql`now()`,
              },
            }),
        ];
  const urls =
    findings.urlChecks.length === 0
      ? []
      : [
          db
            .insert(hallucinatedUrls)
            .values(
              findings.urlChecks.map((c) => ({
                accountId,
                clientId,
                url: storableText(c.url),
                modelIds: c.modelIds,
                auditIds: [auditId],
                state: c.state,
                httpStatus: c.httpStatus,
                suggestedRedirect: c.suggestedRedirect,
                occurrences: c.occurrences,
                lastAuditId: auditId,
                checkedAt: now,
              })),
            )
            .onConflictDoUpdate({
              target: [hallucinatedUrls.clientId, hallucinatedUrls.url],
              set: {
                modelIds: sql`(select array_agg(distinct m order by m) from unnest(hallucinated_urls.model_ids || excluded.model_ids) as m)`,
                // The last 100 audits that cited it (the API documents that bound).
                auditIds: sql`(select (a || ${auditId}::int)[greatest(1, cardinality(a) - 98):] from array_remove(hallucinated_urls.audit_ids, ${auditId}::int) as a)`,
                occurrences: sql`hallucinated_urls.occurrences + excluded.occurrences`,
                state: sql`excluded.state`,
                httpStatus: sql`excluded.http_status`,
                suggestedRedirect: sql`excluded.suggested_redirect`,
                lastAuditId: sql`excluded.last_audit_id`,
                lastSeenAt: sql`now()`,
                checkedAt: sql`excluded.checked_at`,
              },
            }),
        ];
  return [...statements, ...checklist, ...urls];
}
