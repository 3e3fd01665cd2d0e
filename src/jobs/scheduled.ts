// The cron tick: launch the scheduled audits that are due, re-enqueue audit queries whose message
// was lost or whose worker died, score audits whose finishing worker died, and send overdue webhook deliveries.
import { getDb } from "@/db/client";
import type { Env } from "@/env";
import { finishStrandedAudits, staleQueryIds } from "./audit-runner";
import { enqueueQueries } from "./enqueue";
import { DEFAULT_SLOTS_PER_TICK, runDueSchedules, type TickOutcome } from "./schedules";
import { sweepDeliveries } from "./webhook-queue";

export interface ScheduledOutcome {
  schedules: TickOutcome;
  requeued: number;
  finished: number;
  webhooks: { resent: number; pruned: number };
}

function slotsPerTick(env: Env): number {
  const value = Number(env.SCHEDULED_SLOTS_PER_TICK);
  return Number.isInteger(value) && value > 0 ? value : DEFAULT_SLOTS_PER_TICK;
}

export async function runScheduled(controller: ScheduledController, env: Env, _ctx: ExecutionContext): Promise<ScheduledOutcome> {
  const db = getDb(env);
  // The controller's time, not the clock: a late tick still fires the slots that were due when it was meant to run.
  const now = new Date(controller.scheduledTime);
  const schedules = await runDueSchedules(db, env, now, slotsPerTick(env));
  const stale = await staleQueryIds(db);
  if (stale.length > 0) await enqueueQueries(env, stale);
  const finished = await finishStrandedAudits(db, env);
  const webhooks = await sweepDeliveries(db, env);
  console.log(
    `cron tick ${controller.cron} at ${now.toISOString()}: scheduled audits ${JSON.stringify(schedules)}; re-enqueued ${stale.length} stale audit queries, finished ${finished} stranded audits; webhooks ${JSON.stringify(webhooks)}`,
  );
  return { schedules, requeued: stale.length, finished, webhooks };
}
