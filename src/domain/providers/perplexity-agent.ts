// Perplexity's Agent API (the Responses-style successor of Sonar chat completions), with its web search tool.
//
// Fields relied on, from Perplexity's official SDK (perplexityai/perplexity-node `src/generated/api.ts` @ 1110dc1a:
// ResponsesRequestInput, WebSearchToolInput, ResponsesResponseOutput, SearchResultsOutputItemOutput,
// SearchResultOutput, ContentPartOutput, AnnotationOutput, ResponsesUsageOutput, ResponsesCostOutput, ErrorInfoOutput),
// its migration guide (perplexityai/api-platform-developers `skills/migrate-sonar-to-agent-api/references/
// response-and-streaming.md` @ 228c88d1) and https://docs.perplexity.ai/docs/agent-api/openai-compatibility
// (docs/engines-api-notes.md §6):
//   request   POST {base}/v1/agent (`/v1/responses` is an alias) { model: "perplexity/sonar", input, tools: [{ type:
//             "web_search", user_location: { country } }], max_output_tokens }
//   response  status (completed | failed | incomplete | cancelled …), error { code, message, type }, model, output[]:
//             `search_results` { queries[], results[{ id, url, title, snippet, date, source }] } and `message` {
//             content[]: `output_text` { text, annotations[{ type, url, title }] } }, usage { input_tokens,
//             output_tokens, tool_calls_details: { search_web: { invocation } }, cost: { total_cost, currency: "USD" } }
//   errors    { error: { message, type, code } }, the HTTP status in `code`; 429 request_rate_limit_exceeded; 5xx
//             internal_error | bad_gateway | gateway_timeout. A failed or cancelled run is an HTTP 200 with `status`.
// The text cites `[n]`, n the `id` of a search result: seen in a recorded answer (vercel/ai `packages/perplexity/src/
// __fixtures__/agent-web-search.json`), not documented, so a marker that names no result is ignored. Annotations are
// "often an EMPTY array" (the guide); the docs' example types them `citation`, the guide `url_citation`: both are read.
import { countOf, declined, enginePost, endpoint, hostName, isRecord, malformed, records, stringOf } from "./http";
import { searchCountry, type EngineConfig } from "./openai-responses";
import { footnotes } from "./perplexity";
import { SourceCollector } from "./sources";
import { ProviderError, type ModelProvider } from "./types";

const MAX_OUTPUT_TOKENS = 4096;
/** The billing name of the web search tool in `usage.tool_calls_details` (not the request's `web_search`). */
const SEARCH_BILLING_NAME = "search_web";
/** Failure types of a run that a later attempt can get past (the guide's 5xx types). */
const RETRYABLE_FAILURES = new Set(["internal_error", "bad_gateway", "gateway_timeout", "upstream_structured_output_failed", "request_rate_limit_exceeded"]);
const CITATION_ANNOTATIONS = new Set(["url_citation", "citation"]);

interface SearchResult {
  /** What `[n]` markers name; absent when the result has none. */
  id: number | undefined;
  url: string | undefined;
  title: string | undefined;
}

/** A run that ended without completing: failed or cancelled inside a 200. */
function failedRun(name: string, status: number, response: Record<string, unknown>): ProviderError {
  const error = isRecord(response.error) ? response.error : {};
  const code = stringOf(error.type) ?? stringOf(error.code) ?? String(response.status);
  const retryable = response.status === "cancelled" || RETRYABLE_FAILURES.has(code);
  return new ProviderError(`${name}: the run ${String(response.status)}: ${code}: ${stringOf(error.message) ?? ""}`, retryable, status);
}

/** A usage figure that is a finite, non-negative number of dollars; anything else is not a cost. */
function usdAmount(value: unknown): number | undefined {
  return typeof value === "number" && Number.isFinite(value) && value >= 0 ? value : undefined;
}

export function createPerplexityAgentProvider(config: EngineConfig): ModelProvider {
  const name = config.name ?? hostName(config.baseUrl, "perplexity");
  const post = enginePost(name, endpoint(config.baseUrl, "/v1/agent"), config);
  return {
    name,
    async complete(req) {
      const body: Record<string, unknown> = { model: config.model, input: req.prompt, max_output_tokens: MAX_OUTPUT_TOKENS };
      if (config.webSearch) {
        const country = searchCountry(req.context.country);
        body.tools = [{ type: "web_search", ...(country ? { user_location: { country } } : {}) }];
      }
      const { body: response, status, latencyMs } = await post(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}, body, req.signal);
      if (!isRecord(response) || !Array.isArray(response.output)) throw malformed(name, status, "no `output` array");
      if (response.status === "failed" || response.status === "cancelled") throw failedRun(name, status, response);

      const results: SearchResult[] = [];
      const searchQueries: string[] = [];
      const texts: string[] = [];
      const annotated: { url: string | undefined; title: string | undefined }[] = [];
      let searchItems = 0;
      for (const item of records(response.output)) {
        if (item.type === "search_results") {
          searchItems++;
          for (const query of Array.isArray(item.queries) ? item.queries : []) if (typeof query === "string" && query.trim()) searchQueries.push(query.trim());
          for (const result of records(item.results)) {
            results.push({ id: typeof result.id === "number" ? result.id : undefined, url: stringOf(result.url), title: stringOf(result.title) });
          }
        } else if (item.type === "message") {
          for (const part of records(item.content)) {
            if (part.type !== "output_text" || typeof part.text !== "string") continue;
            texts.push(part.text);
            for (const note of records(part.annotations)) {
              if (typeof note.type === "string" && CITATION_ANNOTATIONS.has(note.type)) annotated.push({ url: stringOf(note.url), title: stringOf(note.title) });
            }
          }
        }
      }
      const text = texts.join("").trim();
      if (!text) {
        const incomplete = isRecord(response.incomplete_details) ? stringOf(response.incomplete_details.reason) : undefined;
        throw declined(name, "empty", incomplete ? `incomplete: ${incomplete}` : "no output text");
      }

      const marked = footnotes(text);
      const sources = new SourceCollector();
      for (const result of results) sources.add(result.url, { title: result.title, cited: result.id !== undefined && marked.has(result.id) });
      for (const note of annotated) sources.add(note.url, { title: note.title, cited: true });

      const usage = isRecord(response.usage) ? response.usage : undefined;
      const tools = usage && isRecord(usage.tool_calls_details) ? usage.tool_calls_details : {};
      const search = isRecord(tools[SEARCH_BILLING_NAME]) ? tools[SEARCH_BILLING_NAME] : undefined;
      const cost = usage && isRecord(usage.cost) && (usage.cost.currency === undefined || usage.cost.currency === "USD") ? usage.cost : {};
      return {
        text,
        provider: name,
        latencyMs,
        model: stringOf(response.model) ?? config.model,
        surface: config.webSearch ? "api_web_search" : "api",
        sources: sources.list(),
        searchQueries,
        usage: usage
          ? {
              // `input_tokens` already counts the cached part (its details split it, they do not add to it).
              inputTokens: countOf(usage.input_tokens),
              outputTokens: countOf(usage.output_tokens),
              webSearches: search ? countOf(search.invocation) : searchItems,
            }
          : null,
        reportedCostUsd: usdAmount(cost.total_cost),
      };
    },
  };
}
