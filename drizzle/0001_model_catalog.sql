-- The model catalog is product data (every environment needs it), not demo data.
-- Prices per 1M tokens are the providers' published list prices in USD when this was written.
INSERT INTO "models" ("id", "name", "provider", "description", "credits_per_prompt", "web_search", "active", "released_at", "input_price_per_mtok", "output_price_per_mtok", "sort_order") VALUES
('gpt-4o', 'GPT-4o', 'OpenAI', 'OpenAI''s flagship multimodal model, the model behind most ChatGPT answers.', 2, false, true, '2024-05-13', 2.5000, 10.0000, 10),
('claude-sonnet', 'Claude Sonnet', 'Anthropic', 'Anthropic''s balanced model, used by Claude.ai for most answers.', 2, false, true, '2024-06-20', 3.0000, 15.0000, 20),
('gemini-pro', 'Gemini Pro', 'Google', 'Google''s large model, close to what Gemini and AI Overviews answer.', 2, false, true, '2024-05-14', 1.2500, 5.0000, 30),
('perplexity-sonar', 'Perplexity Sonar', 'Perplexity', 'Perplexity''s answer engine: searches the web live and cites its sources.', 1, true, true, '2025-01-21', 1.0000, 1.0000, 40),
('mistral-large', 'Mistral Large', 'Mistral AI', 'Mistral AI''s flagship model, behind Le Chat; strong in French and European languages.', 1, false, true, '2024-07-24', 2.0000, 6.0000, 50),
('gpt-4o-search', 'GPT-4o with search', 'OpenAI', 'GPT-4o answering with live web search, as ChatGPT search does.', 3, true, true, '2024-10-31', 2.5000, 10.0000, 60),
('gpt-4-turbo', 'GPT-4 Turbo', 'OpenAI', 'Previous OpenAI flagship, kept for comparison with older audits; no longer offered for new audits.', 2, false, false, '2024-04-09', 10.0000, 30.0000, 90);
