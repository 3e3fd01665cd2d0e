// Generated bad input, derived from the OpenAPI document: for every operation, fast-check builds
// requests with wrong types, out-of-range numbers, huge and odd strings, injection attempts, unknown
// fields, bodies that are not JSON, wrong content types and oversized bodies. Whatever comes in,
// the answer is never a 5xx, every error is the contract's envelope, and every 200 body matches its
// documented schema. FUZZ_RUNS and FUZZ_SEED size and seed the run (fixed in `npm test`;
// `npm run test:adversarial` runs more and prints how many requests were tried).
import { env } from "cloudflare:test";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { call } from "../helpers/client";
import { createAgency, createClient, createCompletedAudit, createKey, createPlan, createQuestionnaire, createReport, createSchedule, setBalance } from "../helpers/factories";
import { documentedSchemas, listOperations, type Operation } from "../helpers/openapi";

const RUNS = Number(env.FUZZ_RUNS ?? 250);
const SEED = Number(env.FUZZ_SEED ?? 20261123);

/** Strings that have broken APIs before: types, ranges, encodings, injections, traversal. */
const NASTY = [
  "", " ", "0", "-1", "1.5", "1e309", "-0", "NaN", "Infinity", "2147483648", "99999999999999999999", "null", "undefined", "true", "[]", "{}",
  "' OR 1=1 --", "'; DROP TABLE clients; --", "\\\\", "%00", "%", "_", "../../etc/passwd", "..%2F..%2Fetc%2Fpasswd", "<script>alert(1)</script>",
  "${jndi:ldap://x}", "{{7*7}}", "\u0000", "\uD800", "\u202E", "🚀", "Ω≈ç√∫", "é".repeat(300), "a".repeat(5000), "fr", "en", "gpt-4o", "daily", "*/5 * * * *",
];

const nasty = fc.oneof(fc.constantFrom(...NASTY), fc.string({ maxLength: 40 }), fc.integer().map(String), fc.double().map(String), fc.string({ unit: "grapheme", maxLength: 20 }));

let operations: Operation[];
let keys: string[];
let ids: Record<string, number>;
const schemas = documentedSchemas();

beforeAll(async () => {
  operations = await listOperations();
  const { account, key } = await createAgency();
  // No credits: a generated launch that passes validation stops at 402 instead of queueing hundreds
  // of model queries that would load the test pool (the launch path itself is tested elsewhere).
  await setBalance(account.id, 0);
  const client = await createClient(account.id);
  const audit = await createCompletedAudit(account.id, client.id, 60, new Date("2026-10-01T00:00:00Z"));
  const report = await createReport(account.id, client.id, audit.id);
  const { plan } = await createPlan(account.id, client.id, [{}]);
  const { questionnaire } = await createQuestionnaire(account.id, client.id, []);
  const schedule = await createSchedule(account.id, client.id);
  ids = { clients: client.id, audits: audit.id, reports: report.id, "action-plans": plan.id, questionnaires: questionnaire.id, "scheduled-audits": schedule.id };
  // Enough keys that the 60-per-minute limit never answers for the API.
  keys = [key, ...(await Promise.all(Array.from({ length: Math.ceil(RUNS / 40) }, async () => (await createKey(account.id)).key)))];
});

interface Attempt {
  op: Operation;
  path: string;
  query: [string, string][];
  body?: string;
  contentType?: string;
  headers: Record<string, string>;
}

function attempt(): fc.Arbitrary<Attempt> {
  return fc.constantFrom(...operations).chain((op) => {
    const segment = op.path.split("/")[1]!;
    // Not empty: `/clients/` is another operation (the list), whose schema the check below would not pick.
    const pathValue = fc.oneof(fc.constant(String(ids[segment] ?? "gpt-4o")), nasty.filter((v) => v !== ""));
    const queryNames = op.parameters.filter((p) => p.in === "query").map((p) => p.name);
    const query = fc.array(fc.tuple(queryNames.length > 0 ? fc.oneof(fc.constantFrom(...queryNames), fc.string({ maxLength: 10 })) : fc.string({ maxLength: 10 }), nasty), { maxLength: 4 });
    const jsonBody = fc.oneof(
      fc.json(),
      fc.dictionary(fc.constantFrom("client_id", "model_ids", "prompts", "name", "frequency", "timezone", "active", "extra", "__proto__", "constructor"), fc.anything()).map((o) => JSON.stringify(o)),
      fc.record({ client_id: fc.oneof(fc.constant(ids.clients!), fc.anything()), frequency: nasty, timezone: nasty, model_ids: fc.array(nasty), prompts: fc.array(nasty, { maxLength: 60 }) }, { requiredKeys: [] }).map((o) => JSON.stringify(o)),
      nasty,
      fc.constant(JSON.stringify({ client_id: ids.clients, prompts: ["x".repeat(200)] }).padEnd(150_000, " ")),
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

/** Percent-encodes a path value; a lone surrogate (which cannot be encoded) is sent as the invalid UTF-8 it would be. */
function encodePath(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return "%ED%A0%80";
  }
}

function headerSafe(headers: Record<string, string>): Record<string, string> {
  // fetch refuses header values with control or non-Latin-1 characters before they leave the client.
  return Object.fromEntries(Object.entries(headers).filter(([, v]) => /^[\x20-\x7e]*$/.test(v)));
}

describe("generated bad input", () => {
  it(`never answers 5xx, always answers errors in the envelope and successes per their schema (${RUNS} requests, seed ${SEED})`, async () => {
    let tried = 0;
    const statuses = new Map<number, number>();
    const slowest: { ms: number; label: string }[] = [];
    await fc.assert(
      fc.asyncProperty(attempt(), async (a) => {
        const search = new URLSearchParams(a.query).toString();
        const started = Date.now();
        const res = await call(`${a.path}${search ? `?${search}` : ""}`, {
          key: keys[tried++ % keys.length],
          method: a.op.method,
          headers: headerSafe({ ...a.headers, ...(a.contentType ? { "Content-Type": a.contentType } : {}) }),
          body: a.op.method === "GET" ? undefined : a.body,
        });
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        const label = `${a.op.method} ${a.path}?${search} body=${(a.body ?? "").slice(0, 80)}`;
        slowest.push({ ms: Date.now() - started, label: `${res.status} ${label}` });
        slowest.sort((x, y) => y.ms - x.ms).splice(3);
        if (tried % 250 === 0 && env.FUZZ_PROGRESS) console.log(`${tried} requests; slowest ${JSON.stringify(slowest[0])}`);
        expect(res.status, label).toBeLessThan(500);
        if (res.status === 304) return void expect(await res.text()).toBe("");
        const type = res.headers.get("content-type") ?? "";
        if (type.startsWith("application/pdf")) return void expect(res.status, label).toBe(200);
        expect(type, label).toMatch(/^application\/json/);
        const body = (await res.json()) as { success: boolean; error?: { code: number; type: string; message: string } };
        if (res.status >= 400) {
          expect(body, label).toMatchObject({ success: false, error: { code: res.status, type: expect.any(String), message: expect.any(String) } });
          return;
        }
        const schema = schemas.get(`${a.op.method} ${a.op.path}`);
        expect(schema, label).toBeDefined();
        const parsed = schema!.safeParse(body);
        expect(parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`), label).toEqual([]);
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
    console.log(`generated input: ${tried} requests over ${operations.length} operations (seed ${SEED}); statuses ${JSON.stringify(Object.fromEntries([...statuses].sort()))}; slowest ${JSON.stringify(slowest)}`);
    expect(tried).toBeGreaterThanOrEqual(RUNS);
  }, 60_000 + RUNS * 250);
});
