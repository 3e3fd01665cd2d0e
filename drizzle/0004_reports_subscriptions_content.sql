CREATE TYPE "public"."report_status" AS ENUM('ready', 'rendered');--> statement-breakpoint
CREATE TYPE "public"."subscription_status" AS ENUM('trialing', 'active', 'past_due', 'canceled');--> statement-breakpoint
CREATE TABLE "blog_article_translations" (
	"slug" text NOT NULL,
	"lang" text NOT NULL,
	"title" text NOT NULL,
	"excerpt" text NOT NULL,
	"content" text NOT NULL,
	"reading_minutes" integer NOT NULL,
	"search_text" text NOT NULL,
	CONSTRAINT "blog_article_translations_slug_lang_pk" PRIMARY KEY("slug","lang")
);
--> statement-breakpoint
CREATE TABLE "blog_articles" (
	"slug" text PRIMARY KEY NOT NULL,
	"author" text NOT NULL,
	"tags" text[] NOT NULL,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "glossary_order" (
	"lang" text NOT NULL,
	"slug" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "glossary_order_lang_slug_pk" PRIMARY KEY("lang","slug")
);
--> statement-breakpoint
CREATE TABLE "glossary_term_translations" (
	"slug" text NOT NULL,
	"lang" text NOT NULL,
	"term" text NOT NULL,
	"definition" text NOT NULL,
	"search_text" text NOT NULL,
	CONSTRAINT "glossary_term_translations_slug_lang_pk" PRIMARY KEY("slug","lang")
);
--> statement-breakpoint
CREATE TABLE "glossary_terms" (
	"slug" text PRIMARY KEY NOT NULL,
	"related" text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"audit_id" integer NOT NULL,
	"language" text NOT NULL,
	"status" "report_status" DEFAULT 'ready' NOT NULL,
	"page_count" integer,
	"size_bytes" integer,
	"rendered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"status" "subscription_status" DEFAULT 'active' NOT NULL,
	"price_amount" integer DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"canceled_at" timestamp with time zone,
	"trial_ends_at" timestamp with time zone,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_account_id_unique" UNIQUE("account_id")
);
--> statement-breakpoint
ALTER TABLE "blog_article_translations" ADD CONSTRAINT "blog_article_translations_slug_blog_articles_slug_fk" FOREIGN KEY ("slug") REFERENCES "public"."blog_articles"("slug") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "glossary_order" ADD CONSTRAINT "glossary_order_slug_glossary_terms_slug_fk" FOREIGN KEY ("slug") REFERENCES "public"."glossary_terms"("slug") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "glossary_term_translations" ADD CONSTRAINT "glossary_term_translations_slug_glossary_terms_slug_fk" FOREIGN KEY ("slug") REFERENCES "public"."glossary_terms"("slug") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_audit_id_audits_id_fk" FOREIGN KEY ("audit_id") REFERENCES "public"."audits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reports_audit_id_key" ON "reports" USING btree ("audit_id");--> statement-breakpoint
CREATE INDEX "reports_account_id_idx" ON "reports" USING btree ("account_id","id");--> statement-breakpoint
-- Existing accounts get the subscription of their plan at list price, and existing completed audits their report.
INSERT INTO "subscriptions" ("account_id", "status", "price_amount", "currency", "started_at")
SELECT "id", 'active',
  CASE "plan" WHEN 'starter' THEN 4900 WHEN 'pro' THEN 14900 WHEN 'agent' THEN 39900 WHEN 'agency' THEN 99900 WHEN 'enterprise' THEN 249900 ELSE 0 END,
  'EUR', "created_at"
FROM "accounts" ON CONFLICT ("account_id") DO NOTHING;--> statement-breakpoint
INSERT INTO "reports" ("account_id", "client_id", "audit_id", "language", "created_at")
SELECT a."account_id", a."client_id", a."id", CASE WHEN c."language" IN ('fr', 'en', 'es', 'de') THEN c."language" ELSE 'en' END, coalesce(a."completed_at", a."updated_at")
FROM "audits" a JOIN "clients" c ON c."id" = a."client_id" WHERE a."status" = 'completed'
ON CONFLICT ("audit_id") DO NOTHING;
