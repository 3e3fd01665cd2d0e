// Writes on existing resources: the agency's decision on a hallucinated URL, a task's status (dismissed included) and
// the cancel of an audit, with its refund, its races with a second cancel and with a runner's late answer.
import { env } from "cloudflare:test";
import { and, asc, eq, sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { actionPlans, actionPlanTasks, auditQueries, audits, creditLedger } from "@/db/schema";
import { analyzeAnswer } from "@/domain/analysis/answer";
import { analysisColumns } from "@/domain/audits/answers";
import { earlierCitations, findingsStatements, inspectSite } from "@/domain/audits/findings";
import type { ScoreComponents } from "@/domain/scoring/scoring";
import { finishStranded, runQuery, strandedAuditIds } from "@/jobs/audit-runner";
import { handleQueueBatch } from "@/jobs/queue";
import { loadReportData } from "@/reports/data";
import type { Env } from "@/env";
import { callJson, expectError } from "./helpers/client";
import {
  addHallucinatedUrls,
  balanceAndLedger,
  createAgency,
  createAuditWithQueries,
  createClient,
  createCompletedAudit,
  createPlan,
  createReport,
  db,
} from "./helpers/factories";
import { waitFor } from "./helpers/wait";

const jsonBody = (method: string, body: unknown) => ({ method, headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
const patchUrl = (key: string, clientId: number | string, urlId: number | string, body: unknown) => callJson(`/clients/${clientId}/hallucinated-urls/${urlId}`, { key, ...jsonBody("PATCH", body) });
const patchTask = (key: string, planId: number | string, taskId: number | string, body: unknown) => callJson(`/action-plans/${planId}/tasks/${taskId}`, { key, ...jsonBody("PATCH", body) });
const cancel = (key: string | undefined, auditId: number | string) => callJson(`/audits/${auditId}/cancel`, { key, method: "POST" });

/** A 200 is exactly `{ success: true, data }`. */
function expectDetail(body: { success?: unknown; data?: unknown }) {
  expect(Object.keys(body).sort()).toEqual(["data", "success"]);
  expect(body.success).toBe(true);
  return body.data as Record<string, any>;
}

const auditRow = async (id: number) => (await db().select().from(audits).where(eq(audits.id, id)))[0]!;
const queryRows = async (auditId: number) => db().select().from(auditQueries).where(eq(auditQueries.auditId, auditId)).orderBy(asc(auditQueries.id));
const refundsOf = (auditId: number) => db().select().from(creditLedger).where(and(eq(creditLedger.auditId, auditId), eq(creditLedger.reason, "audit_refund")));

const HALLUCINATED_URL_KEYS = ["audit_ids", "checked_at", "client_id", "first_seen_at", "http_status", "id", "last_audit_id", "last_seen_at", "model_ids", "note", "occurrences", "state", "status", "suggested_redirect", "url"];

describe("PATCH /clients/{id}/hallucinated-urls/{url_id}", () => {
  async function clientWithUrls() {
    const agency = await createAgency();
    const client = await createClient(agency.account.id);
    const urls = await addHallucinatedUrls(agency.account.id, client.id, [{ url: "https://brand.test/old-offer" }, { url: "https://brand.test/spa-free" }]);
    return { ...agency, client, urls };
  }

  it("records the status and note, which the list shows and filters on", async () => {
    const { key, client, urls } = await clientWithUrls();
    const { status, body } = await patchUrl(key, client.id, urls[0]!.id, { status: "redirected", note: "  301 to /offers set up on 12 November. " });
    expect(status).toBe(200);
    const data = expectDetail(body);
    expect(Object.keys(data).sort()).toEqual(HALLUCINATED_URL_KEYS);
    expect(data).toMatchObject({ id: urls[0]!.id, client_id: client.id, url: "https://brand.test/old-offer", status: "redirected", note: "301 to /offers set up on 12 November.", state: "hallucinated" });
    const list = await callJson(`/clients/${client.id}/hallucinated-urls?status=redirected`, { key });
    expect(list.body.data).toEqual([data]);
    expect((await callJson(`/clients/${client.id}/hallucinated-urls?status=open`, { key })).body.data.map((u: { id: number }) => u.id)).toEqual([urls[1]!.id]);
    // One field at a time; the other keeps its value. An empty note clears it, as null does.
    expect((await patchUrl(key, client.id, urls[0]!.id, { status: "ignored" })).body.data).toMatchObject({ status: "ignored", note: "301 to /offers set up on 12 November." });
    expect((await patchUrl(key, client.id, urls[0]!.id, { note: "" })).body.data).toMatchObject({ status: "ignored", note: null });
    expect((await patchUrl(key, client.id, urls[0]!.id, { note: "again" })).body.data.note).toBe("again");
    expect((await patchUrl(key, client.id, urls[0]!.id, { note: null })).body.data.note).toBeNull();
    expect((await callJson(`/clients/${client.id}/hallucinated-urls`, { key })).body.data.find((u: { id: number }) => u.id === urls[1]!.id)).toMatchObject({ status: "open", note: null });
  });

  it.each([
    [{}, undefined, /at least one field: status or note/],
    [{ status: "fixed" }, "status", /Body field 'status' must be one of: open, redirected, ignored\./],
    [{ note: 12 }, "note", /Body field 'note' must be a string or null\./],
    [{ note: "x".repeat(1001) }, "note", /at most 1000 characters/],
    [{ note: "nul \u0000 byte" }, "note", /not allowed/],
    [{ status: "open", extra: true }, "extra", /Body field 'extra' is not allowed\./],
  ])("rejects the body %j naming %s", async (body, param, message) => {
    const { key, client, urls } = await clientWithUrls();
    const res = await patchUrl(key, client.id, urls[0]!.id, body);
    expect(res.status).toBe(400);
    const error = expectError(res.body, 400);
    expect(error.param).toBe(param);
    expect(error.message).toMatch(message);
  });

  it.each([
    ["abc", "1", "id"],
    ["0", "1", "id"],
    ["1", "abc", "url_id"],
    ["1", "-3", "url_id"],
    ["1", "2147483648", "url_id"],
  ])("rejects the path /clients/%s/hallucinated-urls/%s naming %s", async (clientId, urlId, param) => {
    const { key } = await createAgency();
    const res = await patchUrl(key, clientId, urlId, { status: "open" });
    expect(res.status).toBe(400);
    const error = expectError(res.body, 400);
    expect(error.param).toBe(param);
    expect(error.message).toContain(`Path parameter '${param}'`);
  });

  it("answers 401 without a key, 403 without clients:write, and 404 naming the client or the URL not found", async () => {
    const { key, account, client, urls } = await clientWithUrls();
    expectError((await callJson(`/clients/${client.id}/hallucinated-urls/${urls[0]!.id}`, { ...jsonBody("PATCH", { status: "ignored" }) })).body, 401);
    const { key: readOnly } = await createAgency({ scopes: ["clients:read"] });
    const forbidden = await patchUrl(readOnly, client.id, urls[0]!.id, { status: "ignored" });
    expect(forbidden.status).toBe(403);
    expect(expectError(forbidden.body, 403).message).toContain("clients:write");

    const other = await createAgency();
    const theirs = await patchUrl(other.key, client.id, urls[0]!.id, { status: "ignored" });
    expect(theirs.status).toBe(404);
    expect(expectError(theirs.body, 404).message).toBe(`Client ${client.id} not found.`);
    // Another client of the same account does not hold the URL.
    const sibling = await createClient(account.id);
    const elsewhere = await patchUrl(key, sibling.id, urls[0]!.id, { status: "ignored" });
    expect(elsewhere.status).toBe(404);
    expect(expectError(elsewhere.body, 404).message).toBe(`Hallucinated URL ${urls[0]!.id} not found for client ${sibling.id}.`);
    expect(expectError((await patchUrl(key, client.id, 2_000_000_000, { status: "ignored" })).body, 404).message).toContain("Hallucinated URL 2000000000");
    expect((await callJson(`/clients/${client.id}/hallucinated-urls`, { key })).body.data.every((u: { status: string }) => u.status === "open")).toBe(true);
  });
});

const WEAK: ScoreComponents = { score: 20, visibility: 30, average_position: 3.5, average_list_position: null, score_ci95: null, visibility_ci95: null, share_of_voice_ci95: null, citation_rate_ci95: null, share_of_voice: 10, citation_rate: 5, sentiment: 45, answers: 10 };

/** Stores an audit's findings as the runner's `finish` does, checking the fixture site. */
async function storeFindings(target: { accountId: number; clientId: number; auditId: number }, overall: ScoreComponents) {
  const findings = await inspectSite(env.SITE_FIXTURE_URL, []);
  const statements = findingsStatements(db(), { ...target, clientName: "Acme", language: "en" }, findings, overall, await earlierCitations(db(), target.clientId, []));
  await db().batch(statements as unknown as Parameters<ReturnType<typeof db>["batch"]>[0]);
}

describe("PATCH /action-plans/{id}/tasks/{task_id}", () => {
  it("sets a task's status and due date; a dismissed task leaves the counts and the progress", async () => {
    const { account, key } = await createAgency();
    const client = await createClient(account.id);
    const { plan, tasks } = await createPlan(account.id, client.id, [
      { priority: "high", category: "content", dueDate: "2020-01-01" },
      { priority: "high", status: "done" },
      { priority: "low", dueDate: "2020-01-01" },
      { priority: "medium" },
    ], { updatedAt: new Date("2026-01-01T00:00:00Z") });
    const { status, body } = await patchTask(key, plan.id, tasks[0]!.id, { status: "dismissed" });
    expect(status).toBe(200);
    const task = expectDetail(body);
    expect(Object.keys(task).sort()).toEqual(["category", "created_at", "description", "due_date", "effort", "id", "impact", "priority", "status", "title", "updated_at"]);
    expect(task).toMatchObject({ id: tasks[0]!.id, status: "dismissed", due_date: "2020-01-01", priority: "high" });

    const progress = (await callJson(`/action-plans/${plan.id}/progress`, { key })).body.data;
    expect(progress).toMatchObject({
      total: 3,
      done: 1,
      percent_done: 33.3,
      // The dismissed task was overdue too: only the low-priority one counts now.
      overdue: 1,
      by_status: { todo: 2, in_progress: 0, done: 1, dismissed: 1 },
      by_priority: { high: { total: 1, done: 1 }, medium: { total: 1, done: 0 }, low: { total: 1, done: 0 } },
    });
    expect(progress.by_category.content).toEqual({ total: 0, done: 0 });
    const detail = (await callJson(`/action-plans/${plan.id}`, { key })).body.data;
    expect(detail).toMatchObject({ task_count: 3, done_count: 1 });
    // Still listed, after the open ones; the plan moved to the top of the list.
    expect(detail.tasks.map((t: { id: number }) => t.id).slice(-2).sort()).toEqual([tasks[0]!.id, tasks[1]!.id].sort());
    expect(new Date(detail.updated_at).getTime()).toBeGreaterThan(new Date("2026-01-01T00:00:00Z").getTime());

    const due = await patchTask(key, plan.id, tasks[3]!.id, { status: "in_progress", due_date: "2026-12-15" });
    expect(due.body.data).toMatchObject({ status: "in_progress", due_date: "2026-12-15" });
    expect((await patchTask(key, plan.id, tasks[3]!.id, { status: "in_progress", due_date: null })).body.data.due_date).toBeNull();
    // Dismissing is undone like any other status.
    expect((await patchTask(key, plan.id, tasks[0]!.id, { status: "todo" })).body.data.status).toBe("todo");
    expect((await callJson(`/action-plans/${plan.id}/progress`, { key })).body.data).toMatchObject({ total: 4, by_status: { dismissed: 0 } });
  });

  it("keeps a dismissed task dismissed through later audits, whether they find its problem fixed or not", async () => {
    const { account, key } = await createAgency();
    const client = await createClient(account.id);
    await storeFindings({ accountId: account.id, clientId: client.id, auditId: 1 }, WEAK);
    const [plan] = await db().select().from(actionPlans).where(eq(actionPlans.clientId, client.id));
    const tasks = await db().select().from(actionPlanTasks).where(eq(actionPlanTasks.planId, plan!.id));
    const idOf = (sourceKey: string) => tasks.find((t) => t.sourceKey === sourceKey)!.id;
    for (const [sourceKey, status] of [["score:visibility", "dismissed"], ["checklist:https", "dismissed"], ["score:position", "done"]] as const) {
      expect((await patchTask(key, plan!.id, idOf(sourceKey), { status })).status).toBe(200);
    }
    const statuses = async () => Object.fromEntries((await db().select().from(actionPlanTasks).where(eq(actionPlanTasks.planId, plan!.id))).map((t) => [t.sourceKey, t.status]));
    // Visibility is fixed, the position still weak, the site still on HTTP.
    await storeFindings({ accountId: account.id, clientId: client.id, auditId: 2 }, { ...WEAK, visibility: 80 });
    expect(await statuses()).toMatchObject({ "score:visibility": "dismissed", "checklist:https": "dismissed", "score:position": "todo" });
    // Visibility is weak again: a done task would reopen, a dismissed one does not.
    await storeFindings({ accountId: account.id, clientId: client.id, auditId: 3 }, WEAK);
    expect(await statuses()).toMatchObject({ "score:visibility": "dismissed", "checklist:https": "dismissed" });
  });

  it("leaves dismissed tasks out of the report's open tasks", async () => {
    const { account } = await createAgency();
    const client = await createClient(account.id);
    const audit = await createCompletedAudit(account.id, client.id, 60, new Date());
    const report = await createReport(account.id, client.id, audit.id);
    await createPlan(account.id, client.id, [{ status: "todo" }, { status: "in_progress" }, { status: "done" }, { status: "dismissed" }]);
    const data = await loadReportData(db(), account.id, report.id);
    expect(data!.tasks.map((t) => t.status).sort()).toEqual(["in_progress", "todo"]);
  });

  it.each([
    [{}, "status", /Body field 'status' is required\./],
    [{ due_date: "2026-12-01" }, "status", /Body field 'status' is required\./],
    [{ status: "closed" }, "status", /Body field 'status' must be one of: todo, in_progress, done, dismissed\./],
    [{ status: "done", due_date: "2026-02-30" }, "due_date", /Body field 'due_date' must be a date \(YYYY-MM-DD\) or null\./],
    [{ status: "done", due_date: "2026-12-01T00:00:00Z" }, "due_date", /YYYY-MM-DD/],
    [{ status: "done", due_date: 20261201 }, "due_date", /YYYY-MM-DD/],
    [{ status: "done", priority: "low" }, "priority", /Body field 'priority' is not allowed\./],
  ])("rejects the body %j naming %s", async (body, param, message) => {
    const { account, key } = await createAgency();
    const client = await createClient(account.id);
    const { plan, tasks } = await createPlan(account.id, client.id, [{}]);
    const res = await patchTask(key, plan.id, tasks[0]!.id, body);
    expect(res.status).toBe(400);
    const error = expectError(res.body, 400);
    expect(error.param).toBe(param);
    expect(error.message).toMatch(message);
  });

  it.each([
    ["x", "1", "id"],
    ["1", "0", "task_id"],
    ["1", "1.5", "task_id"],
  ])("rejects the path /action-plans/%s/tasks/%s naming %s", async (planId, taskId, param) => {
    const { key } = await createAgency();
    const res = await patchTask(key, planId, taskId, { status: "done" });
    expect(res.status).toBe(400);
    expect(expectError(res.body, 400).param).toBe(param);
  });

  it("answers 401 without a key, 403 without action_plans:write, and 404 naming the plan or the task not found", async () => {
    const { account, key } = await createAgency();
    const client = await createClient(account.id);
    const { plan, tasks } = await createPlan(account.id, client.id, [{}]);
    expectError((await callJson(`/action-plans/${plan.id}/tasks/${tasks[0]!.id}`, jsonBody("PATCH", { status: "done" }))).body, 401);
    const { key: readOnly } = await createAgency({ scopes: ["action_plans:read"] });
    const forbidden = await patchTask(readOnly, plan.id, tasks[0]!.id, { status: "done" });
    expect(forbidden.status).toBe(403);
    expect(expectError(forbidden.body, 403).message).toContain("action_plans:write");

    const other = await createAgency();
    const theirs = await patchTask(other.key, plan.id, tasks[0]!.id, { status: "done" });
    expect(expectError(theirs.body, 404).message).toBe(`Action plan ${plan.id} not found.`);
    const second = await createPlan(account.id, (await createClient(account.id)).id, [{}]);
    const elsewhere = await patchTask(key, second.plan.id, tasks[0]!.id, { status: "done" });
    expect(expectError(elsewhere.body, 404).message).toBe(`Task ${tasks[0]!.id} not found in action plan ${second.plan.id}.`);
    expect(expectError((await patchTask(key, plan.id, 2_000_000_000, { status: "done" })).body, 404).message).toContain("Task 2000000000");
    const [unchanged] = await db().select().from(actionPlanTasks).where(eq(actionPlanTasks.id, tasks[0]!.id));
    expect(unchanged!.status).toBe("todo");
  });
});

/** Marks a query answered as a runner would have, counted on its audit. */
async function answerQuery(query: { id: number; auditId: number }, text: string, brand: { name: string; domain: string | null }) {
  await db().batch([
    db().execute(sql`update audit_queries set status = 'completed', answer = ${text}, completed_at = now(), ${analysisColumns(analyzeAnswer(text, { brand: { ...brand, aliases: [] }, competitors: [] }))} where id = ${query.id}`),
    db().update(audits).set({ completedQueries: sql`${audits.completedQueries} + 1` }).where(eq(audits.id, query.auditId)),
  ]);
}

async function failQuery(query: { id: number; auditId: number }) {
  await db().batch([
    db().update(auditQueries).set({ status: "failed", error: "The model provider failed (HTTP 500).", completedAt: new Date() }).where(eq(auditQueries.id, query.id)),
    db().update(audits).set({ failedQueries: sql`${audits.failedQueries} + 1` }).where(eq(audits.id, query.auditId)),
  ]);
}

describe("POST /audits/{id}/cancel", () => {
  it("stops a running audit: refunds what it did not answer in one entry, keeps and scores what it did", async () => {
    const { account, key } = await createAgency();
    const client = await createClient(account.id, { name: "Acme" });
    const inAMinute = new Date(Date.now() + 60_000);
    const { audit, queries } = await createAuditWithQueries(account.id, client.id, [
      { prompt: "Best brand?", modelId: "gpt-4o" },
      { prompt: "Best brand?", modelId: "mistral-large" },
      { prompt: "Cheapest brand?", modelId: "claude-sonnet" },
      { prompt: "Cheapest brand?", modelId: "gpt-4o", status: "running", leaseUntil: inAMinute },
    ]);
    await answerQuery(queries[0]!, "1. Acme is the best choice.", client);
    await failQuery(queries[1]!);
    const before = await balanceAndLedger(account.id);

    const { status, body } = await cancel(key, audit.id);
    expect(status).toBe(200);
    const data = expectDetail(body);
    expect(data).toMatchObject({ id: audit.id, status: "cancelled", total_queries: 4, completed_queries: 1, failed_queries: 1 });
    expect(data.completed_at).toEqual(expect.any(String));
    expect(data.score).toEqual(expect.any(Number));
    expect(data.error).toBe("Cancelled with 1 of 4 queries answered. The credits of the 3 not answered were refunded.");
    expect(await callJson(`/audits/${audit.id}`, { key })).toMatchObject({ status: 200, body: { data } });

    // mistral-large 1 + claude-sonnet 2 + gpt-4o 2: one entry naming the audit and the count.
    const refunds = await refundsOf(audit.id);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ amount: 5, description: `Refund of 3 queries not answered in cancelled audit ${audit.id}` });
    expect(await balanceAndLedger(account.id)).toEqual({ balance: before.balance + 5, ledger: before.ledger + 5 });
    expect((await queryRows(audit.id)).map((q) => q.status)).toEqual(["completed", "failed", "cancelled", "cancelled"]);

    const results = (await callJson(`/audits/${audit.id}/results`, { key })).body.data;
    expect(results[0]).toMatchObject({ status: "completed", answer: "1. Acme is the best choice.", brand_mentioned: true });
    expect(results[3]).toMatchObject({ status: "cancelled", answer: null, error: "The audit was cancelled before this query was answered; its credits were refunded." });
    const scores = await callJson(`/audits/${audit.id}/scores`, { key });
    expect(scores.status).toBe(200);
    expect(scores.body.data.overall).toMatchObject({ score: data.score, answers: 1, visibility: 100 });
    expect((await callJson("/audits?status=cancelled", { key })).body.data.map((a: { id: number }) => a.id)).toEqual([audit.id]);
    // Nothing finishes it again: no report, no findings, the cron's rescue passes it by.
    await db().update(audits).set({ updatedAt: new Date(Date.now() - 3_600_000) }).where(eq(audits.id, audit.id));
    expect(await strandedAuditIds(db(), 1_000)).not.toContain(audit.id);
    expect(await finishStranded(db(), env, audit.id)).toBe(false);
    expect(await auditRow(audit.id)).toMatchObject({ status: "cancelled", score: data.score });
    expect((await callJson(`/reports?client_id=${client.id}`, { key })).body.data).toEqual([]);
    expect((await callJson(`/action-plans?client_id=${client.id}`, { key })).body.data).toEqual([]);
  });

  it("cancels a queued audit with no answer: no score, everything refunded; a second cancel is a 409", async () => {
    const { account, key } = await createAgency();
    const client = await createClient(account.id);
    const { audit, queries } = await createAuditWithQueries(account.id, client.id, [{ prompt: "Q?", modelId: "gpt-4o" }, { prompt: "Q?", modelId: "perplexity-sonar" }], "queued");
    const before = await balanceAndLedger(account.id);
    // No body, or an empty JSON one: both are fine.
    const res = await callJson(`/audits/${audit.id}/cancel`, { key, ...jsonBody("POST", {}) });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: "cancelled", completed_queries: 0, error: "Cancelled with 0 of 2 queries answered. The credits of the 2 not answered were refunded." });
    expect(res.body.data).not.toHaveProperty("score");
    expect(await balanceAndLedger(account.id)).toEqual({ balance: before.balance + 3, ledger: before.ledger + 3 });
    const scores = await callJson(`/audits/${audit.id}/scores`, { key });
    expect(expectError(scores.body, 409).message).toBe(`Audit ${audit.id} was cancelled before any query was answered; it has no scores.`);

    const again = await cancel(key, audit.id);
    expect(again.status).toBe(409);
    expect(expectError(again.body, 409).message).toBe(`Audit ${audit.id} is cancelled; only a queued or running audit can be cancelled.`);
    expect(await refundsOf(audit.id)).toHaveLength(1);
    // The queue's message for a cancelled query is dropped without asking the engine.
    expect(await runQuery(db(), env, queries[0]!.id)).toEqual({ kind: "skipped" });
    const message = { id: "m1", body: { queryId: queries[1]!.id }, ack: vi.fn(), retry: vi.fn() };
    await handleQueueBatch({ messages: [message] } as unknown as MessageBatch<unknown>, env as unknown as Env);
    expect(message.ack).toHaveBeenCalledOnce();
    expect(message.retry).not.toHaveBeenCalled();
    expect((await queryRows(audit.id)).map((q) => [q.status, q.attempts, q.answer])).toEqual([["cancelled", 0, null], ["cancelled", 0, null]]);
  });

  it("answers 409 naming the status of an audit that has ended, or is being finished", async () => {
    const { account, key } = await createAgency();
    const client = await createClient(account.id);
    const { audit: finishing, queries } = await createAuditWithQueries(account.id, client.id, [{ prompt: "Q?", modelId: "gpt-4o" }]);
    await answerQuery(queries[0]!, "No brand here.", client);
    const scoring = await cancel(key, finishing.id);
    expect(scoring.status).toBe(409);
    expect(expectError(scoring.body, 409).message).toBe(`Audit ${finishing.id} has no query left to run; it is being scored and ends completed or failed shortly.`);
    expect((await auditRow(finishing.id)).status).toBe("running");
    const completed = await createCompletedAudit(account.id, client.id, 70, new Date());
    const { audit: failed } = await createAuditWithQueries(account.id, client.id, [{ prompt: "Q?", modelId: "gpt-4o" }]);
    await db().update(audits).set({ status: "failed", completedAt: new Date() }).where(eq(audits.id, failed.id));
    const before = await balanceAndLedger(account.id);
    for (const [audit, status] of [[completed, "completed"], [failed, "failed"]] as const) {
      const res = await cancel(key, audit.id);
      expect(res.status).toBe(409);
      expect(expectError(res.body, 409).message).toBe(`Audit ${audit.id} is ${status}; only a queued or running audit can be cancelled.`);
      expect((await auditRow(audit.id)).status).toBe(status);
    }
    expect(await balanceAndLedger(account.id)).toEqual(before);
  });

  it("answers 400 naming the id, 401 without a key, 403 without audits:write and 404 for a missing or another account's audit", async () => {
    const { account, key } = await createAgency();
    const client = await createClient(account.id);
    const { audit } = await createAuditWithQueries(account.id, client.id, [{ prompt: "Q?", modelId: "gpt-4o" }]);
    for (const id of ["abc", "0", "2147483648"]) {
      const res = await cancel(key, id);
      expect(res.status).toBe(400);
      expect(expectError(res.body, 400).param).toBe("id");
    }
    expectError((await cancel(undefined, audit.id)).body, 401);
    const { key: readOnly } = await createAgency({ scopes: ["audits:read"] });
    expect(expectError((await cancel(readOnly, audit.id)).body, 403).message).toContain("audits:write");
    expect(expectError((await cancel(key, 2_000_000_000)).body, 404).message).toBe("Audit 2000000000 not found.");
    const other = await createAgency();
    expect(expectError((await cancel(other.key, audit.id)).body, 404).message).toBe(`Audit ${audit.id} not found.`);
    expect((await auditRow(audit.id)).status).toBe("running");
    expect(await refundsOf(audit.id)).toEqual([]);
  });

  it("refunds once when cancelled several times at once", async () => {
    const { account, key } = await createAgency();
    const client = await createClient(account.id);
    const { audit } = await createAuditWithQueries(account.id, client.id, Array.from({ length: 6 }, (_, i) => ({ prompt: `Question ${i}?`, modelId: i % 2 ? "gpt-4o" : "mistral-large" })));
    const before = await balanceAndLedger(account.id);
    const answers = await Promise.all(Array.from({ length: 6 }, () => cancel(key, audit.id)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    for (const loser of answers.filter((a) => a.status === 409)) expect(expectError(loser.body, 409).message).toContain("is cancelled");
    const refunds = await refundsOf(audit.id);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.amount).toBe(9);
    expect(await balanceAndLedger(account.id)).toEqual({ balance: before.balance + 9, ledger: before.ledger + 9 });
  });

  it("racing the runners: every query is answered or refunded, never both, and the counters match the rows", async () => {
    const { account, key } = await createAgency();
    const client = await createClient(account.id);
    const { audit, queries } = await createAuditWithQueries(account.id, client.id, Array.from({ length: 12 }, (_, i) => ({ prompt: `Question ${i}?`, modelId: "mistral-large" })));
    for (const query of queries.slice(0, 4)) await runQuery(db(), env, query.id);
    const runs = queries.slice(4).map((q) => runQuery(db(), env, q.id));
    const cancels = await Promise.all([cancel(key, audit.id), cancel(key, audit.id), cancel(key, audit.id)]);
    await Promise.all(runs);
    const rows = await queryRows(audit.id);
    expect(rows.filter((q) => q.status === "queued" || q.status === "running")).toEqual([]);
    const answered = rows.filter((q) => q.status === "completed");
    const ended = await auditRow(audit.id);
    expect(ended).toMatchObject({ completedQueries: answered.length, failedQueries: rows.filter((q) => q.status === "failed").length });
    const won = cancels.filter((c) => c.status === 200);
    expect(won.length).toBeLessThanOrEqual(1);
    // All twelve may have been answered before the first cancel: the last runner then finished the audit.
    expect(ended.status).toBe(won.length === 1 ? "cancelled" : "completed");
    expect(won.length).toBe(answered.length < rows.length ? 1 : 0);
    const unanswered = rows.length - answered.length;
    expect((await refundsOf(audit.id)).map((r) => r.amount)).toEqual(unanswered === 0 ? [] : [unanswered]);
    const { balance, ledger } = await balanceAndLedger(account.id);
    expect(balance).toBe(ledger);
  });

  it("launched then cancelled at once: every query is answered or refunded, never both, and balance equals ledger", async () => {
    const { account, key } = await createAgency();
    const client = await createClient(account.id);
    const launched = await callJson("/audits/launch", { key, ...jsonBody("POST", { client_id: client.id, model_ids: ["mistral-large", "perplexity-sonar"], prompts: ["One?", "Two?", "Three?", "Four?"] }) });
    expect(launched.status).toBe(200);
    const id = launched.body.data.id as number;
    const res = await cancel(key, id);
    // The queue may have finished the audit first.
    if (res.status === 409) {
      expect((await auditRow(id)).status).toBe("completed");
      return;
    }
    expect(res.status).toBe(200);
    const settled = await queryRows(id);
    expect(settled.every((q) => q.status === "completed" || q.status === "failed" || q.status === "cancelled")).toBe(true);
    // The messages still on the queue, delivered meanwhile, find nothing to run.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await queryRows(id)).toEqual(settled);
    const unanswered = settled.filter((q) => q.status !== "completed");
    const refunds = await refundsOf(id);
    expect(refunds.map((r) => r.amount)).toEqual(unanswered.length === 0 ? [] : [unanswered.reduce((sum, q) => sum + q.credits, 0)]);
    expect(await auditRow(id)).toMatchObject({ status: "cancelled", completedQueries: settled.length - unanswered.length });
    const { balance, ledger } = await balanceAndLedger(account.id);
    expect(balance).toBe(ledger);
  });
});

describe("a runner answering after its audit was cancelled", () => {
  const urls = JSON.parse(env.ENGINE_FIXTURE_URLS) as Record<string, string>;
  const perplexity = new URL(urls.perplexity!).origin;
  const control = async (path: string, body?: unknown) => {
    const res = await fetch(`${perplexity}${path}`, body === undefined ? {} : { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
    expect(res.status).toBe(200);
    return res.json() as Promise<{ served: number; inFlight: number }>;
  };
  const engineEnv = () => ({ ...env, PROVIDER_MODE: "auto", PERPLEXITY_API_KEY: "fixture", PERPLEXITY_BASE_URL: urls.perplexity });

  it("records nothing and charges nothing for the answer in flight", async () => {
    const { account, key } = await createAgency();
    const client = await createClient(account.id);
    const { audit, queries } = await createAuditWithQueries(account.id, client.id, [{ prompt: "Slow?", modelId: "perplexity-sonar" }, { prompt: "Never asked?", modelId: "perplexity-sonar" }]);
    await control("/__reset", {});
    await control("/__config", { slowMs: 2_000 });
    await control("/__mode", { mode: "slow" });
    try {
      const run = runQuery(db(), engineEnv(), queries[0]!.id);
      await waitFor(() => control("/__stats"), (stats) => stats.inFlight === 1, 5_000);
      const before = await balanceAndLedger(account.id);
      const cancelled = await cancel(key, audit.id);
      expect(cancelled.status).toBe(200);
      expect(await run).toEqual({ kind: "skipped" });
      expect((await control("/__stats")).served).toBe(1);
      const [late, never] = await queryRows(audit.id);
      expect(late).toMatchObject({ status: "cancelled", answer: null, provider: null, costUsd: null });
      expect(never).toMatchObject({ status: "cancelled", attempts: 0 });
      const ended = await auditRow(audit.id);
      expect(ended).toMatchObject({ status: "cancelled", completedQueries: 0, failedQueries: 0 });
      expect(Number(ended.costUsd)).toBe(0);
      // Both queries (1 credit each) refunded, and the late answer took nothing back.
      expect(await balanceAndLedger(account.id)).toEqual({ balance: before.balance + 2, ledger: before.ledger + 2 });
    } finally {
      await control("/__reset", {});
    }
  });
});
