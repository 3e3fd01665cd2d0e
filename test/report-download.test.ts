// GET /reports/{id}/download: a real PDF from the audit's data, in the report's language or `lang`,
// with its headers, ETag and 304, the cache, and the errors.
import { env } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { audits, geoChecklistItems, reports } from "@/db/schema";
import { call, callJson, expectError } from "./helpers/client";
import { pdfText } from "./helpers/pdf";
import { waitFor } from "./helpers/wait";
import { addChecklist, addCompetitors, createAgency, createAnsweredAudit, createAuditWithQueries, createClient, createReport, db } from "./helpers/factories";

/** A French client audited by the engine (launch, queue, offline models, scoring): its report. */
async function auditedClient() {
  const { account, key } = await createAgency();
  const client = await createClient(account.id, { name: "Maison Lumière", language: "fr", domain: "maison-lumiere.fr", website: "https://maison-lumiere.fr" });
  await addCompetitors(account.id, client.id, ["Hôtel Soleil", "Le Grand Zénith"]);
  const launched = await callJson("/audits/launch", {
    key,
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ client_id: client.id, model_ids: ["gpt-4o", "mistral-large"], prompts: ["Quel est le meilleur hôtel boutique à Paris ?", "Où dormir près du Louvre ?", "Un hôtel de charme à Paris ?"] }),
  });
  expect(launched.status).toBe(200);
  const auditId = launched.body.data.id;
  await waitFor(async () => (await db().select().from(audits).where(eq(audits.id, auditId)))[0]!.status, (s) => s === "completed");
  await addChecklist(account.id, client.id, ["fail", "warning", "pass"]);
  const report = await waitFor(async () => (await db().select().from(reports).where(eq(reports.auditId, auditId)))[0], (r) => r !== undefined);
  const audit = (await db().select().from(audits).where(eq(audits.id, auditId)))[0]!;
  return { account, key, client, audit, report: report! };
}

describe("GET /reports/{id}/download", () => {
  it("streams the report as a PDF in the client's language, with its fonts, score and every section", async () => {
    const { key, audit, report } = await auditedClient();
    const res = await call(`/reports/${report.id}/download`, { key });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    const date = audit.completedAt!.toISOString().slice(0, 10);
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="maison-lumiere-${date}-ai-visibility.pdf"`);
    expect(res.headers.get("etag")).toMatch(/^"[0-9a-f]{32}"$/);
    expect(res.headers.get("cache-control")).toBe("private, no-cache");
    expect(res.headers.get("x-ratelimit-limit")).toBe("60");
    const bytes = await res.arrayBuffer();
    const size = bytes.byteLength;
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
    const { pages, text } = await pdfText(bytes);
    expect(pages).toBeGreaterThanOrEqual(4);
    expect(text).toContain("Maison Lumière");
    expect(text).toContain("RAPPORT DE VISIBILITÉ IA");
    expect(text).toContain(`${audit.score}`);
    for (const section of ["Score global", "Part de voix face aux concurrents", "Hôtel Soleil", "Les réponses, question par question", "Où dormir près du Louvre ?", "URL hallucinées dans cet audit", "Checklist GEO", "Méthode", `Page ${pages} sur ${pages}`]) {
      expect(text, section).toContain(section);
    }
    // The size and page count are recorded once rendered.
    const recorded = await waitFor(async () => (await callJson(`/reports/${report.id}`, { key })).body.data, (r) => r.status === "rendered");
    expect(recorded).toMatchObject({ status: "rendered", page_count: pages, size_bytes: size, rendered_at: expect.any(String) });
  });

  it("lists the hallucinated URLs this audit's answers cited, with the models of this audit that cited them", async () => {
    const { account, key } = await createAgency();
    // The client's site is the local fixture: /offers/black-friday-2023 answers 410, unknown paths 404, /contact 200.
    const client = await createClient(account.id, { name: "Acme", language: "en" });
    const origin = env.SITE_FIXTURE_URL;
    const earlier = await createAnsweredAudit(account.id, client.id, [{ modelId: "claude-sonnet", answer: `Acme is the one to pick: ${origin}/offers/spring-sale-2024` }]);
    const latest = await createAnsweredAudit(account.id, client.id, [
      { modelId: "gpt-4o", answer: `Acme leads the market, see ${origin}/offers/black-friday-2023` },
      { modelId: "mistral-large", answer: `Acme has a deal at ${origin}/offers/black-friday-2023 and a team at ${origin}/contact` },
    ]);
    // The client's URLs hold both audits' findings, still open.
    const open = await callJson(`/clients/${client.id}/hallucinated-urls`, { key });
    expect(open.body.data.map((u: { url: string }) => u.url.replace(origin, "")).sort()).toEqual(["/offers/black-friday-2023", "/offers/spring-sale-2024"]);

    const urlSection = async (auditId: number) => {
      const [report] = await db().select().from(reports).where(eq(reports.auditId, auditId));
      const { text } = await pdfText(await (await call(`/reports/${report!.id}/download`, { key })).arrayBuffer());
      const start = text.indexOf("Hallucinated URLs in this audit");
      expect(start, "section heading").toBeGreaterThan(0);
      return text.slice(start, text.indexOf("GEO checklist", start)).replaceAll(origin, "");
    };
    const latestUrls = await urlSection(latest.id);
    expect(latestUrls).toContain("/offers/black-friday-2023 (HTTP 410) gpt-4o, mistral-large");
    expect(latestUrls).not.toContain("spring-sale");
    expect(latestUrls).not.toContain("claude-sonnet");
    expect(latestUrls).not.toContain("/contact");
    const earlierUrls = await urlSection(earlier.id);
    expect(earlierUrls).toContain("/offers/spring-sale-2024 (HTTP 404) claude-sonnet");
    expect(earlierUrls).not.toContain("black-friday");
  });

  it("answers 304 to If-None-Match with the current ETag, and serves the second download from the cache", async () => {
    const { key, report } = await auditedClient();
    const first = await call(`/reports/${report.id}/download`, { key });
    const etag = first.headers.get("etag")!;
    const firstBytes = new Uint8Array(await first.arrayBuffer());
    expect(first.headers.get("x-report-cache")).toBe("miss");
    const notModified = await call(`/reports/${report.id}/download`, { key, headers: { "If-None-Match": `"other", ${etag}` } });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get("etag")).toBe(etag);
    expect(await notModified.text()).toBe("");
    const second = await waitFor(() => call(`/reports/${report.id}/download`, { key }), (r) => r.headers.get("x-report-cache") === "hit");
    expect(second.headers.get("etag")).toBe(etag);
    expect(new Uint8Array(await second.arrayBuffer())).toEqual(firstBytes);
    expect((await call(`/reports/${report.id}/download`, { key, headers: { "If-None-Match": '"stale"' } })).status).toBe(200);
  });

  it("changes its ETag when the data changes, and prints in another language on request", async () => {
    const { client, key, report } = await auditedClient();
    const before = (await call(`/reports/${report.id}/download`, { key })).headers.get("etag");
    // The agency fixed a failing check: the checklist the PDF shows changed.
    await db().update(geoChecklistItems).set({ status: "pass" }).where(and(eq(geoChecklistItems.clientId, client.id), eq(geoChecklistItems.key, "check_0")));
    const after = await call(`/reports/${report.id}/download`, { key, headers: { "If-None-Match": before! } });
    expect(after.status).toBe(200);
    expect(after.headers.get("etag")).not.toBe(before);
    const german = await call(`/reports/${report.id}/download?lang=de`, { key });
    const { text } = await pdfText(await german.arrayBuffer());
    expect(text).toContain("KI-SICHTBARKEITSBERICHT");
    expect(text).toContain("Maßnahmenplan");
    expect(text).toContain("Gesamtscore");
  });

  it("answers 404 for another account's report and a missing one, 409 when the audit is not completed, 400 for bad input", async () => {
    const { report } = await auditedClient();
    const stranger = await createAgency();
    for (const id of [report.id, 2_000_000_000]) {
      const res = await callJson(`/reports/${id}/download`, { key: stranger.key });
      expect(res.status).toBe(404);
      expect(expectError(res.body, 404).message).toBe(`Report ${id} not found.`);
    }
    const { account, key } = await createAgency();
    const client = await createClient(account.id);
    const { audit } = await createAuditWithQueries(account.id, client.id, [{ prompt: "Running?", modelId: "gpt-4o" }]);
    const early = await createReport(account.id, client.id, audit.id);
    const conflict = await callJson(`/reports/${early.id}/download`, { key });
    expect(conflict.status).toBe(409);
    expect(expectError(conflict.body, 409).message).toBe(`Report ${early.id} cannot be printed: its audit ${audit.id} is running, not completed.`);
    expect(expectError((await callJson(`/reports/${early.id}/download?lang=it`, { key })).body, 400).param).toBe("lang");
    expect(expectError((await callJson("/reports/0/download", { key })).body, 400).param).toBe("id");
  });

  it("answers 401 without a key and 403 without reports:read", async () => {
    const { key } = await createAgency({ scopes: ["audits:read"] });
    expect((await callJson("/reports/1/download")).status).toBe(401);
    const denied = await callJson("/reports/1/download", { key });
    expect(denied.status).toBe(403);
    expect(expectError(denied.body, 403).message).toMatch(/'reports:read'/);
  });
});
