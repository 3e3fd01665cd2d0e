// Perplexity's Sonar chat completions: search is built in, every answer comes with its sources.
//
// Fields relied on, from Perplexity's official SDK (perplexityai/perplexity-node, `src/generated/api.ts`, read
// 2026-07) and https://docs.perplexity.ai/api-reference/chat-completions-post (docs/engines-api-notes.md §2):
//   request   POST {base}/chat/completions { model, messages: [{ role, content }], max_tokens }
//   response  model, choices[0].message.content (a string, or an array of { type: "text", text } chunks),
//             citations: string[] | null, search_results[{ url, title, date, snippet, source }],
//             usage { prompt_tokens, completion_tokens, num_search_queries, cost: { total_cost (USD) } }
//   errors    OpenAI-shaped { error: { message, type, code } } (the Agent API documents it; assumed for Sonar).
// The text marks its claims `[n]`, n 1-based into `citations`: observed, not documented (notes §2), so a marker
// past the end of `citations` is ignored rather than trusted. Search queries themselves are not returned.
import { countOf, declined, enginePost, endpoint, hostName, isRecord, malformed, records, stringOf } from "./http";
import type { EngineConfig } from "./openai-responses";
import { SourceCollector } from "./sources";
import type { ModelProvider } from "./types";

const MAX_TOKENS = 4096;

function contentText(content: unknown): string | undefined {
  if (typeof content === "string") return content;
  if (!Array.isArray(content)) return undefined;
  return records(content)
    .filter((chunk) => chunk.type === "text" && typeof chunk.text === "string")
    .map((chunk) => chunk.text as string)
    .join("");
}

/** The 1-based footnote numbers the text uses: `[1]`, `[2][3]`. */
export function footnotes(text: string): Set<number> {
  const used = new Set<number>();
  for (const match of text.matchAll(/\[(\d{1,3})\]/g)) used.add(Number(match[1]));
  return used;
}

export function createPerplexityProvider(config: EngineConfig): ModelProvider {
  const name = config.name ?? hostName(config.baseUrl, "perplexity");
  const post = enginePost(name, endpoint(config.baseUrl, "/chat/completions"), config);
  return {
    name,
    async complete(req) {
      const { body: response, status, latencyMs } = await post(
        config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {},
        { model: config.model, messages: [{ role: "user", content: req.prompt }], max_tokens: MAX_TOKENS },
        req.signal,
      );
      if (!isRecord(response) || !Array.isArray(response.choices)) throw malformed(name, status, "no `choices` array");
      const [choice] = records(response.choices);
      const message = choice && isRecord(choice.message) ? choice.message : undefined;
      const text = contentText(message?.content)?.trim();
      if (text === undefined) throw malformed(name, status, "no message content");
      if (!text) throw declined(name, "empty", "empty message content");

      const citations = Array.isArray(response.citations) ? response.citations.map((c) => (typeof c === "string" ? c : "")) : [];
      const marked = footnotes(text);
      const cited = new Set(citations.filter((_, i) => marked.has(i + 1)));
      const sources = new SourceCollector();
      for (const result of records(response.search_results)) {
        const resultUrl = stringOf(result.url);
        sources.add(resultUrl, { title: stringOf(result.title), cited: resultUrl !== undefined && cited.has(resultUrl) });
      }
      citations.forEach((citation, i) => sources.add(citation, { cited: marked.has(i + 1) }));

      const usage = isRecord(response.usage) ? response.usage : undefined;
      const cost = usage && isRecord(usage.cost) ? usage.cost.total_cost : undefined;
      return {
        text,
        provider: name,
        latencyMs,
        model: stringOf(response.model) ?? config.model,
        surface: "api_web_search",
        sources: sources.list(),
        searchQueries: [],
        usage: usage
          ? { inputTokens: countOf(usage.prompt_tokens), outputTokens: countOf(usage.completion_tokens), webSearches: countOf(usage.num_search_queries) }
          : null,
        reportedCostUsd: typeof cost === "number" && Number.isFinite(cost) && cost >= 0 ? cost : undefined,
      };
    },
  };
}
