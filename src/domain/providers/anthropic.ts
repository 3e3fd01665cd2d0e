// Anthropic's Messages API, with the web search server tool when the model has search on.
//
// Fields relied on, from Anthropic's official SDK (anthropics/anthropic-sdk-typescript, generated from its OpenAPI
// spec, read 2026-08) and its API guide (anthropics/skills, `skills/claude-api`), docs/engines-api-notes.md §4:
//   request   POST {base}/messages, headers `x-api-key`, `anthropic-version: 2023-06-01`, { model, max_tokens,
//             messages, tools: [{ type: "web_search_20250305", name: "web_search", max_uses, user_location }] }
//   response  model, stop_reason (end_turn | max_tokens | pause_turn | refusal …), stop_details { category,
//             explanation }, content[]: `text` { text, citations[{ type: "web_search_result_location", url, title,
//             cited_text }] }, `server_tool_use` { name: "web_search", input: { query } }, `web_search_tool_result`
//             { content: [{ type: "web_search_result", url, title, page_age }] | { type:
//             "web_search_tool_result_error", error_code } }, usage { input_tokens, output_tokens,
//             cache_creation_input_tokens, cache_read_input_tokens, server_tool_use: { web_search_requests } }
//   errors    { type: "error", error: { type, message } }; 429 with retry-after; 529 overloaded (retryable);
//             `x-should-retry` overrides (handled in http.ts).
// The answer comes as several text blocks, joined as written; text before the first search ("I'll search for
// that.") is a preamble, not the answer, and is dropped when an answer follows.
import { countOf, declined, enginePost, endpoint, hostName, isRecord, malformed, records, stringOf } from "./http";
import { searchCountry, type EngineConfig } from "./openai-responses";
import { SourceCollector } from "./sources";
import type { ModelProvider } from "./types";

const MAX_TOKENS = 4096;
/** Searches one answer may run; the engine decides how many it needs. */
const MAX_SEARCHES = 5;
const ANTHROPIC_VERSION = "2023-06-01";

export function createAnthropicProvider(config: EngineConfig): ModelProvider {
  const name = config.name ?? hostName(config.baseUrl, "anthropic");
  const post = enginePost(name, endpoint(config.baseUrl, "/messages"), config);
  return {
    name,
    async complete(req) {
      const body: Record<string, unknown> = { model: config.model, max_tokens: MAX_TOKENS, messages: [{ role: "user", content: req.prompt }] };
      if (config.webSearch) {
        const country = searchCountry(req.context.country);
        body.tools = [
          { type: "web_search_20250305", name: "web_search", max_uses: MAX_SEARCHES, ...(country ? { user_location: { type: "approximate", country } } : {}) },
        ];
      }
      const headers: Record<string, string> = { "anthropic-version": ANTHROPIC_VERSION };
      if (config.apiKey) headers["x-api-key"] = config.apiKey;
      const { body: response, status, latencyMs } = await post(headers, body, req.signal);
      if (!isRecord(response) || !Array.isArray(response.content)) throw malformed(name, status, "no `content` array");
      if (response.stop_reason === "refusal") {
        const details = isRecord(response.stop_details) ? response.stop_details : {};
        throw declined(name, "refused", stringOf(details.category) ?? stringOf(details.explanation) ?? "refusal");
      }

      const sources = new SourceCollector();
      const searchQueries: string[] = [];
      const before: string[] = [];
      const after: string[] = [];
      let searched = false;
      for (const block of records(response.content)) {
        if (block.type === "server_tool_use" && block.name === "web_search") {
          searched = true;
          const query = isRecord(block.input) ? stringOf(block.input.query)?.trim() : undefined;
          if (query) searchQueries.push(query);
        } else if (block.type === "web_search_tool_result") {
          // An error here is an object, not a list: the search failed and the answer goes on without it.
          for (const result of records(block.content)) {
            if (result.type === "web_search_result") sources.add(stringOf(result.url), { title: stringOf(result.title) });
          }
        } else if (block.type === "text" && typeof block.text === "string") {
          (searched ? after : before).push(block.text);
          for (const citation of records(block.citations)) {
            if (citation.type === "web_search_result_location") sources.add(stringOf(citation.url), { title: stringOf(citation.title), cited: true });
          }
        }
      }
      const answer = after.join("").trim();
      const text = answer || before.join("").trim();
      if (!text) throw declined(name, "empty", `no text (stop_reason ${stringOf(response.stop_reason) ?? "unknown"})`);

      const usage = isRecord(response.usage) ? response.usage : undefined;
      const toolUse = usage && isRecord(usage.server_tool_use) ? usage.server_tool_use : {};
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
              // Cached input is input too (its price differs; the catalog keeps one input price).
              inputTokens: countOf(usage.input_tokens) + countOf(usage.cache_creation_input_tokens) + countOf(usage.cache_read_input_tokens),
              outputTokens: countOf(usage.output_tokens),
              webSearches: countOf(toolUse.web_search_requests),
            }
          : null,
      };
    },
  };
}
