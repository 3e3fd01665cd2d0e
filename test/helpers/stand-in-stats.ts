// What the stand-ins counted while an action ran: SQL requests (the Neon HTTP stand-in) and Upstash calls. Test files
// run one at a time (vitest.config.ts), so nothing else talks to them meanwhile.
import { env } from "cloudflare:test";

async function requestsDuring(endpoint: string | undefined, action: () => Promise<unknown>): Promise<number> {
  await fetch(new URL("/__stats/reset", endpoint), { method: "POST" });
  await action();
  return ((await (await fetch(new URL("/__stats", endpoint))).json()) as { requests: number }).requests;
}

/** SQL requests the database stand-in received while `action` ran. */
export const sqlRequestsDuring = (action: () => Promise<unknown>) => requestsDuring(env.NEON_SQL_ENDPOINT, action);

/** Calls the Upstash stand-in received while `action` ran. */
export const redisCallsDuring = (action: () => Promise<unknown>) => requestsDuring(env.UPSTASH_REDIS_REST_URL, action);
