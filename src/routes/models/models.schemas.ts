// Schemas of the Models group.
import { z } from "@hono/zod-openapi";
import { int, MAX_LENGTH, text } from "@/platform/fields";
import { boolQuery, countryQuery, MODEL_ID_PATTERN, PageQuerySchema } from "@/platform/envelope";
import { ANSWERED_BY, ENGINE_IDS } from "@/domain/providers";

export const ModelSchema = z
  .object({
    id: text(MAX_LENGTH.code).openapi({ description: "Model identifier (slug), used in `model_ids` when launching an audit.", example: "gpt-4o" }),
    name: text(MAX_LENGTH.label).openapi({ description: "Display name.", example: "GPT-4o" }),
    provider: text(MAX_LENGTH.code).openapi({ description: "Company behind the model.", example: "OpenAI" }),
    description: text(MAX_LENGTH.text).openapi({ description: "What the model stands for in an audit.", example: "OpenAI's flagship multimodal model, the model behind most ChatGPT answers." }),
    credits_per_prompt: int().openapi({ description: "Credits one prompt costs on this model.", example: 2 }),
    web_search: z.boolean().openapi({ description: "Whether the model answers with live web search (and cites its sources).", example: false }),
    engine: z.enum(ENGINE_IDS).nullable().openapi({ description: "The engine whose API answers for the model; null when only a deployment's own endpoint can.", example: "openai" }),
    engine_model: text(MAX_LENGTH.label).nullable().openapi({ description: "The model's name at the engine (what the engine is asked for), or null when it is the id.", example: "gpt-4o" }),
    active: z.boolean().openapi({ description: "Whether new audits can use the model; inactive models remain readable in past audits.", example: true }),
    released_at: text(MAX_LENGTH.date).nullable().openapi({ format: "date", description: "Release date of the model version, or null if unknown.", example: "2024-05-13" }),
    available: z.boolean().openapi({ description: "Whether new audits can ask the model on this deployment: it is active and a provider answers for it here.", example: true }),
    answered_by: z.enum(ANSWERED_BY).openapi({ description: "What answers this model's queries on this deployment: `engine_api` (the engine's own API), `custom_endpoint` (an OpenAI-compatible endpoint the operator set for this model, without sources) or `offline` (the deterministic offline provider, outside production only).", example: "engine_api" }),
    unavailable_reason: text(MAX_LENGTH.text).nullable().openapi({ description: "Why `available` is false (the model is retired, no provider is configured for it on this deployment, or, with `country`, the surface is not shown there); null when available.", example: null }),
  })
  .openapi("Model", { description: "An AI model that audits can query." });

export const ModelPricingSchema = z
  .object({
    credits_per_prompt: int().openapi({ description: "Credits one prompt costs on this model.", example: 2 }),
    credits_per_10_prompt_audit: int().openapi({ description: "Credits a 10-prompt audit costs on this model alone.", example: 20 }),
    provider_input_usd_per_1m_tokens: z.number().nullable().openapi({ description: "The provider's list price for 1M input tokens in USD, or null where not published.", example: 2.5 }),
    provider_output_usd_per_1m_tokens: z.number().nullable().openapi({ description: "The provider's list price for 1M output tokens in USD, or null where not published.", example: 10 }),
    provider_search_usd_per_1k_searches: z.number().nullable().openapi({ description: "The provider's fee for 1,000 web searches in USD, or null where it has none or does not publish it.", example: 10 }),
  })
  .openapi("ModelPricing", { description: "What using the model costs." });

export const ModelDetailSchema = ModelSchema.extend({ pricing: ModelPricingSchema }).openapi("ModelDetail", { description: "A model with its pricing." });

export const ModelListQuerySchema = PageQuerySchema.extend({
  active: boolQuery("active", "Only active (`true`) or inactive (`false`) models."),
  web_search: boolQuery("web_search", "Only models with (`true`) or without (`false`) live web search."),
  country: countryQuery("Say `available` and `unavailable_reason` for a client in this ISO 3166-1 alpha-2 country: Google shows no AI Overviews or AI Mode in some countries, so `google-ai-overview` and `google-ai-mode` cannot audit a client there."),
});

export const ModelIdParamSchema = z.object({
  id: z
    .string()
    .max(64, { error: "Path parameter 'id' must be a model id such as 'gpt-4o'." })
    .regex(MODEL_ID_PATTERN, { error: "Path parameter 'id' must be a model id such as 'gpt-4o'." })
    .openapi({ param: { name: "id", in: "path" }, description: "Model identifier.", example: "gpt-4o" }),
});
