// Which domains the engines draw on for a client's prompts: counted from the results' structured sources over a
// window of the client's completed audits, classified (own, competitor, the account's rules, the built-in table),
// and compared with the same number of audits just before the window.
import { and, asc, count, eq, sql, type SQL } from "drizzle-orm";
import { pageOffset, type PageQuery } from "@/platform/envelope";
import { booleanValue, textArray } from "@/db/raw";
import { errorChain, violation, type Database } from "@/db/client";
import { domainRules } from "@/db/schema";
import { createOnce, type Idempotency, lastInsertedId } from "@/platform/idempotency";
import { normalizeDomain } from "@/domain/analysis";
import { ApiError } from "@/platform/errors";
import { DOMAIN_CATEGORIES, domainClassifier, validateRulePattern, type DomainCategory, type DomainRule, type RuleCategory } from "./classify";

export { DOMAIN_CATEGORIES, type DomainCategory, type RuleCategory } from "./classify";
export const RULE_CATEGORIES = DOMAIN_CATEGORIES.filter((c): c is RuleCategory => c !== "own" && c !== "competitor");

/** Rules an account may add (migration 0014 holds it). */
export const MAX_DOMAIN_RULES = 200;
/** Completed audits one read may span. */
export const MAX_WINDOW_AUDITS = 12;

export interface SourceDomainQuery {
  audit_id?: number;
  audits: number;
  model_id?: string;
  category?: DomainCategory;
  limit: number;
}

const round1 = (n: number) => Math.round(n * 10) / 10;
const share = (part: number, whole: number) => (whole === 0 ? 0 : round1((part * 100) / whole));

interface CountRow {
  in_window: boolean | string;
  domain: string;
  model_id: string;
  sources: number | string;
  answers: number | string;
  cited: number | string;
}

type Statement = ReturnType<Database["execute"]>;
type Rows = { rows: unknown[] };

/**
 * The read as statements for one `db.batch` (one round trip, which the 360 view shares), and what makes the answer
 * of their results. The window: the `audits` completed audits ending at `audit_id` (default the latest), then as
 * many before it for the trend.
 */
export function sourceDomainsRead(db: Database, accountId: number, clientId: number | SQL, query: SourceDomainQuery, auditId: number | SQL | undefined = query.audit_id) {
  const anchor = auditId === undefined ? sql`true` : sql`(a.completed_at, a.id) <= (select completed_at, id from audits where id = ${auditId})`;
  const window = sql`with ranked as (
      select a.id, a.completed_at, row_number() over (order by a.completed_at desc, a.id desc) as n
      from audits a where a.account_id = ${accountId} and a.client_id = ${clientId} and a.status = 'completed' and ${anchor}
    ), win as (select id, completed_at, n <= ${query.audits} as in_window from ranked where n <= ${query.audits * 2})`;
  const modelFilter = query.model_id === undefined ? sql`` : sql`and q.model_id = ${query.model_id}`;
  const statements: [Statement, Statement, Statement, Statement, Statement, Statement, Statement] = [
    db.execute(sql`select id, domain, other_domains from clients where account_id = ${accountId} and id = ${clientId}`),
    db.execute(sql`select name, website from competitors where account_id = ${accountId} and client_id = ${clientId} order by id`),
    // Oldest first: the first of two equal patterns would win, and the unique index allows no two.
    db.execute(sql`select pattern, category from domain_rules where account_id = ${accountId} order by id`),
    auditId === undefined
      ? db.execute(sql`select true as ok`)
      : db.execute(sql`select true as ok from audits where id = ${auditId} and account_id = ${accountId} and client_id = ${clientId} and status = 'completed'`),
    db.execute(sql`${window} select id, in_window from win order by completed_at desc, id desc`),
    db.execute(sql`${window}
      select w.in_window, s->>'domain' as domain, q.model_id,
             count(*) as sources, count(distinct q.id) as answers, count(*) filter (where (s->>'citedInAnswer')::boolean) as cited
      from win w join audit_queries q on q.audit_id = w.id
      cross join lateral jsonb_array_elements(case when jsonb_typeof(q.sources) = 'array' then q.sources else '[]'::jsonb end) s
      where q.status = 'completed' and s->>'domain' is not null ${modelFilter}
      group by 1, 2, 3`),
    db.execute(sql`${window}
      select count(*) as answers, count(*) filter (where jsonb_typeof(q.sources) = 'array' and jsonb_array_length(q.sources) > 0) as with_sources
      from win w join audit_queries q on q.audit_id = w.id
      where w.in_window and q.status = 'completed' and q.answer_shown is not false ${modelFilter}`),
  ];
  const finish = (results: readonly Rows[]): SourceDomainsOutcome => {
    const [clientRows, competitorRows, ruleRows, anchorRows, windowRows, counts, answered] = results.map((r) => r.rows as Record<string, unknown>[]);
    const client = clientRows?.[0];
    if (!client) return { kind: "missing_client" };
    if (!anchorRows?.length) return { kind: "missing_audit" };
    const audits = (windowRows ?? []).map((r) => ({ id: Number(r.id), inWindow: booleanValue(r.in_window) }));
    const rules = (ruleRows ?? []).filter((r): r is Record<string, unknown> & DomainRule => RULE_CATEGORIES.includes(r.category as RuleCategory)).map((r) => ({ pattern: String(r.pattern), category: r.category }));
    const classify = domainClassifier({
      ownDomain: normalizeDomain(client.domain as string | null),
      otherDomains: textArray(client.other_domains as string[] | string | null),
      competitors: (competitorRows ?? []).map((k) => ({ name: String(k.name), domain: normalizeDomain(k.website as string | null) })),
      accountRules: rules,
    });
    const totals = answered?.[0];
    return {
      kind: "ready",
      data: summarize(
        Number(client.id),
        query,
        {
          windowIds: audits.filter((a) => a.inWindow).map((a) => a.id),
          previousIds: audits.filter((a) => !a.inWindow).map((a) => a.id),
          counts: (counts ?? []) as unknown as CountRow[],
          answers: Number(totals?.answers ?? 0),
          withSources: Number(totals?.with_sources ?? 0),
        },
        classify,
      ),
    };
  };
  return { statements, finish };
}

export type SourceDomainsOutcome = { kind: "missing_client" } | { kind: "missing_audit" } | { kind: "ready"; data: ReturnType<typeof summarize> };

/** The client's source domains, or the API's 404 for a client or an audit that is not the caller's. */
export async function getSourceDomains(db: Database, accountId: number, clientId: number, query: SourceDomainQuery) {
  const read = sourceDomainsRead(db, accountId, clientId, query);
  const outcome = read.finish(await db.batch(read.statements));
  if (outcome.kind === "missing_client") throw new ApiError(404, `Client ${clientId} not found.`);
  if (outcome.kind === "missing_audit") throw new ApiError(404, `Audit ${query.audit_id} is not a completed audit of client ${clientId}.`, "audit_id");
  return outcome.data;
}

interface DomainTally {
  domain: string;
  sources: number;
  answers: number;
  cited: number;
  byModel: Map<string, number>;
  previousSources: number;
}

function summarize(
  clientId: number,
  query: SourceDomainQuery,
  window: { windowIds: number[]; previousIds: number[]; counts: CountRow[]; answers: number; withSources: number },
  classify: ReturnType<typeof domainClassifier>,
) {
  const tallies = new Map<string, DomainTally>();
  let total = 0;
  let previousTotal = 0;
  for (const row of window.counts) {
    const inWindow = booleanValue(row.in_window);
    const tally = tallies.get(row.domain) ?? { domain: row.domain, sources: 0, answers: 0, cited: 0, byModel: new Map(), previousSources: 0 };
    tallies.set(row.domain, tally);
    const sources = Number(row.sources);
    if (inWindow) {
      tally.sources += sources;
      // An answer counted under one model only: summing models sums distinct answers.
      tally.answers += Number(row.answers);
      tally.cited += Number(row.cited);
      tally.byModel.set(row.model_id, (tally.byModel.get(row.model_id) ?? 0) + sources);
      total += sources;
    } else {
      tally.previousSources += sources;
      previousTotal += sources;
    }
  }
  const hasPrevious = window.previousIds.length > 0;
  const categoryTotals = new Map<DomainCategory, { sources: number; previous: number }>(DOMAIN_CATEGORIES.map((c) => [c, { sources: 0, previous: 0 }]));
  const domains = [...tallies.values()].map((t) => {
    const classification = classify(t.domain);
    const totals = categoryTotals.get(classification.category)!;
    totals.sources += t.sources;
    totals.previous += t.previousSources;
    const current = share(t.sources, total);
    const previous = hasPrevious ? share(t.previousSources, previousTotal) : null;
    return {
      domain: t.domain,
      category: classification.category,
      competitor: classification.competitor,
      rule: classification.rule,
      sources: t.sources,
      share: current,
      answers: t.answers,
      cited: t.cited,
      by_model: [...t.byModel].map(([model_id, sources]) => ({ model_id, sources })).sort((a, b) => b.sources - a.sources || a.model_id.localeCompare(b.model_id)),
      previous_sources: hasPrevious ? t.previousSources : null,
      previous_share: previous,
      share_delta: previous === null ? null : round1(current - previous),
    };
  });
  const shown = domains
    // A domain only seen before the window has dropped out: it is not one the engines cite now.
    .filter((d) => d.sources > 0 && (query.category === undefined || d.category === query.category))
    .sort((a, b) => b.sources - a.sources || a.domain.localeCompare(b.domain));
  return {
    client_id: clientId,
    audit_ids: window.windowIds,
    previous_audit_ids: window.previousIds,
    model_id: query.model_id ?? null,
    answers: window.answers,
    answers_with_sources: window.withSources,
    sources: total,
    domain_count: shown.length,
    categories: DOMAIN_CATEGORIES.map((category) => {
      const totals = categoryTotals.get(category)!;
      const current = share(totals.sources, total);
      const previous = hasPrevious ? share(totals.previous, previousTotal) : null;
      return { category, sources: totals.sources, share: current, previous_share: previous, share_delta: previous === null ? null : round1(current - previous) };
    }),
    domains: shown.slice(0, query.limit),
  };
}

// ——— The account's rules ———

function toDomainRule(row: typeof domainRules.$inferSelect) {
  return { id: row.id, pattern: row.pattern, category: row.category as RuleCategory, created_at: row.createdAt.toISOString() };
}

export async function listDomainRules(db: Database, accountId: number, page: PageQuery) {
  const mine = eq(domainRules.accountId, accountId);
  const [rows, [totals]] = await db.batch([
    db.select().from(domainRules).where(mine).orderBy(asc(domainRules.id)).limit(page.per_page).offset(pageOffset(page)),
    db.select({ total: count() }).from(domainRules).where(mine),
  ]);
  return { items: rows.map(toDomainRule), total: totals?.total ?? 0 };
}

export async function createDomainRule(db: Database, accountId: number, input: { pattern: string; category: RuleCategory }, idempotency?: Idempotency) {
  const pattern = input.pattern.trim().toLowerCase();
  const problem = validateRulePattern(pattern);
  if (problem) throw new ApiError(400, `Body field 'pattern' is invalid: ${problem}`, "pattern");
  return createOnce(
    db,
    accountId,
    idempotency,
    "domain_rule",
    async (recordKey) => {
      try {
        // The unique index answers a concurrent duplicate; the trigger the cap (migration 0014).
        const [[row]] = await db.batch([db.insert(domainRules).values({ accountId, pattern, category: input.category }).returning(), ...recordKey(lastInsertedId("domain_rules"))] as const);
        return toDomainRule(row!);
      } catch (error) {
        const chain = [...errorChain(error)];
        if (chain.some((e) => e.message.includes("domain_rule_cap"))) {
          throw new ApiError(409, `This account already has ${MAX_DOMAIN_RULES} domain rules, the most it may have. Delete one first.`);
        }
        if (violation(error, "domain_rules_account_pattern_idx")) {
          throw new ApiError(409, `A rule for '${pattern}' already exists in this account; delete it first to change its category.`);
        }
        throw error;
      }
    },
    async ([id]) => {
      const [row] = await db.select().from(domainRules).where(and(eq(domainRules.accountId, accountId), eq(domainRules.id, id!)));
      return row && toDomainRule(row);
    },
  );
}

export async function deleteDomainRule(db: Database, accountId: number, id: number): Promise<boolean> {
  const rows = await db.delete(domainRules).where(and(eq(domainRules.accountId, accountId), eq(domainRules.id, id))).returning({ id: domainRules.id });
  return rows.length > 0;
}

/** Domains the 360 view shows. */
export const SUMMARY_DOMAINS = 5;

/** The 360 view's read of the latest completed audit's sources, to batch with its own statements. */
export function sourceDomainSummaryRead(db: Database, accountId: number, clientId: number) {
  return sourceDomainsRead(db, accountId, clientId, { audits: 1, limit: SUMMARY_DOMAINS });
}

/** The 360 view's digest of those sources; null when there are none (no engine with search). */
export function sourceDomainSummary(outcome: SourceDomainsOutcome) {
  if (outcome.kind !== "ready" || outcome.data.sources === 0) return null;
  const { data } = outcome;
  const shareOf = (category: DomainCategory) => data.categories.find((c) => c.category === category)?.share ?? 0;
  return {
    audit_id: data.audit_ids[0]!,
    sources: data.sources,
    own_share: shareOf("own"),
    competitor_share: shareOf("competitor"),
    categories: data.categories,
    top_domains: data.domains.map((d) => ({ domain: d.domain, category: d.category, competitor: d.competitor, share: d.share, share_delta: d.share_delta })),
  };
}
