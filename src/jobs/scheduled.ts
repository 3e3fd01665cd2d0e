// The cron tick: re-enqueue audit queries whose message was lost or whose worker died, and score
// audits whose finishing worker died. (Launching scheduled audits arrives with that group.)
import { getDb } from "@/db/client";
import type { Env } from "@/env";
import { finishStrandedAudits, staleQueryIds } from "./audit-runner";
import { enqueueQueries } from "./queue";

export async function runScheduled(controller: ScheduledController, env: Env, _ctx: ExecutionContext): Promise<{ requeued: number; finished: number }> {
  const db = getDb(env);
  const stale = await staleQueryIds(db);
  if (stale.length > 0) await enqueueQueries(env, stale);
  const finished = await finishStrandedAudits(db, env);
  console.log(`cron tick ${controller.cron} at ${new Date(controller.scheduledTime).toISOString()}: re-enqueued ${stale.length} stale audit queries, finished ${finished} stranded audits`);
  return { requeued: stale.length, finished };
}
