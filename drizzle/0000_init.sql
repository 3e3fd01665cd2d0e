CREATE TYPE "public"."plan" AS ENUM('free', 'starter', 'pro', 'agent', 'agency', 'enterprise');--> statement-breakpoint
CREATE TYPE "public"."level" AS ENUM('high', 'medium', 'low');--> statement-breakpoint
CREATE TYPE "public"."plan_status" AS ENUM('active', 'completed', 'archived');--> statement-breakpoint
CREATE TYPE "public"."task_category" AS ENUM('technical', 'content', 'structured_data', 'authority', 'hallucinated_urls', 'visibility');--> statement-breakpoint
CREATE TYPE "public"."task_status" AS ENUM('todo', 'in_progress', 'done');--> statement-breakpoint
CREATE TYPE "public"."audit_status" AS ENUM('queued', 'running', 'completed', 'failed');--> statement-breakpoint
CREATE TYPE "public"."audit_trigger" AS ENUM('api', 'schedule');--> statement-breakpoint
CREATE TYPE "public"."query_status" AS ENUM('queued', 'running', 'completed', 'failed');--> statement-breakpoint
CREATE TYPE "public"."client_status" AS ENUM('active', 'paused', 'archived');--> statement-breakpoint
CREATE TYPE "public"."ledger_reason" AS ENUM('signup_bonus', 'monthly_allowance', 'audit_launch', 'audit_refund', 'adjustment');--> statement-breakpoint
CREATE TYPE "public"."check_category" AS ENUM('technical', 'content', 'structured_data', 'authority');--> statement-breakpoint
CREATE TYPE "public"."check_status" AS ENUM('pass', 'warning', 'fail', 'unknown');--> statement-breakpoint
CREATE TYPE "public"."hallucinated_url_status" AS ENUM('open', 'redirected', 'ignored');--> statement-breakpoint
CREATE TYPE "public"."priority" AS ENUM('high', 'medium', 'low');--> statement-breakpoint
CREATE TYPE "public"."url_state" AS ENUM('hallucinated', 'valid', 'unverified');--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"company" text,
	"plan" "plan" DEFAULT 'free' NOT NULL,
	"is_partner" boolean DEFAULT false NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"credit_balance" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounts_email_unique" UNIQUE("email"),
	CONSTRAINT "accounts_credit_balance_non_negative" CHECK ("accounts"."credit_balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "api_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"key_hash" text NOT NULL,
	"prefix" text NOT NULL,
	"scopes" text[] DEFAULT '{}'::text[] NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "api_keys_key_hash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
CREATE TABLE "action_plan_tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"source_key" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"category" "task_category" NOT NULL,
	"priority" "priority" NOT NULL,
	"impact" "level" NOT NULL,
	"effort" "level" NOT NULL,
	"status" "task_status" DEFAULT 'todo' NOT NULL,
	"due_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "action_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"audit_id" integer,
	"title" text NOT NULL,
	"status" "plan_status" DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
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
CREATE TABLE "clients" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"sector" text NOT NULL,
	"website" text NOT NULL,
	"domain" text NOT NULL,
	"country" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"aliases" text[] DEFAULT '{}'::text[] NOT NULL,
	"keywords" text[] DEFAULT '{}'::text[] NOT NULL,
	"description" text,
	"status" "client_status" DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "competitors" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"name" text NOT NULL,
	"website" text,
	"aliases" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"role" text,
	"is_primary" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
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
CREATE TABLE "geo_checklist_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"key" text NOT NULL,
	"category" "check_category" NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"status" "check_status" DEFAULT 'unknown' NOT NULL,
	"priority" "priority" DEFAULT 'medium' NOT NULL,
	"recommendation" jsonb,
	"evidence" text,
	"checked_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hallucinated_urls" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"url" text NOT NULL,
	"model_ids" text[] NOT NULL,
	"audit_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"state" "url_state" DEFAULT 'unverified' NOT NULL,
	"http_status" integer,
	"status" "hallucinated_url_status" DEFAULT 'open' NOT NULL,
	"suggested_redirect" text,
	"occurrences" integer DEFAULT 1 NOT NULL,
	"last_audit_id" integer,
	"checked_at" timestamp with time zone,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
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
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "action_plan_tasks" ADD CONSTRAINT "action_plan_tasks_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "action_plan_tasks" ADD CONSTRAINT "action_plan_tasks_plan_id_action_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."action_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "action_plans" ADD CONSTRAINT "action_plans_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "action_plans" ADD CONSTRAINT "action_plans_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_queries" ADD CONSTRAINT "audit_queries_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_queries" ADD CONSTRAINT "audit_queries_audit_id_audits_id_fk" FOREIGN KEY ("audit_id") REFERENCES "public"."audits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audits" ADD CONSTRAINT "audits_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audits" ADD CONSTRAINT "audits_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_prompts" ADD CONSTRAINT "client_prompts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_prompts" ADD CONSTRAINT "client_prompts_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competitors" ADD CONSTRAINT "competitors_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competitors" ADD CONSTRAINT "competitors_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "geo_checklist_items" ADD CONSTRAINT "geo_checklist_items_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "geo_checklist_items" ADD CONSTRAINT "geo_checklist_items_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hallucinated_urls" ADD CONSTRAINT "hallucinated_urls_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hallucinated_urls" ADD CONSTRAINT "hallucinated_urls_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_keys_account_id_idx" ON "api_keys" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "action_plan_tasks_plan_source_idx" ON "action_plan_tasks" USING btree ("plan_id","source_key");--> statement-breakpoint
CREATE UNIQUE INDEX "action_plans_client_id_idx" ON "action_plans" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "action_plans_account_id_idx" ON "action_plans" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "audit_queries_audit_id_idx" ON "audit_queries" USING btree ("audit_id","id");--> statement-breakpoint
CREATE INDEX "audit_queries_pending_idx" ON "audit_queries" USING btree ("status","lease_until") WHERE "audit_queries"."status" in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "audits_account_id_id_idx" ON "audits" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "audits_client_id_completed_at_idx" ON "audits" USING btree ("client_id","completed_at");--> statement-breakpoint
CREATE INDEX "client_prompts_client_id_idx" ON "client_prompts" USING btree ("client_id","id");--> statement-breakpoint
CREATE INDEX "clients_account_id_id_idx" ON "clients" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "competitors_client_id_idx" ON "competitors" USING btree ("client_id","id");--> statement-breakpoint
CREATE INDEX "contacts_client_id_idx" ON "contacts" USING btree ("client_id","id");--> statement-breakpoint
CREATE INDEX "credit_ledger_account_id_idx" ON "credit_ledger" USING btree ("account_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "geo_checklist_items_client_key_idx" ON "geo_checklist_items" USING btree ("client_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "hallucinated_urls_client_url_idx" ON "hallucinated_urls" USING btree ("client_id","url");--> statement-breakpoint
CREATE INDEX "hallucinated_urls_client_id_idx" ON "hallucinated_urls" USING btree ("client_id","id");