// One drizzle client per isolate, over Neon's SQL-over-HTTP (the local stand-in in dev and tests).
import { neon, neonConfig } from "@neondatabase/serverless";
import { drizzle, type NeonHttpDatabase } from "drizzle-orm/neon-http";
import type { Env } from "@/env";
import * as schema from "./schema";

export type Database = NeonHttpDatabase<typeof schema>;

let cached: { key: string; db: Database } | undefined;

/** A database request that takes longer is abandoned: the API answers 503 instead of hanging. */
export const DEFAULT_DB_TIMEOUT_MS = 10_000;

function timeoutMs(env: Pick<Env, "DB_TIMEOUT_MS">): number {
  const value = Number(env.DB_TIMEOUT_MS);
  return Number.isFinite(value) && value > 0 ? value : DEFAULT_DB_TIMEOUT_MS;
}

export function getDb(env: Pick<Env, "DATABASE_URL" | "NEON_SQL_ENDPOINT" | "DB_TIMEOUT_MS">): Database {
  const key = `${env.NEON_SQL_ENDPOINT ?? ""}|${env.DATABASE_URL}|${env.DB_TIMEOUT_MS ?? ""}`;
  if (cached?.key === key) return cached.db;
  // neonConfig is isolate-global; only the local tooling sets an endpoint.
  if (env.NEON_SQL_ENDPOINT) neonConfig.fetchEndpoint = env.NEON_SQL_ENDPOINT;
  const limit = timeoutMs(env);
  neonConfig.fetchFunction = (url: string, init: RequestInit) => fetch(url, { ...init, signal: AbortSignal.timeout(limit) });
  const db = drizzle({ client: neon(env.DATABASE_URL), schema, casing: "snake_case" });
  cached = { key, db };
  return db;
}

export { errorChain, isDatabaseUnavailable, violation } from "./errors";
