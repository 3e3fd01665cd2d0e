// The five engine fixtures (dev/fixtures/engines, started by global setup) over HTTP from the Workers runtime:
// each provider's ok body, an error mode, and the request limit.
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it } from "vitest";
import { ENGINE_SOURCES, engineAnswer, footnotedText } from "../../dev/fixtures/engines/answers";

type Engine = "openai" | "perplexity" | "gemini" | "anthropic" | "mistral";
const urls = JSON.parse(env.ENGINE_FIXTURE_URLS) as Record<Engine, string>;
const origin = (engine: Engine) => new URL(urls[engine]).origin;
const PROMPT = "best crm";
const answer = engineAnswer(PROMPT);

/** Each engine's API call for PROMPT with its web search on (Mistral has none); `key: false` leaves the key out. */
function call(engine: Engine, { key = true } = {}): Promise<Response> {
  const json = { "Content-Type": "application/json" };
  const requests: Record<Engine, [string, Record<string, string>, unknown]> = {
    openai: [`${urls.openai}/responses`, { ...json, Authorization: "Bearer fixture" }, { model: "gpt-test", input: PROMPT, tools: [{ type: "web_search" }], include: ["web_search_call.action.sources"] }],
    perplexity: [`${urls.perplexity}/chat/completions`, { ...json, Authorization: "Bearer fixture" }, { model: "sonar", messages: [{ role: "user", content: PROMPT }] }],
    gemini: [`${urls.gemini}/models/gemini-test:generateContent`, { ...json, "x-goog-api-key": "fixture" }, { contents: [{ role: "user", parts: [{ text: PROMPT }] }], tools: [{ google_search: {} }] }],
    anthropic: [
      `${urls.anthropic}/messages`,
      { ...json, "x-api-key": "fixture", "anthropic-version": "2023-06-01" },
      { model: "claude-test", max_tokens: 1024, messages: [{ role: "user", content: PROMPT }], tools: [{ type: "web_search_20250305", name: "web_search", max_uses: 3 }] },
    ],
    mistral: [`${urls.mistral}/chat/completions`, { ...json, Authorization: "Bearer fixture" }, { model: "mistral-test", messages: [{ role: "system", content: "Be brief." }, { role: "user", content: PROMPT }], temperature: 0.2 }],
  };
  const [url, headers, body] = requests[engine];
  if (!key) for (const name of ["Authorization", "x-goog-api-key", "x-api-key"]) delete headers[name];
  return fetch(url, { method: "POST", headers, body: JSON.stringify(body) });
}

async function control(engine: Engine, path: string, body?: unknown): Promise<any> {
  const res = await fetch(`${origin(engine)}${path}`, body === undefined ? {} : { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
  expect(res.status).toBe(200);
  return res.json();
}

const ENGINES: Engine[] = ["openai", "perplexity", "gemini", "anthropic", "mistral"];
afterEach(async () => {
  await Promise.all(ENGINES.map((engine) => control(engine, "/__reset", {})));
});

describe("engine fixtures: ok answers", () => {
  it("OpenAI Responses: a web_search_call with queries and sources, then output_text with UTF-16 url_citation spans", async () => {
    const body: any = await (await call("openai")).json();
    expect(body).toMatchObject({ object: "response", status: "completed", model: "gpt-test" });
    const [search, message] = body.output;
    expect(search.action).toEqual({ type: "search", queries: ["best crm", "best crm reviews"], sources: ENGINE_SOURCES.map((s) => ({ type: "url", url: s.url })) });
    const text: string = message.content[0].text;
    expect(text).toBe(answer.text);
    expect(message.content[0].annotations.map((a: any) => [text.slice(a.start_index, a.end_index), a.url])).toEqual(
      answer.citations.map((c) => [c.text, `${ENGINE_SOURCES[c.sourceIndex]!.url}?utm_source=openai`]),
    );
    expect(body.usage.total_tokens).toBe(body.usage.input_tokens + body.usage.output_tokens);
    const [recorded] = await control("openai", "/__requests");
    expect(recorded).toMatchObject({ path: "/v1/responses", headers: { authorization: "Bearer fixture" }, body: { model: "gpt-test" } });
  });

  it("Perplexity: [n] markers indexing the six citations, search_results and a cost that adds up", async () => {
    const body: any = await (await call("perplexity")).json();
    expect(body.choices[0].message.content).toBe(footnotedText(answer));
    expect(body.citations).toEqual(ENGINE_SOURCES.map((s) => s.url));
    expect(body.search_results.map((r: any) => r.title)).toEqual(ENGINE_SOURCES.map((s) => s.title));
    const { cost } = body.usage;
    expect(body.usage.num_search_queries).toBe(1);
    expect(cost.request_cost).toBe(0.005);
    expect(cost.total_cost).toBeCloseTo(cost.input_tokens_cost + cost.output_tokens_cost + cost.request_cost, 9);
  });

  it("Gemini: grounding supports in UTF-8 bytes, chunks behind redirect links on the fixture", async () => {
    const body: any = await (await call("gemini")).json();
    const candidate = body.candidates[0];
    const bytes = new TextEncoder().encode(candidate.content.parts[0].text);
    const { groundingChunks, groundingSupports, webSearchQueries } = candidate.groundingMetadata;
    expect(webSearchQueries).toEqual(answer.searchQueries);
    expect(groundingSupports[0].segment.startIndex).toBeUndefined();
    for (const { segment } of groundingSupports) expect(new TextDecoder().decode(bytes.slice(segment.startIndex ?? 0, segment.endIndex))).toBe(segment.text);
    expect(groundingChunks[0].web.title).toBe("acme.test");
    const redirect = await fetch(groundingChunks[0].web.uri, { method: "HEAD", redirect: "manual" });
    expect([redirect.status, redirect.headers.get("location")]).toEqual([302, "https://acme.test/pricing"]);
    expect((await fetch(`${origin("gemini")}/grounding-api-redirect/unknown`, { redirect: "manual" })).status).toBe(404);
  });

  it("Anthropic: server_tool_use per query, the results, and cited text blocks that join into the answer", async () => {
    const body: any = await (await call("anthropic")).json();
    expect(body.content.filter((b: any) => b.type === "server_tool_use").map((b: any) => b.input.query)).toEqual(answer.searchQueries);
    expect(body.content.filter((b: any) => b.type === "web_search_tool_result").flatMap((b: any) => b.content.map((r: any) => r.url))).toEqual(ENGINE_SOURCES.map((s) => s.url));
    // The text blocks after the preamble ("I'll search for that.").
    const texts = body.content.filter((b: any) => b.type === "text").slice(1);
    expect(texts.map((b: any) => b.text).join("")).toBe(answer.text);
    expect(texts.filter((b: any) => b.citations).length).toBe(4);
    expect(body).toMatchObject({ stop_reason: "end_turn", usage: { server_tool_use: { web_search_requests: 2 } } });
  });

  it("Mistral (chat completions): the plain answer text, no sources or markers, and usage that adds up", async () => {
    const body: any = await (await call("mistral")).json();
    expect(body).toMatchObject({ object: "chat.completion", model: "mistral-test" });
    expect(body.choices).toEqual([{ index: 0, message: { role: "assistant", content: answer.text, refusal: null }, finish_reason: "stop" }]);
    expect(Object.keys(body).sort()).toEqual(["choices", "created", "id", "model", "object", "usage"]);
    expect(body.usage.total_tokens).toBe(body.usage.prompt_tokens + body.usage.completion_tokens);
    const [recorded] = await control("mistral", "/__requests");
    expect(recorded).toMatchObject({ path: "/v1/chat/completions", headers: { authorization: "Bearer fixture" } });
  });
});

describe("engine fixtures: failures and limits", () => {
  it("answers each provider's error body: no key, overloaded, refusal", async () => {
    expect(await (await call("anthropic", { key: false })).json()).toMatchObject({ type: "error", error: { type: "authentication_error" } });
    await control("anthropic", "/__mode", { mode: "overloaded" });
    const overloaded = await call("anthropic");
    expect([overloaded.status, ((await overloaded.json()) as any).error.type]).toEqual([529, "overloaded_error"]);
    await control("gemini", "/__mode", { mode: "refusal" });
    expect(await (await call("gemini")).json()).toMatchObject({ promptFeedback: { blockReason: "SAFETY" } });
    await control("openai", "/__mode", { mode: "rate_limited" });
    const limited = await call("openai");
    expect([limited.status, limited.headers.get("retry-after")]).toEqual([429, "2"]);
    expect(await limited.json()).toEqual({ error: { message: expect.any(String), type: "requests", param: null, code: "rate_limit_exceeded" } });
  });

  it("Mistral (chat completions): OpenAI-shaped 401, 400, 503, refusal and content_filter", async () => {
    const noKey = await call("mistral", { key: false });
    expect([noKey.status, ((await noKey.json()) as any).error.code]).toEqual([401, "invalid_api_key"]);
    const bad = await fetch(`${urls.mistral}/chat/completions`, { method: "POST", headers: { Authorization: "Bearer fixture" }, body: "{" });
    expect([bad.status, ((await bad.json()) as any).error.type]).toEqual([400, "invalid_request_error"]);
    await control("mistral", "/__mode", { mode: "overloaded" });
    const overloaded = await call("mistral");
    expect([overloaded.status, await overloaded.json()]).toEqual([503, { error: { message: expect.any(String), type: "service_unavailable_error", param: null, code: "service_unavailable" } }]);
    await control("mistral", "/__mode", { mode: "refusal" });
    expect(((await (await call("mistral")).json()) as any).choices[0]).toMatchObject({ message: { content: null, refusal: expect.any(String) }, finish_reason: "stop" });
    await control("mistral", "/__mode", { mode: "safety_block" });
    expect(((await (await call("mistral")).json()) as any).choices[0]).toMatchObject({ message: { content: "" }, finish_reason: "content_filter" });
  });

  it("enforces requestsPerMinute with a Retry-After until the window frees a slot", async () => {
    await control("perplexity", "/__config", { requestsPerMinute: 2 });
    const answers = [];
    for (let i = 0; i < 3; i++) {
      const res = await call("perplexity");
      answers.push({ status: res.status, retryAfter: res.headers.get("retry-after"), body: await res.json() });
    }
    expect(answers.map((a) => a.status)).toEqual([200, 200, 429]);
    expect(Number(answers[2]!.retryAfter)).toBeGreaterThanOrEqual(59);
    expect(answers[2]!.body).toMatchObject({ error: { type: "request_rate_limit_exceeded", code: 429 } });
    expect(await control("perplexity", "/__stats")).toEqual({ served: 2, rateLimited: 1, inFlight: 0, maxInFlight: 1 });
  });
});
