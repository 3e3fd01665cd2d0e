// The seven Clients endpoints: success, pagination, filters, bad input, auth, scopes and tenancy.
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { audits } from "@/db/schema";
import { call, callJson, expectError } from "./helpers/client";
import {
  addChecklist,
  addCompetitors,
  addContacts,
  addHallucinatedUrls,
  createAgency,
  createClient,
  createClients,
  createCompletedAudit,
  createKey,
  db,
  createSchedule,
} from "./helpers/factories";

const CLIENT_KEYS = ["aliases", "country", "created_at", "domain", "id", "keywords", "language", "name", "other_domains", "sector", "status", "updated_at", "website"];
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** Every sub-resource path of a client, for the checks they all share. */
const CLIENT_PATHS = (id: number | string) => [
  `/clients/${id}`,
  `/clients/${id}/contacts`,
  `/clients/${id}/competitors`,
  `/clients/${id}/360`,
  `/clients/${id}/geo-checklist`,
  `/clients/${id}/hallucinated-urls`,
];

describe("GET /clients", () => {
  it("returns the contract's six fields and the agency's extra fields in the list envelope", async () => {
    const { account, key } = await createAgency();
    const client = await createClient(account.id, { name: "Maison Lumière", sector: "hospitality", website: "https://www.maison-lumiere.fr", domain: "maison-lumiere.fr", country: "FR", aliases: ["Lumiere"], keywords: ["hotel paris"] });
    const { status, body } = await callJson("/clients", { key });
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(["data", "pagination", "success"]);
    expect(body.success).toBe(true);
    expect(body.pagination).toEqual({ page: 1, per_page: 20, total: 1, total_pages: 1 });
    const [item] = body.data;
    expect(Object.keys(item).sort()).toEqual(CLIENT_KEYS);
    expect(item).toMatchObject({ id: client.id, name: "Maison Lumière", sector: "hospitality", website: "https://www.maison-lumiere.fr", country: "FR", domain: "maison-lumiere.fr", aliases: ["Lumiere"], keywords: ["hotel paris"], status: "active" });
    expect(item.created_at).toMatch(ISO);
  });

  it("paginates 47 clients by 10 into 5 pages, the last holding 7, and a page past the end is empty", async () => {
    const { account, key } = await createAgency();
    const created = await createClients(account.id, 47);
    const ids = created.map((c) => c.id).sort((a, b) => a - b);
    const first = await callJson("/clients?per_page=10", { key });
    expect(first.body.pagination).toEqual({ page: 1, per_page: 10, total: 47, total_pages: 5 });
    expect(first.body.data.map((c: { id: number }) => c.id)).toEqual(ids.slice(0, 10));
    const last = await callJson("/clients?per_page=10&page=5", { key });
    expect(last.body.data.map((c: { id: number }) => c.id)).toEqual(ids.slice(40));
    const past = await callJson("/clients?per_page=10&page=6", { key });
    expect(past.status).toBe(200);
    expect(past.body).toEqual({ success: true, data: [], pagination: { page: 6, per_page: 10, total: 47, total_pages: 5 } });
  });

  it("accepts per_page=100 and reports zero pages for an empty account", async () => {
    const { key } = await createAgency();
    const { status, body } = await callJson("/clients?per_page=100", { key });
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, data: [], pagination: { page: 1, per_page: 100, total: 0, total_pages: 0 } });
  });

  it("filters by q (name, domain, aliases; LIKE wildcards are literal), sector, country and status", async () => {
    const { account, key } = await createAgency();
    await createClient(account.id, { name: "Alpha Hotels", sector: "Hospitality", country: "FR", domain: "alpha.test" });
    await createClient(account.id, { name: "Beta Bank", sector: "finance", country: "DE", domain: "beta.test", aliases: ["BBank"] });
    await createClient(account.id, { name: "Gamma 100% Green", sector: "energy", country: "DE", status: "paused", domain: "gamma.test" });
    const names = async (query: string) => (await callJson(`/clients?${query}`, { key })).body.data.map((c: { name: string }) => c.name);
    expect(await names("q=alpha")).toEqual(["Alpha Hotels"]);
    expect(await names("q=bbank")).toEqual(["Beta Bank"]);
    expect(await names("q=beta.test")).toEqual(["Beta Bank"]);
    expect(await names("q=100%25")).toEqual(["Gamma 100% Green"]);
    expect(await names("q=%25")).toEqual(["Gamma 100% Green"]);
    expect(await names("sector=hospitality")).toEqual(["Alpha Hotels"]);
    expect(await names("country=de")).toEqual(["Beta Bank", "Gamma 100% Green"]);
    expect(await names("country=DE&status=active")).toEqual(["Beta Bank"]);
    const filtered = await callJson("/clients?country=DE&per_page=1", { key });
    expect(filtered.body.pagination).toEqual({ page: 1, per_page: 1, total: 2, total_pages: 2 });
  });

  it("never lists another account's clients", async () => {
    const mine = await createAgency();
    const theirs = await createAgency();
    const own = await createClient(mine.account.id);
    await createClients(theirs.account.id, 3);
    const { body } = await callJson("/clients?per_page=100", { key: mine.key });
    expect(body.data.map((c: { id: number }) => c.id)).toEqual([own.id]);
    expect(body.pagination.total).toBe(1);
  });

  it.each([
    ["page=0", "page"],
    ["page=-1", "page"],
    ["page=abc", "page"],
    ["page=1.5", "page"],
    ["per_page=0", "per_page"],
    ["per_page=101", "per_page"],
    ["per_page=ten", "per_page"],
    ["country=FRA", "country"],
    ["status=deleted", "status"],
    [`q=${"x".repeat(101)}`, "q"],
  ])("rejects %s with a 400 naming %s", async (query, field) => {
    const { key } = await createAgency();
    const { status, body } = await callJson(`/clients?${query}`, { key });
    expect(status).toBe(400);
    const error = expectError(body, 400);
    expect(error.message).toContain(`'${field}'`);
    expect(error.param).toBe(field);
  });
});

describe("GET /clients/{id}", () => {
  it("returns the client with description and counts", async () => {
    const { account, key } = await createAgency();
    const client = await createClient(account.id, { description: "Boutique hotels." });
    await addContacts(account.id, client.id, 2);
    await addCompetitors(account.id, client.id, ["Rival", "Other", "Third"]);
    const other = await createClient(account.id);
    await addContacts(account.id, other.id, 5);
    const { status, body } = await callJson(`/clients/${client.id}`, { key });
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(["data", "success"]);
    expect(body.data).toMatchObject({ id: client.id, description: "Boutique hotels.", contact_count: 2, competitor_count: 3 });
    expect(Object.keys(body.data).sort()).toEqual([...CLIENT_KEYS, "competitor_count", "contact_count", "description"].sort());
  });

  it.each(["abc", "0", "-3", "1.5", "99999999999", "1e3"])("rejects id %s with a 400 naming id", async (id) => {
    const { key } = await createAgency();
    const { status, body } = await callJson(`/clients/${id}`, { key });
    expect(status).toBe(400);
    expect(expectError(body, 400).param).toBe("id");
  });
});

describe("client sub-resources", () => {
  it("lists contacts, primary first, paginated", async () => {
    const { account, key } = await createAgency();
    const client = await createClient(account.id);
    const contacts = await addContacts(account.id, client.id, 3);
    const { status, body } = await callJson(`/clients/${client.id}/contacts?per_page=2`, { key });
    expect(status).toBe(200);
    expect(body.pagination).toEqual({ page: 1, per_page: 2, total: 3, total_pages: 2 });
    expect(body.data[0]).toMatchObject({ id: contacts[2]!.id, client_id: client.id, is_primary: true });
    expect(Object.keys(body.data[0]).sort()).toEqual(["client_id", "created_at", "email", "first_name", "id", "is_primary", "last_name", "phone", "role"]);
    const page2 = await callJson(`/clients/${client.id}/contacts?per_page=2&page=2`, { key });
    expect(page2.body.data.map((c: { id: number }) => c.id)).toEqual([contacts[1]!.id]);
  });

  it("lists competitors", async () => {
    const { account, key } = await createAgency();
    const client = await createClient(account.id);
    await addCompetitors(account.id, client.id, ["Rival", "Other"]);
    const { body } = await callJson(`/clients/${client.id}/competitors`, { key });
    expect(body.pagination.total).toBe(2);
    expect(body.data.map((c: { name: string }) => c.name)).toEqual(["Rival", "Other"]);
    expect(body.data[0]).toMatchObject({ client_id: client.id, website: "https://rival.test", aliases: [] });
  });

  it("returns an empty list (not 404) for a client without contacts or competitors", async () => {
    const { account, key } = await createAgency();
    const client = await createClient(account.id);
    for (const path of ["contacts", "competitors", "hallucinated-urls"]) {
      const { status, body } = await callJson(`/clients/${client.id}/${path}`, { key });
      expect(status).toBe(200);
      expect(body).toEqual({ success: true, data: [], pagination: { page: 1, per_page: 20, total: 0, total_pages: 0 } });
    }
  });

  it("returns the GEO checklist, failing first, with a summary and score", async () => {
    const { account, key } = await createAgency();
    const client = await createClient(account.id);
    await addChecklist(account.id, client.id, ["pass", "fail", "warning", "unknown", "pass"]);
    const { status, body } = await callJson(`/clients/${client.id}/geo-checklist`, { key });
    expect(status).toBe(200);
    expect(body.data.client_id).toBe(client.id);
    // Verified: 2 pass + 1 warning (half) over 4 → 62.5 → 63.
    expect(body.data.summary).toEqual({ total: 5, pass: 2, warning: 1, fail: 1, unknown: 1, score: 63 });
    expect(body.data.items.map((i: { status: string }) => i.status)).toEqual(["fail", "warning", "unknown", "pass", "pass"]);
    expect(body.data.checked_at).toBe("2026-11-05T00:00:00.000Z");
    expect(body.data.language).toBe("en");
    expect(body.data.items[0]).toMatchObject({ key: "check_1", title: "Check 1", description: "Description 1" });
  });

  it("returns the checklist texts in the language asked for, by ?lang or Accept-Language", async () => {
    const { account, key } = await createAgency();
    const client = await createClient(account.id);
    await addChecklist(account.id, client.id, ["fail", "warning"]);
    const fr = await callJson(`/clients/${client.id}/geo-checklist?lang=fr`, { key });
    // Evidence too; an item checked before evidence was translated keeps its English.
    expect(fr.body.data).toMatchObject({ language: "fr", items: [{ title: "Contrôle 0", evidence: "llms.txt a répondu HTTP 404" }, { evidence: "Observed 1" }] });
    const de = await callJson(`/clients/${client.id}/geo-checklist`, { key, headers: { "Accept-Language": "de-DE,de;q=0.9" } });
    expect(de.body.data).toMatchObject({ language: "de", items: [{ title: "Prüfung 0", description: "Beschreibung 0", evidence: "llms.txt antwortete mit HTTP 404" }, { evidence: "Observed 1" }] });
    const bad = await callJson(`/clients/${client.id}/geo-checklist?lang=it`, { key });
    expect(expectError(bad.body, 400).param).toBe("lang");
  });

  it("returns an empty checklist with a null score when nothing was checked", async () => {
    const { account, key } = await createAgency();
    const client = await createClient(account.id);
    const { body } = await callJson(`/clients/${client.id}/geo-checklist`, { key });
    expect(body.data).toEqual({ client_id: client.id, summary: { total: 0, pass: 0, warning: 0, fail: 0, unknown: 0, score: null }, checked_at: null, language: "en", items: [] });
  });

  it("lists hallucinated URLs, most recent first, filtered by status", async () => {
    const { account, key } = await createAgency();
    const client = await createClient(account.id);
    await addHallucinatedUrls(account.id, client.id, [
      { url: "https://example-brand.test/old" },
      { url: "https://example-brand.test/new" },
      { url: "https://example-brand.test/fixed", status: "redirected" },
    ]);
    const all = await callJson(`/clients/${client.id}/hallucinated-urls`, { key });
    expect(all.body.data.map((u: { url: string }) => u.url)).toEqual([
      "https://example-brand.test/fixed",
      "https://example-brand.test/new",
      "https://example-brand.test/old",
    ]);
    expect(all.body.data[0]).toMatchObject({ client_id: client.id, model_ids: ["gpt-4o"], http_status: 404, status: "redirected", occurrences: 1 });
    const open = await callJson(`/clients/${client.id}/hallucinated-urls?status=open`, { key });
    expect(open.body.pagination.total).toBe(2);
    // URLs that exist are kept (state `valid`) but listed only on request.
    await addHallucinatedUrls(account.id, client.id, [{ url: "https://example-brand.test/real", state: "valid" }]);
    expect((await callJson(`/clients/${client.id}/hallucinated-urls`, { key })).body.pagination.total).toBe(3);
    const everyCited = await callJson(`/clients/${client.id}/hallucinated-urls?state=all`, { key });
    expect(everyCited.body.pagination.total).toBe(4);
    expect(everyCited.body.data.find((u: { url: string }) => u.url.endsWith("/real"))).toMatchObject({ state: "valid", http_status: 200 });
    const bad = await callJson(`/clients/${client.id}/hallucinated-urls?status=gone`, { key });
    expect(expectError(bad.body, 400).param).toBe("status");
  });

  it("builds the 360 view in one call", async () => {
    const { account, key } = await createAgency();
    const client = await createClient(account.id);
    await addContacts(account.id, client.id, 2);
    await addCompetitors(account.id, client.id, ["Rival"]);
    await addChecklist(account.id, client.id, ["pass", "fail"]);
    await addHallucinatedUrls(account.id, client.id, [{ url: "https://x.test/a" }, { url: "https://x.test/b", status: "ignored" }, { url: "https://x.test/c", state: "valid" }]);
    const { status, body } = await callJson(`/clients/${client.id}/360`, { key });
    expect(status).toBe(200);
    expect(Object.keys(body.data).sort()).toEqual(["audit_count", "client", "competitors", "contacts", "geo_checklist", "hallucinated_urls", "latest_audit", "next_scheduled_audit", "source_domains"]);
    expect(body.data.audit_count).toBe(0);
    expect(body.data.client).toMatchObject({ id: client.id, contact_count: 2, competitor_count: 1 });
    expect(body.data.contacts).toHaveLength(2);
    expect(body.data.contacts[0].is_primary).toBe(true);
    expect(body.data.competitors.map((c: { name: string }) => c.name)).toEqual(["Rival"]);
    expect(body.data.geo_checklist).toEqual({ total: 2, pass: 1, warning: 0, fail: 1, unknown: 0, score: 50 });
    expect(body.data.hallucinated_urls).toEqual({ total: 2, open: 1 });
    expect(body.data.latest_audit).toBeNull();
    expect(body.data.next_scheduled_audit).toBeNull();
  });

  it("summarises the latest completed audit in the 360 view, with its intervals", async () => {
    const { account, key } = await createAgency();
    const client = await createClient(account.id);
    await createCompletedAudit(account.id, client.id, 40, new Date(Date.now() - 20 * 86_400_000));
    const latest = await createCompletedAudit(account.id, client.id, 64, new Date(Date.now() - 86_400_000));
    const before = await callJson(`/clients/${client.id}/360`, { key });
    expect(before.body.data.latest_audit).toMatchObject({ id: latest.id, score: 64, visibility: 64, share_of_voice: 32, score_ci95: null, visibility_ci95: null });
    await db()
      .update(audits)
      .set({ scores: sql`jsonb_set(jsonb_set(${audits.scores}, '{overall,score_ci95}', '{"low": 57, "high": 71}'), '{overall,visibility_ci95}', '{"low": 55.3, "high": 81.9}')` })
      .where(eq(audits.id, latest.id));
    const { body } = await callJson(`/clients/${client.id}/360`, { key });
    expect(body.data.audit_count).toBe(2);
    expect(body.data.latest_audit).toMatchObject({ id: latest.id, score: 64, score_ci95: { low: 57, high: 71 }, visibility_ci95: { low: 55.3, high: 81.9 } });
  });

  it("has a null checklist in the 360 view when the client has none", async () => {
    const { account, key } = await createAgency();
    const client = await createClient(account.id);
    const { body } = await callJson(`/clients/${client.id}/360`, { key });
    expect(body.data.geo_checklist).toBeNull();
    expect(body.data.hallucinated_urls).toEqual({ total: 0, open: 0 });
  });

  it("shows the client's active schedule that runs soonest in the 360 view", async () => {
    const { account, key } = await createAgency();
    const client = await createClient(account.id);
    await createSchedule(account.id, client.id, { name: "later", nextRunAt: new Date("2031-02-01T06:00:00Z") });
    const soonest = await createSchedule(account.id, client.id, { name: "sooner", frequency: "weekly", timezone: "Europe/Paris", nextRunAt: new Date("2031-01-05T05:00:00Z") });
    await createSchedule(account.id, client.id, { name: "paused", active: false, nextRunAt: null });
    const { body } = await callJson(`/clients/${client.id}/360`, { key });
    expect(body.data.next_scheduled_audit).toEqual({ id: soonest.id, name: "sooner", frequency: "weekly", timezone: "Europe/Paris", next_run_at: "2031-01-05T05:00:00.000Z" });
  });
});

describe("Clients: shared rules on every endpoint", () => {
  it("answers 404 for a missing client and for another account's client, without its data", async () => {
    const mine = await createAgency();
    const theirs = await createAgency();
    const foreign = await createClient(theirs.account.id, { name: "Secret Brand" });
    for (const path of [...CLIENT_PATHS(foreign.id), ...CLIENT_PATHS(2_000_000_000)]) {
      const res = await call(path, { key: mine.key });
      const text = await res.text();
      expect(res.status, path).toBe(404);
      const error = expectError(JSON.parse(text), 404);
      expect(error.message).toMatch(/Client \d+ not found/);
      expect(text).not.toContain("Secret Brand");
    }
  });

  it("answers 401 without a key and 403 for a key without clients:read", async () => {
    const { account } = await createAgency();
    const client = await createClient(account.id);
    const { key: noScope } = await createKey(account.id, { scopes: ["audits:read", "analytics:read"] });
    for (const path of ["/clients", ...CLIENT_PATHS(client.id)]) {
      const anonymous = await callJson(path);
      expect(anonymous.status, path).toBe(401);
      expect(expectError(anonymous.body, 401).message).toMatch(/API key is invalid or missing/);
      const forbidden = await callJson(path, { key: noScope });
      expect(forbidden.status, path).toBe(403);
      expect(expectError(forbidden.body, 403).message).toContain("'clients:read'");
    }
  });

  it("serves every endpoint to a read-only key", async () => {
    const { account } = await createAgency();
    const client = await createClient(account.id);
    const { key } = await createKey(account.id, { scopes: ["clients:read"] });
    for (const path of ["/clients", ...CLIENT_PATHS(client.id)]) {
      const res = await call(path, { key });
      expect(res.status, path).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    }
  });

  it("rejects bad pagination on every sub-list", async () => {
    const { account, key } = await createAgency();
    const client = await createClient(account.id);
    for (const path of ["contacts", "competitors", "hallucinated-urls"]) {
      const { status, body } = await callJson(`/clients/${client.id}/${path}?per_page=500`, { key });
      expect(status).toBe(400);
      expect(expectError(body, 400).message).toBe("Query parameter 'per_page' must be at most 100.");
    }
  });
});
