// Schemas of the Audits group.
import { z } from "@hono/zod-openapi";
import { int, MAX_ITEMS, MAX_LENGTH, score, text } from "@/platform/fields";
import { idempotencyKeyHeader, requiredOr } from "@/platform/routing";
import { MAX_CITATIONS, MAX_REASON_LENGTH, MAX_REASONS } from "@/domain/analysis";
import { MAX_SEARCH_QUERIES } from "@/domain/audits";
import { MAX_SOURCES, SURFACES } from "@/domain/providers";
import { AUDIT_STATUSES, AUDIT_TRIGGERS, QUERY_STATUSES } from "@/db/schema";
import { boolQuery, dateTimeField, dateTimeQuery, idQuery, MODEL_ID_PATTERN, modelIdQuery, orderedRange, PageQuerySchema } from "@/platform/envelope";
import { isStorableText } from "@/platform/text";

export const AuditSchema = z
  .object({
    id: int().openapi({ description: "Audit identifier.", example: 140 }),
    client_id: int().openapi({ description: "Client audited.", example: 12 }),
    name: text(MAX_LENGTH.label).openapi({ description: "Name of the audit.", example: "Monthly visibility check" }),
    status: z.enum(AUDIT_STATUSES).openapi({ description: "`queued` → `running` → `completed` or `failed` (failed when no query succeeded); `cancelled` when stopped with POST /audits/{id}/cancel.", example: "completed" }),
    score: score().optional().openapi({ description: "Overall visibility score 0–100; absent until the audit is completed. A cancelled audit has one when some of its queries had been answered, computed from those answers.", example: 64 }),
    model_ids: z.array(text(MAX_LENGTH.code)).max(MAX_ITEMS.models).openapi({ description: "Models queried.", example: ["gpt-4o", "mistral-large"] }),
    prompt_count: int().openapi({ description: "Number of prompts asked to each model.", example: 10 }),
    samples: int(1, 5).openapi({ description: "Answers asked per prompt and model.", example: 1 }),
    total_queries: int().openapi({ description: "prompt_count × number of models × samples.", example: 20 }),
    completed_queries: int().openapi({ description: "Queries answered and analysed so far.", example: 20 }),
    failed_queries: int().openapi({ description: "Queries that failed after retries; their credits are refunded.", example: 0 }),
    credits_cost: int().openapi({ description: "Credits debited at launch: prompts × the sum of the models' credits per prompt × samples.", example: 30 }),
    cost_usd: z.number().min(0).openapi({ description: "What the engines charged for the answers recorded so far, in USD: the sum of the results' `cost_usd` (those with an unknown cost count 0).", example: 0.4182 }),
    trigger: z.enum(AUDIT_TRIGGERS).openapi({ description: "`api` for POST /audits/launch, `schedule` for a scheduled audit.", example: "api" }),
    scheduled_audit_id: int().nullable().openapi({ description: "Scheduled audit that launched it, or null.", example: null }),
    error: text(MAX_LENGTH.text).nullable().openapi({ description: "Why the audit failed or what was incomplete, or null.", example: null }),
    started_at: dateTimeField("When the first query started (ISO 8601, UTC), or null while queued.").nullable(),
    completed_at: dateTimeField("When the audit completed, failed or was cancelled (ISO 8601, UTC), or null.").nullable(),
    created_at: dateTimeField("When the audit was launched (ISO 8601, UTC)."),
  })
  .openapi("Audit", { description: "One measurement of a client's visibility across AI models." });

export const CitationSchema = z
  .object({
    url: text(MAX_LENGTH.url).openapi({ description: "URL cited in the answer, exactly as the model wrote it (`www.`, query string and all).", example: "https://www.maison-lumiere.fr/spa?utm_source=chatgpt.com" }),
    domain: text(MAX_LENGTH.domain).openapi({ description: "Host of the URL without `www.`.", example: "maison-lumiere.fr" }),
    is_own_domain: z.boolean().openapi({ description: "Whether the URL is on the client's domain.", example: true }),
  })
  .openapi("Citation", { description: "A URL cited in an answer." });

export const EngineSourceSchema = z
  .object({
    url: text(MAX_LENGTH.url).openapi({ description: "The page as the engine reported it (for Gemini, a Google grounding redirect link).", example: "https://www.lemonde.fr/guides-d-achat/article/2026/03/12/hotels-comment-bien-choisir.html" }),
    final_url: text(MAX_LENGTH.url).nullable().openapi({ description: "Where `url` leads once its redirect is followed; null when `url` is not a redirect link or could not be resolved.", example: null }),
    title: text(MAX_LENGTH.label).nullable().openapi({ description: "The page's title as the engine reported it (Gemini reports the site's domain instead), or null.", example: "Hôtels : comment bien choisir" }),
    domain: text(MAX_LENGTH.domain).nullable().openapi({ description: "Host of `final_url`, else of `url`, without `www.`.", example: "lemonde.fr" }),
    is_own_domain: z.boolean().openapi({ description: "Whether the page is on the client's domain or a subdomain.", example: false }),
    cited_in_answer: z.boolean().openapi({ description: "Whether the answer cites the page (an annotation, a footnote marker, a grounding support) rather than only retrieving it.", example: true }),
  })
  .openapi("EngineSource", { description: "A page the engine reports as retrieved or cited, from its structured response; kept apart from `citations`, the URLs written in the answer's text." });

export const TokenUsageSchema = z
  .object({
    input_tokens: int().openapi({ description: "Tokens the engine read, search results fed back to the model included.", example: 1830 }),
    output_tokens: int().openapi({ description: "Tokens the engine wrote, reasoning included.", example: 412 }),
    web_searches: int().openapi({ description: "Web searches the engine ran for this answer.", example: 1 }),
  })
  .openapi("TokenUsage", { description: "What answering used at the engine." });

export const SentimentReasonSchema = z
  .object({
    text: text(MAX_REASON_LENGTH).openapi({ description: `The sentence, list item or table row as a person reads it (markdown marks and link targets left out; cut at ${MAX_REASON_LENGTH} characters).`, example: "Maison Lumière has an excellent spa and a friendly staff." }),
    polarity: z.enum(["positive", "negative", "mixed"]).openapi({ description: "What it says of the name on balance: `positive`, `negative`, or `mixed` when its praise and criticism weigh the same.", example: "positive" }),
  })
  .openapi("SentimentReason", { description: "A sentence that moved a name's sentiment." });

export const SentimentReasonsSchema = z
  .object({
    name: text(MAX_LENGTH.label).openapi({ description: "The tracked name: the client's or a competitor's.", example: "Maison Lumière" }),
    is_client: z.boolean().openapi({ description: "Whether the name is the client's (`sentiment`) rather than a competitor's (`competitors_mentioned[].sentiment`).", example: true }),
    sentences: z.array(SentimentReasonSchema).min(1).max(MAX_REASONS).openapi({ description: "The sentences, in the answer's order." }),
  })
  .openapi("SentimentReasons", { description: "The sentences that decided one tracked name's sentiment in an answer." });

export const AuditResultSchema = z
  .object({
    id: int().openapi({ description: "Result identifier.", example: 5012 }),
    audit_id: int().openapi({ description: "Audit the result belongs to.", example: 140 }),
    prompt: text(MAX_LENGTH.prompt).openapi({ description: "Question asked.", example: "Quel est le meilleur hôtel boutique à Paris ?" }),
    model_id: text(MAX_LENGTH.code).openapi({ description: "Model asked.", example: "gpt-4o" }),
    sample: int(1, 5).openapi({ description: "Which sample of this prompt and model (1 to the audit's `samples`).", example: 1 }),
    status: z.enum(QUERY_STATUSES).openapi({ description: "State of this query: `queued`, `running`, `completed`, `failed`, or `cancelled` (its audit was cancelled before it was answered; its credits were refunded).", example: "completed" }),
    answer: text(MAX_LENGTH.answer).nullable().openapi({ description: "The model's answer, or null until answered.", example: "1. Maison Lumière …" }),
    answer_shown: z.boolean().nullable().openapi({ description: "Whether the engine showed an AI answer. False when Google showed no AI Overview (or AI Mode answer) for the query: a measured outcome, not a failure, with `answer` and the analysis null; it costs its credits, is left out of the scores' rates and counts in the scores' `answers_shown`. True for every other answered query; null until answered.", example: true }),
    brand_mentioned: z.boolean().nullable().openapi({ description: "Whether the answer names the client (name or alias), or null until analysed (and when no answer was shown).", example: true }),
    position: int(1).nullable().openapi({ description: "Rank of the client among the tracked names by first mention in the answer (1 = mentioned first), wherever that is: prose, heading, list or table. Not the number of a list item: see `list_position`. Null when not mentioned.", example: 1 }),
    list_position: int(1).nullable().openapi({ description: "What a reader sees: the number of the first list item or table row that names the client (`4. **Acme**` → 4), counting every item, tracked or not; null when no list item or row names it. Not comparable with `position`.", example: 3 }),
    brand_cited: z.boolean().nullable().openapi({ description: "Whether the answer cites a URL on the client's domain or a subdomain, named or not (cited but not mentioned is `brand_mentioned: false`, `brand_cited: true`); null until analysed.", example: false }),
    sentiment: score().nullable().openapi({ description: "Tone about the client, 0 (negative) to 100 (positive), 50 neutral; null when not named.", example: 72 }),
    competitors_mentioned: z
      .array(
        z
          .object({
            name: text(MAX_LENGTH.label).openapi({ description: "Competitor named.", example: "Hôtel Soleil" }),
            position: int(1).openapi({ description: "Its rank among the tracked names by first mention.", example: 3 }),
            list_position: int(1).nullable().openapi({ description: "The number of the first list item or table row naming it, or null.", example: 1 }),
            sentiment: score().nullable().openapi({ description: "Tone about this competitor, 0–100, 50 neutral; null for answers analysed before analysis version 2.", example: 60 }),
          })
          .openapi("CompetitorMention", { description: "A competitor named in an answer." }),
      ).max(MAX_ITEMS.names)
      .openapi({ description: "Tracked competitors named, in order." }),
    citations: z.array(CitationSchema).max(MAX_CITATIONS).openapi({ description: "URLs cited, in order of appearance." }),
    sentiment_reasons: z.array(SentimentReasonsSchema).max(MAX_ITEMS.names + 1).openapi({
      description: `Why each sentiment is what it is: for the client and each competitor whose tone some sentence moved, those sentences (at most ${MAX_REASONS} per name, the weightiest). Empty when no sentence judges a tracked name, and for answers analysed before analysis version 4.`,
    }),
    analysis_version: int().nullable().openapi({ description: "Version of the answer analysis that produced the fields above (see the method in the API description); null until analysed.", example: 4 }),
    provider: text(MAX_LENGTH.code).nullable().openapi({ description: "What produced the answer: a provider name, or `offline` for the deterministic offline provider.", example: "offline" }),
    surface: z.enum(SURFACES).nullable().openapi({ description: "How the answer was obtained: `api_web_search` (the engine's API with its web search on), `api` (its API without search, answering from what the model learnt), `serp` (Google's results page as a person in the client's country sees it, read through a SERP API: AI Overviews, AI Mode) or `offline` (the deterministic offline provider). Only `serp` is what a person sees; the apps' answers can differ from the APIs'. Null until answered.", example: "api_web_search" }),
    engine_model: text(MAX_LENGTH.label).nullable().openapi({ description: "The model the engine says answered (`gpt-4o-2024-08-06`, `sonar`), `offline:<model id>` for the offline provider, or null until answered.", example: "gpt-4o-2024-08-06" }),
    sources: z.array(EngineSourceSchema).max(MAX_SOURCES).openapi({ description: "The engine's structured sources, in its order; empty without web search and for answers recorded before sources were kept." }),
    search_queries: z.array(text(MAX_LENGTH.prompt)).max(MAX_SEARCH_QUERIES).openapi({ description: "What the engine searched for, in order; empty when it did not search or does not say (Perplexity).", example: ["meilleur hôtel boutique Paris"] }),
    usage: TokenUsageSchema.nullable().openapi({ description: "Tokens and searches the answer used, or null when the engine did not report them." }),
    cost_usd: z.number().min(0).nullable().openapi({ description: "What the engine charged for this answer in USD: as it reported it (Perplexity), else its tokens and searches at the model's list prices (GET /models/{id}); for `offline` answers, what the engine would have charged; null when a price is unknown.", example: 0.0183 }),
    latency_ms: int().nullable().openapi({ description: "Time the model took to answer, in milliseconds.", example: 840 }),
    error: text(MAX_LENGTH.text).nullable().openapi({ description: "Why the query failed, or null.", example: null }),
    created_at: dateTimeField("When the query was created (ISO 8601, UTC)."),
    completed_at: dateTimeField("When the answer was analysed (ISO 8601, UTC), or null.").nullable(),
  })
  .openapi("AuditResult", { description: "One prompt asked to one model, with the analysis of the answer." });

export const IntervalSchema = z
  .object({
    low: z.number().openapi({ description: "Lower bound.", example: 58 }),
    high: z.number().openapi({ description: "Upper bound.", example: 70 }),
  })
  .openapi("Interval", { description: "A 95 % interval: where the figure would likely fall if the same audit were run again." });

const interval = (description: string, low: number, high: number) => IntervalSchema.nullable().openapi({ description, example: { low, high } });

const components = {
  score: score().openapi({ description: "Overall score 0–100 (see the formula above).", example: 64 }),
  visibility: z.number().openapi({ description: "% of answers naming the brand.", example: 70 }),
  average_position: z.number().nullable().openapi({ description: "Mean rank of the brand by first mention where named (1 = first), or null.", example: 1.8 }),
  average_list_position: z.number().nullable().openapi({ description: "Mean list item or table row number of the brand, over the answers where a list or table names it; null when none does.", example: 2.5 }),
  share_of_voice: z.number().openapi({ description: "Brand mentions / all tracked brand mentions, in %.", example: 35.5 }),
  citation_rate: z.number().openapi({ description: "% of answers citing the client's own domain.", example: 20 }),
  sentiment: z.number().nullable().openapi({ description: "Mean sentiment (0–100) where named, or null.", example: 66.5 }),
  answers: int().openapi({ description: "Answers scored.", example: 20 }),
  score_ci95: interval("95 % interval of the score: a bootstrap that redraws whole prompts (see the formula above); null for audits scored before intervals existed.", 58, 70),
  visibility_ci95: interval("95 % Wilson interval of the visibility, in %; null when there is no answer.", 52.1, 84.2),
  share_of_voice_ci95: interval("95 % Wilson interval of the share of voice, over the tracked mentions, in %; null when no tracked name is mentioned.", 24.3, 47.6),
  citation_rate_ci95: interval("95 % Wilson interval of the citation rate, in %; null when there is no answer.", 8.1, 41.6),
};

export const ScoreComponentsSchema = z.object(components).openapi("ScoreComponents", { description: "A score and the components it is computed from." });

export const AnswerPresenceSchema = z
  .object({
    model_id: text(MAX_LENGTH.code).openapi({ description: "Model.", example: "google-ai-overview" }),
    queries: int().openapi({ description: "Its completed queries (prompts × samples).", example: 10 }),
    shown: int().openapi({ description: "Those for which Google showed an AI answer.", example: 6 }),
    rate: z.number().min(0).max(100).openapi({ description: "shown ÷ queries, in % (one decimal): with one sample per prompt, the share of the prompts that get an AI Overview.", example: 60 }),
    rate_ci95: IntervalSchema.nullable().openapi({ description: "Wilson 95 % interval of `rate`." }),
  })
  .openapi("AnswerPresence", { description: "How often a surface that can show no AI answer showed one." });

export const AuditScoresSchema = z
  .object({
    audit_id: int().openapi({ description: "Audit scored.", example: 140 }),
    overall: ScoreComponentsSchema,
    by_model: z.array(z.object({ model_id: text(MAX_LENGTH.code).openapi({ description: "Model.", example: "gpt-4o" }), ...components }).openapi("ModelScore", { description: "Scores of one model." })).max(MAX_ITEMS.models).openapi({ description: "The same components per model." }),
    by_prompt: z.array(z.object({ prompt: text(MAX_LENGTH.prompt).openapi({ description: "Prompt.", example: "Best boutique hotel in Paris?" }), ...components }).openapi("PromptScore", { description: "Scores of one prompt." })).max(MAX_ITEMS.prompts).openapi({ description: "The same components per prompt." }),
    competitors: z
      .array(
        z
          .object({
            name: text(MAX_LENGTH.label).openapi({ description: "Competitor.", example: "Hôtel Soleil" }),
            mentions: int().openapi({ description: "Answers naming it.", example: 9 }),
            share_of_voice: z.number().openapi({ description: "Its mentions / all tracked brand mentions, in %.", example: 22.5 }),
            average_position: z.number().nullable().openapi({ description: "Its mean rank where named, or null.", example: 2.1 }),
          })
          .openapi("CompetitorShare", { description: "A competitor's share of voice." }),
      ).max(MAX_ITEMS.names)
      .openapi({ description: "Every tracked competitor, most mentioned first." }),
    answers_shown: z
      .array(AnswerPresenceSchema)
      .max(MAX_ITEMS.models)
      .openapi({ description: "For each model read on Google's results page (`google-ai-overview`, `google-ai-mode`), how many of its queries showed an AI answer. The components above count only the answers shown. Empty when the audit asked no such model." }),
    previous_audit_id: int().nullable().openapi({ description: "The client's previous completed audit, or null.", example: 128 }),
    delta: z
      .object({
        score: int(-100, 100).openapi({ description: "Change of the overall score.", example: 6 }),
        visibility: z.number().openapi({ description: "Change of visibility (points).", example: 10 }),
        share_of_voice: z.number().openapi({ description: "Change of share of voice (points).", example: -2.5 }),
      })
      .nullable()
      .openapi("ScoreDelta", { description: "Change against the previous completed audit, or null when there is none." }),
  })
  .openapi("AuditScores", { description: "The visibility scores of a completed audit." });

export const AuditListQuerySchema = PageQuerySchema.extend({
  client_id: idQuery("client_id", "Only audits of this client."),
  status: z.enum(AUDIT_STATUSES, { error: `Query parameter 'status' must be one of: ${AUDIT_STATUSES.join(", ")}.` }).optional().openapi({ param: { name: "status", in: "query" }, description: "Only audits in this state.", example: "completed" }),
  from: dateTimeQuery("from", "Only audits launched at or after this time (ISO 8601). A date alone (2026-11-01) is the start of that day, UTC.", "2026-11-01T00:00:00Z"),
  to: dateTimeQuery("to", "Only audits launched before this time (ISO 8601). A date alone (2026-12-01) includes that whole day, UTC.", "2026-12-01T00:00:00Z", "end"),
}).refine(...orderedRange);

export const AuditResultsQuerySchema = PageQuerySchema.extend({
  model_id: modelIdQuery("model_id", "Only results of this model."),
  mentioned: boolQuery("mentioned", "Only answers that name (`true`) or do not name (`false`) the client."),
  prompt: z.string().trim().min(1, { error: "Query parameter 'prompt' must not be empty." }).max(200, { error: "Query parameter 'prompt' must be at most 200 characters." }).refine(isStorableText, { error: "Query parameter 'prompt' contains a character that is not allowed (NUL or an unpaired surrogate)." }).optional().openapi({ param: { name: "prompt", in: "query" }, description: "Only results whose prompt contains this text (case-insensitive).", example: "boutique hotel" }),
});

/** Repeated answers per prompt × model: the same in a launch and a schedule. */
export const samplesField = (where: string) =>
  z
    .number({ error: `${where} field 'samples' must be an integer from 1 to 5.` })
    .int({ error: `${where} field 'samples' must be an integer from 1 to 5.` })
    .min(1, { error: `${where} field 'samples' must be at least 1.` })
    .max(5, { error: `${where} field 'samples' must be at most 5.` })
    .openapi({ format: "int32" });

export const SAMPLES_DESCRIPTION =
  "Answers asked per prompt and model, 1–5 (default 1). The same question gets different answers from run to run: with more samples the scores' 95 % intervals narrow, so a real change can be told from noise. Each sample is charged.";

export const LaunchBodySchema = z
  .object({
    client_id: z
      .number({ error: requiredOr("client_id", "a positive integer") })
      .int({ error: "Body field 'client_id' must be a positive integer." })
      .min(1, { error: "Body field 'client_id' must be a positive integer." })
      .max(2_147_483_647, { error: "Body field 'client_id' must be at most 2147483647." })
      .openapi({ description: "Client to audit.", format: "int32", example: 12 }),
    model_ids: z
      .array(z.string().max(64, { error: "must be a model id such as 'gpt-4o'" }).regex(MODEL_ID_PATTERN, { error: "must be a model id such as 'gpt-4o'" }), { error: "Body field 'model_ids' must be an array of model ids." })
      .min(1, { error: "Body field 'model_ids' must list at least one model." })
      .max(10, { error: "Body field 'model_ids' may list at most 10 models." })
      .refine((ids) => new Set(ids).size === ids.length, { error: "Body field 'model_ids' must not repeat a model." })
      .optional()
      .openapi({ description: "Models to ask (see GET /models). Default: every active model.", example: ["gpt-4o", "mistral-large"] }),
    prompts: z
      .array(
        z
          .string({ error: "must be a string" })
          .trim()
          .min(3, { error: "must be at least 3 characters" })
          .max(500, { error: "must be at most 500 characters" })
          .refine(isStorableText, { error: "contains a character that is not allowed (NUL or an unpaired surrogate)" }),
        { error: "Body field 'prompts' must be an array of questions." },
      )
      .min(1, { error: "Body field 'prompts' must contain at least one question." })
      .max(50, { error: "Body field 'prompts' may contain at most 50 questions." })
      .optional()
      .openapi({ description: "Questions to ask each model. Default: the client's active tracked prompts (GET /clients/{id}/prompts), else 10 prompts generated from its sector, country, keywords and language.", example: ["Quel est le meilleur hôtel boutique à Paris ?"] }),
    name: z
      .string({ error: "Body field 'name' must be a string." })
      .trim()
      .min(1, { error: "Body field 'name' must not be empty." })
      .max(200, { error: "Body field 'name' must be at most 200 characters." })
      .refine(isStorableText, { error: "Body field 'name' contains a character that is not allowed (NUL or an unpaired surrogate)." })
      .optional().openapi({ description: "Name of the audit. Default: the client's name and today's date.", example: "November check" }),
    samples: samplesField("Body").optional().openapi({ description: SAMPLES_DESCRIPTION, example: 3 }),
  })
  .strict()
  .openapi("LaunchAuditRequest", { description: "What to audit. Cost: number of prompts × the sum of the models' credits per prompt × samples." });

export const IdempotencyHeaderSchema = idempotencyKeyHeader(
  "Any unique string (e.g. a UUID). Replaying the same key with the same body within 24 hours returns the first audit and charges nothing; the same key with another body is a 409.",
);
