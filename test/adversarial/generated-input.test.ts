// Generated bad input, derived from the OpenAPI document: for every operation, fast-check builds
// requests with wrong types, out-of-range numbers, huge and odd strings, injection attempts, unknown
// fields, bodies that are not JSON, wrong content types and oversized bodies. Whatever comes in,
// the answer is never a 5xx, every error is the contract's envelope, and every 200 body matches its
// documented schema (the generators and that check are shared with the black-box runner, in
// test/helpers/generators.ts). FUZZ_RUNS and FUZZ_SEED size and seed the run (fixed in `npm test`;
// `npm run test:adversarial` runs more and prints how many requests were tried).
import { env } from "cloudflare:test";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { call } from "../helpers/client";
import { clientPrompts } from "@/db/schema";
import { addCompetitors, addContacts, addHallucinatedUrls, createAgency, createClient, createCompletedAudit, createKey, createPlan, createQuestionnaire, createReport, createSchedule, db, setBalance } from "../helpers/factories";
import { answerProblems, attempt, toRequest } from "../helpers/generators";
import { listOperations } from "../helpers/openapi";
import { documentedSchemas, type Operation } from "../helpers/openapi-document";

const RUNS = Number(env.FUZZ_RUNS ?? 250);
const SEED = Number(env.FUZZ_SEED ?? 20261123);

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
  const { plan, tasks } = await createPlan(account.id, client.id, [{}]);
  const [url] = await addHallucinatedUrls(account.id, client.id, [{ url: "https://brand.test/missing" }]);
  const { questionnaire } = await createQuestionnaire(account.id, client.id, []);
  const schedule = await createSchedule(account.id, client.id);
  const [competitor] = await addCompetitors(account.id, client.id, ["Rival"]);
  const [contact] = await addContacts(account.id, client.id, 1);
  const [prompt] = await db().insert(clientPrompts).values({ accountId: account.id, clientId: client.id, prompt: "Best brand?", language: "fr" }).returning();
  ids = {
    clients: client.id,
    audits: audit.id,
    reports: report.id,
    "action-plans": plan.id,
    questionnaires: questionnaire.id,
    "scheduled-audits": schedule.id,
    "clients/competitors": competitor!.id,
    "clients/contacts": contact!.id,
    "clients/prompts": prompt!.id,
    "clients/hallucinated-urls": url!.id,
    "action-plans/tasks": tasks[0]!.id,
  };
  // Enough keys that the 60-per-minute limit never answers for the API.
  keys = [key, ...(await Promise.all(Array.from({ length: Math.ceil(RUNS / 40) }, async () => (await createKey(account.id)).key)))];
});

/** The body parsed when the answer says it is JSON, else undefined. */
function parseJson(headers: Headers, text: string): unknown {
  if (!(headers.get("content-type") ?? "").startsWith("application/json")) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

describe("generated bad input", () => {
  it(`never answers 5xx, always answers errors in the envelope and successes per their schema (${RUNS} requests, seed ${SEED})`, async () => {
    let tried = 0;
    const statuses = new Map<number, number>();
    const slowest: { ms: number; label: string }[] = [];
    await fc.assert(
      fc.asyncProperty(attempt(operations, ids, ids.clients!), async (a) => {
        const request = toRequest(a);
        const started = Date.now();
        const res = await call(request.path, { key: keys[tried++ % keys.length], method: request.method, headers: request.headers, body: request.body });
        // Decoded by hand: `res.text()` warns on a PDF, whose check only reads its ASCII signature.
        const text = new TextDecoder().decode(await res.arrayBuffer());
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        const label = `${request.method} ${request.path} body=${(request.body ?? "").slice(0, 80)}`;
        slowest.push({ ms: Date.now() - started, label: `${res.status} ${label}` });
        slowest.sort((x, y) => y.ms - x.ms).splice(3);
        if (tried % 250 === 0 && env.FUZZ_PROGRESS) console.log(`${tried} requests; slowest ${JSON.stringify(slowest[0])}`);
        expect(answerProblems(a, request, { status: res.status, headers: res.headers, text, json: parseJson(res.headers, text) }, schemas), label).toEqual([]);
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
    console.log(`generated input: ${tried} requests over ${operations.length} operations (seed ${SEED}); statuses ${JSON.stringify(Object.fromEntries([...statuses].sort()))}; slowest ${JSON.stringify(slowest)}`);
    expect(tried).toBeGreaterThanOrEqual(RUNS);
  }, 60_000 + RUNS * 250);
});
