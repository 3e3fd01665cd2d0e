// The cron tick: launch the scheduled audits that are due, re-enqueue audit queries whose message was lost or whose
// worker died, queue the finish of audits whose finishing worker died, send overdue webhook deliveries, and read again
// a few audits' answers left by an older analysis (or whose client's domains changed).
//
// Each step has its own budget and its own failure: a step that throws (the database, a queue) is logged and reported,
// and the steps after it still run. Work that fans out runs elsewhere: a stranded audit's finish (its scores and its
// site checks, up to about 45 fetches) is a queue message with a consumer invocation of its own. Subrequests per tick,
// at most: schedules about 4 per slot (DEFAULT_SLOTS_PER_TICK = 200: 800), stale queries 1 + 5 sends, stranded audits
// 1 + 1, webhooks 2 + 5, re-analysis 2: about 817, within the 1,000 of a Workers Paid invocation (README: Deploy).
import { getDb } from "@/db/client";
import type { Env } from "@/env";
import { reanalyzeAudits } from "@/domain/audits";
import { strandedAuditIds, staleQueryIds } from "./audit-runner";
import { enqueueFinishes, enqueueQueries } from "./enqueue";
import { DEFAULT_SLOTS_PER_TICK, runDueSchedules, type TickOutcome } from "./schedules";
import { sweepDeliveries } from "./webhook-queue";

export interface ScheduledOutcome {
  /** Null where the step failed (named in `failed`). */
  schedules: TickOutcome | null;
  requeued: number | null;
  stranded: number | null;
  webhooks: { resent: number; pruned: number } | null;
  /** Audits whose answers were read again. */
  reanalysed: number | null;
  failed: string[];
}

/**
 * Audits re-analysed per tick: one read and one write, about 2 ms of CPU per answer. One audit holds up to 2,500
 * answers (50 prompts × 10 models × 5 samples), about 5 s: one a tick stays well within an invocation's CPU.
 */
const REANALYSIS_PER_TICK = 1;

function slotsPerTick(env: Env): number {
  const value = Number(env.SCHEDULED_SLOTS_PER_TICK);
  return Number.isInteger(value) && value > 0 ? value : DEFAULT_SLOTS_PER_TICK;
}

export async function runScheduled(controller: ScheduledController, env: Env, _ctx: ExecutionContext): Promise<ScheduledOutcome> {
  const db = getDb(env);
  // The controller's time, not the clock: a late tick still fires the slots that were due when it was meant to run.
  const now = new Date(controller.scheduledTime);
  const failed: string[] = [];
  const step = async <T>(name: string, run: () => Promise<T>): Promise<T | null> => {
    try {
      return await run();
    } catch (error) {
      console.error(`cron tick ${controller.cron}: ${name} failed; the next steps run anyway:`, error);
      failed.push(name);
      return null;
    }
  };
  const schedules = await step("scheduled audits", () => runDueSchedules(db, env, now, slotsPerTick(env)));
  const requeued = await step("stale audit queries", async () => {
    const stale = await staleQueryIds(db);
    await enqueueQueries(env, stale);
    return stale.length;
  });
  const stranded = await step("stranded audits", async () => {
    const ids = await strandedAuditIds(db);
    await enqueueFinishes(env, ids);
    return ids.length;
  });
  const webhooks = await step("webhook deliveries", () => sweepDeliveries(db, env));
  const reanalysed = await step("re-analysis", async () => (await reanalyzeAudits(db, REANALYSIS_PER_TICK)).audits);
  console.log(
    `cron tick ${controller.cron} at ${now.toISOString()}: scheduled audits ${JSON.stringify(schedules)}; re-enqueued ${requeued} stale audit queries, queued the finish of ${stranded} stranded audits; webhooks ${JSON.stringify(webhooks)}; re-analysed ${reanalysed} audits${failed.length > 0 ? `; failed: ${failed.join(", ")}` : ""}`,
  );
  return { schedules, requeued, stranded, webhooks, reanalysed, failed };
}
