// Benchmark: cron ticks with 1,000 due scheduled audits — time and SQL round trips per tick.
// Runs the tick's own function (runDueSchedules) in Node against the Neon stand-in; the queue is a
// counter (the launched audits' queries are not run here: `npm run bench` measures that part).
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { connect, migrateDatabase } from "../dev/db";
import { startStandIns } from "../dev/standins";
import type { Env } from "../src/env";
import { DEFAULT_SLOTS_PER_TICK, runDueSchedules } from "../src/jobs/schedules";
import { fileURLToPath } from "node:url";
import type { BenchResult } from "./harness";

const SCHEDULES = Number(process.env.SCHEDULES ?? 1000);
const ACCOUNTS = 50;

export async function runScheduleTicks(): Promise<BenchResult> {
const standIns = await startStandIns({ databaseUrl: process.env.DATABASE_URL || undefined });
try {
  const target = { connectionString: standIns.neonConnectionString, sqlEndpoint: standIns.sqlEndpoint };
  await migrateDatabase(target);
  const db = connect(target);
  const tag = `bench-${Date.now()}`;
  // Set-based: accounts with credits (and their ledger), one client and SCHEDULES / ACCOUNTS schedules each, all due.
  await db.execute(sql`
    with a as (
      insert into accounts (name, email, plan, credit_balance)
      select 'Bench ' || i, ${tag} || '-' || i || '@bench.test', 'agent', 1000000 from generate_series(1, ${ACCOUNTS}) i
      returning id
    ),
    l as (insert into credit_ledger (account_id, amount, reason, description) select id, 1000000, 'adjustment', 'benchmark credits' from a),
    c as (
      insert into clients (account_id, name, sector, website, domain, country, language)
      select id, 'Bench client ' || id, 'retail', 'https://bench.example', 'bench.example', 'FR', 'fr' from a
      returning id, account_id
    )
    insert into scheduled_audits (account_id, client_id, name, frequency, timezone, model_ids, prompts, next_run_at)
    select c.account_id, c.id, 'Bench schedule ' || n, 'daily', 'Europe/Paris', '{mistral-large}', '{"Best shop in Lyon?"}', '2030-01-01T05:00:00Z'
    from c, generate_series(1, ${Math.ceil(SCHEDULES / ACCOUNTS)}) n
  `);
  let messages = 0;
  const queue = { send: async () => void messages++, sendBatch: async (batch: unknown[]) => void (messages += batch.length) };
  const env = { AUDIT_QUEUE: queue, PROVIDER_MODE: "offline" } as unknown as Env;
  const at = new Date("2030-01-01T05:01:00Z");
  const ticks: { ms: number; launched: number; roundTrips: number }[] = [];
  for (;;) {
    standIns.neon.resetStats();
    const started = performance.now();
    const outcome = await runDueSchedules(db, env, at, DEFAULT_SLOTS_PER_TICK);
    if (outcome.claimed === 0) break;
    ticks.push({ ms: performance.now() - started, launched: outcome.launched, roundTrips: standIns.neon.stats().requests });
  }
  const total = ticks.reduce((sum, t) => sum + t.launched, 0);
  const slowest = Math.max(...ticks.map((t) => t.ms));
  return {
    title: "Cron ticks with 1,000 due schedules (bench/schedule-tick.ts)",
    details: [
      `database: ${standIns.database}; ${SCHEDULES} schedules due at once, ${DEFAULT_SLOTS_PER_TICK} slots per tick, 10 launches side by side`,
      ...ticks.map((t, i) => `tick ${i + 1}: ${t.launched} audits launched in ${t.ms.toFixed(0)} ms (${(t.ms / t.launched).toFixed(1)} ms each), ${t.roundTrips} SQL round trips`),
      `${total} audits launched in ${ticks.length} ticks; ${messages} query messages queued`,
    ],
    checks: [{ target: `cron tick with ${SCHEDULES} due schedules (reported)`, figure: `${ticks.length} ticks of ≤ ${DEFAULT_SLOTS_PER_TICK}, slowest ${slowest.toFixed(0)} ms, ${ticks[0]?.roundTrips ?? 0} round trips per full tick`, pass: total === SCHEDULES, absolute: { ms: slowest, kind: "db" } }],
  };
} finally {
  await standIns.close();
}
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = await runScheduleTicks();
  console.log(result.details.join("\n"));
}
