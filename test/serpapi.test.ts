// Google's AI Overviews and AI Mode through SerpApi: the adapter against its fixture server (dev/fixtures/engines/
// serpapi.ts, SerpApi's documented JSON), a body shaped like SerpApi's published examples, and audits whose Google
// showed no AI Overview: measured, paid for, left out of the rates and counted apart.
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { auditQueries, audits } from "@/db/schema";
import { createSerpApiProvider, renderTextBlocks } from "@/domain/providers/serpapi";
import { ProviderError, type CompletionRequest } from "@/domain/providers/routing";
import { runQuery } from "@/jobs/audit-runner";
import { ENGINE_SOURCES, engineAnswer, serpOutcome } from "../dev/fixtures/engines/answers";
import { callJson, expectError } from "./helpers/client";
import { connect, data, text } from "./helpers/mcp";
import { addCompetitors, balanceAndLedger, createAgency, createAuditWithQueries, createClient, db } from "./helpers/factories";

const urls = JSON.parse(env.ENGINE_FIXTURE_URLS) as Record<string, string>;
const origin = new URL(urls.serpapi!).origin;
const PROMPT = "best crm";

const overview = (options: { apiKey?: string; fetch?: typeof fetch; model?: string } = {}) =>
  createSerpApiProvider({ baseUrl: urls.serpapi!, apiKey: options.apiKey ?? "fixture", model: options.model ?? "ai_overview", fetch: options.fetch });

const request = (prompt = PROMPT, country = "DE", language = "de"): CompletionRequest => ({
  modelId: "google-ai-overview",
  prompt,
  context: { brand: { name: "Acme", aliases: [], domain: "acme.test", website: "https://acme.test" }, competitors: [], sector: "saas", country, language },
});

async function control(path: string, body?: unknown): Promise<any> {
  const res = await fetch(`${origin}${path}`, body === undefined ? {} : { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
  expect(res.status).toBe(200);
  return res.json();
}
const setMode = (mode: string) => control("/__mode", { mode });
const failure = (promise: Promise<unknown>) => promise.then(() => undefined, (error: unknown) => error as ProviderError);

afterEach(async () => {
  await control("/__reset", {});
});

describe("the SerpApi adapter", () => {
  it("reads an AI Overview as markdown with its list numbers, its references as sources, cited where a block points at them", async () => {
    // A prompt for which the fixture's `ok` mode shows the overview inline.
    const prompt = ["best crm", "crm for startups", "top crm", "crm tools", "which crm", "crm software", "good crm", "crm list"].find((p) => serpOutcome(p) === "inline")!;
    const result = await overview().complete(request(prompt));
    const a = engineAnswer(prompt);
    expect(result.notShown).toBeUndefined();
    expect(result.surface).toBe("serp");
    expect(result.text).toContain("## Options at a glance");
    expect(result.text).toContain(a.citations[0]!.text);
    expect(result.text).toContain("- **Acme**: the most recommended choice, Café-friendly.");
    expect(result.text).toContain("| Acme | Support |");
    expect(result.sources.map((s) => s.url)).toEqual(ENGINE_SOURCES.map((s) => s.url));
    // Cited: the paragraph's reference 3, the items' 0, 2, 1 and the table's 4; not 5.
    expect(result.sources.map((s) => s.citedInAnswer)).toEqual([true, true, true, true, true, false]);
    expect(result.usage).toEqual({ inputTokens: 0, outputTokens: 0, webSearches: 1 });
    expect(result.searchQueries).toEqual([prompt]);
    // The query as SerpApi documents it: the key and the location in the query string.
    const [sent] = await control("/__requests");
    expect(sent.method).toBe("GET");
    expect(sent.query).toMatchObject({ engine: "google", q: prompt, gl: "de", hl: "de", api_key: "fixture" });
  });

  it("fetches a deferred overview with its page token, as a second search", async () => {
    await setMode("deferred");
    const result = await overview().complete(request());
    expect(result.text).toContain("## Options at a glance");
    expect(result.usage!.webSearches).toBe(2);
    const sent = (await control("/__requests")) as { query: Record<string, string> }[];
    expect(sent.map((r) => r.query.engine)).toEqual(["google", "google_ai_overview"]);
    expect(sent[1]!.query.page_token).toMatch(/^fixture-token-/);
  });

  it("says Google showed no AI Overview when the results have none, and AI Mode likewise when Google returned nothing", async () => {
    await setMode("no_answer");
    const none = await overview().complete(request());
    expect(none).toMatchObject({ notShown: true, text: "", sources: [], usage: { webSearches: 1 } });
    const mode = await overview({ model: "ai_mode" }).complete(request());
    expect(mode).toMatchObject({ notShown: true, text: "" });
    await setMode("ok");
    const shown = await overview({ model: "ai_mode" }).complete(request());
    expect(shown.text).toContain("## Options at a glance");
    expect(((await control("/__requests")) as { query: Record<string, string> }[]).at(-1)!.query.engine).toBe("google_ai_mode");
  });

  it("maps SerpApi's errors to the retry rules: a bad key and used-up searches are final, the hourly limit and 5xx are retried", async () => {
    expect(await failure(overview({ apiKey: "" }).complete(request()))).toMatchObject({ status: 401, retryable: false });
    await setMode("rate_limited");
    expect(await failure(overview().complete(request()))).toMatchObject({ status: 429, retryable: true, retryAfterSeconds: 2 });
    await setMode("overloaded");
    expect(await failure(overview().complete(request()))).toMatchObject({ status: 503, retryable: true });
    // Out of searches is a 429 too, but waiting does not help.
    const usedUp: typeof fetch = async () => new Response(JSON.stringify({ error: "Your account has run out of searches." }), { status: 429 });
    const error = await failure(overview({ fetch: usedUp }).complete(request()));
    expect(error).toMatchObject({ status: 429, retryable: false });
    expect(error!.message).toContain("run out of searches");
  });

  it("reads blocks shaped like SerpApi's published examples: nested lists, expandable sections, tables, comparisons", () => {
    const { text, cited } = renderTextBlocks([
      { type: "paragraph", snippet: "Drop shipping is a retail model.\nStores keep no stock.", reference_indexes: [0, 1] },
      { type: "heading", snippet: "Here are some steps:" },
      {
        type: "list",
        list: [
          { snippet: "Choose a niche", reference_indexes: [3] },
          { title: "Find a supplier:", snippet: "consider these:", list: [{ snippet: "Profit margin", reference_indexes: [6] }, { snippet: "Shipping" }] },
          { snippet: "Build an online store" },
        ],
      },
      { type: "expandable", title: "Dropshipping Suppliers", subtitle: "Examples", text_blocks: [{ type: "list", list: [{ snippet: "Spocket" }, { snippet: "Modalyst", reference_indexes: [8] }] }] },
      { type: "table", table: [["IrAE", "Description"], ["Pulmonary", "Pneumonitis"], ["Hepatic", "Hepatitis | liver"]] },
      { type: "comparison", product_labels: ["Phone 16", "Phone 15"], comparison: [{ feature: "Front camera", values: ["12 MP", "12 MP"] }] },
      { type: "top_stories", top_stories: [{ title: "A news story", link: "https://news.test/x" }] },
    ]);
    expect(text).toBe(
      [
        "Drop shipping is a retail model. Stores keep no stock.",
        "",
        "## Here are some steps:",
        "",
        "- Choose a niche",
        "- **Find a supplier**: consider these:",
        "   - Profit margin",
        "   - Shipping",
        "- Build an online store",
        "",
        "### Dropshipping Suppliers",
        "",
        "- Spocket",
        "- Modalyst",
        "",
        "| IrAE | Description |",
        "| --- | --- |",
        "| Pulmonary | Pneumonitis |",
        "| Hepatic | Hepatitis / liver |",
        "",
        "|  | Phone 16 | Phone 15 |",
        "| --- | --- | --- |",
        "| Front camera | 12 MP | 12 MP |",
      ].join("\n"),
    );
    expect([...cited].sort()).toEqual([0, 1, 3, 6, 8]);
  });
});

describe("audits on Google's AI surfaces", () => {
  const serpEnv = () => ({ ...env, PROVIDER_MODE: "auto", SERPAPI_API_KEY: "fixture", SERPAPI_BASE_URL: urls.serpapi, SERPAPI_REQUESTS_PER_MINUTE: "600" });

  it("records 'no AI Overview' as its own outcome: paid, left out of the rates, counted in answers_shown", async () => {
    const { account, key } = await createAgency();
    const client = await createClient(account.id, { name: "Acme", domain: "acme.test", country: "DE", language: "en" });
    await addCompetitors(account.id, client.id, ["Globex"]);
    const { audit, queries } = await createAuditWithQueries(account.id, client.id, [
      { prompt: "Shown?", modelId: "google-ai-overview" },
      { prompt: "Not shown?", modelId: "google-ai-overview" },
      { prompt: "Mode?", modelId: "google-ai-mode" },
    ]);
    const before = await balanceAndLedger(account.id);
    await setMode("deferred");
    expect(await runQuery(db(), serpEnv(), queries[0]!.id)).toMatchObject({ kind: "completed" });
    await setMode("no_answer");
    expect(await runQuery(db(), serpEnv(), queries[1]!.id)).toMatchObject({ kind: "completed" });
    await setMode("ok");
    expect(await runQuery(db(), serpEnv(), queries[2]!.id)).toMatchObject({ kind: "completed", auditFinished: true });
    expect((await db().select().from(audits).where(eq(audits.id, audit.id)))[0]).toMatchObject({ status: "completed", completedQueries: 3, failedQueries: 0 });
    // Nothing refunded: the searches were made.
    expect((await balanceAndLedger(account.id)).balance).toBe(before.balance);

    const results = (await callJson(`/audits/${audit.id}/results`, { key })).body.data as any[];
    const byPrompt = new Map(results.map((r) => [r.prompt, r]));
    expect(byPrompt.get("Shown?")).toMatchObject({ answer_shown: true, surface: "serp", brand_mentioned: true, usage: { web_searches: 2 } });
    expect(byPrompt.get("Shown?").sources.length).toBe(ENGINE_SOURCES.length);
    // $15 per 1,000 searches, two searches.
    expect(byPrompt.get("Shown?").cost_usd).toBeCloseTo(0.03, 6);
    expect(byPrompt.get("Not shown?")).toMatchObject({ status: "completed", answer_shown: false, answer: null, brand_mentioned: null, position: null, sentiment: null, citations: [], sources: [], cost_usd: 0.015 });
    expect(byPrompt.get("Mode?")).toMatchObject({ answer_shown: true, surface: "serp" });
    // Filtering by mention leaves the unshown query out both ways.
    expect((await callJson(`/audits/${audit.id}/results?mentioned=false`, { key })).body.data).toHaveLength(0);

    // An assistant reads the same outcome through MCP.
    const mcp = await connect(key);
    const listed = await mcp.callTool({ name: "list_results", arguments: { audit_id: audit.id } });
    expect(text(listed)).toContain(`[google-ai-overview] "Not shown?": Google showed no AI answer`);
    expect((await data(mcp, "get_result", { result_id: byPrompt.get("Not shown?").id })).answer_shown).toBe(false);
    // Over time too: each audit of the trend says how often Google showed one.
    const trend = await mcp.callTool({ name: "get_visibility_summary", arguments: { client_id: client.id } });
    expect((trend.structuredContent as { audits: { answers_shown: unknown[] }[] }).audits.at(-1)!.answers_shown).toContainEqual(expect.objectContaining({ model_id: "google-ai-overview", queries: 2, shown: 1, rate: 50 }));
    expect(text(trend)).toContain("google-ai-overview shown for 50 % of its queries");
    await mcp.close();

    const scores = (await callJson(`/audits/${audit.id}/scores`, { key })).body.data;
    expect(scores.overall).toMatchObject({ answers: 2, visibility: 100 });
    expect(scores.by_model.map((m: { model_id: string; answers: number }) => [m.model_id, m.answers])).toEqual([["google-ai-mode", 1], ["google-ai-overview", 1]]);
    expect(scores.answers_shown).toEqual([
      { model_id: "google-ai-mode", queries: 1, shown: 1, rate: 100, rate_ci95: expect.any(Object) },
      { model_id: "google-ai-overview", queries: 2, shown: 1, rate: 50, rate_ci95: { low: expect.any(Number), high: expect.any(Number) } },
    ]);
  });

  it("fails an audit whose every query Google answered without an AI answer, saying so, rather than scoring it 0", async () => {
    const { account, key } = await createAgency();
    const client = await createClient(account.id, { name: "Acme", country: "DE", language: "en" });
    const { audit, queries } = await createAuditWithQueries(account.id, client.id, [{ prompt: "None?", modelId: "google-ai-overview" }, { prompt: "Still none?", modelId: "google-ai-overview" }]);
    await setMode("no_answer");
    for (const q of queries) await runQuery(db(), serpEnv(), q.id);
    const done = (await callJson(`/audits/${audit.id}`, { key })).body.data;
    expect(done).toMatchObject({ status: "failed", error: expect.stringContaining("Google showed no AI answer for any of the 2 answered queries") });
    expect(done.score).toBeUndefined();
  });

  it("asks SerpApi afresh for a second sample: its cache would give the same page", async () => {
    await overview().complete({ ...request(), variation: "12:2" });
    await overview().complete({ ...request(), variation: "12" });
    const sent = (await control("/__requests")) as { query: Record<string, string> }[];
    expect(sent.map((r) => r.query.no_cache ?? null)).toEqual(["true", null]);
  });

  it("leaves Google's surfaces out where Google shows no AI Overviews: unavailable with the reason, refused when asked", async () => {
    const { account, key } = await createAgency();
    const french = await createClient(account.id, { name: "Maison", country: "FR", language: "fr" });
    const models = (await callJson("/models?country=fr", { key })).body.data as any[];
    expect(models.find((m) => m.id === "google-ai-overview")).toMatchObject({ available: false, unavailable_reason: expect.stringContaining("Google shows no AI Overviews in FR") });
    expect(models.find((m) => m.id === "google-ai-mode")).toMatchObject({ available: false, unavailable_reason: expect.stringContaining("Google shows no AI Mode in FR") });
    expect(models.find((m) => m.id === "gpt-4o")).toMatchObject({ available: true, unavailable_reason: null });
    expect((await callJson("/models?country=DE", { key })).body.data.find((m: { id: string }) => m.id === "google-ai-overview")).toMatchObject({ available: true });
    expect(expectError((await callJson("/models?country=FRA", { key })).body, 400).param).toBe("country");

    const launch = (body: unknown) => callJson("/audits/launch", { key, method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
    const asked = await launch({ client_id: french.id, model_ids: ["gpt-4o", "google-ai-overview"] });
    expect(expectError(asked.body, 400)).toMatchObject({ param: "model_ids.1", message: expect.stringContaining(`model 'google-ai-overview' is unavailable for client ${french.id}`) });
    // Without model_ids, every active model that can measure something for the client.
    const launched = await launch({ client_id: french.id });
    expect(launched.status).toBe(200);
    expect(launched.body.data.model_ids).not.toContain("google-ai-overview");
    expect(launched.body.data.model_ids).toContain("gpt-4o");
    const german = await createClient(account.id, { name: "Haus", country: "DE", language: "de" });
    const everywhere = await launch({ client_id: german.id });
    expect(everywhere.body.data.model_ids).toEqual(expect.arrayContaining(["google-ai-overview", "google-ai-mode"]));
    const [rows] = [await db().select().from(auditQueries).where(eq(auditQueries.auditId, everywhere.body.data.id))];
    expect(rows!.length).toBeGreaterThan(0);
  });
});
