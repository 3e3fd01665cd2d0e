CREATE TYPE "public"."audit_status" AS ENUM('queued', 'running', 'completed', 'failed');--> statement-breakpoint
CREATE TYPE "public"."audit_trigger" AS ENUM('api', 'schedule');--> statement-breakpoint
CREATE TYPE "public"."query_status" AS ENUM('queued', 'running', 'completed', 'failed');--> statement-breakpoint
CREATE TYPE "public"."ledger_reason" AS ENUM('signup_bonus', 'monthly_allowance', 'audit_launch', 'audit_refund', 'adjustment');--> statement-breakpoint
CREATE TABLE "audit_queries" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"audit_id" integer NOT NULL,
	"prompt" text NOT NULL,
	"model_id" text NOT NULL,
	"status" "query_status" DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"lease_until" timestamp with time zone,
	"answer" text,
	"provider" text,
	"latency_ms" integer,
	"brand_mentioned" boolean,
	"position" integer,
	"sentiment" integer,
	"competitors_mentioned" jsonb,
	"citations" jsonb,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "audits" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"name" text NOT NULL,
	"status" "audit_status" DEFAULT 'queued' NOT NULL,
	"score" integer,
	"model_ids" text[] NOT NULL,
	"prompts" text[] NOT NULL,
	"total_queries" integer NOT NULL,
	"completed_queries" integer DEFAULT 0 NOT NULL,
	"failed_queries" integer DEFAULT 0 NOT NULL,
	"credits_cost" integer NOT NULL,
	"trigger" "audit_trigger" DEFAULT 'api' NOT NULL,
	"scheduled_audit_id" integer,
	"scores" jsonb,
	"error" text,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_prompts" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"prompt" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"account_id" integer NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"audit_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_account_id_key_pk" PRIMARY KEY("account_id","key")
);
--> statement-breakpoint
CREATE TABLE "credit_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"reason" "ledger_reason" NOT NULL,
	"audit_id" integer,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "models" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"provider" text NOT NULL,
	"description" text NOT NULL,
	"credits_per_prompt" integer NOT NULL,
	"web_search" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"released_at" date,
	"input_price_per_mtok" numeric(10, 4),
	"output_price_per_mtok" numeric(10, 4),
	"sort_order" integer DEFAULT 100 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "credit_balance" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_queries" ADD CONSTRAINT "audit_queries_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_queries" ADD CONSTRAINT "audit_queries_audit_id_audits_id_fk" FOREIGN KEY ("audit_id") REFERENCES "public"."audits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audits" ADD CONSTRAINT "audits_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audits" ADD CONSTRAINT "audits_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_prompts" ADD CONSTRAINT "client_prompts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_prompts" ADD CONSTRAINT "client_prompts_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_queries_audit_id_idx" ON "audit_queries" USING btree ("audit_id","id");--> statement-breakpoint
CREATE INDEX "audit_queries_pending_idx" ON "audit_queries" USING btree ("status","lease_until") WHERE "audit_queries"."status" in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "audits_account_id_id_idx" ON "audits" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "audits_client_id_completed_at_idx" ON "audits" USING btree ("client_id","completed_at");--> statement-breakpoint
CREATE INDEX "client_prompts_client_id_idx" ON "client_prompts" USING btree ("client_id","id");--> statement-breakpoint
CREATE INDEX "credit_ledger_account_id_idx" ON "credit_ledger" USING btree ("account_id","id");--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_credit_balance_non_negative" CHECK ("accounts"."credit_balance" >= 0);