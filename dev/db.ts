// Node-side database access for the dev tooling (migrate, seed, keys): the same neon-http driver as the Worker.
import { neon, neonConfig } from "@neondatabase/serverless";
import { drizzle } from "drizzle-orm/neon-http";
import { migrate } from "drizzle-orm/neon-http/migrator";
import { fileURLToPath } from "node:url";
import { syncContent } from "./content";
import * as schema from "../src/db/schema";
import type { Database } from "../src/db/client";

export interface DbTarget {
  /** Connection string handed to the neon driver. */
  connectionString: string;
  /** Local SQL-over-HTTP stand-in; undefined means Neon itself. */
  sqlEndpoint?: string;
}

/** Fixed address of the SQL stand-in that `npm run dev` starts, so the CLIs can reach it. */
export const DEV_SQL_PORT = 8790;
export const DEV_UPSTASH_PORT = 8791;
/** First of the five local demo sites (good, blocked, redirecting, mixed, down). */
export const DEV_SITES_PORT = 8800;
export const DEV_TARGET: DbTarget = {
  connectionString: "postgresql://local:local@localhost/local",
  sqlEndpoint: `http://127.0.0.1:${DEV_SQL_PORT}/sql`,
};

export const MIGRATIONS_FOLDER = fileURLToPath(new URL("../drizzle", import.meta.url));

export function connect(target: DbTarget): Database {
  if (target.sqlEndpoint) neonConfig.fetchEndpoint = target.sqlEndpoint;
  return drizzle({ client: neon(target.connectionString), schema });
}

/** Applies the migrations, then writes the editorial content (blog, glossary) from src/content/. */
export async function migrateDatabase(target: DbTarget): Promise<void> {
  const db = connect(target);
  await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
  await syncContent(db);
}

/** True when the data lives on this machine (a stand-in or a local Postgres). */
export function isLocalTarget(target: DbTarget): boolean {
  const local = (url: string) => {
    try {
      return ["127.0.0.1", "localhost", "::1", "[::1]"].includes(new URL(url).hostname);
    } catch {
      return false;
    }
  };
  return target.sqlEndpoint ? local(target.sqlEndpoint) : local(target.connectionString);
}

/** The target described by the environment: DATABASE_URL (Neon unless NEON_SQL_ENDPOINT is set). */
export function targetFromEnv(): DbTarget {
  const connectionString = process.env.DATABASE_URL;
  if (!connectionString) throw new Error("DATABASE_URL is not set (use `npm run dev` for the local database).");
  return { connectionString, sqlEndpoint: process.env.NEON_SQL_ENDPOINT || undefined };
}
