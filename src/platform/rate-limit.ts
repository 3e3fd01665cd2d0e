// Sliding-window rate limits in Upstash Redis, failing open within a bounded time.
import { Ratelimit } from "@upstash/ratelimit";
import { Redis } from "@upstash/redis/cloudflare";
import type { Env } from "@/env";

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

interface Limiters {
  perKey: Ratelimit;
  perIp: Ratelimit;
}

let cached: { key: string; limiters: Limiters } | undefined;
let warnedMissingConfig = false;

function getLimiters(env: Env): Limiters | undefined {
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
  if (cached?.key === key) return cached.limiters;
  // No retries and a per-request deadline: a slow Redis must not slow the API down.
  const redis = new Redis({
    url,
    token,
    retry: false,
    signal: () => AbortSignal.timeout(timeoutMs),
    enableTelemetry: false,
  });
  // The ephemeral caches live as long as the isolate and answer for blocked identifiers without a Redis call.
  const limiters: Limiters = {
    perKey: new Ratelimit({
      redis,
      limiter: Ratelimit.slidingWindow(KEY_LIMIT, "60 s"),
      prefix: `${prefix}:key`,
      ephemeralCache: new Map(),
      // Our own deadline below: the library's would leave its request promise rejecting unhandled.
      timeout: 0,
      analytics: false,
    }),
    perIp: new Ratelimit({
      redis,
      limiter: Ratelimit.slidingWindow(AUTH_FAILURE_LIMIT, "60 s"),
      prefix: `${prefix}:authfail`,
      ephemeralCache: new Map(),
      timeout: 0,
      analytics: false,
    }),
  };
  cached = { key, limiters };
  return limiters;
}

/**
 * Consumes one request for `identifier`. Resolves to undefined when the limiter is not
 * configured, errors or does not answer in time: the request is then served (fail open).
 */
export async function consume(env: Env, kind: keyof Limiters, identifier: string): Promise<RateLimitState | undefined> {
  const limiters = getLimiters(env);
  if (!limiters) return undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<"timeout">((resolve) => {
    timer = setTimeout(() => resolve("timeout"), limiterTimeout(env) + 50);
  });
  const attempt = limiters[kind].limit(identifier);
  // After the deadline nobody awaits the attempt; its late failure is already reported as a timeout.
  attempt.catch(() => undefined);
  try {
    const result = await Promise.race([attempt, deadline]);
    if (result === "timeout") {
      console.warn(`rate limit unavailable (timeout); serving ${kind} ${identifier} without a limit`);
      return undefined;
    }
    return {
      limit: result.limit,
      remaining: Math.max(0, result.remaining),
      reset: Math.ceil(result.reset / 1000),
      success: result.success,
    };
  } catch (error) {
    console.warn(`rate limit unavailable (${error instanceof Error ? error.message : String(error)}); serving ${kind} ${identifier} without a limit`);
    return undefined;
  } finally {
    if (timer !== undefined) clearTimeout(timer);
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
