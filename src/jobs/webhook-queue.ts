// The webhook-deliveries queue: one message per delivery to attempt. Producers send after the statement that wrote the
// deliveries committed; the cron tick sends those whose message never left or whose retry was beyond the queue's delay.
import { getDb, type Database } from "@/db/client";
import { deliver, deliveryOptions, overdueDeliveryIds, pruneEvents } from "@/domain/webhooks";
import type { Env } from "@/env";

export interface DeliveryMessage {
  deliveryId: number;
}

/** Queues send at most 100 messages per call, and delay them at most 12 hours. */
const SEND_BATCH = 100;
const MAX_DELAY_SECONDS = 43_200;

/**
 * Queues deliveries. What caused them has committed: a queue hiccup is logged, never turned into an error (the caller
 * would retry a change that is done); the cron tick sends what is still pending a minute after it was due.
 */
export async function enqueueDeliveries(env: Env, deliveryIds: number[]): Promise<void> {
  // No queue binding (the dev seed runs the engine outside the Worker): the cron tick sends them.
  if (deliveryIds.length === 0 || !env.WEBHOOK_QUEUE) return;
  try {
    for (let i = 0; i < deliveryIds.length; i += SEND_BATCH) {
      await env.WEBHOOK_QUEUE.sendBatch(deliveryIds.slice(i, i + SEND_BATCH).map((deliveryId) => ({ body: { deliveryId } satisfies DeliveryMessage })));
    }
  } catch (error) {
    console.error(`webhook deliveries ${deliveryIds.join(", ")}: enqueue failed, the cron tick will send them`, error);
  }
}

function isDeliveryMessage(body: unknown): body is DeliveryMessage {
  return typeof body === "object" && body !== null && Number.isInteger((body as DeliveryMessage).deliveryId);
}

export async function handleWebhookBatch(batch: MessageBatch<unknown>, env: Env): Promise<void> {
  const db = getDb(env);
  const options = deliveryOptions(env);
  await Promise.all(
    batch.messages.map(async (message) => {
      if (!isDeliveryMessage(message.body)) {
        console.error(`dropping malformed webhook queue message ${message.id}`);
        message.ack();
        return;
      }
      try {
        const outcome = await deliver(db, message.body.deliveryId, options);
        // A retry is a new delayed message, not the queue's own retry: failing receivers are expected, and retries are capped.
        if (outcome.kind === "retry" && outcome.delaySeconds <= MAX_DELAY_SECONDS) {
          await env.WEBHOOK_QUEUE.send({ deliveryId: message.body.deliveryId } satisfies DeliveryMessage, { delaySeconds: outcome.delaySeconds });
        }
        message.ack();
      } catch (error) {
        // Database trouble: let the queue redeliver; the delivery's lease keeps a second send from overlapping.
        console.error(`webhook delivery ${message.body.deliveryId} could not run:`, error);
        message.retry({ delaySeconds: 10 });
      }
    }),
  );
}

/** The cron tick's part: send overdue deliveries, and drop events past their retention (side by side). */
export async function sweepDeliveries(db: Database, env: Env): Promise<{ resent: number; pruned: number }> {
  const [overdue, pruned] = await Promise.all([overdueDeliveryIds(db), pruneEvents(db)]);
  await enqueueDeliveries(env, overdue);
  return { resent: overdue.length, pruned };
}
