// API keys for the run, made and revoked with the project's own CLI (`npm run keys`), which writes to
// the database of the running dev loop (or DATABASE_URL), exactly as a developer would.
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../..", import.meta.url));

export interface CreatedKey {
  id: number;
  key: string;
}

function keysCli(args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn("npm", ["run", "--silent", "keys", "--", ...args], { cwd: root, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve(output) : reject(new Error(`npm run keys -- ${args.join(" ")} exited with ${code}: ${output.trim().split("\n").slice(-3).join(" ")}`))));
  });
}

export async function createKey(accountId: number, name: string): Promise<CreatedKey> {
  const output = await keysCli(["create", "--account", String(accountId), "--name", name, "--scopes", "*"]);
  const id = /Created key (\d+)/.exec(output)?.[1];
  const key = /\b(geo_[A-Za-z0-9]{32})\b/.exec(output)?.[1];
  if (!id || !key) throw new Error(`unexpected output of npm run keys -- create: ${output.trim()}`);
  return { id: Number(id), key };
}

export async function revokeKey(id: number): Promise<void> {
  await keysCli(["revoke", "--id", String(id)]);
}

/** Runs `task` over `items`, at most `limit` at a time (each CLI call starts a Node process; the machine is small). */
export async function mapLimit<T, R>(items: readonly T[], limit: number, task: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
