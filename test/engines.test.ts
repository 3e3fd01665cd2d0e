// Each engine adapter against its fixture server (dev/fixtures/engines), which speaks the provider's documented JSON:
// the answer, its sources, search queries, usage and cost; errors mapped to the retry rules; declines recorded;
// and an audit run through the runner with one key per engine.
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { auditQueries, audits } from "@/db/schema";
import {
  createAnthropicProvider,
  createGeminiProvider,
  createOpenAIResponsesProvider,
  createPerplexityProvider,
  ProviderError,
  withFallback,
  type CompletionRequest,
  type EngineConfig,
  type ModelProvider,
} from "@/domain/providers/routing";
import { MAX_QUERY_ATTEMPTS, publicError, runQuery } from "@/jobs/audit-runner";
import { ENGINE_SOURCES, engineAnswer, footnotedText } from "../dev/fixtures/engines/answers";
import { callJson } from "./helpers/client";
import { addCompetitors, createAgency, createAuditWithQueries, createClient, db } from "./helpers/factories";

type Engine = "openai" | "perplexity" | "gemini" | "anthropic";
const ENGINES: Engine[] = ["openai", "perplexity", "gemini", "anthropic"];
const urls = JSON.parse(env.ENGINE_FIXTURE_URLS) as Record<Engine, string>;
const origin = (engine: Engine) => new URL(urls[engine]).origin;
const create: Record<Engine, (config: EngineConfig) => ModelProvider> = {
  openai: createOpenAIResponsesProvider,
  perplexity: createPerplexityProvider,
  gemini: createGeminiProvider,
  anthropic: createAnthropicProvider,
};
const PROMPT = "best crm";
const answer = engineAnswer(PROMPT);

function provider(engine: Engine, options: { webSearch?: boolean; timeoutMs?: number; apiKey?: string } = {}): ModelProvider {
  return create[engine]({ baseUrl: urls[engine], apiKey: options.apiKey ?? "fixture", model: `${engine}-model`, webSearch: options.webSearch ?? true, timeoutMs: options.timeoutMs });
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

afterEach(async () => {
  await Promise.all(ENGINES.map((engine) => control(engine, "/__reset", {})));
});

describe("engine adapters, web search on", () => {
  const expectedText: Record<Engine, string> = { openai: answer.text, perplexity: footnotedText(answer), gemini: answer.text, anthropic: answer.text };

  it.each(ENGINES)("%s: the answer, every source with its title and whether the text cites it, the searches and the usage", async (engine) => {
    const result = await provider(engine).complete(request());
    expect(result.text).toBe(expectedText[engine].trim());
    expect(result.surface).toBe("api_web_search");
    expect(result.provider).toBe(new URL(urls[engine]).host);
    expect(result.model.length).toBeGreaterThan(0);
    // Gemini names its sources by redirect links, resolved here to the pages they lead to; its titles are domains.
    const pages = result.sources.map((s) => (engine === "gemini" ? s.finalUrl : s.url));
    expect(pages).toEqual(ENGINE_SOURCES.map((s) => s.url));
    expect(result.sources.map((s) => s.citedInAnswer)).toEqual(ENGINE_SOURCES.map((s) => s.cited));
    // OpenAI titles only what it cites (its sources list is URLs alone).
    expect(result.sources.map((s) => s.title)).toEqual(ENGINE_SOURCES.map((s) => (engine === "gemini" ? s.domain : engine === "openai" && !s.cited ? null : s.title)));
    if (engine === "gemini") for (const s of result.sources) expect(s.url).toContain("/grounding-api-redirect/");
    else for (const s of result.sources) expect(s.finalUrl).toBeNull();
    // Perplexity does not say what it searched; the others do.
    expect(result.searchQueries).toEqual(engine === "perplexity" ? [] : [PROMPT, `${PROMPT} reviews`]);
    expect(result.usage!.inputTokens).toBeGreaterThan(0);
    expect(result.usage!.outputTokens).toBeGreaterThan(0);
    expect(result.usage!.webSearches).toBeGreaterThan(0);
    // Perplexity reports its own price; the others are priced from the catalog.
    if (engine === "perplexity") expect(result.reportedCostUsd).toBeGreaterThan(0.005);
    else expect(result.reportedCostUsd).toBeUndefined();
  });

  it("gemini: resolves redirect links on Google's host or the API's own, never one that only has the path", async () => {
    // The fixture's real answer, with every grounding link moved to another host (an internal address) on its way back.
    const fetched: string[] = [];
    const poisoned: typeof fetch = async (input, init) => {
      const url = String(input instanceof Request ? input.url : input);
      fetched.push(url);
      const res = await fetch(input, init);
      if (!url.includes(":generateContent")) return res;
      const body = (await res.text()).replaceAll(`${origin("gemini")}/grounding-api-redirect/`, "http://169.254.169.254/grounding-api-redirect/");
      return new Response(body, { status: res.status, headers: res.headers });
    };
    const result = await createGeminiProvider({ baseUrl: urls.gemini, apiKey: "fixture", model: "gemini-model", webSearch: true, fetch: poisoned }).complete(request());
    expect(result.sources.length).toBe(ENGINE_SOURCES.length);
    for (const s of result.sources) expect(s).toMatchObject({ url: expect.stringContaining("http://169.254.169.254/grounding-api-redirect/"), finalUrl: null });
    expect(fetched.filter((url) => url.includes("169.254"))).toEqual([]);
  });

  it("sends each provider's documented request: key header, search tool, country, model", async () => {
    for (const engine of ENGINES) await provider(engine).complete(request());
    const [openai] = await control("openai", "/__requests");
    expect(openai.body).toMatchObject({ model: "openai-model", input: PROMPT, tools: [{ type: "web_search", user_location: { type: "approximate", country: "FR" } }], include: ["web_search_call.action.sources"] });
    const [anthropic] = await control("anthropic", "/__requests");
    expect(anthropic.body).toMatchObject({ model: "anthropic-model", messages: [{ role: "user", content: PROMPT }], tools: [{ type: "web_search_20250305", name: "web_search", user_location: { country: "FR" } }] });
    expect(JSON.stringify(anthropic)).toContain("2023-06-01");
    const [gemini] = await control("gemini", "/__requests");
    expect(gemini.path).toContain("/models/gemini-model:generateContent");
    expect(gemini.body).toMatchObject({ contents: [{ role: "user", parts: [{ text: PROMPT }] }], tools: [{ google_search: {} }] });
    const [perplexity] = await control("perplexity", "/__requests");
    expect(perplexity.body).toMatchObject({ model: "perplexity-model", messages: [{ role: "user", content: PROMPT }] });
  });
});

describe("engine adapters, web search off", () => {
  it.each(["openai", "gemini", "anthropic"] as const)("%s answers from the model alone: no tool sent, no sources", async (engine) => {
    const result = await provider(engine, { webSearch: false }).complete(request());
    expect(result).toMatchObject({ surface: "api", sources: [], searchQueries: [] });
    expect(result.text).toContain("Acme");
    const [recorded] = await control(engine, "/__requests");
    expect(recorded.body.tools).toBeUndefined();
  });
});

describe("engine adapters, failures", () => {
  it.each(ENGINES)("%s: 429 is retryable after Retry-After; overload and 5xx are retryable; a bad key is not", async (engine) => {
    await setMode(engine, "rate_limited");
    expect(await failure(provider(engine).complete(request()))).toMatchObject({ retryable: true, status: 429, retryAfterSeconds: 2 });
    await setMode(engine, "overloaded");
    const overloaded = await failure(provider(engine).complete(request()));
    expect(overloaded).toMatchObject({ retryable: true, status: engine === "anthropic" ? 529 : 503 });
    expect(publicError(overloaded!)).toMatch(/failed \(HTTP 5\d\d\)/);
    await setMode(engine, "server_error");
    expect(await failure(provider(engine).complete(request()))).toMatchObject({ retryable: true, status: 500 });
    await setMode(engine, "unauthorized");
    const unauthorized = await failure(provider(engine).complete(request()));
    expect(unauthorized).toMatchObject({ retryable: false });
    expect(publicError(unauthorized!)).toMatch(/credentials|refused the request/);
  });

  it.each(ENGINES)("%s: an empty answer is a recorded decline, not retried", async (engine) => {
    await setMode(engine, "empty");
    const empty = await failure(provider(engine).complete(request()));
    expect(empty).toBeInstanceOf(ProviderError);
    expect(empty).toMatchObject({ retryable: false, decline: { kind: "empty" } });
    expect(publicError(empty!)).toBe("The engine returned an empty answer.");
  });

  it.each([
    ["openai", "refusal", "refused"],
    ["openai", "safety_block", "blocked"],
    ["gemini", "refusal", "blocked"],
    ["gemini", "safety_block", "blocked"],
    ["anthropic", "refusal", "refused"],
  ] as const)("%s %s is a %s decline with its reason", async (engine, mode, kind) => {
    await setMode(engine, mode);
    const declined = await failure(provider(engine).complete(request()));
    expect(declined).toMatchObject({ retryable: false, decline: { kind } });
    expect(declined!.decline!.reason.length).toBeGreaterThan(0);
  });

  it("perplexity has no refusal field: a refusal is an answer like any other, without sources", async () => {
    await setMode("perplexity", "refusal");
    const result = await provider("perplexity").complete(request());
    expect(result.sources).toEqual([]);
    expect(result.text.length).toBeGreaterThan(0);
  });

  it("openai: what the model wrote before its web search is left out when an answer follows it", async () => {
    // The order of OpenAI's own output items: a message, the search, then the answer (openai-openapi `Response.output`).
    const body = {
      id: "resp_1",
      object: "response",
      status: "completed",
      model: "gpt-4o-2024-08-06",
      output: [
        { type: "message", id: "msg_0", role: "assistant", status: "completed", content: [{ type: "output_text", text: "Let me search the web for that.", annotations: [] }] },
        { type: "web_search_call", id: "ws_1", status: "completed", action: { type: "search", query: "best crm", sources: [{ type: "url", url: "https://acme.test/pricing" }] } },
        { type: "message", id: "msg_1", role: "assistant", status: "completed", content: [{ type: "output_text", text: "Acme is the most recommended CRM.", annotations: [{ type: "url_citation", url: "https://acme.test/pricing", title: "Acme pricing", start_index: 0, end_index: 4 }] }] },
      ],
      usage: { input_tokens: 100, output_tokens: 20, total_tokens: 120 },
    };
    const replay: typeof fetch = async () => new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } });
    const result = await createOpenAIResponsesProvider({ baseUrl: urls.openai, apiKey: "fixture", model: "gpt-4o", webSearch: true, fetch: replay }).complete(request());
    expect(result.text).toBe("Acme is the most recommended CRM.");
    expect(result.sources).toEqual([{ url: "https://acme.test/pricing", finalUrl: null, title: "Acme pricing", citedInAnswer: true }]);
    // Without a search, the one message is the answer.
    const plain = { ...body, output: [body.output[0]] };
    const alone: typeof fetch = async () => new Response(JSON.stringify(plain), { status: 200 });
    expect((await createOpenAIResponsesProvider({ baseUrl: urls.openai, apiKey: "fixture", model: "gpt-4o", webSearch: true, fetch: alone }).complete(request())).text).toBe("Let me search the web for that.");
  });

  it("openai: a response that failed inside a 200 is retried when the engine says its server failed", async () => {
    await setMode("openai", "failed");
    expect(await failure(provider("openai").complete(request()))).toMatchObject({ retryable: true });
  });

  it.each(ENGINES)("%s: a slow answer past the deadline is a retryable timeout", async (engine) => {
    await setMode(engine, "hang");
    const timedOut = await failure(provider(engine, { timeoutMs: 300 }).complete(request()));
    expect(timedOut).toMatchObject({ retryable: true });
    expect(publicError(timedOut!)).toBe("The model provider did not answer in time.");
  });
});

describe("audits on the engines' APIs", () => {
  /** The Worker's env with one key per engine, each engine's endpoint its fixture. */
  const engineEnv = () => ({
    ...env,
    PROVIDER_MODE: "auto",
    OPENAI_API_KEY: "fixture",
    OPENAI_BASE_URL: urls.openai,
    PERPLEXITY_API_KEY: "fixture",
    PERPLEXITY_BASE_URL: urls.perplexity,
    GEMINI_API_KEY: "fixture",
    GEMINI_BASE_URL: urls.gemini,
    ANTHROPIC_API_KEY: "fixture",
    ANTHROPIC_BASE_URL: urls.anthropic,
    XAI_API_KEY: "fixture",
    XAI_BASE_URL: (urls as Record<string, string>).xai,
    MISTRAL_API_KEY: "fixture",
    MISTRAL_BASE_URL: (urls as Record<string, string>).mistral,
  });

  it("records each engine's answer with its sources, search queries, tokens and cost, totals the audit's cost, and checks own-domain sources", async () => {
    const { account, key } = await createAgency();
    const client = await createClient(account.id, { name: "Acme", domain: "acme.test", website: env.SITE_FIXTURE_URL });
    await addCompetitors(account.id, client.id, ["Globex", "Initech"]);
    const models = ["gpt-4o-search", "perplexity-sonar", "gemini-pro-search", "claude-sonnet-search", "gpt-4o", "grok-search", "mistral-large-search", "mistral-large"];
    const { audit, queries } = await createAuditWithQueries(account.id, client.id, models.map((modelId) => ({ prompt: PROMPT, modelId })));
    for (const query of queries) await runQuery(db(), engineEnv(), query.id);
    expect((await db().select().from(audits).where(eq(audits.id, audit.id)))[0]).toMatchObject({ status: "completed", completedQueries: 8 });

    const results = (await callJson(`/audits/${audit.id}/results`, { key })).body.data as any[];
    const byModel = new Map(results.map((r) => [r.model_id, r]));
    // Each engine's own API: Perplexity's Agent API, xAI's Responses API, Mistral's Conversations API with search, its
    // chat completions without.
    expect(byModel.get("perplexity-sonar").engine_model).toBe("perplexity/sonar");
    expect(byModel.get("mistral-large")).toMatchObject({ surface: "api", sources: [] });
    for (const model of ["grok-search", "mistral-large-search"]) {
      const r = byModel.get(model);
      expect(r, model).toMatchObject({ status: "completed", surface: "api_web_search", brand_mentioned: true });
      expect(r.sources.length, model).toBeGreaterThan(0);
      expect(r.search_queries.length, model).toBeGreaterThan(0);
    }
    for (const model of models.slice(0, 4)) {
      const r = byModel.get(model);
      expect(r, model).toMatchObject({ status: "completed", surface: "api_web_search", brand_mentioned: true, list_position: 1 });
      expect(r.sources).toHaveLength(ENGINE_SOURCES.length);
      // acme.test is the client's domain: its sources are its own, wherever the engine's link pointed.
      expect(r.sources.filter((s: { is_own_domain: boolean }) => s.is_own_domain)).toHaveLength(2);
      expect(r.sources.find((s: { domain: string }) => s.domain === "lemonde.fr")).toMatchObject({ cited_in_answer: true });
      expect(r.cost_usd).toBeGreaterThan(0);
    }
    expect(byModel.get("gemini-pro-search").sources[0]).toMatchObject({ final_url: "https://acme.test/pricing", domain: "acme.test", title: "acme.test" });
    // The Agent API says what Perplexity searched for (Sonar chat completions did not).
    expect(byModel.get("perplexity-sonar").search_queries).toEqual([PROMPT]);
    expect(byModel.get("claude-sonnet-search").search_queries).toEqual([PROMPT, `${PROMPT} reviews`]);
    // gpt-4o without search: the same engine and key, asked without the tool.
    expect(byModel.get("gpt-4o")).toMatchObject({ surface: "api", sources: [], search_queries: [], usage: { web_searches: 0 } });
    // claude-sonnet-search: $3 and $15 per million tokens, $10 per 1,000 searches.
    const claude = byModel.get("claude-sonnet-search");
    expect(claude.cost_usd).toBeCloseTo((claude.usage.input_tokens * 3 + claude.usage.output_tokens * 15) / 1e6 + (claude.usage.web_searches * 10) / 1000, 5);
    const total = results.reduce((sum, r) => sum + r.cost_usd, 0);
    expect((await callJson(`/audits/${audit.id}`, { key })).body.data.cost_usd).toBeCloseTo(total, 5);
    // The sources on the client's domain were checked like the text's URLs (acme.test cannot be reached from the
    // tests: unverified), the page only a source names included.
    const checked = (await callJson(`/clients/${client.id}/hallucinated-urls?state=all`, { key })).body.data as { url: string }[];
    expect(checked.map((h) => h.url).sort()).toEqual(["https://acme.test/blog/black-friday-2023", "https://acme.test/pricing"]);
  });

  it("asks Perplexity's Agent API by default, and Sonar chat completions with PERPLEXITY_API=sonar", async () => {
    const { account } = await createAgency();
    const client = await createClient(account.id);
    const { queries } = await createAuditWithQueries(account.id, client.id, [{ prompt: "Agent?", modelId: "perplexity-sonar" }, { prompt: "Sonar?", modelId: "perplexity-sonar" }]);
    await runQuery(db(), engineEnv(), queries[0]!.id);
    await runQuery(db(), { ...engineEnv(), PERPLEXITY_API: "sonar" }, queries[1]!.id);
    const sent = (await control("perplexity", "/__requests")) as { path: string; body: { model: string } }[];
    expect(sent.map((r) => [r.path, r.body.model])).toEqual([["/v1/agent", "perplexity/sonar"], ["/chat/completions", "sonar"]]);
  });

  it("asks Perplexity's other API when one answers 404, 405 or 410, and no other when it fails otherwise", async () => {
    const answered = { text: "ok", provider: "p", latencyMs: 1, model: "m", surface: "api_web_search" as const, sources: [], searchQueries: [], usage: null };
    const failing = (status: number): ModelProvider => ({ name: "first", complete: async () => { throw new ProviderError(`HTTP ${status}`, false, status); } });
    const second: ModelProvider = { name: "second", complete: async () => answered };
    for (const status of [404, 405, 410]) expect(await withFallback(failing(status), second).complete(request())).toBe(answered);
    expect(await failure(withFallback(failing(401), second).complete(request()))).toMatchObject({ status: 401 });
  });

  it("retries an overloaded engine through the queue, and records a refusal as a failed query with its reason, refunded", async () => {
    const { account } = await createAgency();
    const client = await createClient(account.id);
    const { audit, queries } = await createAuditWithQueries(account.id, client.id, [
      { prompt: "Overloaded?", modelId: "claude-sonnet-search" },
      { prompt: "Refused?", modelId: "gpt-4o-search" },
    ]);
    await setMode("anthropic", "overloaded");
    expect(await runQuery(db(), engineEnv(), queries[0]!.id)).toMatchObject({ kind: "retry", error: "The model provider failed (HTTP 529)." });
    await setMode("anthropic", "ok");
    await db().update(auditQueries).set({ leaseUntil: null }).where(eq(auditQueries.id, queries[0]!.id));
    expect(await runQuery(db(), engineEnv(), queries[0]!.id)).toEqual({ kind: "completed", auditFinished: false });

    await setMode("openai", "refusal");
    expect(await runQuery(db(), engineEnv(), queries[1]!.id)).toEqual({ kind: "failed", auditFinished: true });
    const [refused] = await db().select().from(auditQueries).where(eq(auditQueries.id, queries[1]!.id));
    expect(refused!.attempts).toBe(1);
    expect(refused!.error).toBe("The engine refused to answer. (after 1 attempt)");
    expect((await db().select().from(audits).where(eq(audits.id, audit.id)))[0]).toMatchObject({ status: "completed", completedQueries: 1, failedQueries: 1 });
    expect(MAX_QUERY_ATTEMPTS).toBeGreaterThan(1);
  });

  it("paces the calls to an engine across consumers: a slot within reach is waited for, a far one sends the query back without counting an attempt", async () => {
    const { account } = await createAgency();
    const client = await createClient(account.id);
    const prompts = ["First?", "Second?", "Third?"];
    const { queries } = await createAuditWithQueries(account.id, client.id, prompts.map((prompt) => ({ prompt, modelId: "claude-sonnet-search" })));
    // 30 a minute: one call every 2 s, whichever consumer makes it (a fresh Redis prefix: this test's pace alone).
    const paced = { ...engineEnv(), ANTHROPIC_REQUESTS_PER_MINUTE: "30", RATE_LIMIT_PREFIX: `pace-${crypto.randomUUID()}` };
    const started = Date.now();
    expect(await runQuery(db(), paced, queries[0]!.id)).toEqual({ kind: "completed", auditFinished: false });
    expect(await runQuery(db(), paced, queries[1]!.id)).toEqual({ kind: "completed", auditFinished: false });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_900);
    // 1 a minute: the next slot is a minute away, beyond what a consumer waits.
    const slow = { ...paced, ANTHROPIC_REQUESTS_PER_MINUTE: "1", RATE_LIMIT_PREFIX: `pace-${crypto.randomUUID()}` };
    expect(await runQuery(db(), slow, queries[2]!.id)).toEqual({ kind: "completed", auditFinished: true });
    const { audit: next, queries: more } = await createAuditWithQueries(account.id, client.id, [{ prompt: "Fourth?", modelId: "claude-sonnet-search" }]);
    const outcome = await runQuery(db(), slow, more[0]!.id);
    expect(outcome).toMatchObject({ kind: "throttled" });
    expect((outcome as { delaySeconds: number }).delaySeconds).toBeGreaterThanOrEqual(40);
    expect((outcome as { delaySeconds: number }).delaySeconds).toBeLessThanOrEqual(60);
    const [row] = await db().select().from(auditQueries).where(eq(auditQueries.id, more[0]!.id));
    expect(row).toMatchObject({ status: "queued", attempts: 0, error: null });
    expect(row!.leaseUntil!.getTime()).toBeGreaterThan(Date.now() + 30_000);
    expect((await db().select().from(audits).where(eq(audits.id, next.id)))[0]!.completedQueries).toBe(0);
    // The engine was asked three times, never for the throttled query.
    expect((await control("anthropic", "/__stats")).served).toBe(3);
  });
});
