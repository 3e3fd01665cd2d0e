// Rate limits under load, from outside: 100 concurrent requests on one fresh key (exactly the
// per-key limit served, the rest refused with their headers), MCP batches (one request must not carry
// many operations past the limit), and a flood of invalid keys from one address (the
// failed-authentication limit, then 429 for the rest).
import { randomBytes } from "node:crypto";
import { AUTH_FAILURE_LIMIT, KEY_LIMIT } from "@/platform/rate-limit";
import type { Context } from "./context";
import type { Reply, Suite } from "./http";

const CONCURRENT = 100;
export const SUITE = "rate limit";

function statusCounts(replies: Reply[]): string {
  const counts = new Map<number, number>();
  for (const r of replies) counts.set(r.status, (counts.get(r.status) ?? 0) + 1);
  return [...counts].sort(([x], [y]) => x - y).map(([status, n]) => `${n}×${status}`).join(", ");
}

function checkRefusal(suite: Suite, reply: Reply, limit: number): void {
  if (!suite.expectError(reply, 429)) return;
  suite.check(reply, reply.headers.get("x-ratelimit-limit") === String(limit), `X-RateLimit-Limit is ${reply.headers.get("x-ratelimit-limit")}, expected ${limit}`);
  suite.check(reply, reply.headers.get("x-ratelimit-remaining") === "0", `X-RateLimit-Remaining is ${reply.headers.get("x-ratelimit-remaining")}, expected 0`);
  const retryAfter = Number(reply.headers.get("retry-after"));
  suite.check(reply, Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= 60, `Retry-After is ${reply.headers.get("retry-after")}, expected 1–60 seconds`);
  const reset = Number(reply.headers.get("x-ratelimit-reset"));
  suite.check(reply, Number.isInteger(reset) && reset >= Math.floor(Date.now() / 1000) - 1, `X-RateLimit-Reset is ${reply.headers.get("x-ratelimit-reset")}, expected a Unix time not in the past`);
}

/** 100 concurrent reads on one fresh key: KEY_LIMIT served, the rest 429; another key unaffected. */
export async function perKeyLimit(ctx: Context): Promise<void> {
  const suite = ctx.run.suite(SUITE);
  const replies = await Promise.all(Array.from({ length: CONCURRENT }, () => suite.request("/clients?per_page=1", { key: ctx.floodKey })));
  const served = replies.filter((r) => r.status === 200);
  const refused = replies.filter((r) => r.status === 429);
  console.log(`  ${CONCURRENT} concurrent GET /clients on one key: ${statusCounts(replies)}`);
  const summary = { method: "GET", path: "/clients?per_page=1", status: statusCounts(replies) };
  if (served.length !== KEY_LIMIT) suite.problem(summary, `${served.length} of ${CONCURRENT} concurrent requests served; the limit is ${KEY_LIMIT} per minute`);
  if (refused.length !== CONCURRENT - KEY_LIMIT) suite.problem(summary, `${refused.length} refused with 429, expected ${CONCURRENT - KEY_LIMIT}`);
  for (const reply of replies.filter((r) => r.status !== 200 && r.status !== 429)) suite.problem(reply, "neither served nor rate limited");
  for (const reply of refused) checkRefusal(suite, reply, KEY_LIMIT);
  // By design the API serves without a limit when the limiter does not answer in time, and then sends no X-RateLimit-* headers.
  const unlimited = served.filter((r) => r.headers.get("x-ratelimit-limit") !== String(KEY_LIMIT));
  if (unlimited.length > 0) suite.problem(summary, `${unlimited.length} served requests carry no \`X-RateLimit-Limit: ${KEY_LIMIT}\`: the limiter failed open (did not answer in time) for them`);
  const other = await suite.request("/clients?per_page=1", { key: ctx.bystanderKey });
  suite.check(other, other.status === 200, "another key must be served right after the flood of the first");
}

/**
 * JSON-RPC batches on the MCP endpoint, under both protocol headers: refused whole (400, JSON-RPC -32600) before any of
 * their calls runs, each POST counted once against the key's limit — a batch must not carry many operations for one.
 */
export async function mcpBatches(ctx: Context): Promise<void> {
  const suite = ctx.run.suite(SUITE);
  const batch = JSON.stringify(Array.from({ length: 40 }, (_, i) => ({ jsonrpc: "2.0", id: i + 1, method: "tools/call", params: { name: "get_credit_balance", arguments: {} } })));
  const remaining: number[] = [];
  for (const version of ["2025-06-18", "2025-03-26"]) {
    const reply = await suite.request("/mcp", {
      method: "POST",
      key: ctx.bystanderKey,
      headers: { "Content-Type": "application/json", Accept: "application/json, text/event-stream", "MCP-Protocol-Version": version },
      body: batch,
    });
    const error = (reply.json as { error?: { code?: unknown } } | undefined)?.error;
    suite.check(reply, reply.status === 400 && error?.code === -32600, `a JSON-RPC batch of 40 calls (MCP-Protocol-Version ${version}) answered ${reply.status} ${reply.text.slice(0, 120)}; expected 400 with JSON-RPC error -32600 before any call runs`);
    remaining.push(Number(reply.headers.get("x-ratelimit-remaining")));
  }
  console.log(`  2 MCP batches of 40 calls: X-RateLimit-Remaining ${remaining.join(" → ")}`);
  const [first, second] = remaining as [number, number];
  if (second !== first - 1) suite.problem({ method: "POST", path: "/mcp", status: "batch" }, `X-RateLimit-Remaining went ${first} → ${second} over two batches: each POST must count once, and no batch may run`);
}

/** A made-up key: well-formed (looked up, then unknown) or malformed (refused without a lookup). */
function invalidKey(i: number): string {
  const random = randomBytes(24).toString("base64").replace(/[^A-Za-z0-9]/g, "x");
  return i % 2 === 0 ? `geo_${random.slice(0, 32)}` : `blackbox-invalid-${random.slice(0, 12)}`;
}

/**
 * 100 concurrent requests with invalid keys from one client address: AUTH_FAILURE_LIMIT answered 401,
 * the rest 429. The runner also sends a made-up CF-Connecting-IP, which the server must not believe
 * (on Cloudflare the edge replaces it; the dev loop counts every request under one address): changing
 * it must not escape the limit. This suite therefore blocks the runner's own address for a minute,
 * which is why it runs last.
 */
export async function authFailureFlood(ctx: Context): Promise<void> {
  const suite = ctx.run.suite(SUITE);
  const ip = `198.51.100.${1 + Math.floor(Math.random() * 254)}`;
  const replies = await Promise.all(
    Array.from({ length: CONCURRENT }, (_, i) => suite.request("/clients", { key: invalidKey(i), auth: i % 4 === 3 ? "bearer" : "header", headers: { "CF-Connecting-IP": ip } })),
  );
  const unauthorized = replies.filter((r) => r.status === 401);
  const limited = replies.filter((r) => r.status === 429);
  console.log(`  ${CONCURRENT} concurrent invalid keys from ${ip}: ${statusCounts(replies)}`);
  const summary = { method: "GET", path: `/clients (invalid keys from ${ip})`, status: statusCounts(replies) };
  // The runner's address may already have failed a few times this minute (the header probes send unknown keys), so
  // at most AUTH_FAILURE_LIMIT are answered 401 and every other one 429.
  if (unauthorized.length === 0 || unauthorized.length > AUTH_FAILURE_LIMIT) suite.problem(summary, `${unauthorized.length} answered 401 before the address was limited; the limit is ${AUTH_FAILURE_LIMIT} failures per minute`);
  if (limited.length !== CONCURRENT - unauthorized.length) suite.problem(summary, `${limited.length} answered 429, expected ${CONCURRENT - unauthorized.length}`);
  for (const reply of replies.filter((r) => r.status !== 401 && r.status !== 429)) suite.problem(reply, "an invalid key must be answered 401 or 429");
  for (const reply of unauthorized) {
    if (suite.expectError(reply, 401)) suite.check(reply, /^Bearer/.test(reply.headers.get("www-authenticate") ?? ""), "a 401 without `WWW-Authenticate: Bearer`");
  }
  for (const reply of limited) {
    if (!suite.expectError(reply, 429)) continue;
    const retryAfter = Number(reply.headers.get("retry-after"));
    suite.check(reply, retryAfter >= 1 && retryAfter <= 60, `Retry-After is ${reply.headers.get("retry-after")}, expected 1–60 seconds`);
  }
  // The limit is on failures from that address: a key in use (the bystander's, sent a moment ago) is still served from
  // it, and a client-sent address header does not escape it.
  const valid = await suite.request("/clients?per_page=1", { key: ctx.bystanderKey, headers: { "CF-Connecting-IP": ip } });
  suite.check(valid, valid.status === 200, "a key in use must still be served from the limited address");
  for (const header of ["CF-Connecting-IP", "X-Real-IP", "X-Forwarded-For"]) {
    const spoofed = await suite.request("/clients", { key: invalidKey(0), headers: { [header]: `198.51.100.${(Number(ip.split(".")[3]) % 254) + 1}` } });
    if (spoofed.status !== 429) suite.problem(spoofed, `a client-sent ${header} escaped the failed-authentication limit: the server believed a request header for the client address`);
  }
}
