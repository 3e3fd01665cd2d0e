// Benchmark: a 10-prompt × 5-model audit with the offline provider — wall time and SQL round trips.
// Runs the engine's own functions (launch, runQuery per message) in Node against the Neon stand-in.
import { performance } from "node:perf_hooks";
import { connect, migrateDatabase } from "../dev/db";
import { startStandIns } from "../dev/standins";
import { launchAudit } from "../src/domain/audits";
import { fileURLToPath } from "node:url";
import { benchClient, runQueued, type BenchResult } from "./harness";

const MODELS = ["gpt-4o", "claude-sonnet", "gemini-pro", "perplexity-sonar", "mistral-large"];
const RUNS = Number(process.env.RUNS ?? 5);

export async function runAuditThroughput(): Promise<BenchResult> {
const standIns = await startStandIns({ databaseUrl: process.env.DATABASE_URL || undefined });
try {
  const target = { connectionString: standIns.neonConnectionString, sqlEndpoint: standIns.sqlEndpoint };
  await migrateDatabase(target);
  const db = connect(target);
  const { account, client } = await benchClient(db, "bench-audit");

  const rows: { ms: number; launchRoundTrips: number; runRoundTrips: number }[] = [];
  for (let run = 0; run < RUNS; run++) {
    standIns.neon.resetStats();
    const started = performance.now();
    const outcome = await launchAudit(db, { client_id: client.id, model_ids: MODELS }, { accountId: account.id, trigger: "api" });
    if (outcome.kind !== "launched") throw new Error("launch failed");
    const launchRoundTrips = standIns.neon.stats().requests;
    await runQueued(db, outcome.queryIds);
    rows.push({ ms: performance.now() - started, launchRoundTrips, runRoundTrips: standIns.neon.stats().requests - launchRoundTrips });
  }
  const sorted = rows.map((r) => r.ms).sort((a, b) => a - b);
  const median = sorted[Math.floor(RUNS / 2)]!;
  return {
    title: "Audit throughput (bench/audit-run.ts)",
    details: [
      `database: ${standIns.database}; ${RUNS} runs of a 10-prompt × 5-model audit (50 queries), offline provider`,
      `per run (ms): ${rows.map((r) => r.ms.toFixed(0)).join(", ")}`,
      `wall time: median ${median.toFixed(0)} ms, min ${sorted[0]!.toFixed(0)} ms, max ${sorted[RUNS - 1]!.toFixed(0)} ms`,
      `SQL round trips: launch ${rows[0]!.launchRoundTrips}, run ${rows[0]!.runRoundTrips} (${(rows[0]!.runRoundTrips / 50).toFixed(2)} per query, including the final scoring)`,
    ],
    checks: [{ target: "10-prompt × 5-model audit, offline provider (reported)", figure: `median ${median.toFixed(0)} ms; launch ${rows[0]!.launchRoundTrips} + run ${rows[0]!.runRoundTrips} round trips`, pass: null, absolute: { ms: median, kind: "db" } }],
  };
} finally {
  await standIns.close();
}
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = await runAuditThroughput();
  console.log(result.details.join("\n"));
}
