// Size and start of the Worker: the gzipped bundle `wrangler deploy --dry-run` would upload (the docs
// assets, served by the asset layer, listed apart), and the time workerd takes to instantiate it,
// next to a Worker that does nothing.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { Miniflare } from "miniflare";
import { buildAssets } from "../dev/build-assets";
import { percentile, type BenchResult, verdict } from "./harness";

const root = fileURLToPath(new URL("..", import.meta.url));
const MIB = 1024 * 1024;
const STARTS = 7;

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)]));
}

/** Median time until workerd has instantiated `script` and answered one request. */
async function startTime(script: string, modulesRoot: string): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < STARTS; i++) {
    const started = performance.now();
    const mf = new Miniflare({
      modules: true,
      modulesRoot,
      scriptPath: script,
      modulesRules: [{ type: "Data", include: ["**/*.woff"] }],
      compatibilityDate: "2026-04-20",
      compatibilityFlags: ["nodejs_compat"],
      bindings: { DATABASE_URL: "postgresql://unused:unused@localhost/unused" },
    });
    // A route that touches neither the database nor the OpenAPI generator: only start-up is timed.
    await (await mf.dispatchFetch("http://localhost/api/v1/no-such-route")).arrayBuffer();
    times.push(performance.now() - started);
    await mf.dispose();
  }
  return percentile(times.sort((a, b) => a - b), 50);
}

export async function runBundle(): Promise<BenchResult> {
  buildAssets();
  const out = mkdtempSync(join(tmpdir(), "bench-bundle-"));
  try {
    execFileSync(`${root}node_modules/.bin/wrangler`, ["deploy", "--dry-run", "--outdir", out], { cwd: root, stdio: "ignore", env: { ...process.env, WRANGLER_SEND_METRICS: "false" } });
    const bundle = files(out).filter((f) => !f.endsWith(".map") && !f.endsWith(".md"));
    const raw = bundle.reduce((sum, f) => sum + statSync(f).size, 0);
    const gzipped = bundle.reduce((sum, f) => sum + gzipSync(readFileSync(f), { level: 9 }).byteLength, 0);
    const assets = files(`${root}dist/assets`);
    const assetsRaw = assets.reduce((sum, f) => sum + statSync(f).size, 0);
    const assetsGzipped = assets.reduce((sum, f) => sum + gzipSync(readFileSync(f), { level: 9 }).byteLength, 0);
    const entry = bundle.find((f) => f.endsWith("index.js"))!;
    const empty = join(out, "empty.js");
    writeFileSync(empty, "export default { fetch() { return new Response('ok'); } };");
    const appStart = await startTime(entry, out);
    const emptyStart = await startTime(empty, out);
    const kib = (n: number) => `${(n / 1024).toFixed(0)} KiB`;
    return {
      title: "Worker size and start (bench/bundle.ts)",
      details: [
        `Worker bundle (${bundle.length} files: ${bundle.map((f) => f.slice(out.length + 1)).join(", ")}): ${kib(raw)} raw, ${kib(gzipped)} gzipped`,
        `docs assets (dist/assets, served by the asset layer, not in the bundle): ${assets.length} files, ${kib(assetsRaw)} raw, ${kib(assetsGzipped)} gzipped`,
        `start (workerd via Miniflare, median of ${STARTS}): this Worker ${appStart.toFixed(0)} ms, an empty Worker ${emptyStart.toFixed(0)} ms, so instantiating the module costs about ${(appStart - emptyStart).toFixed(0)} ms`,
      ],
      checks: [
        { target: "Worker bundle under 1 MiB gzipped (without docs assets)", figure: kib(gzipped), pass: gzipped < MIB },
        { target: "time to instantiate the Worker module (reported)", figure: `${(appStart - emptyStart).toFixed(0)} ms over an empty Worker`, pass: null },
      ],
    };
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = await runBundle();
  console.log(result.details.join("\n"));
  for (const check of result.checks) console.log(`${verdict(check.pass).padEnd(4)}  ${check.target}: ${check.figure}`);
}
