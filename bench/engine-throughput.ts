// Benchmark: an audit of 100 prompts × 6 engines against engines that answer in 2 s and allow N requests per
// minute each. Its wall time against the bound those limits set (queries per engine ÷ allowed rate, plus one
// answer time; SerpApi's queries are paced as two requests each, room for a deferred AI Overview's follow-up), and
// the 429s the engines had to send.
//
// The engines are the fixture servers (dev/fixtures/engines), each configured with the latency and a sliding
// 60 s request limit. The queue is simulated in Node the way Cloudflare Queues deliver: CONSUMERS concurrent
// consumers each take a batch of up to 10 due messages and hand it to the Worker's own consumer
// (`handleQueueBatch`), which acknowledges, retries with a delay, or sends a new delayed message; the real
// runner, engine pacing (Redis stand-in, or REDIS_URL) and database (PGlite, or DATABASE_URL) do the rest.
// Two launches of 50 prompts (the most one launch takes) make the 100 prompts.
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { inArray } from "drizzle-orm";
import { connect, migrateDatabase } from "../dev/db";
import { startEngineFixtures } from "../dev/fixtures/engines";
import { startStandIns } from "../dev/standins";
import { audits } from "../src/db/schema";
import { launchAudit } from "../src/domain/audits";
import type { Env } from "../src/env";
import { handleQueueBatch } from "../src/jobs/queue";
import { benchClient, type BenchResult } from "./harness";

const MODELS: Record<string, string> = {
  "gpt-4o-search": "openai",
  "perplexity-sonar": "perplexity",
  "gemini-pro-search": "gemini",
  "claude-sonnet-search": "anthropic",
  "mistral-large": "mistral",
  // Google's AI Overviews through SerpApi: some answers deferred to a second search, paced as two.
  "google-ai-overview": "serpapi",
};
const PROMPTS = 100;
const LATENCY_MS = Number(process.env.ENGINE_LATENCY_MS ?? 2_000);
/** Requests per minute each engine allows (and the API is configured with). */
const RATE = Number(process.env.ENGINE_RPM ?? 120);
const CONSUMERS = Number(process.env.CONSUMERS ?? 50);
const BATCH = 10;
const TARGET_RATIO = 1.15;

interface Queued {
  id: string;
  body: unknown;
  availableAt: number;
  attempts: number;
}

/** Cloudflare Queues as a consumer sees them: batches of due messages, ack, retry with a delay, delayed sends. */
class SimulatedQueue {
  private pending: Queued[] = [];
  private seq = 0;
  sent = 0;
  retried = 0;

  send(body: unknown, delaySeconds = 0): void {
    this.sent++;
    this.pending.push({ id: String(++this.seq), body, availableAt: Date.now() + delaySeconds * 1000, attempts: 1 });
  }

  take(): Queued[] {
    const now = Date.now();
    const due: Queued[] = [];
    this.pending = this.pending.filter((m) => {
      if (due.length < BATCH && m.availableAt <= now) {
        due.push(m);
        return false;
      }
      return true;
    });
    return due;
  }

  batchOf(messages: Queued[]): MessageBatch<unknown> {
    return {
      queue: "audit-queries",
      messages: messages.map((m) => ({
        id: m.id,
        timestamp: new Date(),
        body: m.body,
        attempts: m.attempts,
        ack: () => undefined,
        retry: (options?: { delaySeconds?: number }) => {
          this.retried++;
          this.pending.push({ ...m, attempts: m.attempts + 1, availableAt: Date.now() + (options?.delaySeconds ?? 0) * 1000 });
        },
      })),
      ackAll: () => undefined,
      retryAll: () => undefined,
    } as unknown as MessageBatch<unknown>;
  }

  binding(): Queue<unknown> {
    return {
      send: async (body: unknown, options?: { delaySeconds?: number }) => this.send(body, options?.delaySeconds ?? 0),
      sendBatch: async (messages: Iterable<{ body: unknown; delaySeconds?: number }>) => {
        for (const m of messages) this.send(m.body, m.delaySeconds ?? 0);
      },
    } as unknown as Queue<unknown>;
  }
}

export async function runEngineThroughput(): Promise<BenchResult> {
  const standIns = await startStandIns({ databaseUrl: process.env.DATABASE_URL || undefined, redisUrl: process.env.REDIS_URL || undefined });
  const engines = await startEngineFixtures();
  try {
    const target = { connectionString: standIns.neonConnectionString, sqlEndpoint: standIns.sqlEndpoint };
    await migrateDatabase(target);
    const db = connect(target);
    // In Belgium, in French: Google shows AI Overviews there (not in France).
    const { account, client } = await benchClient(db, "bench-engines", "BE");
    for (const fixture of Object.values(engines.fixtures)) fixture.configure({ latencyMs: LATENCY_MS, requestsPerMinute: RATE });

    const queue = new SimulatedQueue();
    const vars: Record<string, string> = {
      DATABASE_URL: standIns.neonConnectionString,
      NEON_SQL_ENDPOINT: standIns.sqlEndpoint,
      UPSTASH_REDIS_REST_URL: standIns.upstashUrl,
      UPSTASH_REDIS_REST_TOKEN: standIns.upstashToken,
      RATE_LIMIT_PREFIX: `bench-engines-${Date.now()}`,
      PROVIDER_MODE: "auto",
      SITE_FETCH: "local-only",
    };
    for (const [name, url] of Object.entries(engines.urls)) {
      const prefix = name.toUpperCase();
      Object.assign(vars, { [`${prefix}_API_KEY`]: "fixture", [`${prefix}_BASE_URL`]: url, [`${prefix}_REQUESTS_PER_MINUTE`]: String(RATE) });
    }
    const env = { ...vars, AUDIT_QUEUE: queue.binding() } as unknown as Env;

    const prompts = Array.from({ length: PROMPTS }, (_, i) => `Quel est le meilleur hôtel boutique de Paris pour ${["un week-end", "une famille", "un voyage d'affaires", "un anniversaire", "un séjour spa"][i % 5]} (${i + 1}) ?`);
    const started = performance.now();
    const auditIds: number[] = [];
    for (let i = 0; i < PROMPTS; i += 50) {
      const outcome = await launchAudit(db, { client_id: client.id, model_ids: Object.keys(MODELS), prompts: prompts.slice(i, i + 50) }, { accountId: account.id, trigger: "api" });
      if (outcome.kind !== "launched") throw new Error("launch failed");
      auditIds.push(outcome.audit.id);
      for (const queryId of outcome.queryIds) queue.send({ queryId });
    }

    let finished = false;
    const consumer = async () => {
      while (!finished) {
        const messages = queue.take();
        if (messages.length === 0) {
          await new Promise((r) => setTimeout(r, 50));
          continue;
        }
        await handleQueueBatch(queue.batchOf(messages), env);
      }
    };
    const consumers = Array.from({ length: CONSUMERS }, consumer);
    let rows: { status: string; failedQueries: number }[] = [];
    while (true) {
      await new Promise((r) => setTimeout(r, 250));
      rows = await db.select({ status: audits.status, failedQueries: audits.failedQueries }).from(audits).where(inArray(audits.id, auditIds));
      if (rows.every((r) => r.status === "completed" || r.status === "failed")) break;
    }
    const wallMs = performance.now() - started;
    finished = true;
    await Promise.all(consumers);

    // Queries per engine ÷ its rate, plus one answer: no schedule can do better against these limits. SerpApi's
    // queries reserve two requests each, so it is the slowest engine.
    const perEngine = PROMPTS * 2;
    const boundMs = (perEngine / RATE) * 60_000 + LATENCY_MS;
    const ratio = wallMs / boundMs;
    const stats = Object.entries(engines.fixtures).map(([name, fixture]) => ({ name, ...fixture.stats() }));
    const rateLimited = stats.reduce((sum, s) => sum + s.rateLimited, 0);
    const failed = rows.reduce((sum, r) => sum + r.failedQueries, 0);
    return {
      title: "Engine throughput against real limits (bench/engine-throughput.ts)",
      details: [
        `database: ${standIns.database}, redis: ${standIns.redis}; ${PROMPTS} prompts × ${Object.keys(MODELS).length} engines = ${PROMPTS * Object.keys(MODELS).length} queries; engines answer in ${LATENCY_MS} ms and allow ${RATE} requests/min each; ${CONSUMERS} consumers, batches of ${BATCH}`,
        `wall time ${(wallMs / 1000).toFixed(1)} s; bound ${(boundMs / 1000).toFixed(1)} s (${PROMPTS} SerpApi queries × 2 requests ÷ ${RATE}/min + ${LATENCY_MS} ms); ratio ${ratio.toFixed(3)}`,
        `per engine: ${stats.map((s) => `${s.name} served ${s.served}, 429 ${s.rateLimited}, most in flight ${s.maxInFlight}`).join("; ")}`,
        `queue: ${queue.sent} messages sent (${queue.sent - PROMPTS * Object.keys(MODELS).length} re-sent by the pacing), ${queue.retried} retries; failed queries ${failed}`,
      ],
      checks: [
        { target: `100 prompts × ${Object.keys(MODELS).length} engines at ${RATE}/min and ${LATENCY_MS / 1000} s per answer: wall time ≤ ${TARGET_RATIO} × bound`, figure: `${ratio.toFixed(3)} (${(wallMs / 1000).toFixed(1)} s vs ${(boundMs / 1000).toFixed(1)} s)`, pass: ratio <= TARGET_RATIO },
        { target: "no 429 from an engine, no failed query", figure: `${rateLimited} 429s, ${failed} failed`, pass: rateLimited === 0 && failed === 0 },
      ],
    };
  } finally {
    await engines.close();
    await standIns.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = await runEngineThroughput();
  console.log(result.details.join("\n"));
  for (const check of result.checks) console.log(`${check.pass ? "pass" : "FAIL"}  ${check.target}: ${check.figure}`);
}
