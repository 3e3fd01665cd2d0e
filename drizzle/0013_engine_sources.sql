ALTER TABLE "audit_queries" ADD COLUMN "model_name" text;--> statement-breakpoint
ALTER TABLE "audit_queries" ADD COLUMN "surface" text;--> statement-breakpoint
ALTER TABLE "audit_queries" ADD COLUMN "sources" jsonb;--> statement-breakpoint
ALTER TABLE "audit_queries" ADD COLUMN "search_queries" text[];--> statement-breakpoint
ALTER TABLE "audit_queries" ADD COLUMN "input_tokens" integer;--> statement-breakpoint
ALTER TABLE "audit_queries" ADD COLUMN "output_tokens" integer;--> statement-breakpoint
ALTER TABLE "audit_queries" ADD COLUMN "web_searches" integer;--> statement-breakpoint
ALTER TABLE "audit_queries" ADD COLUMN "cost_usd" numeric(12, 6);--> statement-breakpoint
ALTER TABLE "audits" ADD COLUMN "cost_usd" numeric(12, 6) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "models" ADD COLUMN "engine" text;--> statement-breakpoint
ALTER TABLE "models" ADD COLUMN "engine_model" text;--> statement-breakpoint
ALTER TABLE "models" ADD COLUMN "search_price_per_1k" numeric(10, 4);--> statement-breakpoint
-- Which engine answers each catalog model and under which name, and the engines' per-search fees (USD per 1,000
-- searches: OpenAI and Anthropic publish 10; Google bills grounded Gemini 3 per search query, 14; Perplexity's
-- request fee at low search context is 5, though its answers report their own cost, which is used instead).
UPDATE "models" SET "engine" = 'openai', "engine_model" = 'gpt-4o' WHERE "id" = 'gpt-4o';--> statement-breakpoint
UPDATE "models" SET "engine" = 'openai', "engine_model" = 'gpt-4o', "search_price_per_1k" = 10 WHERE "id" = 'gpt-4o-search';--> statement-breakpoint
UPDATE "models" SET "engine" = 'openai', "engine_model" = 'gpt-4-turbo' WHERE "id" = 'gpt-4-turbo';--> statement-breakpoint
UPDATE "models" SET "engine" = 'anthropic', "engine_model" = 'claude-sonnet-4-5' WHERE "id" = 'claude-sonnet';--> statement-breakpoint
UPDATE "models" SET "engine" = 'gemini', "engine_model" = 'gemini-2.5-pro' WHERE "id" = 'gemini-pro';--> statement-breakpoint
UPDATE "models" SET "engine" = 'perplexity', "engine_model" = 'sonar', "search_price_per_1k" = 5 WHERE "id" = 'perplexity-sonar';--> statement-breakpoint
UPDATE "models" SET "engine" = 'mistral', "engine_model" = 'mistral-large-latest' WHERE "id" = 'mistral-large';--> statement-breakpoint
INSERT INTO "models" ("id", "name", "provider", "description", "credits_per_prompt", "web_search", "engine", "engine_model", "active", "released_at", "input_price_per_mtok", "output_price_per_mtok", "search_price_per_1k", "sort_order") VALUES
('claude-sonnet-search', 'Claude Sonnet with search', 'Anthropic', 'Claude Sonnet answering with Anthropic''s web search tool, as Claude.ai does when it searches.', 3, true, 'anthropic', 'claude-sonnet-4-5', true, '2025-05-07', 3.0000, 15.0000, 10.0000, 70),
('gemini-pro-search', 'Gemini Pro with Google Search', 'Google', 'Gemini Pro grounded in Google Search, close to what the Gemini app and AI Overviews show.', 3, true, 'gemini', 'gemini-2.5-pro', true, '2024-10-31', 1.2500, 5.0000, 14.0000, 80)
ON CONFLICT ("id") DO NOTHING;--> statement-breakpoint
-- Answers recorded before this migration came from the offline stand-in or a chat-completions API without search.
UPDATE "audit_queries" SET "surface" = CASE WHEN "provider" = 'offline' THEN 'offline' ELSE 'api' END WHERE "provider" IS NOT NULL;--> statement-breakpoint
UPDATE "audit_queries" SET "model_name" = 'offline:' || "model_id" WHERE "provider" = 'offline';
