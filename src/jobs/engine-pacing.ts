// Paces the calls to each engine across every queue consumer, so an audit runs at the rate the engine's limits
// allow instead of into a storm of 429s.
//
// One Redis key per engine holds the next free moment. A consumer about to call the engine reserves a slot: the
// later of now and that moment, which then moves on by one interval (60 s / the engine's requests per minute). The
// consumer sleeps until its slot (at most MAX_WAIT_MS) and calls. When the next free moment is further away, it
// reserves nothing and the query goes back to the queue for about that long, without counting an attempt. Calls
// are thus spread evenly, never more than the allowed number in any minute, whichever consumer makes them; a 429
// that still comes (another client sharing the key, a lower limit than configured) goes through the retry rules.
import { Redis } from "@upstash/redis/cloudflare";
import type { Env } from "@/env";

/** Longest a consumer sleeps for its slot; beyond, the message is re-sent with a delay (the lease is 120 s). */
const MAX_WAIT_MS = 30_000;

export interface Pace {
  /** The engine (`openai`) or, for a per-model endpoint, `model:<id>`. */
  key: string;
  requestsPerMinute: number;
  /** Requests one query may make (a deferred AI Overview takes two searches): its slot is that many intervals wide. */
  requestsPerQuery?: number;
}

export type SlotOutcome = { kind: "go"; waitMs: number } | { kind: "later"; delaySeconds: number } | { kind: "unpaced" };

// Reserve the next slot unless it is more than max_wait away. Returns { reserved (1/0), wait in ms }.
const RESERVE = `
local now = tonumber(ARGV[1])
local interval = tonumber(ARGV[2])
local max_wait = tonumber(ARGV[3])
local next_free = tonumber(redis.call('GET', KEYS[1]) or '0')
local slot = math.max(now, next_free)
if slot - now > max_wait then return {0, slot - now} end
redis.call('SET', KEYS[1], tostring(slot + interval), 'PX', math.ceil(slot + interval - now) + 60000)
return {1, slot - now}
`;

let cached: { key: string; redis: Redis } | undefined;
let warned = false;

function redisOf(env: Env): Redis | undefined {
  const url = env.UPSTASH_REDIS_REST_URL;
  const token = env.UPSTASH_REDIS_REST_TOKEN;
  if (!url || !token) {
    if (!warned) console.warn("engine pacing disabled: UPSTASH_REDIS_REST_URL/TOKEN are not set");
    warned = true;
    return undefined;
  }
  const key = `${url}|${token}`;
  if (cached?.key !== key) cached = { key, redis: new Redis({ url, token, enableTelemetry: false }) };
  return cached.redis;
}

/**
 * Reserves the caller's turn to call an engine. Without Redis, or when Redis fails, calls are not paced (the
 * engine's 429s and the retry rules still bound them): pacing must not stop audits.
 */
export async function reserveSlot(env: Env, pace: Pace, now: number = Date.now()): Promise<SlotOutcome> {
  const redis = redisOf(env);
  if (!redis) return { kind: "unpaced" };
  const interval = (60_000 * (pace.requestsPerQuery ?? 1)) / pace.requestsPerMinute;
  try {
    const [reserved, wait] = await redis.eval<[number, number, number], [number, number]>(
      RESERVE,
      [`${env.RATE_LIMIT_PREFIX ?? "rl"}:engine:${pace.key}`],
      [now, interval, MAX_WAIT_MS],
    );
    if (reserved === 1) return { kind: "go", waitMs: Math.max(0, Number(wait)) };
    // Come back when a slot is about to be within reach, with a margin for the queue's own delay.
    return { kind: "later", delaySeconds: Math.max(1, Math.ceil((Number(wait) - MAX_WAIT_MS / 2) / 1000)) };
  } catch (error) {
    console.warn(`engine pacing unavailable for ${pace.key}; calling without it:`, error);
    return { kind: "unpaced" };
  }
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
