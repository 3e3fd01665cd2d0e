// What the platform says about a request: the client's address and the request's id. On Cloudflare the edge sets
// `CF-Connecting-IP` and `CF-Ray` on every request, replacing whatever the client sent; no other header is trusted
// (a client-sent `X-Real-IP` would reset the failed-authentication limit). Under `npm run dev` every request comes
// from this machine, and wrangler passes a client-sent `CF-Connecting-IP` through, so the dev loop counts one address.
import type { Env } from "@/env";

/** The address the dev loop counts every request under. */
export const DEV_LOOP_ADDRESS = "127.0.0.1";

export function clientAddress(env: Pick<Env, "ENVIRONMENT">, headers: Headers): string {
  if (env.ENVIRONMENT === "development") return DEV_LOOP_ADDRESS;
  return headers.get("cf-connecting-ip") ?? "unknown";
}

/** A Ray ID: 16 hex digits, optionally followed by the data centre ("8c2f1a3b4d5e6f70-CDG"). */
const RAY_ID = /^[0-9a-f]{16}(?:-[A-Z]{3})?$/;

/** The edge's Ray ID when there is one (so support can find the request in Cloudflare's logs), else a fresh UUID. */
export function requestIdOf(env: Pick<Env, "ENVIRONMENT">, headers: Headers): string {
  const ray = env.ENVIRONMENT === "development" ? null : headers.get("cf-ray");
  return ray !== null && RAY_ID.test(ray) ? ray : crypto.randomUUID();
}
