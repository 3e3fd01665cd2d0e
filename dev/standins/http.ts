// HTTP plumbing shared by the stand-ins: JSON replies plus the stats, latency and fault switches that tests drive.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * `down` answers 503 at once, `drop` destroys the socket (a network failure), `slow` waits `delayMs`
 * first, `lose` runs the request and then destroys the socket (it happened, but the client cannot know).
 */
export type FaultMode = "none" | "down" | "drop" | "slow" | "lose";
export interface Fault {
  mode: FaultMode;
  delayMs?: number;
  /** Requests served normally before the fault starts (default 0: at once). */
  after?: number;
  /** Requests the fault hits before it ends by itself (default: until it is changed). */
  times?: number;
}

export interface ServeOptions {
  host: string;
  port: number;
  latencyMs: number;
  /** Protocol traffic only; the `/__stats` and `/__fault` control paths never reach it. */
  handle(req: IncomingMessage, res: ServerResponse, body: string): Promise<void>;
  /** Counters beyond `requests`, which `serve` keeps itself. */
  stats(): Record<string, number>;
  resetStats(): void;
}

export interface Served {
  origin: string;
  port: number;
  stats(): Record<string, number>;
  resetStats(): void;
  setFault(fault: Fault): void;
  /** Changes the delay added to every request (benchmarks seed without it, then measure with it). */
  setLatency(ms: number): void;
  close(): Promise<void>;
}

const FAULT_MODES: readonly FaultMode[] = ["none", "down", "drop", "slow", "lose"];

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { "content-type": "application/json", "content-length": Buffer.byteLength(text) });
  res.end(text);
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export function envNumber(name: string): number | undefined {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && process.env[name] !== "" ? value : undefined;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

function parseFault(body: string): Fault {
  const value: unknown = JSON.parse(body || "{}");
  if (typeof value !== "object" || value === null) throw new Error("fault must be a JSON object");
  const { mode, delayMs, after, times } = value as Record<string, unknown>;
  if (!FAULT_MODES.includes(mode as FaultMode)) throw new Error(`mode must be one of ${FAULT_MODES.join(", ")}`);
  if (delayMs !== undefined && typeof delayMs !== "number") throw new Error("delayMs must be a number");
  if (after !== undefined && !(Number.isInteger(after) && (after as number) >= 0)) throw new Error("after must be a non-negative integer");
  if (times !== undefined && !(Number.isInteger(times) && (times as number) >= 1)) throw new Error("times must be a positive integer");
  return { mode: mode as FaultMode, delayMs, after: after as number | undefined, times: times as number | undefined };
}

export async function serve(opts: ServeOptions): Promise<Served> {
  let requests = 0;
  /**
   * Waves of requests: a request that arrives while none is in flight starts a new one, so this counts
   * the round trips a client made one after another (concurrent ones share a wave). Reliable when each
   * request takes a while, e.g. with `latencyMs`.
   */
  let sequential = 0;
  let inFlight = 0;
  let fault: Fault = { mode: "none" };
  /** Requests still to serve normally before `fault` applies, then requests it still hits. */
  let untilFault = 0;
  let faultsLeft = Infinity;
  /** Requests the fault has hit. */
  let faulted = 0;
  let latencyMs = opts.latencyMs;
  const setFault = (next: Fault): void => {
    fault = next;
    untilFault = next.after ?? 0;
    faultsLeft = next.times ?? Infinity;
  };
  const stats = (): Record<string, number> => ({ requests, sequential, faulted, ...opts.stats() });
  const resetStats = (): void => {
    requests = 0;
    sequential = 0;
    faulted = 0;
    opts.resetStats();
  };

  const server = createServer((req, res) => {
    void (async () => {
      const body = await readBody(req);
      const path = new URL(req.url ?? "/", "http://stand-in").pathname;
      if (path === "/__stats" && req.method === "GET") return sendJson(res, 200, stats());
      if (path === "/__stats/reset" && req.method === "POST") {
        resetStats();
        return sendJson(res, 200, stats());
      }
      if (path === "/__fault" && req.method === "POST") {
        try {
          setFault(parseFault(body));
        } catch (error) {
          return sendJson(res, 400, { error: errorMessage(error) });
        }
        return sendJson(res, 200, fault);
      }

      requests++;
      if (inFlight === 0) sequential++;
      inFlight++;
      res.once("close", () => inFlight--);
      let mode: FaultMode = "none";
      if (fault.mode !== "none" && untilFault-- <= 0 && faultsLeft > 0) {
        mode = fault.mode;
        faultsLeft--;
        faulted++;
      }
      if (mode === "drop") return void req.socket.destroy();
      // Both body fields, so each client library finds the text where it looks (neon: message, upstash: error).
      if (mode === "down") return sendJson(res, 503, { message: "stand-in is down", error: "stand-in is down" });
      const delay = latencyMs + (mode === "slow" ? (fault.delayMs ?? 0) : 0);
      if (delay > 0) await sleep(delay);
      if (mode === "lose") {
        // Run the request to the end, then cut the connection instead of answering.
        const answer = new Proxy(res, { get: (target, prop) => (prop === "writeHead" || prop === "end" || prop === "write" ? () => target : Reflect.get(target, prop, target)) });
        await opts.handle(req, answer, body);
        return void req.socket.destroy();
      }
      await opts.handle(req, res, body);
    })().catch((error: unknown) => {
      if (res.headersSent) return void res.destroy();
      sendJson(res, 500, { message: errorMessage(error), error: errorMessage(error) });
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(opts.port, opts.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const host = opts.host.includes(":") ? `[${opts.host}]` : opts.host;

  return {
    origin: `http://${host}:${port}`,
    port,
    stats,
    resetStats,
    setFault,
    setLatency: (ms) => {
      latencyMs = ms;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // Keep-alive sockets from fetch would otherwise hold close() open for seconds.
        server.closeAllConnections();
      }),
  };
}
