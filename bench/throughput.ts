// Benchmark: throughput and framework tax. autocannon against the API Worker for four read endpoints,
// each paired in the same run with bench/minimal/worker.ts, a Worker that runs the same domain
// function (same SQL) without the app's middleware (no Hono, auth, rate limit, validation). Both run
// as `wrangler deploy` would upload them, under workerd through Miniflare, with no dev server in
// front: under `wrangler dev` every subrequest also went through the inspector proxy and into
// wrangler's debug log (four messages each), which made each Upstash call of the rate limiter cost
// about as much CPU as a whole request, nothing like production.
//
// The two Workers take turns in short slices (PAIRS pairs of SLICE seconds, default 10 × 2 s, in the
// order app-min, min-app, app-min…), so a drift of the machine's speed during the run reaches both
// alike; each one's rate is its requests over its seconds, summed over its slices, and the ratio is
// app/minimal of those rates.
//
// The load rotates X-Api-Key: each connection uses a key for KEY_USES requests and then takes a
// fresh one, so no key passes the 60-per-minute limit (a 429 would be measured instead). That is
// also about the cache behaviour of a busy real key: one key lookup (30 s cache, which also
// records `last_used_at`) and a few rate-limit leases per ~50–60 requests.
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { eq } from "drizzle-orm";
import { accounts } from "../src/db/schema";
import { benchKeys, median, startBenchEnv, startMiniflareWorker, verdict, type BenchEnv, type BenchResult } from "./harness";

const CONNECTIONS = Number(process.env.CONNECTIONS ?? 10);
/** Seconds of one slice of load on one Worker. */
const SLICE_S = Number(process.env.SLICE ?? 2);
const WARMUP_S = Number(process.env.WARMUP ?? 2);
/** `ONLY=leaderboard,clients`: the endpoints whose label contains one of the words (default: all four). */
const ONLY = process.env.ONLY?.split(",").filter(Boolean);
/** Requests per key; under the limit of 60 per minute with room to spare. */
const KEY_USES = 50;
/** Throughput targets against the minimal Worker (the rest is reported): the framework tax of a list, and of analytics (issue 20). */
const TARGET_RATIOS: Record<string, number> = { "GET /clients": 0.8, "GET /analytics/leaderboard": 0.9 };
/** Slices of each Worker per endpoint, taking turns. */
const PAIRS = Math.max(1, Number(process.env.PAIRS ?? 10));

/** Fresh keys handed out one at a time; topped up between runs (creating keys takes SQL). */
class KeyPool {
  private keys: string[] = [];
  private next = 0;
  /** Times the pool ran dry and handed out an already used key (would show up as 429s). */
  reused = 0;
  constructor(private readonly env: BenchEnv) {}
  get remaining(): number {
    return this.keys.length - this.next;
  }
  async ensure(count: number): Promise<void> {
    if (this.remaining < count) this.keys.push(...(await benchKeys(this.env.db, count - this.remaining)));
  }
  take(): string {
    if (this.next >= this.keys.length) {
      this.reused++;
      return this.keys[this.next++ % this.keys.length]!;
    }
    return this.keys[this.next++]!;
  }
}

interface Measure {
  /** Requests per second: total over seconds. */
  rps: number;
  seconds: number;
  p50: number;
  p99: number;
  total: number;
  non2xx: number;
  errors: number;
  statuses: Map<number, number>;
  /** SQL requests (Neon stand-in) and Redis REST requests (Upstash stand-in) per HTTP request. */
  sqlPerRequest: number;
  redisPerRequest: number;
}

/** `pool` undefined: the minimal Worker, which ignores the key (sent anyway, for the same request bytes). */
async function load(env: BenchEnv, url: string, seconds: number, pool: KeyPool | undefined): Promise<Measure> {
  const statuses = new Map<number, number>();
  env.standIns.neon.resetStats();
  env.standIns.upstash.resetStats();
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    setupClient: (client) => {
      let used = 0;
      client.setHeaders({ "x-api-key": pool?.take() ?? env.keys.fullAccess });
      client.on("response", (status: number) => {
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        // Called before the client sends its next request, which then carries the new key.
        if (pool && ++used % KEY_USES === 0) client.setHeaders({ "x-api-key": pool.take() });
      });
    },
  });
  const total = result.requests.total;
  // Requests still in flight when the slice ended finish here, not in the next Worker's slice.
  await new Promise((resolve) => setTimeout(resolve, 250));
  return {
    rps: total / result.duration,
    seconds: result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    statuses,
    sqlPerRequest: env.standIns.neon.stats().requests / Math.max(1, total),
    redisPerRequest: env.standIns.upstash.stats().requests / Math.max(1, total),
  };
}


/** Several slices as one: rate over all their seconds, median latencies, counts summed, per-request ratios over all requests. */
function combine(runs: Measure[]): Measure {
  const total = runs.reduce((n, m) => n + m.total, 0);
  const seconds = runs.reduce((n, m) => n + m.seconds, 0);
  const statuses = new Map<number, number>();
  for (const m of runs) for (const [status, n] of m.statuses) statuses.set(status, (statuses.get(status) ?? 0) + n);
  const perRequest = (field: "sqlPerRequest" | "redisPerRequest") => runs.reduce((n, m) => n + m[field] * m.total, 0) / Math.max(1, total);
  return {
    rps: total / seconds,
    seconds,
    p50: median(runs.map((m) => m.p50)),
    p99: median(runs.map((m) => m.p99)),
    total,
    non2xx: runs.reduce((n, m) => n + m.non2xx, 0),
    errors: runs.reduce((n, m) => n + m.errors, 0),
    statuses,
    sqlPerRequest: perRequest("sqlPerRequest"),
    redisPerRequest: perRequest("redisPerRequest"),
  };
}

/** Keys for a run of `seconds` at `rps`, with a margin (a run can be faster than its warm-up). */
const keysFor = (rps: number, seconds: number) => Math.ceil((rps * seconds * 2) / KEY_USES) + 2 * CONNECTIONS;

async function getJson(url: string, key?: string): Promise<{ success: boolean; data: unknown }> {
  const res = await fetch(url, { headers: key ? { "X-Api-Key": key } : {} });
  if (!res.ok) throw new Error(`GET ${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as { success: boolean; data: unknown };
}

const fmt = (n: number, digits = 0) => n.toFixed(digits);
const statusText = (m: Measure) =>
  [...m.statuses]
    .sort(([a], [b]) => a - b)
    .map(([s, n]) => `${s}×${n}`)
    .join(" ");

export async function runThroughput(env: BenchEnv): Promise<BenchResult> {
  const details: string[] = [];
  const checks: BenchResult["checks"] = [];
  const [agency] = await env.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, "demo@lumen-agency.example"));
  if (!agency) throw new Error("demo agency not found: was the demo data seeded?");
  // Both Workers as deployed (bundled and minified), under workerd through Miniflare, each with its own rate-limit prefix.
  const [app, minimal] = await Promise.all([
    startMiniflareWorker({ ...env.vars, RATE_LIMIT_PREFIX: `${env.vars.RATE_LIMIT_PREFIX}-throughput` }),
    startMiniflareWorker({ ...env.vars, ACCOUNT_ID: String(agency.id) }, "bench/minimal/wrangler.toml"),
  ]);

  const pool = new KeyPool(env);
  try {
    const api = `${app.url}/api/v1`;
    const clientList = (await getJson(`${api}/clients`, env.keys.fullAccess)).data as { id: number }[];
    const auditList = (await getJson(`${api}/audits?status=completed`, env.keys.fullAccess)).data as { id: number }[];
    const clientId = clientList[0]?.id;
    const auditId = auditList[0]?.id;
    if (clientId === undefined || auditId === undefined) throw new Error("no client or completed audit in the demo data");
    const endpoints = [
      { label: "GET /clients", app: `${api}/clients`, min: `${minimal.url}/clients` },
      { label: "GET /clients/{id}/360", app: `${api}/clients/${clientId}/360`, min: `${minimal.url}/clients/${clientId}/360` },
      { label: "GET /analytics/leaderboard", app: `${api}/analytics/leaderboard`, min: `${minimal.url}/analytics/leaderboard` },
      { label: "GET /audits/{id}/results", app: `${api}/audits/${auditId}/results`, min: `${minimal.url}/audits/${auditId}/results` },
    ].filter((e) => !ONLY || ONLY.some((word) => e.label.includes(word)));

    // Same answer from both, or the comparison is not of the same work.
    await pool.ensure(endpoints.length);
    for (const e of endpoints) {
      const [a, m] = await Promise.all([getJson(e.app, pool.take()), getJson(e.min)]);
      if (JSON.stringify(a) !== JSON.stringify(m)) throw new Error(`${e.label}: the minimal Worker's body differs from the app's`);
    }

    details.push(
      `database: ${env.standIns.database}; redis: ${env.standIns.redis}; ${CONNECTIONS} connections; after a ${WARMUP_S} s warm-up each, ${PAIRS} slices of ${SLICE_S} s per Worker, taking turns (app-min, min-app, …); rates over all slices, latencies the slices' medians; client ${clientId}, audit ${auditId}`,
      `keys: X-Api-Key rotated per connection every ${KEY_USES} requests (limit 60/min per key); both Workers answer the same body (checked)`,
      "",
      "| endpoint | app req/s | app p50 / p99 ms | minimal req/s | minimal p50 / p99 ms | app/minimal | pairs' ratios | SQL req per call app / min | Redis req per call (app) |",
      "|---|---|---|---|---|---|---|---|---|",
    );

    let badResponses = 0;
    const rows: { label: string; app: Measure; min: Measure; ratio: number; spread: string }[] = [];
    for (const e of endpoints) {
      process.stderr.write(`${e.label}:`);
      await pool.ensure(keysFor(1000, WARMUP_S));
      const warmups = [await load(env, e.app, WARMUP_S, pool), await load(env, e.min, WARMUP_S, undefined)];
      const apps: Measure[] = [];
      const mins: Measure[] = [];
      for (let pair = 0; pair < PAIRS; pair++) {
        // Take turns, so neither Worker always runs on a machine the other just heated.
        const runApp = async () => {
          await pool.ensure(keysFor(Math.max(...warmups.map((w) => w.rps)), SLICE_S));
          apps.push(await load(env, e.app, SLICE_S, pool));
        };
        const runMin = async () => void mins.push(await load(env, e.min, SLICE_S, undefined));
        if (pair % 2 === 0) await runApp().then(runMin);
        else await runMin().then(runApp);
      }
      const app = combine(apps);
      const min = combine(mins);
      const ratio = app.rps / min.rps;
      // The spread of the pairs' own ratios, to show how far one short comparison can be off.
      const pairRatios = apps.map((a, i) => a.rps / mins[i]!.rps).sort((a, b) => a - b);
      process.stderr.write(` ${fmt(app.rps)}/${fmt(min.rps)} req/s (app/minimal), pairs ${fmt(pairRatios[0]!, 2)}–${fmt(pairRatios.at(-1)!, 2)}\n`);
      const spread = `${fmt(pairRatios[0]!, 2)}–${fmt(pairRatios.at(-1)!, 2)}`;
      rows.push({ label: e.label, app, min, ratio, spread });
      badResponses += [...warmups, app, min].reduce((n, m) => n + m.non2xx + m.errors, 0);
      details.push(
        `| ${e.label} | ${fmt(app.rps)} | ${app.p50} / ${app.p99} | ${fmt(min.rps)} | ${min.p50} / ${min.p99} | ${fmt(ratio, 2)} | ${spread} | ${fmt(app.sqlPerRequest, 3)} / ${fmt(min.sqlPerRequest, 3)} | ${fmt(app.redisPerRequest, 2)} |`,
      );
    }

    details.push("");
    for (const { label, app, min } of rows) {
      details.push(`${label}: app ${app.total} requests (${statusText(app)}; ${app.non2xx} non-2xx, ${app.errors} errors/timeouts), minimal ${min.total} (${statusText(min)}; ${min.non2xx} non-2xx, ${min.errors} errors/timeouts)`);
    }
    details.push(`non-2xx responses and errors in all runs (warm-ups included): ${badResponses}${pool.reused ? `; the key pool ran dry ${pool.reused} times` : ""}`);

    for (const { label, app, min, ratio } of rows) {
      const figure = `${fmt(ratio, 2)} (${fmt(app.rps)} vs ${fmt(min.rps)} req/s)`;
      const target = TARGET_RATIOS[label];
      if (target !== undefined) checks.push({ target: `${label} throughput ≥ ${target} × minimal Worker`, figure, pass: ratio >= target && app.non2xx + app.errors + min.non2xx + min.errors === 0 });
      else checks.push({ target: `${label} throughput vs minimal Worker (reported)`, figure, pass: null });
    }
    checks.push({ target: "non-2xx responses and errors under load = 0", figure: String(badResponses), pass: badResponses === 0 });
  } finally {
    await Promise.all([app.stop(), minimal.stop()]);
  }
  return { title: "Throughput and framework tax (autocannon, both Workers under workerd via Miniflare)", details, checks };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const env = await startBenchEnv();
  try {
    const result = await runThroughput(env);
    console.log(`\n${result.title}\n`);
    for (const line of result.details) console.log(line);
    console.log("\n| target | figure | pass |\n|---|---|---|");
    for (const c of result.checks) console.log(`| ${c.target} | ${c.figure} | ${verdict(c.pass)} |`);
  } finally {
    await env.stop();
  }
}
