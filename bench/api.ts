// Round trips and latency of every endpoint of the contract, through the real Worker under
// `wrangler dev`: sequential SQL round trips per request (warm key, cold key), then p50/p95 with
// the database 25 ms away, next to the limit of one delay plus the framework's own time.
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { benchKeys, percentile, startBenchEnv, type BenchEnv, type BenchResult, verdict } from "./harness";

const DELAY_MS = Number(process.env.NEON_LATENCY_MS ?? 25);
const SAMPLES = Number(process.env.SAMPLES ?? 30);

interface Endpoint {
  name: string;
  /** Builds the request; may do untimed setup (e.g. create the schedule a DELETE removes). */
  prepare: (key: string) => Promise<{ path: string; init?: RequestInit }>;
  /** Writes start background work (an audit's queries): leave it time to settle before the next measurement. */
  settleMs?: number;
}

async function api(env: BenchEnv, key: string, path: string, init: RequestInit = {}) {
  const res = await fetch(`${env.url}/api/v1${path}`, { ...init, headers: { "X-Api-Key": key, "Content-Type": "application/json", ...(init.headers ?? {}) } });
  const body = await res.arrayBuffer();
  return { status: res.status, body, json: () => JSON.parse(new TextDecoder().decode(body)) };
}

async function endpoints(env: BenchEnv): Promise<Endpoint[]> {
  const key = env.keys.fullAccess;
  const first = async (path: string, field = "id") => (await api(env, key, path)).json().data[0][field];
  const client = await first("/clients");
  const audit = await first("/audits?status=completed");
  const report = await first("/reports");
  const plan = await first("/action-plans");
  const questionnaire = await first("/questionnaires?template=false");
  const schedule = async (k: string) => (await api(env, k, "/scheduled-audits", { method: "POST", body: JSON.stringify({ client_id: client, frequency: "weekly", active: false }) })).json().data.id;
  const ids = new Set([client, audit, report, plan, questionnaire].map(String));
  const template = (path: string) => path.replace(/\?.*$/, "").split("/").map((part) => (ids.has(part) ? "{id}" : part)).join("/");
  const get = (path: string): Endpoint => ({ name: `GET ${template(path)}`, prepare: async () => ({ path }) });
  return [
    get("/clients"),
    get(`/clients/${client}`),
    get(`/clients/${client}/contacts`),
    get(`/clients/${client}/competitors`),
    get(`/clients/${client}/360`),
    get(`/clients/${client}/geo-checklist`),
    get(`/clients/${client}/hallucinated-urls`),
    get("/audits"),
    get(`/audits/${audit}`),
    get(`/audits/${audit}/results`),
    get(`/audits/${audit}/scores`),
    get("/reports"),
    get(`/reports/${report}`),
    { ...get(`/reports/${report}/download`), settleMs: 100 },
    get("/action-plans"),
    get(`/action-plans/${plan}`),
    get(`/action-plans/${plan}/progress`),
    get("/questionnaires"),
    get(`/questionnaires/${questionnaire}/responses`),
    get("/analytics/portfolio"),
    get("/analytics/leaderboard"),
    get("/analytics/scores/distribution"),
    get("/models"),
    { ...get("/models/gpt-4o"), name: "GET /models/{id}" },
    get("/account/profile"),
    get("/account/credits"),
    get("/account/subscription"),
    get("/blog?lang=fr"),
    { ...get("/blog/llms-txt-explained"), name: "GET /blog/{slug}" },
    get("/glossary?lang=de"),
    { ...get("/glossary/share-of-voice"), name: "GET /glossary/{slug}" },
    get("/scheduled-audits"),
    {
      name: "POST /audits/launch",
      prepare: async () => ({ path: "/audits/launch", init: { method: "POST", body: JSON.stringify({ client_id: client, model_ids: ["mistral-large"], prompts: ["Benchmark question?"] }) } }),
      settleMs: 1500,
    },
    { name: "POST /scheduled-audits", prepare: async () => ({ path: "/scheduled-audits", init: { method: "POST", body: JSON.stringify({ client_id: client, frequency: "monthly", active: false }) } }) },
    { name: "PUT /scheduled-audits/{id}", prepare: async (k) => ({ path: `/scheduled-audits/${await schedule(k)}`, init: { method: "PUT", body: JSON.stringify({ name: "renamed" }) } }) },
    { name: "DELETE /scheduled-audits/{id}", prepare: async (k) => ({ path: `/scheduled-audits/${await schedule(k)}`, init: { method: "DELETE" } }) },
  ];
}

/** SQL requests and sequential round trips one API request causes. */
async function roundTrips(env: BenchEnv, endpoint: Endpoint, key: string) {
  const { path, init } = await endpoint.prepare(key);
  env.standIns.neon.resetStats();
  const res = await api(env, key, path, init);
  const stats = env.standIns.neon.stats();
  if (endpoint.settleMs) await new Promise((r) => setTimeout(r, endpoint.settleMs));
  if (res.status >= 300 && res.status !== 304) throw new Error(`${endpoint.name}: HTTP ${res.status}`);
  return { requests: stats.requests, sequential: stats.sequential };
}

async function latencies(env: BenchEnv, endpoint: Endpoint, keys: string[]) {
  const times: number[] = [];
  for (let i = -1; i < SAMPLES; i++) {
    const key = keys[(i + 1) % keys.length]!;
    const { path, init } = await endpoint.prepare(key);
    const started = performance.now();
    const res = await api(env, key, path, init);
    // The first request of each series warms up the endpoint's code path and is not counted.
    if (i >= 0) times.push(performance.now() - started);
    if (res.status >= 300) throw new Error(`${endpoint.name}: HTTP ${res.status} ${new TextDecoder().decode(res.body).slice(0, 200)}`);
    if (endpoint.settleMs) await new Promise((r) => setTimeout(r, endpoint.settleMs));
  }
  return times.sort((a, b) => a - b);
}

export async function runApi(env: BenchEnv): Promise<BenchResult> {
  const list = await endpoints(env);
  // Round trips are counted with a delay on every SQL request, so concurrent ones visibly overlap.
  env.standIns.neon.setLatency(20);
  const warmKey = env.keys.fullAccess;
  await api(env, warmKey, "/models");
  const coldKeys = await benchKeys(env.db, list.length);
  const rows: { name: string; warm: number; cold: number; requests: number }[] = [];
  for (const [i, endpoint] of list.entries()) {
    // The first download of a report renders it and records its size in a background write after the
    // response: render it once beforehand, so both measured calls see the request path alone.
    if (endpoint.name === "GET /reports/{id}/download") await roundTrips(env, endpoint, warmKey);
    const cold = await roundTrips(env, endpoint, coldKeys[i]!);
    const warm = await roundTrips(env, endpoint, warmKey);
    rows.push({ name: endpoint.name, warm: warm.sequential, cold: cold.sequential, requests: warm.requests });
  }
  // Latency: warm keys, rotated so no key meets the rate limit.
  const keys = await benchKeys(env.db, 144);
  for (const key of keys) {
    const res = await api(env, key, "/models");
    if (res.status !== 200) throw new Error(`warming a bench key: HTTP ${res.status} ${new TextDecoder().decode(res.body).slice(0, 200)}`);
  }
  const timings: { name: string; base: number[]; far: number[] }[] = [];
  for (const delay of [0, DELAY_MS]) {
    env.standIns.neon.setLatency(delay);
    for (const [i, endpoint] of list.entries()) {
      const times = await latencies(env, endpoint, keys.slice((i * 4) % 140, ((i * 4) % 140) + 4));
      if (delay === 0) timings.push({ name: endpoint.name, base: times, far: [] });
      else timings[i]!.far = times;
    }
  }
  env.standIns.neon.setLatency(0);

  const details = [
    `database: ${env.standIns.database}; rate limiter: ${env.standIns.redis}; SQL delay ${DELAY_MS} ms for latency, ${SAMPLES} samples per endpoint`,
    "endpoint | sequential SQL round trips warm / cold key | SQL requests (warm) | p50 / p95 at 0 ms | p50 / p95 at " + DELAY_MS + " ms | limit (rounds × delay + p50 at 0 ms)",
  ];
  let latencyPass = 0;
  const latencyFails: string[] = [];
  rows.forEach((row, i) => {
    const t = timings[i]!;
    const base = percentile(t.base, 50);
    const far = percentile(t.far, 50);
    const budget = 1.3 * DELAY_MS * Math.max(1, row.warm) + base;
    const ok = far <= budget;
    if (ok) latencyPass++;
    else latencyFails.push(`${row.name} ${far.toFixed(0)} > ${budget.toFixed(0)} ms`);
    details.push(`${row.name} | ${row.warm} / ${row.cold} | ${row.requests} | ${base.toFixed(1)} / ${percentile(t.base, 95).toFixed(1)} | ${far.toFixed(1)} / ${percentile(t.far, 95).toFixed(1)} | ${(DELAY_MS * Math.max(1, row.warm) + base).toFixed(1)}`);
  });
  const gets = rows.filter((r) => r.name.startsWith("GET "));
  const launch = rows.find((r) => r.name === "POST /audits/launch")!;
  const worstWarm = Math.max(...gets.map((r) => r.warm));
  const worstCold = Math.max(...gets.map((r) => r.cold));
  const oneRoundTripGets = gets.filter((r) => r.warm === 1).length;
  return {
    title: "API round trips and latency (bench/api.ts)",
    details,
    checks: [
      { target: "every warm GET: 1 sequential database round trip", figure: `${oneRoundTripGets} of ${gets.length} GETs at 1 (worst ${worstWarm})`, pass: worstWarm <= 1 },
      { target: "cold key: at most 2 sequential round trips", figure: `worst GET ${worstCold}`, pass: worstCold <= 2 },
      { target: "POST /audits/launch: at most 2 sequential round trips", figure: `${launch.warm} warm, ${launch.cold} cold key`, pass: launch.warm <= 2 },
      {
        target: `p50 with ${DELAY_MS} ms SQL delay ≤ 1.3 × delay per round trip + p50 without delay`,
        figure: `${latencyPass} of ${rows.length} endpoints${latencyFails.length ? `; over: ${latencyFails.join(", ")}` : ""}`,
        pass: latencyFails.length === 0,
      },
    ],
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const env = await startBenchEnv();
  try {
    const result = await runApi(env);
    console.log(result.details.join("\n"));
    for (const check of result.checks) console.log(`${verdict(check.pass).padEnd(4)}  ${check.target}: ${check.figure}`);
  } finally {
    await env.stop();
  }
}
