// Scheduled audits: a client audited on a recurring slot, and the record of every slot that fired.
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgEnum, pgTable, serial, smallint, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { clientId } from "./clients";
import { accountId } from "./accounts";
import { createdAt, timestamptz, updatedAt } from "./columns";

export const scheduledAudits = pgTable(
  "scheduled_audits",
  {
    id: serial("id").primaryKey(),
    accountId: accountId(),
    clientId: clientId(),
    name: text("name").notNull(),
    /** `daily`, `weekly`, `monthly` or a 5-field cron expression, as the caller gave it. */
    frequency: text("frequency").notNull(),
    /** IANA time zone the frequency is read in. */
    timezone: text("timezone").notNull().default("UTC"),
    /** Null: the active models of the catalog when the slot fires. */
    modelIds: text("model_ids").array(),
    /** Null: the client's active tracked prompts, else generated ones, when the slot fires. */
    prompts: text("prompts").array(),
    /** Answers per prompt × model of each audit it launches (1–5). */
    samples: smallint("samples").notNull().default(1),
    active: boolean("active").notNull().default(true),
    /** Next slot; null while paused. */
    nextRunAt: timestamptz("next_run_at"),
    lastRunAt: timestamptz("last_run_at"),
    lastAuditId: integer("last_audit_id"),
    lastError: text("last_error"),
    /** Slots in a row that could not launch (not enough credits…); the schedule pauses at the limit. */
    consecutiveFailures: integer("consecutive_failures").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("scheduled_audits_account_id_idx").on(t.accountId, t.id),
    // The cron tick's question: which active schedules are due?
    index("scheduled_audits_due_idx").on(t.nextRunAt).where(sql`${t.active}`),
    check("scheduled_audits_samples_range", sql`${t.samples} between 1 and 5`),
  ],
);

export const SCHEDULE_RUN_STATUSES = ["claimed", "launched", "skipped"] as const;
export const scheduleRunStatusEnum = pgEnum("schedule_run_status", SCHEDULE_RUN_STATUSES);

/**
 * One row per (schedule, slot) that fired: the unique index is the proof that a slot fires once,
 * however many cron ticks overlap. `claimed` until the launch is recorded.
 */
export const scheduledAuditRuns = pgTable(
  "scheduled_audit_runs",
  {
    id: serial("id").primaryKey(),
    accountId: accountId(),
    scheduleId: integer("schedule_id")
      .notNull()
      .references(() => scheduledAudits.id, { onDelete: "cascade" }),
    slot: timestamp("slot", { withTimezone: true }).notNull(),
    status: scheduleRunStatusEnum("status").notNull().default("claimed"),
    auditId: integer("audit_id"),
    error: text("error"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("scheduled_audit_runs_slot_key").on(t.scheduleId, t.slot), index("scheduled_audit_runs_claimed_idx").on(t.createdAt).where(sql`${t.status} = 'claimed'`)],
);
