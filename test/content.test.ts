// Blog and Glossary: global content in four languages, `lang` / Accept-Language, English fallback,
// filters, search ignoring accents, and each language's alphabetical order.
import { describe, expect, it } from "vitest";
import { LANGS } from "@/platform/i18n";
import { callJson, expectError } from "./helpers/client";
import { createAgency } from "./helpers/factories";

const UNTRANSLATED_INTO_GERMAN = "scheduling-recurring-ai-audits";

async function contentKey() {
  return (await createAgency({ scopes: ["content:read"] })).key;
}

describe("GET /blog", () => {
  it("lists the articles newest first in the requested language, without their bodies", async () => {
    const key = await contentKey();
    const { status, body, headers } = await callJson("/blog?lang=fr", { key });
    expect(status).toBe(200);
    expect(headers.get("content-language")).toBe("fr");
    expect(headers.get("vary")).toMatch(/Accept-Language/);
    expect(body.pagination).toEqual({ page: 1, per_page: 20, total: 8, total_pages: 1 });
    const dates = body.data.map((a: { published_at: string }) => a.published_at);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const article of body.data) {
      expect(Object.keys(article).sort()).toEqual(["author", "available_langs", "excerpt", "lang", "published_at", "reading_minutes", "slug", "tags", "title"]);
      expect(article.reading_minutes).toBeGreaterThanOrEqual(1);
      expect(article.lang).toBe("fr");
    }
    const geo = body.data.find((a: { slug: string }) => a.slug === "what-is-generative-engine-optimization");
    expect(geo.available_langs).toEqual(["de", "en", "es", "fr"]);
    const english = (await callJson("/blog?lang=en", { key })).body.data.find((a: { slug: string }) => a.slug === geo.slug);
    expect(geo.title).not.toBe(english.title);
  });

  it("falls back to English for an article not translated, and says so", async () => {
    const key = await contentKey();
    const { body, headers } = await callJson("/blog?lang=de&per_page=100", { key });
    // The page is in German and, for the one untranslated article, English: the header says both.
    expect(headers.get("content-language")).toBe("de, en");
    const untranslated = body.data.find((a: { slug: string }) => a.slug === UNTRANSLATED_INTO_GERMAN);
    expect(untranslated).toMatchObject({ lang: "en", available_langs: ["en", "es", "fr"] });
    expect(body.data.filter((a: { lang: string }) => a.lang === "de")).toHaveLength(7);
    const detail = await callJson(`/blog/${UNTRANSLATED_INTO_GERMAN}?lang=de`, { key });
    expect(detail.body.data).toMatchObject({ slug: UNTRANSLATED_INTO_GERMAN, lang: "en" });
    expect(detail.headers.get("content-language")).toBe("en");
    const empty = await callJson("/blog?lang=de&tag=no-such-tag", { key });
    expect(empty.headers.get("content-language")).toBe("de");
  });

  it("takes the language from Accept-Language when lang is absent, else English", async () => {
    const key = await contentKey();
    const spanish = await callJson("/blog", { key, headers: { "Accept-Language": "it-IT, es;q=0.8, en;q=0.5" } });
    expect(spanish.headers.get("content-language")).toBe("es");
    expect(spanish.body.data.every((a: { lang: string }) => a.lang === "es")).toBe(true);
    const fallback = await callJson("/blog", { key, headers: { "Accept-Language": "ja" } });
    expect(fallback.headers.get("content-language")).toBe("en");
    const explicit = await callJson("/blog?lang=de", { key, headers: { "Accept-Language": "fr" } });
    expect(explicit.headers.get("content-language")).toBe("de, en");
  });

  it("filters by tag and searches every word ignoring case and accents, in the returned language", async () => {
    const key = await contentKey();
    const tagged = await callJson("/blog?tag=llms-txt&lang=en", { key });
    expect(tagged.body.data.length).toBeGreaterThan(0);
    expect(tagged.body.data.every((a: { tags: string[] }) => a.tags.includes("llms-txt"))).toBe(true);
    expect(tagged.body.pagination.total).toBe(tagged.body.data.length);
    expect((await callJson("/blog?tag=no-such-tag", { key })).body).toMatchObject({ data: [], pagination: { total: 0, total_pages: 0 } });
    const accented = await callJson(`/blog?lang=fr&q=${encodeURIComponent("ROBOTS.TXT gptbot")}`, { key });
    const plain = await callJson("/blog?lang=fr&q=robots.txt%20GPTBOT", { key });
    expect(accented.body.data.map((a: { slug: string }) => a.slug)).toContain("ai-crawlers-and-robots-txt");
    expect(plain.body.data).toEqual(accented.body.data);
    const withAccents = await callJson(`/blog?lang=fr&q=${encodeURIComponent("données structurées")}`, { key });
    const withoutAccents = await callJson("/blog?lang=fr&q=DONNEES%20structurees", { key });
    expect(withAccents.body.data.length).toBeGreaterThan(0);
    expect(withoutAccents.body.data).toEqual(withAccents.body.data);
    // LIKE wildcards in q are literal: "g_o" does not match "geo".
    expect((await callJson("/blog?q=g_o", { key })).body.pagination.total).toBe(0);
    expect((await callJson("/blog?q=zzzzqqqq", { key })).body.data).toEqual([]);
  });

  it("pages", async () => {
    const key = await contentKey();
    const all = (await callJson("/blog?per_page=100", { key })).body.data.map((a: { slug: string }) => a.slug);
    const pages = [];
    for (let page = 1; page <= 3; page++) pages.push(...(await callJson(`/blog?per_page=3&page=${page}`, { key })).body.data.map((a: { slug: string }) => a.slug));
    expect(pages).toEqual(all);
    expect((await callJson("/blog?per_page=3&page=3", { key })).body.pagination).toEqual({ page: 3, per_page: 3, total: 8, total_pages: 3 });
  });

  it.each([
    ["lang=it", "lang"],
    ["lang=", "lang"],
    ["tag=Not%20A%20Tag", "tag"],
    ["q=", "q"],
    [`q=${"a".repeat(201)}`, "q"],
    ["per_page=0", "per_page"],
  ])("rejects %s naming %s", async (query, field) => {
    const { status, body } = await callJson(`/blog?${query}`, { key: await contentKey() });
    expect(status).toBe(400);
    expect(expectError(body, 400).param).toBe(field);
  });
});

describe("GET /blog/{slug}", () => {
  it("returns the article with its Markdown body in each language", async () => {
    const key = await contentKey();
    const bodies = new Set<string>();
    for (const lang of LANGS) {
      const { status, body, headers } = await callJson(`/blog/llms-txt-explained?lang=${lang}`, { key });
      expect(status).toBe(200);
      expect(Object.keys(body)).toEqual(["success", "data"]);
      expect(headers.get("content-language")).toBe(lang);
      expect(body.data).toMatchObject({ slug: "llms-txt-explained", lang, available_langs: ["de", "en", "es", "fr"] });
      expect(body.data.content).toMatch(/^## /m);
      bodies.add(body.data.content);
    }
    expect(bodies.size).toBe(4);
  });

  it("answers 404 for an unknown slug and 400 for a malformed one", async () => {
    const key = await contentKey();
    const missing = await callJson("/blog/no-such-article", { key });
    expect(missing.status).toBe(404);
    expect(expectError(missing.body, 404).message).toBe("Blog article 'no-such-article' not found.");
    expect(expectError((await callJson("/blog/Bad_Slug", { key })).body, 400).param).toBe("slug");
    expect(expectError((await callJson("/blog/llms-txt-explained?lang=xx", { key })).body, 400).param).toBe("lang");
  });
});

describe("GET /glossary", () => {
  it("lists at least 30 terms, each language in its own alphabetical order", async () => {
    const key = await contentKey();
    const orders: Record<string, string[]> = {};
    for (const lang of LANGS) {
      const { status, body, headers } = await callJson(`/glossary?lang=${lang}&per_page=100`, { key });
      expect(status).toBe(200);
      expect(headers.get("content-language")).toBe(lang);
      expect(body.pagination.total).toBeGreaterThanOrEqual(30);
      expect(body.data).toHaveLength(body.pagination.total);
      const terms = body.data.map((t: { term: string }) => t.term);
      const collator = new Intl.Collator(lang, { sensitivity: "base", numeric: true });
      expect(terms).toEqual([...terms].sort((a, b) => collator.compare(a, b)));
      expect(body.data.every((t: { lang: string; available_langs: string[] }) => t.lang === lang && t.available_langs.length === 4)).toBe(true);
      orders[lang] = body.data.map((t: { slug: string }) => t.slug);
    }
    // The same terms, ordered differently: Spanish "Índice de visibilidad" sorts among the I's, not after Z.
    expect(orders.es).not.toEqual(orders.en);
    expect(new Set(orders.es)).toEqual(new Set(orders.en));
    const spanish = (await callJson("/glossary?lang=es&per_page=100", { key })).body.data.map((t: { term: string }) => t.term);
    const indice = spanish.indexOf("Índice de visibilidad");
    expect(indice).toBeGreaterThan(0);
    expect(spanish[indice - 1].localeCompare("I", "es", { sensitivity: "base" })).toBeLessThanOrEqual(0);
  });

  it("searches term and definition ignoring case and accents, and pages", async () => {
    const key = await contentKey();
    const accents = await callJson(`/glossary?lang=fr&q=${encodeURIComponent("hallucinée")}`, { key });
    expect(accents.body.data.map((t: { slug: string }) => t.slug)).toContain("hallucinated-url");
    expect((await callJson("/glossary?lang=fr&q=HALLUCINEE", { key })).body.data).toEqual(accents.body.data);
    expect((await callJson(`/glossary?lang=de&q=${encodeURIComponent("massnahmenplan")}`, { key })).body.data.map((t: { slug: string }) => t.slug)).toContain("action-plan");
    const all = (await callJson("/glossary?per_page=100", { key })).body.data.map((t: { slug: string }) => t.slug);
    const second = await callJson("/glossary?per_page=10&page=2", { key });
    expect(second.body.data.map((t: { slug: string }) => t.slug)).toEqual(all.slice(10, 20));
    expect(second.body.pagination).toMatchObject({ page: 2, per_page: 10, total: all.length, total_pages: Math.ceil(all.length / 10) });
  });

  it.each([
    ["lang=EN", "lang"],
    ["q=%20%20", "q"],
    ["page=abc", "page"],
  ])("rejects %s naming %s", async (query, field) => {
    const { status, body } = await callJson(`/glossary?${query}`, { key: await contentKey() });
    expect(status).toBe(400);
    expect(expectError(body, 400).param).toBe(field);
  });
});

describe("GET /glossary/{slug}", () => {
  it("returns the term with its related terms named in the same language", async () => {
    const key = await contentKey();
    const { status, body } = await callJson("/glossary/share-of-voice?lang=fr", { key });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ slug: "share-of-voice", term: "Part de voix", lang: "fr", available_langs: ["de", "en", "es", "fr"] });
    // The detail names the related terms the list gives as slugs, and does not repeat the slugs.
    expect(body.data.related).toBeUndefined();
    const listed = (await callJson("/glossary?lang=fr&q=part%20de%20voix", { key })).body.data.find((t: { slug: string }) => t.slug === "share-of-voice");
    expect(listed.related.length).toBeGreaterThan(0);
    expect(body.data.related_terms.map((r: { slug: string }) => r.slug).sort()).toEqual([...listed.related].sort());
    for (const related of body.data.related_terms) {
      const own = await callJson(`/glossary/${related.slug}?lang=fr`, { key });
      expect(own.body.data.term).toBe(related.term);
    }
  });

  it("answers 404 for an unknown slug and 400 for a malformed one", async () => {
    const key = await contentKey();
    const missing = await callJson("/glossary/no-such-term", { key });
    expect(missing.status).toBe(404);
    expect(expectError(missing.body, 404).message).toBe("Glossary term 'no-such-term' not found.");
    expect(expectError((await callJson("/glossary/-dash-", { key })).body, 400).param).toBe("slug");
  });
});

describe("content scopes", () => {
  it("answers 401 without a key and 403 without content:read", async () => {
    const { key } = await createAgency({ scopes: ["clients:read"] });
    for (const path of ["/blog", "/blog/llms-txt-explained", "/glossary", "/glossary/geo"]) {
      expect((await callJson(path)).status, path).toBe(401);
      const denied = await callJson(path, { key });
      expect(denied.status, path).toBe(403);
      expect(expectError(denied.body, 403).message).toMatch(/'content:read'/);
    }
  });
});
