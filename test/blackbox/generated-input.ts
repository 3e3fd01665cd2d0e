// Generated bad input from outside, derived from the served OpenAPI document as the in-process suite
// (test/adversarial/generated-input.test.ts) does: wrong types, out-of-range numbers, huge and odd
// strings, injections, traversal, unknown fields, bodies that are not JSON, wrong content types and
// oversized bodies. Never a 5xx; every error in the envelope; every 200 per its documented schema.
import fc from "fast-check";
import type { Context } from "./context";
import { envelopeProblem, type Suite } from "./http";
import { documentedSchemas, schemaMismatch, segment, type Operation } from "./openapi";

/** Strings that have broken APIs before. A copy of NASTY in the in-process suite, plus header and CRLF injection. */
const NASTY = [
  "", " ", "0", "-1", "1.5", "1e309", "-0", "NaN", "Infinity", "2147483648", "99999999999999999999", "null", "undefined", "true", "[]", "{}",
  "' OR 1=1 --", "'; DROP TABLE clients; --", "\\\\", "%00", "%", "_", "../../etc/passwd", "..%2F..%2Fetc%2Fpasswd", "<script>alert(1)</script>",
  "${jndi:ldap://x}", "{{7*7}}", "\u0000", "\uD800", "\u202E", "🚀", "Ω≈ç√∫", "é".repeat(300), "a".repeat(5000), "fr", "en", "gpt-4o", "daily", "*/5 * * * *",
  "x\r\nX-Injected: yes", "x%0d%0aX-Injected:%20yes", "x\nSet-Cookie: injected=1",
];

const nasty = fc.oneof(fc.constantFrom(...NASTY), fc.string({ maxLength: 40 }), fc.integer().map(String), fc.double().map(String), fc.string({ unit: "grapheme", maxLength: 20 }));

/** Larger than the API's 100 KB body limit: must be answered 413. */
const OVERSIZED_BYTES = 150_000;

export interface Attempt {
  op: Operation;
  path: string;
  query: [string, string][];
  body?: string;
  contentType?: string;
  headers: Record<string, string>;
}

/** Percent-encodes a path value; a lone surrogate (which cannot be encoded) is sent as the invalid UTF-8 it would be. */
function encodePath(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return "%ED%A0%80";
  }
}

/** fetch refuses header values with control or non-Latin-1 characters before they leave the client (CRLF injection included). */
function headerSafe(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).filter(([, v]) => /^[\x20-\x7e]*$/.test(v)));
}

function attempt(operations: Operation[], ids: Record<string, string>, clientId: number): fc.Arbitrary<Attempt> {
  return fc.constantFrom(...operations).chain((op) => {
    // Not empty, "." or "..": `/clients/`, `/clients/.` and `/clients/..` are other operations (fetch resolves
    // dot segments before sending), whose schemas the check below would not pick.
    const pathValue = fc.oneof(fc.constant(ids[segment(op.path)] ?? "gpt-4o"), nasty.filter((v) => v !== "" && v !== "." && v !== ".."));
    const queryNames = op.parameters.filter((p) => p.in === "query").map((p) => p.name);
    const query = fc.array(fc.tuple(queryNames.length > 0 ? fc.oneof(fc.constantFrom(...queryNames), fc.string({ maxLength: 10 })) : fc.string({ maxLength: 10 }), nasty), { maxLength: 4 });
    const jsonBody = fc.oneof(
      fc.json(),
      fc.dictionary(fc.constantFrom("client_id", "model_ids", "prompts", "name", "frequency", "timezone", "active", "extra", "__proto__", "constructor"), fc.anything()).map((o) => JSON.stringify(o)),
      fc.record({ client_id: fc.oneof(fc.constant(clientId), fc.anything()), frequency: nasty, timezone: nasty, model_ids: fc.array(nasty), prompts: fc.array(nasty, { maxLength: 60 }) }, { requiredKeys: [] }).map((o) => JSON.stringify(o)),
      nasty,
      fc.constant(JSON.stringify({ client_id: clientId, prompts: ["x".repeat(200)] }).padEnd(OVERSIZED_BYTES, " ")),
    );
    const body = op.hasBody ? fc.option(jsonBody, { nil: undefined }) : fc.option(fc.constantFrom("{}", "not json"), { nil: undefined, freq: 5 });
    const contentType = fc.option(fc.constantFrom("application/json", "text/plain", "application/x-www-form-urlencoded", "application/json; charset=utf-16", "multipart/form-data; boundary=x"), { nil: undefined });
    const headers = fc.record(
      { "Idempotency-Key": nasty, "If-None-Match": nasty, "Accept-Language": nasty, Accept: fc.constantFrom("*/*", "text/html", "application/xml") },
      { requiredKeys: [] },
    );
    return fc.record({ op: fc.constant(op), path: pathValue.map((v) => op.path.replace(/\{(id|slug)\}/, encodePath(v))), query, body, contentType, headers });
  });
}

/** Ids of all of account A's schedules (at most 10 pages of 100). */
async function scheduleIds(suite: Suite, ctx: Context): Promise<Set<number>> {
  const ids = new Set<number>();
  for (let page = 1; page <= 10; page++) {
    const reply = await suite.request(`/scheduled-audits?per_page=100&page=${page}`, { pool: ctx.generatedKeys, retryRateLimited: true });
    const body = reply.json as { data?: { id: number }[]; pagination?: { total_pages: number } } | undefined;
    for (const item of body?.data ?? []) ids.add(item.id);
    if (reply.status !== 200 || page >= (body?.pagination?.total_pages ?? 1)) break;
  }
  return ids;
}

/** A schedule of account A's for the generated PUT and DELETE to hit, so its seeded ones are left alone. */
async function ownSchedule(suite: Suite, ctx: Context, clientId: number): Promise<number | undefined> {
  const reply = await suite.request("/scheduled-audits", {
    method: "POST",
    pool: ctx.generatedKeys,
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ client_id: clientId, frequency: "monthly", active: false, name: `Black-box generated input ${ctx.runId}` }),
    retryRateLimited: true,
  });
  const id = (reply.json as { data?: { id?: number } } | undefined)?.data?.id;
  suite.check(reply, reply.status === 200 && typeof id === "number", "account A could not create the schedule the generated requests aim at");
  return id;
}

export async function generatedInput(ctx: Context, runs: number, seed: number): Promise<number> {
  const suite = ctx.run.suite("generated input");
  const schemas = documentedSchemas();
  const clientId = ctx.a.ids.get("clients")?.[0];
  if (clientId === undefined) throw new Error("account A has no client: the generated requests need one to aim at");
  const ids: Record<string, string> = Object.fromEntries([...ctx.a.ids].flatMap(([seg, list]) => (list.length > 0 ? [[seg, String(list[0])]] : [])));
  for (const [seg, value] of ctx.shared) ids[seg] = value;
  const schedulesBefore = await scheduleIds(suite, ctx);
  const schedule = await ownSchedule(suite, ctx, clientId);
  if (schedule !== undefined) ids["scheduled-audits"] = String(schedule);

  const balance = async () => {
    const reply = await suite.request("/account/credits", { pool: ctx.generatedKeys, retryRateLimited: true });
    return (reply.json as { data?: { balance?: number } } | undefined)?.data?.balance;
  };
  const balanceBefore = await balance();

  const attempts = fc.sample(attempt(ctx.operations, ids, clientId), { numRuns: runs, seed });
  const statuses = new Map<number, number>();
  const started = Date.now();
  for (const [i, a] of attempts.entries()) {
    const search = new URLSearchParams(a.query).toString();
    const path = `${a.path}${search ? `?${search}` : ""}`;
    const body = a.op.method === "GET" ? undefined : a.body;
    const reply = await suite.request(path, {
      pool: ctx.generatedKeys,
      method: a.op.method,
      headers: headerSafe({ ...a.headers, ...(a.contentType ? { "Content-Type": a.contentType } : {}) }),
      body,
    });
    statuses.set(reply.status, (statuses.get(reply.status) ?? 0) + 1);
    if ((i + 1) % 100 === 0) console.log(`  ${i + 1}/${runs} generated requests (${((Date.now() - started) / 1000).toFixed(0)} s)`);
    if (reply.status === 0) continue;
    const label = `body ${JSON.stringify((body ?? "").slice(0, 60))}`;
    const fail = (message: string) => suite.problem(reply, `${message} [${label}]`);

    if (reply.status >= 500) fail(`${reply.status} for generated input`);
    if (reply.headers.has("x-injected") || reply.headers.has("set-cookie")) fail("a header injected through the request appears in the response");
    if (body !== undefined && body.length >= OVERSIZED_BYTES && reply.status !== 413) fail(`a ${body.length}-byte body answered ${reply.status}, not 413`);
    if (reply.status === 304) {
      if (reply.text !== "") fail("a 304 with a body");
      continue;
    }
    const type = reply.headers.get("content-type") ?? "";
    if (type.startsWith("application/pdf")) {
      if (reply.status !== 200 || !reply.text.startsWith("%PDF-")) fail("a PDF answer that is not a 200 with a PDF body");
      continue;
    }
    if (reply.status >= 400) {
      const wrong = envelopeProblem(reply);
      if (wrong) fail(wrong);
      // The per-key limit is a correct answer: the request never reached validation.
      if (reply.status === 429 && reply.headers.get("x-ratelimit-remaining") !== "0") fail("a 429 without `X-RateLimit-Remaining: 0`");
      continue;
    }
    const schema = schemas.get(`${a.op.method} ${a.op.path}`);
    if (reply.status !== 200 || !schema) {
      fail(`${reply.status} has no documented JSON schema for ${a.op.method} ${a.op.path}`);
      continue;
    }
    const mismatch = schemaMismatch(schema, reply.json);
    if (mismatch) fail(`the 200 body does not match its documented schema: ${mismatch}`);
  }
  // Generated creations that passed validation, and the suite's own schedule: gone, so runs do not pile them up (at most 100 may be active).
  const created = [...(await scheduleIds(suite, ctx))].filter((id) => !schedulesBefore.has(id));
  for (const id of created) await suite.request(`/scheduled-audits/${id}`, { method: "DELETE", pool: ctx.generatedKeys, retryRateLimited: true });
  console.log(`  account A's credits: ${balanceBefore} before, ${await balance()} after (generated launches that pass validation are paid for)`);
  console.log(`  generated input: ${attempts.length} requests over ${ctx.operations.length} operations (seed ${seed}) in ${((Date.now() - started) / 1000).toFixed(0)} s; statuses ${JSON.stringify(Object.fromEntries([...statuses].sort(([x], [y]) => x - y)))}`);
  return attempts.length;
}
