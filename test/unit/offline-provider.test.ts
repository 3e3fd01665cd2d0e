// The offline provider: deterministic, in the audit's language, and varied enough to give the analysis real material.
import { describe, expect, it } from "vitest";
import { ProviderError, type PromptContext } from "@/domain/providers/routing";
import { createOfflineProvider } from "@/domain/providers/offline";

const provider = createOfflineProvider();

function context(language = "en"): PromptContext {
  return {
    brand: { name: "Acme Bank", aliases: ["Acme"], domain: "acmebank.test", website: null },
    competitors: [
      { name: "Globex", aliases: [], domain: "globex.test", website: "https://globex.test" },
      { name: "Initech", aliases: [], domain: null, website: null },
      { name: "Umbrella Finance", aliases: [], domain: "umbrella.test", website: null },
    ],
    sector: "online banking",
    country: "FR",
    language,
  };
}

const mentionsBrand = (text: string) => /\bacme\b/i.test(text);
const urlsIn = (text: string) => (text.match(/https?:\/\/[^\s)]+/g) ?? []).map((u) => new URL(u.replace(/[.,;:]+$/, "")));

async function answers(modelId: string, count: number, language = "en") {
  return Promise.all(
    Array.from({ length: count }, (_, i) =>
      provider.complete({ modelId, prompt: `Which bank should I choose? (variant ${i})`, context: context(language) }),
    ),
  );
}

describe("offline provider", () => {
  it("is deterministic for the same model, prompt and brand", async () => {
    const req = { modelId: "gpt-4o", prompt: "Best online bank for freelancers?", context: context() };
    const [a, b] = [await provider.complete(req), await provider.complete(req)];
    expect(a).toEqual(b);
  });

  it("answers differently for another variation (another audit), and the same for the same one", async () => {
    const base = { modelId: "gpt-4o", context: context() };
    const texts = async (variation: string) =>
      Promise.all(Array.from({ length: 20 }, (_, i) => provider.complete({ ...base, prompt: `Best bank ${i}?`, variation }).then((r) => r.text)));
    const [first, again, other] = [await texts("audit-1"), await texts("audit-1"), await texts("audit-2")];
    expect(again).toEqual(first);
    expect(other.filter((text, i) => text !== first[i]).length).toBeGreaterThanOrEqual(15);
  });

  it("names itself in every result and does not wait", async () => {
    const started = Date.now();
    const results = await answers("gpt-4o", 50);
    expect(Date.now() - started).toBeLessThan(2_000);
    for (const result of results) {
      expect(result.provider).toBe("offline");
      expect(result.model).toBe("offline:gpt-4o");
      expect(result.latencyMs).toBeGreaterThanOrEqual(80);
      expect(result.latencyMs).toBeLessThanOrEqual(900);
    }
    expect(provider.name).toBe("offline");
  });

  it("answers in the context's language, English when unsupported", async () => {
    const french = await answers("gpt-4o", 20, "fr");
    for (const { text } of french) {
      expect(text).toMatch(/\b(les|des|pour|avec|est|une)\b/);
      expect(text).not.toMatch(/\b(the|with|Here are)\b/);
    }
    const [spanish] = await answers("gpt-4o", 1, "es");
    expect(spanish?.text).toMatch(/\b(las|una|por|es)\b/);
    const [german] = await answers("gpt-4o", 1, "de-DE");
    expect(german?.text).toMatch(/\b(und|ist|der|die|wird)\b/);
    const [fallback] = await answers("gpt-4o", 1, "ja");
    expect(fallback?.text).toMatch(/\b(the|and|is|for)\b/);
  });

  it("varies across prompts and across models", async () => {
    const gpt = await answers("gpt-4o", 200);
    const claude = await answers("claude-3-5-sonnet", 200);
    expect(new Set(gpt.map((r) => r.text)).size).toBeGreaterThan(190);
    expect(gpt.filter((r, i) => r.text === claude[i]?.text)).toHaveLength(0);
    const rate = (results: { text: string }[]) => results.filter((r) => mentionsBrand(r.text)).length;
    expect(rate(gpt)).not.toBe(rate(claude));
  });

  it.each(["gpt-4o", "claude-3-5-sonnet", "gemini-1.5-pro", "mistral-large", "perplexity-sonar"])(
    "mentions the brand in 55–85%% of 200 answers from %s, and competitors too",
    async (modelId) => {
      const results = await answers(modelId, 200);
      const rate = results.filter((r) => mentionsBrand(r.text)).length / results.length;
      expect(rate).toBeGreaterThanOrEqual(0.55);
      expect(rate).toBeLessThanOrEqual(0.85);
      const withCompetitor = results.filter((r) => /\b(Globex|Initech|Umbrella Finance)\b/.test(r.text)).length;
      expect(withCompetitor / results.length).toBeGreaterThan(0.8);
    },
  );

  it("puts the brand at different positions and mixes positive and negative wording", async () => {
    const results = await answers("gpt-4o", 200);
    const positions = new Set(
      results
        .map((r) => r.text.split("\n").filter((line) => /^(\d+\.|-) /.test(line)))
        .map((items) => items.findIndex((line) => mentionsBrand(line)))
        .filter((index) => index >= 0),
    );
    expect(positions.size).toBeGreaterThanOrEqual(4);
    const negative = results.filter((r) => /\b(complain|higher than average|disappointing|criticized)\b/.test(r.text));
    const positive = results.filter((r) => /\b(praised|excellent|trusted|highly rated|recommended)\b/.test(r.text));
    expect(negative.length).toBeGreaterThan(10);
    expect(positive.length).toBeGreaterThan(150);
  });

  it("cites URLs, including pages on the brand's domain beyond the home page", async () => {
    const results = await answers("gpt-4o", 200);
    const urls = results.flatMap((r) => urlsIn(r.text));
    const brandUrls = urls.filter((u) => u.hostname.endsWith("acmebank.test"));
    expect(brandUrls.some((u) => u.pathname === "/")).toBe(true);
    expect(brandUrls.filter((u) => u.pathname !== "/").length).toBeGreaterThan(5);
    expect(urls.some((u) => u.hostname.endsWith("globex.test"))).toBe(true);
    // The brand's site is cited only in answers that name the brand.
    for (const { text } of results) {
      if (!mentionsBrand(text)) expect(text).not.toContain("acmebank.test");
    }
  });

  it("works with no competitors and no website", async () => {
    const bare: PromptContext = { ...context(), competitors: [], brand: { name: "Acme Bank", aliases: [], domain: null, website: null } };
    const result = await provider.complete({ modelId: "gpt-4o", prompt: "Best bank?", context: bare });
    expect(result.text.length).toBeGreaterThan(50);
    expect(result.text).not.toContain("acmebank");
  });

  it("nearly always names a brand the prompt asks about", async () => {
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        provider.complete({ modelId: "gpt-4o", prompt: `Is Acme Bank a good choice? (${i})`, context: context() }),
      ),
    );
    expect(results.filter((r) => mentionsBrand(r.text)).length).toBeGreaterThanOrEqual(90);
  });

  it("refuses an already aborted request with a retryable error", async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      provider.complete({ modelId: "gpt-4o", prompt: "x", context: context(), signal: controller.signal }),
    ).rejects.toSatisfy((error: unknown) => error instanceof ProviderError && error.retryable);
  });
});
