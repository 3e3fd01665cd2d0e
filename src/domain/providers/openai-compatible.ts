// A model behind any OpenAI-compatible chat-completions endpoint (Mistral, DeepSeek, xAI, OpenRouter, a local
// server): no search API, so no sources; HTTP failures mapped to retryable or not in http.ts.
//
// Fields relied on (OpenAI's chat completions, which these servers copy; docs/engines-api-notes.md §5):
//   request   POST {base}/chat/completions { model, messages: [{ role, content }], temperature }
//   response  model, choices[0] { message { content, refusal }, finish_reason }, usage { prompt_tokens, completion_tokens }
import { countOf, declined, enginePost, endpoint, isRecord, malformed, primaryLanguage, records, stringOf } from "./http";
import type { ModelProvider } from "./types";

export { combineSignals, parseRetryAfter } from "./http";

export interface OpenAICompatibleConfig {
  /** Reported as `provider` in every result, e.g. "openai" or "mistral". */
  name: string;
  /** Up to and including the version segment, e.g. `https://api.openai.com/v1`. */
  baseUrl: string;
  apiKey?: string;
  /** The provider-side model name sent in the body. */
  model: string;
  /** Whole call, body included; default 30 000. */
  timeoutMs?: number;
  /** Injected in tests; defaults to the global fetch. */
  fetch?: typeof fetch;
}

/** Chat models without search answer faster than engines that search: a shorter deadline than http.ts's. */
const CHAT_TIMEOUT_MS = 30_000;

const SYSTEM_PROMPT_EN =
  "You are a helpful assistant. Answer the user's question directly. Name concrete brands, companies or products when relevant, and cite your sources as URLs when you can.";
const SYSTEM_PROMPTS: Partial<Record<string, string>> = {
  en: SYSTEM_PROMPT_EN,
  fr: "Vous êtes un assistant serviable. Répondez directement à la question de l'utilisateur. Citez des marques, entreprises ou produits concrets lorsque c'est pertinent, et indiquez vos sources sous forme d'URL lorsque vous le pouvez.",
  es: "Eres un asistente útil. Responde directamente a la pregunta del usuario. Menciona marcas, empresas o productos concretos cuando sea pertinente y cita tus fuentes como URL cuando puedas.",
  de: "Sie sind ein hilfreicher Assistent. Beantworten Sie die Frage des Nutzers direkt. Nennen Sie konkrete Marken, Unternehmen oder Produkte, wenn es passt, und geben Sie Ihre Quellen nach Möglichkeit als URL an.",
};

function systemPrompt(language: string): string {
  return SYSTEM_PROMPTS[primaryLanguage(language)] ?? SYSTEM_PROMPT_EN;
}

export function createOpenAICompatibleProvider(config: OpenAICompatibleConfig): ModelProvider {
  const name = config.name;
  const post = enginePost(name, endpoint(config.baseUrl, "/chat/completions"), { ...config, timeoutMs: config.timeoutMs ?? CHAT_TIMEOUT_MS });
  return {
    name,
    async complete(req) {
      const { body: response, status, latencyMs } = await post(
        config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {},
        {
          model: config.model,
          messages: [
            { role: "system", content: systemPrompt(req.context.language) },
            { role: "user", content: req.prompt },
          ],
          temperature: 0.2,
        },
        req.signal,
      );
      const [choice] = isRecord(response) ? records(response.choices) : [];
      const message = choice && isRecord(choice.message) ? choice.message : undefined;
      if (!isRecord(response) || !message) throw malformed(name, status, "no choice with a message");
      const refusal = stringOf(message.refusal);
      if (refusal) throw declined(name, "refused", refusal);
      if (choice?.finish_reason === "content_filter") throw declined(name, "blocked", "content_filter");
      if (typeof message.content !== "string") throw malformed(name, status, "no message content");
      const text = message.content.trim();
      if (!text) throw declined(name, "empty", "empty message content");
      const usage = isRecord(response.usage) ? response.usage : undefined;
      return {
        text,
        provider: name,
        latencyMs,
        model: stringOf(response.model) ?? config.model,
        surface: "api",
        sources: [],
        searchQueries: [],
        usage: usage ? { inputTokens: countOf(usage.prompt_tokens), outputTokens: countOf(usage.completion_tokens), webSearches: 0 } : null,
      };
    },
  };
}
