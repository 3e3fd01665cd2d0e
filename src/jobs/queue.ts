// The audit-queries queue's consumer: runs each message's query. The producer side is jobs/enqueue.ts, which the
// API's requests load without the runner (the engines, the analysis, the site checks).
import { getDb } from "@/db/client";
import type { Env } from "@/env";
import { runQuery, type QueryMessage } from "./audit-runner";


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
