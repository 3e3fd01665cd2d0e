// The Audits group end to end: launch (credits, validation, idempotency), the queue run, results and scores.
import { createExecutionContext, env, SELF, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createApp } from "@/app";
import { and, eq } from "drizzle-orm";
import { audits, creditLedger } from "@/db/schema";
import { BASE, call, callJson, expectError, randomIp } from "./helpers/client";
import { addCompetitors, balanceAndLedger, createAgency, createAnsweredAudit, createClient, db, setBalance } from "./helpers/factories";
import { waitFor } from "./helpers/wait";

async function launch(key: string, body: unknown, headers: Record<string, string> = {}) {
  return callJson("/audits/launch", { key, method: "POST", headers: { "Content-Type": "application/json", ...headers }, body: JSON.stringify(body) });
}

function waitForAudit(key: string, id: number) {
  return waitFor(async () => (await callJson(`/audits/${id}`, { key })).body.data, (audit: { status: string; [field: string]: any }) => audit.status === "completed" || audit.status === "failed", 15_000);
}


describe("POST /audits/launch", () => {
  it("debits prompts × model prices, queues the audit, runs it to completion and scores it", async () => {
    const { account, key } = await createAgency();
    const client = await createClient(account.id, { name: "Maison Lumière", aliases: ["Lumiere"], domain: "maison-lumiere.fr", website: "https://www.maison-lumiere.fr", language: "fr", keywords: ["hôtel boutique"] });
    await addCompetitors(account.id, client.id, ["Hotel Soleil", "Grand Meridian"]);
    const { status, body } = await launch(key, { client_id: client.id, model_ids: ["gpt-4o", "mistral-large"], prompts: ["Quel est le meilleur hôtel boutique à Paris ?", "Quel hôtel choisir pour un week-end spa ?"] });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ client_id: client.id, status: "queued", model_ids: ["gpt-4o", "mistral-large"], prompt_count: 2, total_queries: 4, completed_queries: 0, failed_queries: 0, credits_cost: 6, trigger: "api", scheduled_audit_id: null });
    expect(body.data).not.toHaveProperty("score");
    expect(await balanceAndLedger(account.id)).toEqual({ ledger: 494, balance: 494 });

    const done = await waitForAudit(key, body.data.id);
    expect(done).toMatchObject({ status: "completed", completed_queries: 4, failed_queries: 0, error: null });
    expect(done.score).toBeGreaterThanOrEqual(0);
    expect(done.score).toBeLessThanOrEqual(100);

    const results = await callJson(`/audits/${body.data.id}/results`, { key });
    expect(results.body.pagination.total).toBe(4);
    for (const r of results.body.data) {
      expect(r).toMatchObject({ audit_id: body.data.id, status: "completed", provider: "offline", surface: "offline", engine_model: `offline:${r.model_id}` });
      expect(typeof r.answer).toBe("string");
      expect(typeof r.brand_mentioned).toBe("boolean");
      // Models without search have no sources; their cost is their tokens at the catalog's list prices.
      expect(r).toMatchObject({ sources: [], search_queries: [], usage: { web_searches: 0 } });
      const prices = r.model_id === "gpt-4o" ? [2.5, 10] : [2, 6];
      const expected = (r.usage.input_tokens * prices[0]! + r.usage.output_tokens * prices[1]!) / 1e6;
      expect(r.cost_usd).toBeCloseTo(expected, 5);
    }
    const totalCost = results.body.data.reduce((sum: number, r: { cost_usd: number }) => sum + r.cost_usd, 0);
    expect(done.cost_usd).toBeCloseTo(totalCost, 6);
    const scores = await callJson(`/audits/${body.data.id}/scores`, { key });
    expect(scores.status).toBe(200);
    expect(scores.body.data.overall.score).toBe(done.score);
    expect(scores.body.data.overall.answers).toBe(4);
    expect(scores.body.data.by_model.map((m: { model_id: string }) => m.model_id)).toEqual(["gpt-4o", "mistral-large"]);
    expect(scores.body.data.competitors.map((c: { name: string }) => c.name).sort()).toEqual(["Grand Meridian", "Hotel Soleil"]);
    expect(scores.body.data.previous_audit_id).toBeNull();

    // The client's site (maison-lumiere.fr) is not reachable from the tests: the checklist ran and says
    // `unknown` rather than a false `fail`.
    const checklist = await callJson(`/clients/${client.id}/geo-checklist`, { key });
    expect(checklist.body.data.summary).toMatchObject({ total: 11, fail: 0 });

    const view = await callJson(`/clients/${client.id}/360`, { key });
    expect(view.body.data.audit_count).toBe(1);
    expect(view.body.data.latest_audit).toEqual({
      id: body.data.id,
      name: body.data.name,
      score: done.score,
      visibility: scores.body.data.overall.visibility,
      share_of_voice: scores.body.data.overall.share_of_voice,
      score_ci95: scores.body.data.overall.score_ci95,
      visibility_ci95: scores.body.data.overall.visibility_ci95,
      model_ids: ["gpt-4o", "mistral-large"],
      completed_at: done.completed_at,
    });

    // A second audit compares itself with the first.
    const second = await launch(key, { client_id: client.id, model_ids: ["gpt-4o"], prompts: ["Quel hôtel à Lyon ?"] });
    await waitForAudit(key, second.body.data.id);
    const secondScores = await callJson(`/audits/${second.body.data.id}/scores`, { key });
    expect(secondScores.body.data.previous_audit_id).toBe(body.data.id);
    expect(secondScores.body.data.delta.score).toBe(secondScores.body.data.overall.score - done.score);
  });

  it("asks each prompt × model `samples` times, charges each, and scores them with their 95 % intervals", async () => {
    const { account, key } = await createAgency();
    const client = await createClient(account.id, { name: "Maison Lumière", domain: "maison-lumiere.fr", language: "fr" });
    const { status, body } = await launch(key, { client_id: client.id, model_ids: ["gpt-4o", "mistral-large"], prompts: ["Quel hôtel à Paris ?", "Quel spa à Lyon ?"], samples: 3 });
    expect(status).toBe(200);
    // 2 prompts × (gpt-4o 2 + mistral-large 1 credits) × 3 samples = 18
    expect(body.data).toMatchObject({ samples: 3, total_queries: 12, credits_cost: 18 });
    expect(await balanceAndLedger(account.id)).toEqual({ ledger: 482, balance: 482 });
    const [entry] = await db().select().from(creditLedger).where(and(eq(creditLedger.accountId, account.id), eq(creditLedger.reason, "audit_launch")));
    expect(entry!.description).toContain("2 prompts × 2 models × 3 samples");
    await waitForAudit(key, body.data.id);
    const results = await callJson(`/audits/${body.data.id}/results?per_page=100`, { key });
    const cells = results.body.data.map((r: { prompt: string; model_id: string; sample: number }) => `${r.prompt}|${r.model_id}|${r.sample}`);
    expect(new Set(cells).size).toBe(12);
    expect(results.body.data.map((r: { sample: number }) => r.sample).sort()).toEqual([1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3]);
    const scores = await callJson(`/audits/${body.data.id}/scores`, { key });
    const overall = scores.body.data.overall;
    expect(overall.answers).toBe(12);
    for (const field of ["score", "visibility", "share_of_voice", "citation_rate"]) {
      const interval = overall[`${field}_ci95`];
      if (field !== "share_of_voice" || interval !== null) {
        expect(interval.low, field).toBeLessThanOrEqual(overall[field]);
        expect(interval.high, field).toBeGreaterThanOrEqual(overall[field]);
      }
    }
  });

  it("keeps the sources, search queries, tokens and cost of answers with web search, apart from the text's citations", async () => {
    const { account, key } = await createAgency();
    const client = await createClient(account.id, { name: "Maison Lumière", domain: "maison-lumiere.fr", website: "https://www.maison-lumiere.fr", language: "fr", sector: "hospitality" });
    await addCompetitors(account.id, client.id, ["Hotel Soleil"]);
    const prompts = ["Quel est le meilleur hôtel boutique à Paris ?", "Quel hôtel choisir pour un week-end spa ?", "Un hôtel de charme près du Louvre ?"];
    const { body } = await launch(key, { client_id: client.id, model_ids: ["gpt-4o-search"], prompts, samples: 2 });
    const done = await waitForAudit(key, body.data.id);
    expect(done.status).toBe("completed");
    const results = (await callJson(`/audits/${body.data.id}/results`, { key })).body.data as any[];
    expect(results).toHaveLength(6);
    for (const r of results) {
      expect(r.surface).toBe("offline");
      expect(r.search_queries[0]).toBe(r.prompt);
      expect(r.usage.web_searches).toBe(r.search_queries.length);
      expect(r.sources.length).toBeGreaterThanOrEqual(2);
      for (const source of r.sources) {
        expect(Object.keys(source).sort()).toEqual(["cited_in_answer", "domain", "final_url", "is_own_domain", "title", "url"]);
        expect(source.is_own_domain).toBe(source.domain === "maison-lumiere.fr");
      }
      // gpt-4o-search: $2.50 and $10 per million tokens, $10 per 1,000 searches.
      const expected = (r.usage.input_tokens * 2.5 + r.usage.output_tokens * 10) / 1e6 + (r.usage.web_searches * 10) / 1000;
      expect(r.cost_usd).toBeCloseTo(expected, 5);
    }
    // French pages for a French client, the kinds of sites engines cite.
    const domains = new Set(results.flatMap((r) => r.sources.map((source: { domain: string }) => source.domain)));
    expect([...domains].some((d) => ["fr.wikipedia.org", "lemonde.fr", "quechoisir.org", "reddit.com", "lefigaro.fr", "amazon.fr", "youtube.com"].includes(d))).toBe(true);
    expect(done.cost_usd).toBeCloseTo(results.reduce((sum, r) => sum + r.cost_usd, 0), 6);
  });

  it.each(["paused", "archived"] as const)("refuses to audit a %s client with 409 naming client_id, and charges nothing", async (status) => {
    const { account, key } = await createAgency();
    const client = await createClient(account.id, { status });
    const refused = await launch(key, { client_id: client.id, model_ids: ["mistral-large"], prompts: ["Anyone?"] });
    expect(refused.status).toBe(409);
    const error = expectError(refused.body, 409);
    expect(error).toMatchObject({ param: "client_id", message: `Client ${client.id} is ${status}: only active clients are audited.` });
    expect(await balanceAndLedger(account.id)).toEqual({ balance: 500, ledger: 500 });
  });

  it("generates prompts in the client's language when none are given, and refuses what the balance cannot pay", async () => {
    const { account, key } = await createAgency();
    const client = await createClient(account.id, { language: "de", country: "DE", keywords: ["Elektroauto"] });
    // 10 generated prompts × (2 + 2 + 2 + 1 + 1 + 2 + 3 + 3 + 3 + 3 + 2 + 2) credits of every active model = 260
    // (Google's AI surfaces included: they are shown in Germany).
    const first = await launch(key, { client_id: client.id });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ prompt_count: 10, total_queries: 120, credits_cost: 260 });
    const results = await callJson(`/audits/${first.body.data.id}/results?per_page=1`, { key });
    expect(results.body.data[0].prompt).toContain("Elektroauto");
    // 500 − 260 = 240 left: the second launch needs 260.
    const refused = await launch(key, { client_id: client.id });
    expect(refused.status).toBe(402);
    const error = expectError(refused.body, 402);
    expect(error.message).toContain("needs 260 credits");
    expect((refused.body as { error: { details: unknown } }).error.details).toEqual({ needed: 260, available: 240 });
    expect(await balanceAndLedger(account.id)).toEqual({ ledger: 240, balance: 240 });
  });

  it("frees an Idempotency-Key whose launch was refused for credits, so the retry after a top-up goes through", async () => {
    const { account, key } = await createAgency();
    const client = await createClient(account.id);
    await setBalance(account.id, 1);
    const body = { client_id: client.id, model_ids: ["gpt-4o"], prompts: ["Top-up first?"] };
    expect((await launch(key, body, { "Idempotency-Key": "after-top-up" })).status).toBe(402);
    await setBalance(account.id, 10);
    const retried = await launch(key, body, { "Idempotency-Key": "after-top-up" });
    expect(retried.status).toBe(200);
    expect(retried.headers.get("idempotent-replayed")).toBeNull();
    expect(await balanceAndLedger(account.id)).toEqual({ ledger: 8, balance: 8 });
  });

  it("refuses, in production, models that no real provider answers", async () => {
    const { account, key } = await createAgency();
    const client = await createClient(account.id);
    const app = createApp();
    const ctx = createExecutionContext();
    const res = await app.request(
      "/api/v1/audits/launch",
      { method: "POST", headers: { "X-Api-Key": key, "Content-Type": "application/json", "CF-Connecting-IP": "198.51.100.7" }, body: JSON.stringify({ client_id: client.id, model_ids: ["gpt-4o"], prompts: ["Real?"] }) },
      { ...env, ENVIRONMENT: "production", PROVIDER_MODE: undefined },
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect(res.status).toBe(400);
    expect(expectError(await res.json(), 400)).toMatchObject({ param: "model_ids.0", message: expect.stringContaining("not available") });
    expect(await balanceAndLedger(account.id)).toEqual({ ledger: 500, balance: 500 });
    // Without model_ids, the models a provider answers here: with OpenAI's key only, OpenAI's.
    const ctx2 = createExecutionContext();
    const byDefault = await app.request(
      "/api/v1/audits/launch",
      { method: "POST", headers: { "X-Api-Key": key, "Content-Type": "application/json", "CF-Connecting-IP": "198.51.100.7" }, body: JSON.stringify({ client_id: client.id, prompts: ["Real?"] }) },
      { ...env, ENVIRONMENT: "production", PROVIDER_MODE: undefined, OPENAI_API_KEY: "sk-test", OPENAI_BASE_URL: "http://127.0.0.1:9" },
      ctx2,
    );
    await waitOnExecutionContext(ctx2);
    expect(byDefault.status).toBe(200);
    expect(((await byDefault.json()) as { data: { model_ids: string[] } }).data.model_ids.sort()).toEqual(["gpt-4o", "gpt-4o-search"]);
  });

  it("replays the same Idempotency-Key without charging twice, and refuses it with another body", async () => {
    const { account, key } = await createAgency();
    const client = await createClient(account.id);
    const body = { client_id: client.id, model_ids: ["mistral-large"], prompts: ["Best brand?"] };
    const first = await launch(key, body, { "Idempotency-Key": "launch-1" });
    const again = await launch(key, body, { "Idempotency-Key": "launch-1" });
    expect(again.status).toBe(200);
    expect(again.body.data.id).toBe(first.body.data.id);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(await balanceAndLedger(account.id)).toEqual({ ledger: 499, balance: 499 });
    // A bad key is named once, as the client writes it.
    const badKey = await launch(key, body, { "Idempotency-Key": "with space" });
    expect(expectError(badKey.body, 400).message).toBe("Header 'Idempotency-Key' must be 1 to 255 visible ASCII characters.");
    const conflict = await launch(key, { ...body, prompts: ["Another question?"] }, { "Idempotency-Key": "launch-1" });
    expect(conflict.status).toBe(409);
    expectError(conflict.body, 409);
    // The same key on another account is another key.
    const other = await createAgency();
    const otherClient = await createClient(other.account.id);
    expect((await launch(other.key, { ...body, client_id: otherClient.id }, { "Idempotency-Key": "launch-1" })).status).toBe(200);
  });

  it.each([
    [{}, "client_id"],
    [{ client_id: "12" }, "client_id"],
    [{ client_id: 0 }, "client_id"],
    [{ client_id: 1, model_ids: [] }, "model_ids"],
    [{ client_id: 1, model_ids: ["gpt-4o", "gpt-4o"] }, "model_ids"],
    [{ client_id: 1, model_ids: ["GPT 4"] }, "model_ids.0"],
    [{ client_id: 1, prompts: ["ok?", ""] }, "prompts.1"],
    [{ client_id: 1, prompts: "what?" }, "prompts"],
    [{ client_id: 1, name: 42 }, "name"],
    [{ client_id: 1, extra: true }, "extra"],
    [{ client_id: 1, name: "nul\u0000byte" }, "name"],
    [{ client_id: 1, prompts: ["lone \ud800 surrogate?"] }, "prompts.0"],
    [{ client_id: 1, samples: 0 }, "samples"],
    [{ client_id: 1, samples: 6 }, "samples"],
    [{ client_id: 1, samples: 2.5 }, "samples"],
    [{ client_id: 1, samples: "3" }, "samples"],
  ])("rejects %j naming %s", async (body, field) => {
    const { key } = await createAgency();
    const { status, body: res } = await launch(key, body);
    expect(status).toBe(400);
    const error = expectError(res, 400);
    expect(error.param ?? "").toBe(field);
    expect(error.message).toContain(field.split(".")[0]);
  });

  it("rejects unknown and inactive models naming them, and other accounts' clients with 404", async () => {
    const { account, key } = await createAgency();
    const client = await createClient(account.id);
    const unknown = await launch(key, { client_id: client.id, model_ids: ["gpt-4o", "gpt-9"] });
    expect(unknown.status).toBe(400);
    expect(expectError(unknown.body, 400)).toMatchObject({ param: "model_ids.1", message: expect.stringContaining("'gpt-9'") });
    const inactive = await launch(key, { client_id: client.id, model_ids: ["gpt-4-turbo"] });
    expect(inactive.status).toBe(400);
    expect(expectError(inactive.body, 400).message).toContain("no longer offered");
    const theirs = await createAgency();
    const foreign = await createClient(theirs.account.id);
    expect((await launch(key, { client_id: foreign.id })).status).toBe(404);
    expect(await balanceAndLedger(account.id)).toEqual({ ledger: 500, balance: 500 });
  });

  it.each([
    ["a JSON array", "application/json", "[1, 2]", 400],
    ["JSON null", "application/json", "null", 400],
    ["no body", "application/json", "", 400],
    ["a form body", "application/x-www-form-urlencoded", "client_id=1", 415],
    ["text", "text/plain", '{"client_id": 1}', 415],
  ])("answers 4xx (never 500) to %s", async (_label, type, body, expected) => {
    const { key } = await createAgency();
    const res = await call("/audits/launch", { key, method: "POST", headers: { "Content-Type": type }, body: body || undefined });
    expect(res.status).toBe(expected);
    const error = expectError(await res.json(), expected);
    if (expected === 415) expect(error.message).toMatch(/application\/json/);
  });

  it("answers 413 to a body over 100 KB", async () => {
    const { key } = await createAgency();
    const res = await call("/audits/launch", { key, method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ client_id: 1, name: "x".repeat(120_000) }) });
    expect(res.status).toBe(413);
    expect(expectError(await res.json(), 413).message).toMatch(/100 KB/);
  });

  it("answers 413 to an oversized chunked body, cancels it, and serves the next requests; a small chunked body is read", async () => {
    const { account, key } = await createAgency();
    const client = await createClient(account.id);
    const chunked = (text: string) => {
      const bytes = new TextEncoder().encode(text);
      let offset = 0;
      // No Content-Length: the body arrives in 16 KB chunks, as with Transfer-Encoding: chunked.
      return new ReadableStream<Uint8Array>({
        pull(controller) {
          if (offset >= bytes.length) return controller.close();
          controller.enqueue(bytes.slice(offset, offset + 16_384));
          offset += 16_384;
        },
      });
    };
    const send = (body: ReadableStream<Uint8Array>) =>
      SELF.fetch(`${BASE}/audits/launch`, { method: "POST", headers: { "X-Api-Key": key, "Content-Type": "application/json", "CF-Connecting-IP": randomIp() }, body, duplex: "half" } as RequestInit);
    const big = await send(chunked(JSON.stringify({ client_id: client.id, name: "x".repeat(300_000) })));
    expect(big.status).toBe(413);
    expect(expectError(await big.json(), 413).message).toMatch(/100 KB/);
    expect((await call("/models", { key })).status).toBe(200);
    const small = await send(chunked(JSON.stringify({ client_id: client.id, prompts: ["Meilleur hôtel à Lyon ?"], model_ids: ["gpt-4o"] })));
    expect(small.status).toBe(200);
    expect(((await small.json()) as { data: unknown }).data).toMatchObject({ client_id: client.id, status: "queued" });
  });

  it("rejects a body that is not JSON, and needs audits:write", async () => {
    const { account, key } = await createAgency();
    const client = await createClient(account.id);
    const malformed = await call("/audits/launch", { key, method: "POST", headers: { "Content-Type": "application/json" }, body: "{not json" });
    expect(malformed.status).toBe(400);
    expectError(await malformed.json(), 400);
    const { key: readOnly } = await createAgency({ scopes: ["audits:read"] });
    const forbidden = await launch(readOnly, { client_id: client.id });
    expect(forbidden.status).toBe(403);
    expect(expectError(forbidden.body, 403).message).toContain("'audits:write'");
    expect((await callJson("/audits/launch", { method: "POST", body: "{}" })).status).toBe(401);
  });
});

describe("reading audits", () => {
  it("filters an audit's results by model, mention and text in the prompt, and names a bad filter", async () => {
    const { account, key } = await createAgency();
    const client = await createClient(account.id, { name: "Acme" });
    const audit = await createAnsweredAudit(account.id, client.id, [
      { modelId: "gpt-4o", prompt: "Best 50% discount shop?", answer: "Acme is the best." },
      { modelId: "mistral-large", prompt: "Best 50% discount shop?", answer: "Nobody stands out." },
      { modelId: "gpt-4o", prompt: "Best shoe_shop in Lyon?", answer: "Try Acme." },
    ]);
    const ids = async (query: string) => (await callJson(`/audits/${audit.id}/results?${query}`, { key })).body.data.map((r: { prompt: string; model_id: string }) => `${r.model_id}:${r.prompt}`);
    expect(await ids("model_id=gpt-4o")).toEqual(["gpt-4o:Best 50% discount shop?", "gpt-4o:Best shoe_shop in Lyon?"]);
    expect(await ids("mentioned=false")).toEqual(["mistral-large:Best 50% discount shop?"]);
    expect(await ids("prompt=LYON")).toEqual(["gpt-4o:Best shoe_shop in Lyon?"]);
    // LIKE wildcards are text: '50%' finds the prompts with '50%', '_' only an underscore.
    expect(await ids(`prompt=${encodeURIComponent("50%")}&mentioned=true`)).toEqual(["gpt-4o:Best 50% discount shop?"]);
    expect(await ids("prompt=e_t")).toEqual([]);
    const empty = await callJson(`/audits/${audit.id}/results?prompt=`, { key });
    expect(expectError(empty.body, 400)).toMatchObject({ param: "prompt", message: "Query parameter 'prompt' must not be empty." });
    expect(expectError((await callJson(`/audits/${audit.id}/results?prompt=${"x".repeat(201)}`, { key })).body, 400).param).toBe("prompt");
  });

  it("says which sentences decided each tracked name's sentiment", async () => {
    const { account, key } = await createAgency();
    const client = await createClient(account.id, { name: "Acme" });
    await addCompetitors(account.id, client.id, ["Nova"]);
    const audit = await createAnsweredAudit(account.id, client.id, [
      { modelId: "gpt-4o", prompt: "Best bank?", answer: "1. **Acme** is excellent and reliable.\n2. **Nova** is slow. Nova's app is [clunky](https://nova.example)." },
      { modelId: "mistral-large", prompt: "Best bank?", answer: "Acme was founded in 1998." },
    ]);
    const results = (await callJson(`/audits/${audit.id}/results`, { key })).body.data as { sentiment: number; sentiment_reasons: unknown[]; competitors_mentioned: { sentiment: number }[] }[];
    expect(results[0]!.sentiment).toBeGreaterThan(50);
    expect(results[0]!.competitors_mentioned[0]!.sentiment).toBeLessThan(50);
    expect(results[0]!.sentiment_reasons).toEqual([
      { name: "Acme", is_client: true, sentences: [{ text: "Acme is excellent and reliable.", polarity: "positive" }] },
      { name: "Nova", is_client: false, sentences: [{ text: "Nova is slow.", polarity: "negative" }, { text: "Nova's app is clunky.", polarity: "negative" }] },
    ]);
    expect(results[1]).toMatchObject({ sentiment: 50, sentiment_reasons: [] });
  });

  it("lists audits newest first with filters, and hides other accounts' audits", async () => {
    const { account, key } = await createAgency();
    const a = await createClient(account.id);
    const b = await createClient(account.id);
    const first = await launch(key, { client_id: a.id, model_ids: ["mistral-large"], prompts: ["q1?"] });
    const second = await launch(key, { client_id: b.id, model_ids: ["mistral-large"], prompts: ["q2?"] });
    const all = await callJson("/audits", { key });
    expect(all.body.data.map((x: { id: number }) => x.id)).toEqual([second.body.data.id, first.body.data.id]);
    const forA = await callJson(`/audits?client_id=${a.id}`, { key });
    expect(forA.body.data.map((x: { id: number }) => x.id)).toEqual([first.body.data.id]);
    expect((await callJson("/audits?from=2100-01-01T00:00:00Z", { key })).body.pagination.total).toBe(0);
    expect(expectError((await callJson("/audits?from=yesterday", { key })).body, 400).param).toBe("from");
    expect(expectError((await callJson("/audits?status=done", { key })).body, 400).param).toBe("status");
    expect(expectError((await callJson("/audits?from=0000-01-01T00:00:00Z", { key })).body, 400).param).toBe("from");
    // A date alone is the start (from) or the whole (to) of that day, UTC; from after to is a mistake, not an empty page.
    const today = new Date().toISOString().slice(0, 10);
    expect((await callJson(`/audits?from=${today}&to=${today}`, { key })).body.pagination.total).toBe(2);
    expect((await callJson(`/audits?to=${today}`, { key })).body.pagination.total).toBe(2);
    expect((await callJson(`/audits?from=2100-01-01`, { key })).body.pagination.total).toBe(0);
    const reversed = expectError((await callJson("/audits?from=2026-11-02&to=2026-11-01T00:00:00Z", { key })).body, 400);
    expect(reversed).toMatchObject({ param: "from", message: "Query parameter 'from' must be before 'to'." });
    expect(expectError((await callJson("/audits?from=2026-02-30", { key })).body, 400).param).toBe("from");
    expect(expectError((await callJson(`/clients?q=${encodeURIComponent("a\u0000")}`, { key })).body, 400).param).toBe("q");
    const other = await createAgency();
    expect((await callJson("/audits", { key: other.key })).body.pagination.total).toBe(0);
    for (const path of ["", "/results", "/scores"]) {
      const res = await callJson(`/audits/${first.body.data.id}${path}`, { key: other.key });
      expect(res.status, path).toBe(404);
    }
  });

  it("answers 409 for the scores of an audit that is not completed", async () => {
    const { account, key } = await createAgency();
    const client = await createClient(account.id);
    for (const status of ["queued", "running", "failed"] as const) {
      const [audit] = await db()
        .insert(audits)
        .values({ accountId: account.id, clientId: client.id, name: "x", status, modelIds: ["gpt-4o"], prompts: ["q?"], totalQueries: 1, creditsCost: 2 })
        .returning();
      const res = await callJson(`/audits/${audit!.id}/scores`, { key });
      expect(res.status).toBe(409);
      expect(expectError(res.body, 409).message).toBe(`Audit ${audit!.id} is ${status}; its scores are available once it is completed.`);
    }
  });
});
