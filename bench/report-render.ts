// Benchmark: rendering the PDF of a 50-prompt × 5-model audit — time, size and pages.
// The audit is run by the engine itself (offline provider) against the Neon stand-in; the report's
// data is read with the same one-round-trip query as GET /reports/{id}/download.
import { readFileSync } from "node:fs";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { eq, sql } from "drizzle-orm";
import { connect, migrateDatabase } from "../dev/db";
import { startStandIns } from "../dev/standins";
import { accounts, clients, competitors, creditLedger, reports } from "../src/db/schema";
import { createAccountWithBonus } from "../src/domain/credits";
import { launchAudit } from "../src/domain/launch";
import { runQuery } from "../src/jobs/audit-runner";
import { loadReportData } from "../src/reports/data";
import { renderReport } from "../src/reports/render";
import type { BenchResult } from "./harness";

const MODELS = ["gpt-4o", "claude-sonnet", "gemini-pro", "perplexity-sonar", "mistral-large"];
const RUNS = Number(process.env.RUNS ?? 5);
const font = (weight: number) => readFileSync(fileURLToPath(new URL(`../node_modules/@fontsource/inter/files/inter-latin-${weight}-normal.woff`, import.meta.url)));
const fonts = { regular: font(400), bold: font(700) };

export async function runReportRender(): Promise<BenchResult> {
const standIns = await startStandIns({ databaseUrl: process.env.DATABASE_URL || undefined });
try {
  const target = { connectionString: standIns.neonConnectionString, sqlEndpoint: standIns.sqlEndpoint };
  await migrateDatabase(target);
  const db = connect(target);
  const account = await createAccountWithBonus(db, { name: "Bench", email: `bench-report-${Date.now()}@bench.test`, plan: "agent" });
  await db.batch([
    db.update(accounts).set({ creditBalance: sql`${accounts.creditBalance} + 100000` }).where(eq(accounts.id, account.id)),
    db.insert(creditLedger).values({ accountId: account.id, amount: 100_000, reason: "adjustment", description: "benchmark credits" }),
  ]);
  const [client] = await db
    .insert(clients)
    .values({ accountId: account.id, name: "Maison Lumière", sector: "hospitality", website: "https://www.maison-lumiere.fr", domain: "maison-lumiere.fr", country: "FR", language: "fr", keywords: ["hôtel boutique"] })
    .returning();
  await db.insert(competitors).values(["Hôtel Soleil", "Le Grand Zénith", "Villa Rivoli"].map((name) => ({ accountId: account.id, clientId: client!.id, name })));
  const prompts = Array.from({ length: 50 }, (_, i) => `Quel hôtel boutique recommandez-vous à Paris pour un séjour n° ${i + 1} ?`);
  const outcome = await launchAudit(db, { client_id: client!.id, model_ids: MODELS, prompts }, { accountId: account.id, trigger: "api" });
  if (outcome.kind !== "launched") throw new Error("launch failed");
  for (let i = 0; i < outcome.queryIds.length; i += 10) {
    await Promise.all(outcome.queryIds.slice(i, i + 10).map((id) => runQuery(db, { PROVIDER_MODE: "offline", SITE_FETCH: "local-only" }, id)));
  }
  const [report] = await db.select().from(reports).where(eq(reports.auditId, outcome.audit.id));
  standIns.neon.resetStats();
  const data = await loadReportData(db, account.id, report!.id);
  const roundTrips = standIns.neon.stats().requests;
  if (!data) throw new Error("no report data");
  const times: number[] = [];
  let result = { bytes: new Uint8Array(), pageCount: 0 };
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    result = await renderReport(data, "fr", fonts);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(RUNS / 2)]!;
  return {
    title: "Report PDF (bench/report-render.ts)",
    details: [
      `database: ${standIns.database}; report of a 50-prompt × 5-model audit (${data.results.length} answers), French, ${RUNS} renders`,
      `data: ${roundTrips} SQL round trip(s)`,
      `render: median ${median.toFixed(0)} ms, min ${times[0]!.toFixed(0)} ms, max ${times[RUNS - 1]!.toFixed(0)} ms`,
      `PDF: ${result.pageCount} pages, ${(result.bytes.byteLength / 1024).toFixed(1)} KB`,
    ],
    checks: [{ target: "report PDF of a 50-prompt × 5-model audit (reported)", figure: `render median ${median.toFixed(0)} ms, ${result.pageCount} pages, ${(result.bytes.byteLength / 1024).toFixed(0)} KB, data in ${roundTrips} round trip`, pass: roundTrips === 1 }],
  };
} finally {
  await standIns.close();
}
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = await runReportRender();
  console.log(result.details.join("\n"));
}
