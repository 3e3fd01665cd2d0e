// Scheduled audits within the caller's account: list, create, update (merge), delete.
import { and, asc, count, eq, sql, type SQL } from "drizzle-orm";
import { type Database, violation } from "@/db/client";
import { clients, models, scheduledAudits } from "@/db/schema";
import { pageOffset, type PageQuery } from "@/platform/envelope";
import { ApiError } from "@/platform/errors";
import { createOnce, type Idempotency, lastInsertedId } from "@/platform/idempotency";
import { cronOf, frequencyProblem, isTimeZone, nextRunAfter, nextRuns } from "./cron";

/** Active schedules an account may have at once: enforced by the trigger of migration 0010, which holds the same number. */
export const MAX_ACTIVE_SCHEDULES = 100;
/** Slots in a row that fail to launch (e.g. not enough credits) before a schedule pauses itself. */
export const MAX_CONSECUTIVE_FAILURES = 3;
/** Upcoming runs shown with each schedule. */
const UPCOMING_RUNS = 3;

type ScheduleRow = typeof scheduledAudits.$inferSelect;

export function toSchedule(row: ScheduleRow) {
  return {
    id: row.id,
    client_id: row.clientId,
    name: row.name,
    frequency: row.frequency,
    cron: cronOf(row.frequency),
    timezone: row.timezone,
    model_ids: row.modelIds,
    prompts: row.prompts,
    samples: row.samples,
    active: row.active,
    next_run_at: row.nextRunAt?.toISOString() ?? null,
    upcoming_runs: row.nextRunAt ? [row.nextRunAt, ...nextRuns(row.frequency, row.timezone, row.nextRunAt, UPCOMING_RUNS - 1)].map((d) => d.toISOString()) : [],
    last_run_at: row.lastRunAt?.toISOString() ?? null,
    last_audit_id: row.lastAuditId,
    last_error: row.lastError,
    consecutive_failures: row.consecutiveFailures,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export interface ScheduleFilters {
  client_id?: number;
  active?: boolean;
}

export async function listSchedules(db: Database, accountId: number, filters: ScheduleFilters, page: PageQuery) {
  const where: SQL | undefined = and(
    eq(scheduledAudits.accountId, accountId),
    filters.client_id === undefined ? undefined : eq(scheduledAudits.clientId, filters.client_id),
    filters.active === undefined ? undefined : eq(scheduledAudits.active, filters.active),
  );
  const [rows, [totals]] = await db.batch([
    db.select().from(scheduledAudits).where(where).orderBy(asc(scheduledAudits.id)).limit(page.per_page).offset(pageOffset(page)),
    db.select({ total: count() }).from(scheduledAudits).where(where),
  ]);
  return { items: rows.map(toSchedule), total: totals?.total ?? 0 };
}

export async function getSchedule(db: Database, accountId: number, id: number) {
  const [row] = await db.select().from(scheduledAudits).where(and(eq(scheduledAudits.accountId, accountId), eq(scheduledAudits.id, id)));
  return row ? toSchedule(row) : undefined;
}

/** What POST takes; PUT takes any subset (null resets `model_ids` and `prompts` to their defaults). */
export interface ScheduleInput {
  client_id: number;
  name?: string;
  frequency: string;
  timezone?: string;
  model_ids?: string[] | null;
  prompts?: string[] | null;
  samples?: number;
  active?: boolean;
}

export type SchedulePatch = Partial<ScheduleInput>;

function checkTiming(frequency: string, timezone: string) {
  const problem = frequencyProblem(frequency);
  if (problem) throw new ApiError(400, `Body field 'frequency' ${problem}.`, "frequency");
  if (!isTimeZone(timezone)) throw new ApiError(400, `Body field 'timezone' must be an IANA time zone such as 'Europe/Paris' or 'UTC'; '${timezone}' is not one.`, "timezone");
}

function checkModels(modelIds: string[] | null | undefined, catalog: { id: string; active: boolean }[]) {
  const byId = new Map(catalog.map((m) => [m.id, m]));
  modelIds?.forEach((id, index) => {
    const model = byId.get(id);
    if (!model) throw new ApiError(400, `Body field 'model_ids.${index}' is invalid: unknown model '${id}'. GET /models lists the available ids.`, `model_ids.${index}`);
    if (!model.active) throw new ApiError(400, `Body field 'model_ids.${index}' is invalid: model '${id}' is no longer offered for new audits.`, `model_ids.${index}`);
  });
}

function capReached(): never {
  throw new ApiError(409, `This account already has ${MAX_ACTIVE_SCHEDULES} active scheduled audits, the most it may have. Pause or delete one first.`);
}

/**
 * Runs a write that may make a schedule active. The cap is enforced by the database (migration 0010: a trigger that
 * locks the account row, then counts), so concurrent creates and resumes cannot pass it; its refusal becomes the 409.
 */
async function underCap<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (violation(error, "active_schedule_cap")) capReached();
    throw error;
  }
}

/** Everything a write checks, read in one round trip. */
async function writeContext(db: Database, accountId: number, clientId: number | undefined, scheduleId?: number) {
  const [clientRows, catalog, existing] = await db.batch([
    db.select({ id: clients.id, name: clients.name }).from(clients).where(and(eq(clients.accountId, accountId), eq(clients.id, clientId ?? 0))),
    db.select({ id: models.id, active: models.active }).from(models),
    db.select().from(scheduledAudits).where(and(eq(scheduledAudits.accountId, accountId), eq(scheduledAudits.id, scheduleId ?? 0))),
  ]);
  return { client: clientRows[0], catalog, existing: existing[0] };
}

export async function createSchedule(db: Database, accountId: number, input: ScheduleInput, now = new Date(), idempotency?: Idempotency) {
  const timezone = input.timezone ?? "UTC";
  checkTiming(input.frequency, timezone);
  const { client, catalog } = await writeContext(db, accountId, input.client_id);
  if (!client) throw new ApiError(404, `Client ${input.client_id} not found.`);
  checkModels(input.model_ids, catalog);
  const active = input.active ?? true;
  const insert = db
    .insert(scheduledAudits)
    .values({
      accountId,
      clientId: client.id,
      name: input.name ?? `${client.name} (${input.frequency})`,
      frequency: input.frequency.trim().split(/\s+/).join(" "),
      timezone,
      modelIds: input.model_ids ?? null,
      prompts: input.prompts ?? null,
      samples: input.samples ?? 1,
      active,
      nextRunAt: active ? nextRunAfter(input.frequency, timezone, now) : null,
    })
    .returning();
  return createOnce(
    db,
    accountId,
    idempotency,
    "scheduled_audit",
    async (recordKey) => {
      const [[row]] = await underCap(db.batch([insert, ...recordKey(lastInsertedId("scheduled_audits"))] as const));
      return toSchedule(row!);
    },
    async ([id]) => getSchedule(db, accountId, id!),
  );
}

/** Merges the fields given into the schedule; a change of timing or a resume recomputes the next run. */
export async function updateSchedule(db: Database, accountId: number, id: number, patch: SchedulePatch, now = new Date()) {
  const { client, catalog, existing } = await writeContext(db, accountId, patch.client_id, id);
  if (!existing) throw new ApiError(404, `Scheduled audit ${id} not found.`);
  if (patch.client_id !== undefined && !client) throw new ApiError(404, `Client ${patch.client_id} not found.`);
  const frequency = patch.frequency !== undefined ? patch.frequency.trim().split(/\s+/).join(" ") : existing.frequency;
  const timezone = patch.timezone ?? existing.timezone;
  checkTiming(frequency, timezone);
  checkModels(patch.model_ids, catalog);
  const active = patch.active ?? existing.active;
  const retimed = frequency !== existing.frequency || timezone !== existing.timezone;
  const resumed = active && !existing.active;
  const [row] = await underCap(db
    .update(scheduledAudits)
    .set({
      clientId: patch.client_id ?? existing.clientId,
      name: patch.name ?? existing.name,
      frequency,
      timezone,
      modelIds: patch.model_ids === undefined ? existing.modelIds : patch.model_ids,
      prompts: patch.prompts === undefined ? existing.prompts : patch.prompts,
      samples: patch.samples ?? existing.samples,
      active,
      nextRunAt: !active ? null : retimed || resumed || !existing.nextRunAt ? nextRunAfter(frequency, timezone, now) : existing.nextRunAt,
      // Resuming starts the failure count afresh.
      consecutiveFailures: resumed ? 0 : existing.consecutiveFailures,
      updatedAt: sql`now()`,
    })
    .where(and(eq(scheduledAudits.accountId, accountId), eq(scheduledAudits.id, id)))
    .returning());
  // Deleted between the read and the write.
  if (!row) throw new ApiError(404, `Scheduled audit ${id} not found.`);
  return toSchedule(row);
}

export async function deleteSchedule(db: Database, accountId: number, id: number) {
  const [row] = await db.delete(scheduledAudits).where(and(eq(scheduledAudits.accountId, accountId), eq(scheduledAudits.id, id))).returning({ id: scheduledAudits.id });
  if (!row) throw new ApiError(404, `Scheduled audit ${id} not found.`);
  return { id: row.id, deleted: true as const };
}
