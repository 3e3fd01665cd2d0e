// API-key authentication, plan and scope checks, and the per-key rate limit around every API call.
import { createMiddleware } from "hono/factory";
import { PLANS, type Plan } from "@/db/plans";
import type { Env } from "@/env";
import type { AppEnv, Caller } from "./context";
import { clientAddress } from "./edge";
import { ApiError, MISSING_KEY_MESSAGE } from "./errors";
import { hashKey, KEY_PATTERN, type Scope } from "./keys";
import { consume, rateLimitHeaders, type RateLimitState } from "./rate-limit";

/** How long a key lookup is trusted in the isolate: revocation takes effect within this time. */
const CACHE_TTL_MS = 30_000;
/** `last_used_at` is written at most this often per key and isolate. */
const LAST_USED_INTERVAL_MS = 60_000;
const CACHE_MAX_ENTRIES = 1_000;

interface KeyRecord extends Caller {
  revoked: boolean;
}
interface CacheEntry {
  record: KeyRecord;
  expiresAt: number;
}

const keyCache = new Map<string, CacheEntry>();
/** Unknown keys are remembered apart, so a flood of made-up keys cannot evict the real ones. */
const unknownKeys = new Map<string, number>();
const lastUsedWrites = new Map<number, number>();

/** Forgets cached lookups (tests and key rotation). */
export function clearKeyCache(): void {
  keyCache.clear();
  unknownKeys.clear();
  lastUsedWrites.clear();
}

function extractKey(headers: Headers): string | undefined {
  const direct = headers.get("x-api-key")?.trim();
  if (direct) return direct;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(headers.get("authorization") ?? "");
  return match?.[1];
}

async function findKey(env: Env, hash: string): Promise<KeyRecord | null> {
  const cachedEntry = keyCache.get(hash);
  if (cachedEntry && cachedEntry.expiresAt > Date.now()) return cachedEntry.record;
  if ((unknownKeys.get(hash) ?? 0) > Date.now()) return null;
  const { selectKey } = await import("./key-lookup");
  const row = await selectKey(env, hash);
  const record: KeyRecord | null = row
    ? {
        keyId: row.keyId,
        keyName: row.keyName,
        keyPrefix: row.keyPrefix,
        scopes: row.scopes,
        accountId: row.accountId,
        plan: row.plan,
        isPartner: row.isPartner,
        revoked: row.revokedAt !== null,
      }
    : null;
  if (!record) {
    if (unknownKeys.size >= CACHE_MAX_ENTRIES) unknownKeys.clear();
    unknownKeys.set(hash, Date.now() + CACHE_TTL_MS);
    return null;
  }
  if (keyCache.size >= CACHE_MAX_ENTRIES) keyCache.clear();
  keyCache.set(hash, { record, expiresAt: Date.now() + CACHE_TTL_MS });
  return record;
}

export function hasApiAccess(plan: Plan, isPartner: boolean): boolean {
  return isPartner || PLANS.indexOf(plan) >= PLANS.indexOf("agent");
}

/** Rejects an unauthenticated call, or answers 429 when this IP has failed too often. */
async function rejectUnauthenticated(env: Env, headers: Headers, message: string): Promise<never> {
  const state = await consume(env, "perIp", clientAddress(env, headers));
  if (state && !state.success) {
    throw new ApiError(429, "Too many failed authentication attempts from this address. Retry after the time in `Retry-After`.", undefined, rateLimitHeaders(state));
  }
  // The failed-authentication limit of this address, so a client can see how close it is to the 429.
  throw new ApiError(401, message, undefined, { "WWW-Authenticate": 'Bearer realm="api"', ...(state ? rateLimitHeaders(state) : {}) });
}

function markUsed(env: Env, ctx: ExecutionContext, keyId: number): void {
  const now = Date.now();
  if ((lastUsedWrites.get(keyId) ?? 0) > now - LAST_USED_INTERVAL_MS) return;
  lastUsedWrites.set(keyId, now);
  ctx.waitUntil(
    import("./key-lookup")
      .then(({ recordKeyUse }) => recordKeyUse(env, keyId, new Date(now)))
      .then(
        () => undefined,
        (error: unknown) => console.warn("could not record last_used_at", error),
      ),
  );
}

function applyHeaders(res: Response, state: RateLimitState | undefined): void {
  if (!state) return;
  for (const [name, value] of Object.entries(rateLimitHeaders(state))) res.headers.set(name, value);
}

function tooManyRequests(state: RateLimitState): ApiError {
  return new ApiError(
    429,
    `Rate limit of ${state.limit} requests per minute exceeded. Retry after the time in \`X-RateLimit-Reset\`, with exponential backoff.`,
    undefined,
    rateLimitHeaders(state),
  );
}

export const authenticate = createMiddleware<AppEnv>(async (c, next) => {
  const key = extractKey(c.req.raw.headers);
  if (!key) return rejectUnauthenticated(c.env, c.req.raw.headers, MISSING_KEY_MESSAGE);
  const record = KEY_PATTERN.test(key) ? await findKey(c.env, await hashKey(key)) : null;
  if (!record) return rejectUnauthenticated(c.env, c.req.raw.headers, MISSING_KEY_MESSAGE);
  if (record.revoked) return rejectUnauthenticated(c.env, c.req.raw.headers, "This API key has been revoked. Create a new one in your dashboard.");
  if (!hasApiAccess(record.plan, record.isPartner)) {
    // Counted like any authenticated call, so a script hammering with such a key is limited too.
    const state = await consume(c.env, "perKey", String(record.keyId));
    if (state && !state.success) throw tooManyRequests(state);
    throw new ApiError(403, `API access requires the Agent plan or higher, or partner status; this account is on the ${record.plan} plan.`, undefined, state ? rateLimitHeaders(state) : undefined);
  }
  const { revoked: _revoked, ...caller } = record;
  c.set("caller", caller);
  markUsed(c.env, c.executionCtx, caller.keyId);

  const limited = consume(c.env, "perKey", String(caller.keyId));
  if (c.req.method === "GET" || c.req.method === "HEAD") {
    // Reads have no side effects: run the limiter alongside the handler instead of before it.
    const [state] = await Promise.all([limited, next()]);
    if (state && !state.success) throw tooManyRequests(state);
    applyHeaders(c.res, state);
    return;
  }
  const state = await limited;
  if (state && !state.success) throw tooManyRequests(state);
  await next();
  applyHeaders(c.res, state);
});

/** Route middleware: the caller's key must carry `scope` (or `*`). */
/** The 403 of a key without `scope`, for an HTTP operation or an MCP tool alike. */
export function hasScope(scopes: string[], scope: Scope): boolean {
  return scopes.includes("*") || scopes.includes(scope);
}

export function assertScope(scopes: string[], scope: Scope, what = "endpoint"): void {
  if (!hasScope(scopes, scope)) throw new ApiError(403, `This API key lacks the '${scope}' scope required by this ${what}.`);
}

export function requireScope(scope: Scope) {
  return createMiddleware<AppEnv>(async (c, next) => {
    assertScope(c.get("caller").scopes, scope);
    await next();
  });
}
