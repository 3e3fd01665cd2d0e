// The Worker's cron entry point runs (its audit work arrives with scheduled audits).
import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import worker from "@/index";
import { runScheduled } from "@/jobs/scheduled";

describe("scheduled handler", () => {
  it("is exported and completes a tick", async () => {
    const controller = createScheduledController({ scheduledTime: new Date("2026-11-22T10:00:00Z"), cron: "*/5 * * * *" });
    const ctx = createExecutionContext();
    await worker.scheduled(controller, env, ctx);
    await waitOnExecutionContext(ctx);
    expect(await runScheduled(controller, env, ctx)).toEqual({ launched: 0 });
  });
});
