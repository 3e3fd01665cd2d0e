// The generated OpenAPI document and the docs page, in the four languages.
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { LANGS } from "@/platform/i18n";
import { OPENAPI_TRANSLATIONS } from "@/platform/i18n/openapi-translations";
import { collectTexts } from "@/platform/openapi";
import { BASE } from "../helpers/client";

type Doc = {
  openapi: string;
  info: { title: string; description: string };
  paths: Record<string, Record<string, { operationId?: string; summary?: string; description?: string; responses: Record<string, { content?: Record<string, { schema: { $ref?: string; type?: string; format?: string } }> }>; security?: unknown[] }>>;
  components: { schemas: Record<string, unknown>; securitySchemes: Record<string, { type: string; in?: string; name?: string; scheme?: string }> };
};

async function doc(lang?: string): Promise<Doc> {
  const res = await SELF.fetch(`${BASE}/openapi.json${lang ? `?lang=${lang}` : ""}`);
  expect(res.status).toBe(200);
  return res.json();
}

const operations = (d: Doc) => Object.entries(d.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ path, method, op })));

describe("OpenAPI document", () => {
  it("is OpenAPI 3.1 with both security schemes and named components", async () => {
    const d = await doc();
    expect(d.openapi).toBe("3.1.0");
    expect(d.components.securitySchemes.ApiKeyHeader).toMatchObject({ type: "apiKey", in: "header", name: "X-Api-Key" });
    expect(d.components.securitySchemes.BearerAuth).toMatchObject({ type: "http", scheme: "bearer" });
    for (const name of ["Client", "ClientDetail", "Contact", "Competitor", "Client360", "GeoChecklist", "GeoChecklistItem", "HallucinatedUrl", "Pagination", "Error", "ClientList"]) {
      expect(d.components.schemas, name).toHaveProperty(name);
    }
  });

  it("documents every implemented operation with an id, security, and every error response as named components", async () => {
    const d = await doc();
    const ops = operations(d);
    expect(ops.map((o) => `${o.method.toUpperCase()} ${o.path}`).sort()).toEqual(
      [
        "/clients",
        "/clients/{id}",
        "/clients/{id}/contacts",
        "/clients/{id}/competitors",
        "/clients/{id}/360",
        "/clients/{id}/geo-checklist",
        "/clients/{id}/hallucinated-urls",
        "/clients/{id}/source-domains",
        "/account/domain-rules",
        "/clients/{id}/prompts",
        "/clients/{id}/prompt-suggestions",
        "/models",
        "/models/{id}",
        "/account/credits",
        "/account/profile",
        "/audits",
        "/audits/{id}",
        "/audits/{id}/results",
        "/audits/{id}/scores",
        "/action-plans",
        "/action-plans/{id}",
        "/action-plans/{id}/progress",
        "/analytics/portfolio",
        "/analytics/leaderboard",
        "/analytics/scores/distribution",
        "/questionnaires",
        "/questionnaires/{id}/responses",
        "/reports",
        "/reports/{id}",
        "/reports/{id}/download",
        "/account/subscription",
        "/blog",
        "/blog/{slug}",
        "/glossary",
        "/glossary/{slug}",
      ]
        .map((p) => `GET ${p}`)
        .concat("GET /scheduled-audits", "GET /scheduled-audits/{id}", "POST /audits/launch", "POST /scheduled-audits", "PUT /scheduled-audits/{id}", "DELETE /scheduled-audits/{id}", "POST /account/domain-rules", "DELETE /account/domain-rules/{id}")
        .concat("POST /clients", "PATCH /clients/{id}", "DELETE /clients/{id}", "POST /clients/{id}/erase")
        .concat(["competitors", "contacts", "prompts"].flatMap((items) => [`POST /clients/{id}/${items}`, `PATCH /clients/{id}/${items}/{${items.slice(0, -1)}_id}`, `DELETE /clients/{id}/${items}/{${items.slice(0, -1)}_id}`]))
        .concat("POST /clients/{id}/prompts/bulk")
        .concat("PATCH /clients/{id}/hallucinated-urls/{url_id}", "PATCH /action-plans/{id}/tasks/{task_id}", "POST /audits/{id}/cancel", "PATCH /account/credits")
        .concat("GET /webhook-endpoints", "POST /webhook-endpoints", "GET /webhook-endpoints/{id}", "PATCH /webhook-endpoints/{id}", "DELETE /webhook-endpoints/{id}")
        .concat("POST /webhook-endpoints/{id}/rotate-secret", "GET /webhook-endpoints/{id}/deliveries", "POST /webhook-endpoints/{id}/deliveries/{delivery_id}/resend")
        .sort(),
    );
    const ids = new Set<string>();
    for (const { path, op } of ops) {
      expect(op.operationId, path).toBeTruthy();
      ids.add(op.operationId!);
      expect(op.security, path).toEqual([{ ApiKeyHeader: [] }, { BearerAuth: [] }]);
      // The one binary response of the contract: the report PDF, a raw body described by its media type (OpenAPI 3.1).
      if (path === "/reports/{id}/download") expect(op.responses["200"]!.content!["application/pdf"]!.schema).toEqual({});
      for (const status of ["200", "400", "401", "403", "404", "429", "500", "503"]) {
        if (status === "200" && path === "/reports/{id}/download") continue;
        const schema = op.responses[status]?.content?.["application/json"]?.schema;
        expect(schema?.$ref, `${path} ${status}`).toMatch(/^#\/components\/schemas\//);
      }
      expect(op.responses["401"]!.content!["application/json"]!.schema.$ref).toBe("#/components/schemas/Error");
      // Every response, errors included, declares the headers it is sent with; a 429 or 503 also says when to retry.
      for (const [status, response] of Object.entries(op.responses)) {
        const declared = Object.keys((response as { headers?: Record<string, unknown> }).headers ?? {});
        expect(declared, `${path} ${status}`).toEqual(expect.arrayContaining(["X-Request-Id", "Access-Control-Allow-Origin", "X-RateLimit-Limit", "X-RateLimit-Remaining", "X-RateLimit-Reset"]));
        if (status === "429" || status === "503") expect(declared, `${path} ${status}`).toContain("Retry-After");
      }
    }
    expect(ids.size).toBe(ops.length);
  });

  it("has every text translated into French, Spanish and German", async () => {
    const english = collectTexts(await doc("en"));
    for (const lang of ["fr", "es", "de"] as const) {
      const dictionary = OPENAPI_TRANSLATIONS[lang];
      const missing = [...english].flatMap((text) => text.split("\n\n")).filter((p) => !/^Scope: `[^`]+`\.$/.test(p) && !(p in dictionary));
      expect(missing, `missing ${lang} translations`).toEqual([]);
      const translated = await doc(lang);
      expect(translated.info.description).toBe(
        (await doc("en")).info.description.split("\n\n").map((p) => dictionary[p]).join("\n\n"),
      );
      const summary = translated.paths["/clients"]!.get!.summary;
      expect(summary).toBe(dictionary["List clients"]);
      expect(summary).not.toBe("List clients");
    }
  });

  it("keeps no translation of a text the document no longer has", async () => {
    const english = new Set([...collectTexts(await doc("en"))].flatMap((text) => text.split("\n\n")));
    for (const lang of ["fr", "es", "de"] as const) {
      expect(Object.keys(OPENAPI_TRANSLATIONS[lang]).filter((key) => !english.has(key)), `stale ${lang} translations`).toEqual([]);
    }
  });

  it("names header parameters as clients write them, and tags in the page's language", async () => {
    const launch = (await doc("en")).paths["/audits/launch"]!.post! as unknown as { parameters: { in: string; name: string }[] };
    expect(launch.parameters.filter((p) => p.in === "header").map((p) => p.name)).toEqual(["Idempotency-Key"]);
    const download = (await doc("en")).paths["/reports/{id}/download"]!.get! as unknown as { parameters: { in: string; name: string }[] };
    expect(download.parameters.filter((p) => p.in === "header").map((p) => p.name)).toEqual(["If-None-Match"]);
    for (const [lang, reports] of [["en", "Reports"], ["fr", "Rapports"], ["es", "Informes"], ["de", "Berichte"]] as const) {
      const translated = (await doc(lang)) as unknown as { tags: { name: string }[]; paths: Record<string, Record<string, { tags: string[] }>> };
      expect(translated.tags.map((t) => t.name), lang).toContain(reports);
      expect(translated.paths["/reports"]!.get!.tags, lang).toEqual([reports]);
      // Every operation's tag is one of the listed tags.
      const listed = new Set(translated.tags.map((t) => t.name));
      for (const operations of Object.values(translated.paths)) for (const op of Object.values(operations)) for (const tag of op.tags) expect(listed.has(tag), `${lang} ${tag}`).toBe(true);
    }
  });

  it("translates the scope line of every operation", async () => {
    const fr = await doc("fr");
    expect(fr.paths["/clients"]!.get!.description).toMatch(/Permission requise : `clients:read`\.$/);
  });

  it("picks the language from Accept-Language when ?lang is absent, and falls back to English", async () => {
    const fr = await (await SELF.fetch(`${BASE}/openapi.json`, { headers: { "Accept-Language": "de-CH;q=0.5, fr-FR, en;q=0.8" } })).json<Doc>();
    expect(fr.paths["/clients"]!.get!.summary).toBe(OPENAPI_TRANSLATIONS.fr["List clients"]);
    const en = await (await SELF.fetch(`${BASE}/openapi.json?lang=xx`, { headers: { "Accept-Language": "ja" } })).json<Doc>();
    expect(en.paths["/clients"]!.get!.summary).toBe("List clients");
  });
});

describe("docs page", () => {
  it.each(LANGS)("serves the %s reference pointing at local assets and the translated document", async (lang) => {
    const res = await SELF.fetch(`${BASE}/docs?lang=${lang}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toContain(`<html lang="${lang}">`);
    expect(html).toContain(`/api/v1/openapi.json?lang=${lang}`);
    expect(html).not.toMatch(/https?:\/\/(?!127)/);
  });

  it("serves the Swagger UI assets from the Worker", async () => {
    for (const [file, type] of [["swagger-ui-bundle.js", /javascript/], ["swagger-ui.css", /css/]] as const) {
      const res = await SELF.fetch(`${BASE}/docs/assets/${file}`);
      expect(res.status, file).toBe(200);
      expect(res.headers.get("content-type")).toMatch(type);
      expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(10_000);
    }
  });
});
