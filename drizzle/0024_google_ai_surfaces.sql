-- Google's AI Overviews and AI Mode, read through SerpApi (src/domain/providers/serpapi.ts), and the outcome only
-- they have: Google showed no AI answer for the query. Such a query is completed with `answer_shown = false` and no
-- answer; it costs its credits (the search was made and paid) and counts in the scores' `answers_shown`, not in
-- their rates. Null for queries not answered yet and for answers recorded before this migration (all shown).
ALTER TABLE "audit_queries" ADD COLUMN "answer_shown" boolean;--> statement-breakpoint
-- SerpApi bills per search, not per token: USD 15 per 1,000 searches on its entry plan (75 for 5,000 a month), and
-- a deferred overview takes a second search. `engine_model` names the surface the adapter reads.
INSERT INTO "models" ("id", "name", "provider", "description", "credits_per_prompt", "web_search", "engine", "engine_model", "active", "released_at", "input_price_per_mtok", "output_price_per_mtok", "search_price_per_1k", "sort_order") VALUES
('google-ai-overview', 'Google AI Overviews', 'Google', 'The AI Overview at the top of Google''s results, as a person in the client''s country sees it (read through SerpApi); Google shows none for many queries, which is measured too.', 2, true, 'serpapi', 'ai_overview', true, '2024-05-14', 0, 0, 15.0000, 85),
('google-ai-mode', 'Google AI Mode', 'Google', 'Google Search''s AI Mode answer, as a person in the client''s country sees it (read through SerpApi).', 2, true, 'serpapi', 'ai_mode', true, '2025-05-20', 0, 0, 15.0000, 86)
ON CONFLICT ("id") DO NOTHING;
