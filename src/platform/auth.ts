// API-key authentication, plan and scope checks, and the per-key rate limit around every API call.
import { createMiddleware } from "hono/factory";
import { PLANS, type Plan } from "@/db/plans";
import type { Env } from "@/env";
import type { AppEnv } from "./context";
import { clientAddress } from "./edge";
import { ApiError, MISSING_KEY_MESSAGE } from "./errors";
import { hashKey, KEY_PATTERN, type Scope } from "./keys";
import type { KeyRow } from "./key-lookup";
import { consume, knownRefusal, rateLimitHeaders, type RateLimitState } from "./rate-limit";

/** How long a key lookup is trusted in the isolate: revocation takes effect within this time. */
const CACHE_TTL_MS = 30_000;
const CACHE_MAX_ENTRIES = 1_000;

interface CacheEntry {
  record: KeyRow;
  expiresAt: number;
}

/**
 * Lookups by the key itself, so a request with a cached key costs no hashing: the key is in this isolate's memory
 * for the request anyway, and nothing here is persisted or logged. The database only ever sees the hash.
 */
const keyCache = new Map<string, CacheEntry>();
/** Unknown keys are remembered apart, so a flood of made-up keys cannot evict the real ones. */
const unknownKeys = new Map<string, number>();

/** Forgets cached lookups (tests and key rotation). */
export function clearKeyCache(): void {
  keyCache.clear();
  unknownKeys.clear();
}

/**
 * Forgets this isolate's cached lookup of one key (the console revokes it): here the revocation takes effect at once;
 * other isolates see it when their entry expires, within 30 s.
 */
export function forgetKey(keyId: number): void {
  for (const [key, entry] of keyCache) if (entry.record.keyId === keyId) keyCache.delete(key);
}

function extractKey(headers: Headers): string | undefined {
  const direct = headers.get("x-api-key")?.trim();
  if (direct) return direct;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(headers.get("authorization") ?? "");
  return match?.[1];
}

/**
 * The key's record, from the cache or from the database (which then also records the key's use). A key in use (this
 * isolate looked it up in the last 30 s) is served from any address: a client behind an address others fail from keeps
 * working. Any other key from an address this isolate knows to be over its failed-authentication limit gets its 429
 * before it is hashed or looked up: guessing from there costs no query, and a right guess is not served.
 */
async function findKey(env: Env, headers: Headers, key: string): Promise<KeyRow | null> {
  const cachedEntry = keyCache.get(key);
  if (cachedEntry && cachedEntry.expiresAt > Date.now()) return cachedEntry.record;
  const blocked = knownRefusal(env, "perIp", clientAddress(env, headers));
  if (blocked) throw tooManyFailures(blocked);
  if ((unknownKeys.get(key) ?? 0) > Date.now()) return null;
  const [{ lookUpKey }, hash] = await Promise.all([import("./key-lookup"), hashKey(key)]);
  const record = await lookUpKey(env, hash);
  if (!record) {
    if (unknownKeys.size >= CACHE_MAX_ENTRIES) unknownKeys.clear();
    unknownKeys.set(key, Date.now() + CACHE_TTL_MS);
    return null;
  }
  if (keyCache.size >= CACHE_MAX_ENTRIES) keyCache.clear();
  keyCache.set(key, { record, expiresAt: Date.now() + CACHE_TTL_MS });
  return record;
}

export function hasApiAccess(plan: Plan, isPartner: boolean): boolean {
  return isPartner || PLANS.indexOf(plan) >= PLANS.indexOf("agent");
}

function tooManyFailures(state: RateLimitState): ApiError {
  return new ApiError(429, "Too many failed authentication attempts from this address. Retry after the time in `Retry-After`.", undefined, rateLimitHeaders(state));
}

/** Rejects an unauthenticated call, or answers 429 when this IP has failed too often. */
async function rejectUnauthenticated(env: Env, headers: Headers, message: string): Promise<never> {
  const state = await consume(env, "perIp", clientAddress(env, headers));
  if (state && !state.success) throw tooManyFailures(state);
  // The failed-authentication limit of this address, so a client can see how close it is to the 429.
  throw new ApiError(401, message, undefined, { "WWW-Authenticate": 'Bearer realm="api"', ...(state ? rateLimitHeaders(state) : {}) });
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
  const record = KEY_PATTERN.test(key) ? await findKey(c.env, c.req.raw.headers, key) : null;
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

  if (c.req.method === "GET" || c.req.method === "HEAD") {
    // A key this isolate already knows to be out of requests is answered before its read starts; otherwise reads, which
    // have no side effects, run alongside the limiter instead of after it.
    const refused = knownRefusal(c.env, "perKey", String(caller.keyId));
    if (refused) throw tooManyRequests(refused);
    const [state] = await Promise.all([consume(c.env, "perKey", String(caller.keyId)), next()]);
    if (state && !state.success) throw tooManyRequests(state);
    applyHeaders(c.res, state);
    return;
  }
  const state = await consume(c.env, "perKey", String(caller.keyId));
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
