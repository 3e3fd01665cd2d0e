// Webhooks end to end: endpoints through the API, events written with the changes that cause them, deliveries to a
// local receiver that verifies each signature with the Standard Webhooks reference library, retries, timeouts,
// redirects, rotation, resends, the endpoint turned off after days of failure, and delivery surviving a worker that dies
// between the commit and the send.
import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { webhookDeliveries, webhookEndpoints, webhookEvents } from "@/db/schema";
import { cancelAudit } from "@/domain/audits/cancel";
import { deliver, deliveryOptions, MAX_DELIVERY_ATTEMPTS } from "@/domain/webhooks/delivery";
import { DELIVERY_IDS, EVENT_CTES, EVENT_TYPE_NAMES } from "@/domain/webhooks/events";
import { createEndpoint } from "@/domain/webhooks/endpoints";
import worker from "@/index";
import type { ReceivedRequest } from "../dev/fixtures/webhook-receiver";
import { callJson, expectError } from "./helpers/client";
import { createAgency, createAnsweredAudit, createAuditWithQueries, createClient, createCompletedAudit, createSchedule, db, setBalance } from "./helpers/factories";
import { waitFor } from "./helpers/wait";

const json = (method: string, body: unknown) => ({ method, headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
/** A one-prompt, one-model launch (2 credits) for `clientId`. */
const launchOne = (key: string, clientId: number) => callJson("/audits/launch", { key, ...json("POST", { client_id: clientId, model_ids: ["gpt-4o"], prompts: ["Best hotel?"] }) });
let hookCount = 0;

/** A fresh hook on the receiver, in `mode`; returns its URL and a reader of what it received. */
async function hook(mode: "ok" | "fail" | "slow" | "redirect" | "flaky", extra: { delayMs?: number; failures?: number } = {}) {
  const name = `h${Date.now().toString(36)}${hookCount++}`;
  const configure = async (secrets: string[]) => {
    const res = await fetch(`${env.WEBHOOK_RECEIVER_URL}/__hooks/${name}`, { method: "POST", body: JSON.stringify({ secrets, mode, ...extra }) });
    expect(res.status).toBe(200);
  };
  await configure([]);
  return {
    url: `${env.WEBHOOK_RECEIVER_URL}/hooks/${name}`,
    /** Tells the receiver which secrets to verify with (and clears what it received). */
    configure,
    received: async () => (await (await fetch(`${env.WEBHOOK_RECEIVER_URL}/__hooks/${name}`)).json()) as ReceivedRequest[],
  };
}

/** An agency with an endpoint on a fresh hook; the receiver verifies with the endpoint's secret. */
async function agencyWithEndpoint(mode: Parameters<typeof hook>[0] = "ok", body: Record<string, unknown> = {}, extra: Parameters<typeof hook>[1] = {}) {
  const agency = await createAgency();
  const receiver = await hook(mode, extra);
  const created = await callJson("/webhook-endpoints", { key: agency.key, ...json("POST", { url: receiver.url, ...body }) });
  expect(created.status).toBe(200);
  await receiver.configure([created.body.data.secret]);
  return { ...agency, receiver, endpoint: created.body.data as { id: number; secret: string; url: string } };
}

const deliveriesOf = (endpointId: number) => db().select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpointId)).orderBy(webhookDeliveries.id);

async function tick() {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ scheduledTime: new Date(), cron: "*/5 * * * *" }), env, ctx);
  await waitOnExecutionContext(ctx);
}

describe("webhook endpoints", () => {
  it("creates an endpoint with its secret shown once, reads, lists, updates and deletes it", async () => {
    const { key } = await createAgency();
    const created = await callJson("/webhook-endpoints", { key, ...json("POST", { url: "https://hooks.example.com/ai", description: "SEO alerts", event_types: ["audit.completed", "visibility.changed"], visibility_threshold: 8 }) });
    expect(created.status).toBe(200);
    expect(Object.keys(created.body)).toEqual(["success", "data"]);
    const endpoint = created.body.data;
    expect(endpoint).toEqual({
      id: expect.any(Number),
      url: "https://hooks.example.com/ai",
      description: "SEO alerts",
      event_types: ["audit.completed", "visibility.changed"],
      active: true,
      visibility_threshold: 8,
      disabled_reason: null,
      disabled_at: null,
      failing_since: null,
      previous_secret_expires_at: null,
      created_at: expect.any(String),
      updated_at: expect.any(String),
      secret: expect.stringMatching(/^whsec_[A-Za-z0-9+/]{43}=$/),
    });
    const read = await callJson(`/webhook-endpoints/${endpoint.id}`, { key });
    expect(read.status).toBe(200);
    const { secret: _secret, ...withoutSecret } = endpoint;
    expect(read.body.data).toEqual(withoutSecret);

    const second = await callJson("/webhook-endpoints", { key, ...json("POST", { url: "https://hooks.example.com/other", active: false }) });
    const page1 = await callJson("/webhook-endpoints?per_page=1", { key });
    expect(page1.body.data.map((e: { id: number }) => e.id)).toEqual([endpoint.id]);
    expect(page1.body.pagination).toEqual({ page: 1, per_page: 1, total: 2, total_pages: 2 });
    const inactive = await callJson("/webhook-endpoints?active=false", { key });
    expect(inactive.body.data.map((e: { id: number }) => e.id)).toEqual([second.body.data.id]);
    expect(inactive.body.data[0]).not.toHaveProperty("secret");

    const patched = await callJson(`/webhook-endpoints/${endpoint.id}`, { key, ...json("PATCH", { event_types: [], description: null }) });
    expect(patched.status).toBe(200);
    expect(patched.body.data).toMatchObject({ event_types: [], description: null, visibility_threshold: 8, url: "https://hooks.example.com/ai" });

    const deleted = await callJson(`/webhook-endpoints/${endpoint.id}`, { key, method: "DELETE" });
    expect(deleted.body).toEqual({ success: true, data: { id: endpoint.id, deleted: true } });
    expect(expectError((await callJson(`/webhook-endpoints/${endpoint.id}`, { key, method: "DELETE" })).body, 404).message).toBe(`Webhook endpoint ${endpoint.id} not found.`);
  });

  it("refuses bad input with a message naming the field", async () => {
    const { key } = await createAgency();
    const cases: [unknown, string][] = [
      [{}, "Body field 'url' is required."],
      [{ url: "ftp://hooks.example.com" }, "Body field 'url' must be an absolute https:// URL"],
      [{ url: "http://hooks.example.com/x" }, "Body field 'url' must use https://"],
      [{ url: "https://user:pw@hooks.example.com/x" }, "Body field 'url' must not contain a user name or password"],
      [{ url: "https://hooks.example.com", event_types: ["audit.done"] }, "Body field 'event_types.0' is invalid: must be one of: audit.completed"],
      [{ url: "https://hooks.example.com", event_types: ["audit.completed", "audit.completed"] }, "Body field 'event_types' must not repeat an item."],
      [{ url: "https://hooks.example.com", visibility_threshold: 101 }, "Body field 'visibility_threshold' must be an integer from 0 to 100."],
      [{ url: "https://hooks.example.com", visibility_threshold: 2.5 }, "Body field 'visibility_threshold' must be an integer from 0 to 100."],
      [{ url: "https://hooks.example.com", secret: "whsec_mine" }, "Body field 'secret' is not allowed."],
      [{ url: "https://hooks.example.com/\u0000" }, "Body field 'url' contains a character that is not allowed"],
      [{ url: `https://hooks.example.com/${"a".repeat(2048)}` }, "Body field 'url' must be at most 2048 characters."],
    ];
    for (const [body, message] of cases) {
      const res = await callJson("/webhook-endpoints", { key, ...json("POST", body) });
      expect(expectError(res.body, 400).message, JSON.stringify(body).slice(0, 80)).toContain(message);
    }
    const { body: created } = await callJson("/webhook-endpoints", { key, ...json("POST", { url: "https://hooks.example.com" }) });
    const empty = await callJson(`/webhook-endpoints/${created.data.id}`, { key, ...json("PATCH", {}) });
    expect(expectError(empty.body, 400).message).toBe("Request body is invalid: The body must change at least one field: url, description, event_types, active or visibility_threshold.");
    const deliveries = await callJson(`/webhook-endpoints/${created.data.id}/deliveries?status=lost`, { key });
    expect(expectError(deliveries.body, 400).message).toBe("Query parameter 'status' must be one of: pending, succeeded, failed.");
  });

  it("answers 401 without a key, 403 without the webhooks scopes, 404 for another account's endpoint", async () => {
    const owner = await createAgency();
    const { body } = await callJson("/webhook-endpoints", { key: owner.key, ...json("POST", { url: "https://hooks.example.com" }) });
    const id = body.data.id as number;
    expect((await callJson("/webhook-endpoints")).status).toBe(401);
    const reader = await createAgency({ scopes: ["webhooks:read"] });
    expect(expectError((await callJson("/webhook-endpoints", { key: reader.key, ...json("POST", { url: "https://hooks.example.com" }) })).body, 403).message).toBe(
      "This API key lacks the 'webhooks:write' scope required by this endpoint.",
    );
    const other = await createAgency({ scopes: ["clients:read"] });
    expect(expectError((await callJson("/webhook-endpoints", { key: other.key })).body, 403).message).toContain("'webhooks:read'");
    const stranger = await createAgency();
    for (const [path, init] of [
      [`/webhook-endpoints/${id}`, {}],
      [`/webhook-endpoints/${id}`, json("PATCH", { active: false })],
      [`/webhook-endpoints/${id}/rotate-secret`, { method: "POST" }],
      [`/webhook-endpoints/${id}/deliveries`, {}],
      [`/webhook-endpoints/${id}/deliveries/1/resend`, { method: "POST" }],
      [`/webhook-endpoints/${id}`, { method: "DELETE" }],
    ] as const) {
      const res = await callJson(path, { key: stranger.key, ...init });
      expect(expectError(res.body, 404).message, `${JSON.stringify(init)} ${path}`).toBe(`Webhook endpoint ${id} not found.`);
    }
    const [row] = await db().select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
    expect(row).toMatchObject({ active: true, secret: body.data.secret });
  });

  it("holds the cap of 20 endpoints under concurrent creates", async () => {
    const { account, key } = await createAgency();
    const statuses = await Promise.all(Array.from({ length: 26 }, (_, i) => callJson("/webhook-endpoints", { key, ...json("POST", { url: `https://hooks.example.com/${i}` }) }).then((r) => r.status)));
    expect(statuses.filter((s) => s === 200)).toHaveLength(20);
    expect(statuses.filter((s) => s === 409)).toHaveLength(6);
    expect(await db().$count(webhookEndpoints, eq(webhookEndpoints.accountId, account.id))).toBe(20);
  });

  it("refuses private and loopback URLs in production, and plain http anywhere but loopback", async () => {
    const { account } = await createAgency();
    for (const url of ["http://127.0.0.1:8080/hook", "https://localhost/hook", "https://10.1.2.3/hook", "https://[::1]/hook", "https://metadata.internal/x", "https://169.254.169.254/latest"]) {
      await expect(createEndpoint(db(), account.id, { url }, "production"), url).rejects.toThrow(/Body field 'url' must/);
    }
    await expect(createEndpoint(db(), account.id, { url: "http://127.0.0.1:8080/hook" }, "local")).resolves.toMatchObject({ replayed: false });
  });
});

describe("deliveries", () => {
  it("delivers audit.completed and report.ready, signed, when an audit finishes", async () => {
    const { account, receiver, endpoint, key } = await agencyWithEndpoint("ok", { event_types: ["audit.completed", "report.ready"] });
    const client = await createClient(account.id, { name: "Maison Lumière" });
    const audit = await createAnsweredAudit(account.id, client.id, [{ modelId: "gpt-4o", answer: "Maison Lumière is a fine hotel." }]);
    const received = await waitFor(receiver.received, (r) => r.length >= 2);
    expect(received).toHaveLength(2);
    for (const request of received) {
      expect(request.verifiedWith).toEqual([0]);
      expect(request.webhookId).toBe((request.body as { id: string }).id);
      expect(request.webhookId).toMatch(/^evt_[0-9a-f]{32}$/);
    }
    const byType = Object.fromEntries(received.map((r) => [(r.body as { type: string }).type, r.body as { id: string; type: string; created_at: string; data: Record<string, unknown> }]));
    expect(Object.keys(byType).sort()).toEqual(["audit.completed", "report.ready"]);
    expect(byType["audit.completed"]).toEqual({
      id: expect.any(String),
      type: "audit.completed",
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      data: expect.objectContaining({ id: audit.id, client_id: client.id, status: "completed", score: audit.score, total_queries: 1, completed_queries: 1, failed_queries: 0, trigger: "api" }),
    });
    expect(byType["report.ready"]!.data).toMatchObject({ audit_id: audit.id, client_id: client.id, language: "fr", download_path: expect.stringMatching(/^\/api\/v1\/reports\/\d+\/download$/) });

    const listed = await waitFor(
      () => callJson(`/webhook-endpoints/${endpoint.id}/deliveries`, { key }),
      (r) => r.body.data.every((d: { status: string }) => d.status === "succeeded"),
    );
    expect(listed.body.pagination.total).toBe(2);
    expect(listed.body.data[0]).toMatchObject({ endpoint_id: endpoint.id, status: "succeeded", attempts: 1, last_status_code: 204, last_error: null, next_attempt_at: null, delivered_at: expect.any(String) });
    const onlyReports = await callJson(`/webhook-endpoints/${endpoint.id}/deliveries?event_type=report.ready`, { key });
    expect(onlyReports.body.data.map((d: { event: { type: string } }) => d.event.type)).toEqual(["report.ready"]);
    expect(onlyReports.body.data[0].event).toEqual(byType["report.ready"]);
  });

  it("sends each endpoint only the types it asked for, and visibility.changed only past its threshold", async () => {
    const { account, key, receiver } = await agencyWithEndpoint("ok", { event_types: ["visibility.changed"], visibility_threshold: 0 });
    const strict = await hook("ok");
    await callJson("/webhook-endpoints", { key, ...json("POST", { url: strict.url, event_types: ["visibility.changed"], visibility_threshold: 100 }) });
    const client = await createClient(account.id, { name: "Maison Lumière" });
    // The previous audit asked another model, so no model can have dropped the brand: only the score moved.
    const previous = await createCompletedAudit(account.id, client.id, 100, new Date(Date.now() - 86_400_000), { "claude-sonnet": 100 });
    const audit = await createAnsweredAudit(account.id, client.id, [{ modelId: "gpt-4o", answer: "Try Hotel Azur or Grand Palace." }]);
    const [request] = await waitFor(receiver.received, (r) => r.length >= 1);
    expect(request!.body).toMatchObject({
      type: "visibility.changed",
      data: { client_id: client.id, client_name: "Maison Lumière", audit_id: audit.id, previous_audit_id: previous.id, score: audit.score, previous_score: 100, score_change: audit.score! - 100, dropped_models: [], by_model: [] },
    });
    await tick();
    expect(await strict.received()).toEqual([]);
  });

  it("retries a failing receiver with a growing delay, keeping the response code and a clean error", async () => {
    const { account, key, receiver, endpoint } = await agencyWithEndpoint("fail");
    const client = await createClient(account.id);
    const { audit } = await createAuditWithQueries(account.id, client.id, [{ prompt: "Q?", modelId: "gpt-4o" }], "queued");
    expect((await callJson(`/audits/${audit.id}/cancel`, { key, method: "POST" })).status).toBe(200);
    const [first] = await waitFor(() => deliveriesOf(endpoint.id), (rows) => rows[0]?.attempts === 1 && rows[0].leaseUntil === null && rows[0].lastAttemptAt !== null);
    expect(first).toMatchObject({ status: "pending", attempts: 1, lastStatusCode: 500, lastError: "HTTP 500: receiver failed on purpose" });
    const delay = first!.nextAttemptAt!.getTime() - first!.lastAttemptAt!.getTime();
    expect(delay).toBeGreaterThanOrEqual(4_000);
    expect(delay).toBeLessThanOrEqual(6_000);
    // The second attempt, 5 s later, comes from the delayed queue message.
    const second = await waitFor(() => deliveriesOf(endpoint.id), (rows) => rows[0]!.attempts >= 2 && rows[0]!.leaseUntil === null, 15_000);
    expect(second[0]!.nextAttemptAt!.getTime() - second[0]!.lastAttemptAt!.getTime()).toBeGreaterThanOrEqual(59_000);
    expect((await receiver.received()).every((r) => r.verifiedWith.length === 1 && r.status === 500)).toBe(true);
    // The last attempt fails for good.
    await db().update(webhookDeliveries).set({ attempts: MAX_DELIVERY_ATTEMPTS - 1, nextAttemptAt: new Date(Date.now() - 1000) }).where(eq(webhookDeliveries.id, first!.id));
    expect(await deliver(db(), first!.id, deliveryOptions(env))).toEqual({ kind: "failed" });
    expect((await deliveriesOf(endpoint.id))[0]).toMatchObject({ status: "failed", attempts: MAX_DELIVERY_ATTEMPTS, nextAttemptAt: null });
  });

  it("gives up on a slow receiver at the timeout, and does not follow redirects", async () => {
    const slow = await agencyWithEndpoint("slow", {}, { delayMs: 3_000 });
    const client = await createClient(slow.account.id);
    const { audit } = await createAuditWithQueries(slow.account.id, client.id, [{ prompt: "Q?", modelId: "gpt-4o" }], "queued");
    const cancelled = await cancelAudit(db(), slow.account.id, audit.id);
    const id = (cancelled as { deliveryIds: number[] }).deliveryIds[0]!;
    expect(await deliver(db(), id, deliveryOptions(env))).toEqual({ kind: "retry", delaySeconds: 5 });
    expect((await deliveriesOf(slow.endpoint.id))[0]).toMatchObject({ lastStatusCode: null, lastError: "No answer within 1 s." });

    const moved = await agencyWithEndpoint("redirect");
    const other = await createClient(moved.account.id);
    const second = await createAuditWithQueries(moved.account.id, other.id, [{ prompt: "Q?", modelId: "gpt-4o" }], "queued");
    const outcome = await cancelAudit(db(), moved.account.id, second.audit.id);
    await deliver(db(), (outcome as { deliveryIds: number[] }).deliveryIds[0]!, deliveryOptions(env));
    expect((await deliveriesOf(moved.endpoint.id))[0]).toMatchObject({ lastStatusCode: 302, lastError: expect.stringContaining("Redirects are not followed (HTTP 302") });
    const requests = await moved.receiver.received();
    expect(requests.length).toBeGreaterThanOrEqual(1);
    expect(requests.every((r) => r.status === 302)).toBe(true);
  });

  /** Cancels a fresh audit of a new client (one `audit.cancelled` event) and attempts its delivery once. */
  async function failOnce(accountId: number) {
    const client = await createClient(accountId);
    const { audit } = await createAuditWithQueries(accountId, client.id, [{ prompt: "Q?", modelId: "gpt-4o" }], "queued");
    const outcome = await cancelAudit(db(), accountId, audit.id);
    return deliver(db(), (outcome as { deliveryIds: number[] }).deliveryIds[0]!, deliveryOptions(env));
  }

  it("turns off an endpoint failing for 5 days, says why, and turns on again", async () => {
    const { account, key, endpoint } = await agencyWithEndpoint("fail");
    // Failing since 6 days, the last attempt a moment ago: the next failure ends it.
    expect(await failOnce(account.id)).toMatchObject({ kind: "retry" });
    await db().update(webhookEndpoints).set({ failingSince: new Date(Date.now() - 6 * 86_400_000) }).where(eq(webhookEndpoints.id, endpoint.id));
    await failOnce(account.id);
    const { body } = await callJson(`/webhook-endpoints/${endpoint.id}`, { key });
    expect(body.data).toMatchObject({ active: false, disabled_at: expect.any(String) });
    expect(body.data.disabled_reason).toMatch(
      /^Turned off by the service: every delivery attempt since \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC failed \(the last one: HTTP 500: receiver failed on purpose\)\. Fix the receiver, then set active to true\. Deliveries still pending end as failed \(Not sent: the endpoint is turned off\.\) and can be resent once it is on\.$/,
    );
    // The pending deliveries end at their next attempt, unsent, and can be resent once the endpoint is on.
    await db().update(webhookDeliveries).set({ nextAttemptAt: new Date(Date.now() - 1000) }).where(eq(webhookDeliveries.endpointId, endpoint.id));
    const delivery = (await deliveriesOf(endpoint.id)).find((d) => d.status === "pending");
    expect(await deliver(db(), delivery!.id, deliveryOptions(env))).toEqual({ kind: "failed" });
    expect((await deliveriesOf(endpoint.id))[0]).toMatchObject({ status: "failed", lastError: "Not sent: the endpoint is turned off." });
    expect(expectError((await callJson(`/webhook-endpoints/${endpoint.id}/deliveries/${delivery!.id}/resend`, { key, method: "POST" })).body, 409).message).toBe(
      `Webhook endpoint ${endpoint.id} is turned off; set active to true before resending.`,
    );
    const on = await callJson(`/webhook-endpoints/${endpoint.id}`, { key, ...json("PATCH", { active: true }) });
    expect(on.body.data).toMatchObject({ active: true, disabled_reason: null, disabled_at: null, failing_since: null });
    expect((await callJson(`/webhook-endpoints/${endpoint.id}/deliveries/${delivery!.id}/resend`, { key, method: "POST" })).body.data).toMatchObject({ status: "pending", attempts: 0 });
  });

  it("starts a new failure streak after a quiet spell: one failure days after the last never turns an endpoint off", async () => {
    const { account, endpoint } = await agencyWithEndpoint("fail");
    expect(await failOnce(account.id)).toMatchObject({ kind: "retry" });
    // The last failed attempt was 2 days ago, the streak began 6 days ago; then nothing was sent until now.
    await db().update(webhookDeliveries).set({ lastAttemptAt: new Date(Date.now() - 2 * 86_400_000) }).where(eq(webhookDeliveries.endpointId, endpoint.id));
    await db().update(webhookEndpoints).set({ failingSince: new Date(Date.now() - 6 * 86_400_000) }).where(eq(webhookEndpoints.id, endpoint.id));
    expect(await failOnce(account.id)).toMatchObject({ kind: "retry" });
    const [row] = await db().select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
    expect(row).toMatchObject({ active: true, disabledReason: null });
    expect(Date.now() - row!.failingSince!.getTime()).toBeLessThan(60_000);
  });

  it("signs with both secrets for 24 hours after a rotation, then with the new one", async () => {
    const { account, key, receiver, endpoint } = await agencyWithEndpoint("ok", { event_types: ["audit.cancelled"] });
    const rotated = await callJson(`/webhook-endpoints/${endpoint.id}/rotate-secret`, { key, method: "POST" });
    expect(rotated.status).toBe(200);
    const newSecret = rotated.body.data.secret as string;
    expect(newSecret).not.toBe(endpoint.secret);
    expect(Date.parse(rotated.body.data.previous_secret_expires_at) - Date.now()).toBeGreaterThan(23.9 * 3_600_000);
    await receiver.configure([newSecret, endpoint.secret]);
    const client = await createClient(account.id);
    const cancelOne = async () => {
      const { audit } = await createAuditWithQueries(account.id, client.id, [{ prompt: "Q?", modelId: "gpt-4o" }], "queued");
      expect((await callJson(`/audits/${audit.id}/cancel`, { key, method: "POST" })).status).toBe(200);
    };
    await cancelOne();
    const [during] = await waitFor(receiver.received, (r) => r.length >= 1);
    expect(during!.signature!.split(" ")).toHaveLength(2);
    expect(during!.verifiedWith).toEqual([0, 1]);
    await db().update(webhookEndpoints).set({ previousSecretExpiresAt: new Date(Date.now() - 1000) }).where(eq(webhookEndpoints.id, endpoint.id));
    await receiver.configure([newSecret, endpoint.secret]);
    await cancelOne();
    const [after] = await waitFor(receiver.received, (r) => r.length >= 1);
    expect(after!.verifiedWith).toEqual([0]);
    expect((await callJson(`/webhook-endpoints/${endpoint.id}`, { key })).body.data.previous_secret_expires_at).toBeNull();
  });

  it("resends a delivered event with the same webhook-id", async () => {
    const { account, key, receiver, endpoint } = await agencyWithEndpoint("ok");
    const client = await createClient(account.id);
    const { audit } = await createAuditWithQueries(account.id, client.id, [{ prompt: "Q?", modelId: "gpt-4o" }], "queued");
    await callJson(`/audits/${audit.id}/cancel`, { key, method: "POST" });
    const [first] = await waitFor(receiver.received, (r) => r.length >= 1);
    const [delivery] = await waitFor(() => deliveriesOf(endpoint.id), (rows) => rows[0]?.status === "succeeded");
    const resent = await callJson(`/webhook-endpoints/${endpoint.id}/deliveries/${delivery!.id}/resend`, { key, method: "POST" });
    expect(resent.status).toBe(200);
    expect(resent.body.data).toMatchObject({ id: delivery!.id, status: "pending", attempts: 0 });
    const both = await waitFor(receiver.received, (r) => r.length >= 2);
    expect(both[1]!.webhookId).toBe(first!.webhookId);
    expect(both[1]!.body).toEqual(first!.body);
    expect(expectError((await callJson(`/webhook-endpoints/${endpoint.id}/deliveries/999999999/resend`, { key, method: "POST" })).body, 404).message).toBe(
      `Delivery 999999999 of webhook endpoint ${endpoint.id} not found.`,
    );
  });

  it("still delivers, once, an event whose worker died between the commit and the send", async () => {
    const { account, receiver, endpoint } = await agencyWithEndpoint("ok");
    const client = await createClient(account.id);
    const { audit } = await createAuditWithQueries(account.id, client.id, [{ prompt: "Q?", modelId: "gpt-4o" }], "queued");
    // The domain call commits the cancel and its event; the worker "dies" before queueing the delivery.
    const outcome = await cancelAudit(db(), account.id, audit.id);
    expect(outcome.kind).toBe("cancelled");
    expect(await deliveriesOf(endpoint.id)).toMatchObject([{ status: "pending", attempts: 0 }]);
    expect(await receiver.received()).toEqual([]);
    // Two minutes later the cron tick finds it overdue and sends it; a duplicate message on top finds nothing to send.
    await db().update(webhookDeliveries).set({ nextAttemptAt: sql`now() - interval '2 minutes'` }).where(eq(webhookDeliveries.endpointId, endpoint.id));
    await tick();
    await Promise.all([tick(), deliver(db(), (outcome as { deliveryIds: number[] }).deliveryIds[0]!, deliveryOptions(env))]);
    const received = await waitFor(receiver.received, (r) => r.length >= 1);
    await waitFor(() => deliveriesOf(endpoint.id), (rows) => rows[0]!.status === "succeeded");
    expect(received).toHaveLength(1);
    expect(received[0]!.body).toMatchObject({ type: "audit.cancelled", data: { id: audit.id, status: "cancelled" } });
    expect(received[0]!.verifiedWith).toEqual([0]);
  });

  it("in production, never sends to a host that resolves to a private address", async () => {
    const { account, endpoint } = await agencyWithEndpoint("ok");
    const production = { ...deliveryOptions(env), policy: "production" as const, resolverUrl: env.DNS_FIXTURE_URL };
    const attemptTo = async (url: string) => {
      await db().update(webhookEndpoints).set({ url }).where(eq(webhookEndpoints.id, endpoint.id));
      const client = await createClient(account.id);
      const { audit } = await createAuditWithQueries(account.id, client.id, [{ prompt: "Q?", modelId: "gpt-4o" }], "queued");
      const outcome = await cancelAudit(db(), account.id, audit.id);
      const id = (outcome as { deliveryIds: number[] }).deliveryIds[0]!;
      expect(await deliver(db(), id, production)).toEqual({ kind: "retry", delaySeconds: 5 });
      return (await db().select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id)))[0]!;
    };
    // The DNS stand-in (dev/fixtures/dns-server.ts) answers these names with private addresses.
    expect(await attemptTo("https://hooks.internal.test/ai")).toMatchObject({ lastStatusCode: null, lastError: "Not sent: the URL resolves to a private address (10.0.0.5)." });
    expect((await attemptTo("https://rebind.test/ai")).lastError).toBe("Not sent: the URL resolves to a private address (127.0.0.1).");
    expect((await attemptTo("https://v6.internal.test/ai")).lastError).toBe("Not sent: the URL resolves to a private address (fd00::1).");
    expect((await attemptTo("https://nowhere.test/ai")).lastError).toBe("Not sent: the URL does not resolve.");
    // An endpoint stored before the rules (or edited in the database) is checked again at each attempt.
    expect((await attemptTo(endpoint.url)).lastError).toBe("Not sent: the URL must use https:// (http:// is accepted only for localhost in development).");
  });

  it("writes no event for a change that rolled back", async () => {
    const { account, endpoint } = await agencyWithEndpoint("ok");
    const statement = db().execute(sql`
      with new_events (account_id, type, data) as (select ${account.id}::int, 'credits.low', '{"balance": 1}'::jsonb),
      ${EVENT_CTES}
      select ${DELIVERY_IDS}`);
    await expect(db().batch([statement, db().execute(sql`select 1 / 0`)])).rejects.toThrow();
    expect(await db().$count(webhookEvents, eq(webhookEvents.accountId, account.id))).toBe(0);
    expect(await deliveriesOf(endpoint.id)).toEqual([]);
  });

  it("sends credits.low at the threshold the agency set with PATCH /account/credits, and nothing once it is off", async () => {
    const { account, key, receiver } = await agencyWithEndpoint("ok", { event_types: ["credits.low"] });
    const client = await createClient(account.id);
    expect((await callJson("/account/credits", { key, ...json("PATCH", { low_credits_threshold: 300 }) })).status).toBe(200);
    await setBalance(account.id, 301);
    const launch = () => launchOne(key, client.id);
    const first = await launch();
    expect(first.status).toBe(200);
    const [low] = await waitFor(receiver.received, (r) => r.length >= 1);
    expect(low!.body).toMatchObject({ type: "credits.low", data: { balance: 299, threshold: 300, debited: 2, audit_id: first.body.data.id } });

    expect((await callJson("/account/credits", { key, ...json("PATCH", { low_credits_threshold: null }) })).status).toBe(200);
    await setBalance(account.id, 301);
    expect((await launch()).status).toBe(200);
    await tick();
    expect((await db().select().from(webhookEvents).where(and(eq(webhookEvents.accountId, account.id), eq(webhookEvents.type, "credits.low"))))).toHaveLength(1);
  });

  it("sends credits.low when a launch crosses the threshold, and the schedule events when a slot cannot launch", async () => {
    const { account, key, receiver } = await agencyWithEndpoint("ok", { event_types: ["credits.low", "scheduled_audit.skipped", "scheduled_audit.paused"] });
    const client = await createClient(account.id);
    await setBalance(account.id, 101);
    const launch = () => launchOne(key, client.id);
    const first = await launch();
    expect(first.status).toBe(200);
    const [low] = await waitFor(receiver.received, (r) => r.length >= 1);
    expect(low!.body).toMatchObject({ type: "credits.low", data: { balance: 99, threshold: 100, debited: 2, audit_id: first.body.data.id } });
    // Already below: a second launch says nothing new.
    expect((await launch()).status).toBe(200);

    await setBalance(account.id, 0);
    await db().execute(sql`update scheduled_audits set active = false`);
    const schedule = await createSchedule(account.id, client.id, { frequency: "0 6 * * *", modelIds: ["gpt-4o"], prompts: ["Q?"], nextRunAt: new Date(Date.now() - 60_000), consecutiveFailures: 2 });
    await tick();
    const all = await waitFor(receiver.received, (r) => r.length >= 3);
    const types = all.map((r) => (r.body as { type: string }).type);
    expect(types.filter((t) => t === "credits.low")).toHaveLength(1);
    const skipped = all.find((r) => (r.body as { type: string }).type === "scheduled_audit.skipped")!.body as { data: Record<string, unknown> };
    expect(skipped.data).toMatchObject({ scheduled_audit_id: schedule.id, client_id: client.id, consecutive_failures: 3, active: false, reason: expect.stringContaining("Not enough credits") });
    expect(types).toContain("scheduled_audit.paused");
  });

  it("lists every event type in the catalogue of the OpenAPI document", async () => {
    const doc = (await (await worker.fetch(new Request("http://api.test/api/v1/openapi.json"), env, createExecutionContext())).json()) as { webhooks: Record<string, unknown> };
    expect(Object.keys(doc.webhooks).sort()).toEqual([...EVENT_TYPE_NAMES].sort());
  });
});
