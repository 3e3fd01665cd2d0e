-- A client's other domains (country sites, a corporate site): citations and engine sources on them are its own too.
-- Changing them marks the client's answers for re-analysis (src/domain/clients/writes.ts), which the cron tick runs.
ALTER TABLE "clients" ADD COLUMN "other_domains" text[] DEFAULT '{}'::text[] NOT NULL;