// Picks the provider that answers for a model id: a configured OpenAI-compatible endpoint, else the offline stand-in.
//
// Env convention, per model, where <ID> is the model id upper-cased with every non-alphanumeric turned
// into `_` (`gpt-4o` → `GPT_4O`, `claude-3.5-sonnet` → `CLAUDE_3_5_SONNET`):
//   MODEL_<ID>_BASE_URL   endpoint up to the version, e.g. https://api.openai.com/v1 (its presence selects the real provider)
//   MODEL_<ID>_API_KEY    sent as `Authorization: Bearer …` (a secret: `wrangler secret put`)
//   MODEL_<ID>_NAME       provider-side model name; defaults to the model id
// PROVIDER_MODE=offline forces the offline provider for every model, whatever else is set.
import { createOfflineProvider } from "./offline";
import { createOpenAICompatibleProvider } from "./openai-compatible";
import type { ModelProvider } from "./types";

export { createOfflineProvider } from "./offline";
export { combineSignals, createOpenAICompatibleProvider, parseRetryAfter, type OpenAICompatibleConfig } from "./openai-compatible";
export {
  ProviderError,
  type BrandInfo,
  type CompletionRequest,
  type CompletionResult,
  type ModelProvider,
  type PromptContext,
} from "./types";

export interface ModelRoute {
  modelId: string;
  provider: "offline" | "openai-compatible";
  baseUrl?: string;
  /** The name of the env variable holding the key, never the key itself, so a route can be logged. */
  apiKeyEnv?: string;
  /** Provider-side model name. */
  model?: string;
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

export function routeFor(modelId: string, env: object): ModelRoute {
  if (readVar(env, "PROVIDER_MODE")?.toLowerCase() === "offline") return { modelId, provider: "offline" };
  const prefix = envPrefix(modelId);
  const baseUrl = readVar(env, `${prefix}_BASE_URL`);
  if (!baseUrl) return { modelId, provider: "offline" };
  const apiKeyEnv = `${prefix}_API_KEY`;
  return {
    modelId,
    provider: "openai-compatible",
    baseUrl,
    apiKeyEnv: readVar(env, apiKeyEnv) ? apiKeyEnv : undefined,
    model: readVar(env, `${prefix}_NAME`) ?? modelId,
  };
}

/**
 * Why audits may not ask `modelId` on this deployment, or null when they may: in production only models with a real
 * provider (the offline one never answers for money); elsewhere every model, answered offline when not configured.
 */
export function unavailableReason(modelId: string, env: object): string | null {
  if (readVar(env, "ENVIRONMENT") !== "production" || routeFor(modelId, env).provider !== "offline") return null;
  const prefix = envPrefix(modelId);
  return `No provider is configured for this model on this deployment: its operator sets ${prefix}_BASE_URL (and ${prefix}_API_KEY).`;
}

/** Whether audits may ask `modelId` here (see `unavailableReason`). */
export function modelAvailability(env: object): (modelId: string) => boolean {
  return (modelId) => unavailableReason(modelId, env) === null;
}

/** The endpoint's host names the provider in results (`api.openai.com`), which says more than a fixed label. */
function providerName(baseUrl: string): string {
  try {
    return new URL(baseUrl).host || "openai-compatible";
  } catch {
    return "openai-compatible";
  }
}

export function providerFor(modelId: string, env: object): ModelProvider {
  const route = routeFor(modelId, env);
  if (route.provider === "offline" || !route.baseUrl) return createOfflineProvider();
  return createOpenAICompatibleProvider({
    name: providerName(route.baseUrl),
    baseUrl: route.baseUrl,
    apiKey: route.apiKeyEnv ? readVar(env, route.apiKeyEnv) : undefined,
    model: route.model ?? modelId,
  });
}
