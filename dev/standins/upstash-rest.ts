// Local stand-in for Upstash Redis's REST protocol (over a real Redis or ioredis-mock), so @upstash/redis and @upstash/ratelimit run unchanged.
import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import IORedis from "ioredis";
import RedisMock from "ioredis-mock";
import { envNumber, errorMessage, sendJson, serve, type Fault } from "./http";

export interface UpstashStandInOptions {
  /** Bearer token every request must carry. */
  token: string;
  /** A real Redis; without it (or when it does not answer and `requireRedis` is false) ioredis-mock serves in-process. */
  redisUrl?: string;
  requireRedis?: boolean;
  /** How long `redisUrl` gets to answer a PING. */
  connectTimeoutMs?: number;
  host?: string;
  /** 0 picks a free port. */
  port?: number;
  /** Added to every REST request; defaults to env UPSTASH_LATENCY_MS or 0. */
  latencyMs?: number;
}

export interface UpstashStats {
  requests: number;
  commands: number;
}

export interface UpstashStandIn {
  /** The value for `new Redis({ url })`. */
  url: string;
  token: string;
  port: number;
  redis: "redis" | "memory";
  stats(): UpstashStats;
  resetStats(): void;
  setFault(fault: Fault): void;
  close(): Promise<void>;
}

type Command = string[];
type Reply = { result: unknown } | { error: string };

interface CommandRunner {
  run(command: Command): Promise<unknown>;
  /** ioredis's `exec()` shape: one `[error, result]` per command. */
  multi(commands: Command[]): Promise<[Error | null, unknown][]>;
  close(): Promise<void>;
}

function realRunner(redis: IORedis): CommandRunner {
  return {
    run: ([name = "", ...args]) => redis.call(name, ...args),
    multi: async (commands) => {
      const replies = await redis.multi(commands.map((command) => ["call", ...command])).exec();
      if (!replies) throw new Error("EXECABORT Transaction discarded");
      return replies;
    },
    close: async () => {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

// ioredis-mock has no `call`: commands go to its same-named methods instead. They run one at a
// time, as in Redis: the mock runs a Lua script in JavaScript with awaits inside, so two concurrent
// EVALs (the rate limiter's) could otherwise interleave and both see the same count.
function mockRunner(mock: IORedis): CommandRunner {
  const methods = mock as unknown as Record<string, unknown>;
  let tail: Promise<unknown> = Promise.resolve();
  const exclusive = <T>(work: () => Promise<T>): Promise<T> => {
    const result = tail.then(work);
    tail = result.catch(() => undefined);
    return result;
  };
  return {
    run: ([name = "", ...args]) =>
      exclusive(async () => {
        const method = methods[name.toLowerCase()];
        if (typeof method !== "function") throw new Error(`ERR unknown command '${name}'`);
        return (await method.apply(mock, args)) as unknown;
      }),
    multi: (commands) =>
      exclusive(async () => {
        const replies = await mock.multi(commands.map(([name = "", ...args]) => [name.toLowerCase(), ...args])).exec();
        return replies ?? [];
      }),
    close: async () => mock.disconnect(),
  };
}

// Each stand-in gets its own mock database: ioredis-mock shares data between instances with the same port.
let mockDatabases = 0;

async function connectRedis(url: string, timeoutMs: number): Promise<IORedis> {
  let ready = false;
  let lastError = "";
  const redis = new IORedis(url, {
    lazyConnect: true,
    connectTimeout: timeoutMs,
    maxRetriesPerRequest: 1,
    // ioredis otherwise waits 2 s on a socket that never connected before letting Node exit.
    disconnectTimeout: 100,
    // No retries while probing (a pending retry timer would keep Node alive); once up, ride out Redis restarts.
    retryStrategy: (attempt) => (ready ? Math.min(attempt * 100, 2000) : null),
  });
  // Without a listener ioredis prints every reconnect failure; once up, say each new problem once.
  redis.on("error", (error: Error) => {
    if (ready && error.message !== lastError) console.warn(`[upstash stand-in] redis: ${error.message}`);
    lastError = error.message;
  });
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      redis.ping(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer from ${url} within ${timeoutMs} ms`)), timeoutMs);
      }),
    ]);
    ready = true;
    return redis;
  } catch (error) {
    redis.disconnect();
    // The connection error (ECONNREFUSED, ...) says more than the command's "max retries" message.
    throw new Error(`Redis at ${url} did not answer: ${lastError || errorMessage(error)}`);
  } finally {
    clearTimeout(timer);
  }
}

const sha1 = (text: string): string => createHash("sha1").update(text).digest("hex");

/**
 * @upstash/ratelimit starts its Lua with `#!lua flags=allow-key-locking`, which plain Redis rejects. The line is
 * dropped, and the original script's SHA1 (baked into ratelimit's EVALSHA) is remembered so the hash still resolves.
 */
function scriptRewriter(): (command: Command) => Command {
  const scripts = new Map<string, string>();
  const strip = (script: string): string => {
    const stripped = script.replace(/^#![^\n]*\n?/, "");
    scripts.set(sha1(script), stripped);
    return stripped;
  };
  return (command) => {
    const [name = "", first, ...rest] = command;
    const upper = name.toUpperCase();
    if ((upper === "EVAL" || upper === "EVAL_RO") && first?.startsWith("#!")) return [name, strip(first), ...rest];
    if (upper === "SCRIPT" && first?.toUpperCase() === "LOAD" && rest[0]?.startsWith("#!")) {
      return [name, first, strip(rest[0])];
    }
    if (upper === "EVALSHA" || upper === "EVALSHA_RO") {
      const script = first === undefined ? undefined : scripts.get(first.toLowerCase());
      // Unknown hashes go through to Redis, whose NOSCRIPT makes the client fall back to EVAL.
      if (script !== undefined) return [upper === "EVALSHA" ? "EVAL" : "EVAL_RO", script, ...rest];
    }
    return command;
  };
}

/** Upstash answers flat arrays where ioredis builds objects (HGETALL), and error text where it nests Errors. */
function normalize(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(normalize);
  if (value instanceof Error) return value.message;
  if (Buffer.isBuffer(value)) return value.toString("utf8");
  if (typeof value === "object" && value !== null) return Object.entries(value).flat().map(normalize);
  return value;
}

/** What @upstash/redis decodes with `Upstash-Encoding: base64`: every string, at any depth; numbers and null stay. */
function toBase64(value: unknown): unknown {
  if (typeof value === "string") return Buffer.from(value, "utf8").toString("base64");
  if (Array.isArray(value)) return value.map(toBase64);
  return value;
}

function toCommand(value: unknown): Command {
  if (!Array.isArray(value) || value.length === 0) throw new Error("ERR a command is a non-empty JSON array");
  // @upstash/redis sends numbers and booleans as JSON values, everything else as text.
  return value.map((part: unknown) => (typeof part === "string" ? part : typeof part === "object" ? JSON.stringify(part) : String(part)));
}

function toCommands(value: unknown): Command[] {
  if (!Array.isArray(value) || value.length === 0) throw new Error("ERR a pipeline is a non-empty JSON array of commands");
  return value.map(toCommand);
}

export async function startUpstashStandIn(opts: UpstashStandInOptions): Promise<UpstashStandIn> {
  let runner: CommandRunner;
  let kind: UpstashStandIn["redis"] = "memory";
  try {
    if (!opts.redisUrl) throw new Error("no redisUrl");
    runner = realRunner(await connectRedis(opts.redisUrl, opts.connectTimeoutMs ?? 1000));
    kind = "redis";
  } catch (error) {
    if (opts.requireRedis) throw new Error(`Redis required but unavailable: ${errorMessage(error)}`);
    if (opts.redisUrl) console.warn(`[upstash stand-in] ${errorMessage(error)}; using the in-memory ioredis-mock`);
    runner = mockRunner(new RedisMock({ port: 60_000 + ++mockDatabases }));
  }

  const rewrite = scriptRewriter();
  let commands = 0;
  const exec = async (command: Command): Promise<unknown> => normalize(await runner.run(rewrite(command)));

  const handle = async (req: IncomingMessage, res: ServerResponse, body: string): Promise<void> => {
    if (req.headers.authorization !== `Bearer ${opts.token}`) return sendJson(res, 401, { error: "Unauthorized" });
    if (req.method !== "POST") return sendJson(res, 405, { error: "ERR POST a command" });
    const encode = req.headers["upstash-encoding"] === "base64" ? toBase64 : (value: unknown) => value;
    const path = new URL(req.url ?? "/", "http://stand-in").pathname.replace(/\/+$/, "") || "/";
    try {
      const parsed: unknown = JSON.parse(body);
      if (path === "/") {
        commands++;
        return sendJson(res, 200, { result: encode(await exec(toCommand(parsed))) });
      }
      if (path === "/pipeline") {
        const batch = toCommands(parsed);
        commands += batch.length;
        // Not atomic, like Upstash; the one connection keeps the order.
        const replies = await Promise.all(
          batch.map((command): Promise<Reply> =>
            exec(command).then(
              (result) => ({ result: encode(result) }),
              (error: unknown) => ({ error: errorMessage(error) }),
            ),
          ),
        );
        return sendJson(res, 200, replies);
      }
      if (path === "/multi-exec") {
        const batch = toCommands(parsed);
        commands += batch.length;
        const replies = await runner.multi(batch.map(rewrite));
        return sendJson(
          res,
          200,
          replies.map(([error, result]): Reply => (error ? { error: error.message } : { result: encode(normalize(result)) })),
        );
      }
      return sendJson(res, 404, { error: `ERR unknown path ${path}` });
    } catch (error) {
      sendJson(res, 400, { error: errorMessage(error) });
    }
  };

  let served;
  try {
    served = await serve({
      host: opts.host ?? "127.0.0.1",
      port: opts.port ?? 0,
      latencyMs: opts.latencyMs ?? envNumber("UPSTASH_LATENCY_MS") ?? 0,
      handle,
      stats: () => ({ commands }),
      resetStats: () => {
        commands = 0;
      },
    });
  } catch (error) {
    await runner.close();
    throw error;
  }
  const server = served;

  return {
    url: server.origin,
    token: opts.token,
    port: server.port,
    redis: kind,
    stats: () => server.stats() as unknown as UpstashStats,
    resetStats: server.resetStats,
    setFault: server.setFault,
    close: async () => {
      await server.close();
      await runner.close();
    },
  };
}
