-- The catalog's new engines with their own web search, and Perplexity's current API (docs/engines-api-notes.md §6–8).
-- Perplexity's Agent API names its model `perplexity/sonar`; Sonar chat completions (PERPLEXITY_API=sonar) drop the
-- prefix. grok-search asks xAI's Responses API with its web_search tool ($5 per 1,000 searches; grok-4.6's token
-- prices are not published where we looked, and xAI reports each answer's cost itself). mistral-large-search asks
-- Mistral's Conversations API with its web_search tool (Mistral Large 3 at USD 0.50 / 1.50 per 1M tokens; no
-- per-search price is published, so its answers' cost is unknown).
UPDATE "models" SET "engine_model" = 'perplexity/sonar' WHERE "id" = 'perplexity-sonar';--> statement-breakpoint
INSERT INTO "models" ("id", "name", "provider", "description", "credits_per_prompt", "web_search", "engine", "engine_model", "active", "released_at", "input_price_per_mtok", "output_price_per_mtok", "search_price_per_1k", "sort_order") VALUES
('mistral-large-search', 'Mistral Large with web search', 'Mistral AI', 'Mistral Large answering with Mistral''s web search tool, as Le Chat does when it searches.', 2, true, 'mistral', 'mistral-large-latest', true, '2025-12-02', 0.5000, 1.5000, NULL, 55),
('grok-search', 'Grok with web search', 'xAI', 'Grok answering with xAI''s web search tool, as grok.com does when it searches.', 3, true, 'xai', 'grok-4.6', true, NULL, NULL, NULL, 5.0000, 75)
ON CONFLICT ("id") DO NOTHING;
