// What the API benchmarks stand on: the stand-ins (embedded PGlite, or the Postgres at
// DATABASE_URL), migrated and seeded with the demo data, and `wrangler dev` serving the real Worker
// against them on a free port. The SQL stand-in counts requests and sequential round trips, and
// can add a delay to each (the Worker-to-database distance).
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { Miniflare } from "miniflare";
import { buildAssets } from "../dev/build-assets";
import { connect, migrateDatabase } from "../dev/db";
import { DEMO_KEYS, seedDemo } from "../dev/demo/seed";
import { startStandIns, workerVars, type StandIns } from "../dev/standins";
import type { Database } from "../src/db/client";

const root = fileURLToPath(new URL("..", import.meta.url));

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface WorkerProcess {
  url: string;
  stop(): Promise<void>;
}

/** `wrangler dev` for `config` (the API by default) with `vars`, on a free port, isolated state. */
export async function startWrangler(vars: Record<string, string>, config = "wrangler.toml"): Promise<WorkerProcess> {
  const port = await freePort();
  const inspector = await freePort();
  const state = mkdtempSync(join(tmpdir(), "bench-wrangler-"));
  const args = ["dev", "-c", config, "--ip", "127.0.0.1", "--port", String(port), "--inspector-port", String(inspector), "--persist-to", state, "--log-level", "error", ...Object.entries(vars).flatMap(([k, v]) => ["--var", `${k}:${v}`])];
  // Wrangler writes a debug log of every message of the runtime's inspector (four per subrequest) to
  // ~/.config/.wrangler/logs, about 190 MB per throughput run: it goes to the run's state directory instead.
  const env = { ...process.env, WRANGLER_SEND_METRICS: "false", WRANGLER_LOG_PATH: join(state, "wrangler.log") };
  const child: ChildProcess = spawn(`${root}node_modules/.bin/wrangler`, args, { cwd: root, stdio: ["ignore", "ignore", "inherit"], env });
  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/__ready`);
      await res.arrayBuffer();
      break;
    } catch {
      if (Date.now() - started > 60_000) throw new Error("wrangler dev did not start within 60 s");
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  return {
    url,
    stop: async () => {
      child.kill("SIGINT");
      await new Promise((r) => child.once("exit", r));
      rmSync(state, { recursive: true, force: true });
    },
  };
}

/**
 * Runs the project's wrangler quietly, without metrics; its debug log goes to `logDir` (a run's temporary directory)
 * instead of ~/.config/.wrangler/logs.
 */
export function runWrangler(args: string[], logDir: string): void {
  execFileSync(`${root}node_modules/.bin/wrangler`, args, { cwd: root, stdio: "ignore", env: { ...process.env, WRANGLER_SEND_METRICS: "false", WRANGLER_LOG_PATH: join(logDir, "wrangler.log") } });
}

/**
 * The modules of a `wrangler deploy --dry-run` output directory, by content: `script` (by default the entry script,
 * named after the entry point: index.js, worker.js) and the fonts. Given a `scriptPath` instead, Miniflare first
 * parses the script in Node to find its imports, which on a 5 MB bundle took longer than workerd itself (1.8 s
 * against 0.85 s) and is no part of a Worker's start.
 */
export function bundleModules(out: string, script = join(out, readdirSync(out).find((f) => f.endsWith(".js"))!)) {
  return [
    { type: "ESModule" as const, path: script, contents: readFileSync(script, "utf8") },
    ...readdirSync(out)
      .filter((f) => f.endsWith(".woff"))
      .map((f) => ({ type: "Data" as const, path: join(out, f), contents: readFileSync(join(out, f)) })),
  ];
}

/**
 * The Worker of `config` as `wrangler deploy` would upload it (bundled, minified as configured), run by workerd
 * through Miniflare on a free port with `vars` as bindings: no dev server in front (no asset router, no inspector
 * proxy), so nothing but the Worker and workerd's own HTTP handling is measured. No asset binding and no queue:
 * for read endpoints only.
 */
export async function startMiniflareWorker(vars: Record<string, string>, config = "wrangler.toml"): Promise<WorkerProcess> {
  const out = mkdtempSync(join(tmpdir(), "bench-bundle-"));
  runWrangler(["deploy", "--dry-run", "-c", config, "--outdir", out], out);
  const port = await freePort();
  const mf = new Miniflare({ modules: bundleModules(out), modulesRoot: out, compatibilityDate: "2026-04-20", compatibilityFlags: ["nodejs_compat"], bindings: vars, host: "127.0.0.1", port });
  const url = (await mf.ready).origin;
  return {
    url,
    stop: async () => {
      await mf.dispose();
      rmSync(out, { recursive: true, force: true });
    },
  };
}

export interface BenchEnv {
  url: string;
  standIns: StandIns;
  db: Database;
  keys: typeof DEMO_KEYS;
  /** The same vars the API Worker runs with, for another Worker that should talk to the same stand-ins. */
  vars: Record<string, string>;
  stop(): Promise<void>;
}

/** Stand-ins + migrations + demo seed + the API under `wrangler dev`. */
export async function startBenchEnv(opts: { seed?: (db: Database) => Promise<void> } = {}): Promise<BenchEnv> {
  buildAssets();
  const standIns = await startStandIns({ databaseUrl: process.env.DATABASE_URL || undefined, redisUrl: process.env.REDIS_URL || undefined });
  const target = { connectionString: standIns.neonConnectionString, sqlEndpoint: standIns.sqlEndpoint };
  await migrateDatabase(target);
  const db = connect(target);
  await seedDemo(db);
  if (opts.seed) await opts.seed(db);
  const vars = workerVars(standIns, `bench-${Date.now()}`);
  const worker = await startWrangler(vars);
  return {
    url: worker.url,
    standIns,
    db,
    keys: DEMO_KEYS,
    vars,
    stop: async () => {
      await worker.stop();
      await standIns.close();
    },
  };
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

/** The median of unsorted values. */
export const median = (values: number[]) => percentile([...values].sort((a, b) => a - b), 50);

/** What each benchmark returns: its detailed lines, and one row per target for the summary table. */
export interface BenchResult {
  title: string;
  details: string[];
  /**
   * `pass: null`: a figure reported without a target. `absolute`: the figure in milliseconds and what mostly sets it
   * (the database or the JavaScript), so the summary can also give it at the reference machine speed (calibration.ts).
   */
  checks: { target: string; figure: string; pass: boolean | null; absolute?: { ms: number; kind: "db" | "cpu" } }[];
}

/**
 * An agent-plan account with 100,000 credits and one French client (a boutique hotel), for the
 * benchmarks that run audits through the engine itself.
 */
/** `country`: where the client is (France by default; Google shows no AI Overviews there). */
export async function benchClient(db: Database, tag: string, country = "FR") {
  const { accounts, clients, creditLedger } = await import("../src/db/schema");
  const { createAccountWithBonus } = await import("../src/domain/account");
  const { eq, sql } = await import("drizzle-orm");
  const account = await createAccountWithBonus(db, { name: "Bench", email: `${tag}-${Date.now()}@bench.test`, plan: "agent" });
  await db.batch([
    db.update(accounts).set({ creditBalance: sql`${accounts.creditBalance} + 100000` }).where(eq(accounts.id, account.id)),
    db.insert(creditLedger).values({ accountId: account.id, amount: 100_000, reason: "adjustment", description: "benchmark credits" }),
  ]);
  const [client] = await db
    .insert(clients)
    .values({ accountId: account.id, name: "Maison Lumière", sector: "hospitality", website: "https://www.maison-lumiere.fr", domain: "maison-lumiere.fr", country, language: "fr", keywords: ["hôtel boutique"] })
    .returning();
  return { account, client: client! };
}

/** Runs an audit's queries as the queue would deliver them: batches of 10, each batch's side by side, offline provider. */
export async function runQueued(db: Database, queryIds: number[]): Promise<void> {
  const { runQuery } = await import("../src/jobs/audit-runner");
  for (let i = 0; i < queryIds.length; i += 10) {
    await Promise.all(queryIds.slice(i, i + 10).map((id) => runQuery(db, { PROVIDER_MODE: "offline", SITE_FETCH: "local-only" }, id)));
  }
}

/** How a check reads in the tables: pass, FAIL, or — for a figure without a target. */
export const verdict = (pass: boolean | null): string => (pass === null ? "—" : pass ? "pass" : "FAIL");

/**
 * `count` extra full-access keys for `accountId` (default: the demo agency): load runs rotate
 * through them, so the 60-per-minute limit of one key does not turn the measurement into a
 * measurement of 429s.
 */
export async function benchKeys(db: Database, count: number, accountId?: number): Promise<string[]> {
  const { accounts, apiKeys } = await import("../src/db/schema");
  const { eq } = await import("drizzle-orm");
  const { displayPrefix, generateKey, hashKey } = await import("../src/platform/keys");
  const owner = accountId ?? (await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, "demo@lumen-agency.example")))[0]!.id;
  const keys = Array.from({ length: count }, () => generateKey());
  const rows = await Promise.all(keys.map(async (key, i) => ({ accountId: owner, name: `bench ${i}`, keyHash: await hashKey(key), prefix: displayPrefix(key), scopes: ["*"] })));
  for (let i = 0; i < rows.length; i += 500) await db.insert(apiKeys).values(rows.slice(i, i + 500));
  return keys;
}
