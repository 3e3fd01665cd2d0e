// The server under test: `npm run dev` started as a child process group whose whole output is kept
// (in memory and in a log file) for the secret scan, or a server already running at BASE_URL.
import { spawn, type ChildProcess } from "node:child_process";
import { createWriteStream } from "node:fs";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";
import { DEV_SITES_PORT, DEV_SQL_PORT, DEV_UPSTASH_PORT } from "../../dev/db";
import { sleep } from "./http";

const root = fileURLToPath(new URL("../..", import.meta.url));

export interface ServerUnderTest {
  /** e.g. http://127.0.0.1:8787 */
  origin: string;
  /** True when this run started it: then its logs can be scanned and its database reached by the keys CLI. */
  started: boolean;
  /** Everything the dev loop printed, stdout and stderr interleaved; empty for a server at BASE_URL. */
  output(): string;
  logFile?: string;
  stop(): Promise<void>;
}

/** Fails with a clear message when a port the dev loop binds is taken. */
async function assertPortsFree(ports: number[]): Promise<void> {
  for (const port of ports) {
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer();
      probe.once("error", () => resolve(false));
      probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
    });
    if (!free) {
      throw new Error(
        `port ${port} is taken; \`npm run dev\` needs ${ports.join(", ")}. Is another \`npm run dev\` running? Stop it, or run the suites against it: BASE_URL=http://127.0.0.1:8787 npx tsx test/blackbox/run.ts`,
      );
    }
  }
}

/** The usual reason the dev loop dies while migrating: a migration was edited after `.data/pglite` applied it. */
function migrationHint(output: string): string {
  if (!/already exists/.test(output) || !/migrat/i.test(output)) return "";
  return "\n\nThe dev database in .data/pglite has an earlier version of a migration applied (a migration in drizzle/ was changed after it ran there). Move .data/pglite aside (or delete it) to migrate and seed afresh.";
}

async function answers(origin: string): Promise<boolean> {
  try {
    const res = await fetch(`${origin}/api/v1/openapi.json`, { signal: AbortSignal.timeout(5_000) });
    await res.arrayBuffer();
    return res.status === 200;
  } catch {
    return false;
  }
}

export async function useRunningServer(baseUrl: string): Promise<ServerUnderTest> {
  const origin = baseUrl.replace(/\/+$/, "").replace(/\/api\/v1$/, "");
  if (!(await answers(origin))) throw new Error(`BASE_URL=${baseUrl}: GET ${origin}/api/v1/openapi.json does not answer 200`);
  return { origin, started: false, output: () => "", stop: async () => undefined };
}

/** Starts `npm run dev -- <devArgs>` (the extra arguments go to `wrangler dev`, e.g. `--var NAME:value`). */
export async function startDevServer(port: number, startTimeoutMs: number, devArgs: string[] = []): Promise<ServerUnderTest> {
  await assertPortsFree([port, DEV_SQL_PORT, DEV_UPSTASH_PORT, ...Array.from({ length: 5 }, (_, i) => DEV_SITES_PORT + i)]);
  const logFile = `/tmp/blackbox-dev-${new Date().toISOString().replace(/[:.]/g, "-")}.log`;
  const log = createWriteStream(logFile);
  const chunks: string[] = [];
  // Its own process group, so the stop below reaches npm, tsx, wrangler and workerd together.
  const child: ChildProcess = spawn("npm", ["run", "dev", ...(devArgs.length > 0 ? ["--", ...devArgs] : [])], {
    cwd: root,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, PORT: String(port), NO_COLOR: "1", FORCE_COLOR: "0" },
  });
  const capture = (chunk: Buffer) => {
    chunks.push(chunk.toString());
    log.write(chunk);
  };
  child.stdout!.on("data", capture);
  child.stderr!.on("data", capture);
  let exited = false;
  const exit = new Promise<void>((resolve) => child.once("exit", () => ((exited = true), resolve())));

  const origin = `http://127.0.0.1:${port}`;
  const output = () => chunks.join("");
  const stop = async () => {
    if (!exited && child.pid !== undefined) {
      process.kill(-child.pid, "SIGINT");
      await Promise.race([exit, sleep(15_000)]);
      if (!exited) {
        console.log("  dev loop did not stop on SIGINT within 15 s; sending SIGKILL");
        process.kill(-child.pid, "SIGKILL");
        await Promise.race([exit, sleep(5_000)]);
      }
    }
    await new Promise((resolve) => log.end(resolve));
  };

  console.log(`starting \`npm run dev${devArgs.length > 0 ? ` -- ${devArgs.join(" ")}` : ""}\` on port ${port} (log: ${logFile}); the first start seeds demo data, about 30 s or more…`);
  const started = Date.now();
  try {
    while (!(await answers(origin))) {
      if (exited) throw new Error(`\`npm run dev\` exited before it was ready:\n${output().trim().split("\n").slice(-15).join("\n")}${migrationHint(output())}`);
      if (Date.now() - started > startTimeoutMs) throw new Error(`\`npm run dev\` not ready after ${startTimeoutMs / 1000} s (see ${logFile})`);
      await sleep(1_000);
    }
    // The banner follows "Ready on" in the same write; give it a moment so the log scan can set it apart.
    for (let i = 0; i < 50 && !output().includes("Try: curl"); i++) await sleep(100);
  } catch (error) {
    await stop();
    throw error;
  }
  console.log(`dev loop ready after ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return { origin, started: true, output, logFile, stop };
}
