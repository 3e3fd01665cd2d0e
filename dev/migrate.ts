// `npm run db:migrate`: applies drizzle/ migrations and writes the blog and glossary to DATABASE_URL (Neon, or a stand-in via NEON_SQL_ENDPOINT).
import { migrateDatabase, targetFromEnv } from "./db";

const target = targetFromEnv();
await migrateDatabase(target);
console.log(`migrations and content applied to ${new URL(target.connectionString).host}`);
