// The cron tick's scheduled audits: claim the due slots (one statement; a unique (schedule, slot)
// row is the proof a slot fires once however many ticks overlap), launch each through the same
// path as POST /audits/launch, and record the outcome on the schedule.
import { sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { booleanValue, textArray } from "@/db/raw";
import type { Env } from "@/env";
import { launchAudit } from "@/domain/audits";
import { modelAvailability } from "@/domain/providers";
import { MAX_CONSECUTIVE_FAILURES, nextRunAfter } from "@/domain/schedules";
import { ApiError } from "@/platform/errors";
import { DELIVERY_IDS, deliveryIdsOf, EVENT_CTES } from "@/domain/webhooks";
import { enqueueLaunched } from "./enqueue";
import { enqueueDeliveries } from "./webhook-queue";

/** Slots a tick launches at most: bounds its subrequests (about 4 each) and CPU. The rest wait for the next tick. */
export const DEFAULT_SLOTS_PER_TICK = 200;
/** Launches running side by side within a tick. */
const CONCURRENCY = 10;
/**
 * A slot claimed this long ago and never recorded (its tick died) is launched again; its
 * idempotency key prevents a double launch. Retries stop before the key's 24-hour window ends.
 */
export const CLAIM_TIMEOUT_SECONDS = 600;
const CLAIM_RETRY_WINDOW_HOURS = 23;

interface DueSlot {
  runId: number;
  scheduleId: number;
  accountId: number;
  clientId: number;
  name: string;
  slot: Date;
  modelIds: string[] | null;
  prompts: string[] | null;
  samples: number;
}

export interface TickOutcome {
  claimed: number;
  launched: number;
  skipped: number;
  paused: number;
  /** Slots whose launch hit an unexpected error; they stay claimed and a later tick retries them. */
  errored: number;
}

type Row = Record<string, unknown>;

const nullableArray = (value: unknown) => (value === null || value === undefined ? null : textArray(value));

function toSlot(r: Row): DueSlot {
  return {
    runId: Number(r.run_id),
    scheduleId: Number(r.schedule_id),
    accountId: Number(r.account_id),
    clientId: Number(r.client_id),
    name: String(r.name),
    slot: new Date(String(r.slot)),
    modelIds: nullableArray(r.model_ids),
    prompts: nullableArray(r.prompts),
    samples: Number(r.samples ?? 1),
  };
}

/**
 * Claims up to `limit` due slots: inserts their run rows and advances each schedule to its next
 * slot after `now` in one statement (so a schedule that missed many slots runs once). Slots
 * claimed by an earlier tick that never recorded them are returned too.
 */
async function claimDueSlots(db: Database, now: Date, limit: number): Promise<DueSlot[]> {
  const [due, abandoned] = await db.batch([
    db.execute(sql`select id, frequency, timezone, next_run_at from scheduled_audits
                   where active and next_run_at <= ${now.toISOString()} order by next_run_at, id limit ${limit}`),
    db.execute(sql`select r.id as run_id, r.slot, s.id as schedule_id, s.account_id, s.client_id, s.name, s.model_ids, s.prompts, s.samples
                   from scheduled_audit_runs r join scheduled_audits s on s.id = r.schedule_id
                   where r.status = 'claimed' and r.created_at < ${now.toISOString()}::timestamptz - make_interval(secs => ${CLAIM_TIMEOUT_SECONDS})
                     and r.created_at > ${now.toISOString()}::timestamptz - make_interval(hours => ${CLAIM_RETRY_WINDOW_HOURS})
                   order by r.id limit ${limit}`),
  ]);
  const slots = abandoned.rows.map((r) => toSlot(r as Row));
  const rows = due.rows as Row[];
  if (rows.length === 0) return slots;
  const ids: number[] = [];
  const current: string[] = [];
  const next: string[] = [];
  for (const r of rows) {
    const slot = new Date(String(r.next_run_at));
    ids.push(Number(r.id));
    current.push(slot.toISOString());
    // Strictly after now: slots missed while the Worker was down are not replayed one by one.
    next.push(nextRunAfter(String(r.frequency), String(r.timezone), new Date(Math.max(now.getTime(), slot.getTime()))).toISOString());
  }
  const claimed = await db.execute(sql`
    with due (id, slot, next) as (
      select * from unnest(${sql.param(ids)}::int[], ${sql.param(current)}::timestamptz[], ${sql.param(next)}::timestamptz[])
    ),
    runs as (
      insert into scheduled_audit_runs (account_id, schedule_id, slot)
      select s.account_id, s.id, due.slot from due join scheduled_audits s on s.id = due.id and s.active and s.next_run_at = due.slot
      -- Another tick claimed this slot first: nothing to do.
      on conflict (schedule_id, slot) do nothing
      returning id, schedule_id, slot
    ),
    advanced as (
      update scheduled_audits s set next_run_at = due.next, updated_at = now()
      from due join runs on runs.schedule_id = due.id
      where s.id = due.id
      returning s.id, s.account_id, s.client_id, s.name, s.model_ids, s.prompts, s.samples
    )
    select runs.id as run_id, runs.slot, advanced.id as schedule_id, advanced.account_id, advanced.client_id, advanced.name, advanced.model_ids, advanced.prompts, advanced.samples
    from runs join advanced on advanced.id = runs.schedule_id
    order by runs.id
  `);
  return [...slots, ...claimed.rows.map((r) => toSlot(r as Row))];
}

type SlotResult = { kind: "launched"; auditId: number } | { kind: "skipped"; error: string } | { kind: "errored" };

async function launchSlot(db: Database, env: Env, slot: DueSlot): Promise<SlotResult> {
  try {
    const outcome = await launchAudit(
      db,
      { client_id: slot.clientId, model_ids: slot.modelIds ?? undefined, prompts: slot.prompts ?? undefined, samples: slot.samples, name: `${slot.name} — ${slot.slot.toISOString().slice(0, 16).replace("T", " ")} UTC` },
      {
        accountId: slot.accountId,
        trigger: "schedule",
        scheduledAuditId: slot.scheduleId,
        isModelAvailable: modelAvailability(env),
        // A slot retried after its tick died replays the first launch instead of paying twice.
        idempotency: { key: `scheduled-audit-run:${slot.runId}`, requestHash: "scheduled-audit-run" },
      },
    );
    await enqueueLaunched(env, outcome);
    return { kind: "launched", auditId: outcome.audit.id };
  } catch (error) {
    // A refusal the caller could have had from POST /audits/launch (402 credits, 404 client, 400 model): the slot is skipped.
    if (error instanceof ApiError) return { kind: "skipped", error: error.message };
    console.error(`scheduled audit ${slot.scheduleId}, slot ${slot.slot.toISOString()}: launch failed, a later tick retries it`, error);
    return { kind: "errored" };
  }
}

/**
 * Records a slot's outcome on its run and its schedule, with the `scheduled_audit.skipped` (and `.paused`) events of a
 * slot that could not launch; returns whether the schedule paused, and the webhook deliveries to queue.
 */
async function recordSlot(db: Database, slot: DueSlot, result: Exclude<SlotResult, { kind: "errored" }>): Promise<{ paused: boolean; deliveryIds: number[] }> {
  const ok = result.kind === "launched";
  const auditId = ok ? result.auditId : null;
  const error = ok ? null : result.error;
  const recorded = await db.execute(sql`
    with run as (
      update scheduled_audit_runs set status = ${result.kind}::schedule_run_status, audit_id = ${auditId}::int, error = ${error}, updated_at = now()
      where id = ${slot.runId} and status = 'claimed'
      returning schedule_id
    ),
    schedule as (
      update scheduled_audits set
        last_run_at = now(),
        last_audit_id = coalesce(${auditId}::int, last_audit_id),
        last_error = ${error},
        consecutive_failures = case when ${ok} then 0 else consecutive_failures + 1 end,
        active = active and (${ok} or consecutive_failures + 1 < ${MAX_CONSECUTIVE_FAILURES}),
        next_run_at = case when ${ok} or consecutive_failures + 1 < ${MAX_CONSECUTIVE_FAILURES} then next_run_at end,
        updated_at = now()
      where id = (select schedule_id from run)
      returning id, account_id, client_id, name, active, consecutive_failures, last_error
    ),
    new_events (account_id, type, data) as (
      select account_id, t.type, jsonb_build_object('scheduled_audit_id', id, 'client_id', client_id, 'name', name, 'slot', ${slot.slot.toISOString()}::text,
        'reason', last_error, 'consecutive_failures', consecutive_failures, 'active', active)
      from schedule, (values ('scheduled_audit.skipped', true), ('scheduled_audit.paused', false)) as t(type, on_skip)
      where not ${ok} and (t.on_skip or not schedule.active)
    ),
    ${EVENT_CTES}
    select schedule.active, ${DELIVERY_IDS} from schedule
  `);
  const row = (recorded.rows as Row[])[0];
  return { paused: row !== undefined && !ok && !booleanValue(row.active), deliveryIds: deliveryIdsOf(row) };
}

/** One tick's worth of scheduled audits, at `now` (the cron controller's scheduled time). */
export async function runDueSchedules(db: Database, env: Env, now: Date, limit = DEFAULT_SLOTS_PER_TICK): Promise<TickOutcome> {
  const slots = await claimDueSlots(db, now, limit);
  const outcome: TickOutcome = { claimed: slots.length, launched: 0, skipped: 0, paused: 0, errored: 0 };
  for (let i = 0; i < slots.length; i += CONCURRENCY) {
    await Promise.all(
      slots.slice(i, i + CONCURRENCY).map(async (slot) => {
        const result = await launchSlot(db, env, slot);
        if (result.kind === "errored") {
          outcome.errored++;
          return;
        }
        try {
          const recorded = await recordSlot(db, slot, result);
          if (recorded.paused) outcome.paused++;
          await enqueueDeliveries(env, recorded.deliveryIds);
          outcome[result.kind]++;
        } catch (error) {
          // The slot stays claimed: a later tick replays its launch (same idempotency key) and records it.
          console.error(`scheduled audit ${slot.scheduleId}, slot ${slot.slot.toISOString()}: outcome not recorded`, error);
          outcome.errored++;
        }
      }),
    );
  }
  return outcome;
}
