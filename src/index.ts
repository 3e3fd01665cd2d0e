// Worker entry: the HTTP API and the cron tick.
import { createApp } from "./app";
import type { Env } from "./env";
import { handleQueueBatch } from "./jobs/queue";
import { runScheduled } from "./jobs/scheduled";

const app = createApp();

export default {
  fetch: app.fetch,
  async scheduled(controller, env, ctx) {
    await runScheduled(controller, env, ctx);
  },
  async queue(batch, env) {
    await handleQueueBatch(batch, env);
  },
} satisfies ExportedHandler<Env>;
