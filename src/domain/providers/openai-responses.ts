// OpenAI's Responses API, with the web search tool when the model has search on (ChatGPT search's engine).
//
// Fields relied on, from OpenAI's OpenAPI spec (openai/openai-openapi, `openapi.yaml`, read 2026-08; see
// docs/engines-api-notes.md §1):
//   request   POST {base}/responses { model, input, tools: [{ type: "web_search", user_location }], include:
//             ["web_search_call.action.sources"], max_output_tokens }
//   response  status (completed | incomplete | failed …), incomplete_details.reason (content_filter | max_output_tokens),
//             error { code, message }, model, output[]: items `web_search_call` { action: { type: "search", queries[],
//             query (deprecated), sources[{ type: "url", url }] } } and `message` { content[]: `output_text` { text,
//             annotations[{ type: "url_citation", url, title, start_index, end_index }] } | `refusal` { refusal } },
//             usage { input_tokens, output_tokens }
//   errors    HTTP { error: { message, type, code } }; 429 with Retry-After; `insufficient_quota` is not worth a retry.
// `output_text` at the top level is an SDK convenience, not on the wire; `output[0]` is not always the message.
// A message written before a web search ("Let me look that up.") is a preamble, not the answer: it is dropped when a
// message follows the search, as the Anthropic adapter drops its text before the first search.
import { countOf, declined, enginePost, endpoint, hostName, isRecord, malformed, records, stringOf } from "./http";
import { SourceCollector } from "./sources";
import { ProviderError, type ModelProvider } from "./types";

export interface EngineConfig {
  /** Reported as `provider` in results; defaults to the endpoint's host. */
  name?: string;
  /** Up to and including the version segment, e.g. `https://api.openai.com/v1`. */
  baseUrl: string;
  apiKey?: string;
  /** The provider-side model name sent in the body. */
  model: string;
  /** Ask with the engine's web search on. */
  webSearch: boolean;
  timeoutMs?: number;
  /** Injected in tests; defaults to the global fetch. */
  fetch?: typeof fetch;
}

const MAX_OUTPUT_TOKENS = 4096;

/** Failures reported inside a 200 body that a later attempt can get past. */
const RETRYABLE_FAILURES = new Set(["server_error", "rate_limit_exceeded"]);

/** A Responses-API body (OpenAI's, xAI's) whose `status` is `failed`: the engine's error, retried when its server failed. */
export function throwIfFailed(name: string, response: Record<string, unknown>, status: number): void {
  if (response.status !== "failed") return;
  const error = isRecord(response.error) ? response.error : {};
  const code = stringOf(error.code) ?? "unknown";
  throw new ProviderError(`${name}: the response failed: ${code}: ${stringOf(error.message) ?? ""}`, RETRYABLE_FAILURES.has(code), status);
}

/** An ISO 3166-1 alpha-2 country localises the search the way a user there would see it. */
export function searchCountry(country: string): string | undefined {
  const code = country.trim().toUpperCase();
  return /^[A-Z]{2}$/.test(code) ? code : undefined;
}

export function createOpenAIResponsesProvider(config: EngineConfig): ModelProvider {
  const name = config.name ?? hostName(config.baseUrl, "openai");
  const post = enginePost(name, endpoint(config.baseUrl, "/responses"), config);
  return {
    name,
    async complete(req) {
      const country = searchCountry(req.context.country);
      const body: Record<string, unknown> = { model: config.model, input: req.prompt, max_output_tokens: MAX_OUTPUT_TOKENS };
      if (config.webSearch) {
        body.tools = [{ type: "web_search", ...(country ? { user_location: { type: "approximate", country } } : {}) }];
        body.include = ["web_search_call.action.sources"];
      }
      const { body: response, status, latencyMs } = await post(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}, body, req.signal);
      if (!isRecord(response) || !Array.isArray(response.output)) throw malformed(name, status, "no `output` array");
      throwIfFailed(name, response, status);

      const sources = new SourceCollector();
      const searchQueries: string[] = [];
      const before: string[] = [];
      const after: string[] = [];
      let refusal: string | undefined;
      let webSearches = 0;
      for (const item of records(response.output)) {
        if (item.type === "web_search_call") {
          const action = isRecord(item.action) ? item.action : undefined;
          // `action` is required by the schema but the spec's own example omits it: count the call anyway.
          if (!action || action.type === "search") webSearches++;
          if (action?.type !== "search") continue;
          const queries = Array.isArray(action.queries) ? action.queries : [action.query];
          for (const query of queries) if (typeof query === "string" && query.trim()) searchQueries.push(query.trim());
          for (const source of records(action.sources)) if (source.type === "url") sources.add(stringOf(source.url));
        } else if (item.type === "message") {
          for (const part of records(item.content)) {
            if (part.type === "refusal") refusal = stringOf(part.refusal) ?? "refused";
            if (part.type !== "output_text" || typeof part.text !== "string") continue;
            (webSearches > 0 ? after : before).push(part.text);
            for (const note of records(part.annotations)) {
              if (note.type === "url_citation") sources.add(stringOf(note.url), { title: stringOf(note.title), cited: true });
            }
          }
        }
      }
      const text = after.join("\n\n").trim() || before.join("\n\n").trim();
      if (!text) {
        if (refusal !== undefined) throw declined(name, "refused", refusal);
        const incomplete = isRecord(response.incomplete_details) ? stringOf(response.incomplete_details.reason) : undefined;
        if (incomplete === "content_filter") throw declined(name, "blocked", "content_filter");
        throw declined(name, "empty", incomplete ? `incomplete: ${incomplete}` : "no output text");
      }
      const usage = isRecord(response.usage) ? response.usage : undefined;
      return {
        text,
        provider: name,
        latencyMs,
        model: stringOf(response.model) ?? config.model,
        surface: config.webSearch ? "api_web_search" : "api",
        sources: sources.list(),
        searchQueries,
        usage: usage ? { inputTokens: countOf(usage.input_tokens), outputTokens: countOf(usage.output_tokens), webSearches } : null,
      };
    },
  };
}
