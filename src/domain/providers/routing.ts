// Picks what answers for a catalog model: its engine's own API when the deployment holds that engine's key, a
// per-model OpenAI-compatible endpoint when one is set, else the offline stand-in (never in production).
//
// Configuration (Worker vars; keys are secrets: `wrangler secret put`):
//   <ENGINE>_API_KEY      one key per engine: OPENAI_API_KEY, ANTHROPIC_API_KEY, GEMINI_API_KEY, PERPLEXITY_API_KEY,
//                         MISTRAL_API_KEY, DEEPSEEK_API_KEY, XAI_API_KEY, SERPAPI_API_KEY (Google's AI Overviews and
//                         AI Mode). Its presence turns the engine on.
//   <ENGINE>_BASE_URL     optional: another endpoint for the engine (a proxy, a gateway, a local fixture server).
//   <ENGINE>_REQUESTS_PER_MINUTE  optional: the account's request limit at the engine, which calls are paced to
//                         (defaults in ENGINES: about an entry-level account's).
//   PERPLEXITY_API=sonar  Perplexity's Sonar chat completions instead of its Agent API (the default), while it answers.
//   PROVIDER_MODE=offline forces the offline provider for every model, whatever else is set.
// Per-model override, where <ID> is the model id upper-cased with every non-alphanumeric turned into `_`
// (`gpt-4o` → `GPT_4O`):
//   MODEL_<ID>_BASE_URL   an OpenAI-compatible chat-completions endpoint for this model alone (no sources)
//   MODEL_<ID>_API_KEY    its key, sent as `Authorization: Bearer …`
//   MODEL_<ID>_NAME       the provider-side model name, replacing the catalog's `engine_model`
//   MODEL_<ID>_REQUESTS_PER_MINUTE  the endpoint's request limit (default 60)
import { createAnthropicProvider } from "./anthropic";
import { createGeminiProvider } from "./gemini";
import { hostName } from "./http";
import { createOpenAICompatibleProvider } from "./openai-compatible";
import { createOpenAIResponsesProvider, type EngineConfig } from "./openai-responses";
import { createPerplexityProvider } from "./perplexity";
import { countryReason } from "./availability";
import { createMistralConversationsProvider } from "./mistral-conversations";
import { createPerplexityAgentProvider } from "./perplexity-agent";
import { createSerpApiProvider } from "./serpapi";
import { createXaiProvider } from "./xai";
import { ProviderError, type ModelProvider } from "./types";

export { createOpenAICompatibleProvider, type OpenAICompatibleConfig } from "./openai-compatible";
export { createOpenAIResponsesProvider, type EngineConfig } from "./openai-responses";
export { createPerplexityProvider } from "./perplexity";
export { createGeminiProvider } from "./gemini";
export { createAnthropicProvider } from "./anthropic";
export { combineSignals, parseRetryAfter } from "./http";
export {
  ProviderError,
  SURFACES,
  type BrandInfo,
  type CompletionRequest,
  type CompletionResult,
  type EngineSource,
  type ModelProvider,
  type PromptContext,
  type Surface,
  type TokenUsage,
} from "./types";

type Adapter =
  | "openai-responses"
  | "anthropic-messages"
  | "gemini"
  | "perplexity-agent"
  | "perplexity"
  | "xai-responses"
  | "mistral-conversations"
  | "serpapi"
  | "chat-completions";

interface EngineSpec {
  adapter: Adapter;
  /** The company's API, where the engine answers by default. */
  baseUrl: string;
  keyVar: string;
  baseUrlVar: string;
  rateVar: string;
  /** Requests per minute when `<ENGINE>_REQUESTS_PER_MINUTE` is not set: about an entry-level account's limit. */
  defaultRate: number;
}

const engine = (adapter: Adapter, baseUrl: string, prefix: string, defaultRate: number): EngineSpec => ({
  adapter,
  baseUrl,
  keyVar: `${prefix}_API_KEY`,
  baseUrlVar: `${prefix}_BASE_URL`,
  rateVar: `${prefix}_REQUESTS_PER_MINUTE`,
  defaultRate,
});

/** The engines a catalog model's `engine` column names. */
export const ENGINES = {
  openai: engine("openai-responses", "https://api.openai.com/v1", "OPENAI", 500),
  anthropic: engine("anthropic-messages", "https://api.anthropic.com/v1", "ANTHROPIC", 50),
  gemini: engine("gemini", "https://generativelanguage.googleapis.com/v1beta", "GEMINI", 150),
  // The Agent API (`/v1/agent`); PERPLEXITY_API=sonar keeps Sonar chat completions.
  perplexity: engine("perplexity-agent", "https://api.perplexity.ai", "PERPLEXITY", 50),
  // Chat completions without search; a model with search on asks the Conversations API with its web_search tool.
  mistral: engine("chat-completions", "https://api.mistral.ai/v1", "MISTRAL", 60),
  deepseek: engine("chat-completions", "https://api.deepseek.com/v1", "DEEPSEEK", 60),
  // The Responses API, with its web_search tool when the model has search on (Live Search on chat completions is gone).
  xai: engine("xai-responses", "https://api.x.ai/v1", "XAI", 60),
  // SerpApi's entry plan allows 1,000 searches an hour (serpapi.com/pricing); a deferred overview takes two.
  serpapi: engine("serpapi", "https://serpapi.com", "SERPAPI", 15),
} as const satisfies Record<string, EngineSpec>;
export type EngineId = keyof typeof ENGINES;
export const ENGINE_IDS = Object.keys(ENGINES) as [EngineId, ...EngineId[]];

/** What answers a model's queries on a deployment, as `GET /models` shows it. */
export const ANSWERED_BY = ["engine_api", "custom_endpoint", "offline"] as const;
export function answeredBy(model: CatalogModel, env: object): (typeof ANSWERED_BY)[number] {
  const { provider } = routeFor(model, env);
  return provider === "engine" ? "engine_api" : provider === "custom" ? "custom_endpoint" : "offline";
}

function isEngineId(value: string | null): value is EngineId {
  return value !== null && Object.hasOwn(ENGINES, value);
}

/** What routing needs of a catalog row. */
export interface CatalogModel {
  id: string;
  /** A key of `ENGINES`, or null for a model only the offline provider (or an override) answers. */
  engine: string | null;
  /** The provider-side model name; null means the model id. */
  engineModel: string | null;
  webSearch: boolean;
}

export interface ModelRoute {
  modelId: string;
  provider: "offline" | "engine" | "custom";
  adapter?: Adapter;
  baseUrl?: string;
  /** The name of the env variable holding the key, never the key itself, so a route can be logged. */
  apiKeyVar?: string;
  /** Provider-side model name. */
  model?: string;
  webSearch: boolean;
  /** How calls to this endpoint are paced across consumers (src/jobs/engine-pacing.ts); none for the offline provider. */
  pace?: { key: string; requestsPerMinute: number; requestsPerQuery?: number };
}

/** A positive whole number of requests per minute from a var, else the default. */
function rateOf(env: object, name: string, fallback: number): number {
  const value = Number(readVar(env, name));
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

/** `gpt-4o` → `MODEL_GPT_4O`. */
export function envPrefix(modelId: string): string {
  return `MODEL_${modelId.toUpperCase().replace(/[^A-Z0-9]/g, "_")}`;
}

/** Reads one string binding; the Worker's env also holds non-string bindings (assets, queues), hence `object`. */
function readVar(env: object, key: string): string | undefined {
  const value: unknown = Reflect.get(env, key);
  return typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;
}

export function routeFor(model: CatalogModel, env: object): ModelRoute {
  const modelId = model.id;
  if (readVar(env, "PROVIDER_MODE")?.toLowerCase() === "offline") return { modelId, provider: "offline", webSearch: false };
  const prefix = envPrefix(modelId);
  const name = readVar(env, `${prefix}_NAME`) ?? model.engineModel ?? modelId;
  const customUrl = readVar(env, `${prefix}_BASE_URL`);
  if (customUrl) {
    const apiKeyVar = `${prefix}_API_KEY`;
    return {
      modelId,
      provider: "custom",
      adapter: "chat-completions",
      baseUrl: customUrl,
      apiKeyVar: readVar(env, apiKeyVar) ? apiKeyVar : undefined,
      model: name,
      webSearch: false,
      pace: { key: `model:${modelId}`, requestsPerMinute: rateOf(env, `${prefix}_REQUESTS_PER_MINUTE`, 60) },
    };
  }
  if (!isEngineId(model.engine)) return { modelId, provider: "offline", webSearch: false };
  const spec: EngineSpec = ENGINES[model.engine];
  if (!readVar(env, spec.keyVar)) return { modelId, provider: "offline", webSearch: false };
  const adapter = adapterFor(model.engine, spec, model.webSearch, env);
  return {
    modelId,
    provider: "engine",
    adapter,
    baseUrl: readVar(env, spec.baseUrlVar) ?? spec.baseUrl,
    apiKeyVar: spec.keyVar,
    model: name,
    // Chat completions have no search: such a model answers from its training data whatever the catalog says.
    webSearch: model.webSearch && adapter !== "chat-completions",
    // Every model of an engine shares its key, hence its limits: one pace per engine.
    pace: {
      key: model.engine,
      requestsPerMinute: rateOf(env, spec.rateVar, spec.defaultRate),
      // Google may defer an AI Overview to a second search: room for both, so the follow-up never meets the limit.
      ...(spec.adapter === "serpapi" && name === "ai_overview" ? { requestsPerQuery: 2 } : {}),
    },
  };
}

/** The API an engine's model is asked through: some engines have one for search and one without, or a legacy one. */
function adapterFor(engineId: EngineId, spec: EngineSpec, webSearch: boolean, env: object): Adapter {
  if (engineId === "perplexity" && readVar(env, "PERPLEXITY_API")?.toLowerCase() === "sonar") return "perplexity";
  if (engineId === "mistral" && webSearch) return "mistral-conversations";
  return spec.adapter;
}

/**
 * Why audits may not ask `model` on this deployment (for a client in `country`, when given), or null when they may:
 * in production only models with a real provider (the offline one never answers for money); elsewhere every model,
 * answered offline when not configured.
 */
export function unavailableReason(model: CatalogModel, env: object, country?: string): string | null {
  const local = country === undefined ? null : countryReason(model, country);
  if (local) return local;
  if (readVar(env, "ENVIRONMENT") !== "production" || routeFor(model, env).provider !== "offline") return null;
  const prefix = envPrefix(model.id);
  const override = `${prefix}_BASE_URL (and ${prefix}_API_KEY)`;
  if (!isEngineId(model.engine)) return `No provider is configured for this model on this deployment: its operator sets ${override}.`;
  return `No provider is configured for this model on this deployment: its operator sets ${ENGINES[model.engine].keyVar}, or ${override}.`;
}

/** Whether audits may ask a model here (see `unavailableReason`). */
export function modelAvailability(env: object): (model: CatalogModel) => boolean {
  return (model) => unavailableReason(model, env) === null;
}

/** How often the offline stand-in shows no AI answer for a model: Google shows an AI Overview for about half of queries. */
const OFFLINE_SHOWS_NONE: Record<string, number> = { ai_overview: 0.45, ai_mode: 0.03 };

/** The offline stand-in, its answer texts loaded on its first answer (a deployment with engine keys never loads them). */
function offlineProvider(model: CatalogModel): ModelProvider {
  const showsNone = model.engine === "serpapi" ? (OFFLINE_SHOWS_NONE[model.engineModel ?? ""] ?? 0) : 0;
  return {
    name: "offline",
    complete: async (req) => (await import("./offline")).createOfflineProvider({ webSearch: model.webSearch, showsNone }).complete(req),
  };
}

/** Sonar chat completions name the model without the Agent API's `perplexity/` prefix. */
function sonarOf(config: EngineConfig): ModelProvider {
  return createPerplexityProvider({ ...config, model: config.model.replace(/^perplexity\//, "") });
}

/**
 * Perplexity runs two APIs while it retires Sonar chat completions: an endpoint that answers 404, 405 or 410 (not
 * there, or gone) is asked through the other one, once.
 */
export function withFallback(first: ModelProvider, second: ModelProvider): ModelProvider {
  return {
    name: first.name,
    async complete(req) {
      try {
        return await first.complete(req);
      } catch (error) {
        if (error instanceof ProviderError && (error.status === 404 || error.status === 405 || error.status === 410)) return second.complete(req);
        throw error;
      }
    },
  };
}

/** `route`: the model's route when the caller has it already (the runner reads its pace first). */
export function providerFor(model: CatalogModel, env: object, route: ModelRoute = routeFor(model, env)): ModelProvider {
  if (route.provider === "offline" || !route.baseUrl || !route.adapter) return offlineProvider(model);
  const config: EngineConfig = {
    name: hostName(route.baseUrl, route.adapter),
    baseUrl: route.baseUrl,
    apiKey: route.apiKeyVar ? readVar(env, route.apiKeyVar) : undefined,
    model: route.model ?? model.id,
    webSearch: route.webSearch,
  };
  switch (route.adapter) {
    case "openai-responses":
      return createOpenAIResponsesProvider(config);
    case "anthropic-messages":
      return createAnthropicProvider(config);
    case "gemini":
      return createGeminiProvider(config);
    case "perplexity-agent":
      return withFallback(createPerplexityAgentProvider(config), sonarOf(config));
    case "perplexity":
      return withFallback(sonarOf(config), createPerplexityAgentProvider(config));
    case "xai-responses":
      return createXaiProvider(config);
    case "mistral-conversations":
      return createMistralConversationsProvider(config);
    case "serpapi":
      return createSerpApiProvider(config);
    case "chat-completions":
      return createOpenAICompatibleProvider({ name: config.name ?? route.adapter, baseUrl: config.baseUrl, apiKey: config.apiKey, model: config.model });
  }
}
