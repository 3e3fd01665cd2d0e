// Re-analysis of stored answers: answers read by the first analysis are read again and their audits re-scored, once.
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditQueries, audits } from "@/db/schema";
import { ANALYSIS_VERSION } from "@/domain/analysis/answer";
import { reanalyzeAudits } from "@/domain/audits/reanalysis";
import { callJson } from "./helpers/client";
import { addCompetitors, createAgency, createAuditWithQueries, createClient, db } from "./helpers/factories";

const ANSWER = "Here are alternatives to Acme:\n\n1. **Globex** – reliable.\n2. **Acme** – excellent, see https://www.acme.test/?ref=ai.\n\nSources:\n[1] Initech https://initech.test/";

/** A completed audit as the first analysis left it: Acme ranked after the list, URLs normalised, no list position. */
async function oldAudit(accountId: number, clientId: number) {
  const { audit, queries } = await createAuditWithQueries(accountId, clientId, [{ prompt: "Best?", modelId: "gpt-4o" }]);
  await db()
    .update(auditQueries)
    .set({
      status: "completed",
      answer: ANSWER,
      brandMentioned: true,
      position: 2,
      sentiment: 67,
      competitorsMentioned: [{ name: "Globex", position: 1 }, { name: "Initech", position: 3 }],
      citations: [{ url: "https://acme.test?ref=ai", domain: "acme.test", isOwnDomain: true }],
      // Classified when the client's domain was another one.
      sources: [
        { url: "https://blog.acme.test/guide", finalUrl: null, title: "Acme guide", domain: "blog.acme.test", isOwnDomain: false, citedInAnswer: true },
        { url: "https://vertexaisearch.test/redirect/1", finalUrl: "https://www.initech.test/", title: null, domain: "initech.test", isOwnDomain: true, citedInAnswer: false },
      ],
      analysisVersion: 1,
      completedAt: new Date(),
    })
    .where(eq(auditQueries.id, queries[0]!.id));
  await db().update(audits).set({ status: "completed", completedQueries: 1, score: 1, scores: null, completedAt: new Date() }).where(eq(audits.id, audit.id));
  return { audit, query: queries[0]! };
}

describe("reanalyzeAudits", () => {
  it("re-reads old answers with the current analysis and re-scores their audits, resumably and only once", async () => {
    const { account, key } = await createAgency();
    const client = await createClient(account.id, { name: "Acme", domain: "acme.test", website: "https://acme.test" });
    await addCompetitors(account.id, client.id, ["Globex", "Initech"]);
    const first = await oldAudit(account.id, client.id);
    const second = await oldAudit(account.id, client.id);

    // Other accounts' stale audits may be picked too: drain until both of ours are done, one audit per call.
    let calls = 0;
    const changed = { mentions: 0, positions: 0, sentiments: 0 };
    for (;;) {
      const [a, b] = await db().select({ v: auditQueries.analysisVersion }).from(auditQueries).where(inArray(auditQueries.id, [first.query.id, second.query.id]));
      if (a!.v === ANALYSIS_VERSION && b!.v === ANALYSIS_VERSION) break;
      const progress = await reanalyzeAudits(db(), 1);
      expect(progress.audits).toBe(1);
      for (const k of ["mentions", "positions", "sentiments"] as const) changed[k] += progress.changed[k];
      calls++;
    }
    expect(calls).toBeGreaterThanOrEqual(2);
    // It says what moved: per audit, Initech (only in the sources list) is no longer named, Acme and Globex change
    // rank. Other accounts' audits may add to the counts.
    expect(changed.mentions).toBeGreaterThanOrEqual(2);
    expect(changed.positions).toBeGreaterThanOrEqual(4);

    const [row] = await db().select().from(auditQueries).where(eq(auditQueries.id, first.query.id));
    // Acme is named first (in the intro), listed second; Initech only in the sources list is not mentioned.
    expect(row).toMatchObject({ position: 1, listPosition: 2, analysisVersion: ANALYSIS_VERSION });
    expect(row!.citations).toEqual([
      { url: "https://www.acme.test/?ref=ai", domain: "acme.test", isOwnDomain: true },
      { url: "https://initech.test/", domain: "initech.test", isOwnDomain: false },
    ]);
    expect(row!.competitorsMentioned).toEqual([{ name: "Globex", position: 2, listPosition: 1, sentiment: 67 }]);
    // The engine's sources are classified again against the client's domain as it is now.
    expect(row!.sources).toEqual([
      { url: "https://blog.acme.test/guide", finalUrl: null, title: "Acme guide", domain: "blog.acme.test", isOwnDomain: true, citedInAnswer: true },
      { url: "https://vertexaisearch.test/redirect/1", finalUrl: "https://www.initech.test/", title: null, domain: "initech.test", isOwnDomain: false, citedInAnswer: false },
    ]);

    const [audit] = await db().select().from(audits).where(eq(audits.id, first.audit.id));
    expect(audit!.score).not.toBe(1);
    const scores = await callJson(`/audits/${first.audit.id}/scores`, { key });
    expect(scores.status).toBe(200);
    expect(scores.body.data.overall).toMatchObject({ visibility: 100, average_position: 1, average_list_position: 2, citation_rate: 100, score: audit!.score });

    // The result says which analysis read it.
    const results = await callJson(`/audits/${first.audit.id}/results`, { key });
    expect(results.body.data[0]).toMatchObject({ position: 1, list_position: 2, brand_cited: true, analysis_version: ANALYSIS_VERSION });
    // Answers read before analysis version 4 gain the sentences that decided their sentiments.
    expect(results.body.data[0].sentiment_reasons).toEqual([
      { name: "Acme", is_client: true, sentences: [{ text: "Acme – excellent, see https://www.acme.test/?ref=ai.", polarity: "positive" }] },
      { name: "Globex", is_client: false, sentences: [{ text: "Globex – reliable.", polarity: "positive" }] },
    ]);

    // Nothing of ours is picked again: a second pass changes nothing.
    const before = await db().select().from(audits).where(inArray(audits.id, [first.audit.id, second.audit.id]));
    while ((await reanalyzeAudits(db(), 50)).audits > 0);
    const after = await db().select().from(audits).where(inArray(audits.id, [first.audit.id, second.audit.id]));
    expect(after.map((a) => a.updatedAt.toISOString())).toEqual(before.map((a) => a.updatedAt.toISOString()));
  });

  it("leaves an answer marked to be read again when its client's domains change while it is being re-read", async () => {
    const { account, key } = await createAgency();
    const client = await createClient(account.id, { name: "Acme", domain: "acme.test", website: "https://acme.test" });
    await addCompetitors(account.id, client.id, ["Globex", "Initech"]);
    const { query } = await oldAudit(account.id, client.id);
    // The client's website changes between the re-analysis reading the answer (with acme.test) and writing it back.
    let edited = false;
    const racing = new Proxy(db(), {
      get(target, property, receiver) {
        if (property !== "batch") return Reflect.get(target, property, receiver);
        return async (...args: unknown[]) => {
          if (!edited) {
            edited = true;
            const patch = await callJson(`/clients/${client.id}`, {
              key, method: "PATCH", headers: { "content-type": "application/json" }, body: JSON.stringify({ website: "https://acme-new.test" }),
            });
            expect(patch.status).toBe(200);
          }
          return (target.batch as (...a: unknown[]) => unknown).apply(target, args);
        };
      },
    });
    // One call reads every stale audit (ours among them, whatever other tests left) and writes them in one batch.
    const progress = await reanalyzeAudits(racing, 500);
    expect(edited).toBe(true);
    expect(progress.remaining).toBe(0);
    // The write read with the old domain did not land on the marked answer: it is still to be read.
    const [marked] = await db().select({ v: auditQueries.analysisVersion }).from(auditQueries).where(eq(auditQueries.id, query.id));
    expect(marked!.v).toBeNull();
    // The next pass reads it with the new domain: acme.test is no longer the client's own.
    while ((await db().select({ v: auditQueries.analysisVersion }).from(auditQueries).where(eq(auditQueries.id, query.id)))[0]!.v !== ANALYSIS_VERSION) {
      await reanalyzeAudits(db(), 5);
    }
    const [row] = await db().select().from(auditQueries).where(eq(auditQueries.id, query.id));
    expect(row!.citations).toContainEqual({ url: "https://www.acme.test/?ref=ai", domain: "acme.test", isOwnDomain: false });
  });
});

describe("changing a client's own domains", () => {
  async function versionOf(queryId: number) {
    const [row] = await db().select({ v: auditQueries.analysisVersion }).from(auditQueries).where(eq(auditQueries.id, queryId));
    return row!.v;
  }
  async function patch(key: string, clientId: number, body: object) {
    const res = await callJson(`/clients/${clientId}`, { key, method: "PATCH", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
    expect(res.status).toBe(200);
  }

  it("marks the answers to be read again only when the set of domains changes, not its order", async () => {
    const { account, key } = await createAgency();
    const client = await createClient(account.id, { name: "Acme", domain: "acme.test", website: "https://acme.test" });
    await patch(key, client.id, { other_domains: ["acme.example", "acme-shop.test"] });
    const { query } = await oldAudit(account.id, client.id);
    await db().update(auditQueries).set({ analysisVersion: ANALYSIS_VERSION }).where(eq(auditQueries.id, query.id));
    // The same two domains in the other order: nothing to read again.
    await patch(key, client.id, { other_domains: ["acme-shop.test", "acme.example"] });
    expect(await versionOf(query.id)).toBe(ANALYSIS_VERSION);
    // One more domain: the answers are read again with it.
    await patch(key, client.id, { other_domains: ["acme-shop.test", "acme.example", "acme.example.org"] });
    expect(await versionOf(query.id)).toBeNull();
  });
});
