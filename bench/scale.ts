// Benchmark: the API at scale — one agency with 10,000 clients, 100,000 audits and 2,000,000 results
// (audit_queries), seeded with set-based SQL (a few `insert … select … from generate_series`), then
// p50/p95 of every list and analytics endpoint under `wrangler dev`, and the plan of every statement
// those endpoints send (recorded by the SQL stand-in, EXPLAIN ANALYZEd on the same backend).
// `SCALE` (default 1) multiplies the data (e.g. SCALE=0.1 for a quick run); `REQUESTS` (default 20)
// is the number of timed requests per endpoint. Full scale works on in-memory PGlite too: about
// 110 s to seed and 3.5 GB of memory (Postgres: about 55 s). Answers are one short sentence, so
// audit_queries is ~0.8 GB rather than the several GB real answers would make.
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { buildAssets } from "../dev/build-assets";
import { connect, migrateDatabase } from "../dev/db";
import { startStandIns, workerVars, type StandIns } from "../dev/standins";
import type { SqlQuery } from "../dev/standins/neon-http";
import type { Database } from "../src/db/client";
import { benchKeys, percentile, startWrangler, type BenchResult, type WorkerProcess, verdict } from "./harness";

const SCALE = Number(process.env.SCALE ?? 1);
const REQUESTS = Number(process.env.REQUESTS ?? 20);
const WARMUP = 2;
const TARGET_MS = 100;
const PORTFOLIO_TARGET_MS = 50;
/** Lines printed of each plan of the analytics and audit/report endpoints. */
const PLAN_LINES = Number(process.env.PLAN_LINES ?? 24);
const EMAIL_PATTERN = "scale-%@bench.test";

const CLIENTS = Math.round(10_000 * SCALE);
const AUDITS_PER_CLIENT = 10;
const QUERIES_PER_AUDIT = 20; // 4 prompts × 5 models
/** Audits whose results go in one insert statement (× 20 rows): keeps every statement well under a minute. */
const AUDITS_PER_RESULTS_STATEMENT = 10_000;

/** Sorted like `AuditScores.by_model`; the credits per prompt are the catalog's. */
const MODELS = ["claude-sonnet", "gemini-pro", "gpt-4o", "mistral-large", "perplexity-sonar"];
const MODEL_CREDITS = [2, 2, 2, 1, 1];
const CREDITS_PER_AUDIT = 4 * MODEL_CREDITS.reduce((a, b) => a + b, 0);
const SECTORS = ["hospitality", "retail", "finance", "healthcare", "saas", "education", "travel", "food", "automotive"];
const COUNTRIES = ["FR", "US", "ES", "DE", "GB", "BE", "CH", "CA"];
const LANGUAGES = ["fr", "en", "es", "de", "en", "fr", "de", "en"];
const TLDS = ["fr", "com", "es", "de", "co.uk", "be", "ch", "ca"];

const textArray = (values: string[]) => sql.raw(`array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(", ")}]::text[]`);
/** A constant written into the statement (a bare param would have no type where nothing infers one). */
const lit = (value: number) => sql.raw(String(value));
const intArray = (values: number[]) => sql.raw(`array[${values.join(", ")}]::int[]`);

const rowsOf = (result: { rows: unknown[] }) => result.rows as Record<string, unknown>[];

interface Seeded {
  accountId: number;
  clientId: number;
  auditId: number;
  questionnaireId: number;
  counts: Record<string, number>;
  steps: string[];
  seedMs: number;
}

/** Removes what earlier runs left in a shared Postgres (the cascade takes their clients, audits and results). */
async function dropEarlierRuns(db: Database): Promise<number> {
  const result = await db.execute(sql`delete from accounts where email like ${EMAIL_PATTERN} returning id`);
  return rowsOf(result).length;
}

async function seedScale(db: Database, log: (line: string) => void): Promise<Seeded> {
  const steps: string[] = [];
  const started = performance.now();
  const step = async <T>(name: string, run: () => Promise<T>): Promise<T> => {
    const t = performance.now();
    const value = await run();
    const line = `${name}: ${((performance.now() - t) / 1000).toFixed(1)} s`;
    steps.push(line);
    log(`  seed ${line}`);
    return value;
  };

  // The agency: agent plan, its subscription, and credits whose ledger is one row equal to the balance.
  const accountId = await step("account, subscription, ledger", async () => {
    const result = await db.execute(sql`
      with a as (
        insert into accounts (name, email, company, plan, locale, credit_balance)
        values ('Scale Agency (bench)', ${`scale-${Date.now()}@bench.test`}, 'Scale Agency', 'agent', 'en', 1000000)
        returning id, created_at
      ),
      l as (insert into credit_ledger (account_id, amount, reason, description, created_at) select id, 1000000, 'adjustment', 'scale benchmark credits', created_at from a),
      s as (insert into subscriptions (account_id, status, price_amount, currency) select id, 'active', 39900, 'EUR' from a)
      select id from a`);
    return Number(rowsOf(result)[0]!.id);
  });

  await step(`${CLIENTS.toLocaleString("en")} clients`, () =>
    db.execute(sql`
      insert into clients (account_id, name, sector, website, domain, country, language, aliases, keywords, description, status, created_at, updated_at)
      select ${accountId},
        (${textArray(["Maison", "Harbor", "Casa", "Alpen", "Wren", "Atelier", "Northbound", "Luna", "Kleider", "Bramble"])})[1 + g % 10] || ' '
          || (${textArray(["Lumière", "Pine", "Olivar", "Hof", "House", "Verde", "Outfitters", "Works", "Labs", "& Co"])})[1 + (g / 10) % 10] || ' ' || g,
        (${textArray(SECTORS)})[1 + g % 9],
        'https://www.brand-' || g || '.' || (${textArray(TLDS)})[1 + (g / 9) % 8],
        'brand-' || g || '.' || (${textArray(TLDS)})[1 + (g / 9) % 8],
        (${textArray(COUNTRIES)})[1 + (g / 9) % 8],
        (${textArray(LANGUAGES)})[1 + (g / 9) % 8],
        array['Brand ' || g],
        array[(${textArray(SECTORS)})[1 + g % 9] || ' near me', 'best ' || (${textArray(SECTORS)})[1 + g % 9]],
        'Client number ' || g || ' of the scale benchmark.',
        (case when g % 20 = 0 then 'archived' when g % 10 = 3 then 'paused' else 'active' end)::client_status,
        now() - interval '400 days' - (g % 300) * interval '1 day',
        now() - (g % 30) * interval '1 day'
      from generate_series(1, ${CLIENTS}) g`),
  );
  const [range] = rowsOf(await db.execute(sql`select min(id)::int as lo, max(id)::int as hi from clients where account_id = ${accountId}`));
  const lo = Number(range!.lo);

  await step("contacts (every 3rd client, 2 each), competitors (every 2nd, 3 each), hallucinated URLs (every 5th, 3 each)", async () => {
    await db.execute(sql`
      insert into contacts (account_id, client_id, first_name, last_name, email, phone, role, is_primary)
      select c.account_id, c.id,
        (${textArray(["Camille", "Emily", "Lucía", "Jonas", "Oliver", "Louis", "Noah", "Liam"])})[1 + (c.id + n) % 8],
        (${textArray(["Durand", "Johnson", "García", "Müller", "Smith", "Peeters", "Meier", "Tremblay"])})[1 + (c.id * 3 + n) % 8],
        'contact' || n || '@' || c.domain, '+33 1 ' || lpad((c.id * 7 + n)::text, 8, '0'),
        (${textArray(["Head of marketing", "SEO manager"])})[n], n = 1
      from clients c, generate_series(1, 2) n where c.account_id = ${accountId} and (c.id - ${lo}) % 3 = 0`);
    await db.execute(sql`
      insert into competitors (account_id, client_id, name, website, aliases)
      select c.account_id, c.id, 'Rival ' || chr(64 + n) || ' ' || (c.id - ${lo} + 1), 'https://rival-' || n || '-' || c.id || '.example', '{}'
      from clients c, generate_series(1, 3) n where c.account_id = ${accountId} and (c.id - ${lo}) % 2 = 0`);
    await db.execute(sql`
      insert into hallucinated_urls (account_id, client_id, url, model_ids, audit_ids, state, http_status, status, occurrences, checked_at, first_seen_at, last_seen_at)
      select c.account_id, c.id, c.website || '/offers/page-' || n, array['gpt-4o', 'mistral-large'], '{}', 'hallucinated', 404,
        (case when n = 3 then 'ignored' else 'open' end)::hallucinated_url_status, n, now() - n * interval '1 day',
        now() - n * interval '30 days', now() - n * interval '1 day'
      from clients c, generate_series(1, 3) n where c.account_id = ${accountId} and (c.id - ${lo}) % 5 = 0`);
  });

  // 10 audits per client, one every ~36 days over the last year: ~97% completed with scores, a few
  // failed, and 1% of the latest still running. `scores` has the AuditScores shape (overall, by_model,
  // by_prompt, competitors): the analytics read overall.visibility, overall.share_of_voice and
  // by_model[].model_id/score.
  await step(`${(CLIENTS * AUDITS_PER_CLIENT).toLocaleString("en")} audits`, () =>
    db.execute(sql`
      insert into audits (account_id, client_id, name, status, score, model_ids, prompts, total_queries, completed_queries, failed_queries,
        credits_cost, trigger, scores, error, started_at, completed_at, created_at, updated_at)
      select x.account_id, x.client_id, 'Audit ' || x.k || ' — ' || x.name, x.status::audit_status,
        case when x.status = 'completed' then x.s end,
        ${textArray(MODELS)}, x.prompts, ${lit(QUERIES_PER_AUDIT)},
        case x.status when 'completed' then ${lit(QUERIES_PER_AUDIT)} when 'running' then 12 else 0 end,
        case x.status when 'failed' then ${lit(QUERIES_PER_AUDIT)} else 0 end,
        ${lit(CREDITS_PER_AUDIT)}, 'api',
        case when x.status = 'completed' then jsonb_build_object(
          'overall', jsonb_build_object('score', x.s, 'visibility', least(100, x.s + 8), 'average_position', 1 + (x.client_id % 30) / 10.0,
            'share_of_voice', greatest(0, x.s - 6), 'citation_rate', (x.s / 2), 'sentiment', 50 + x.s % 30, 'answers', ${lit(QUERIES_PER_AUDIT)}),
          'by_model', (select jsonb_agg(jsonb_build_object('model_id', m, 'score', greatest(0, least(100, x.s + (i * 7 + x.k) % 15 - 7)),
              'visibility', least(100, x.s + (i * 5) % 20), 'average_position', 1 + i / 2.0, 'share_of_voice', greatest(0, x.s - i * 3),
              'citation_rate', (x.s / 3), 'sentiment', 55, 'answers', 4) order by i)
            from unnest(${textArray(MODELS)}) with ordinality t(m, i)),
          'by_prompt', (select jsonb_agg(jsonb_build_object('prompt', p, 'score', greatest(0, least(100, x.s + (j * 11) % 13 - 6)),
              'visibility', least(100, x.s + j), 'average_position', 1.5, 'share_of_voice', x.s, 'citation_rate', 20, 'sentiment', 60, 'answers', 5) order by j)
            from unnest(x.prompts) with ordinality t(p, j)),
          'competitors', jsonb_build_array(
            jsonb_build_object('name', 'Rival A', 'mentions', 6 + x.k % 5, 'share_of_voice', 30, 'average_position', 2.1),
            jsonb_build_object('name', 'Rival B', 'mentions', 3, 'share_of_voice', 15.5, 'average_position', 3),
            jsonb_build_object('name', 'Rival C', 'mentions', 0, 'share_of_voice', 0, 'average_position', null))
        ) end,
        case when x.status = 'failed' then 'every query failed' end,
        x.done - interval '3 minutes', case when x.status = 'running' then null else x.done end,
        x.done - interval '4 minutes', x.done
      from (
        select c.account_id, c.id as client_id, c.name, k,
          case when k = ${lit(AUDITS_PER_CLIENT)} and (c.id - ${lo}) % 100 = 7 then 'running' when (c.id + k) % 40 = 0 then 'failed' else 'completed' end as status,
          least(100, greatest(0, 15 + (c.id * 37) % 60 + k * 2 + (c.id * k) % 11 - 5)) as s,
          array['Best ' || c.sector || ' brands in ' || c.country, 'Which ' || c.sector || ' company do you recommend?',
                'Alternatives to ' || split_part(c.name, ' ', 1), c.keywords[1] || ' recommendations'] as prompts,
          now() - ((${lit(AUDITS_PER_CLIENT)} - k) * 36 + (c.id % 30)) * interval '1 day' - (c.id % 24) * interval '1 hour' as done
        from clients c, generate_series(1, ${lit(AUDITS_PER_CLIENT)}) k
        where c.account_id = ${accountId}
      ) x
      -- In the order they ran, as in production: ids grow with time and a client's audits are far apart on disk.
      order by x.done, x.client_id`),
  );
  const [auditRange] = rowsOf(await db.execute(sql`select min(id)::int as lo, max(id)::int as hi from audits where account_id = ${accountId}`));
  const auditLo = Number(auditRange!.lo);
  const auditHi = Number(auditRange!.hi);

  // 20 results per audit: completed (brand mention, position, sentiment, citations, competitors) for
  // completed audits, failed for failed ones, 12 of 20 done for running ones.
  await step(`${(CLIENTS * AUDITS_PER_CLIENT * QUERIES_PER_AUDIT).toLocaleString("en")} audit_queries`, async () => {
    for (let from = auditLo; from <= auditHi; from += AUDITS_PER_RESULTS_STATEMENT) {
      const to = Math.min(auditHi, from + AUDITS_PER_RESULTS_STATEMENT - 1);
      const t = performance.now();
      await db.execute(sql`
        insert into audit_queries (account_id, audit_id, prompt, model_id, credits, status, attempts, answer, provider, latency_ms,
          brand_mentioned, position, sentiment, competitors_mentioned, citations, error, created_at, completed_at)
        select y.account_id, y.audit_id, y.prompt, y.model_id, y.credits, y.status::query_status, case when y.status = 'queued' then 0 else 1 end,
          case when y.status = 'completed' then 'Asked "' || y.prompt || '", the model lists ' || case when y.mentioned then y.client_name || ', ' else '' end
            || 'Rival A and Rival B, with a short note on prices and reviews.' end,
          case when y.status = 'queued' then null else 'offline' end,
          case when y.status = 'queued' then null else 800 + (y.audit_id * 13 + y.q * 7) % 4000 end,
          case when y.status = 'completed' then y.mentioned end,
          case when y.status = 'completed' and y.mentioned then 1 + (y.audit_id + y.q) % 4 end,
          case when y.status = 'completed' and y.mentioned then 40 + (y.audit_id * y.q) % 50 end,
          case when y.status = 'completed' then
            case when y.q % 3 = 0 then '[]'::jsonb else jsonb_build_array(jsonb_build_object('name', 'Rival A', 'position', 1 + y.q % 3)) end end,
          case when y.status = 'completed' then
            case when y.q % 2 = 0 then jsonb_build_array(jsonb_build_object('url', 'https://www.' || y.domain || '/', 'domain', y.domain, 'isOwnDomain', true))
                 else jsonb_build_array(jsonb_build_object('url', 'https://guide-' || y.q % 7 || '.example/best', 'domain', 'guide-' || y.q % 7 || '.example', 'isOwnDomain', false)) end end,
          case when y.status = 'failed' then 'provider error: 503' end,
          y.created_at, case when y.status in ('completed', 'failed') then y.created_at + interval '1 minute' end
        from (
          select a.account_id, a.id as audit_id, q, a.prompts[1 + q / 5] as prompt, a.model_ids[1 + q % 5] as model_id,
            (${intArray(MODEL_CREDITS)})[1 + q % 5] as credits, c.name as client_name, c.domain, a.created_at,
            case when a.status = 'completed' then 'completed' when a.status = 'failed' then 'failed' when q < 12 then 'completed' else 'queued' end as status,
            (a.id * 20 + q * 37) % 100 < coalesce(a.score, 50) as mentioned
          from audits a join clients c on c.id = a.client_id, generate_series(0, ${lit(QUERIES_PER_AUDIT - 1)}) q
          where a.account_id = ${accountId} and a.id between ${from} and ${to}
        ) y`);
      log(`    audit_queries of audits ${from}–${to}: ${((performance.now() - t) / 1000).toFixed(1)} s`);
    }
  });

  await step("reports (one per completed audit)", () =>
    db.execute(sql`
      insert into reports (account_id, client_id, audit_id, language, status, page_count, size_bytes, rendered_at, created_at)
      select a.account_id, a.client_id, a.id, c.language,
        (case when a.id % 10 = 0 then 'rendered' else 'ready' end)::report_status,
        case when a.id % 10 = 0 then 6 end, case when a.id % 10 = 0 then 48000 + a.id % 9000 end,
        case when a.id % 10 = 0 then a.completed_at + interval '1 hour' end,
        a.completed_at + interval '5 seconds'
      from audits a join clients c on c.id = a.client_id
      where a.account_id = ${accountId} and a.status = 'completed'`),
  );

  await step("action plans (every 4th client, 8 tasks each)", () =>
    db.execute(sql`
      with p as (
        insert into action_plans (account_id, client_id, audit_id, title, status, created_at, updated_at)
        select c.account_id, c.id, (select max(a.id) from audits a where a.client_id = c.id and a.status = 'completed'),
          'Action plan — ' || c.name, (case when c.id % 40 = 0 then 'completed' else 'active' end)::plan_status,
          now() - (c.id % 200) * interval '1 day' - interval '30 days', now() - (c.id % 90) * interval '1 day'
        from clients c where c.account_id = ${accountId} and (c.id - ${lo}) % 4 = 0
        returning id, account_id
      )
      insert into action_plan_tasks (account_id, plan_id, source_key, title, description, category, priority, impact, effort, status, due_date)
      select p.account_id, p.id, 'checklist:task_' || n, 'Task ' || n || ' of plan ' || p.id, 'What to do, and why it helps AI answers name the brand.',
        (${textArray(["technical", "content", "structured_data", "authority", "hallucinated_urls", "visibility"])})[1 + n % 6]::task_category,
        (${textArray(["high", "medium", "low"])})[1 + n % 3]::priority, (${textArray(["high", "medium", "low"])})[1 + (n + 1) % 3]::level,
        (${textArray(["high", "medium", "low"])})[1 + (n + 2) % 3]::level,
        (case when (p.id + n) % 3 = 0 then 'done' when (p.id + n) % 3 = 1 then 'in_progress' else 'todo' end)::task_status,
        (current_date + (n * 7 - 20))
      from p, generate_series(1, 8) n`),
  );

  const questionnaireId = await step("questionnaires (20 templates + every 20th client, 5 responses each) and schedules (100 active, 200 paused)", async () => {
    const questions = JSON.stringify([
      { id: "q1", type: "scale", label: "How well known is the brand in its market?", min: 1, max: 5 },
      { id: "q2", type: "single_choice", label: "Where do customers first hear of it?", options: ["Search", "Social", "AI assistants", "Word of mouth"] },
      { id: "q3", type: "text", label: "Anything else we should know?" },
    ]);
    await db.execute(sql`
      insert into questionnaires (account_id, client_id, title, description, language, questions, status, created_at, updated_at)
      select ${accountId}, null, 'Template ' || n, 'A reusable brief.', 'en', ${questions}::jsonb, 'active', now() - n * interval '1 day', now() - n * interval '1 day'
      from generate_series(1, 20) n
      union all
      select c.account_id, c.id, 'Brand perception — ' || c.name, null, c.language, ${questions}::jsonb,
        (case when c.id % 7 = 0 then 'closed' else 'active' end)::questionnaire_status, now() - (c.id % 100) * interval '1 day', now() - (c.id % 50) * interval '1 day'
      from clients c where c.account_id = ${accountId} and (c.id - ${lo}) % 20 = 0`);
    await db.execute(sql`
      insert into questionnaire_responses (account_id, questionnaire_id, contact_id, answers, submitted_at)
      select q.account_id, q.id, (select min(ct.id) from contacts ct where ct.client_id = q.client_id),
        jsonb_build_object('q1', 1 + (q.id + n) % 5, 'q2', (${textArray(["Search", "Social", "AI assistants", "Word of mouth"])})[1 + n % 4], 'q3', 'Answer ' || n),
        q.created_at + n * interval '1 day'
      from questionnaires q, generate_series(1, 5) n where q.account_id = ${accountId} and q.client_id is not null`);
    await db.execute(sql`
      insert into scheduled_audits (account_id, client_id, name, frequency, timezone, model_ids, prompts, active, next_run_at, last_run_at)
      select c.account_id, c.id, 'Weekly audit — ' || c.name, 'weekly', 'Europe/Paris', null, null, r <= 100,
        case when r <= 100 then date_trunc('day', now()) + (1 + r % 7) * interval '1 day' + interval '5 hours' end, now() - (r % 7) * interval '1 day'
      from (select c.*, row_number() over (order by c.id) as r from clients c where c.account_id = ${accountId} and (c.id - ${lo}) % 10 = 0) c
      where r <= 300`);
    const [row] = rowsOf(await db.execute(sql`
      select q.id from questionnaires q where q.account_id = ${accountId} and q.client_id is not null order by q.id limit 1 offset ${Math.floor(CLIENTS / 40)}`));
    return Number(row!.id);
  });
  const seedMs = performance.now() - started;

  // A client with contacts, competitors and hallucinated URLs (every 30th), in the middle of the range, and its latest completed audit.
  const clientId = lo + 30 * Math.floor(CLIENTS / 60);
  const [audit] = rowsOf(await db.execute(sql`select max(id)::int as id from audits where client_id = ${clientId} and status = 'completed'`));
  const counts: Record<string, number> = {};
  for (const table of ["clients", "contacts", "competitors", "hallucinated_urls", "audits", "audit_queries", "reports", "action_plans", "action_plan_tasks", "questionnaires", "questionnaire_responses", "scheduled_audits"]) {
    const [row] = rowsOf(await db.execute(sql`select count(*)::int as n from ${sql.identifier(table)} where account_id = ${accountId}`));
    counts[table] = Number(row!.n);
  }
  return { accountId, clientId, auditId: Number(audit!.id), questionnaireId, counts, steps, seedMs };
}

async function get(url: string, key: string): Promise<{ ms: number; status: number }> {
  const started = performance.now();
  const res = await fetch(url, { headers: { "X-Api-Key": key } });
  await res.arrayBuffer();
  return { ms: performance.now() - started, status: res.status };
}

interface Plan {
  endpoint: string;
  statement: string;
  lines: string[];
}

/**
 * EXPLAIN ANALYZE of a recorded statement, on the stand-in's own backend (PGlite or Postgres), with its
 * params; per-node timing is off (its clock calls would inflate the execution time, in WASM most).
 */
async function explain(sqlEndpoint: string, q: SqlQuery): Promise<string[]> {
  const res = await fetch(sqlEndpoint, { method: "POST", body: JSON.stringify({ query: `explain (analyze, costs off, timing off) ${q.query}`, params: q.params }) });
  const body = (await res.json()) as { rows?: unknown[][]; message?: string };
  if (!res.ok) throw new Error(`EXPLAIN failed: ${body.message ?? res.status} — ${q.query.slice(0, 200)}`);
  return (body.rows ?? []).map((r) => String(r[0]));
}

const SCAN = /(Parallel )?(Seq Scan|Index Only Scan|Index Scan|Bitmap Heap Scan)( Backward)?( using \S+)? on (\w+)/;
const BIG_TABLES = new Set(["audits", "audit_queries", "reports", "clients"]);

/** One line per plan: execution time, the scans of big tables, and sorts that spilled. */
function summarize(plan: Plan): string {
  const scans = new Set<string>();
  for (const line of plan.lines) {
    const m = SCAN.exec(line);
    if (m && BIG_TABLES.has(m[5]!)) scans.add(`${m[2]}${m[3] ?? ""} on ${m[5]}${m[4] ? ` (${m[4].replace(" using ", "")})` : ""}`);
  }
  const time = plan.lines.find((l) => l.startsWith("Execution Time"))?.replace("Execution Time: ", "") ?? "?";
  const spilled = plan.lines.some((l) => /external|Disk:/.test(l)) ? "; sort/hash spilled to disk" : "";
  return `${time}; ${[...scans].join(", ") || "no scan of a big table"}${spilled}`;
}

/**
 * The console's data pages for the scale agency (issue 34), signed in as a user of it: sequential SQL round trips of
 * each (the session's lookup included; each SQL request held 20 ms so side-by-side ones overlap), then p50/p95.
 */
async function consolePages(db: Database, origin: string, standIns: StandIns, seeded: Seeded, log: (line: string) => void) {
  const { users } = await import("../src/db/schema");
  const { hashPassword } = await import("../src/domain/users");
  const email = `scale-console-${Date.now()}@bench.test`;
  await db.insert(users).values({ accountId: seeded.accountId, email, name: "Scale bench", passwordHash: await hashPassword("scale-bench-password"), role: "viewer", emailVerifiedAt: new Date() });
  const signIn = await fetch(`${origin}/app/sign-in`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: origin, "Sec-Fetch-Site": "same-origin" },
    body: new URLSearchParams({ email, password: "scale-bench-password" }).toString(),
  });
  await signIn.arrayBuffer();
  const cookie = signIn.headers.get("set-cookie")?.split(";")[0];
  if (!cookie) throw new Error(`console sign-in: HTTP ${signIn.status}`);
  const pages: [string, string][] = [
    ["console /app/clients", "/app/clients"],
    ["console /app/clients?q=harbor", "/app/clients?q=harbor"],
    ["console /app/clients/{id}", `/app/clients/${seeded.clientId}`],
    ["console /app/clients/{id}/answers", `/app/clients/${seeded.clientId}/answers`],
    ["console /app/portfolio", "/app/portfolio"],
    ["console /app/portfolio/leaderboard", "/app/portfolio/leaderboard"],
  ];
  const rows: { name: string; sequential: number; p50: number; p95: number }[] = [];
  for (const [name, path] of pages) {
    standIns.neon.setLatency(20);
    standIns.neon.resetStats();
    const first = await fetch(`${origin}${path}`, { headers: { Cookie: cookie } });
    await first.arrayBuffer();
    const sequential = standIns.neon.stats().sequential;
    standIns.neon.setLatency(0);
    if (first.status !== 200) throw new Error(`${name}: HTTP ${first.status}`);
    const times: number[] = [];
    for (let n = 0; n < WARMUP + REQUESTS; n++) {
      const started = performance.now();
      await (await fetch(`${origin}${path}`, { headers: { Cookie: cookie } })).arrayBuffer();
      if (n >= WARMUP) times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    rows.push({ name, sequential, p50: percentile(times, 50), p95: percentile(times, 95) });
    log(`  ${name.padEnd(50)} p50 ${percentile(times, 50).toFixed(1).padStart(7)} ms   p95 ${percentile(times, 95).toFixed(1).padStart(7)} ms   ${sequential} round trips`);
  }
  return rows;
}

export async function runScale(): Promise<BenchResult> {
  const log = (line: string) => console.log(line);
  buildAssets();
  const standIns: StandIns = await startStandIns({ databaseUrl: process.env.DATABASE_URL || undefined, redisUrl: process.env.REDIS_URL || undefined });
  let worker: WorkerProcess | undefined;
  try {
    const target = { connectionString: standIns.neonConnectionString, sqlEndpoint: standIns.sqlEndpoint };
    await migrateDatabase(target);
    const db = connect(target);
    const dropped = await dropEarlierRuns(db);
    if (dropped > 0) log(`removed ${dropped} account(s) left by earlier scale runs`);
    log(`seeding on ${standIns.database} (SCALE ${SCALE}: ${CLIENTS.toLocaleString("en")} clients) …`);
    const seeded = await seedScale(db, log);
    const vacuumStarted = performance.now();
    // Fresh bulk loads: statistics for the planner, and the visibility map for index-only scans (on
    // Postgres autovacuum would do both soon after the load; embedded PGlite has no autovacuum).
    await db.execute(sql`vacuum analyze`);
    const vacuumMs = performance.now() - vacuumStarted;
    log(`seeded in ${(seeded.seedMs / 1000).toFixed(1)} s; vacuum analyze ${(vacuumMs / 1000).toFixed(1)} s`);

    const vars = workerVars(standIns, `scale-${Date.now()}`);
    worker = await startWrangler(vars);
    const { clientId, auditId, questionnaireId } = seeded;
    const deepPage = Math.max(1, Math.floor(CLIENTS / 20) - 10);
    const endpoints: [string, string][] = [
      ["GET /clients", "/clients"],
      ["GET /clients?q=harbor", "/clients?q=harbor"],
      ["GET /clients?sector=retail", "/clients?sector=retail"],
      [`GET /clients?page=${deepPage}`, `/clients?page=${deepPage}`],
      ["GET /clients/{id}/contacts", `/clients/${clientId}/contacts`],
      ["GET /clients/{id}/competitors", `/clients/${clientId}/competitors`],
      ["GET /clients/{id}/hallucinated-urls", `/clients/${clientId}/hallucinated-urls`],
      ["GET /clients/{id}/360", `/clients/${clientId}/360`],
      ["GET /clients/{id}/source-domains?audits=12", `/clients/${clientId}/source-domains?audits=12`],
      ["GET /audits", "/audits"],
      ["GET /audits?client_id=…", `/audits?client_id=${clientId}`],
      ["GET /audits/{id}/results", `/audits/${auditId}/results`],
      ["GET /reports", "/reports"],
      ["GET /action-plans", "/action-plans"],
      ["GET /questionnaires", "/questionnaires"],
      ["GET /questionnaires/{id}/responses", `/questionnaires/${questionnaireId}/responses`],
      ["GET /analytics/portfolio", "/analytics/portfolio"],
      ["GET /analytics/leaderboard", "/analytics/leaderboard"],
      ["GET /analytics/scores/distribution", "/analytics/scores/distribution"],
      ["GET /analytics/scores/distribution?by_model=true", "/analytics/scores/distribution?by_model=true"],
      ["GET /scheduled-audits", "/scheduled-audits"],
      ["GET /models", "/models"],
      ["GET /blog", "/blog"],
      ["GET /glossary", "/glossary"],
    ];
    // With from/to the analytics read client_audit_history (one narrow row per completed audit) instead of the
    // per-client summary: a year (every client's latest is in it), a past quarter, everything before a date.
    const day = 86_400_000;
    const iso = (daysAgo: number) => new Date(Date.now() - daysAgo * day).toISOString();
    const quarter = `from=${iso(200)}&to=${iso(110)}`;
    const dateBounded: [string, string][] = [
      ["GET /analytics/portfolio?from=… (a year)", `/analytics/portfolio?from=${iso(365)}`],
      ["GET /analytics/leaderboard?from=… (a year)", `/analytics/leaderboard?from=${iso(365)}`],
      ["GET /analytics/portfolio?from=…&to=… (a past quarter)", `/analytics/portfolio?${quarter}`],
      ["GET /analytics/leaderboard?from=…&to=… (a past quarter)", `/analytics/leaderboard?${quarter}`],
      ["GET /analytics/scores/distribution?by_model=true&from=…&to=…", `/analytics/scores/distribution?by_model=true&${quarter}`],
      ["GET /analytics/portfolio?to=… (before 60 days ago)", `/analytics/portfolio?to=${iso(60)}`],
    ];
    const isDateBounded = (name: string) => dateBounded.some(([n]) => n === name);
    endpoints.push(...dateBounded);
    const keys = await benchKeys(db, endpoints.length, seeded.accountId);
    const base = `${worker.url}/api/v1`;

    // Timings: each endpoint with its own key (warm-up included, well under 60 a minute), requests one after another.
    const timings: { name: string; p50: number; p95: number }[] = [];
    for (const [i, [name, path]] of endpoints.entries()) {
      const key = keys[i]!;
      const times: number[] = [];
      for (let n = 0; n < WARMUP + REQUESTS; n++) {
        const { ms, status } = await get(`${base}${path}`, key);
        if (status !== 200) throw new Error(`${name}: HTTP ${status}`);
        if (n >= WARMUP) times.push(ms);
      }
      times.sort((a, b) => a - b);
      timings.push({ name, p50: percentile(times, 50), p95: percentile(times, 95) });
      log(`  ${name.padEnd(50)} p50 ${percentile(times, 50).toFixed(1).padStart(7)} ms   p95 ${percentile(times, 95).toFixed(1).padStart(7)} ms`);
    }

    const consoleRows = await consolePages(db, worker.url, standIns, seeded, log);
    const worstConsole = consoleRows.reduce((a, b) => (b.p50 > a.p50 ? b : a));
    const mostTrips = Math.max(...consoleRows.map((r) => r.sequential));

    // Plans: one more request per endpoint with recording on; every SELECT it sent (but the key
    // lookup and last-used write of the auth layer) is EXPLAIN ANALYZEd with its params.
    const plans: Plan[] = [];
    for (const [i, [name, path]] of endpoints.entries()) {
      standIns.neon.recordQueries(true);
      const { status } = await get(`${base}${path}`, keys[i]!);
      standIns.neon.recordQueries(false);
      if (status !== 200) throw new Error(`${name}: HTTP ${status}`);
      const statements = standIns.neon.recordedQueries().filter((q) => /^\s*(with|select)\b/i.test(q.query) && !/"api_keys"/.test(q.query));
      for (const q of statements) plans.push({ endpoint: name, statement: q.query.replace(/\s+/g, " ").trim(), lines: await explain(standIns.sqlEndpoint, q) });
    }
    const seqOnResults = plans.filter((p) => p.lines.some((l) => l.includes("Seq Scan on audit_queries")));

    const worst = timings.filter((t) => !isDateBounded(t.name)).reduce((a, b) => (b.p50 > a.p50 ? b : a));
    const bounded = timings.filter((t) => isDateBounded(t.name));
    const worstBounded = bounded.reduce((a, b) => (b.p50 > a.p50 ? b : a));
    const portfolio = timings.find((t) => t.name === "GET /analytics/portfolio")!;
    const scaleNote = SCALE === 1 ? "" : `, SCALE ${SCALE}`;
    const details = [
      `database: ${standIns.database}${scaleNote}; ${Object.entries(seeded.counts).map(([t, n]) => `${n.toLocaleString("en")} ${t}`).join(", ")}`,
      `seeding (set-based SQL): ${(seeded.seedMs / 1000).toFixed(1)} s, then VACUUM ANALYZE ${(vacuumMs / 1000).toFixed(1)} s`,
      ...seeded.steps.map((s) => `  ${s}`),
      `latency over ${REQUESTS} sequential requests per endpoint (after ${WARMUP} warm-up), through wrangler dev:`,
      "| endpoint | p50 ms | p95 ms |",
      "|---|---|---|",
      ...timings.map((t) => `| ${t.name} | ${t.p50.toFixed(1)} | ${t.p95.toFixed(1)} |`),
      "console pages (signed in as a viewer of the scale agency):",
      "| page | sequential round trips | p50 ms | p95 ms |",
      "|---|---|---|---|",
      ...consoleRows.map((r) => `| ${r.name} | ${r.sequential} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} |`),
      `plans (EXPLAIN ANALYZE of the ${plans.length} SELECTs the endpoints sent): execution time; scans of clients/audits/audit_queries/reports`,
      ...plans.map((p) => `  ${p.endpoint}: ${summarize(p)}\n      ${p.statement.slice(0, 160)}${p.statement.length > 160 ? "…" : ""}`),
    ];
    const analytic = plans.filter((p) => p.endpoint.includes("/analytics/") || p.endpoint.includes("/audits") || p.endpoint.includes("/reports"));
    for (const p of analytic) details.push(`plan of ${p.endpoint} — ${p.statement.slice(0, 100)}…\n${p.lines.slice(0, PLAN_LINES).map((l) => `    ${l}`).join("\n")}${p.lines.length > PLAN_LINES ? "\n    …" : ""}`);
    return {
      title: `Scale: ${CLIENTS.toLocaleString("en")} clients, ${seeded.counts.audits!.toLocaleString("en")} audits, ${seeded.counts.audit_queries!.toLocaleString("en")} results (${standIns.database}${scaleNote})`,
      details,
      checks: [
        {
          target: `every list/analytics endpoint p50 < ${TARGET_MS} ms (${standIns.database}${scaleNote})`,
          figure: `worst ${worst.name} ${worst.p50.toFixed(0)} ms`,
          pass: worst.p50 < TARGET_MS,
          absolute: { ms: worst.p50, kind: "db" },
        },
        {
          target: `analytics with from/to p50 < ${TARGET_MS} ms (${standIns.database}${scaleNote})`,
          figure: `worst ${worstBounded.name} ${worstBounded.p50.toFixed(0)} ms (${bounded.map((t) => t.p50.toFixed(0)).join(", ")} ms)`,
          pass: worstBounded.p50 < TARGET_MS,
          absolute: { ms: worstBounded.p50, kind: "db" },
        },
        {
          target: `GET /analytics/portfolio without a window p50 < ${PORTFOLIO_TARGET_MS} ms (${standIns.database}${scaleNote})`,
          figure: `${portfolio.p50.toFixed(0)} ms`,
          pass: portfolio.p50 < PORTFOLIO_TARGET_MS,
          absolute: { ms: portfolio.p50, kind: "db" },
        },
        {
          target: `console data pages (clients, a client, its answers, portfolio, leaderboard): p50 < ${TARGET_MS} ms, at most 2 sequential round trips (${standIns.database}${scaleNote})`,
          figure: `worst ${worstConsole.name} ${worstConsole.p50.toFixed(0)} ms; at most ${mostTrips} round trips`,
          pass: worstConsole.p50 < TARGET_MS && mostTrips <= 2,
          absolute: { ms: worstConsole.p50, kind: "db" },
        },
        {
          target: "no Seq Scan on audit_queries in API plans",
          figure: `${seqOnResults.length} of ${plans.length} plans`,
          pass: seqOnResults.length === 0,
        },
      ],
    };
  } finally {
    await worker?.stop();
    await standIns.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = await runScale();
  console.log(`\n${result.title}`);
  for (const line of result.details) console.log(line);
  console.log("");
  for (const c of result.checks) console.log(`${verdict(c.pass).padEnd(4)}  ${c.target}: ${c.figure}`);
}
