// The MCP endpoint through the official MCP client, in both protocol eras: authenticated like the API before any MCP
// processing, scopes per tool, tenancy, outputs that are the API's own figures, bounded pages, the brief and resources.
import { SdkHttpError } from "@modelcontextprotocol/client";
import { describe, expect, it } from "vitest";
import { call, callJson } from "./helpers/client";
import { webhookDeliveries, webhookEvents } from "@/db/schema";
import { addCompetitors, addHallucinatedUrls, createAgency, createClient, createCompletedAudit, createKey, createPlan, createSchedule, db } from "./helpers/factories";
import { connect, data, refusal, text } from "./helpers/mcp";

const READ_TOOLS = [
  "compare_audits",
  "find_clients",
  "get_client_360",
  "get_credit_balance",
  "get_leaderboard",
  "get_next_tasks",
  "get_portfolio",
  "get_result",
  "get_score_distribution",
  "get_source_domains",
  "get_visibility_summary",
  "list_audits",
  "list_hallucinated_urls",
  "list_models",
  "list_results",
  "list_schedules",
  "list_webhook_deliveries",
  "list_webhook_endpoints",
];
const WRITE_TOOLS = { launch_audit: "creates", create_schedule: "creates", update_task: "updates", update_schedule: "updates", set_low_credit_alert: "updates", cancel_audit: "destructive", delete_schedule: "destructive" } as const;

describe.each(["legacy", "auto"] as const)("MCP at /api/v1/mcp (%s protocol negotiation)", (mode) => {
  it("lists every tool with a description, input and output schemas, read tools annotated read-only and writes not", async () => {
    const { key } = await createAgency();
    const mcp = await connect(key, mode);
    const { tools } = await mcp.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual([...READ_TOOLS, ...Object.keys(WRITE_TOOLS)].sort());
    for (const tool of tools) {
      expect(tool.description?.length, tool.name).toBeGreaterThan(40);
      expect(tool.inputSchema.type, tool.name).toBe("object");
      expect(tool.outputSchema?.type, tool.name).toBe("object");
      const kind = WRITE_TOOLS[tool.name as keyof typeof WRITE_TOOLS];
      if (!kind) expect(tool.annotations, tool.name).toMatchObject({ readOnlyHint: true, destructiveHint: false });
      else expect(tool.annotations, tool.name).toMatchObject({ readOnlyHint: false, destructiveHint: kind === "destructive", idempotentHint: kind !== "creates" });
    }
    const launch = tools.find((t) => t.name === "launch_audit")!;
    expect(Object.keys(launch.inputSchema.properties ?? {})).toEqual(expect.arrayContaining(["client_id", "model_ids", "prompts", "samples", "idempotency_key"]));
    await mcp.close();
  });

  it("answers a client's overview, credits and models from the caller's account, as the API does", async () => {
    const { account, key } = await createAgency();
    const client = await createClient(account.id, { name: "Maison Lumière", domain: "maison-lumiere.fr", website: "https://maison-lumiere.fr", aliases: ["Lumiere Hotels"] });
    await createClient(account.id, { name: "Other Brand", domain: "other.fr", website: "https://other.fr" });
    await addCompetitors(account.id, client.id, ["Hôtel Soleil"]);
    await createCompletedAudit(account.id, client.id, 64, new Date("2026-11-01T00:00:00Z"));
    const mcp = await connect(key, mode);

    const found = await mcp.callTool({ name: "find_clients", arguments: { query: "lumiere" } });
    expect(found.structuredContent).toMatchObject({ total: 1, page: 1, per_page: 10, next_page: null, clients: [{ id: client.id, domain: "maison-lumiere.fr" }] });
    expect(text(found)).toContain(`Maison Lumière (id ${client.id}, maison-lumiere.fr`);

    const view = await mcp.callTool({ name: "get_client_360", arguments: { client_id: client.id } });
    expect(view.structuredContent).toEqual((await callJson(`/clients/${client.id}/360`, { key })).body.data);
    expect(text(view)).toContain("score 64/100");

    const models = await data(mcp, "list_models", { web_search: true });
    expect(models.models.length).toBeGreaterThan(0);
    expect(models.models.every((m: { web_search: boolean }) => m.web_search)).toBe(true);
    expect((await data(mcp, "get_credit_balance")).balance).toBe(account.creditBalance);
    await mcp.close();
  });

  it("bounds pages and says where the next one is, and refuses bad arguments naming the field", async () => {
    const { account, key } = await createAgency();
    for (let i = 0; i < 3; i++) await createClient(account.id, { name: `Page Brand ${i}`, domain: `page-${i}.fr`, website: `https://page-${i}.fr` });
    const mcp = await connect(key, mode);
    const first = await mcp.callTool({ name: "find_clients", arguments: { query: "page brand", per_page: 2 } });
    expect(first.structuredContent).toMatchObject({ total: 3, page: 1, per_page: 2, next_page: 2 });
    expect(text(first)).toContain("More: call find_clients with page 2 (3 in all).");
    expect(await data(mcp, "find_clients", { query: "page brand", per_page: 2, page: 2 })).toMatchObject({ next_page: null, clients: [{ name: "Page Brand 2" }] });
    expect(await refusal(mcp, "find_clients", { per_page: 26 })).toContain("per_page");
    expect(await refusal(mcp, "get_client_360", { client_id: "12" })).toContain("client_id");
    // Text that no database column can hold is refused before any query, naming the argument.
    expect(await refusal(mcp, "find_clients", { query: "a\u0000b" })).toContain("query");
    expect(await refusal(mcp, "list_results", { client_id: 1, prompt: "\ud800" })).toContain("prompt");
    expect(await refusal(mcp, "get_score_distribution", { model_id: "GPT 4" })).toContain("model_id");
    expect(await refusal(mcp, "get_portfolio", { sector: " " })).toContain("sector");
    await expect(mcp.getPrompt({ name: "monthly_client_brief", arguments: { client_id: "9999999999" } })).rejects.toThrow("Client 9999999999 not found.");
    await mcp.close();
  });
});

describe("MCP tools on an agency's work", () => {
  it("gives the next tasks by priority and updates one, as PATCH /action-plans/{id}/tasks/{task_id} does", async () => {
    const { account, key } = await createAgency();
    const client = await createClient(account.id);
    const { plan, tasks } = await createPlan(account.id, client.id, [
      { priority: "low", dueDate: "2030-01-01" },
      { priority: "high", dueDate: "2030-03-01" },
      { priority: "high", dueDate: "2030-02-01" },
      { priority: "medium", status: "done" },
      { priority: "medium", status: "in_progress" },
    ]);
    const mcp = await connect(key);
    const next = await data(mcp, "get_next_tasks", { client_id: client.id, limit: 3 });
    expect(next.plan).toMatchObject({ id: plan.id, task_count: 5, done_count: 1 });
    expect(next.open_tasks).toBe(4);
    expect(next.tasks.map((t: { id: number }) => t.id)).toEqual([tasks[2]!.id, tasks[1]!.id, tasks[4]!.id]);

    const done = await data(mcp, "update_task", { plan_id: plan.id, task_id: tasks[2]!.id, status: "done" });
    expect(done).toMatchObject({ id: tasks[2]!.id, status: "done" });
    const rest = (await callJson(`/action-plans/${plan.id}`, { key })).body.data;
    expect(rest.tasks.find((t: { id: number }) => t.id === tasks[2]!.id)).toEqual(done);
    expect(await refusal(mcp, "update_task", { plan_id: plan.id, task_id: tasks[2]!.id, status: "finished" })).toContain("status");

    const bare = await createClient(account.id);
    expect(await data(mcp, "get_next_tasks", { client_id: bare.id })).toEqual({ plan: null, open_tasks: 0, tasks: [] });
    await mcp.close();
  });

  it("lists the open invented URLs with the page to redirect each to", async () => {
    const { account, key } = await createAgency();
    const client = await createClient(account.id);
    await addHallucinatedUrls(account.id, client.id, [
      { url: "https://client.example/offres/spa-gratuit" },
      { url: "https://client.example/old", status: "redirected" },
      { url: "https://client.example/exists", state: "valid" },
    ]);
    const mcp = await connect(key);
    const open = await data(mcp, "list_hallucinated_urls", { client_id: client.id });
    expect(open.total).toBe(1);
    expect(open.urls[0]).toMatchObject({ url: "https://client.example/offres/spa-gratuit", status: "open", state: "hallucinated" });
    expect(open.urls[0]).toHaveProperty("suggested_redirect");
    const rest = (await callJson(`/clients/${client.id}/hallucinated-urls?status=open`, { key })).body.data;
    expect(open.urls).toEqual(rest);
    expect((await data(mcp, "list_hallucinated_urls", { client_id: client.id, status: "redirected" })).urls.map((u: { url: string }) => u.url)).toEqual(["https://client.example/old"]);
    await mcp.close();
  });

  it("creates (once per idempotency key), lists, pauses and deletes schedules as /scheduled-audits does", async () => {
    const { account, key } = await createAgency();
    const client = await createClient(account.id);
    const mcp = await connect(key);
    const args = { client_id: client.id, frequency: "monthly", timezone: "Europe/Paris", idempotency_key: "mcp-schedule-1" };
    const created = await data(mcp, "create_schedule", args);
    expect(created).toMatchObject({ client_id: client.id, frequency: "monthly", timezone: "Europe/Paris", active: true });
    expect(created.upcoming_runs).toHaveLength(3);
    const again = await mcp.callTool({ name: "create_schedule", arguments: args });
    expect(again.structuredContent).toEqual(created);
    expect(text(again)).toContain("Already created with this idempotency key");
    expect((await data(mcp, "list_schedules", { client_id: client.id })).total).toBe(1);

    expect(await refusal(mcp, "create_schedule", { client_id: client.id, frequency: "every full moon" })).toContain("'frequency'");
    expect(await refusal(mcp, "update_schedule", { schedule_id: created.id })).toBe("Give at least one field to change: client_id, name, frequency, timezone, model_ids, prompts, samples or active.");

    const paused = await data(mcp, "update_schedule", { schedule_id: created.id, active: false });
    expect(paused).toMatchObject({ active: false, next_run_at: null });
    expect((await callJson(`/scheduled-audits/${created.id}`, { key })).body.data).toEqual(paused);
    expect(await data(mcp, "delete_schedule", { schedule_id: created.id })).toEqual({ id: created.id, deleted: true });
    expect((await call(`/scheduled-audits/${created.id}`, { key })).status).toBe(404);
    expect(await refusal(mcp, "delete_schedule", { schedule_id: created.id })).toBe(`Scheduled audit ${created.id} not found.`);
    await mcp.close();
  });

  it("ranks and summarises the portfolio with the analytics endpoints' figures", async () => {
    const { account, key } = await createAgency();
    const a = await createClient(account.id, { sector: "hospitality" });
    const b = await createClient(account.id, { sector: "retail" });
    await createCompletedAudit(account.id, a.id, 40, new Date("2026-09-10T00:00:00Z"));
    await createCompletedAudit(account.id, a.id, 70, new Date("2026-10-10T00:00:00Z"), { "gpt-4o": 72 });
    await createCompletedAudit(account.id, b.id, 55, new Date("2026-10-12T00:00:00Z"), { "gpt-4o": 50 });
    const mcp = await connect(key);
    const board = await data(mcp, "get_leaderboard", { per_page: 5 });
    expect(board.entries).toEqual((await callJson("/analytics/leaderboard?per_page=5", { key })).body.data);
    expect(board.entries.map((e: { client: { id: number } }) => e.client.id)).toEqual([a.id, b.id]);
    const windowed = await data(mcp, "get_leaderboard", { from: "2026-09-01", to: "2026-09-30" });
    expect(windowed.entries).toEqual((await callJson("/analytics/leaderboard?from=2026-09-01&to=2026-09-30", { key })).body.data);
    expect(windowed.entries.map((e: { score: number }) => e.score)).toEqual([40]);
    expect(await data(mcp, "get_score_distribution", { by_model: true })).toEqual((await callJson("/analytics/scores/distribution?by_model=true", { key })).body.data);
    expect(await data(mcp, "get_portfolio", { sector: "retail" })).toEqual((await callJson("/analytics/portfolio?sector=retail", { key })).body.data);
    expect(await refusal(mcp, "get_leaderboard", { from: "2026-10-01", to: "2026-09-01" })).toBe("Argument 'from' must be before 'to'.");
    await mcp.close();
  });
});

describe("MCP prompts and resources", () => {
  it("offers a monthly client brief whose facts are the client's month against the month before", async () => {
    const { account, key } = await createAgency();
    const client = await createClient(account.id, { name: "Maison Lumière", language: "fr" });
    await addCompetitors(account.id, client.id, ["Hôtel Soleil"]);
    await createCompletedAudit(account.id, client.id, 50, new Date("2026-10-15T00:00:00Z"));
    await createCompletedAudit(account.id, client.id, 62, new Date("2026-11-15T00:00:00Z"));
    await createPlan(account.id, client.id, [{ priority: "high" }]);
    const mcp = await connect(key);
    const { prompts } = await mcp.listPrompts();
    expect(prompts.map((p) => p.name)).toEqual(["monthly_client_brief"]);
    expect(prompts[0]!.arguments?.map((a) => [a.name, a.required])).toEqual([["client_id", true], ["month", false]]);

    const brief = await mcp.getPrompt({ name: "monthly_client_brief", arguments: { client_id: String(client.id), month: "2026-11" } });
    const message = (brief.messages[0]!.content as { text: string }).text;
    expect(message).toContain('language whose ISO 639-1 code is "fr"');
    const facts = JSON.parse(message.slice(message.indexOf("{")));
    expect(facts.month_against_previous).toMatchObject({ client_id: client.id, before: { overall: { score: 50 } }, after: { overall: { score: 62 } }, change: { score: 12 } });
    expect(facts.next_tasks).toHaveLength(1);
    expect(facts.competitors).toEqual(["Hôtel Soleil"]);

    const quiet = await mcp.getPrompt({ name: "monthly_client_brief", arguments: { client_id: String(client.id), month: "2026-08" } });
    const quietFacts = JSON.parse((quiet.messages[0]!.content as { text: string }).text.split("Facts (JSON):\n")[1]!);
    expect(quietFacts.month_against_previous.unavailable).toBe(`Client ${client.id} has no audit completed at or after 2026-07-01T00:00:00.000Z and before 2026-08-01T00:00:00.000Z (period 'before').`);

    const theirs = await createAgency();
    const foreign = await createClient(theirs.account.id);
    await expect(mcp.getPrompt({ name: "monthly_client_brief", arguments: { client_id: String(foreign.id) } })).rejects.toThrow(`Client ${foreign.id} not found.`);
    await mcp.close();
  });

  it("lists the clients as resources and reads one as its overview; another account's client is not found", async () => {
    const { account, key } = await createAgency();
    const client = await createClient(account.id, { name: "Resource Brand" });
    const theirs = await createAgency();
    const foreign = await createClient(theirs.account.id);
    const mcp = await connect(key);
    const { resources } = await mcp.listResources();
    expect(resources.map((r) => r.uri)).toEqual(expect.arrayContaining([`ai-visibility://clients/${client.id}`, "ai-visibility://models"]));
    expect(resources.some((r) => r.uri === `ai-visibility://clients/${foreign.id}`)).toBe(false);
    const read = await mcp.readResource({ uri: `ai-visibility://clients/${client.id}` });
    expect(JSON.parse((read.contents[0] as { text: string }).text)).toEqual((await callJson(`/clients/${client.id}/360`, { key })).body.data);
    await expect(mcp.readResource({ uri: `ai-visibility://clients/${foreign.id}` })).rejects.toThrow(`Client ${foreign.id} not found.`);
    const models = JSON.parse(((await mcp.readResource({ uri: "ai-visibility://models" })).contents[0] as { text: string }).text);
    expect(models).toEqual((await callJson("/models?per_page=100", { key })).body.data);
    await mcp.close();
  });
});

describe("MCP webhook and credit-alert tools", () => {
  it("lists the endpoints without their secrets, and an endpoint's deliveries with why the last attempt failed", async () => {
    const { account, key } = await createAgency();
    const created = await callJson("/webhook-endpoints", { key, method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ url: "https://hooks.example.com/seo", description: "SEO alerts", event_types: ["audit.completed"] }) });
    expect(created.status).toBe(200);
    const endpointId = created.body.data.id as number;
    const eventIds = [0, 1].map(() => `evt_${crypto.randomUUID().replaceAll("-", "")}`);
    await db().insert(webhookEvents).values(eventIds.map((id, i) => ({ id, accountId: account.id, type: "audit.completed", data: { id: 100 + i, status: "completed" } })));
    await db().insert(webhookDeliveries).values([
      { accountId: account.id, endpointId, eventId: eventIds[0]!, status: "succeeded" as const, attempts: 1, nextAttemptAt: null, lastAttemptAt: new Date(), lastStatusCode: 200, lastDurationMs: 80, deliveredAt: new Date() },
      { accountId: account.id, endpointId, eventId: eventIds[1]!, status: "failed" as const, attempts: 8, nextAttemptAt: null, lastAttemptAt: new Date(), lastStatusCode: 500, lastError: "HTTP 500 from the endpoint", lastDurationMs: 120 },
    ]);
    const mcp = await connect(key);
    const endpoints = await data(mcp, "list_webhook_endpoints");
    expect(endpoints).toMatchObject({ total: 1, endpoints: [{ id: endpointId, url: "https://hooks.example.com/seo", event_types: ["audit.completed"], active: true }] });
    expect(JSON.stringify(endpoints)).not.toContain(created.body.data.secret);
    const listed = await mcp.callTool({ name: "list_webhook_endpoints", arguments: {} });
    expect(text(listed)).toContain(`endpoint ${endpointId} https://hooks.example.com/seo "SEO alerts": audit.completed; on`);

    const all = await data(mcp, "list_webhook_deliveries", { endpoint_id: endpointId });
    expect(all.total).toBe(2);
    const failed = await mcp.callTool({ name: "list_webhook_deliveries", arguments: { endpoint_id: endpointId, status: "failed" } });
    expect(failed.structuredContent).toMatchObject({ total: 1, deliveries: [{ status: "failed", attempts: 8, last_status_code: 500, event: { type: "audit.completed", data: { id: 101 } } }] });
    expect(text(failed)).toMatch(/^1 delivery to endpoint \d+:\n- delivery \d+: audit\.completed .*failed after 8 attempts, gave up; last answer HTTP 500/);
    expect(await refusal(mcp, "list_webhook_deliveries", { endpoint_id: 2_000_000_000 })).toBe("Webhook endpoint 2000000000 not found.");

    // Another account's endpoint is not there.
    const other = await connect((await createAgency()).key);
    expect(await refusal(other, "list_webhook_deliveries", { endpoint_id: endpointId })).toBe(`Webhook endpoint ${endpointId} not found.`);
    expect((await data(other, "list_webhook_endpoints")).total).toBe(0);
    await other.close();
    await mcp.close();
  });

  it("sets the low-credit alert as PATCH /account/credits does, and get_credit_balance says where it stands", async () => {
    const { key } = await createAgency();
    const mcp = await connect(key);
    expect(text(await mcp.callTool({ name: "get_credit_balance", arguments: {} }))).toMatch(/credits available; the credits\.low webhook fires below 100\.$/);
    const set = await mcp.callTool({ name: "set_low_credit_alert", arguments: { low_credits_threshold: 250 } });
    expect(set.structuredContent).toMatchObject({ low_credits_threshold: 250 });
    expect((await callJson("/account/credits", { key })).body.data.low_credits_threshold).toBe(250);
    expect(text(await mcp.callTool({ name: "set_low_credit_alert", arguments: { low_credits_threshold: null } }))).toBe("Low-credit alert turned off.");
    expect((await data(mcp, "get_credit_balance")).low_credits_threshold).toBeNull();
    expect((await mcp.callTool({ name: "set_low_credit_alert", arguments: { low_credits_threshold: 0 } })).isError).toBe(true);
    expect((await callJson("/account/credits", { key })).body.data.low_credits_threshold).toBeNull();
    const readOnly = await connect((await createAgency({ scopes: ["account:read"] })).key);
    expect(await refusal(readOnly, "set_low_credit_alert", { low_credits_threshold: 5 })).toBe("This API key lacks the 'account:write' scope required by this tool.");
    await readOnly.close();
    await mcp.close();
  });
});

describe("MCP authentication, scopes and tenancy", () => {
  it("answers 401 before any MCP processing, and 403 to a plan without API access", async () => {
    const bad = await connect("geo_00000000000000000000000000000000").catch((error: unknown) => error);
    expect(bad).toBeInstanceOf(SdkHttpError);
    expect((bad as SdkHttpError & { status?: number; data?: { status?: number } }).data?.status ?? (bad as { status?: number }).status).toBe(401);
    const raw = await call("/mcp", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" }) });
    expect(raw.status).toBe(401);
    expect(((await raw.json()) as { error: { type: string } }).error.type).toBe("unauthorized");
    const free = await createAgency({ plan: "free" });
    expect(await connect(free.key).catch((error: unknown) => error)).toBeInstanceOf(SdkHttpError);
    expect((await call("/mcp", { key: free.key, method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" })).status).toBe(403);
  });

  it("refuses a JSON-RPC batch before running any of its calls: one request carries one operation", async () => {
    const { account, key } = await createAgency();
    const client = await createClient(account.id);
    const launch = (i: number) => ({ jsonrpc: "2.0", id: i, method: "tools/call", params: { name: "launch_audit", arguments: { client_id: client.id, idempotency_key: `batch-${i}` } } });
    const remaining: (string | null)[] = [];
    for (const version of ["2025-06-18", "2025-03-26"]) {
      const res = await call("/mcp", {
        key,
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json, text/event-stream", "MCP-Protocol-Version": version },
        body: JSON.stringify(Array.from({ length: 20 }, (_, i) => launch(i))),
      });
      expect(res.status, version).toBe(400);
      expect(await res.json()).toMatchObject({ jsonrpc: "2.0", id: null, error: { code: -32600, message: expect.stringContaining("batches are not supported") } });
      remaining.push(res.headers.get("x-ratelimit-remaining"));
    }
    // Each POST counted once, and none of the launches ran.
    expect(remaining).toEqual(["59", "58"]);
    expect((await callJson("/audits", { key })).body.pagination.total).toBe(0);
    expect((await callJson("/account/credits", { key })).body.data.balance).toBe(account.creditBalance);
  });

  it("answers GET with 405: the endpoint is stateless and streams nothing", async () => {
    const { key } = await createAgency();
    const res = await call("/mcp", { key });
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("POST");
  });

  it("answers a tool outside the key's scopes with the API's 403 message, writes included", async () => {
    const { account, key } = await createAgency({ scopes: ["clients:read", "audits:read"] });
    const client = await createClient(account.id);
    const mcp = await connect(key);
    expect(await refusal(mcp, "get_credit_balance")).toBe("This API key lacks the 'account:read' scope required by this tool.");
    expect(await refusal(mcp, "launch_audit", { client_id: client.id })).toBe("This API key lacks the 'audits:write' scope required by this tool.");
    expect(await refusal(mcp, "create_schedule", { client_id: client.id, frequency: "daily" })).toBe("This API key lacks the 'scheduled_audits:write' scope required by this tool.");
    expect(await refusal(mcp, "get_next_tasks", { client_id: client.id })).toBe("This API key lacks the 'action_plans:read' scope required by this tool.");
    expect(await refusal(mcp, "list_webhook_endpoints")).toBe("This API key lacks the 'webhooks:read' scope required by this tool.");
    await expect(mcp.getPrompt({ name: "monthly_client_brief", arguments: { client_id: String(client.id) } })).rejects.toThrow("This API key lacks the 'action_plans:read' scope required by this prompt.");
    expect((await mcp.callTool({ name: "find_clients", arguments: {} })).isError).toBeFalsy();
    expect((await data(mcp, "get_visibility_summary", { client_id: client.id })).audits).toEqual([]);
    await mcp.close();
  });

  it("answers every tool about another account's data as not found, and changes nothing of it", async () => {
    const mine = await createAgency();
    const theirs = await createAgency();
    const client = await createClient(theirs.account.id, { name: "Secret Brand" });
    const audit = await createCompletedAudit(theirs.account.id, client.id, 60, new Date("2026-10-01T00:00:00Z"));
    const older = await createCompletedAudit(theirs.account.id, client.id, 50, new Date("2026-09-01T00:00:00Z"));
    const { plan, tasks } = await createPlan(theirs.account.id, client.id, [{ priority: "high" }]);
    const schedule = await createSchedule(theirs.account.id, client.id);
    await addHallucinatedUrls(theirs.account.id, client.id, [{ url: "https://secret.example/x" }]);
    const mcp = await connect(mine.key);
    const notFound: [string, Record<string, unknown>, string][] = [
      ["get_client_360", { client_id: client.id }, `Client ${client.id} not found.`],
      ["get_visibility_summary", { client_id: client.id }, `Client ${client.id} not found.`],
      ["compare_audits", { audit_ids: [audit.id, older.id] }, `Audit ${audit.id} not found.`],
      ["compare_audits", { client_id: client.id, before: { to: "2026-09-15" }, after: { from: "2026-09-15" } }, `Client ${client.id} not found.`],
      ["list_results", { audit_id: audit.id }, `Audit ${audit.id} not found.`],
      ["list_results", { client_id: client.id }, `Client ${client.id} not found.`],
      ["get_source_domains", { client_id: client.id }, `Client ${client.id} not found.`],
      ["list_hallucinated_urls", { client_id: client.id }, `Client ${client.id} not found.`],
      ["get_next_tasks", { client_id: client.id }, `Client ${client.id} not found.`],
      ["update_task", { plan_id: plan.id, task_id: tasks[0]!.id, status: "done" }, `Action plan ${plan.id} not found.`],
      ["launch_audit", { client_id: client.id, idempotency_key: "steal-1" }, `Client ${client.id} not found.`],
      ["cancel_audit", { audit_id: audit.id }, `Audit ${audit.id} not found.`],
      ["create_schedule", { client_id: client.id, frequency: "daily" }, `Client ${client.id} not found.`],
      ["update_schedule", { schedule_id: schedule.id, active: false }, `Scheduled audit ${schedule.id} not found.`],
      ["delete_schedule", { schedule_id: schedule.id }, `Scheduled audit ${schedule.id} not found.`],
    ];
    for (const [name, args, message] of notFound) expect(await refusal(mcp, name, args), name).toBe(message);
    expect(await data(mcp, "find_clients", { query: "Secret" })).toMatchObject({ total: 0, clients: [] });
    expect((await data(mcp, "get_leaderboard")).entries).toEqual([]);

    const owner = await connect(theirs.key);
    expect((await data(owner, "get_next_tasks", { client_id: client.id })).tasks).toMatchObject([{ id: tasks[0]!.id, status: "todo" }]);
    expect(await data(owner, "list_schedules")).toMatchObject({ total: 1, schedules: [{ id: schedule.id, active: true }] });
    expect((await data(owner, "list_audits", { client_id: client.id })).total).toBe(2);
    expect((await data(owner, "get_credit_balance")).balance).toBe(theirs.account.creditBalance);
    await owner.close();
    await mcp.close();
  });

  it("keeps each key to its own rate limit: MCP calls count as API requests", async () => {
    const { account } = await createAgency();
    const { key } = await createKey(account.id);
    const mcp = await connect(key);
    const answered = await Promise.all(Array.from({ length: 70 }, () => mcp.callTool({ name: "list_models", arguments: {} }).then(() => "ok", (error: unknown) => error)));
    expect(answered.filter((a) => a === "ok").length).toBeLessThan(70);
    expect(answered.find((a) => a !== "ok")).toBeInstanceOf(SdkHttpError);
    await mcp.close().catch(() => undefined);
  });
});
