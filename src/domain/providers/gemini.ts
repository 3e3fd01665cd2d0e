// Google's Gemini `generateContent`, grounded with Google Search when the model has search on.
//
// Fields relied on, from Google's official SDK (googleapis/js-genai, `src/types.ts`, read 2026-08) and the REST
// cookbook's real output (google-gemini/cookbook, `quickstarts/rest/Search_Grounding.ipynb`), docs/engines-api-notes.md §3:
//   request   POST {base}/models/{model}:generateContent, header `x-goog-api-key`, { contents: [{ role: "user",
//             parts: [{ text }] }], tools: [{ google_search: {} }], generationConfig: { maxOutputTokens } }
//   response  candidates[0] { content.parts[] { text, thought }, finishReason, groundingMetadata { webSearchQueries[],
//             groundingChunks[].web { uri, title }, groundingSupports[] { segment { startIndex, endIndex },
//             groundingChunkIndices[] } } }, promptFeedback.blockReason, usageMetadata { promptTokenCount,
//             candidatesTokenCount, toolUsePromptTokenCount, thoughtsTokenCount }, modelVersion
//   errors    { error: { code, message, status } }; the SDK retries 408, 429, 500, 502, 503, 504.
// `web.uri` is a `…/grounding-api-redirect/…` link, and `web.title` is the site's domain rather than the page's
// title. The links are resolved here (one HEAD each, redirects not followed, bounded and cached) so the sources
// name the pages they lead to; both are kept. Support offsets count UTF-8 bytes; they are not needed here, since a
// source counts as cited when any support points at its chunk.
import { countOf, declined, defaultFetch, enginePost, endpoint, hostName, isRecord, malformed, records, stringOf } from "./http";
import type { EngineConfig } from "./openai-responses";
import { SourceCollector } from "./sources";
import type { EngineSource, ModelProvider } from "./types";

const MAX_OUTPUT_TOKENS = 4096;

/** Endings that mean a safety or policy filter stopped the answer (the rest are normal or technical). */
const BLOCKING_FINISHES = new Set(["SAFETY", "RECITATION", "LANGUAGE", "BLOCKLIST", "PROHIBITED_CONTENT", "SPII", "IMAGE_SAFETY"]);

/** Redirect links resolved per answer at most, and how long one may take. */
const MAX_RESOLVED = 20;
const RESOLVE_TIMEOUT_MS = 3_000;
/** Per isolate: a link seen again (the same source in another answer) costs nothing. */
const RESOLVED_CACHE_SIZE = 2_000;
const resolvedCache = new Map<string, string | null>();

/** Where Google serves grounding redirect links. */
const GROUNDING_REDIRECT_HOST = "vertexaisearch.cloud.google.com";

/**
 * Whether a source is a grounding redirect link, which is fetched (HEAD, not followed) to learn where it leads: by its
 * host, Google's or the configured API's own (a gateway, the local fixture), never by its path alone, so a source an
 * answer names elsewhere (an internal address with that path) is not fetched.
 */
function groundingRedirects(baseUrl: string): (uri: string) => boolean {
  const apiHost = new URL(baseUrl).host;
  return (uri) => {
    try {
      const url = new URL(uri);
      const trusted = (url.protocol === "https:" && url.host === GROUNDING_REDIRECT_HOST) || url.host === apiHost;
      return trusted && url.pathname.startsWith("/grounding-api-redirect/");
    } catch {
      return false;
    }
  };
}

/** Where a redirect link leads, read from its `Location` without following it; null when it does not say. */
async function resolveRedirect(uri: string, doFetch: typeof fetch): Promise<string | null> {
  const cached = resolvedCache.get(uri);
  if (cached !== undefined) return cached;
  let target: string | null = null;
  try {
    const response = await doFetch(uri, { method: "HEAD", redirect: "manual", signal: AbortSignal.timeout(RESOLVE_TIMEOUT_MS) });
    const location = response.headers.get("location");
    if (response.status >= 300 && response.status < 400 && location) {
      const resolved = new URL(location, uri);
      if (resolved.protocol === "https:" || resolved.protocol === "http:") target = resolved.toString();
    }
  } catch {
    // Unreachable or slow: the source keeps its redirect link, and a later answer may try again.
    return null;
  }
  if (resolvedCache.size >= RESOLVED_CACHE_SIZE) resolvedCache.delete(resolvedCache.keys().next().value as string);
  resolvedCache.set(uri, target);
  return target;
}

async function resolveGroundingRedirects(sources: EngineSource[], isRedirect: (uri: string) => boolean, doFetch: typeof fetch): Promise<void> {
  const pending = sources.filter((s) => isRedirect(s.url)).slice(0, MAX_RESOLVED);
  await Promise.all(
    pending.map(async (source) => {
      source.finalUrl = await resolveRedirect(source.url, doFetch);
    }),
  );
}

export function createGeminiProvider(config: EngineConfig): ModelProvider {
  const name = config.name ?? hostName(config.baseUrl, "gemini");
  const post = enginePost(name, endpoint(config.baseUrl, `/models/${encodeURIComponent(config.model)}:generateContent`), config);
  const doFetch = defaultFetch(config.fetch);
  const isRedirect = groundingRedirects(config.baseUrl);
  return {
    name,
    async complete(req) {
      const body: Record<string, unknown> = {
        contents: [{ role: "user", parts: [{ text: req.prompt }] }],
        generationConfig: { maxOutputTokens: MAX_OUTPUT_TOKENS },
      };
      if (config.webSearch) body.tools = [{ google_search: {} }];
      const { body: response, status, latencyMs } = await post(config.apiKey ? { "x-goog-api-key": config.apiKey } : {}, body, req.signal);
      if (!isRecord(response)) throw malformed(name, status, "not an object");
      const [candidate] = records(response.candidates);
      if (!candidate) {
        const feedback = isRecord(response.promptFeedback) ? response.promptFeedback : {};
        const blockReason = stringOf(feedback.blockReason);
        if (blockReason) throw declined(name, "blocked", `prompt blocked: ${blockReason}`);
        throw declined(name, "empty", "no candidate");
      }
      const content = isRecord(candidate.content) ? candidate.content : {};
      // Thought summaries are not the answer (the SDK's `text` skips them too).
      const text = records(content.parts)
        .filter((part) => typeof part.text === "string" && part.thought !== true)
        .map((part) => part.text as string)
        .join("")
        .trim();
      const finish = stringOf(candidate.finishReason);
      if (finish && BLOCKING_FINISHES.has(finish)) throw declined(name, "blocked", `answer stopped: ${finish}`);
      if (!text) throw declined(name, "empty", finish ? `no text (finishReason ${finish})` : "no text");

      const grounding = isRecord(candidate.groundingMetadata) ? candidate.groundingMetadata : {};
      const chunks = records(grounding.groundingChunks);
      const citedChunks = new Set<number>();
      for (const support of records(grounding.groundingSupports)) {
        if (Array.isArray(support.groundingChunkIndices)) for (const index of support.groundingChunkIndices) if (typeof index === "number") citedChunks.add(index);
      }
      const collector = new SourceCollector();
      chunks.forEach((chunk, index) => {
        if (isRecord(chunk.web)) collector.add(stringOf(chunk.web.uri), { title: stringOf(chunk.web.title), cited: citedChunks.has(index) });
      });
      const sources = collector.list();
      await resolveGroundingRedirects(sources, isRedirect, doFetch);
      const searchQueries = Array.isArray(grounding.webSearchQueries)
        ? grounding.webSearchQueries.filter((q): q is string => typeof q === "string" && q.trim() !== "").map((q) => q.trim())
        : [];

      const usage = isRecord(response.usageMetadata) ? response.usageMetadata : undefined;
      return {
        text,
        provider: name,
        latencyMs,
        model: stringOf(response.modelVersion) ?? config.model,
        surface: config.webSearch ? "api_web_search" : "api",
        sources,
        searchQueries,
        usage: usage
          ? {
              // Search results fed back to the model are billed as input; thoughts as output.
              inputTokens: countOf(usage.promptTokenCount) + countOf(usage.toolUsePromptTokenCount),
              outputTokens: countOf(usage.candidatesTokenCount) + countOf(usage.thoughtsTokenCount),
              webSearches: searchQueries.length,
            }
          : null,
      };
    },
  };
}
