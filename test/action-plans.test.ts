// The Action plans group: list, detail with tasks, progress; filters, bad input, auth, scopes and tenancy.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { callJson, expectError } from "./helpers/client";
import { createAgency, createAnsweredAudit, createClient, createKey, createPlan } from "./helpers/factories";

const PLAN_KEYS = ["audit_id", "client_id", "created_at", "done_count", "id", "status", "task_count", "title", "updated_at"];

describe("GET /action-plans", () => {
  it("lists the account's plans, most recently updated first, with task counts", async () => {
    const { account, key } = await createAgency();
    const a = await createClient(account.id);
    const b = await createClient(account.id);
    const older = await createPlan(account.id, a.id, [{ status: "done" }, { status: "todo" }], { updatedAt: new Date("2026-10-01T00:00:00Z") });
    const newer = await createPlan(account.id, b.id, [], { updatedAt: new Date("2026-11-01T00:00:00Z"), status: "completed" });
    const { status, body } = await callJson("/action-plans", { key });
    expect(status).toBe(200);
    expect(body.pagination).toEqual({ page: 1, per_page: 20, total: 2, total_pages: 1 });
    expect(body.data.map((p: { id: number }) => p.id)).toEqual([newer.plan.id, older.plan.id]);
    expect(Object.keys(body.data[1]).sort()).toEqual(PLAN_KEYS);
    expect(body.data[1]).toMatchObject({ client_id: a.id, task_count: 2, done_count: 1, status: "active" });
    expect((await callJson(`/action-plans?client_id=${a.id}`, { key })).body.data.map((p: { id: number }) => p.id)).toEqual([older.plan.id]);
    expect((await callJson("/action-plans?status=completed", { key })).body.data.map((p: { id: number }) => p.id)).toEqual([newer.plan.id]);
    const page2 = await callJson("/action-plans?per_page=1&page=2", { key });
    expect(page2.body).toMatchObject({ data: [{ id: older.plan.id }], pagination: { page: 2, per_page: 1, total: 2, total_pages: 2 } });
  });

  it.each([
    ["status=open", "status"],
    ["client_id=abc", "client_id"],
    ["per_page=101", "per_page"],
  ])("rejects %s naming %s", async (query, field) => {
    const { key } = await createAgency();
    const { status, body } = await callJson(`/action-plans?${query}`, { key });
    expect(status).toBe(400);
    expect(expectError(body, 400).param).toBe(field);
  });
});

describe("GET /action-plans/{id} and /progress", () => {
  it("returns the plan with its tasks, open ones first by priority then due date", async () => {
    const { account, key } = await createAgency();
    const client = await createClient(account.id);
    const { plan, tasks } = await createPlan(account.id, client.id, [
      { priority: "low", dueDate: "2030-01-01" },
      { priority: "high", status: "done" },
      { priority: "high", dueDate: "2030-02-01" },
      { priority: "high", dueDate: "2030-01-15", status: "in_progress" },
    ]);
    const { status, body } = await callJson(`/action-plans/${plan.id}`, { key });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ id: plan.id, task_count: 4, done_count: 1 });
    expect(body.data.tasks.map((t: { id: number }) => t.id)).toEqual([tasks[3]!.id, tasks[2]!.id, tasks[0]!.id, tasks[1]!.id]);
    expect(Object.keys(body.data.tasks[0]).sort()).toEqual(["category", "created_at", "description", "due_date", "effort", "id", "impact", "priority", "status", "title", "updated_at"]);
    expect(body.data.tasks[0]).toMatchObject({ due_date: "2030-01-15", status: "in_progress", priority: "high" });
  });

  it("computes progress by status, priority and category, and overdue tasks", async () => {
    const { account, key } = await createAgency();
    const client = await createClient(account.id);
    const { plan } = await createPlan(account.id, client.id, [
      { priority: "high", status: "done", category: "technical", dueDate: "2020-01-01" },
      { priority: "high", status: "todo", category: "technical", dueDate: "2020-01-01" },
      { priority: "medium", status: "in_progress", category: "hallucinated_urls", dueDate: "2030-01-01" },
      { priority: "low", status: "todo", category: "visibility", dueDate: null },
    ]);
    const { status, body } = await callJson(`/action-plans/${plan.id}/progress`, { key });
    expect(status).toBe(200);
    const none = { total: 0, done: 0 };
    expect(body.data).toEqual({
      plan_id: plan.id,
      total: 4,
      done: 1,
      percent_done: 25,
      // Only the open task past its due date; the done one and the undated one do not count.
      overdue: 1,
      by_status: { todo: 2, in_progress: 1, done: 1, dismissed: 0 },
      by_priority: { high: { total: 2, done: 1 }, medium: { total: 1, done: 0 }, low: { total: 1, done: 0 } },
      by_category: { technical: { total: 2, done: 1 }, content: none, structured_data: none, authority: none, hallucinated_urls: { total: 1, done: 0 }, visibility: { total: 1, done: 0 } },
    });
  });

  it("reports 0% for a plan without tasks", async () => {
    const { account, key } = await createAgency();
    const client = await createClient(account.id);
    const { plan } = await createPlan(account.id, client.id, []);
    const { body } = await callJson(`/action-plans/${plan.id}/progress`, { key });
    expect(body.data).toMatchObject({ total: 0, done: 0, percent_done: 0, overdue: 0 });
  });
});

describe("Action plans generated by audits", () => {
  it("serves the texts and figures of the latest audit, and names every model that cited a URL", async () => {
    const { account, key } = await createAgency();
    // The client's site is the local fixture, where /offers/spring-sale-2024 does not exist (404).
    const client = await createClient(account.id, { name: "Velora", language: "en" });
    const url = `${env.SITE_FIXTURE_URL}/offers/spring-sale-2024`;
    const answers = (modelId: string, count: number) => [
      { modelId, answer: `Velora is a good pick, see ${url}` },
      { modelId, answer: "Velora is a solid choice for city riders." },
      ...Array.from({ length: count - 2 }, () => ({ modelId, answer: "Ask a local shop for advice." })),
    ];
    // Older audit: 1 answer in 6 cites the site (16.7 %), 2 name the brand (33.3 %); newer: 1 in 5 (20 %), 2 in 5 (40 %).
    const older = await createAnsweredAudit(account.id, client.id, answers("claude-sonnet", 6));
    const newer = await createAnsweredAudit(account.id, client.id, answers("gpt-4o", 5));
    const figures = async (auditId: number) => (await callJson(`/audits/${auditId}/scores`, { key })).body.data.overall;
    const [before, after] = [await figures(older.id), await figures(newer.id)];
    expect([before.citation_rate, before.visibility, after.citation_rate, after.visibility]).toEqual([16.7, 33.3, 20, 40]);

    const plans = await callJson(`/action-plans?client_id=${client.id}`, { key });
    const plan = (await callJson(`/action-plans/${plans.body.data[0].id}`, { key })).body.data;
    expect(plan.audit_id).toBe(newer.id);
    const task = (title: string) => plan.tasks.find((t: { title: string }) => t.title === title);
    // Fixed by the newer audit: done, and saying what it measured, not the older audit's figure.
    expect(task("Get the site cited as a source")).toMatchObject({ status: "done", description: expect.stringContaining(`${after.citation_rate}% of the answers now link`) });
    expect(task("Get the site cited as a source").description).not.toContain(String(before.citation_rate));
    // Still weak: open, with the newer figure.
    expect(task("Get named in more AI answers")).toMatchObject({ status: "todo", description: expect.stringContaining(`appears in ${after.visibility}% of the answers`) });
    // The URL was cited by claude-sonnet, then by gpt-4o: its task names both, as the client's URL record does.
    const record = (await callJson(`/clients/${client.id}/hallucinated-urls`, { key })).body.data.find((u: { url: string }) => u.url === url);
    expect(record.model_ids).toEqual(["claude-sonnet", "gpt-4o"]);
    expect(task(`Redirect the invented URL ${url}`)).toMatchObject({ status: "todo", description: expect.stringContaining("AI models (claude-sonnet, gpt-4o) have cited this page") });
  });
});

describe("A plan's status", () => {
  const jsonBody = (method: string, body: unknown) => ({ method, headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
  const patchTask = (key: string, planId: number, taskId: number, status: string) => callJson(`/action-plans/${planId}/tasks/${taskId}`, { key, ...jsonBody("PATCH", { status }) });
  const statusOf = async (key: string, planId: number) => (await callJson(`/action-plans/${planId}`, { key })).body.data.status;

  it("is completed once every task is done or dismissed, and active again when one reopens", async () => {
    const { account, key } = await createAgency();
    const client = await createClient(account.id);
    const { plan, tasks } = await createPlan(account.id, client.id, [{ status: "todo" }, { status: "in_progress" }, { status: "done" }]);
    expect(await statusOf(key, plan.id)).toBe("active");
    expect((await patchTask(key, plan.id, tasks[0]!.id, "done")).status).toBe(200);
    expect(await statusOf(key, plan.id)).toBe("active");
    expect((await patchTask(key, plan.id, tasks[1]!.id, "dismissed")).status).toBe(200);
    expect(await statusOf(key, plan.id)).toBe("completed");
    expect((await callJson("/action-plans?status=completed", { key })).body.data.map((p: { id: number }) => p.id)).toEqual([plan.id]);
    expect((await callJson("/action-plans?status=active", { key })).body.data).toEqual([]);
    expect((await patchTask(key, plan.id, tasks[2]!.id, "in_progress")).status).toBe(200);
    expect(await statusOf(key, plan.id)).toBe("active");
  });

  it("is completed for a plan without tasks", async () => {
    const { account, key } = await createAgency();
    const client = await createClient(account.id);
    const { plan } = await createPlan(account.id, client.id, []);
    expect(await statusOf(key, plan.id)).toBe("completed");
  });

  it("is archived while the client is archived, and follows the tasks again once it is restored", async () => {
    const { account, key } = await createAgency();
    const client = await createClient(account.id);
    const { plan, tasks } = await createPlan(account.id, client.id, [{ status: "todo" }]);
    expect((await callJson(`/clients/${client.id}`, { key, method: "DELETE" })).status).toBe(200);
    expect(await statusOf(key, plan.id)).toBe("archived");
    // Work on an archived client's plan is recorded; the plan stays archived.
    expect((await patchTask(key, plan.id, tasks[0]!.id, "done")).status).toBe(200);
    expect(await statusOf(key, plan.id)).toBe("archived");
    expect((await callJson("/action-plans?status=archived", { key })).body.data.map((p: { id: number }) => p.id)).toEqual([plan.id]);
    expect((await callJson(`/clients/${client.id}`, { key, ...jsonBody("PATCH", { status: "active" }) })).status).toBe(200);
    expect(await statusOf(key, plan.id)).toBe("completed");
  });

  it("ends completed when concurrent requests close the last tasks", async () => {
    const { account, key } = await createAgency();
    const client = await createClient(account.id);
    const { plan, tasks } = await createPlan(account.id, client.id, Array.from({ length: 6 }, () => ({ status: "todo" as const })));
    const responses = await Promise.all(tasks.map((t) => patchTask(key, plan.id, t.id, "done")));
    expect(responses.map((r) => r.status)).toEqual(tasks.map(() => 200));
    expect(await statusOf(key, plan.id)).toBe("completed");
  });
});

describe("Action plans: shared rules", () => {
  it("answers 404 for a missing plan and another account's, 400 for a bad id", async () => {
    const mine = await createAgency();
    const theirs = await createAgency();
    const client = await createClient(theirs.account.id);
    const { plan } = await createPlan(theirs.account.id, client.id, [{}]);
    for (const path of [`/action-plans/${plan.id}`, `/action-plans/${plan.id}/progress`, "/action-plans/2000000000", "/action-plans/2000000000/progress"]) {
      const { status, body } = await callJson(path, { key: mine.key });
      expect(status, path).toBe(404);
      expect(expectError(body, 404).message).toMatch(/Action plan \d+ not found/);
    }
    expect((await callJson("/action-plans", { key: mine.key })).body.pagination.total).toBe(0);
    expect(expectError((await callJson("/action-plans/x", { key: mine.key })).body, 400).param).toBe("id");
  });

  it("answers 401 without a key and 403 without action_plans:read", async () => {
    const { account } = await createAgency();
    const client = await createClient(account.id);
    const { plan } = await createPlan(account.id, client.id, []);
    const { key: noScope } = await createKey(account.id, { scopes: ["clients:read"] });
    for (const path of ["/action-plans", `/action-plans/${plan.id}`, `/action-plans/${plan.id}/progress`]) {
      expect((await callJson(path)).status, path).toBe(401);
      const forbidden = await callJson(path, { key: noScope });
      expect(forbidden.status, path).toBe(403);
      expect(expectError(forbidden.body, 403).message).toContain("'action_plans:read'");
    }
  });
});
