// Worker entry: the HTTP API and the cron tick.
import { createApp } from "./app";
import type { Env } from "./env";
import { handleQueueBatch } from "./jobs/queue";
import { runScheduled } from "./jobs/scheduled";
import { handleWebhookBatch } from "./jobs/webhook-queue";

const app = createApp();
/** wrangler.toml's webhook queue (any environment suffix included). */
const WEBHOOK_QUEUE_NAME = "webhook-deliveries";

export default {
  fetch: app.fetch,
  async scheduled(controller, env, ctx) {
    await runScheduled(controller, env, ctx);
  },
  async queue(batch, env) {
    if (batch.queue.startsWith(WEBHOOK_QUEUE_NAME)) await handleWebhookBatch(batch, env);
    else await handleQueueBatch(batch, env);
  },
} satisfies ExportedHandler<Env>;
