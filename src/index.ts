// Worker entry: the HTTP API and the cron tick.
import { createApp } from "./app";
import type { Env } from "./env";

const app = createApp();
/** wrangler.toml's webhook queue (any environment suffix included). */
const WEBHOOK_QUEUE_NAME = "webhook-deliveries";

export default {
  fetch: app.fetch,
  // The cron tick and the queue consumers (the audit runner, the engines, the analysis) load on their first event:
  // an isolate started for an API request does not evaluate them.
  async scheduled(controller, env, ctx) {
    const { runScheduled } = await import("./jobs/scheduled");
    await runScheduled(controller, env, ctx);
  },
  async queue(batch, env) {
    if (batch.queue.startsWith(WEBHOOK_QUEUE_NAME)) await (await import("./jobs/webhook-queue")).handleWebhookBatch(batch, env);
    else await (await import("./jobs/queue")).handleQueueBatch(batch, env);
  },
} satisfies ExportedHandler<Env>;
