// The cron tick. Scheduled audits do not exist yet (they come with the audit engine), so the tick only reports itself.
import type { Env } from "@/env";

export async function runScheduled(controller: ScheduledController, _env: Env, _ctx: ExecutionContext): Promise<{ launched: number }> {
  console.log(`cron tick ${controller.cron} at ${new Date(controller.scheduledTime).toISOString()}: no scheduled audits to run yet`);
  return { launched: 0 };
}
