// Generated bad input from outside: the requests and the answer check of the in-process suite
// (test/adversarial/generated-input.test.ts), both from test/helpers/generators.ts, sent over HTTP
// against account A's resources. Never a 5xx; every error in the envelope; every 200 per its documented schema.
import fc from "fast-check";
import { answerProblems, attempt, toRequest } from "../helpers/generators";
import { documentedSchemas } from "../helpers/openapi-document";
import type { Context } from "./context";
import type { Suite } from "./http";

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

/**
 * A client of account A's, with a competitor, a contact and a prompt, for the generated writes to hit (they may archive
 * or erase it), so its seeded clients are left alone. Made through the API, as an agency would.
 */
async function ownClient(suite: Suite, ctx: Context): Promise<Record<string, string>> {
  const post = async (path: string, body: unknown) => {
    const reply = await suite.request(path, { method: "POST", pool: ctx.generatedKeys, headers: { "Content-Type": "application/json" }, body: JSON.stringify(body), retryRateLimited: true });
    const id = (reply.json as { data?: { id?: number } } | undefined)?.data?.id;
    if (!suite.check(reply, reply.status === 200 && typeof id === "number", `account A could not create what the generated requests aim at (${path})`)) throw new Error(`POST ${path} answered ${reply.status}`);
    return String(id);
  };
  const client = await post("/clients", { name: `Black-box ${ctx.runId}`, website: `https://blackbox-${ctx.runId}.example`.toLowerCase(), sector: "retail", country: "FR", language: "fr" });
  return {
    clients: client,
    "clients/competitors": await post(`/clients/${client}/competitors`, { name: "Generated rival" }),
    "clients/contacts": await post(`/clients/${client}/contacts`, { first_name: "Gen", last_name: "Erated", email: "gen@example.com" }),
    "clients/prompts": await post(`/clients/${client}/prompts`, { prompt: "Which brand do you recommend?" }),
  };
}

export async function generatedInput(ctx: Context, runs: number, seed: number): Promise<number> {
  const suite = ctx.run.suite("generated input");
  const schemas = documentedSchemas();
  const ids: Record<string, string> = Object.fromEntries([...ctx.a.ids].flatMap(([seg, list]) => (list.length > 0 ? [[seg, String(list[0])]] : [])));
  Object.assign(ids, await ownClient(suite, ctx));
  const clientId = Number(ids.clients);
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
    const request = toRequest(a);
    const reply = await suite.request(request.path, { pool: ctx.generatedKeys, method: request.method, headers: request.headers, body: request.body });
    statuses.set(reply.status, (statuses.get(reply.status) ?? 0) + 1);
    if ((i + 1) % 100 === 0) console.log(`  ${i + 1}/${runs} generated requests (${((Date.now() - started) / 1000).toFixed(0)} s)`);
    if (reply.status === 0) continue;
    const label = `body ${JSON.stringify((request.body ?? "").slice(0, 60))}`;
    for (const problem of answerProblems(a, request, reply, schemas)) suite.problem(reply, `${problem} [${label}]`);
  }
  // Generated creations that passed validation, and the suite's own schedule: gone, so runs do not pile them up (at most 100 may be active).
  const created = [...(await scheduleIds(suite, ctx))].filter((id) => !schedulesBefore.has(id));
  for (const id of created) await suite.request(`/scheduled-audits/${id}`, { method: "DELETE", pool: ctx.generatedKeys, retryRateLimited: true });
  console.log(`  account A's credits: ${balanceBefore} before, ${await balance()} after (generated launches that pass validation are paid for)`);
  console.log(`  generated input: ${attempts.length} requests over ${ctx.operations.length} operations (seed ${seed}) in ${((Date.now() - started) / 1000).toFixed(0)} s; statuses ${JSON.stringify(Object.fromEntries([...statuses].sort(([x], [y]) => x - y)))}`);
  return attempts.length;
}
