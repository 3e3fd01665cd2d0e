ALTER TABLE "audit_queries" ADD COLUMN "sample" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "audits" ADD COLUMN "samples" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "scheduled_audits" ADD COLUMN "samples" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "audits" ADD CONSTRAINT "audits_samples_range" CHECK ("audits"."samples" between 1 and 5);--> statement-breakpoint
ALTER TABLE "scheduled_audits" ADD CONSTRAINT "scheduled_audits_samples_range" CHECK ("scheduled_audits"."samples" between 1 and 5);