// Source domains: which domains the engines draw on for a client's prompts, classified, with their trend; and the
// account's rules that extend the classification.
import { describe, expect, it } from "vitest";
import { domainRules } from "@/db/schema";
import { DOMAIN_CATEGORIES } from "@/domain/source-domains/queries";
import { callJson, expectError } from "./helpers/client";
import { addCompetitors, createAgency, createClient, db } from "./helpers/factories";
import { waitFor } from "./helpers/wait";

const PROMPTS = ["Quel est le meilleur hôtel boutique à Paris ?", "Quel hôtel choisir pour un week-end spa ?", "Un hôtel de charme près du Louvre ?"];

async function completedAudit(key: string, clientId: number, modelIds = ["gpt-4o-search", "perplexity-sonar"]) {
  const launched = await callJson("/audits/launch", { key, method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ client_id: clientId, model_ids: modelIds, prompts: PROMPTS }) });
  expect(launched.status).toBe(200);
  const id = launched.body.data.id as number;
  await waitFor(async () => (await callJson(`/audits/${id}`, { key })).body.data.status, (status: string) => status === "completed", 15_000);
  return id;
}

async function frenchClient() {
  const agency = await createAgency();
  const client = await createClient(agency.account.id, { name: "Maison Lumière", domain: "maison-lumiere.fr", website: "https://www.maison-lumiere.fr", language: "fr", sector: "hospitality" });
  await addCompetitors(agency.account.id, client.id, ["Hotel Soleil"]);
  return { ...agency, client };
}

const rulePost = (key: string, body: unknown) => callJson("/account/domain-rules", { key, method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });

describe("GET /clients/{id}/source-domains", () => {
  it("counts the engines' sources by domain and category over the latest audit, then compares with the one before", async () => {
    const { key, client } = await frenchClient();
    const empty = await callJson(`/clients/${client.id}/source-domains`, { key });
    expect(empty.status).toBe(200);
    expect(empty.body.data).toMatchObject({ client_id: client.id, audit_ids: [], previous_audit_ids: [], answers: 0, sources: 0, domains: [] });
    expect((await callJson(`/clients/${client.id}/360`, { key })).body.data.source_domains).toBeNull();

    const first = await completedAudit(key, client.id);
    const { status, body } = await callJson(`/clients/${client.id}/source-domains?limit=100`, { key });
    expect(status).toBe(200);
    const data = body.data;
    expect(data).toMatchObject({ audit_ids: [first], previous_audit_ids: [], model_id: null, answers: 6, answers_with_sources: 6 });
    // The results' own sources, recounted: the read adds up to them.
    const results = (await callJson(`/audits/${first}/results`, { key })).body.data as { model_id: string; sources: { domain: string; cited_in_answer: boolean }[] }[];
    const all = results.flatMap((r) => r.sources.map((s) => ({ ...s, model_id: r.model_id })));
    expect(data.sources).toBe(all.length);
    expect(data.domain_count).toBe(new Set(all.map((s) => s.domain)).size);
    expect(data.domains.reduce((sum: number, d: { sources: number }) => sum + d.sources, 0)).toBe(all.length);
    for (const domain of data.domains) {
      const mine = all.filter((s) => s.domain === domain.domain);
      expect(domain.sources).toBe(mine.length);
      expect(domain.cited).toBe(mine.filter((s) => s.cited_in_answer).length);
      expect(domain.by_model.reduce((sum: number, m: { sources: number }) => sum + m.sources, 0)).toBe(mine.length);
      expect(domain).toMatchObject({ previous_sources: null, previous_share: null, share_delta: null });
      expect(DOMAIN_CATEGORIES).toContain(domain.category);
    }
    // Most cited first; the categories cover every source.
    const counts = data.domains.map((d: { sources: number }) => d.sources);
    expect(counts).toEqual([...counts].sort((a: number, b: number) => b - a));
    expect(data.categories.map((c: { category: string }) => c.category)).toEqual([...DOMAIN_CATEGORIES]);
    expect(data.categories.reduce((sum: number, c: { sources: number }) => sum + c.sources, 0)).toBe(all.length);
    // The client's own site and the French reference pages are classified as such.
    const byDomain = new Map(data.domains.map((d: { domain: string }) => [d.domain, d]));
    if (byDomain.has("maison-lumiere.fr")) expect(byDomain.get("maison-lumiere.fr")).toMatchObject({ category: "own", competitor: null });
    if (byDomain.has("fr.wikipedia.org")) expect(byDomain.get("fr.wikipedia.org")).toMatchObject({ category: "reference", rule: "wikipedia.org" });

    // The 360 view carries the digest: the five domains cited most and every category's share.
    const view = (await callJson(`/clients/${client.id}/360`, { key })).body.data;
    expect(view.source_domains).toMatchObject({ audit_id: first, sources: all.length, categories: data.categories });
    expect(view.source_domains.top_domains).toEqual(
      data.domains.slice(0, 5).map((d: { domain: string; category: string; competitor: string | null; share: number; share_delta: number | null }) => ({ domain: d.domain, category: d.category, competitor: d.competitor, share: d.share, share_delta: d.share_delta })),
    );
    expect(view.source_domains.own_share).toBe(data.categories.find((c: { category: string }) => c.category === "own").share);

    const second = await completedAudit(key, client.id);
    const trend = (await callJson(`/clients/${client.id}/source-domains?limit=100`, { key })).body.data;
    expect(trend).toMatchObject({ audit_ids: [second], previous_audit_ids: [first] });
    for (const domain of trend.domains) {
      expect(domain.previous_sources).toBeGreaterThanOrEqual(0);
      expect(domain.share_delta).toBeCloseTo(domain.share - domain.previous_share, 1);
    }
    // Two audits at once, or the first alone by its id, or one model's sources only.
    expect((await callJson(`/clients/${client.id}/source-domains?audits=2`, { key })).body.data).toMatchObject({ audit_ids: [second, first], previous_audit_ids: [], answers: 12 });
    expect((await callJson(`/clients/${client.id}/source-domains?audit_id=${first}`, { key })).body.data).toMatchObject({ audit_ids: [first], previous_audit_ids: [], sources: all.length });
    const sonar = (await callJson(`/clients/${client.id}/source-domains?audit_id=${first}&model_id=perplexity-sonar&limit=100`, { key })).body.data;
    expect(sonar).toMatchObject({ model_id: "perplexity-sonar", answers: 3, sources: all.filter((s) => s.model_id === "perplexity-sonar").length });
    const reference = (await callJson(`/clients/${client.id}/source-domains?audit_id=${first}&category=reference&limit=100`, { key })).body.data;
    expect(reference.domains.every((d: { category: string }) => d.category === "reference")).toBe(true);
  });

  it("applies the account's rules, which win over the built-in table", async () => {
    const { key, client } = await frenchClient();
    await completedAudit(key, client.id, ["gpt-4o-search", "perplexity-sonar", "gemini-pro-search"]);
    const before = (await callJson(`/clients/${client.id}/source-domains?limit=100`, { key })).body.data;
    const target = before.domains.find((d: { category: string }) => d.category !== "own" && d.category !== "competitor" && d.category !== "other");
    expect(target, "the offline engines cite third-party pages").toBeDefined();
    const created = await rulePost(key, { pattern: ` ${target.domain.toUpperCase()} `, category: "other" });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ pattern: target.domain, category: "other" });
    const after = (await callJson(`/clients/${client.id}/source-domains?limit=100`, { key })).body.data;
    expect(after.domains.find((d: { domain: string }) => d.domain === target.domain)).toMatchObject({ category: "other", rule: target.domain });
    const listed = await callJson("/account/domain-rules", { key });
    expect(listed.body.data).toEqual([created.body.data]);
    expect((await callJson(`/account/domain-rules/${created.body.data.id}`, { key, method: "DELETE" })).body.data).toEqual({ id: created.body.data.id, deleted: true });
    expect((await callJson(`/account/domain-rules/${created.body.data.id}`, { key, method: "DELETE" })).status).toBe(404);
    const restored = (await callJson(`/clients/${client.id}/source-domains?limit=100`, { key })).body.data;
    expect(restored.domains.find((d: { domain: string }) => d.domain === target.domain).category).toBe(target.category);
  });

  it.each([
    ["audits=13", "audits"],
    ["audits=0", "audits"],
    ["limit=101", "limit"],
    ["category=blog", "category"],
    ["model_id=GPT_4O!", "model_id"],
    ["audit_id=abc", "audit_id"],
  ])("rejects %s naming %s", async (query, param) => {
    const { key, client } = await frenchClient();
    const { status, body } = await callJson(`/clients/${client.id}/source-domains?${query}`, { key });
    expect(status).toBe(400);
    expect(expectError(body, 400).param).toBe(param);
  });

  it("answers 404 for another tenant's client or audit, 401 without a key and 403 without clients:read", async () => {
    const mine = await frenchClient();
    const theirs = await frenchClient();
    const theirAudit = await completedAudit(theirs.key, theirs.client.id, ["perplexity-sonar"]);
    expect((await callJson(`/clients/${theirs.client.id}/source-domains`, { key: mine.key })).status).toBe(404);
    expect((await callJson(`/clients/999999999/source-domains`, { key: mine.key })).status).toBe(404);
    const foreignAudit = await callJson(`/clients/${mine.client.id}/source-domains?audit_id=${theirAudit}`, { key: mine.key });
    expect(foreignAudit.status).toBe(404);
    expect(expectError(foreignAudit.body, 404).message).toContain(`Audit ${theirAudit}`);
    expect((await callJson(`/clients/${mine.client.id}/source-domains`)).status).toBe(401);
    const { key: auditsOnly } = await createAgency({ scopes: ["audits:read"] });
    expect((await callJson(`/clients/${mine.client.id}/source-domains`, { key: auditsOnly })).status).toBe(403);
  });
});

describe("/account/domain-rules", () => {
  it.each([
    [{ pattern: "https://lemonde.fr/x", category: "editorial" }, "pattern"],
    [{ pattern: "*.lemonde.fr", category: "editorial" }, "pattern"],
    [{ pattern: "", category: "editorial" }, "pattern"],
    [{ category: "editorial" }, "pattern"],
    [{ pattern: "lemonde.fr" }, "category"],
    [{ pattern: "lemonde.fr", category: "own" }, "category"],
    [{ pattern: "lemonde.fr", category: "editorial", extra: 1 }, "extra"],
  ])("rejects %j naming %s", async (body, param) => {
    const { key } = await createAgency();
    const res = await rulePost(key, body);
    expect(res.status).toBe(400);
    expect(expectError(res.body, 400).param).toBe(param);
  });

  it("refuses a second rule for the same pattern, and needs account:write to change rules", async () => {
    const { key } = await createAgency();
    expect((await rulePost(key, { pattern: "leparisien.fr", category: "editorial" })).status).toBe(200);
    const again = await rulePost(key, { pattern: "LeParisien.fr", category: "social" });
    expect(again.status).toBe(409);
    expect(expectError(again.body, 409).message).toContain("leparisien.fr");
    const { key: readOnly } = await createAgency({ scopes: ["account:read"] });
    expect((await callJson("/account/domain-rules", { key: readOnly })).status).toBe(200);
    expect((await rulePost(readOnly, { pattern: "leparisien.fr", category: "editorial" })).status).toBe(403);
    expect((await callJson("/account/domain-rules/1", { key: readOnly, method: "DELETE" })).status).toBe(403);
    expect((await callJson("/account/domain-rules")).status).toBe(401);
  });

  it("keeps another account's rules out of reach", async () => {
    const a = await createAgency();
    const b = await createAgency();
    const rule = (await rulePost(a.key, { pattern: "leparisien.fr", category: "editorial" })).body.data;
    expect((await callJson("/account/domain-rules", { key: b.key })).body.data).toEqual([]);
    expect((await callJson(`/account/domain-rules/${rule.id}`, { key: b.key, method: "DELETE" })).status).toBe(404);
    expect((await callJson("/account/domain-rules", { key: a.key })).body.data).toHaveLength(1);
  });

  it("holds the cap of 200 rules under concurrent creates", async () => {
    const { account, key } = await createAgency();
    await db().insert(domainRules).values(Array.from({ length: 198 }, (_, i) => ({ accountId: account.id, pattern: `site${i}.example`, category: "other" })));
    const attempts = await Promise.all(Array.from({ length: 6 }, (_, i) => rulePost(key, { pattern: `new${i}.example`, category: "forum" })));
    expect(attempts.filter((r) => r.status === 200)).toHaveLength(2);
    for (const refused of attempts.filter((r) => r.status !== 200)) {
      expect(refused.status).toBe(409);
      expect(expectError(refused.body, 409).message).toContain("200 domain rules");
    }
  });
});
