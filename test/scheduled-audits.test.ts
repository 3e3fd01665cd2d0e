// The Scheduled audits group: create, list, update (merge), delete, with validation and isolation.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { scheduledAudits } from "@/db/schema";
import { MAX_ACTIVE_SCHEDULES } from "@/domain/schedules/scheduled-audits";
import { nextRunAfter, nextRuns } from "@/domain/schedules/cron";
import { callJson, expectError } from "./helpers/client";
import { createAgency, createClient, createSchedule, db } from "./helpers/factories";

const json = (method: string, body: unknown) => ({ method, headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });

async function post(key: string, body: unknown) {
  return callJson("/scheduled-audits", { key, ...json("POST", body) });
}

async function put(key: string, id: number, body: unknown) {
  return callJson(`/scheduled-audits/${id}`, { key, ...json("PUT", body) });
}

describe("POST /scheduled-audits", () => {
  it("creates a schedule and computes its next runs in its time zone", async () => {
    const { account, key } = await createAgency();
    const client = await createClient(account.id, { name: "Maison Lumière" });
    const before = new Date();
    const { status, body } = await post(key, { client_id: client.id, frequency: "monthly", timezone: "Europe/Paris", model_ids: ["gpt-4o", "mistral-large"] });
    expect(status).toBe(200);
    expect(Object.keys(body)).toEqual(["success", "data"]);
    const next = nextRunAfter("monthly", "Europe/Paris", before);
    expect(body.data).toEqual({
      id: expect.any(Number),
      client_id: client.id,
      name: "Maison Lumière (monthly)",
      frequency: "monthly",
      cron: "0 6 1 * *",
      timezone: "Europe/Paris",
      model_ids: ["gpt-4o", "mistral-large"],
      prompts: null,
      samples: 1,
      active: true,
      next_run_at: next.toISOString(),
      upcoming_runs: [next, ...nextRuns("monthly", "Europe/Paris", next, 2)].map((d) => d.toISOString()),
      last_run_at: null,
      last_audit_id: null,
      last_error: null,
      consecutive_failures: 0,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    // 06:00 in Paris.
    expect(new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Paris", hour: "2-digit", minute: "2-digit", day: "numeric" }).format(next)).toBe("1, 06:00");
  });

  it("takes a cron expression, prompts, a name, and can start paused", async () => {
    const { account, key } = await createAgency();
    const client = await createClient(account.id);
    const { status, body } = await post(key, { client_id: client.id, name: "Weekday mornings", frequency: "0  9 * * 1-5", prompts: ["Best bakery in Lyon?"], samples: 3, active: false });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ name: "Weekday mornings", frequency: "0 9 * * 1-5", cron: "0 9 * * 1-5", timezone: "UTC", model_ids: null, prompts: ["Best bakery in Lyon?"], samples: 3, active: false, next_run_at: null, upcoming_runs: [] });
    const changed = await callJson(`/scheduled-audits/${body.data.id}`, { key, method: "PUT", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ samples: 5 }) });
    expect(changed.body.data).toMatchObject({ samples: 5, prompts: ["Best bakery in Lyon?"] });
    const refused = await callJson(`/scheduled-audits/${body.data.id}`, { key, method: "PUT", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ samples: 9 }) });
    expect(expectError(refused.body, 400).param).toBe("samples");
  });

  it.each([
    [{ client_id: undefined, frequency: "daily" }, "client_id"],
    [{ client_id: "x", frequency: "daily" }, "client_id"],
    [{ frequency: 5 }, "frequency"],
    [{ frequency: "*/10 * * * *" }, "frequency"],
    [{ frequency: "0 6 * *" }, "frequency"],
    [{ frequency: "0 25 * * *" }, "frequency"],
    [{ frequency: "daily", timezone: "Europe/Atlantis" }, "timezone"],
    [{ frequency: "daily", model_ids: ["gpt-9"] }, "model_ids.0"],
    [{ frequency: "daily", model_ids: [] }, "model_ids"],
    [{ frequency: "daily", prompts: ["ok?", "x"] }, "prompts.1"],
    [{ frequency: "daily", name: "" }, "name"],
    [{ frequency: "daily", active: "yes" }, "active"],
    [{ frequency: "daily", every: "day" }, "every"],
    [{ frequency: "daily", samples: 0 }, "samples"],
  ])("rejects %j naming %s, and creates nothing", async (fields, param) => {
    const { account, key } = await createAgency();
    const client = await createClient(account.id);
    const { status, body } = await post(key, { client_id: client.id, ...fields });
    expect(status).toBe(400);
    expect(expectError(body, 400).param).toBe(param);
    expect(await db().select().from(scheduledAudits).where(eq(scheduledAudits.accountId, account.id))).toEqual([]);
  });

  it("says a missing field is required, and a wrong one what it must be", async () => {
    const { account, key } = await createAgency();
    const client = await createClient(account.id);
    expect(expectError((await post(key, { client_id: client.id })).body, 400).message).toBe("Body field 'frequency' is required.");
    expect(expectError((await post(key, { client_id: client.id, frequency: 7 })).body, 400).message).toBe("Body field 'frequency' must be a string.");
    expect(expectError((await post(key, { frequency: "daily" })).body, 400).message).toBe("Body field 'client_id' is required.");
    expect(expectError((await post(key, { client_id: "12", frequency: "daily" })).body, 400).message).toBe("Body field 'client_id' must be a positive integer.");
  });

  it("says why a frequency is refused", async () => {
    const { account, key } = await createAgency();
    const client = await createClient(account.id);
    const { body } = await post(key, { client_id: client.id, frequency: "*/10 * * * *" });
    expect(expectError(body, 400).message).toBe("Body field 'frequency' runs more often than hourly: the minute field must be a single number (e.g. '0 */2 * * *' runs every two hours).");
  });

  it("answers 404 for another account's client, 415 for a body that is not JSON", async () => {
    const { key } = await createAgency();
    const other = await createAgency();
    const theirs = await createClient(other.account.id);
    const res = await post(key, { client_id: theirs.id, frequency: "daily" });
    expect(res.status).toBe(404);
    expect(expectError(res.body, 404).message).toBe(`Client ${theirs.id} not found.`);
    const form = await callJson("/scheduled-audits", { key, method: "POST", headers: { "Content-Type": "text/plain" }, body: "frequency=daily" });
    expect(form.status).toBe(415);
  });

  it(`allows ${MAX_ACTIVE_SCHEDULES} active schedules per account, then answers 409; paused ones do not count`, async () => {
    const { account, key } = await createAgency();
    const client = await createClient(account.id);
    await db().insert(scheduledAudits).values(Array.from({ length: MAX_ACTIVE_SCHEDULES }, (_, i) => ({ accountId: account.id, clientId: client.id, name: `s${i}`, frequency: "daily", nextRunAt: new Date(Date.now() + 86_400_000) })));
    const refused = await post(key, { client_id: client.id, frequency: "daily" });
    expect(refused.status).toBe(409);
    expect(expectError(refused.body, 409).message).toMatch(/already has 100 active scheduled audits/);
    expect((await post(key, { client_id: client.id, frequency: "daily", active: false })).status).toBe(200);
  });

  it("holds the cap under concurrent creates and resumes (the database enforces it, not a count before the write)", async () => {
    const { account, key } = await createAgency();
    const client = await createClient(account.id);
    await db().insert(scheduledAudits).values(Array.from({ length: MAX_ACTIVE_SCHEDULES - 4 }, (_, i) => ({ accountId: account.id, clientId: client.id, name: `s${i}`, frequency: "daily", nextRunAt: new Date(Date.now() + 86_400_000) })));
    const paused = await Promise.all(Array.from({ length: 6 }, () => createSchedule(account.id, client.id, { active: false, nextRunAt: null })));
    const results = await Promise.all([
      ...Array.from({ length: 18 }, () => post(key, { client_id: client.id, frequency: "daily" })),
      ...paused.map((s) => put(key, s.id, { active: true })),
    ]);
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(4);
    expect(statuses.filter((s) => s === 409)).toHaveLength(20);
    for (const r of results.filter((r) => r.status === 409)) expect(expectError(r.body, 409).message).toMatch(/already has 100 active scheduled audits/);
    const active = await db().select().from(scheduledAudits).where(eq(scheduledAudits.accountId, account.id));
    expect(active.filter((s) => s.active)).toHaveLength(MAX_ACTIVE_SCHEDULES);
  });
});

describe("GET /scheduled-audits", () => {
  it("lists the account's schedules oldest first, filters and pages", async () => {
    const { account, key } = await createAgency();
    const [a, b] = [await createClient(account.id), await createClient(account.id)];
    const first = await createSchedule(account.id, a.id);
    const second = await createSchedule(account.id, b.id, { active: false, nextRunAt: null });
    const third = await createSchedule(account.id, a.id, { frequency: "0 8 * * 1" });
    const stranger = await createAgency();
    await createSchedule(stranger.account.id, (await createClient(stranger.account.id)).id);
    const ids = async (query = "") => (await callJson(`/scheduled-audits${query}`, { key })).body.data.map((s: { id: number }) => s.id);
    const { status, body } = await callJson("/scheduled-audits", { key });
    expect(status).toBe(200);
    expect(body.pagination).toEqual({ page: 1, per_page: 20, total: 3, total_pages: 1 });
    expect(await ids()).toEqual([first.id, second.id, third.id]);
    expect(await ids(`?client_id=${a.id}`)).toEqual([first.id, third.id]);
    expect(await ids("?active=false")).toEqual([second.id]);
    expect(await ids("?active=true&per_page=1&page=2")).toEqual([third.id]);
    expect(body.data[2]).toMatchObject({ frequency: "0 8 * * 1", cron: "0 8 * * 1" });
  });

  it.each([
    ["active=maybe", "active"],
    ["client_id=0", "client_id"],
    ["per_page=500", "per_page"],
  ])("rejects %s naming %s", async (query, param) => {
    const { key } = await createAgency();
    const { status, body } = await callJson(`/scheduled-audits?${query}`, { key });
    expect(status).toBe(400);
    expect(expectError(body, 400).param).toBe(param);
  });
});

describe("GET /scheduled-audits/{id}", () => {
  it("returns one schedule as the list shows it; 404 for another account's or a missing one, 400 for a malformed id", async () => {
    const { account, key } = await createAgency();
    const schedule = await createSchedule(account.id, (await createClient(account.id)).id, { frequency: "0 8 * * 1" });
    const { status, body } = await callJson(`/scheduled-audits/${schedule.id}`, { key });
    expect(status).toBe(200);
    const listed = (await callJson("/scheduled-audits", { key })).body.data[0];
    expect(body).toEqual({ success: true, data: listed });
    expect(body.data).toMatchObject({ id: schedule.id, frequency: "0 8 * * 1" });
    const stranger = await createAgency();
    const theirs = await callJson(`/scheduled-audits/${schedule.id}`, { key: stranger.key });
    expect(theirs.status).toBe(404);
    expect(expectError(theirs.body, 404).message).toBe(`Scheduled audit ${schedule.id} not found.`);
    expect((await callJson("/scheduled-audits/999999999", { key })).status).toBe(404);
    const malformed = await callJson("/scheduled-audits/abc", { key });
    expect(malformed.status).toBe(400);
    expect(expectError(malformed.body, 400).param).toBe("id");
  });
});

describe("PUT /scheduled-audits/{id}", () => {
  it("changes only the fields given, and recomputes the next run when the timing changes", async () => {
    const { account, key } = await createAgency();
    const client = await createClient(account.id);
    const created = (await post(key, { client_id: client.id, frequency: "daily", model_ids: ["gpt-4o"], prompts: ["Who?"] })).body.data;
    const renamed = await put(key, created.id, { name: "Renamed" });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({ name: "Renamed", frequency: "daily", model_ids: ["gpt-4o"], prompts: ["Who?"], next_run_at: created.next_run_at });
    const before = new Date();
    const retimed = await put(key, created.id, { frequency: "weekly", timezone: "America/New_York", model_ids: null });
    expect(retimed.body.data).toMatchObject({ frequency: "weekly", timezone: "America/New_York", model_ids: null, prompts: ["Who?"], next_run_at: nextRunAfter("weekly", "America/New_York", before).toISOString() });
  });

  it("pauses and resumes; resuming starts from the next slot after now and clears the failure count", async () => {
    const { account, key } = await createAgency();
    const client = await createClient(account.id);
    const schedule = await createSchedule(account.id, client.id, { consecutiveFailures: 2, lastError: "Not enough credits" });
    const paused = await put(key, schedule.id, { active: false });
    expect(paused.body.data).toMatchObject({ active: false, next_run_at: null, upcoming_runs: [], consecutive_failures: 2 });
    const before = new Date();
    const resumed = await put(key, schedule.id, { active: true });
    expect(resumed.body.data).toMatchObject({ active: true, next_run_at: nextRunAfter("daily", "UTC", before).toISOString(), consecutive_failures: 0, last_error: "Not enough credits" });
  });

  it.each([
    [{}, undefined],
    [{ frequency: "* * * * *" }, "frequency"],
    [{ timezone: "Nowhere" }, "timezone"],
    [{ model_ids: ["nope"] }, "model_ids.0"],
    [{ client_id: 0 }, "client_id"],
    [{ id: 3 }, "id"],
  ])("rejects %j and changes nothing", async (patch, param) => {
    const { account, key } = await createAgency();
    const client = await createClient(account.id);
    const schedule = await createSchedule(account.id, client.id);
    const { status, body } = await put(key, schedule.id, patch);
    expect(status).toBe(400);
    const error = expectError(body, 400);
    if (param) expect(error.param).toBe(param);
    else expect(error.message).toMatch(/must change at least one field/);
    const [after] = await db().select().from(scheduledAudits).where(eq(scheduledAudits.id, schedule.id));
    expect(after).toEqual(schedule);
  });

  it("answers 404 for another account's schedule or client, and for a missing one", async () => {
    const mine = await createAgency();
    const theirs = await createAgency();
    const theirClient = await createClient(theirs.account.id);
    const theirSchedule = await createSchedule(theirs.account.id, theirClient.id, { name: "secret" });
    const myClient = await createClient(mine.account.id);
    const mySchedule = await createSchedule(mine.account.id, myClient.id);
    for (const id of [theirSchedule.id, 2_000_000_000]) {
      const res = await put(mine.key, id, { name: "hijack" });
      expect(res.status).toBe(404);
      expect(expectError(res.body, 404).message).toBe(`Scheduled audit ${id} not found.`);
    }
    expect((await put(mine.key, mySchedule.id, { client_id: theirClient.id })).status).toBe(404);
    const [unchanged] = await db().select().from(scheduledAudits).where(eq(scheduledAudits.id, theirSchedule.id));
    expect(unchanged!.name).toBe("secret");
  });
});

describe("DELETE /scheduled-audits/{id}", () => {
  it("deletes once; a second delete and another account's schedule are 404", async () => {
    const mine = await createAgency();
    const theirs = await createAgency();
    const schedule = await createSchedule(mine.account.id, (await createClient(mine.account.id)).id);
    const theirSchedule = await createSchedule(theirs.account.id, (await createClient(theirs.account.id)).id);
    const { status, body } = await callJson(`/scheduled-audits/${schedule.id}`, { key: mine.key, method: "DELETE" });
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, data: { id: schedule.id, deleted: true } });
    const again = await callJson(`/scheduled-audits/${schedule.id}`, { key: mine.key, method: "DELETE" });
    expect(again.status).toBe(404);
    expect((await callJson(`/scheduled-audits/${theirSchedule.id}`, { key: mine.key, method: "DELETE" })).status).toBe(404);
    expect(await db().select().from(scheduledAudits).where(eq(scheduledAudits.id, theirSchedule.id))).toHaveLength(1);
    expect(expectError((await callJson("/scheduled-audits/abc", { key: mine.key, method: "DELETE" })).body, 400).param).toBe("id");
  });
});

describe("concurrent writes", () => {
  it("ends consistently when PUT and DELETE race on one schedule", async () => {
    const { account, key } = await createAgency();
    const client = await createClient(account.id);
    for (let round = 0; round < 5; round++) {
      const schedule = await createSchedule(account.id, client.id);
      const [updated, deleted] = await Promise.all([put(key, schedule.id, { frequency: "weekly" }), callJson(`/scheduled-audits/${schedule.id}`, { key, method: "DELETE" })]);
      expect(deleted.status).toBe(200);
      // The update either landed before the delete, or found the schedule gone.
      expect([200, 404]).toContain(updated.status);
      expect(await db().select().from(scheduledAudits).where(eq(scheduledAudits.id, schedule.id))).toEqual([]);
    }
  });
});

describe("scheduled audits scopes", () => {
  it("answers 401 without a key, and 403 naming the read or write scope", async () => {
    const { account, key: readOnly } = await createAgency({ scopes: ["scheduled_audits:read"] });
    const schedule = await createSchedule(account.id, (await createClient(account.id)).id);
    const { key: none } = await createAgency({ scopes: ["clients:read"] });
    const calls = [
      ["/scheduled-audits", { method: "GET" }, "scheduled_audits:read"],
      [`/scheduled-audits/${schedule.id}`, { method: "GET" }, "scheduled_audits:read"],
      ["/scheduled-audits", json("POST", { client_id: 1, frequency: "daily" }), "scheduled_audits:write"],
      [`/scheduled-audits/${schedule.id}`, json("PUT", { name: "x" }), "scheduled_audits:write"],
      [`/scheduled-audits/${schedule.id}`, { method: "DELETE" }, "scheduled_audits:write"],
    ] as const;
    for (const [path, opts, scope] of calls) {
      expect((await callJson(path, { ...opts })).status, path).toBe(401);
      const denied = await callJson(path, { ...opts, key: none });
      expect(denied.status).toBe(403);
      expect(expectError(denied.body, 403).message).toContain(`'${scope}'`);
    }
    expect((await callJson("/scheduled-audits", { key: readOnly })).status).toBe(200);
    expect((await callJson(`/scheduled-audits/${schedule.id}`, { key: readOnly })).status).toBe(200);
    expect((await callJson(`/scheduled-audits/${schedule.id}`, { key: readOnly, method: "DELETE" })).status).toBe(403);
  });
});
