// The Reports group: list with filters and pagination, detail, titles in the report's language.
import { describe, expect, it } from "vitest";
import { callJson, expectError } from "./helpers/client";
import { createAgency, createClient, createCompletedAudit, createReport } from "./helpers/factories";

async function agencyWithReports() {
  const { account, key } = await createAgency();
  const lumiere = await createClient(account.id, { name: "Maison Lumière", language: "fr" });
  const acme = await createClient(account.id, { name: "Acme", language: "en" });
  const october = await createCompletedAudit(account.id, lumiere.id, 61, new Date("2026-10-03T09:00:00Z"), { "gpt-4o": 61 });
  const november = await createCompletedAudit(account.id, lumiere.id, 67, new Date("2026-11-03T09:00:00Z"), { "gpt-4o": 70, "claude-sonnet": 64 });
  const acmeAudit = await createCompletedAudit(account.id, acme.id, 40, new Date("2026-11-10T09:00:00Z"));
  const reports = {
    october: await createReport(account.id, lumiere.id, october.id, { language: "fr", createdAt: new Date("2026-10-03T09:05:00Z") }),
    november: await createReport(account.id, lumiere.id, november.id, { language: "fr", createdAt: new Date("2026-11-03T09:05:00Z") }),
    acme: await createReport(account.id, acme.id, acmeAudit.id, { language: "en", createdAt: new Date("2026-11-10T09:05:00Z") }),
  };
  return { account, key, lumiere, acme, november, reports };
}

describe("GET /reports", () => {
  it("lists the account's reports newest first, with titles in each report's language", async () => {
    const { key, lumiere, acme, november, reports } = await agencyWithReports();
    const { status, body } = await callJson("/reports", { key });
    expect(status).toBe(200);
    expect(body.pagination).toEqual({ page: 1, per_page: 20, total: 3, total_pages: 1 });
    expect(body.data.map((r: { id: number }) => r.id)).toEqual([reports.acme.id, reports.november.id, reports.october.id]);
    expect(body.data[1]).toEqual({
      id: reports.november.id,
      client_id: lumiere.id,
      client_name: "Maison Lumière",
      audit_id: november.id,
      audit_name: "completed audit",
      title: "Rapport de visibilité IA — Maison Lumière — novembre 2026",
      language: "fr",
      status: "ready",
      score: 67,
      model_ids: ["gpt-4o", "claude-sonnet"],
      prompt_count: 1,
      audit_completed_at: "2026-11-03T09:00:00.000Z",
      page_count: null,
      size_bytes: null,
      rendered_at: null,
      created_at: "2026-11-03T09:05:00.000Z",
      download_url: `http://api.test/api/v1/reports/${reports.november.id}/download`,
    });
    expect(body.data[0]).toMatchObject({ client_id: acme.id, title: "AI visibility report — Acme — November 2026", language: "en" });
  });

  it("filters by client, audit and language, and pages", async () => {
    const { key, lumiere, november, reports } = await agencyWithReports();
    const ids = async (query: string) => (await callJson(`/reports?${query}`, { key })).body.data.map((r: { id: number }) => r.id);
    expect(await ids(`client_id=${lumiere.id}`)).toEqual([reports.november.id, reports.october.id]);
    expect(await ids(`audit_id=${november.id}`)).toEqual([reports.november.id]);
    expect(await ids("language=en")).toEqual([reports.acme.id]);
    expect(await ids("language=de")).toEqual([]);
    const page2 = await callJson("/reports?per_page=2&page=2", { key });
    expect(page2.body).toMatchObject({ data: [{ id: reports.october.id }], pagination: { page: 2, per_page: 2, total: 3, total_pages: 2 } });
    expect((await callJson("/reports?page=9", { key })).body).toMatchObject({ data: [], pagination: { total: 3 } });
  });

  it.each([
    ["client_id=abc", "client_id"],
    ["audit_id=-1", "audit_id"],
    ["language=it", "language"],
    ["per_page=101", "per_page"],
    ["page=0", "page"],
  ])("rejects %s naming %s", async (query, field) => {
    const { key } = await createAgency();
    const { status, body } = await callJson(`/reports?${query}`, { key });
    expect(status).toBe(400);
    expect(expectError(body, 400).param).toBe(field);
  });
});

describe("GET /reports/{id}", () => {
  it("returns the report", async () => {
    const { key, reports } = await agencyWithReports();
    const { status, body } = await callJson(`/reports/${reports.acme.id}`, { key });
    expect(status).toBe(200);
    expect(Object.keys(body)).toEqual(["success", "data"]);
    expect(body.data).toMatchObject({ id: reports.acme.id, client_name: "Acme", score: 40, title: "AI visibility report — Acme — November 2026" });
  });

  it("writes Spanish and German titles, and English for a client in another language", async () => {
    const { account, key } = await createAgency();
    const titles: string[] = [];
    for (const language of ["es", "de", "it"]) {
      const client = await createClient(account.id, { name: "Sol", language });
      const audit = await createCompletedAudit(account.id, client.id, 50, new Date("2026-03-15T12:00:00Z"));
      const report = await createReport(account.id, client.id, audit.id, { language });
      titles.push((await callJson(`/reports/${report.id}`, { key })).body.data.title);
    }
    expect(titles).toEqual(["Informe de visibilidad en IA — Sol — marzo de 2026", "KI-Sichtbarkeitsbericht — Sol — März 2026", "AI visibility report — Sol — March 2026"]);
  });

  it("answers 404 for a missing report and another account's, 400 for a bad id", async () => {
    const { reports } = await agencyWithReports();
    const stranger = await createAgency();
    for (const id of [reports.november.id, 2_000_000_000]) {
      const res = await callJson(`/reports/${id}`, { key: stranger.key });
      expect(res.status).toBe(404);
      expect(expectError(res.body, 404).message).toBe(`Report ${id} not found.`);
      expect(JSON.stringify(res.body)).not.toContain("Lumière");
    }
    expect((await callJson("/reports", { key: stranger.key })).body.pagination.total).toBe(0);
    expect(expectError((await callJson("/reports/1x", { key: stranger.key })).body, 400).param).toBe("id");
  });

  it("answers 401 without a key and 403 without reports:read", async () => {
    const { reports } = await agencyWithReports();
    const { key } = await createAgency({ scopes: ["audits:read"] });
    for (const path of ["/reports", `/reports/${reports.acme.id}`]) {
      expect((await callJson(path)).status, path).toBe(401);
      const denied = await callJson(path, { key });
      expect(denied.status, path).toBe(403);
      expect(expectError(denied.body, 403).message).toMatch(/'reports:read'/);
    }
  });
});
