// Google's AI Overviews and AI Mode as Google shows them, read through SerpApi (a SERP API): the AI answer's text
// blocks turned into markdown the analysis reads (headings, paragraphs, lists with their item numbers, tables), its
// references as the answer's sources, and "Google showed no AI Overview" as an outcome of its own.
//
// Fields relied on, from SerpApi's documentation (serpapi.com/ai-overview, /google-ai-overview-api,
// /google-ai-mode-api; docs/engines-api-notes.md §5):
//   request   GET {base}/search.json?engine=google|google_ai_mode&q=…&gl=<country>&hl=<language>&api_key=…
//             deferred overview: GET {base}/search.json?engine=google_ai_overview&page_token=…&api_key=…
//   response  ai_overview (engine=google; absent when Google showed none) or, for AI Mode, the top level:
//             text_blocks[] { type: paragraph | heading | list | expandable | table | comparison | top_stories, snippet,
//             title, list[] (items: title, snippet, reference_indexes, nested list), text_blocks (expandable), table
//             (rows of cell strings), product_labels + comparison[{ feature, values }], reference_indexes },
//             references[] { title, link, snippet, source, index }, page_token + serpapi_link when Google defers the
//             overview; AI Mode also reconstructed_markdown; search_metadata { status: Success | Error }
//   errors    HTTP 4xx/5xx with { error: "…" } (401 bad key, 429 hourly limit or searches used up, 400 a bad
//             parameter); a search that found nothing is a 200 with a top-level `error` (serpapi.com/search-errors).
// A search is one SerpApi search, billed; the deferred overview's follow-up is a second one.
import { declined, defaultFetch, DEFAULT_TIMEOUT_MS, endpoint, getJson, hostName, isRecord, malformed, records, stringOf } from "./http";
import type { EngineConfig } from "./openai-responses";
import { SourceCollector } from "./sources";
import { ProviderError, type ModelProvider } from "./types";

/** What the model reads: Google Search's AI Overview, or AI Mode. */
export type SerpSurface = "ai_overview" | "ai_mode";

/** Blocks nest (an expandable block holds blocks, a list item a list); deeper ones are read as plain text. */
const MAX_DEPTH = 6;

interface Rendered {
  lines: string[];
  /** Reference indexes the blocks point at: the cited references. */
  cited: Set<number>;
}

function referenceIndexes(block: Record<string, unknown>, into: Set<number>): void {
  if (!Array.isArray(block.reference_indexes)) return;
  for (const index of block.reference_indexes) if (typeof index === "number" && Number.isInteger(index)) into.add(index);
}

/** One line of text: a block's own words, without line breaks that would end a list item early. */
function inline(value: unknown): string {
  return typeof value === "string" ? value.replace(/\s*\n\s*/g, " ").trim() : "";
}

/** `title` and `snippet` as one line: "**Title**: snippet" when both are there. */
function titled(item: Record<string, unknown>): string {
  const title = inline(item.title);
  const snippet = inline(item.snippet);
  if (title && snippet) return `**${title.replace(/:$/, "")}**: ${snippet}`;
  return title || snippet;
}

/** `level` 1 is a top list, 2 a list inside one of its items…; `depth` counts every kind of nesting (the bound). */
function renderList(items: Record<string, unknown>[], ordered: boolean, level: number, depth: number, out: Rendered): void {
  const indent = "   ".repeat(level - 1);
  items.forEach((item, i) => {
    referenceIndexes(item, out.cited);
    const text = titled(item);
    if (text) out.lines.push(`${indent}${ordered ? `${i + 1}.` : "-"} ${text}`);
    const nested = records(item.list);
    if (nested.length > 0 && depth < MAX_DEPTH) renderList(nested, false, level + 1, depth + 1, out);
    // Some items hold blocks of their own (a paragraph under a list item).
    for (const block of records(item.text_blocks)) renderBlock(block, depth + 1, out);
  });
}

/** A table as markdown rows: the first row is the header. Rows come as arrays of cells (strings or { snippet }). */
function renderTable(rows: unknown[], out: Rendered): void {
  const cells = rows
    .map((row) => (Array.isArray(row) ? row : isRecord(row) && Array.isArray(row.cells) ? row.cells : []))
    .map((row) => row.map((cell) => (isRecord(cell) ? titled(cell) : inline(cell)).replace(/\|/g, "/")))
    .filter((row) => row.length > 0);
  if (cells.length === 0) return;
  const width = Math.max(...cells.map((row) => row.length));
  const line = (row: string[]) => `| ${[...row, ...Array<string>(width - row.length).fill("")].join(" | ")} |`;
  out.lines.push("", line(cells[0]!), `|${" --- |".repeat(width)}`, ...cells.slice(1).map(line), "");
}

function renderBlock(block: Record<string, unknown>, depth: number, out: Rendered): void {
  referenceIndexes(block, out.cited);
  const type = stringOf(block.type) ?? "paragraph";
  if (depth > MAX_DEPTH) {
    const text = titled(block);
    if (text) out.lines.push("", text);
    return;
  }
  if (type === "heading") {
    const text = inline(block.snippet) || inline(block.title);
    if (text) out.lines.push("", `## ${text}`, "");
  } else if (type === "list" || type === "ordered_list" || type === "unordered_list") {
    const intro = titled(block);
    if (intro) out.lines.push("", intro);
    out.lines.push("");
    renderList(records(block.list), type === "ordered_list", 1, depth, out);
    out.lines.push("");
  } else if (type === "top_stories") {
    // News cards beside the overview, not its text.
    return;
  } else if (type === "comparison") {
    // Products side by side: a table with a column per product and a row per feature.
    const labels = Array.isArray(block.product_labels) ? block.product_labels.map(inline) : [];
    const rows = records(block.comparison).map((row) => [inline(row.feature), ...(Array.isArray(row.values) ? row.values.map(inline) : [])]);
    renderTable([["", ...labels], ...rows], out);
  } else if (type === "table" || Array.isArray(block.table)) {
    const intro = titled(block);
    if (intro) out.lines.push("", intro);
    renderTable(Array.isArray(block.table) ? block.table : [], out);
  } else {
    // paragraph, expandable, comparison and any type not known yet: its title, its text, then its own blocks and list.
    const text = type === "expandable" ? inline(block.title) : titled(block);
    if (text) out.lines.push("", type === "expandable" ? `### ${text}` : text);
    if (type === "expandable" && inline(block.snippet)) out.lines.push("", inline(block.snippet));
    const list = records(block.list);
    if (list.length > 0) {
      out.lines.push("");
      renderList(list, false, 1, depth, out);
    }
    for (const inner of records(block.text_blocks)) renderBlock(inner, depth + 1, out);
    if (Array.isArray(block.table)) renderTable(block.table, out);
  }
}

/** The overview's text blocks as markdown, and the reference indexes they cite. */
export function renderTextBlocks(blocks: unknown): { text: string; cited: Set<number> } {
  const out: Rendered = { lines: [], cited: new Set() };
  for (const block of records(blocks)) renderBlock(block, 1, out);
  const text = out.lines.join("\n").replace(/\n{3,}/g, "\n\n").trim();
  return { text, cited: out.cited };
}

/** Google's AI answer in a SerpApi body: the `ai_overview` object, or the top level for AI Mode. */
function answerOf(body: Record<string, unknown>, surface: SerpSurface): Record<string, unknown> | undefined {
  if (surface === "ai_mode") return body;
  return isRecord(body.ai_overview) ? body.ai_overview : undefined;
}

/** SerpApi says so in a 200 body when Google returned nothing for the query: no AI answer, not a failure. */
function isEmptySearch(body: Record<string, unknown>): boolean {
  const error = stringOf(body.error);
  return error !== undefined && /hasn't returned any results/i.test(error);
}

export type SerpApiConfig = Omit<EngineConfig, "webSearch">;

/** The catalog's `engine_model` of a SerpApi model names the surface it reads. */
function surfaceOf(model: string): SerpSurface {
  return model === "ai_mode" ? "ai_mode" : "ai_overview";
}

export function createSerpApiProvider(config: SerpApiConfig): ModelProvider {
  const name = config.name ?? hostName(config.baseUrl, "serpapi");
  const url = endpoint(config.baseUrl, "/search.json");
  const doFetch = defaultFetch(config.fetch);
  const search = (params: Record<string, string>, signal: AbortSignal | undefined) => {
    const query = new URLSearchParams({ ...params, output: "json" });
    if (config.apiKey) query.set("api_key", config.apiKey);
    return getJson({ name, url: `${url}?${query}`, headers: {}, timeoutMs: config.timeoutMs ?? DEFAULT_TIMEOUT_MS, signal, fetch: doFetch });
  };
  const surface = surfaceOf(config.model);
  const engineName = surface === "ai_mode" ? "google_ai_mode" : "google";
  return {
    name,
    async complete(req) {
      const country = req.context.country.trim().toLowerCase();
      const language = req.context.language.trim().toLowerCase();
      const params: Record<string, string> = { engine: engineName, q: req.prompt };
      if (/^[a-z]{2}$/.test(country)) params.gl = country;
      if (/^[a-z]{2}$/.test(language)) params.hl = language;
      // SerpApi serves the same search from its cache for an hour: a second sample must be a new search.
      if (req.variation?.includes(":")) params.no_cache = "true";
      let { body, status, latencyMs } = await search(params, req.signal);
      if (!isRecord(body)) throw malformed(name, status, "the body is not a JSON object");
      let searches = 1;
      if (isRecord(body.search_metadata) && stringOf(body.search_metadata.status) === "Error") {
        throw new ProviderError(`${name}: search failed: ${stringOf(body.error) ?? "no error message"}`, true, status);
      }
      let answer = answerOf(body, surface);
      // Google deferred the overview: the follow-up search fetches it (its token lives a minute or so: at once).
      const token = answer ? stringOf(answer.page_token) : undefined;
      if (answer && token && records(answer.text_blocks).length === 0) {
        const followUp = await search({ engine: "google_ai_overview", page_token: token }, req.signal);
        searches++;
        latencyMs += followUp.latencyMs;
        status = followUp.status;
        if (!isRecord(followUp.body)) throw malformed(name, status, "the follow-up body is not a JSON object");
        body = followUp.body;
        answer = isRecord(followUp.body.ai_overview) ? followUp.body.ai_overview : undefined;
      }
      const usage = { inputTokens: 0, outputTokens: 0, webSearches: searches };
      const model = surface === "ai_mode" ? "google-ai-mode" : "google-ai-overview";
      const notShown = { text: "", provider: name, latencyMs, model, surface: "serp" as const, sources: [], searchQueries: [req.prompt], usage, notShown: true as const };
      if (!answer || isEmptySearch(body as Record<string, unknown>)) return notShown;
      // Google said it could not generate one ("error" inside the overview): none was shown.
      if (stringOf(answer.error) !== undefined && records(answer.text_blocks).length === 0) return notShown;
      const rendered = renderTextBlocks(answer.text_blocks);
      // AI Mode also gives its own markdown; read it when the blocks hold no text.
      const text = rendered.text || (surface === "ai_mode" ? (stringOf(answer.reconstructed_markdown)?.trim() ?? "") : "");
      // AI Mode often leaves out `reference_indexes` (SerpApi's roadmap #4191): then every reference it lists is cited.
      const cited = rendered.cited;
      const allCited = cited.size === 0 && surface === "ai_mode";
      if (!text) {
        if (surface === "ai_mode") throw declined(name, "empty", "AI Mode returned no text blocks");
        return notShown;
      }
      const sources = new SourceCollector();
      for (const reference of records(answer.references)) {
        const index = typeof reference.index === "number" ? reference.index : undefined;
        sources.add(stringOf(reference.link), { title: stringOf(reference.title) ?? stringOf(reference.source), cited: allCited || (index !== undefined && cited.has(index)) });
      }
      return { text, provider: name, latencyMs, model, surface: "serp", sources: sources.list(), searchQueries: [req.prompt], usage };
    },
  };
}
