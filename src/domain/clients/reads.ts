// Reading clients and what hangs off them, always within the caller's account.
import { sourceDomainSummary, sourceDomainSummaryRead } from "@/domain/source-domains";
import { and, asc, count, desc, eq, ilike, ne, or, sql, type SQL } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Database } from "@/db/client";
import { jsonValue } from "@/db/raw";
import { clients, competitors, contacts, geoChecklistItems, hallucinatedUrls } from "@/db/schema";
import { pageOffset, type PageQuery } from "@/platform/envelope";
import type { Lang } from "@/platform/i18n";
import type { Interval } from "@/domain/scoring";
import { ownedClient } from "./ownership";

type ClientRow = typeof clients.$inferSelect;
type ContactRow = typeof contacts.$inferSelect;
type CompetitorRow = typeof competitors.$inferSelect;
type ChecklistRow = typeof geoChecklistItems.$inferSelect;
type HallucinatedUrlRow = typeof hallucinatedUrls.$inferSelect;

export interface ClientFilters {
  q?: string;
  sector?: string;
  country?: string;
  status?: ClientRow["status"];
}

const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

/** Escapes LIKE wildcards so a search for `50%` finds the text `50%`. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

export function toClient(row: ClientRow) {
  return {
    id: row.id,
    name: row.name,
    sector: row.sector,
    website: row.website,
    domain: row.domain,
    other_domains: row.otherDomains,
    country: row.country,
    language: row.language,
    aliases: row.aliases,
    keywords: row.keywords,
    status: row.status,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  };
}

export function toContact(row: ContactRow) {
  return {
    id: row.id,
    client_id: row.clientId,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    phone: row.phone,
    role: row.role,
    is_primary: row.isPrimary,
    created_at: iso(row.createdAt),
  };
}

export function toCompetitor(row: CompetitorRow) {
  return {
    id: row.id,
    client_id: row.clientId,
    name: row.name,
    website: row.website,
    aliases: row.aliases,
    created_at: iso(row.createdAt),
  };
}

function toChecklistItem(row: ChecklistRow, lang: Lang) {
  return {
    id: row.id,
    key: row.key,
    category: row.category,
    title: row.title[lang] ?? row.title.en,
    description: row.description[lang] ?? row.description.en,
    status: row.status,
    priority: row.priority,
    recommendation: row.recommendation ? (row.recommendation[lang] ?? row.recommendation.en) : null,
    evidence: row.evidence ? (row.evidence[lang] ?? row.evidence.en ?? null) : null,
    checked_at: isoOrNull(row.checkedAt),
  };
}

export function toHallucinatedUrl(row: HallucinatedUrlRow) {
  return {
    id: row.id,
    client_id: row.clientId,
    url: row.url,
    model_ids: row.modelIds,
    audit_ids: row.auditIds,
    state: row.state,
    http_status: row.httpStatus,
    checked_at: isoOrNull(row.checkedAt),
    status: row.status,
    note: row.note,
    suggested_redirect: row.suggestedRedirect,
    occurrences: row.occurrences,
    last_audit_id: row.lastAuditId,
    first_seen_at: iso(row.firstSeenAt),
    last_seen_at: iso(row.lastSeenAt),
  };
}

function clientFilter(accountId: number, filters: ClientFilters): SQL | undefined {
  const pattern = filters.q ? likePattern(filters.q) : undefined;
  return and(
    eq(clients.accountId, accountId),
    pattern
      ? or(ilike(clients.name, pattern), ilike(clients.domain, pattern), sql`array_to_string(${clients.aliases}, ' ') ilike ${pattern}`)
      : undefined,
    filters.sector ? sql`lower(${clients.sector}) = lower(${filters.sector})` : undefined,
    filters.country ? eq(clients.country, filters.country) : undefined,
    // Archived clients are out of the way unless asked for.
    filters.status ? eq(clients.status, filters.status) : ne(clients.status, "archived"),
  );
}

/** One page of clients and the total, in one round trip. */
export async function listClients(db: Database, accountId: number, filters: ClientFilters, page: PageQuery) {
  const where = clientFilter(accountId, filters);
  const [rows, [totals]] = await db.batch([
    db.select().from(clients).where(where).orderBy(asc(clients.id)).limit(page.per_page).offset(pageOffset(page)),
    db.select({ total: count() }).from(clients).where(where),
  ]);
  return { items: rows.map(toClient), total: totals?.total ?? 0 };
}

export function clientDetailQuery(db: Database, accountId: number, clientId: number) {
  return db
    .select({
      client: clients,
      // Spelled out: inside a subquery drizzle would render both columns unqualified.
      contactCount: sql<number>`(select count(*)::int from contacts where contacts.client_id = clients.id)`,
      competitorCount: sql<number>`(select count(*)::int from competitors where competitors.client_id = clients.id)`,
    })
    .from(clients)
    .where(ownedClient(accountId, clientId));
}

export function toClientDetail(row: { client: ClientRow; contactCount: number; competitorCount: number }) {
  return {
    ...toClient(row.client),
    description: row.client.description,
    contact_count: Number(row.contactCount),
    competitor_count: Number(row.competitorCount),
  };
}

/** Client with its description and counts, or undefined when it is not the account's. */
export async function getClient(db: Database, accountId: number, clientId: number) {
  const [row] = await clientDetailQuery(db, accountId, clientId);
  return row ? toClientDetail(row) : undefined;
}

/** A page of a client's sub-collection, its total and the ownership check, in one round trip. */
async function pageOfClient<Rows extends BatchItem<"pg">>(db: Database, accountId: number, clientId: number, rows: Rows, table: PgTable, where: SQL | undefined) {
  const [owner, items, [totals]] = await db.batch([
    db.select({ id: clients.id }).from(clients).where(ownedClient(accountId, clientId)),
    rows,
    db.select({ total: count() }).from(table).where(where),
  ] as const);
  return owner.length === 0 ? undefined : { rows: items as Rows["_"]["result"], total: totals?.total ?? 0 };
}

export async function listContacts(db: Database, accountId: number, clientId: number, page: PageQuery) {
  const where = and(eq(contacts.accountId, accountId), eq(contacts.clientId, clientId));
  const rows = db.select().from(contacts).where(where).orderBy(desc(contacts.isPrimary), asc(contacts.id)).limit(page.per_page).offset(pageOffset(page));
  const result = await pageOfClient(db, accountId, clientId, rows, contacts, where);
  return result && { items: result.rows.map(toContact), total: result.total };
}

export async function listCompetitors(db: Database, accountId: number, clientId: number, page: PageQuery) {
  const where = and(eq(competitors.accountId, accountId), eq(competitors.clientId, clientId));
  const rows = db.select().from(competitors).where(where).orderBy(asc(competitors.id)).limit(page.per_page).offset(pageOffset(page));
  const result = await pageOfClient(db, accountId, clientId, rows, competitors, where);
  return result && { items: result.rows.map(toCompetitor), total: result.total };
}

export async function listHallucinatedUrls(
  db: Database,
  accountId: number,
  clientId: number,
  filters: { status?: HallucinatedUrlRow["status"]; state: HallucinatedUrlRow["state"] | "all" },
  page: PageQuery,
) {
  const where = and(
    eq(hallucinatedUrls.accountId, accountId),
    eq(hallucinatedUrls.clientId, clientId),
    filters.status ? eq(hallucinatedUrls.status, filters.status) : undefined,
    filters.state === "all" ? undefined : eq(hallucinatedUrls.state, filters.state),
  );
  const rows = db.select().from(hallucinatedUrls).where(where).orderBy(desc(hallucinatedUrls.lastSeenAt), asc(hallucinatedUrls.id)).limit(page.per_page).offset(pageOffset(page));
  const result = await pageOfClient(db, accountId, clientId, rows, hallucinatedUrls, where);
  return result && { items: result.rows.map(toHallucinatedUrl), total: result.total };
}

const STATUS_ORDER = { fail: 0, warning: 1, unknown: 2, pass: 3 } as const;
const PRIORITY_ORDER = { high: 0, medium: 1, low: 2 } as const;

/** Counts by status and a score: passes count 1, warnings 0.5, over the verified checks. */
export function summarizeChecklist(statuses: ChecklistRow["status"][]) {
  const counts = { total: statuses.length, pass: 0, warning: 0, fail: 0, unknown: 0 };
  for (const status of statuses) counts[status] += 1;
  const verified = counts.pass + counts.warning + counts.fail;
  const score = verified === 0 ? null : Math.round(((counts.pass + counts.warning / 2) / verified) * 100);
  return { ...counts, score };
}

export async function getGeoChecklist(db: Database, accountId: number, clientId: number, lang: Lang) {
  const [owner, rows] = await db.batch([
    db.select({ id: clients.id }).from(clients).where(ownedClient(accountId, clientId)),
    db.select().from(geoChecklistItems).where(and(eq(geoChecklistItems.accountId, accountId), eq(geoChecklistItems.clientId, clientId))),
  ]);
  if (owner.length === 0) return undefined;
  const items = [...rows].sort(
    (a, b) =>
      STATUS_ORDER[a.status] - STATUS_ORDER[b.status] ||
      PRIORITY_ORDER[a.priority] - PRIORITY_ORDER[b.priority] ||
      a.key.localeCompare(b.key),
  );
  const checkedAt = rows.reduce<Date | null>((latest, row) => (row.checkedAt && (!latest || row.checkedAt > latest) ? row.checkedAt : latest), null);
  return {
    client_id: clientId,
    summary: summarizeChecklist(rows.map((row) => row.status)),
    checked_at: isoOrNull(checkedAt),
    language: lang,
    items: items.map((item) => toChecklistItem(item, lang)),
  };
}

const VIEW_LIMIT = 100;

function toAuditSummary(value: Record<string, unknown> | string | null) {
  if (!value) return null;
  const json = jsonValue<Record<string, unknown>>(value, {});
  const overall = (json.scores ?? {}) as { visibility?: number; share_of_voice?: number; score_ci95?: Interval | null; visibility_ci95?: Interval | null };
  return {
    id: Number(json.id),
    name: String(json.name),
    score: Number(json.score),
    visibility: overall.visibility ?? 0,
    share_of_voice: overall.share_of_voice ?? 0,
    score_ci95: overall.score_ci95 ?? null,
    visibility_ci95: overall.visibility_ci95 ?? null,
    model_ids: json.model_ids as string[],
    completed_at: new Date(String(json.completed_at)).toISOString(),
  };
}

function toNextSchedule(value: Record<string, unknown> | string | null) {
  if (!value) return null;
  const json = jsonValue<Record<string, unknown>>(value, {});
  return {
    id: Number(json.id),
    name: String(json.name),
    frequency: String(json.frequency),
    timezone: String(json.timezone),
    next_run_at: new Date(String(json.next_run_at)).toISOString(),
  };
}

/** The 360 view in one round trip. */
export async function getClient360(db: Database, accountId: number, clientId: number) {
  const sources = sourceDomainSummaryRead(db, accountId, clientId);
  const [clientRows, contactRows, competitorRows, statusRows, urlRows, auditRows, ...sourceRows] = await db.batch([
    clientDetailQuery(db, accountId, clientId),
    db.select().from(contacts).where(and(eq(contacts.accountId, accountId), eq(contacts.clientId, clientId))).orderBy(desc(contacts.isPrimary), asc(contacts.id)).limit(VIEW_LIMIT),
    db.select().from(competitors).where(and(eq(competitors.accountId, accountId), eq(competitors.clientId, clientId))).orderBy(asc(competitors.id)).limit(VIEW_LIMIT),
    db.select({ status: geoChecklistItems.status }).from(geoChecklistItems).where(and(eq(geoChecklistItems.accountId, accountId), eq(geoChecklistItems.clientId, clientId))),
    db
      .select({ total: count(), open: sql<number>`count(*) filter (where ${hallucinatedUrls.status} = 'open')::int` })
      .from(hallucinatedUrls)
      .where(and(eq(hallucinatedUrls.accountId, accountId), eq(hallucinatedUrls.clientId, clientId), eq(hallucinatedUrls.state, "hallucinated"))),
    db
      .select({
        latest: sql<Record<string, unknown> | string | null>`(select json_build_object('id', a.id, 'name', a.name, 'score', a.score, 'scores', a.scores -> 'overall', 'model_ids', a.model_ids, 'completed_at', a.completed_at)
          from audits a where a.client_id = ${clientId} and a.account_id = ${accountId} and a.status = 'completed' order by a.completed_at desc, a.id desc limit 1)`,
        count: sql<number>`(select count(*)::int from audits a where a.client_id = ${clientId} and a.account_id = ${accountId})`,
        nextSchedule: sql<Record<string, unknown> | string | null>`(select json_build_object('id', s.id, 'name', s.name, 'frequency', s.frequency, 'timezone', s.timezone, 'next_run_at', s.next_run_at)
          from scheduled_audits s where s.client_id = ${clientId} and s.account_id = ${accountId} and s.active and s.next_run_at is not null order by s.next_run_at, s.id limit 1)`,
      })
      .from(sql`(select 1) as one`),
    ...sources.statements,
  ]);
  const row = clientRows[0];
  if (!row) return undefined;
  return {
    client: toClientDetail(row),
    contacts: contactRows.map(toContact),
    competitors: competitorRows.map(toCompetitor),
    geo_checklist: statusRows.length === 0 ? null : summarizeChecklist(statusRows.map((r) => r.status)),
    hallucinated_urls: { total: urlRows[0]?.total ?? 0, open: Number(urlRows[0]?.open ?? 0) },
    latest_audit: toAuditSummary(auditRows[0]?.latest ?? null),
    audit_count: Number(auditRows[0]?.count ?? 0),
    next_scheduled_audit: toNextSchedule(auditRows[0]?.nextSchedule ?? null),
    source_domains: sourceDomainSummary(sources.finish(sourceRows)),
  };
}

/** Completed audits a client's sparkline shows (the latest ones). */
export const SPARKLINE_AUDITS = 8;

export interface ClientScorePoint {
  auditId: number;
  completedAt: Date;
  score: number;
  ci95: Interval | null;
}

/**
 * A page of clients as `listClients` reads it, each with its last completed audits' overall scores (newest last, at
 * most SPARKLINE_AUDITS) for the console's list: one round trip (the page, its total, and the page's audits, found by
 * the same filter and page in SQL rather than by a second request).
 */
export async function listClientsWithScores(db: Database, accountId: number, filters: ClientFilters, page: PageQuery) {
  const where = clientFilter(accountId, filters);
  const pageIds = db.select({ id: clients.id }).from(clients).where(where).orderBy(asc(clients.id)).limit(page.per_page).offset(pageOffset(page));
  const [rows, [totals], recent] = await db.batch([
    db.select().from(clients).where(where).orderBy(asc(clients.id)).limit(page.per_page).offset(pageOffset(page)),
    db.select({ total: count() }).from(clients).where(where),
    db.execute(sql`
      select client_id, id, completed_at, score, ci95 from (
        select a.client_id, a.id, a.completed_at, (a.scores->'overall'->>'score')::int as score, a.scores->'overall'->'score_ci95' as ci95,
          row_number() over (partition by a.client_id order by a.completed_at desc, a.id desc) as n
        from audits a
        where a.account_id = ${accountId} and a.status = 'completed' and a.scores is not null and a.client_id in (${pageIds})
      ) recent
      where n <= ${SPARKLINE_AUDITS}
      order by client_id, completed_at, id
    `),
  ]);
  const byClient = new Map<number, ClientScorePoint[]>();
  for (const r of recent.rows as { client_id: number | string; id: number | string; completed_at: string | Date; score: number | string | null; ci95: unknown }[]) {
    if (r.score === null) continue;
    const list = byClient.get(Number(r.client_id)) ?? [];
    const ci = jsonValue<Interval | null>(r.ci95, null);
    list.push({ auditId: Number(r.id), completedAt: new Date(r.completed_at), score: Number(r.score), ci95: ci && typeof ci.low === "number" ? ci : null });
    byClient.set(Number(r.client_id), list);
  }
  return { items: rows.map((row) => ({ ...toClient(row), scores: byClient.get(row.id) ?? [] })), total: totals?.total ?? 0 };
}
