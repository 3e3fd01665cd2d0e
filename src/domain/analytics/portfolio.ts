// Portfolio analytics, computed in SQL over each client's latest completed audit — one statement per endpoint.
import { sql, type SQL } from "drizzle-orm";
import type { Database } from "@/db/client";
import { jsonValue, numberOrNull } from "@/db/raw";
import { pageOffset, type PageQuery } from "@/platform/envelope";
import type { Interval } from "@/domain/scoring";

export interface AnalyticsFilters {
  sector?: string;
  country?: string;
  /** Only audits completed in [from, to). */
  from?: string;
  to?: string;
}

/** Score bands of the portfolio overview, as [label, lowest, highest]. */
export const SCORE_BANDS = [
  ["0-19", 0, 19],
  ["20-39", 20, 39],
  ["40-59", 40, 59],
  ["60-79", 60, 79],
  ["80-100", 80, 100],
] as const;

/** The filters' [from, to) window on the `completed_at` of `alias` (a `client_audit_history` row). */
function within(f: AnalyticsFilters, alias: SQL): SQL {
  return sql`${f.from ? sql`and ${alias}.completed_at >= ${f.from}::timestamptz` : sql``}
    ${f.to ? sql`and ${alias}.completed_at < ${f.to}::timestamptz` : sql``}`;
}

/** Joins `scoped_clients` to a table of the account's rows only when sector or country filter them. */
function scopedJoin(f: AnalyticsFilters, table: SQL): SQL {
  return f.sector || f.country ? sql`join scoped_clients c on c.id = ${table}.client_id` : sql``;
}

/**
 * The caller's clients after filters (`scoped_clients`) and, for each one with a completed audit,
 * its latest (`latest`: audit_id, score, completed_at, audits_count, previous_score,
 * previous_completed_at, visibility, share_of_voice, score_se: the score's standard error, null when the audit has no
 * interval) and that audit's per-model scores (`latest_models`: client_id, model_id, score).
 *
 * Without a date window both are read from `client_audit_summaries` and `client_model_scores`,
 * kept by triggers on `audits` (migration 0007). With `from`/`to` they are read from
 * `client_audit_history` (one narrow row per completed audit, kept by the same triggers, migration
 * 0018) with at most two index probes per client: the window's latest row, which carries the audit
 * before it, and (with `from`) the last row before the window, whose ordinal says how many audits
 * precede the window (skipped, `audits_count` null, when `counted` is false). The window's `latest` carries each
 * row's per-model arrays, and `latest_models` exists, only when `models` is asked for (`latest` is materialized, and
 * the portfolio and the leaderboard never read them). A CTE that a query does not reference is not evaluated.
 */
function latestCtes(accountId: number, f: AnalyticsFilters, { counted = true, models = false }: { counted?: boolean; models?: boolean } = {}): SQL {
  const scopedClients = sql`
    scoped_clients as (
      select c.id, c.name, c.sector, c.country from clients c
      where c.account_id = ${accountId}
        ${f.sector ? sql`and lower(c.sector) = lower(${f.sector})` : sql``}
        ${f.country ? sql`and c.country = ${f.country}` : sql``}
    )`;
  if (!f.from && !f.to) {
    return sql`${scopedClients},
    latest as (
      select s.client_id, s.latest_audit_id as audit_id, s.latest_score as score, s.latest_completed_at as completed_at,
             s.completed_audits as audits_count, s.previous_score, s.previous_completed_at, s.latest_visibility as visibility,
             s.latest_share_of_voice as share_of_voice, s.latest_score_se as score_se
      from client_audit_summaries s ${scopedJoin(f, sql`s`)}
      where s.account_id = ${accountId}
    ),
    latest_models as (
      select m.client_id, m.model_id, m.score from client_model_scores m ${scopedJoin(f, sql`m`)}
      where m.account_id = ${accountId}
    )`;
  }
  // The audit before the window's latest counts only when it is inside the window too.
  const previousInWindow = f.from ? sql`l.previous_completed_at >= ${f.from}::timestamptz` : sql`true`;
  return sql`${scopedClients},
    latest as (
      select c.id as client_id, l.audit_id, l.score, l.completed_at,
             ${counted ? sql`l.ordinal - ${f.from ? sql`coalesce(b.ordinal, 0)` : sql`0`}` : sql`null::int`} as audits_count,
             case when ${previousInWindow} then l.previous_score end as previous_score,
             case when ${previousInWindow} then l.previous_completed_at end as previous_completed_at,
             l.visibility, l.share_of_voice, l.score_se${models ? sql`, l.model_ids, l.model_scores` : sql``}
      from scoped_clients c
      cross join lateral (
        select h.audit_id, h.score, h.completed_at, h.ordinal, h.previous_score, h.previous_completed_at, h.visibility,
               h.share_of_voice, h.score_se${models ? sql`, h.model_ids, h.model_scores` : sql``}
        from client_audit_history h where h.client_id = c.id ${within(f, sql`h`)}
        order by h.completed_at desc, h.audit_id desc limit 1) l
      ${
        f.from && counted
          ? sql`left join lateral (
        select h.ordinal from client_audit_history h where h.client_id = c.id and h.completed_at < ${f.from}::timestamptz
        order by h.completed_at desc, h.audit_id desc limit 1) b on true`
          : sql``
      }
    )${
      models
        ? sql`,
    latest_models as (
      select l.client_id, m.model_id, m.score from latest l, unnest(l.model_ids, l.model_scores) m(model_id, score)
    )`
        : sql``
    }`;
}

const round1 = (v: unknown) => (v === null || v === undefined ? null : Math.round(Number(v) * 10) / 10);

/** mean ± 1.96 standard errors, within 0–100, one decimal; null without a mean or a standard error. */
function meanInterval(mean: number | null, se: unknown): Interval | null {
  if (mean === null || se === null || se === undefined) return null;
  const half = 1.96 * Number(se);
  return { low: Math.max(0, Math.round((mean - half) * 10) / 10), high: Math.min(100, Math.round((mean + half) * 10) / 10) };
}

export async function portfolio(db: Database, accountId: number, f: AnalyticsFilters) {
  const bands = sql.join(
    SCORE_BANDS.map(([label, lo, hi]) => sql`select ${label}::text as band, ${lo}::int as lo, ${hi}::int as hi`),
    sql` union all `,
  );
  const result = await db.execute(sql`
    with ${latestCtes(accountId, f)},
    -- Each client's latest score as of 30 days ago: the latest or the previous audit's when one of them
    -- is old enough (the usual case), else one index probe into its audits.
    month_ago as (
      select coalesce(
        case when l.completed_at <= now() - interval '30 days' then l.score
             when l.previous_completed_at <= now() - interval '30 days' then l.previous_score end,
        (select h.score from client_audit_history h
         where h.client_id = l.client_id ${within(f, sql`h`)} and h.completed_at <= now() - interval '30 days'
         order by h.completed_at desc, h.audit_id desc limit 1)) as score
      from latest l
    ),
    bands as (${bands})
    select
      (select count(*)::int from scoped_clients) as client_count,
      (select count(*)::int from latest) as audited_client_count,
      (select coalesce(sum(audits_count), 0)::int from latest) as audit_count,
      (select count(*)::int from client_audit_history h ${scopedJoin(f, sql`h`)}
        where h.account_id = ${accountId} ${within(f, sql`h`)} and h.completed_at >= now() - interval '30 days') as audits_last_30_days,
      (select avg(score) from latest) as mean_score,
      -- The run-to-run noise of the mean: its clients' standard errors combined, when every score has one.
      (select case when count(*) > 0 and count(score_se) = count(*) then sqrt(sum(score_se * score_se)) / count(*) end
         from latest where score is not null) as mean_score_se,
      (select percentile_cont(0.5) within group (order by score) from latest) as median_score,
      (select avg(score) from month_ago) as mean_score_30_days_ago,
      (select json_agg(json_build_object('band', b.band, 'min', b.lo, 'max', b.hi, 'clients', coalesce(x.n, 0)) order by b.lo)
         from bands b left join (select b.band, count(*)::int as n from latest l join bands b on l.score between b.lo and b.hi group by b.band) x on x.band = b.band) as by_band,
      (select coalesce(json_agg(s order by s.clients desc, s.sector), '[]'::json) from (
         select c.sector, count(*)::int as clients, avg(l.score) as mean_score
         from scoped_clients c left join latest l on l.client_id = c.id group by c.sector
         order by count(*) desc, c.sector limit 100) s) as by_sector
  `);
  const row = (result.rows as Record<string, unknown>[])[0] ?? {};
  const mean = round1(row.mean_score);
  const monthAgo = round1(row.mean_score_30_days_ago);
  return {
    client_count: Number(row.client_count ?? 0),
    audited_client_count: Number(row.audited_client_count ?? 0),
    audit_count: Number(row.audit_count ?? 0),
    audits_last_30_days: Number(row.audits_last_30_days ?? 0),
    mean_score: mean,
    mean_score_ci95: meanInterval(mean, row.mean_score_se),
    median_score: round1(row.median_score),
    mean_score_30_days_ago: monthAgo,
    change_30_days: mean === null || monthAgo === null ? null : Math.round((mean - monthAgo) * 10) / 10,
    by_band: jsonValue<{ band: string; min: number; max: number; clients: number }[]>(row.by_band, []).map((b) => ({ ...b, clients: Number(b.clients) })),
    by_sector: jsonValue<{ sector: string; clients: number; mean_score: number | null }[]>(row.by_sector, []).map((s) => ({ sector: s.sector, clients: Number(s.clients), mean_score: round1(s.mean_score) })),
  };
}

export async function leaderboard(db: Database, accountId: number, f: AnalyticsFilters, page: PageQuery) {
  const result = await db.execute(sql`
    with ${latestCtes(accountId, f)},
    board as (
      select rank() over (order by l.score desc) as rank, c.id as client_id, c.name, c.sector, c.country,
             l.audit_id, l.score, l.previous_score, l.audits_count, l.visibility, l.share_of_voice, l.completed_at
      from latest l join scoped_clients c on c.id = l.client_id
    ),
    page as (
      select b.*, count(*) over () as total from board b
      order by b.rank, b.name, b.client_id
      limit ${page.per_page} offset ${pageOffset(page)}
    )
    -- The intervals of the page's audits only: one primary-key probe per row shown.
    select p.*, a.scores -> 'overall' -> 'score_ci95' as score_ci95, a.scores -> 'overall' -> 'visibility_ci95' as visibility_ci95
    from page p left join audits a on a.id = p.audit_id
    order by p.rank, p.name, p.client_id
  `);
  const rows = result.rows as Record<string, unknown>[];
  // A page past the end has no row to carry the total: count apart only then (rare).
  let total = rows.length > 0 ? Number(rows[0]!.total) : 0;
  if (rows.length === 0 && page.page > 1) {
    const counted = await db.execute(sql`with ${latestCtes(accountId, f, { counted: false })} select count(*)::int as total from latest`);
    total = Number((counted.rows as Record<string, unknown>[])[0]?.total ?? 0);
  }
  return {
    total,
    items: rows.map((r) => ({
      rank: Number(r.rank),
      client: { id: Number(r.client_id), name: String(r.name), sector: String(r.sector), country: String(r.country) },
      audit_id: Number(r.audit_id),
      score: Number(r.score),
      previous_score: numberOrNull(r.previous_score),
      delta: r.previous_score === null || r.previous_score === undefined ? null : Number(r.score) - Number(r.previous_score),
      visibility: round1(r.visibility),
      share_of_voice: round1(r.share_of_voice),
      score_ci95: jsonValue<Interval | null>(r.score_ci95, null),
      visibility_ci95: jsonValue<Interval | null>(r.visibility_ci95, null),
      audits_count: Number(r.audits_count),
      completed_at: new Date(String(r.completed_at)).toISOString(),
    })),
  };
}

/** Statistics over `s` (one sort for the three quantiles). */
const STATS = sql`count(*)::int as count, avg(s) as mean, percentile_cont(array[0.25, 0.5, 0.75]) within group (order by s) as quartiles, stddev_pop(s) as stddev`;

function toStats(r: Record<string, unknown> | undefined) {
  const [p25, median, p75] = Array.isArray(r?.quartiles) ? (r.quartiles as unknown[]) : [];
  return {
    count: Number(r?.count ?? 0),
    mean: round1(r?.mean),
    median: round1(median),
    p25: round1(p25),
    p75: round1(p75),
    stddev: round1(r?.stddev),
  };
}

/** Ten buckets 0–9 … 90–100 (100 falls in the last), with summary statistics; per model on request. */
export async function distribution(db: Database, accountId: number, f: AnalyticsFilters & { model_id?: string }, byModel: boolean) {
  // With a model filter, each client's score is that model's score in its latest audit.
  const present = f.model_id
    ? sql`select score as s from latest_models where model_id = ${f.model_id}`
    : sql`select score::float8 as s from latest where score is not null`;
  // The distribution uses no audit counts: the window's path skips the probe that counts them.
  const result = await db.execute(sql`
    with ${latestCtes(accountId, f, { counted: false, models: byModel || f.model_id !== undefined })},
    present as (${present}),
    bucketed as (select least(floor(s / 10), 9)::int as b, count(*)::int as n from present group by 1)
    select
      (select json_agg(json_build_object('min', g.b * 10, 'max', case when g.b = 9 then 100 else g.b * 10 + 9 end, 'count', coalesce(x.n, 0)) order by g.b)
         from generate_series(0, 9) g(b) left join bucketed x on x.b = g.b) as buckets,
      (select row_to_json(t) from (select ${STATS} from present) t) as stats,
      ${byModel ? sql`(select coalesce(json_agg(t order by t.model_id), '[]'::json) from (select model_id, ${STATS} from (select model_id, score as s from latest_models) m group by model_id) t)` : sql`null`} as by_model
  `);
  const row = (result.rows as Record<string, unknown>[])[0] ?? {};
  return {
    model_id: f.model_id ?? null,
    buckets: jsonValue<{ min: number; max: number; count: number }[]>(row.buckets, []).map((b) => ({ min: Number(b.min), max: Number(b.max), count: Number(b.count) })),
    ...toStats(jsonValue<Record<string, unknown> | undefined>(row.stats, undefined)),
    ...(byModel ? { by_model: jsonValue<Record<string, unknown>[]>(row.by_model, []).map((m) => ({ model_id: String(m.model_id), ...toStats(m) })) } : {}),
  };
}
