// What every create handler does with `Idempotency-Key`: hash the body it came with (`idempotencyOf`), and mark a replay.
import type { Context } from "hono";
import type { CreateOutcome } from "@/platform/idempotency";
import type { AppEnv } from "@/platform/context";
import { detailBody } from "@/platform/envelope";

export { idempotencyOf } from "@/platform/idempotency";

/** A create's answer: its envelope, and `Idempotent-Replayed: true` on a replay. */
export function created<T>(c: Context<AppEnv>, outcome: CreateOutcome<T>) {
  if (outcome.replayed) c.header("Idempotent-Replayed", "true");
  return detailBody(outcome.value);
}
