// What a finished audit leaves behind: the checklist from the client's site, the cited URLs checked over
// HTTP (against the local fixture site), and the action plan generated from both.
import { env } from "cloudflare:test";
import { and, asc, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { actionPlans, actionPlanTasks } from "@/db/schema";
import { earlierCitations, findingsStatements, inspectSite, ownCitations, siteFetch } from "@/domain/audits/findings";
import type { ScoreComponents } from "@/domain/scoring/scoring";
import { callJson } from "./helpers/client";
import { createAgency, createClient, createKey, db } from "./helpers/factories";

const origin = env.SITE_FIXTURE_URL;
const WEAK: ScoreComponents = { score: 20, visibility: 30, average_position: 3.5, average_list_position: null, score_ci95: null, visibility_ci95: null, share_of_voice_ci95: null, citation_rate_ci95: null, share_of_voice: 10, citation_rate: 5, sentiment: 45, answers: 10 };

async function store(target: { accountId: number; clientId: number; auditId: number }, cited: { url: string; modelIds: string[]; occurrences: number }[], overall: ScoreComponents | null) {
  const findings = await inspectSite(origin, cited, { fetch: siteFetch({ SITE_FETCH: "local-only" }) });
  const earlier = await earlierCitations(db(), target.clientId, cited.map((c) => c.url));
  const statements = findingsStatements(db(), { ...target, clientName: "Acme", language: "fr" }, findings, overall, earlier);
  await db().batch(statements as unknown as Parameters<ReturnType<typeof db>["batch"]>[0]);
  return findings;
}

async function tasksOf(clientId: number) {
  const [plan] = await db().select().from(actionPlans).where(eq(actionPlans.clientId, clientId));
  const tasks = plan ? await db().select().from(actionPlanTasks).where(eq(actionPlanTasks.planId, plan.id)).orderBy(asc(actionPlanTasks.sourceKey)) : [];
  return { plan, tasks };
}

const cite = (url: string, isOwnDomain: boolean) => ({ url, domain: new URL(url).hostname, isOwnDomain });

describe("audit findings", () => {
  it("collects the own-domain URLs cited, with the models that cited each", () => {
    expect(
      ownCitations([
        { modelId: "gpt-4o", citations: [cite("https://acme.test/a", true), cite("https://rival.test/", false)] },
        { modelId: "mistral-large", citations: [cite("https://acme.test/a", true), cite("https://acme.test/b", true)] },
        { modelId: "gpt-4o", citations: [cite("https://acme.test/a", true)] },
      ]),
    ).toEqual([
      { url: "https://acme.test/a", modelIds: ["gpt-4o", "mistral-large"], occurrences: 3 },
      { url: "https://acme.test/b", modelIds: ["mistral-large"], occurrences: 1 },
    ]);
  });

  it("counts the engines' own-domain sources too, where their redirect leads, once per answer", () => {
    const source = (url: string, finalUrl: string | null, isOwnDomain: boolean) => ({ url, finalUrl, title: null, domain: null, isOwnDomain, citedInAnswer: false });
    expect(
      ownCitations([
        // The text and the sources name the same page: one occurrence.
        { modelId: "gpt-4o-search", citations: [cite("https://acme.test/a", true)], sources: [source("https://acme.test/a", null, true), source("https://rival.test/", null, false)] },
        // A Gemini redirect link counts as the page it leads to.
        { modelId: "gemini-pro-search", citations: [], sources: [source("https://vertexaisearch.cloud.google.com/grounding-api-redirect/x", "https://acme.test/old-offer", true)] },
      ]),
    ).toEqual([
      { url: "https://acme.test/a", modelIds: ["gpt-4o-search"], occurrences: 1 },
      { url: "https://acme.test/old-offer", modelIds: ["gemini-pro-search"], occurrences: 1 },
    ]);
  });

  it("stores the site's checklist, checks cited URLs, and builds the action plan in the client's language", async () => {
    const { account, key } = await createAgency();
    const client = await createClient(account.id);
    await store({ accountId: account.id, clientId: client.id, auditId: 1 }, [
      { url: `${origin}/offers/spring-sale-2024`, modelIds: ["gpt-4o"], occurrences: 2 },
      { url: `${origin}/offers/black-friday-2023`, modelIds: ["mistral-large"], occurrences: 1 },
      { url: `${origin}/contact`, modelIds: ["gpt-4o"], occurrences: 1 },
      { url: `${origin}/broken/page`, modelIds: ["gpt-4o"], occurrences: 1 },
    ], WEAK);

    const checklist = await callJson(`/clients/${client.id}/geo-checklist?lang=fr`, { key });
    expect(checklist.body.data.summary).toMatchObject({ total: 11, fail: 1, unknown: 0 });
    // The fixture serves plain HTTP: the one failing check is HTTPS, listed first, in French.
    expect(checklist.body.data.items[0]).toMatchObject({ key: "https", status: "fail" });
    expect(checklist.body.data.items[0].recommendation).toMatch(/HTTPS/);

    const urls = await callJson(`/clients/${client.id}/hallucinated-urls?per_page=10&state=all`, { key });
    const byUrl = Object.fromEntries(urls.body.data.map((u: { url: string }) => [u.url.replace(origin, ""), u]));
    expect(byUrl["/offers/spring-sale-2024"]).toMatchObject({ state: "hallucinated", http_status: 404, suggested_redirect: `${origin}/offers`, model_ids: ["gpt-4o"], audit_ids: [1], occurrences: 2 });
    expect(byUrl["/offers/black-friday-2023"]).toMatchObject({ state: "hallucinated", http_status: 410 });
    expect(byUrl["/contact"]).toMatchObject({ state: "valid", http_status: 200, suggested_redirect: null });
    expect(byUrl["/broken/page"]).toMatchObject({ state: "unverified", http_status: 500 });
    // By default only the URLs that do not exist are listed, and counted in the 360 view.
    const onlyHallucinated = await callJson(`/clients/${client.id}/hallucinated-urls`, { key });
    expect(onlyHallucinated.body.pagination.total).toBe(2);
    expect((await callJson(`/clients/${client.id}/360`, { key })).body.data.hallucinated_urls).toEqual({ total: 2, open: 2 });

    const { plan, tasks } = await tasksOf(client.id);
    expect(plan).toMatchObject({ title: "Plan d'action — Acme", auditId: 1, status: "active" });
    expect(tasks.map((t) => t.sourceKey)).toEqual([
      "checklist:https",
      "score:citations",
      "score:position",
      "score:sentiment",
      "score:visibility",
      `url:${origin}/offers/black-friday-2023`,
      `url:${origin}/offers/spring-sale-2024`,
    ]);
    const redirectTask = tasks.find((t) => t.sourceKey === `url:${origin}/offers/spring-sale-2024`)!;
    expect(redirectTask).toMatchObject({ category: "hallucinated_urls", priority: "medium", effort: "low", status: "todo" });
    expect(redirectTask.description).toContain(`${origin}/offers`);
    expect(tasks.find((t) => t.sourceKey === "score:visibility")).toMatchObject({ priority: "high", title: "Être cité dans plus de réponses d'IA" });
  });

  it("accumulates URLs over audits, and closes tasks whose problem is gone", async () => {
    const { account, key } = await createAgency();
    const client = await createClient(account.id);
    const url = `${origin}/offers/spring-sale-2024`;
    await store({ accountId: account.id, clientId: client.id, auditId: 1 }, [{ url, modelIds: ["gpt-4o"], occurrences: 2 }], WEAK);
    const first = await tasksOf(client.id);
    await db().update(actionPlanTasks).set({ status: "in_progress" }).where(eq(actionPlanTasks.id, first.tasks.find((t) => t.sourceKey === "checklist:https")!.id));
    // Second audit: the brand is now visible; the same URL is cited by another model.
    await store({ accountId: account.id, clientId: client.id, auditId: 2 }, [{ url, modelIds: ["claude-sonnet"], occurrences: 1 }], { ...WEAK, visibility: 80, sentiment: 70, average_position: 1.2, citation_rate: 40 });

    const urls = await callJson(`/clients/${client.id}/hallucinated-urls`, { key });
    expect(urls.body.data).toHaveLength(1);
    expect(urls.body.data[0]).toMatchObject({ model_ids: ["claude-sonnet", "gpt-4o"], audit_ids: [1, 2], occurrences: 3, last_audit_id: 2 });

    const second = await tasksOf(client.id);
    expect(second.plan!.auditId).toBe(2);
    const status = Object.fromEntries(second.tasks.map((t) => [t.sourceKey, t.status]));
    expect(status).toEqual({
      "checklist:https": "in_progress",
      "score:citations": "done",
      "score:position": "done",
      "score:sentiment": "done",
      "score:visibility": "done",
      [`url:${url}`]: "todo",
    });

    // A failed audit (no scores) that cites nothing re-examines neither: their tasks stay as they are.
    await store({ accountId: account.id, clientId: client.id, auditId: 3 }, [], WEAK);
    await store({ accountId: account.id, clientId: client.id, auditId: 4 }, [], null);
    const third = Object.fromEntries((await tasksOf(client.id)).tasks.map((t) => [t.sourceKey, t.status]));
    expect(third[`url:${url}`]).toBe("todo");
    expect(third["score:visibility"]).toBe("todo");
  });

  it("completes the plan when no task is left to do, and makes it active again when an audit finds new work", async () => {
    const { account } = await createAgency();
    const client = await createClient(account.id);
    const url = `${origin}/offers/spring-sale-2024`;
    await store({ accountId: account.id, clientId: client.id, auditId: 1 }, [{ url, modelIds: ["gpt-4o"], occurrences: 1 }], WEAK);
    const first = await tasksOf(client.id);
    expect(first.plan!.status).toBe("active");
    // The agency sets aside what it will not do and fixes the rest.
    await db().update(actionPlanTasks).set({ status: "dismissed" }).where(and(eq(actionPlanTasks.planId, first.plan!.id), eq(actionPlanTasks.sourceKey, `url:${url}`)));
    await db().update(actionPlanTasks).set({ status: "done" }).where(and(eq(actionPlanTasks.planId, first.plan!.id), inArray(actionPlanTasks.status, ["todo", "in_progress"])));
    expect((await tasksOf(client.id)).plan!.status).toBe("completed");
    // The same findings again: dismissed tasks stay dismissed, but the weak scores reopen theirs.
    await store({ accountId: account.id, clientId: client.id, auditId: 2 }, [{ url, modelIds: ["gpt-4o"], occurrences: 1 }], WEAK);
    expect((await tasksOf(client.id)).plan!.status).toBe("active");
    await db().update(actionPlanTasks).set({ status: "dismissed" }).where(and(eq(actionPlanTasks.planId, first.plan!.id), inArray(actionPlanTasks.status, ["todo", "in_progress"])));
    expect((await tasksOf(client.id)).plan!.status).toBe("completed");
    // An audit whose scores are fine and that cites only the dismissed URL finds no new work: the plan stays completed.
    await store({ accountId: account.id, clientId: client.id, auditId: 3 }, [{ url, modelIds: ["claude-sonnet"], occurrences: 1 }], { ...WEAK, visibility: 80, sentiment: 70, average_position: 1.2, citation_rate: 40 });
    const third = await tasksOf(client.id);
    expect(third.tasks.find((t) => t.sourceKey === `url:${url}`)!.status).toBe("dismissed");
    expect(third.plan).toMatchObject({ auditId: 3, status: "completed" });
    // A newly invented URL is new work.
    await store({ accountId: account.id, clientId: client.id, auditId: 4 }, [{ url: `${origin}/offers/black-friday-2023`, modelIds: ["gpt-4o"], occurrences: 1 }], { ...WEAK, visibility: 80, sentiment: 70, average_position: 1.2, citation_rate: 40 });
    expect((await tasksOf(client.id)).plan!.status).toBe("active");
  });

  it("never deadlocks when the agency edits a task while an audit of its client finishes (both lock the plan first)", async () => {
    const { account, key } = await createAgency();
    const client = await createClient(account.id);
    const url = `${origin}/offers/spring-sale-2024`;
    const cited = [{ url, modelIds: ["gpt-4o"], occurrences: 1 }];
    await store({ accountId: account.id, clientId: client.id, auditId: 1 }, cited, WEAK);
    const { plan, tasks } = await tasksOf(client.id);
    // Tasks the finish upserts again (the weak scores, the invented URL): the rows both writers lock.
    const edited = tasks.filter((t) => t.sourceKey.startsWith("score:") || t.sourceKey.startsWith("url:"));
    expect(edited.length).toBeGreaterThan(2);
    const findings = await inspectSite(origin, cited, { fetch: siteFetch({ SITE_FETCH: "local-only" }) });
    const finish = async (auditId: number) => {
      const target = { accountId: account.id, clientId: client.id, auditId, clientName: "Acme", language: "fr" };
      const statements = findingsStatements(db(), target, findings, WEAK, await earlierCitations(db(), client.id, [url]));
      await db().batch(statements as unknown as Parameters<ReturnType<typeof db>["batch"]>[0]);
    };
    // Several keys, so the edits stay within each key's rate limit.
    const keys = [key, ...(await Promise.all([1, 2, 3].map(async () => (await createKey(account.id)).key)))];
    const patch = (round: number, taskId: number, status: string) =>
      callJson(`/action-plans/${plan!.id}/tasks/${taskId}`, { key: keys[round % keys.length], method: "PATCH", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ status }) });
    for (let round = 0; round < 30; round++) {
      const status = round % 2 === 0 ? "in_progress" : "todo";
      const [, ...patched] = await Promise.all([finish(round + 2), ...edited.map((t) => patch(round, t.id, status))]);
      expect(patched.map((r) => r.status)).toEqual(edited.map(() => 200));
    }
    const after = await tasksOf(client.id);
    expect(after.plan).toMatchObject({ auditId: 31, status: "active" });
  });

  it("leaves a task as it is when the audit could not measure its figure", async () => {
    const { account } = await createAgency();
    const client = await createClient(account.id);
    await store({ accountId: account.id, clientId: client.id, auditId: 1 }, [], WEAK);
    const first = Object.fromEntries((await tasksOf(client.id)).tasks.map((t) => [t.sourceKey, t]));
    // No answer named the brand: its position and tone were not measured, which is no sign they are fixed.
    await store({ accountId: account.id, clientId: client.id, auditId: 2 }, [], { ...WEAK, visibility: 0, average_position: null, sentiment: null });
    const second = Object.fromEntries((await tasksOf(client.id)).tasks.map((t) => [t.sourceKey, t]));
    for (const key of ["score:position", "score:sentiment"]) {
      expect(second[key], key).toMatchObject({ status: "todo", description: first[key]!.description });
    }
    expect(second["score:visibility"]!.description).toContain("0 % des réponses");
  });

  it("caps new URL tasks, but brings an existing task's text up to date past the cap", async () => {
    const { account } = await createAgency();
    const client = await createClient(account.id);
    const known = `${origin}/offers/spring-sale-2024`;
    await store({ accountId: account.id, clientId: client.id, auditId: 1 }, [{ url: known, modelIds: ["gpt-4o"], occurrences: 1 }], null);
    // Eleven other dead URLs come first this time: ten get a task, the known one (12th) is only brought up to date.
    const others = Array.from({ length: 11 }, (_, i) => ({ url: `${origin}/missing/page-${String(i).padStart(2, "0")}`, modelIds: ["mistral-large"], occurrences: 1 }));
    await store({ accountId: account.id, clientId: client.id, auditId: 2 }, [...others, { url: known, modelIds: ["claude-sonnet"], occurrences: 1 }], null);
    const urlTasks = (await tasksOf(client.id)).tasks.filter((t) => t.sourceKey.startsWith("url:"));
    expect(urlTasks.map((t) => t.sourceKey)).toEqual([...others.slice(0, 10).map((o) => `url:${o.url}`), `url:${known}`]);
    expect(urlTasks.at(-1)!.description).toContain("(claude-sonnet, gpt-4o) ont cité cette page");
  });

  it("fetches only local sites when SITE_FETCH=local-only, failing others at once; production's rules refuse loopback", async () => {
    const localOnly = siteFetch({ SITE_FETCH: "local-only" });
    expect((await localOnly(`${origin}/contact`)).status).toBe(200);
    await expect(localOnly("https://example.com/")).rejects.toThrow(/example\.com is not fetched/);
    const production = siteFetch({ ENVIRONMENT: "production", SITE_FETCH: "local-only" });
    await expect(production(`${origin}/contact`)).rejects.toThrow(/^refused: .* private, loopback or link-local/);
    // The site checks read a refused site as one that does not answer: unknown, never fail.
    const refused = await inspectSite(origin, [{ url: `${origin}/contact`, modelIds: ["gpt-4o"], occurrences: 1 }], { fetch: production });
    expect(refused.checklist.filter((i) => i.status === "fail")).toEqual([]);
    expect(refused.urlChecks[0]).toMatchObject({ state: "unverified", httpStatus: null });
  });

  it("marks every site check unknown, never fail, when the site does not answer", async () => {
    const sites = (await (await fetch(`${origin}/__fixture/sites`)).json()) as Record<string, string>;
    // The "down" site answers 503 to everything.
    const findings = await inspectSite(sites.down!, []);
    expect(findings.checklist).toHaveLength(11);
    expect(findings.checklist.filter((i) => i.status === "fail")).toEqual([]);
  });
});
