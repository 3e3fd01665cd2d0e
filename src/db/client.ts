// One drizzle client per isolate, over Neon's SQL-over-HTTP (the local stand-in in dev and tests).
import { neon, neonConfig } from "@neondatabase/serverless";
import { drizzle, type NeonHttpDatabase } from "drizzle-orm/neon-http";
import type { Env } from "@/env";
import * as schema from "./schema";

export type Database = NeonHttpDatabase<typeof schema>;

let cached: { key: string; db: Database } | undefined;

export function getDb(env: Pick<Env, "DATABASE_URL" | "NEON_SQL_ENDPOINT">): Database {
  const key = `${env.NEON_SQL_ENDPOINT ?? ""}|${env.DATABASE_URL}`;
  if (cached?.key === key) return cached.db;
  // neonConfig is isolate-global; only the local tooling sets an endpoint.
  if (env.NEON_SQL_ENDPOINT) neonConfig.fetchEndpoint = env.NEON_SQL_ENDPOINT;
  const db = drizzle({ client: neon(env.DATABASE_URL), schema, casing: "snake_case" });
  cached = { key, db };
  return db;
}
