// The audit-queries queue: producer helper and the consumer that runs each message's query.
import { getDb } from "@/db/client";
import type { Env } from "@/env";
import { runQuery, type QueryMessage } from "./audit-runner";
import { enqueueDeliveries } from "./webhook-queue";

/** Queues send at most 100 messages per call. */
const SEND_BATCH = 100;

export async function enqueueQueries(env: Env, queryIds: number[]): Promise<void> {
  for (let i = 0; i < queryIds.length; i += SEND_BATCH) {
    await env.AUDIT_QUEUE.sendBatch(queryIds.slice(i, i + SEND_BATCH).map((queryId) => ({ body: { queryId } satisfies QueryMessage })));
  }
}

/**
 * Queues a launch's queries and webhook deliveries. The audit is paid for and recorded: a queue hiccup must not turn that into an error the
 * caller would retry (and pay again); the cron tick enqueues queries whose message never arrived.
 */
export async function enqueueLaunched(env: Env, outcome: { kind: "launched"; audit: { id: number }; queryIds: number[]; deliveryIds: number[] } | { kind: "replayed" }): Promise<void> {
  if (outcome.kind !== "launched") return;
  await Promise.all([
    enqueueQueries(env, outcome.queryIds).catch((error: unknown) => console.error(`audit ${outcome.audit.id}: enqueue failed, the cron tick will retry`, error)),
    enqueueDeliveries(env, outcome.deliveryIds),
  ]);
}

function isQueryMessage(body: unknown): body is QueryMessage {
  return typeof body === "object" && body !== null && Number.isInteger((body as QueryMessage).queryId);
}

export async function handleQueueBatch(batch: MessageBatch<unknown>, env: Env): Promise<void> {
  const db = getDb(env);
  // Messages of a batch are independent queries: run them side by side.
  await Promise.all(
    batch.messages.map(async (message) => {
      if (!isQueryMessage(message.body)) {
        console.error(`dropping malformed audit queue message ${message.id}`);
        message.ack();
        return;
      }
      try {
        const outcome = await runQuery(db, env, message.body.queryId);
        if (outcome.kind === "retry") message.retry({ delaySeconds: outcome.delaySeconds });
        else if (outcome.kind === "throttled") {
          // A new message rather than a retry: waiting for the engine's pace is not a failure, and retries are capped.
          await env.AUDIT_QUEUE.send({ queryId: message.body.queryId } satisfies QueryMessage, { delaySeconds: outcome.delaySeconds });
          message.ack();
        } else message.ack();
      } catch (error) {
        // Database trouble: let the queue redeliver; the row's state keeps the retry idempotent.
        console.error(`audit query ${message.body.queryId} could not run:`, error);
        message.retry({ delaySeconds: 10 });
      }
    }),
  );
}
