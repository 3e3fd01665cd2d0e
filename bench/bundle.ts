// Size and start of the Worker: the gzipped bundle `wrangler deploy --dry-run` would upload (the docs
// assets, served by the asset layer, listed apart), and the time workerd takes to instantiate it,
// next to a Worker that does nothing.
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { Miniflare } from "miniflare";
import { buildAssets } from "../dev/build-assets";
import { ROUTE_GROUPS } from "../src/routes/catalog";
import { bundleModules, percentile, runWrangler, type BenchResult, verdict } from "./harness";

const root = fileURLToPath(new URL("..", import.meta.url));
const MIB = 1024 * 1024;
const STARTS = 7;

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)]));
}

/**
 * What few requests need, which must not be evaluated when the Worker starts: each path (or every module under a
 * `node_modules/…/` prefix) must be in the bundle as a lazily evaluated module (esbuild's `__esm` wrapper, made by a
 * dynamic `import()`) that nothing evaluated at start initializes.
 */
const LAZY_MODULES = [
  "src/platform/openapi.ts",
  "src/platform/i18n/openapi-translations.ts",
  "src/platform/i18n/openapi.fr.ts",
  "src/platform/i18n/openapi.es.ts",
  "src/platform/i18n/openapi.de.ts",
  "src/routes/webhooks/webhooks.events.ts",
  "src/reports/render.ts",
  "src/reports/fonts.ts",
  "node_modules/pdf-lib/",
  "src/domain/site/checklist.ts",
  "src/domain/providers/offline.ts",
  "src/mcp/server.ts",
  "node_modules/@modelcontextprotocol/server/",
  "src/jobs/audit-runner.ts",
  // The console (its pages, texts in four languages, styles) loads on its first request under /app.
  "src/console/",
  // Each resource group (its schemas and handlers) loads on its first request; authentication loads the driver on
  // the first request that carries a key.
  ...ROUTE_GROUPS.map((group) => `src/routes/${group.name}/`),
  "node_modules/zod/",
  "node_modules/@asteasolutions/zod-to-openapi/",
  "node_modules/@neondatabase/serverless/",
  "node_modules/drizzle-orm/",
];

/**
 * Reads esbuild's output: every module's path (its `// path` comment), the lazily evaluated ones (ES modules as
 * `var init_x = __esm({ "path"() { … } })`, CommonJS ones as `var require_x = __commonJS({ "path"(exports, module) { … } })`)
 * with the modules each one's body initializes, and from the calls outside them, those evaluated at start (counting
 * every `require_x()` as a call: a CommonJS `require` inside a function is taken as eager, which errs on the safe
 * side). Returns the listed modules that are evaluated at start (or missing from the bundle).
 */
export function eagerOf(bundle: string, wanted: string[]): { eager: string[]; lazyCount: number; moduleCount: number } {
  const lines = bundle.split("\n");
  const all = new Set<string>();
  const wrappers = new Map<string, { path: string; inits: string[] }>();
  const top: string[] = [];
  let current: { path: string; inits: string[] } | undefined;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const comment = /^\/\/ ((?:src|node_modules)\/\S+)$/.exec(line);
    if (comment) all.add(comment[1]!);
    const wrapper = /^var ((?:init|require)_\w+) = __(?:esm|commonJS)\(\{$/.exec(line);
    if (wrapper) {
      current = { path: /^ {2}"([^"]+)"\((?:exports, module)?\) \{$/.exec(lines[i + 1] ?? "")?.[1] ?? "?", inits: [] };
      wrappers.set(wrapper[1]!, current);
      continue;
    }
    if (current && line === "});") current = undefined;
    const init = /^\s*(init_\w+)\(\);/.exec(line);
    const requires = [...line.matchAll(/\b(require_\w+)\(\)/g)].map((m) => m[1]!);
    for (const name of [...(init ? [init[1]!] : []), ...requires]) (current ? current.inits : top).push(name);
  }
  const started = new Set<string>();
  for (const stack = [...top]; stack.length > 0; ) {
    const name = stack.pop()!;
    if (started.has(name)) continue;
    started.add(name);
    stack.push(...(wrappers.get(name)?.inits ?? []));
  }
  const lazy = new Set([...wrappers].filter(([name]) => !started.has(name)).map(([, w]) => w.path));
  const eager = wanted.filter((w) => {
    const matching = [...all].filter((path) => (w.endsWith("/") ? path.startsWith(w) : path === w));
    return matching.length === 0 || matching.some((path) => !lazy.has(path));
  });
  return { eager, lazyCount: lazy.size, moduleCount: all.size };
}

/**
 * CPU spent in the Worker's global scope: `wrangler check startup`'s profile (workerd evaluating the bundle it
 * builds), the samples that are not idle, and the profile's span.
 */
function startupCpu(): { cpuMs: number; spanMs: number } {
  const out = mkdtempSync(join(tmpdir(), "bench-startup-"));
  try {
    const file = join(out, "startup.cpuprofile");
    runWrangler(["check", "startup", "--outfile", file], out);
    const profile = JSON.parse(readFileSync(file, "utf8")) as {
      nodes: { id: number; callFrame: { functionName: string } }[];
      samples: number[];
      timeDeltas: number[];
      startTime: number;
      endTime: number;
    };
    const idle = new Set(profile.nodes.filter((n) => n.callFrame.functionName === "(idle)").map((n) => n.id));
    const busyUs = profile.samples.reduce((sum, id, i) => sum + (idle.has(id) ? 0 : (profile.timeDeltas[i] ?? 0)), 0);
    return { cpuMs: busyUs / 1000, spanMs: (profile.endTime - profile.startTime) / 1000 };
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

/** Median time until workerd has instantiated `script` (with the bundle's fonts, by content) and answered one request. */
async function startTime(script: string, modulesRoot: string): Promise<number> {
  const modules = bundleModules(modulesRoot, script);
  const times: number[] = [];
  for (let i = 0; i < STARTS; i++) {
    const started = performance.now();
    const mf = new Miniflare({
      modules,
      modulesRoot,
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
    runWrangler(["deploy", "--dry-run", "--outdir", out], out);
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
    // The same bundle unminified, whose module comments and wrappers say what is evaluated at start.
    const readable = join(out, "readable");
    runWrangler(["deploy", "--dry-run", "--no-minify", "--outdir", readable], out);
    const { eager, lazyCount, moduleCount } = eagerOf(readFileSync(join(readable, "index.js"), "utf8"), LAZY_MODULES);
    const startups = Array.from({ length: 3 }, () => startupCpu()).sort((a, b) => a.cpuMs - b.cpuMs);
    const startup = startups[1]!;
    const kib = (n: number) => `${(n / 1024).toFixed(0)} KiB`;
    return {
      title: "Worker size and start (bench/bundle.ts)",
      details: [
        `Worker bundle (${bundle.length} files: ${bundle.map((f) => f.slice(out.length + 1)).join(", ")}): ${kib(raw)} raw, ${kib(gzipped)} gzipped`,
        `docs assets (dist/assets, served by the asset layer, not in the bundle): ${assets.length} files, ${kib(assetsRaw)} raw, ${kib(assetsGzipped)} gzipped`,
        `start (workerd via Miniflare, median of ${STARTS}): this Worker ${appStart.toFixed(0)} ms, an empty Worker ${emptyStart.toFixed(0)} ms, so instantiating the module costs about ${(appStart - emptyStart).toFixed(0)} ms`,
        `global scope (wrangler check startup, median of 3 profiles): ${startup.cpuMs.toFixed(0)} ms of CPU samples that are not idle, over a profile of ${startup.spanMs.toFixed(0)} ms (runs: ${startups.map((s) => s.cpuMs.toFixed(0)).join(", ")} ms)`,
        `modules: ${moduleCount} in the bundle, ${lazyCount} evaluated only on first use; of the ${LAZY_MODULES.length} that must be (${LAZY_MODULES.join(", ")}), evaluated at start: ${eager.length === 0 ? "none" : eager.join(", ")}`,
      ],
      checks: [
        { target: "Worker bundle under 1 MiB gzipped (without docs assets)", figure: kib(gzipped), pass: gzipped < MIB },
        { target: "time to instantiate the Worker module ≤ 300 ms", figure: `${(appStart - emptyStart).toFixed(0)} ms over an empty Worker`, pass: appStart - emptyStart <= 300, absolute: { ms: appStart - emptyStart, kind: "cpu" } },
        { target: "global-scope CPU at start ≤ 60 ms (wrangler check startup)", figure: `${startup.cpuMs.toFixed(0)} ms`, pass: startup.cpuMs <= 60, absolute: { ms: startup.cpuMs, kind: "cpu" } },
        { target: "OpenAPI document and translations, pdf-lib and fonts, checklist, offline texts, MCP, webhook catalogue, audit runner, the console, the 16 route groups, zod, the database driver and drizzle: not evaluated at start", figure: eager.length === 0 ? `${LAZY_MODULES.length} of ${LAZY_MODULES.length} lazy` : `evaluated at start: ${eager.join(", ")}`, pass: eager.length === 0 },
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
