// The Models group: the global catalog and one model with its pricing.
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createApp } from "@/app";
import { callJson, expectError } from "./helpers/client";
import { createAgency } from "./helpers/factories";

const MODEL_KEYS = ["active", "answered_by", "available", "credits_per_prompt", "description", "engine", "engine_model", "id", "name", "provider", "released_at", "unavailable_reason", "web_search"];
const CATALOG = ["gpt-4o", "claude-sonnet", "gemini-pro", "perplexity-sonar", "mistral-large", "mistral-large-search", "gpt-4o-search", "claude-sonnet-search", "grok-search", "gemini-pro-search", "google-ai-overview", "google-ai-mode", "gpt-4-turbo"];

describe("GET /models", () => {
  it("lists the catalog in its display order", async () => {
    const { key } = await createAgency();
    const { status, body } = await callJson("/models", { key });
    expect(status).toBe(200);
    expect(body.pagination).toEqual({ page: 1, per_page: 20, total: 13, total_pages: 1 });
    expect(body.data.map((m: { id: string }) => m.id)).toEqual(CATALOG);
    expect(Object.keys(body.data[0]).sort()).toEqual(MODEL_KEYS);
    expect(body.data[0]).toEqual({ id: "gpt-4o", name: "GPT-4o", provider: "OpenAI", description: expect.any(String), credits_per_prompt: 2, web_search: false, engine: "openai", engine_model: "gpt-4o", active: true, released_at: "2024-05-13", available: true, answered_by: "offline", unavailable_reason: null });
  });

  it("filters by active and web_search, and paginates", async () => {
    const { key } = await createAgency();
    const inactive = await callJson("/models?active=false", { key });
    expect(inactive.body.data.map((m: { id: string }) => m.id)).toEqual(["gpt-4-turbo"]);
    const search = await callJson("/models?web_search=true&active=true", { key });
    expect(search.body.data.map((m: { id: string }) => m.id)).toEqual(["perplexity-sonar", "mistral-large-search", "gpt-4o-search", "claude-sonnet-search", "grok-search", "gemini-pro-search", "google-ai-overview", "google-ai-mode"]);
    const page = await callJson("/models?per_page=4&page=3", { key });
    expect(page.body.data.map((m: { id: string }) => m.id)).toEqual(["grok-search", "gemini-pro-search", "google-ai-overview", "google-ai-mode"]);
    expect(page.body.pagination).toEqual({ page: 3, per_page: 4, total: 13, total_pages: 4 });
  });

  it.each([
    ["active=yes", "active"],
    ["web_search=1", "web_search"],
    ["per_page=0", "per_page"],
  ])("rejects %s naming %s", async (query, field) => {
    const { key } = await createAgency();
    const { status, body } = await callJson(`/models?${query}`, { key });
    expect(status).toBe(400);
    expect(expectError(body, 400).param).toBe(field);
  });
});

describe("model availability on this deployment", () => {
  async function modelsWith(vars: Record<string, string>) {
    const { key } = await createAgency();
    const ctx = createExecutionContext();
    const res = await createApp().request("/api/v1/models?per_page=100", { headers: { "X-Api-Key": key } }, { ...env, ...vars }, ctx);
    await waitOnExecutionContext(ctx);
    const body = (await res.json()) as { data: { id: string; available: boolean; answered_by: string; unavailable_reason: string | null }[] };
    return new Map(body.data.map((m) => [m.id, m]));
  }

  it("says which models new audits can ask, and why not", async () => {
    const here = await modelsWith({});
    expect(here.get("gpt-4o")).toMatchObject({ available: true, answered_by: "offline", unavailable_reason: null });
    expect(here.get("gpt-4-turbo")).toMatchObject({ available: false, unavailable_reason: expect.stringMatching(/retired/) });
    // In production the offline stand-in never answers: a model whose engine has no key is unavailable.
    const production = await modelsWith({ ENVIRONMENT: "production", ANTHROPIC_API_KEY: "sk-ant-test", MODEL_MISTRAL_LARGE_BASE_URL: "https://gateway.example/v1" });
    expect(production.get("gpt-4o")).toMatchObject({ available: false, answered_by: "offline", unavailable_reason: expect.stringContaining("OPENAI_API_KEY") });
    expect(production.get("gpt-4o")?.unavailable_reason).toContain("MODEL_GPT_4O_BASE_URL");
    // One key per engine serves every model of that engine, with or without search.
    expect(production.get("claude-sonnet")).toMatchObject({ available: true, answered_by: "engine_api", unavailable_reason: null });
    expect(production.get("claude-sonnet-search")).toMatchObject({ available: true, answered_by: "engine_api" });
    expect(production.get("mistral-large")).toMatchObject({ available: true, answered_by: "custom_endpoint", unavailable_reason: null });
    // PROVIDER_MODE=offline wins over any key, so a deployment can be switched to the stand-in at once.
    const forced = await modelsWith({ ANTHROPIC_API_KEY: "sk-ant-test", PROVIDER_MODE: "offline" });
    expect(forced.get("claude-sonnet")).toMatchObject({ available: true, answered_by: "offline" });
  });
});

describe("GET /models/{id}", () => {
  it("returns the model with its pricing", async () => {
    const { key } = await createAgency();
    const { status, body } = await callJson("/models/claude-sonnet", { key });
    expect(status).toBe(200);
    expect(body).toEqual({
      success: true,
      data: {
        id: "claude-sonnet",
        name: "Claude Sonnet",
        provider: "Anthropic",
        description: expect.any(String),
        credits_per_prompt: 2,
        web_search: false,
        engine: "anthropic",
        engine_model: "claude-sonnet-4-5",
        active: true,
        released_at: "2024-06-20",
        // Outside production every active model is answered (offline when no provider is configured).
        available: true,
        answered_by: "offline",
        unavailable_reason: null,
        pricing: { credits_per_prompt: 2, credits_per_10_prompt_audit: 20, provider_input_usd_per_1m_tokens: 3, provider_output_usd_per_1m_tokens: 15, provider_search_usd_per_1k_searches: null },
      },
    });
  });

  it("answers 404 for an unknown model and 400 for a malformed id", async () => {
    const { key } = await createAgency();
    const missing = await callJson("/models/gpt-9", { key });
    expect(missing.status).toBe(404);
    expect(expectError(missing.body, 404).message).toContain("'gpt-9'");
    const malformed = await callJson("/models/GPT_4O!", { key });
    expect(malformed.status).toBe(400);
    expect(expectError(malformed.body, 400).param).toBe("id");
  });

  it("requires models:read", async () => {
    const { key } = await createAgency({ scopes: ["clients:read"] });
    for (const path of ["/models", "/models/gpt-4o"]) {
      const { status, body } = await callJson(path, { key });
      expect(status).toBe(403);
      expect(expectError(body, 403).message).toContain("'models:read'");
      expect((await callJson(path)).status).toBe(401);
    }
  });
});
