// The cron trigger and scheduled audits, driven through the Worker's `scheduled` handler with a
// controlled clock: slots fire once, overlapping ticks do not duplicate, missed slots run once,
// refusals are recorded and pause the schedule, abandoned claims are resumed without paying twice.
import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { and, eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { audits, clients, creditLedger, reports, scheduledAuditRuns, scheduledAudits } from "@/db/schema";
import { launchAudit } from "@/domain/audits/launch";
import { MAX_CONSECUTIVE_FAILURES } from "@/domain/schedules/scheduled-audits";
import { nextRunAfter } from "@/domain/schedules/cron";
import worker from "@/index";
import { runDueSchedules } from "@/jobs/schedules";
import { callJson } from "./helpers/client";
import { waitFor } from "./helpers/wait";
import { createAgency, createClient, createSchedule, db, setBalance } from "./helpers/factories";

async function tick(at: Date) {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ scheduledTime: at, cron: "*/5 * * * *" }), env, ctx);
  await waitOnExecutionContext(ctx);
}

const scheduleRow = async (id: number) => (await db().select().from(scheduledAudits).where(eq(scheduledAudits.id, id)))[0]!;
const runsOf = (id: number) => db().select().from(scheduledAuditRuns).where(eq(scheduledAuditRuns.scheduleId, id)).orderBy(scheduledAuditRuns.id);
const auditsOf = (id: number) => db().select().from(audits).where(eq(audits.scheduledAuditId, id)).orderBy(audits.id);

/** A schedule of a fresh account due at `slot`: daily at 06:00 UTC, one prompt on one cheap model. */
async function dueSchedule(slot: Date, values: Partial<typeof scheduledAudits.$inferInsert> = {}) {
  const { account, key } = await createAgency();
  const client = await createClient(account.id);
  const schedule = await createSchedule(account.id, client.id, { frequency: "0 6 * * *", modelIds: ["mistral-large"], prompts: ["Best bakery nearby?"], nextRunAt: slot, ...values });
  return { account, key, client, schedule };
}

// Ticks fire every due schedule of the database: start each test with none but its own.
beforeEach(async () => {
  await db().update(scheduledAudits).set({ active: false, nextRunAt: null });
});

describe("the cron trigger", () => {
  it("launches a due schedule once, through the launch path, and the audit completes with its report", async () => {
    const slot = new Date("2031-03-10T06:00:00Z");
    const { account, client, schedule } = await dueSchedule(slot);
    const at = new Date("2031-03-10T06:02:00Z");
    await tick(at);
    const [run] = await runsOf(schedule.id);
    expect(run).toMatchObject({ slot, status: "launched", error: null });
    const [audit] = await auditsOf(schedule.id);
    expect(audit).toMatchObject({ id: run!.auditId, accountId: account.id, clientId: client.id, trigger: "schedule", modelIds: ["mistral-large"], prompts: ["Best bakery nearby?"], creditsCost: 1 });
    expect(audit!.name).toBe("schedule — 2031-03-10 06:00 UTC");
    expect(await scheduleRow(schedule.id)).toMatchObject({ active: true, nextRunAt: new Date("2031-03-11T06:00:00Z"), lastAuditId: audit!.id, lastError: null, consecutiveFailures: 0 });
    const [debit] = await db().select().from(creditLedger).where(and(eq(creditLedger.accountId, account.id), eq(creditLedger.auditId, audit!.id)));
    expect(debit).toMatchObject({ amount: -1, reason: "audit_launch" });
    // The same tick again, and a later one before the next slot: nothing more.
    await tick(at);
    await tick(new Date("2031-03-10T12:00:00Z"));
    expect(await runsOf(schedule.id)).toHaveLength(1);
    expect(await auditsOf(schedule.id)).toHaveLength(1);
    const done = await waitFor(async () => (await auditsOf(schedule.id))[0]!, (a) => a.status === "completed");
    expect(done.score).not.toBeNull();
    expect(await db().select().from(reports).where(eq(reports.auditId, done.id))).toHaveLength(1);
  });

  it("launches with the schedule's samples, charged per sample", async () => {
    const slot = new Date("2031-04-10T06:00:00Z");
    const { account, schedule } = await dueSchedule(slot, { samples: 3 });
    await tick(new Date("2031-04-10T06:01:00Z"));
    const [audit] = await auditsOf(schedule.id);
    // 1 prompt × mistral-large (1 credit) × 3 samples
    expect(audit).toMatchObject({ samples: 3, totalQueries: 3, creditsCost: 3 });
    const [debit] = await db().select().from(creditLedger).where(and(eq(creditLedger.accountId, account.id), eq(creditLedger.auditId, audit!.id)));
    expect(debit).toMatchObject({ amount: -3 });
  });

  it("does not duplicate when ticks overlap", async () => {
    const slot = new Date("2031-04-01T06:00:00Z");
    const { schedule } = await dueSchedule(slot);
    const at = new Date("2031-04-01T06:00:30Z");
    await Promise.all([tick(at), tick(at), tick(at), runDueSchedules(db(), env, at), runDueSchedules(db(), env, at)]);
    expect(await runsOf(schedule.id)).toHaveLength(1);
    expect(await auditsOf(schedule.id)).toHaveLength(1);
  });

  it("runs a schedule that missed many slots once, then from the next slot after now", async () => {
    const { schedule } = await dueSchedule(new Date("2031-05-01T06:00:00Z"));
    const at = new Date("2031-05-11T09:00:00Z");
    await tick(at);
    expect(await runsOf(schedule.id)).toHaveLength(1);
    expect(await auditsOf(schedule.id)).toHaveLength(1);
    expect((await scheduleRow(schedule.id)).nextRunAt).toEqual(new Date("2031-05-12T06:00:00Z"));
  });

  it("fires on each slot in the schedule's zone, across a DST change", async () => {
    // 02:30 in Paris does not exist on 28 March 2027: that slot runs at 03:00 local (01:00 UTC).
    const { schedule } = await dueSchedule(new Date("2031-01-01T00:00:00Z"), { frequency: "30 2 * * *", timezone: "Europe/Paris" });
    const slots = [];
    let next = nextRunAfter("30 2 * * *", "Europe/Paris", new Date("2027-03-26T12:00:00Z"));
    await db().update(scheduledAudits).set({ nextRunAt: next }).where(eq(scheduledAudits.id, schedule.id));
    for (let i = 0; i < 3; i++) {
      slots.push(next.toISOString());
      await tick(new Date(next.getTime() + 60_000));
      next = (await scheduleRow(schedule.id)).nextRunAt!;
    }
    expect(slots).toEqual(["2027-03-27T01:30:00.000Z", "2027-03-28T01:00:00.000Z", "2027-03-29T00:30:00.000Z"]);
    expect((await runsOf(schedule.id)).map((r) => r.status)).toEqual(["launched", "launched", "launched"]);
  });

  it("records a slot it cannot pay for, keeps the schedule, and pauses it after the limit", async () => {
    const { account, key, schedule } = await dueSchedule(new Date("2031-06-01T06:00:00Z"));
    await setBalance(account.id, 0);
    for (let day = 1; day <= MAX_CONSECUTIVE_FAILURES; day++) {
      await tick(new Date(`2031-06-0${day}T06:01:00Z`));
      const row = await scheduleRow(schedule.id);
      expect(row.consecutiveFailures).toBe(day);
      expect(row.lastError).toBe("Not enough credits: this audit needs 1 credit (1 prompt × 1 model) and 0 are available.");
      if (day < MAX_CONSECUTIVE_FAILURES) expect(row).toMatchObject({ active: true, nextRunAt: new Date(`2031-06-0${day + 1}T06:00:00Z`) });
      else expect(row).toMatchObject({ active: false, nextRunAt: null });
    }
    expect((await runsOf(schedule.id)).map((r) => r.status)).toEqual(["skipped", "skipped", "skipped"]);
    expect(await auditsOf(schedule.id)).toEqual([]);
    const listed = (await callJson("/scheduled-audits", { key })).body.data[0];
    expect(listed).toMatchObject({ active: false, next_run_at: null, consecutive_failures: 3, last_error: expect.stringMatching(/^Not enough credits/) });
    // Topped up and resumed: it runs again.
    await setBalance(account.id, 100);
    const resumed = await callJson(`/scheduled-audits/${schedule.id}`, { key, method: "PUT", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ active: true }) });
    expect(resumed.body.data).toMatchObject({ active: true, consecutive_failures: 0 });
    await db().update(scheduledAudits).set({ nextRunAt: new Date("2031-06-10T06:00:00Z") }).where(eq(scheduledAudits.id, schedule.id));
    await tick(new Date("2031-06-10T06:01:00Z"));
    expect(await auditsOf(schedule.id)).toHaveLength(1);
    expect((await scheduleRow(schedule.id)).consecutiveFailures).toBe(0);
  });

  it("records a slot of a paused or archived client as refused with the reason, and launches nothing", async () => {
    const { client, schedule } = await dueSchedule(new Date("2031-07-01T06:00:00Z"));
    await db().update(clients).set({ status: "paused" }).where(eq(clients.id, client.id));
    await tick(new Date("2031-07-01T06:01:00Z"));
    expect(await scheduleRow(schedule.id)).toMatchObject({ consecutiveFailures: 1, lastError: `Client ${client.id} is paused: only active clients are audited.` });
    expect((await runsOf(schedule.id)).map((r) => r.status)).toEqual(["skipped"]);
    expect(await auditsOf(schedule.id)).toEqual([]);
  });

  it("resumes a slot whose tick died after claiming it, without launching or paying twice", async () => {
    const slot = new Date("2031-07-01T06:00:00Z");
    const { account, schedule, client } = await dueSchedule(new Date("2031-07-02T06:00:00Z"));
    // A tick claimed the slot and launched, then died before recording anything.
    const [run] = await db().insert(scheduledAuditRuns).values({ accountId: account.id, scheduleId: schedule.id, slot, createdAt: new Date("2031-07-01T06:00:05Z") }).returning();
    const first = await launchAudit(
      db(),
      { client_id: client.id, model_ids: ["mistral-large"], prompts: ["Best bakery nearby?"], name: "first try" },
      { accountId: account.id, trigger: "schedule", scheduledAuditId: schedule.id, idempotency: { key: `scheduled-audit-run:${run!.id}`, requestHash: "scheduled-audit-run" } },
    );
    expect(first.kind).toBe("launched");
    await tick(new Date("2031-07-01T06:30:00Z"));
    expect(await runsOf(schedule.id)).toEqual([expect.objectContaining({ id: run!.id, status: "launched", auditId: first.audit.id })]);
    expect(await auditsOf(schedule.id)).toHaveLength(1);
    const [debits] = await db().select({ n: sql<number>`count(*)::int` }).from(creditLedger).where(and(eq(creditLedger.accountId, account.id), eq(creditLedger.reason, "audit_launch")));
    expect(debits!.n).toBe(1);
  });

  it("launches at most the batch size per tick; the rest wait for the next tick", async () => {
    const slot = new Date("2031-08-01T06:00:00Z");
    const schedules = [];
    for (let i = 0; i < 3; i++) schedules.push((await dueSchedule(slot)).schedule);
    const at = new Date("2031-08-01T06:01:00Z");
    expect(await runDueSchedules(db(), env, at, 2)).toEqual({ claimed: 2, launched: 2, skipped: 0, paused: 0, errored: 0 });
    expect(await runDueSchedules(db(), env, at, 2)).toEqual({ claimed: 1, launched: 1, skipped: 0, paused: 0, errored: 0 });
    expect(await runDueSchedules(db(), env, at, 2)).toEqual({ claimed: 0, launched: 0, skipped: 0, paused: 0, errored: 0 });
    for (const schedule of schedules) expect(await auditsOf(schedule.id)).toHaveLength(1);
  });

  it("uses the client's default prompts and the active models when the schedule names none", async () => {
    const { schedule } = await dueSchedule(new Date("2031-09-01T06:00:00Z"), { modelIds: null, prompts: null });
    await tick(new Date("2031-09-01T06:00:00Z"));
    const [audit] = await auditsOf(schedule.id);
    expect(audit!.prompts.length).toBe(10);
    expect(audit!.modelIds.length).toBeGreaterThan(1);
  });
});
