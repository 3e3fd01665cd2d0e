// Mistral's Conversations API (beta) with its built-in web search tool: Mistral's chat completions cannot search
// ("web_search … aren't supported in the Chat Completions API", docs.mistral.ai/studio/agents/agent-tools/websearch).
//
// Fields relied on, from Mistral's official TypeScript SDK (mistralai/client-ts @ b14b3b90: `src/funcs/
// betaConversationsStart.ts`, `src/models/components/` ConversationRequest, CompletionArgs, WebSearchTool,
// ConversationResponse, MessageOutputEntry, ToolExecutionEntry, TextChunk, ToolReferenceChunk, ConversationUsageInfo,
// BuiltInConnectors) and the web search guide's example output (mistralai/platform-docs-public `public/studio-api/
// agents/agent-tools/websearch.md`) (docs/engines-api-notes.md §8):
//   request   POST {base}/conversations { model, inputs, tools: [{ type: "web_search" }], store: false,
//             completion_args: { max_tokens } }
//   response  outputs[]: `tool.execution` { name: "web_search", arguments: string } and `message.output` { model,
//             content: string | chunks[]: `text` { text } | `tool_reference` { tool, title, url?, source? } },
//             usage { prompt_tokens, completion_tokens, total_tokens, connector_tokens, connectors: { web_search: n } }
//   errors    401 { message: "Unauthorized" } or { detail }; 422 { detail: [{ loc, msg, type }] }; the SDK retries
//             429, 500, 502, 503, 504.
// The text is the `text` chunks joined as written (the references sit between them, at the claim they support);
// every `tool_reference` is cited. What `arguments` holds is not documented (the guide's example leaves it out):
// a JSON object with a `query` is read, anything else ignored. No location or language can be given to the search.
import { countOf, declined, enginePost, endpoint, hostName, isRecord, malformed, parseJson, records, stringOf } from "./http";
import type { EngineConfig } from "./openai-responses";
import { SourceCollector } from "./sources";
import type { ModelProvider } from "./types";

const MAX_TOKENS = 4096;
/** The search connectors counted in `usage.connectors` (BuiltInConnectors). */
const SEARCH_CONNECTORS = ["web_search", "web_search_premium"];

/** The query a `tool.execution` ran, when its `arguments` is a JSON object with one. */
function executionQuery(entry: Record<string, unknown>): string | undefined {
  const args = typeof entry.arguments === "string" ? parseJson(entry.arguments) : entry.arguments;
  return isRecord(args) ? stringOf(args.query)?.trim() || undefined : undefined;
}

/** A `message.output`'s text, and its references added to `sources`. */
function readMessage(content: unknown, sources: SourceCollector): string {
  if (typeof content === "string") return content;
  let text = "";
  for (const chunk of records(content)) {
    if (chunk.type === "text" && typeof chunk.text === "string") text += chunk.text;
    else if (chunk.type === "tool_reference") sources.add(stringOf(chunk.url), { title: stringOf(chunk.title), cited: true });
  }
  return text;
}

export function createMistralConversationsProvider(config: EngineConfig): ModelProvider {
  const name = config.name ?? hostName(config.baseUrl, "mistral");
  const post = enginePost(name, endpoint(config.baseUrl, "/conversations"), config);
  return {
    name,
    async complete(req) {
      // store: false, or Mistral keeps the conversation on its side.
      const body: Record<string, unknown> = { model: config.model, inputs: req.prompt, store: false, completion_args: { max_tokens: MAX_TOKENS } };
      if (config.webSearch) body.tools = [{ type: "web_search" }];
      const { body: response, status, latencyMs } = await post(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}, body, req.signal);
      if (!isRecord(response) || !Array.isArray(response.outputs)) throw malformed(name, status, "no `outputs` array");

      const sources = new SourceCollector();
      const searchQueries: string[] = [];
      const before: string[] = [];
      const after: string[] = [];
      let searched = false;
      let searchCalls = 0;
      let model: string | undefined;
      for (const entry of records(response.outputs)) {
        if (entry.type === "tool.execution" && typeof entry.name === "string" && SEARCH_CONNECTORS.includes(entry.name)) {
          searched = true;
          searchCalls++;
          const query = executionQuery(entry);
          if (query) searchQueries.push(query);
        } else if (entry.type === "message.output") {
          model ??= stringOf(entry.model);
          (searched ? after : before).push(readMessage(entry.content, sources));
        }
      }
      // A message before the first search is a preamble ("Let me look that up."), not the answer, when one follows.
      const text = after.join("\n\n").trim() || before.join("\n\n").trim();
      if (!text) throw declined(name, "empty", "no message text");

      const usage = isRecord(response.usage) ? response.usage : undefined;
      const connectors = usage && isRecord(usage.connectors) ? usage.connectors : undefined;
      return {
        text,
        provider: name,
        latencyMs,
        model: model ?? config.model,
        surface: config.webSearch ? "api_web_search" : "api",
        sources: sources.list(),
        searchQueries,
        usage: usage
          ? {
              // The search results the model read are `connector_tokens`, counted in `total_tokens` apart from the prompt.
              inputTokens: countOf(usage.prompt_tokens) + countOf(usage.connector_tokens),
              outputTokens: countOf(usage.completion_tokens),
              webSearches: connectors ? SEARCH_CONNECTORS.reduce((sum, key) => sum + countOf(connectors[key]), 0) : searchCalls,
            }
          : null,
      };
    },
  };
}
