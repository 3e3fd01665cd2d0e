// The cron tick: re-enqueue audit queries whose message was lost or whose worker died.
// (Launching scheduled audits arrives with the Scheduled audits group.)
import { getDb } from "@/db/client";
import type { Env } from "@/env";
import { staleQueryIds } from "./audit-runner";
import { enqueueQueries } from "./queue";

export async function runScheduled(controller: ScheduledController, env: Env, _ctx: ExecutionContext): Promise<{ requeued: number }> {
  const stale = await staleQueryIds(getDb(env));
  if (stale.length > 0) await enqueueQueries(env, stale);
  console.log(`cron tick ${controller.cron} at ${new Date(controller.scheduledTime).toISOString()}: re-enqueued ${stale.length} stale audit queries`);
  return { requeued: stale.length };
}
