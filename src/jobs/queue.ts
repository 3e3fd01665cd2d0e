// The audit-queries queue's consumer: runs each message's query, or finishes a stranded audit. The producer side is
// jobs/enqueue.ts, which the API's requests load without the runner (the engines, the analysis, the site checks).
import { getDb } from "@/db/client";
import type { Env } from "@/env";
import { finishStranded, runQuery, type FinishMessage, type QueryMessage } from "./audit-runner";

const isRecord = (body: unknown): body is Record<string, unknown> => typeof body === "object" && body !== null;
const isQueryMessage = (body: unknown): body is QueryMessage => isRecord(body) && Number.isInteger(body.queryId);
const isFinishMessage = (body: unknown): body is FinishMessage => isRecord(body) && Number.isInteger(body.finishAuditId);

/** Runs one message: a query (prompt × model), or the finish of a stranded audit (its scores and its site checks). */
async function handle(message: Message<unknown>, env: Env, db: ReturnType<typeof getDb>): Promise<void> {
  const body = message.body;
  if (isFinishMessage(body)) {
    await finishStranded(db, env, body.finishAuditId);
    message.ack();
    return;
  }
  if (!isQueryMessage(body)) {
    console.error(`dropping malformed audit queue message ${message.id}`);
    message.ack();
    return;
  }
  const outcome = await runQuery(db, env, body.queryId);
  if (outcome.kind === "retry") message.retry({ delaySeconds: outcome.delaySeconds });
  else if (outcome.kind === "throttled") {
    // A new message rather than a retry: waiting for the engine's pace is not a failure, and retries are capped.
    await env.AUDIT_QUEUE.send({ queryId: body.queryId } satisfies QueryMessage, { delaySeconds: outcome.delaySeconds });
    message.ack();
  } else message.ack();
}

export async function handleQueueBatch(batch: MessageBatch<unknown>, env: Env): Promise<void> {
  const db = getDb(env);
  // Messages of a batch are independent: run them side by side.
  await Promise.all(
    batch.messages.map(async (message) => {
      try {
        await handle(message, env, db);
      } catch (error) {
        // Database trouble: let the queue redeliver; the rows' state keeps the retry idempotent.
        console.error(`audit queue message ${message.id} could not run:`, error);
        message.retry({ delaySeconds: 10 });
      }
    }),
  );
}
