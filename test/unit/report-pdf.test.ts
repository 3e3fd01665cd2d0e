// The report's PDF from data alone: odd characters, empty sections, file names and ETags.
import { describe, expect, it } from "vitest";
import type { ReportData } from "@/reports/data";
import { etagMatches, reportEtag, reportFilename } from "@/reports/download";
import { FONTS } from "@/reports/fonts";
import { renderReport } from "@/reports/render";
import { scoreAnswers } from "@/domain/scoring/scoring";
import { pdfText } from "../helpers/pdf";

function data(overrides: Partial<ReportData> = {}): ReportData {
  return {
    report: { id: 1, language: "es" },
    agency: "Agencia Ñandú – “Ñ” € ’",
    client: { name: "Łódź Café 🚀", domain: "lodz.example", website: "https://lodz.example" },
    audit: { id: 9, name: "audit", status: "completed", score: 42, modelIds: ["gpt-4o"], promptCount: 1, completedAt: "2026-11-03T10:00:00.000Z", scores: null },
    trend: [],
    results: [],
    urls: [],
    checks: [],
    tasks: [],
    sources: { answers: 0, withSources: 0, total: 0, categories: [], domains: [] },
    ...overrides,
  };
}

const text = async (bytes: Uint8Array) => (await pdfText(bytes)).text;

describe("renderReport", () => {
  it("draws characters the font lacks without their accents, or as '?', and prints empty sections as such", async () => {
    const { bytes, pageCount } = await renderReport(data(), "es", FONTS);
    expect(pageCount).toBeGreaterThanOrEqual(3);
    const printed = await text(bytes);
    expect(printed).toContain("Lódz Café ?");
    expect(printed).toContain("Elaborado por Agencia Ñandú – “Ñ” € ’");
    expect(printed).toContain("Es la primera auditoría terminada");
    expect(printed).toContain("No se sigue a ningún competidor");
    expect(printed).toContain("Ningún modelo de IA de esta auditoría citó una página inexistente del sitio.");
    expect(printed).toContain("El plan de acción no tiene tareas abiertas.");
    expect(printed).toContain("Ningún motor de esta auditoría buscó en la web");
  });

  it("gives the engines' sources one page: the kinds of sites, then the sites cited most with their change", async () => {
    const sources = {
      answers: 12,
      withSources: 8,
      total: 40,
      categories: [
        { category: "own", share: 10 },
        { category: "competitor", share: 0 },
        { category: "editorial", share: 45 },
        { category: "forum", share: 45 },
      ],
      domains: [
        { domain: "elpais.com", category: "editorial", competitor: null, share: 45, shareDelta: 5.5 },
        { domain: "forocoches.com", category: "forum", competitor: null, share: 45, shareDelta: -3 },
        { domain: "lodz.example", category: "own", competitor: null, share: 10, shareDelta: null },
      ],
    };
    const printed = await text((await renderReport(data({ sources }), "es", FONTS)).bytes);
    expect(printed).toContain("Las fuentes de los motores");
    expect(printed).toContain("8 de 12 respuestas llegaron con las fuentes del propio motor");
    expect(printed).toMatch(/Prensa y blogs\s+45\s?%/);
    expect(printed).toMatch(/elpais\.com Prensa y blogs 45\s?% \+5,5/);
    expect(printed).toMatch(/forocoches\.com Foros y reseñas 45\s?% -3/);
    expect(printed).toMatch(/lodz\.example Su sitio 10\s?% —/);
    // A category without sources gets no bar.
    expect(printed).not.toContain("Competidor");
  });

  it("prints the score's 95 % interval on the cover, the components' intervals and each answer's list number", async () => {
    const answers = Array.from({ length: 6 }, (_, i) => ({ prompt: `Pregunta ${i}`, modelId: "gpt-4o", status: "completed", mentioned: i < 4, position: i < 4 ? 1 : null, listPosition: i < 4 ? 7 : null, sentiment: 60 }));
    const scores = scoreAnswers(
      answers.map((r, i) => ({ prompt: r.prompt, modelId: r.modelId, brandMentioned: r.mentioned, position: r.position, listPosition: r.listPosition, sentiment: r.mentioned ? 60 : null, competitorsMentioned: [], brandCited: i === 0, citations: i === 0 ? [{ url: "https://lodz.example/", domain: "lodz.example", isOwnDomain: true }] : [] })),
      [],
    );
    const ci = scores.overall.score_ci95!;
    const { bytes } = await renderReport(data({ results: answers, audit: { ...data().audit, score: scores.overall.score, scores } }), "es", FONTS);
    const printed = await text(bytes);
    expect(printed).toContain(`intervalo del 95 %: ${ci.low}–${ci.high}`);
    const v = scores.overall.visibility_ci95!;
    expect(printed).toContain(`(${new Intl.NumberFormat("es", { maximumFractionDigits: 1 }).format(v.low)}–${new Intl.NumberFormat("es", { maximumFractionDigits: 1 }).format(v.high)})`);
    expect(printed).toContain("N.º lista");
    expect(printed).toMatch(/Pregunta 0 gpt-4o sí 1 7 60/);
  });

  it("breaks a long table across pages and numbers every page", async () => {
    const results = Array.from({ length: 120 }, (_, i) => ({ prompt: `Pregunta número ${i} sobre cafeterías en Łódź`, modelId: "gpt-4o", status: "completed", mentioned: i % 2 === 0, position: i % 2 === 0 ? 1 : null, listPosition: i % 2 === 0 ? 2 : null, sentiment: 60 }));
    const { bytes, pageCount } = await renderReport(data({ results }), "es", FONTS);
    expect(pageCount).toBeGreaterThan(5);
    const printed = await text(bytes);
    expect(printed).toContain("Pregunta número 119 sobre cafeterías en Lódz");
    expect(printed).toContain(`Página ${pageCount} de ${pageCount}`);
  });

  it("gives the same bytes for the same data", async () => {
    const a = await renderReport(data(), "de", FONTS);
    const b = await renderReport(data(), "de", FONTS);
    expect(a.bytes).toEqual(b.bytes);
  });
});

describe("download helpers", () => {
  it("names the file after the client and the audit date, in ASCII", () => {
    expect(reportFilename("Maison Lumière", "2026-11-03T10:00:00.000Z")).toBe("maison-lumiere-2026-11-03-ai-visibility.pdf");
    expect(reportFilename("Großbäckerei \"Süß\" & Co.", "2026-01-02T00:00:00.000Z")).toBe("grossbackerei-suss-co-2026-01-02-ai-visibility.pdf");
    expect(reportFilename("🚀", null)).toBe("client-undated-ai-visibility.pdf");
  });

  it("derives the ETag from the data and the language, and matches If-None-Match lists", async () => {
    const etag = await reportEtag(data(), "es");
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(await reportEtag(data(), "es")).toBe(etag);
    expect(await reportEtag(data(), "fr")).not.toBe(etag);
    expect(await reportEtag(data({ tasks: [{ title: "x", priority: "high", status: "todo", dueDate: null }] }), "es")).not.toBe(etag);
    expect(etagMatches(`"a", W/${etag}`, etag)).toBe(true);
    expect(etagMatches("*", etag)).toBe(true);
    expect(etagMatches('"a"', etag)).toBe(false);
    expect(etagMatches(undefined, etag)).toBe(false);
  });
});
