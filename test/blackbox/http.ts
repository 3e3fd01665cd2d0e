// The black-box client: every request goes over HTTP to the server under test, is counted for its
// suite, and passes the checks every response must meet (nosniff, no banner, no key echoed).
import { answerEnvelopeProblem } from "../helpers/envelope";

/** A violated expectation, with enough of the exchange to reproduce it. */
export interface Problem {
  suite: string;
  method: string;
  path: string;
  status: number | string;
  message: string;
  excerpt: string;
}

export interface RequestOptions {
  method?: string;
  /** Sent as `X-Api-Key`, or as `Authorization: Bearer` with `auth: "bearer"`. */
  key?: string;
  /** Instead of `key`: a key from the pool for each attempt; one answered 429 rests until its `Retry-After`. */
  pool?: KeyPool;
  auth?: "header" | "bearer";
  headers?: Record<string, string>;
  body?: string;
  /** Tries again on a 429 (with another key of the pool, else after `Retry-After`): for suites whose subject is not the rate limit. */
  retryRateLimited?: boolean;
}

export interface Reply {
  method: string;
  /** Relative to /api/v1, as sent. */
  path: string;
  /** 0 when no answer came (connection refused or reset, timeout). */
  status: number;
  headers: Headers;
  /** The body as text (a PDF is decoded as Latin-1, byte for byte). */
  text: string;
  /** The parsed body when it is JSON, else undefined. */
  json: unknown;
}

/** The suite that owns the checks run on every response. */
export const HEADER_SUITE = "headers & secrets";
const REQUEST_TIMEOUT_MS = 30_000;
const MAX_EXCERPT = 200;

export function excerpt(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > MAX_EXCERPT ? `${flat.slice(0, MAX_EXCERPT)}…` : flat;
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** One run against one server: the per-suite counts and problems, and every secret sent. */
export class Run {
  readonly problems: Problem[] = [];
  readonly requests = new Map<string, number>();
  /** Every value sent in `X-Api-Key` or `Authorization`, for the scan of the server's logs. */
  readonly sentCredentials = new Set<string>();
  responsesChecked = 0;
  private readonly reportedOnce = new Set<string>();

  constructor(readonly apiBase: string) {}

  suite(name: string): Suite {
    if (!this.requests.has(name)) this.requests.set(name, 0);
    return new Suite(this, name);
  }

  record(problem: Problem): void {
    this.problems.push(problem);
    console.log(`  ✗ [${problem.suite}] ${problem.method} ${problem.path} → ${problem.status}: ${problem.message}${problem.excerpt ? ` | ${problem.excerpt}` : ""}`);
  }

  /** Records a problem only the first time `dedupeKey` is seen (header checks repeat on every response). */
  recordOnce(dedupeKey: string, problem: Problem): void {
    if (this.reportedOnce.has(dedupeKey)) return;
    this.reportedOnce.add(dedupeKey);
    this.record(problem);
  }

  problemCount(suite: string): number {
    return this.problems.filter((p) => p.suite === suite).length;
  }
}

export class Suite {
  constructor(
    readonly run: Run,
    readonly name: string,
  ) {}

  get requestCount(): number {
    return this.run.requests.get(this.name) ?? 0;
  }

  async request(path: string, opts: RequestOptions = {}): Promise<Reply> {
    for (let attempt = 0; ; attempt++) {
      const key = opts.pool ? await opts.pool.take() : opts.key;
      const reply = await this.send(path, { ...opts, key });
      if (reply.status !== 429) return reply;
      // Keys used by an earlier run within the minute (BASE_URL) can be at their limit already.
      const wait = Math.min(60, Math.max(1, Number(reply.headers.get("retry-after")) || 5));
      if (opts.pool && key) opts.pool.rest(key, wait * 1000);
      if (!opts.retryRateLimited || attempt >= 3) return reply;
      console.log(`  … ${this.name}: rate limited on ${reply.method} ${path}; retrying${opts.pool ? " (another key if one is free)" : ` in ${wait} s`}`);
      if (!opts.pool) await sleep(wait * 1000);
    }
  }

  /** Records a problem about `reply` (or about a request that got no reply). */
  problem(reply: { method: string; path: string; status: number | string; text?: string }, message: string): void {
    this.run.record({ suite: this.name, method: reply.method, path: reply.path, status: reply.status, message, excerpt: excerpt(reply.text ?? "") });
  }

  /** Records `message` unless `ok`; a request that got no answer was already recorded, so it is not recorded twice. */
  check(reply: Reply, ok: boolean, message: string): boolean {
    if (!ok && reply.status !== 0) this.problem(reply, message);
    return ok;
  }

  /** The answer must be `status` with the contract's error envelope. */
  expectError(reply: Reply, status: number, context = ""): boolean {
    if (!this.check(reply, reply.status === status, `expected ${status}${context ? ` ${context}` : ""}`)) return false;
    const wrong = answerEnvelopeProblem(reply);
    return this.check(reply, wrong === undefined, wrong ?? "");
  }

  private async send(path: string, opts: RequestOptions): Promise<Reply> {
    const method = opts.method ?? "GET";
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.key !== undefined) {
      if (opts.auth === "bearer") headers.Authorization = `Bearer ${opts.key}`;
      else headers["X-Api-Key"] = opts.key;
    }
    for (const [name, value] of Object.entries(headers)) {
      if (/^(x-api-key|authorization)$/i.test(name) && value) this.run.sentCredentials.add(value);
    }
    this.run.requests.set(this.name, this.requestCount + 1);
    let res: Response;
    try {
      res = await fetch(`${this.run.apiBase}${path}`, { method, headers, body: opts.body, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause?.code;
      const reply: Reply = { method, path, status: 0, headers: new Headers(), text: "", json: undefined };
      this.problem(reply, `no answer: ${error instanceof Error ? error.message : String(error)}${cause ? ` (${cause})` : ""}`);
      return reply;
    }
    const bytes = new Uint8Array(await res.arrayBuffer());
    const type = res.headers.get("content-type") ?? "";
    const text = /json|text|html/.test(type) || type === "" ? new TextDecoder().decode(bytes) : new TextDecoder("latin1").decode(bytes);
    let json: unknown;
    if (type.startsWith("application/json")) {
      try {
        json = JSON.parse(text);
      } catch {
        json = undefined;
      }
    }
    const reply: Reply = { method, path, status: res.status, headers: res.headers, text, json };
    this.checkEveryResponse(reply, opts);
    return reply;
  }

  /** What every response must satisfy, whatever the suite: reported under HEADER_SUITE. */
  private checkEveryResponse(reply: Reply, opts: RequestOptions): void {
    const run = this.run;
    run.responsesChecked++;
    const operation = `${reply.method} ${reply.path.split("?")[0]!.replace(/\/\d+(?=\/|$)/g, "/{id}")}`;
    // Reported once per kind and operation, not once per response.
    const report = (kind: string, message: string) =>
      run.recordOnce(`${kind} ${operation}`, { suite: HEADER_SUITE, method: reply.method, path: reply.path, status: reply.status, message: `${message} (seen in ${this.name})`, excerpt: "" });
    if (reply.headers.get("x-content-type-options") !== "nosniff") report("nosniff", `X-Content-Type-Options is ${JSON.stringify(reply.headers.get("x-content-type-options"))}, not "nosniff"`);
    if (reply.headers.has("x-powered-by")) report("powered-by", `X-Powered-By banner: ${reply.headers.get("x-powered-by")}`);
    const server = reply.headers.get("server");
    // Cloudflare's edge adds `Server: cloudflare` in production; anything else names the stack.
    if (server !== null && server.toLowerCase() !== "cloudflare") report("server", `Server banner: ${server}`);
    const key = opts.key;
    if (key && key.length >= 8) {
      // Also a fragment reaching past the 12 characters the API shows as the key's prefix (as test/platform/auth.test.ts checks).
      const fragments = [key, ...(/^geo_[A-Za-z0-9]{32}$/.test(key) ? [key.slice(4, 20)] : [])];
      if (fragments.some((f) => reply.text.includes(f))) report(`echo ${key}`, `the body echoes the API key that was sent (${key.slice(0, 12)}…)`);
    }
  }
}

/**
 * API keys used in turn, each kept under the per-key limit: the key with the fewest requests in the
 * last minute is handed out, and when all of them are at the cap the pool waits for room.
 */
export class KeyPool {
  private readonly uses: Map<string, number[]>;
  /** Keys the server answered 429, and until when they rest. */
  private readonly resting = new Map<string, number>();

  constructor(
    readonly keys: readonly string[],
    /** Below the server's 60 per minute: the server's window slides, ours is only an estimate. */
    private readonly perMinute = 50,
  ) {
    if (keys.length === 0) throw new Error("KeyPool needs at least one key");
    this.uses = new Map(keys.map((k) => [k, []]));
  }

  async take(): Promise<string> {
    for (;;) {
      const now = Date.now();
      let best: { key: string; times: number[] } | undefined;
      let freeAt = Infinity;
      for (const [key, times] of this.uses) {
        while (times.length > 0 && times[0]! <= now - 60_000) times.shift();
        const restUntil = this.resting.get(key) ?? 0;
        if (restUntil > now) {
          freeAt = Math.min(freeAt, restUntil);
          continue;
        }
        if (times.length >= this.perMinute) freeAt = Math.min(freeAt, times[0]! + 60_000);
        else if (!best || times.length < best.times.length) best = { key, times };
      }
      if (best) {
        best.times.push(now);
        return best.key;
      }
      await sleep(freeAt - now + 50);
    }
  }

  /** The server refused `key` with 429: hand it out again only after `ms`. */
  rest(key: string, ms: number): void {
    this.resting.set(key, Date.now() + ms);
  }
}
