// `npm run bench`: every benchmark, then one table of the targets with the measured figure and
// pass or fail, each absolute figure also at the reference machine speed (calibration.ts, measured before and after the
// benchmarks in the same run). Environment: DATABASE_URL (a local Postgres instead of the embedded PGlite),
// REDIS_URL (a real Redis behind the Upstash stand-in), NEON_LATENCY_MS (default 25), SAMPLES.
import { runAnalysisBench } from "./analysis";
import { runApi } from "./api";
import { runAuditThroughput } from "./audit-run";
import { runPasswordBench } from "./passwords";
import { runEngineThroughput } from "./engine-throughput";
import { runBundle } from "./bundle";
import { runConsole } from "./console";
import { averaged, calibrate, REFERENCE } from "./calibration";
import { startBenchEnv, type BenchResult, verdict } from "./harness";
import { runReportRender } from "./report-render";
import { runScale } from "./scale";
import { runScheduleTicks } from "./schedule-tick";
import { runThroughput } from "./throughput";

const only = process.argv.slice(2);
const wanted = (name: string) => only.length === 0 || only.includes(name);
const results: BenchResult[] = [];
const before = await calibrate();

function show(result: BenchResult): void {
  results.push(result);
  console.log(`\n## ${result.title}\n${result.details.join("\n")}`);
}

if (wanted("bundle")) show(await runBundle());
if (wanted("api") || wanted("throughput") || wanted("console")) {
  const env = await startBenchEnv();
  try {
    if (wanted("api")) show(await runApi(env));
    if (wanted("throughput")) show(await runThroughput(env));
    if (wanted("console")) show(await runConsole(env));
  } finally {
    await env.stop();
  }
}
if (wanted("scale")) show(await runScale());
if (wanted("audit")) show(await runAuditThroughput());
if (wanted("ticks")) show(await runScheduleTicks());
if (wanted("report")) show(await runReportRender());
if (wanted("analysis")) show(await runAnalysisBench());
if (wanted("engines")) show(await runEngineThroughput());
if (wanted("passwords")) show(await runPasswordBench());

const speed = averaged(before, await calibrate());
const rows = results.flatMap((r) => r.checks);
const atReference = (row: (typeof rows)[number]) => {
  if (!row.absolute) return "";
  const factor = row.absolute.kind === "db" ? speed.dbFactor : speed.cpuFactor;
  return `${(row.absolute.ms / factor).toFixed(row.absolute.ms < 10 ? 2 : 0)} ms`;
};
const width = Math.max(...rows.map((r) => r.target.length));
console.log(`\n## Targets (${new Date().toISOString().slice(0, 10)}, database: ${process.env.DATABASE_URL ? "Postgres" : "PGlite"}, Redis: ${process.env.REDIS_URL ? "real" : "in-process"})\n`);
console.log(
  `Machine speed against the reference run: database ×${speed.dbFactor.toFixed(2)} (fixed PGlite query ${speed.pgliteMs.toFixed(1)} ms, reference ${REFERENCE.pgliteMs}), ` +
    `JavaScript ×${speed.cpuFactor.toFixed(2)} (fixed CPU workload ${speed.cpuMs.toFixed(1)} ms, reference ${REFERENCE.cpuMs}); above 1 is slower.\n`,
);
console.log(`| ${"target".padEnd(width)} | figure | at reference speed | result |`);
console.log(`|${"-".repeat(width + 2)}|---|---|---|`);
for (const row of rows) console.log(`| ${row.target.padEnd(width)} | ${row.figure} | ${atReference(row)} | ${verdict(row.pass)} |`);
const targets = rows.filter((r) => r.pass !== null);
const failed = targets.filter((r) => !r.pass).length;
console.log(`\n${targets.length - failed} of ${targets.length} targets met.`);
