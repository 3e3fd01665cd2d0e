// Benchmark: a 10-prompt × 5-model audit with the offline provider — wall time and SQL round trips.
// Runs the engine's own functions (launch, runQuery per message) in Node against the Neon stand-in.
import { performance } from "node:perf_hooks";
import { connect, migrateDatabase } from "../dev/db";
import { startStandIns } from "../dev/standins";
import { eq, sql } from "drizzle-orm";
import { accounts, clients, creditLedger } from "../src/db/schema";
import { createAccountWithBonus } from "../src/domain/credits";
import { launchAudit } from "../src/domain/launch";
import { runQuery } from "../src/jobs/audit-runner";
import { fileURLToPath } from "node:url";
import type { BenchResult } from "./harness";

const MODELS = ["gpt-4o", "claude-sonnet", "gemini-pro", "perplexity-sonar", "mistral-large"];
const RUNS = Number(process.env.RUNS ?? 5);

export async function runAuditThroughput(): Promise<BenchResult> {
const standIns = await startStandIns({ databaseUrl: process.env.DATABASE_URL || undefined });
try {
  const target = { connectionString: standIns.neonConnectionString, sqlEndpoint: standIns.sqlEndpoint };
  await migrateDatabase(target);
  const db = connect(target);
  const account = await createAccountWithBonus(db, { name: "Bench", email: `bench-${Date.now()}@bench.test`, plan: "agent" });
  await db.batch([
    db.update(accounts).set({ creditBalance: sql`${accounts.creditBalance} + 100000` }).where(eq(accounts.id, account.id)),
    db.insert(creditLedger).values({ accountId: account.id, amount: 100_000, reason: "adjustment", description: "benchmark credits" }),
  ]);
  const [client] = await db
    .insert(clients)
    .values({ accountId: account.id, name: "Maison Lumière", sector: "hospitality", website: "https://www.maison-lumiere.fr", domain: "maison-lumiere.fr", country: "FR", language: "fr", keywords: ["hôtel boutique"] })
    .returning();

  const rows: { ms: number; launchRoundTrips: number; runRoundTrips: number }[] = [];
  for (let run = 0; run < RUNS; run++) {
    standIns.neon.resetStats();
    const started = performance.now();
    const outcome = await launchAudit(db, { client_id: client!.id, model_ids: MODELS }, { accountId: account.id, trigger: "api" });
    if (outcome.kind !== "launched") throw new Error("launch failed");
    const launchRoundTrips = standIns.neon.stats().requests;
    // As the queue would: messages in batches of 10, each batch's messages side by side.
    for (let i = 0; i < outcome.queryIds.length; i += 10) {
      await Promise.all(outcome.queryIds.slice(i, i + 10).map((id) => runQuery(db, { PROVIDER_MODE: "offline", SITE_FETCH: "local-only" }, id)));
    }
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
    checks: [{ target: "10-prompt × 5-model audit, offline provider (reported)", figure: `median ${median.toFixed(0)} ms; launch ${rows[0]!.launchRoundTrips} + run ${rows[0]!.runRoundTrips} round trips`, pass: null }],
  };
} finally {
  await standIns.close();
}
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = await runAuditThroughput();
  console.log(result.details.join("\n"));
}
