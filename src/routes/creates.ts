// What every create handler does with `Idempotency-Key`: hash the body it came with, and mark a replay.
import type { Context } from "hono";
import { requestHash, type CreateOutcome, type Idempotency } from "@/domain/idempotency";
import type { AppEnv } from "@/platform/context";
import { detailBody } from "@/platform/envelope";

/** The create's key, if the caller sent one, with the hash of its body. */
export async function idempotencyOf(key: string | undefined, body: unknown): Promise<Idempotency | undefined> {
  return key ? { key, requestHash: await requestHash(body) } : undefined;
}

/** A create's answer: its envelope, and `Idempotent-Replayed: true` on a replay. */
export function created<T>(c: Context<AppEnv>, outcome: CreateOutcome<T>) {
  if (outcome.replayed) c.header("Idempotent-Replayed", "true");
  return detailBody(outcome.value);
}
