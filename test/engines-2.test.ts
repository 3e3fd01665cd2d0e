// The second set of engine adapters against their fixtures (dev/fixtures/engines): Perplexity's Agent API (on the
// Perplexity fixture, `/v1/agent`), xAI's Responses API with web search, Mistral's Conversations API with web search.
// The answer, its sources, the searches, usage and cost; the request each sends; errors mapped to the retry rules;
// declines. Then each adapter reading a body shaped exactly like one its provider published.
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it } from "vitest";
import { createMistralConversationsProvider } from "@/domain/providers/mistral-conversations";
import type { EngineConfig } from "@/domain/providers/openai-responses";
import { createPerplexityAgentProvider } from "@/domain/providers/perplexity-agent";
import { ProviderError, type CompletionRequest, type ModelProvider } from "@/domain/providers/types";
import { createXaiProvider } from "@/domain/providers/xai";
import { ENGINE_SOURCES, engineAnswer, footnotedText } from "../dev/fixtures/engines/answers";

type Engine = "perplexity_agent" | "xai" | "mistral_search";
const ENGINES: Engine[] = ["perplexity_agent", "xai", "mistral_search"];
/** Which fixture answers each adapter: Perplexity's Agent API lives on the Perplexity fixture, as on api.perplexity.ai. */
const FIXTURE: Record<Engine, string> = { perplexity_agent: "perplexity", xai: "xai", mistral_search: "mistral_search" };
const urls = JSON.parse(env.ENGINE_FIXTURE_URLS) as Record<string, string>;
const baseUrl = (engine: Engine) => urls[FIXTURE[engine]]!;
const origin = (engine: Engine) => new URL(baseUrl(engine)).origin;
const create: Record<Engine, (config: EngineConfig) => ModelProvider> = {
  perplexity_agent: createPerplexityAgentProvider,
  xai: createXaiProvider,
  mistral_search: createMistralConversationsProvider,
};
const PROMPT = "best crm";
const answer = engineAnswer(PROMPT);
/** ENGINE_SOURCES indexes in the order the answer first cites them (Le Monde, Acme, Reddit, Wikipedia). */
const CITED_ORDER = [3, 0, 2, 1];

function provider(engine: Engine, options: { webSearch?: boolean; timeoutMs?: number } = {}): ModelProvider {
  return create[engine]({ baseUrl: baseUrl(engine), apiKey: "fixture", model: `${engine}-model`, webSearch: options.webSearch ?? true, timeoutMs: options.timeoutMs });
}

const request = (prompt = PROMPT): CompletionRequest => ({
  modelId: "m",
  prompt,
  context: { brand: { name: "Acme", aliases: [], domain: "acme.test", website: "https://acme.test" }, competitors: [], sector: "saas", country: "FR", language: "en" },
});

async function control(engine: Engine, path: string, body?: unknown): Promise<any> {
  const res = await fetch(`${origin(engine)}${path}`, body === undefined ? {} : { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
  expect(res.status).toBe(200);
  return res.json();
}
const setMode = (engine: Engine, mode: string) => control(engine, "/__mode", { mode });
const failure = (promise: Promise<unknown>) => promise.then(() => undefined, (error: unknown) => error as ProviderError);
/** xAI's text without its inline citation links `[[N]](url)`. */
const withoutLinks = (text: string) => text.replace(/\[\[\d+\]\]\([^)\s]*\)/g, "");

afterEach(async () => {
  await Promise.all(ENGINES.map((engine) => control(engine, "/__reset", {})));
});

describe("perplexity agent, xai, mistral search: web search on", () => {
  it("perplexity agent: the footnoted answer, every result with its title, cited by its id, the query, and the reported cost", async () => {
    const result = await provider("perplexity_agent").complete(request());
    expect(result).toMatchObject({ text: footnotedText(answer), surface: "api_web_search", model: "perplexity_agent-model", searchQueries: [PROMPT] });
    expect(result.provider).toBe(new URL(baseUrl("perplexity_agent")).host);
    expect(result.sources).toEqual(ENGINE_SOURCES.map((s) => ({ url: s.url, finalUrl: null, title: s.title, citedInAnswer: s.cited })));
    expect(result.usage).toMatchObject({ webSearches: 1 });
    expect(result.usage!.inputTokens).toBeGreaterThan(0);
    expect(result.usage!.outputTokens).toBeGreaterThan(0);
    // The search alone costs $0.005: the total is what Perplexity reported, tokens included.
    expect(result.reportedCostUsd).toBeGreaterThan(0.005);
  });

  it("xai: the answer with its inline citation links, the cited pages first (titled), then the others it saw", async () => {
    const result = await provider("xai").complete(request());
    expect(withoutLinks(result.text)).toBe(answer.text);
    expect(result.text).toContain(`[[1]](${ENGINE_SOURCES[3]!.url})`);
    const order = [...CITED_ORDER, 4, 5];
    expect(result.sources.map((s) => s.url)).toEqual(order.map((i) => ENGINE_SOURCES[i]!.url));
    expect(result.sources.map((s) => [s.title, s.citedInAnswer])).toEqual(order.map((i) => (ENGINE_SOURCES[i]!.cited ? [ENGINE_SOURCES[i]!.title, true] : [null, false])));
    expect(result).toMatchObject({ surface: "api_web_search", model: "xai-model", searchQueries: answer.searchQueries, usage: { webSearches: 2 } });
    // Reported in ticks of 1e-10 USD: two searches at $5 per 1,000 and the tokens.
    expect(result.reportedCostUsd).toBeGreaterThan(0.01);
    expect(result.reportedCostUsd).toBeLessThan(0.05);
  });

  it("mistral search: the text chunks joined, each referenced page cited with its title, the queries, connector tokens as input", async () => {
    const result = await provider("mistral_search").complete(request());
    expect(result).toMatchObject({ text: answer.text, surface: "api_web_search", model: "mistral_search-model", searchQueries: answer.searchQueries });
    // Mistral returns only the pages it cites.
    expect(result.sources).toEqual(CITED_ORDER.map((i) => ({ url: ENGINE_SOURCES[i]!.url, finalUrl: null, title: ENGINE_SOURCES[i]!.title, citedInAnswer: true })));
    expect(result.usage).toMatchObject({ webSearches: 2 });
    expect(result.usage!.inputTokens).toBeGreaterThan(3000);
    expect(result.reportedCostUsd).toBeUndefined();
  });

  it("sends each provider's documented request: path, key, search tool, model", async () => {
    for (const engine of ENGINES) await provider(engine).complete(request());
    const [perplexity] = await control("perplexity_agent", "/__requests");
    expect(perplexity).toMatchObject({ path: "/v1/agent", headers: { authorization: "Bearer fixture" } });
    expect(perplexity.body).toEqual({ model: "perplexity_agent-model", input: PROMPT, max_output_tokens: 4096, tools: [{ type: "web_search", user_location: { country: "FR" } }] });
    const [xai] = await control("xai", "/__requests");
    expect(xai).toMatchObject({ path: "/v1/responses", headers: { authorization: "Bearer fixture" } });
    expect(xai.body).toEqual({ model: "xai-model", input: PROMPT, max_output_tokens: 4096, tools: [{ type: "web_search" }] });
    const [mistral] = await control("mistral_search", "/__requests");
    expect(mistral).toMatchObject({ path: "/v1/conversations", headers: { authorization: "Bearer fixture" } });
    expect(mistral.body).toEqual({ model: "mistral_search-model", inputs: PROMPT, store: false, completion_args: { max_tokens: 4096 }, tools: [{ type: "web_search" }] });
  });

  it("the Perplexity fixture answers the Agent API on its OpenAI-compatible alias too", async () => {
    const res = await fetch(`${origin("perplexity_agent")}/v1/responses`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: "Bearer fixture" },
      body: JSON.stringify({ model: "perplexity/sonar", input: PROMPT, tools: [{ type: "web_search" }], unknown_field: 1 }),
    });
    expect([res.status, await res.json()]).toEqual([400, { error: { message: "Unknown field: unknown_field.", type: "invalid_parameter", code: 400, param: "unknown_field" } }]);
  });

  it("the xAI fixture's annotations point at its inline links", async () => {
    const res = await fetch(`${baseUrl("xai")}/responses`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: "Bearer fixture" },
      body: JSON.stringify({ model: "grok-test", input: PROMPT, tools: [{ type: "web_search" }] }),
    });
    const body: any = await res.json();
    const part = body.output.at(-1).content[0];
    expect(part.annotations.map((a: any) => part.text.slice(a.start_index, a.end_index))).toEqual(CITED_ORDER.map((i, n) => `[[${n + 1}]](${ENGINE_SOURCES[i]!.url})`));
  });
});

describe("perplexity agent, xai, mistral search: web search off", () => {
  it.each(ENGINES)("%s answers from the model alone: no tool sent, no sources", async (engine) => {
    const result = await provider(engine, { webSearch: false }).complete(request());
    expect(result).toMatchObject({ text: answer.text, surface: "api", sources: [], searchQueries: [], usage: { webSearches: 0 } });
    const [recorded] = await control(engine, "/__requests");
    expect(recorded.body.tools).toBeUndefined();
  });
});

describe("perplexity agent, xai, mistral search: failures", () => {
  const badKey: Record<Engine, { status: number; message: RegExp }> = {
    perplexity_agent: { status: 401, message: /Invalid API key/ },
    // xAI answers a bad key with a 400 and a string `error`.
    xai: { status: 400, message: /Incorrect API key provided/ },
    mistral_search: { status: 401, message: /Unauthorized/ },
  };

  it.each(ENGINES)("%s: 429 is retryable after Retry-After; overload and 5xx are retryable; a bad key is not", async (engine) => {
    await setMode(engine, "rate_limited");
    expect(await failure(provider(engine).complete(request()))).toMatchObject({ retryable: true, status: 429, retryAfterSeconds: 2 });
    await setMode(engine, "overloaded");
    expect(await failure(provider(engine).complete(request()))).toMatchObject({ retryable: true, status: 503 });
    await setMode(engine, "server_error");
    expect(await failure(provider(engine).complete(request()))).toMatchObject({ retryable: true, status: 500 });
    await setMode(engine, "unauthorized");
    const unauthorized = await failure(provider(engine).complete(request()));
    expect(unauthorized).toBeInstanceOf(ProviderError);
    expect(unauthorized).toMatchObject({ retryable: false, status: badKey[engine].status });
    expect(unauthorized!.message).toMatch(badKey[engine].message);
  });

  it.each(ENGINES)("%s: an empty answer is a recorded decline, not retried", async (engine) => {
    await setMode(engine, "empty");
    expect(await failure(provider(engine).complete(request()))).toMatchObject({ retryable: false, status: 200, decline: { kind: "empty" } });
  });

  it("xai: a refusal part is a refused decline with its text", async () => {
    await setMode("xai", "refusal");
    const refused = await failure(provider("xai").complete(request()));
    expect(refused).toMatchObject({ retryable: false, decline: { kind: "refused", reason: expect.stringContaining("can't help") } });
  });

  it.each(["perplexity_agent", "mistral_search"] as const)("%s has no refusal field: a refusal is an answer without sources", async (engine) => {
    await setMode(engine, "refusal");
    const result = await provider(engine).complete(request());
    expect(result.sources).toEqual([]);
    expect(result.text).toContain("can't help");
  });

  it.each(ENGINES)("%s: a run that failed on the engine's side is retried", async (engine) => {
    await setMode(engine, "failed");
    expect(await failure(provider(engine).complete(request()))).toMatchObject({ retryable: true });
  });

  it.each(ENGINES)("%s: no answer before the deadline is a retryable timeout", async (engine) => {
    await setMode(engine, "hang");
    expect(await failure(provider(engine, { timeoutMs: 300 }).complete(request()))).toMatchObject({ retryable: true });
  });
});

/** A fetch that answers every request with `body`. */
const answering = (body: unknown, status = 200): typeof fetch => async () => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const published = (engine: Engine, body: unknown, status = 200) =>
  create[engine]({ baseUrl: "https://api.example.test/v1", apiKey: "k", model: "catalog-model", webSearch: true, fetch: answering(body, status) }).complete(request());

describe("bodies shaped like the providers' published examples", () => {
  it("perplexity agent: the docs' quickstart example (a `citation` annotation, reported cost, search_web invocations)", async () => {
    // https://docs.perplexity.ai/docs/getting-started/quickstart.md, "Agent API" tab, "Example Response" (verbatim).
    const body = {
      background: false, completed_at: 1756485272, created_at: 1756485272, error: null, frequency_penalty: 0, id: "resp_1234567890", incomplete_details: null,
      instructions: "## Abstract\n<role>\nYou are an AI assistant developed by Perplexity AI. Given a user's query, your goal is to...",
      max_output_tokens: null, max_tool_calls: null, metadata: {}, model: "openai/gpt-5.1", object: "response",
      output: [
        {
          type: "message", id: "msg_abc123", role: "assistant", status: "completed",
          content: [{ type: "output_text", text: "Recent developments in AI include...", annotations: [{ type: "citation", url: "https://example.com/article1" }], logprobs: [] }],
        },
      ],
      parallel_tool_calls: true, presence_penalty: 0, previous_response_id: null, prompt_cache_key: null, reasoning: null, safety_identifier: null, service_tier: "default",
      status: "completed", store: true, temperature: 1, text: { format: { type: "text" } }, tool_choice: "auto", tools: [{ type: "web_search" }, { type: "fetch_url" }],
      top_logprobs: 0, top_p: 1, truncation: "disabled",
      usage: {
        cost: { currency: "USD", input_cost: 0.0046, output_cost: 0.0078, tool_calls_cost: 0.005, total_cost: 0.0174 },
        input_tokens: 3681, input_tokens_details: { cached_tokens: 0 }, output_tokens: 780, output_tokens_details: { reasoning_tokens: 0 },
        tool_calls_details: { search_web: { invocation: 1 } }, total_tokens: 4461,
      },
      user: null,
    };
    const result = await published("perplexity_agent", body);
    expect(result).toMatchObject({
      text: "Recent developments in AI include...",
      model: "openai/gpt-5.1",
      sources: [{ url: "https://example.com/article1", finalUrl: null, title: null, citedInAnswer: true }],
      searchQueries: [],
      usage: { inputTokens: 3681, outputTokens: 780, webSearches: 1 },
      reportedCostUsd: 0.0174,
    });
  });

  it("perplexity agent: a recorded answer whose `[7]` names the result with id 7", async () => {
    // vercel/ai `packages/perplexity/src/__fixtures__/agent-web-search.json` @ 5d9b0b0b (a live answer recorded by the
    // Vercel AI SDK), with three of its ten results and their snippets shortened; everything else as recorded.
    const body = {
      background: false, completed_at: 1790374547, created_at: 1790374547, error: null, id: "resp_8762b9bb-2d06-44a4-b68c-412dc85b24db", incomplete_details: null,
      max_output_tokens: 1024, model: "openai/gpt-6-luna", object: "response",
      output: [
        {
          queries: ["Find the official TypeScript website and describe TypeScript in one sentence with a citation."],
          results: [
            { date: "2006-11-28", id: 1, last_updated: "2026-09-25", snippet: "TypeScript (TS) is a high-level programming language…", source: "web", title: "TypeScript - Wikipedia", url: "https://en.wikipedia.org/wiki/TypeScript" },
            { id: 7, last_updated: "2026-09-22", snippet: "TypeScript: JavaScript With Syntax For Types.…", source: "web", title: "TypeScript: JavaScript With Syntax For Types.", url: "https://www.typescriptlang.org/" },
            { date: "2021-08-27", id: 10, last_updated: "2026-09-04", snippet: "Hey folks, we're happy to announce…", source: "web", title: "Announcing the New TypeScript Homepage", url: "https://devblogs.microsoft.com/typescript/announcing-the-new-typescript-homepage/" },
          ],
          type: "search_results",
        },
        {
          content: [{ annotations: [], text: "The official TypeScript website is **typescriptlang.org**; TypeScript is a strongly typed programming language that builds on JavaScript with syntax for types.[7]", type: "output_text" }],
          id: "msg_944a7d76-2a88-40fa-9c78-213a372e8d24", role: "assistant", status: "completed", type: "message",
        },
      ],
      status: "completed", store: false, tools: [{ type: "web_search" }],
      usage: {
        cost: { cache_creation_cost: 0.00015, cache_read_cost: 0.00002, currency: "USD", input_cost: 0, output_cost: 0.00002, tool_calls_cost: 0.001, tool_calls_cost_details: { search_web: 0.001 }, total_cost: 0.00119 },
        input_tokens: 3007, input_tokens_details: { cache_creation_input_tokens: 1224, cache_read_input_tokens: 1780, cached_tokens: 1780 },
        output_tokens: 36, output_tokens_details: { reasoning_tokens: 0 }, tool_calls_details: { search_web: { cost_usd: 0.001, invocation: 1 } }, total_tokens: 3043,
      },
    };
    const result = await published("perplexity_agent", body);
    expect(result.sources.map((s) => [s.url, s.title, s.citedInAnswer])).toEqual([
      ["https://en.wikipedia.org/wiki/TypeScript", "TypeScript - Wikipedia", false],
      ["https://www.typescriptlang.org/", "TypeScript: JavaScript With Syntax For Types.", true],
      ["https://devblogs.microsoft.com/typescript/announcing-the-new-typescript-homepage/", "Announcing the New TypeScript Homepage", false],
    ]);
    expect(result).toMatchObject({ model: "openai/gpt-6-luna", searchQueries: body.output[0]!.queries, usage: { inputTokens: 3007, outputTokens: 36, webSearches: 1 }, reportedCostUsd: 0.00119 });
  });

  it("xai: a recorded web search answer (name + arguments call, url_citation annotations without titles)", async () => {
    // vercel/ai `packages/xai/src/responses/__fixtures__/xai-web-search-tool.1.json` @ 562aae6f (a live xAI response
    // recorded by the Vercel AI SDK; xAI's docs print no full REST body), verbatim but for the answer text, shortened.
    const body = {
      created_at: 1762189566, id: "25de2f84-163c-6e9e-e42e-cd1dbd6f9ed0", max_output_tokens: null, model: "grok-4-fast-reasoning", object: "response",
      output: [
        { arguments: '{"query":"what is xAI","num_results":5}', call_id: "", name: "web_search", type: "web_search_call", id: "fc_25de2f84-163c-6e9e-e42e-cd1dbd6f9ed0_0", status: "completed" },
        {
          content: [
            {
              type: "output_text",
              text: "xAI is an American artificial intelligence company founded by Elon Musk in July 2023.",
              logprobs: [],
              annotations: [
                { type: "url_citation", url: "https://www.ibm.com/think/topics/explainable-ai" },
                { type: "url_citation", url: "https://x.ai/company" },
                { type: "url_citation", url: "https://en.wikipedia.org/wiki/XAI_%28company%29" },
                { type: "url_citation", url: "https://x.ai/" },
                { type: "url_citation", url: "https://www.owkin.com/a-z-of-ai-for-healthcare/xai" },
              ],
            },
          ],
          id: "msg_25de2f84-163c-6e9e-e42e-cd1dbd6f9ed0", role: "assistant", type: "message", status: "completed",
        },
      ],
      parallel_tool_calls: true, previous_response_id: null, reasoning: { effort: null, summary: null }, temperature: null, text: { format: { type: "text" } },
      tool_choice: "auto", tools: [{ type: "web_search", search_context_size: "medium" }], top_p: null,
      usage: {
        input_tokens: 1941, input_tokens_details: { cached_tokens: 947 }, output_tokens: 583, output_tokens_details: { reasoning_tokens: 380 },
        total_tokens: 2524, num_sources_used: 0, num_server_side_tools_used: 1,
      },
      user: null, incomplete_details: null, status: "completed", store: true, metadata: {},
    };
    const result = await published("xai", body);
    expect(result).toMatchObject({ model: "grok-4-fast-reasoning", searchQueries: ["what is xAI"], usage: { inputTokens: 1941, outputTokens: 583, webSearches: 1 } });
    expect(result.sources).toHaveLength(5);
    for (const source of result.sources) expect(source).toMatchObject({ title: null, citedInAnswer: true });
    expect(result.reportedCostUsd).toBeUndefined();
  });

  it("xai: a 2026 usage block (server-side tool details, cost in ticks of 1e-10 USD)", async () => {
    // The `usage` of vercel/ai `packages/xai/src/responses/__fixtures__/issue-19652-live-generate.json` @ 435d8530
    // (sanitized live grok-4.6 response; its `output` was emptied there), on an answer with one search.
    const usage = {
      input_tokens: 5165, input_tokens_details: { cached_tokens: 1152 }, output_tokens: 891, output_tokens_details: { reasoning_tokens: 860 }, total_tokens: 6056,
      num_sources_used: 0, num_server_side_tools_used: 1, cost_in_usd_ticks: 189480000,
      server_side_tool_usage_details: { web_search_calls: 1, x_search_calls: 0, code_interpreter_calls: 0, file_search_calls: 0, mcp_calls: 0, document_search_calls: 0, image_generation_calls: 0 },
      context_details: { input_tokens: 4087, output_tokens: 489 },
    };
    const output = [
      { type: "web_search_call", id: "ws_1", status: "completed", action: { type: "search", query: "acme pricing", sources: [{ type: "url", url: "https://acme.test/pricing" }] } },
      { type: "message", id: "msg_1", role: "assistant", status: "completed", content: [{ type: "output_text", text: "Acme starts at $12.", annotations: [] }] },
    ];
    const result = await published("xai", { id: "sanitized-live-response", model: "grok-4.6", object: "response", output, status: "completed", usage });
    expect(result).toMatchObject({ model: "grok-4.6", searchQueries: ["acme pricing"], usage: { inputTokens: 5165, outputTokens: 891, webSearches: 1 } });
    expect(result.sources).toEqual([{ url: "https://acme.test/pricing", finalUrl: null, title: null, citedInAnswer: false }]);
    expect(result.reportedCostUsd).toBeCloseTo(0.018948, 9);
  });

  it("xai: the 400 a bad key gets, with its string `error`", async () => {
    // As reported by third parties (no xAI page prints it): `{"code": "...", "error": "Incorrect API key provided: …"}`.
    const body = { code: "Client specified an invalid argument", error: "Incorrect API key provided: xai-****. You can obtain an API key from https://console.x.ai." };
    const error = await failure(published("xai", body, 400));
    expect(error).toMatchObject({ retryable: false, status: 400 });
    expect(error!.message).toContain("Incorrect API key provided");
  });

  it("mistral search: the web search guide's example conversation", async () => {
    // mistralai/platform-docs-public `public/studio-api/agents/agent-tools/websearch.md` ("output" tab), verbatim.
    const body = {
      conversation_id: "conv_06835b734f2776bb80008fa7a309bf5a",
      outputs: [
        { type: "tool.execution", name: "web_search", object: "entry", created_at: "2025-05-27T12:59:33.171501Z", completed_at: "2025-05-27T12:59:34.828228Z", id: "tool_exec_06835b7352be74d38000b3523a0cce2e" },
        {
          type: "message.output",
          content: [
            { type: "text", text: "The last winner of the European Football Cup was Spain, who won the UEFA Euro 2024 by defeating England 2-1 in the final" },
            { type: "tool_reference", tool: "web_search", title: "UEFA Euro Winners List from 1960 to today - MARCA in English", url: "https://www.marca.com/en/football/uefa-euro/winners.html", source: "brave" },
            { type: "tool_reference", tool: "web_search", title: "UEFA Euro winners: Know the champions - full list", url: "https://www.olympics.com/en/news/uefa-european-championships-euro-winners-list-champions", source: "brave" },
            { type: "tool_reference", tool: "web_search", title: "Full list of UEFA European Championship winners", url: "https://www.givemesport.com/football-european-championship-winners/", source: "brave" },
            { type: "text", text: "." },
          ],
          object: "entry", created_at: "2025-05-27T12:59:35.457474Z", completed_at: "2025-05-27T12:59:36.156233Z", id: "msg_06835b7377517a3680009b05207112ce",
          agent_id: "ag_06835b734cc47dec8000b5f8f860b672", model: "mistral-medium-latest", role: "assistant",
        },
      ],
      usage: { prompt_tokens: 188, completion_tokens: 55, total_tokens: 7355, connector_tokens: 7112, connectors: { web_search: 1 } },
      object: "conversation.response",
    };
    const result = await published("mistral_search", body);
    expect(result).toMatchObject({
      text: "The last winner of the European Football Cup was Spain, who won the UEFA Euro 2024 by defeating England 2-1 in the final.",
      model: "mistral-medium-latest",
      searchQueries: [],
      usage: { inputTokens: 188 + 7112, outputTokens: 55, webSearches: 1 },
    });
    expect(result.sources.map((s) => [s.title, s.citedInAnswer])).toEqual([
      ["UEFA Euro Winners List from 1960 to today - MARCA in English", true],
      ["UEFA Euro winners: Know the champions - full list", true],
      ["Full list of UEFA European Championship winners", true],
    ]);
  });

  it("mistral search: a 401 `{message: \"Unauthorized\"}` is final, a 422's `detail` too", async () => {
    expect(await failure(published("mistral_search", { message: "Unauthorized", request_id: "abc" }, 401))).toMatchObject({ retryable: false, status: 401 });
    expect(await failure(published("mistral_search", { detail: [{ type: "missing", loc: ["body", "inputs"], msg: "Field required" }] }, 422))).toMatchObject({ retryable: false, status: 422 });
  });
});
