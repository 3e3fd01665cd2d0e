ALTER TABLE "audit_queries" ADD COLUMN "list_position" integer;--> statement-breakpoint
ALTER TABLE "audit_queries" ADD COLUMN "analysis_version" integer;--> statement-breakpoint
CREATE INDEX "audit_queries_analysis_version_idx" ON "audit_queries" USING btree ("analysis_version","id") WHERE "audit_queries"."status" = 'completed';--> statement-breakpoint
-- Answers analysed before this migration were read by the first analysis; `npm run reanalyze` re-reads them.
UPDATE "audit_queries" SET "analysis_version" = 1 WHERE "status" = 'completed';
