// xAI's Responses API (Grok), with its server-side web search tool when the model has search on. Live Search
// (`search_parameters` on chat completions) answers 410 Gone since 2026, so this is the only way to Grok's search.
//
// Fields relied on, from https://docs.x.ai/developers/tools/citations and https://docs.x.ai/developers/models,
// xAI's SDK (xai-org/xai-sdk-python @ 4dab6a44: `src/xai_sdk/cost.py` "1 tick == 1e-10 USD") and, for the wire
// shapes xAI's docs do not print, the Vercel AI SDK's xAI provider and its recorded responses (vercel/ai
// `packages/xai/src/responses/xai-responses-api.ts`, `__fixtures__/xai-web-search-tool.1.json`,
// `__fixtures__/issue-19652-live-generate.json`) (docs/engines-api-notes.md §7):
//   request   POST {base}/responses { model, input, tools: [{ type: "web_search" }], max_output_tokens }
//   response  status, model, output[]: `web_search_call` { name: "web_search", arguments: JSON string { query }, or
//             action: { type: "search", query | queries[] } } and `message` { content[]: `output_text` { text,
//             annotations[{ type: "url_citation", url, title?, start_index, end_index }] } | `refusal` { refusal } },
//             citations?: string[] (every page the search saw), usage { input_tokens, output_tokens,
//             num_server_side_tools_used, server_side_tool_usage_details: { web_search_calls }, cost_in_usd_ticks }
//   errors    a bad key is HTTP 400 { code: "Client specified an invalid argument", error: "Incorrect API key
//             provided: …" } (a string `error`, read by http.ts); 429 and 5xx are retried.
// The text carries xAI's inline citations, `[[1]](https://…)` links, kept as written: the annotations' offsets
// point at them. A location for the search exists in xAI's gRPC SDK only; its REST name is unverified, so none is sent.
import { countOf, declined, enginePost, endpoint, hostName, isRecord, malformed, parseJson, records, stringOf } from "./http";
import { throwIfFailed, type EngineConfig } from "./openai-responses";
import { SourceCollector } from "./sources";
import type { ModelProvider } from "./types";

const MAX_OUTPUT_TOKENS = 4096;
/** `cost_in_usd_ticks` unit (xai-sdk-python `cost.py`). */
const USD_PER_TICK = 1e-10;

/** The queries of a `web_search_call`: OpenAI's `action` shape, or xAI's `arguments` JSON string `{ query }`. */
function callQueries(item: Record<string, unknown>): string[] {
  const action = isRecord(item.action) ? item.action : undefined;
  const args = typeof item.arguments === "string" ? parseJson(item.arguments) : undefined;
  const from = action ?? (isRecord(args) ? args : {});
  const queries = Array.isArray(from.queries) ? from.queries : [from.query];
  return queries.flatMap((q) => (typeof q === "string" && q.trim() ? [q.trim()] : []));
}

/** An annotation's title, unless it is only the citation's number (what the link shows, not the page's title). */
function pageTitle(note: Record<string, unknown>): string | undefined {
  const title = stringOf(note.title);
  return title !== undefined && /^\s*\d+\s*$/.test(title) ? undefined : title;
}

function reportedCost(usage: Record<string, unknown> | undefined): number | undefined {
  const ticks = usage?.cost_in_usd_ticks;
  return typeof ticks === "number" && Number.isFinite(ticks) && ticks >= 0 ? ticks * USD_PER_TICK : undefined;
}

export function createXaiProvider(config: EngineConfig): ModelProvider {
  const name = config.name ?? hostName(config.baseUrl, "xai");
  const post = enginePost(name, endpoint(config.baseUrl, "/responses"), config);
  return {
    name,
    async complete(req) {
      const body: Record<string, unknown> = { model: config.model, input: req.prompt, max_output_tokens: MAX_OUTPUT_TOKENS };
      if (config.webSearch) body.tools = [{ type: "web_search" }];
      const { body: response, status, latencyMs } = await post(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}, body, req.signal);
      if (!isRecord(response) || !Array.isArray(response.output)) throw malformed(name, status, "no `output` array");
      throwIfFailed(name, response, status);

      const sources = new SourceCollector();
      const searchQueries: string[] = [];
      const texts: string[] = [];
      let refusal: string | undefined;
      let searchCalls = 0;
      for (const item of records(response.output)) {
        if (item.type === "web_search_call") {
          searchCalls++;
          searchQueries.push(...callQueries(item));
          const action = isRecord(item.action) ? item.action : {};
          for (const source of records(action.sources)) if (source.type === "url") sources.add(stringOf(source.url));
        } else if (item.type === "message") {
          for (const part of records(item.content)) {
            if (part.type === "refusal") refusal = stringOf(part.refusal) ?? "refused";
            if (part.type !== "output_text" || typeof part.text !== "string") continue;
            texts.push(part.text);
            for (const note of records(part.annotations)) {
              if (note.type === "url_citation") sources.add(stringOf(note.url), { title: pageTitle(note), cited: true });
            }
          }
        }
      }
      // Every page the search saw, cited or not (xAI's docs: "always returned").
      for (const url of Array.isArray(response.citations) ? response.citations : []) sources.add(stringOf(url));

      const text = texts.join("\n\n").trim();
      if (!text) {
        if (refusal !== undefined) throw declined(name, "refused", refusal);
        const incomplete = isRecord(response.incomplete_details) ? stringOf(response.incomplete_details.reason) : undefined;
        if (incomplete === "content_filter") throw declined(name, "blocked", "content_filter");
        throw declined(name, "empty", incomplete ? `incomplete: ${incomplete}` : "no output text");
      }
      const usage = isRecord(response.usage) ? response.usage : undefined;
      const details = usage && isRecord(usage.server_side_tool_usage_details) ? usage.server_side_tool_usage_details : undefined;
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
              inputTokens: countOf(usage.input_tokens),
              // Reasoning tokens are part of `output_tokens` (and billed as output).
              outputTokens: countOf(usage.output_tokens),
              webSearches: details && "web_search_calls" in details ? countOf(details.web_search_calls) : searchCalls,
            }
          : null,
        reportedCostUsd: reportedCost(usage),
      };
    },
  };
}
