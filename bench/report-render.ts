// Benchmark: rendering the PDF of a 50-prompt × 5-model audit — time, size and pages.
// The audit is run by the engine itself (offline provider) against the Neon stand-in; the report's
// data is read with the same one-round-trip query as GET /reports/{id}/download.
import { readFileSync } from "node:fs";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { eq } from "drizzle-orm";
import { connect, migrateDatabase } from "../dev/db";
import { startStandIns } from "../dev/standins";
import { competitors, reports } from "../src/db/schema";
import { launchAudit } from "../src/domain/audits";
import { loadReportData } from "../src/reports/data";
import { renderReport } from "../src/reports/render";
import { benchClient, runQueued, type BenchResult } from "./harness";

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
  const { account, client } = await benchClient(db, "bench-report");
  await db.insert(competitors).values(["Hôtel Soleil", "Le Grand Zénith", "Villa Rivoli"].map((name) => ({ accountId: account.id, clientId: client.id, name })));
  const prompts = Array.from({ length: 50 }, (_, i) => `Quel hôtel boutique recommandez-vous à Paris pour un séjour n° ${i + 1} ?`);
  const outcome = await launchAudit(db, { client_id: client.id, model_ids: MODELS, prompts }, { accountId: account.id, trigger: "api" });
  if (outcome.kind !== "launched") throw new Error("launch failed");
  await runQueued(db, outcome.queryIds);
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
    checks: [{ target: "report PDF of a 50-prompt × 5-model audit (reported)", figure: `render median ${median.toFixed(0)} ms, ${result.pageCount} pages, ${(result.bytes.byteLength / 1024).toFixed(0)} KB, data in ${roundTrips} round trip`, pass: roundTrips === 1, absolute: { ms: median, kind: "cpu" } }],
  };
} finally {
  await standIns.close();
}
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = await runReportRender();
  console.log(result.details.join("\n"));
}
