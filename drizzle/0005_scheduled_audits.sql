CREATE TYPE "public"."schedule_run_status" AS ENUM('claimed', 'launched', 'skipped');--> statement-breakpoint
CREATE TABLE "scheduled_audit_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"schedule_id" integer NOT NULL,
	"slot" timestamp with time zone NOT NULL,
	"status" "schedule_run_status" DEFAULT 'claimed' NOT NULL,
	"audit_id" integer,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scheduled_audits" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"name" text NOT NULL,
	"frequency" text NOT NULL,
	"timezone" text DEFAULT 'UTC' NOT NULL,
	"model_ids" text[],
	"prompts" text[],
	"active" boolean DEFAULT true NOT NULL,
	"next_run_at" timestamp with time zone,
	"last_run_at" timestamp with time zone,
	"last_audit_id" integer,
	"last_error" text,
	"consecutive_failures" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "scheduled_audit_runs" ADD CONSTRAINT "scheduled_audit_runs_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_audit_runs" ADD CONSTRAINT "scheduled_audit_runs_schedule_id_scheduled_audits_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."scheduled_audits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_audits" ADD CONSTRAINT "scheduled_audits_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_audits" ADD CONSTRAINT "scheduled_audits_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "scheduled_audit_runs_slot_key" ON "scheduled_audit_runs" USING btree ("schedule_id","slot");--> statement-breakpoint
CREATE INDEX "scheduled_audit_runs_claimed_idx" ON "scheduled_audit_runs" USING btree ("created_at") WHERE "scheduled_audit_runs"."status" = 'claimed';--> statement-breakpoint
CREATE INDEX "scheduled_audits_account_id_idx" ON "scheduled_audits" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "scheduled_audits_due_idx" ON "scheduled_audits" USING btree ("next_run_at") WHERE "scheduled_audits"."active";