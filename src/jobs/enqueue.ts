// The audit-queries queue's producer side: what a launch (API, MCP, schedule) and the cron tick send.
import type { Env } from "@/env";
import type { FinishMessage, QueryMessage } from "./audit-runner";
import { enqueueDeliveries } from "./webhook-queue";

/** Queues send at most 100 messages per call. */
const SEND_BATCH = 100;

/** Sends message bodies to the audit queue, SEND_BATCH per call. */
async function sendInBatches(env: Env, bodies: (QueryMessage | FinishMessage)[]): Promise<void> {
  for (let i = 0; i < bodies.length; i += SEND_BATCH) await env.AUDIT_QUEUE.sendBatch(bodies.slice(i, i + SEND_BATCH).map((body) => ({ body })));
}

export function enqueueQueries(env: Env, queryIds: number[]): Promise<void> {
  return sendInBatches(env, queryIds.map((queryId) => ({ queryId })));
}

/** Queues the finish of stranded audits: each runs in a consumer invocation of its own budget, not in the cron tick. */
export function enqueueFinishes(env: Env, auditIds: number[]): Promise<void> {
  return sendInBatches(env, auditIds.map((finishAuditId) => ({ finishAuditId })));
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
