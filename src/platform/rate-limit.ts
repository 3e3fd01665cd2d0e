// Sliding-window rate limits in Upstash Redis, taken in leases so most requests need no Redis call,
// failing open within a bounded time.
import { Ratelimit } from "@upstash/ratelimit";
import { Redis } from "@upstash/redis/cloudflare";
import type { Env } from "@/env";
import { hashKey } from "./keys";

export const KEY_LIMIT = 60;
/** Failed authentications allowed per client IP per minute, so keys cannot be guessed at full speed. */
export const AUTH_FAILURE_LIMIT = 30;
/** Beyond this the limiter is considered down and the request is served without a limit. */
const DEFAULT_LIMITER_TIMEOUT_MS = 300;

function limiterTimeout(env: Env): number {
  const configured = Number(env.RATE_LIMIT_TIMEOUT_MS);
  return Number.isFinite(configured) && configured > 0 ? configured : DEFAULT_LIMITER_TIMEOUT_MS;
}

export interface RateLimitState {
  limit: number;
  remaining: number;
  /** Unix time in seconds at which the window has room again. */
  reset: number;
  success: boolean;
}

/** Console sign-in, sign-up, password-reset and invitation attempts per client address per minute (issue 33). */
export const CONSOLE_ATTEMPTS_PER_ADDRESS = 20;
/** The same attempts per e-mail address per minute, whatever the client address they come from. */
export const CONSOLE_ATTEMPTS_PER_EMAIL = 5;

type LimiterKind = "perKey" | "perIp" | "consoleAddress" | "consoleEmail";
const LIMITS: Record<LimiterKind, number> = {
  perKey: KEY_LIMIT,
  perIp: AUTH_FAILURE_LIMIT,
  consoleAddress: CONSOLE_ATTEMPTS_PER_ADDRESS,
  consoleEmail: CONSOLE_ATTEMPTS_PER_EMAIL,
};

interface LimiterState {
  key: string;
  limiters: Record<LimiterKind, Ratelimit>;
  /** Each limiter's key prefix in Redis, as the library writes it (`prefix:identifier:window`). */
  prefixes: Record<LimiterKind, string>;
  /** TAKE_UP_TO, sent by its SHA-1 (EVALSHA) once Redis has it. */
  takeUpTo: { exec(keys: string[], args: string[]): Promise<[number, number]> };
  leases: Record<LimiterKind, Map<string, Lease>>;
}

const WINDOW_MS = 60_000;
/** Most requests one isolate takes from the shared counter in one Redis call. */
export const MAX_LEASE = 16;
/** Each take in a window is this many times the last: a key that keeps sending reaches MAX_LEASE on its third call. */
const LEASE_GROWTH = 4;

/**
 * Requests this isolate has taken from the shared (Redis) counter of one identifier and not used
 * yet. A request uses one if there is one, else takes a new lease: one Redis call for 1, then 4,
 * then 16 requests as the identifier keeps sending within the window, never more than half of what
 * the counter says is left. So a busy key costs a Redis call every 16 requests, a quiet one a call
 * per request, and the counter is never exceeded: requests are counted in Redis before they are
 * served. The cost: requests leased by an isolate that then gets no more of that identifier's
 * traffic are counted without being served (at most 15 per isolate and window).
 */
interface Lease {
  /** The fixed window (minute since the epoch) the lease was counted in; a new window drops it. */
  window: number;
  left: number;
  /** The counter right after the last take, this isolate's unused requests included. */
  used: number;
  limit: number;
  /** Unix ms at which the window ends. */
  reset: number;
  /** Size of the last take in this window (0: none yet). */
  size: number;
  blockedUntil: number;
  /** The take in flight, if any: resolves to false when the limiter was unavailable. */
  pending?: Promise<boolean>;
}

let cached: LimiterState | undefined;
let warnedMissingConfig = false;
const MAX_TRACKED_IDENTIFIERS = 10_000;

function getLimiters(env: Env) {
  const url = env.UPSTASH_REDIS_REST_URL;
  const token = env.UPSTASH_REDIS_REST_TOKEN;
  if (!url || !token) {
    // Served anyway (the API stays up), but in production this is a misconfiguration worth an error in the logs.
    if (!warnedMissingConfig) (env.ENVIRONMENT === "production" ? console.error : console.warn)("rate limit disabled: UPSTASH_REDIS_REST_URL/TOKEN are not set");
    warnedMissingConfig = true;
    return undefined;
  }
  const prefix = env.RATE_LIMIT_PREFIX ?? "rl";
  const timeoutMs = limiterTimeout(env);
  const key = `${url}|${prefix}|${timeoutMs}`;
  if (cached?.key === key) return cached;
  // No retries and a per-request deadline: a slow Redis must not slow the API down.
  const redis = new Redis({
    url,
    token,
    retry: false,
    signal: () => AbortSignal.timeout(timeoutMs),
    enableTelemetry: false,
  });
  const prefixes: Record<LimiterKind, string> = { perKey: `${prefix}:key`, perIp: `${prefix}:authfail`, consoleAddress: `${prefix}:console-ip`, consoleEmail: `${prefix}:console-email` };
  const limiter = (kind: LimiterKind) =>
    new Ratelimit({
      redis,
      limiter: Ratelimit.slidingWindow(LIMITS[kind], `${WINDOW_MS / 1000} s`),
      prefix: prefixes[kind],
      // Our own deadline below: the library's would leave its request promise rejecting unhandled.
      timeout: 0,
      // Blocked identifiers are remembered by the leases (`blockedUntil`).
      ephemeralCache: false,
      analytics: false,
    });
  cached = {
    key,
    limiters: { perKey: limiter("perKey"), perIp: limiter("perIp"), consoleAddress: limiter("consoleAddress"), consoleEmail: limiter("consoleEmail") },
    prefixes,
    takeUpTo: redis.createScript<[number, number]>(TAKE_UP_TO),
    leases: { perKey: new Map(), perIp: new Map(), consoleAddress: new Map(), consoleEmail: new Map() },
  };
  return cached;
}

function leaseFor(leases: Map<string, Lease>, identifier: string, window: number): Lease {
  let lease = leases.get(identifier);
  if (!lease) {
    if (leases.size >= MAX_TRACKED_IDENTIFIERS) {
      for (const [id, l] of leases) if (l.window < window && !l.pending) leases.delete(id);
    }
    lease = { window, left: 0, used: 0, limit: 0, reset: 0, size: 0, blockedUntil: 0 };
    leases.set(identifier, lease);
  }
  if (lease.window !== window && !lease.pending) Object.assign(lease, { window, left: 0, size: 0 });
  return lease;
}

/**
 * Takes up to ARGV[4] requests from a sliding-window counter, atomically: as many as fit under the limit, none when it
 * is full; answers {granted, the count after}. The keys and the weighting are those of @upstash/ratelimit's sliding
 * window (`prefix:identifier:window`, the previous window weighted by the share of it still in view; its Lua in
 * @upstash/ratelimit/dist), so both count the same requests. The library's `limit(id, { rate: n })` adds all n and then
 * refuses when they overshoot, counting requests nobody is served; this never counts what it does not grant.
 */
const TAKE_UP_TO = `
local current = tonumber(redis.call("GET", KEYS[1]) or "0")
local previous = tonumber(redis.call("GET", KEYS[2]) or "0")
local limit = tonumber(ARGV[1])
local now = tonumber(ARGV[2])
local window = tonumber(ARGV[3])
local weighted = math.floor((1 - (now % window) / window) * previous)
local granted = math.min(tonumber(ARGV[4]), limit - weighted - current)
if granted <= 0 then return {0, weighted + current} end
local after = redis.call("INCRBY", KEYS[1], granted)
if after == granted then redis.call("PEXPIRE", KEYS[1], window * 2 + 1000) end
return {granted, weighted + after}
`;

type TakeResult = { granted: number; used: number; limit: number; reset: number };

/** One take from the shared counter: the library's own call for one request, the script above for several. */
async function takeFromCounter(state: LimiterState, kind: LimiterKind, identifier: string, count: number): Promise<TakeResult> {
  if (count === 1) {
    const result = await state.limiters[kind].limit(identifier);
    return { granted: result.success ? 1 : 0, used: result.limit - result.remaining, limit: result.limit, reset: result.reset };
  }
  const now = Date.now();
  const window = Math.floor(now / WINDOW_MS);
  const key = `${state.prefixes[kind]}:${identifier}`;
  const [granted, used] = await state.takeUpTo.exec([`${key}:${window}`, `${key}:${window - 1}`], [String(LIMITS[kind]), String(now), String(WINDOW_MS), String(count)]);
  return { granted: Number(granted), used: Number(used), limit: LIMITS[kind], reset: (window + 1) * WINDOW_MS };
}

/** Takes up to `count` requests from the shared counter into the lease. False when the limiter is unavailable. */
async function take(env: Env, state: LimiterState, lease: Lease, identifier: string, kind: LimiterKind, count: number): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<"timeout">((resolve) => {
    timer = setTimeout(() => resolve("timeout"), limiterTimeout(env) + 50);
  });
  const attempt = takeFromCounter(state, kind, identifier, count);
  // After the deadline nobody awaits the attempt; its late failure is already reported as a timeout.
  attempt.catch(() => undefined);
  try {
    const result = await Promise.race([attempt, deadline]);
    if (result === "timeout") {
      console.warn(`rate limit unavailable (timeout); serving ${kind} ${identifier} without a limit`);
      return false;
    }
    lease.limit = result.limit;
    lease.reset = result.reset;
    if (result.granted > 0) {
      // All of the take, or what was left of the limit: a key is never refused while its count is under it.
      lease.left += result.granted;
      lease.used = result.used;
      lease.size = result.granted;
    } else {
      // The counter is full: nothing is served from this identifier here until the window ends.
      lease.blockedUntil = result.reset;
      lease.used = result.limit;
    }
    return true;
  } catch (error) {
    console.warn(`rate limit unavailable (${error instanceof Error ? error.message : String(error)}); serving ${kind} ${identifier} without a limit`);
    return false;
  } finally {
    if (timer !== undefined) clearTimeout(timer);
  }
}

/**
 * The refusal this isolate already knows of for `identifier` (it was refused earlier in the window), with no Redis call:
 * a caller that is out of requests is answered before any of its work starts.
 */
export function knownRefusal(env: Env, kind: LimiterKind, identifier: string): RateLimitState | undefined {
  const lease = getLimiters(env)?.leases[kind].get(identifier);
  return lease && refusal(lease, Date.now());
}

/** The refusal a lease holds until its window ends, or undefined when it holds none. */
function refusal(lease: Lease, now: number): RateLimitState | undefined {
  if (lease.blockedUntil <= now) return undefined;
  return { limit: lease.limit, remaining: 0, reset: Math.ceil(lease.blockedUntil / 1000), success: false };
}

/**
 * Counts one request for `identifier`, from this isolate's lease or with a Redis call (see `Lease`).
 * Resolves to undefined when the limiter is not configured, errors or does not answer in time:
 * the request is then served (fail open).
 */
export async function consume(env: Env, kind: LimiterKind, identifier: string): Promise<RateLimitState | undefined> {
  const state = getLimiters(env);
  if (!state) return undefined;
  // Whether this request waited on a take that failed: it starts one more before serving without a limit.
  let retried = false;
  for (;;) {
    const now = Date.now();
    const lease = leaseFor(state.leases[kind], identifier, Math.floor(now / WINDOW_MS));
    if (lease.left > 0 && lease.window === Math.floor(now / WINDOW_MS)) {
      lease.left -= 1;
      // What the caller may still send: the counter's room plus what this isolate holds for it.
      return { limit: lease.limit, remaining: lease.limit - lease.used + lease.left, reset: Math.ceil(lease.reset / 1000), success: true };
    }
    const refused = refusal(lease, now);
    if (refused) return refused;
    let started = false;
    if (!lease.pending) {
      // Four times the last take, within half of what is left (so other isolates' traffic rarely makes a take overshoot).
      const room = lease.size === 0 ? 1 : Math.max(1, Math.ceil((lease.limit - lease.used) / 2));
      const count = Math.min(MAX_LEASE, Math.max(1, lease.size * LEASE_GROWTH), room);
      lease.pending = take(env, state, lease, identifier, kind, count).finally(() => {
        lease.pending = undefined;
      });
      started = true;
    }
    // Requests arriving meanwhile wait for the same take, then share it or trigger the next. When a
    // take fails, the request that started it is served without a limit; the ones that waited on it
    // try one more take (together), so one slow call does not let a whole burst through. A request
    // thus waits at most about twice RATE_LIMIT_TIMEOUT_MS.
    if (await lease.pending) continue;
    if (started || retried) return undefined;
    retried = true;
  }
}

export function rateLimitHeaders(state: RateLimitState): Record<string, string> {
  const headers: Record<string, string> = {
    "X-RateLimit-Limit": String(state.limit),
    "X-RateLimit-Remaining": String(state.remaining),
    "X-RateLimit-Reset": String(state.reset),
  };
  if (!state.success) headers["Retry-After"] = String(Math.max(1, state.reset - Math.floor(Date.now() / 1000)));
  return headers;
}

/**
 * Counts one console attempt (sign-in, sign-up, password reset, invitation) against its client address and, when the
 * attempt names one, its e-mail address; the refusal to answer with when either is over its limit. The e-mail is
 * counted by its SHA-256, so Redis never holds an address. Undefined: allowed (or the limiter unavailable: fail open,
 * logged, as for the API).
 */
export async function consoleAttempt(env: Env, address: string, email?: string): Promise<RateLimitState | undefined> {
  const [byAddress, byEmail] = await Promise.all([
    consume(env, "consoleAddress", address),
    email === undefined ? undefined : hashKey(email.trim().toLowerCase()).then((hash) => consume(env, "consoleEmail", hash)),
  ]);
  return [byAddress, byEmail].find((state) => state !== undefined && !state.success);
}
