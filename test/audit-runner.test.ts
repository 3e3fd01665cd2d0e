// The audit engine's hard cases: concurrent launches, resuming abandoned work from the cron tick,
// and a real HTTP provider that rate-limits, errors or answers garbage.
import { ANALYSIS_VERSION } from "@/domain/analysis/answer";
import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditQueries, audits, reports } from "@/db/schema";
import worker from "@/index";
import { createOpenAICompatibleProvider, ProviderError } from "@/domain/providers/routing";
import { finishStranded, MAX_QUERY_ATTEMPTS, publicError, runQuery, staleQueryIds, strandedAuditIds } from "@/jobs/audit-runner";
import { callJson } from "./helpers/client";
import { waitFor } from "./helpers/wait";
import { addCompetitors, balanceAndLedger, createAgency, createAuditWithQueries, createClient, db, setBalance } from "./helpers/factories";


const auditRow = async (id: number) => (await db().select().from(audits).where(eq(audits.id, id)))[0]!;

async function setFixtureMode(mode: string) {
  const res = await fetch(new URL("/__mode", env.OPENAI_FIXTURE_URL), { method: "POST", body: JSON.stringify({ mode }), headers: { "Content-Type": "application/json" } });
  expect(res.status).toBe(200);
}

/** The Worker's env with gpt-4o answered by the local OpenAI-compatible fixture. */
const fixtureEnv = () => ({ ...env, PROVIDER_MODE: "auto", MODEL_GPT_4O_BASE_URL: env.OPENAI_FIXTURE_URL, MODEL_GPT_4O_API_KEY: "sk-test" });

describe("concurrent launches", () => {
  it("lets exactly as many launches through as the balance affords, never overdrawing", async () => {
    const { account, key } = await createAgency();
    const client = await createClient(account.id);
    // Each launch costs 3 credits (1 prompt × gpt-4o-search); 15 credits afford exactly 5.
    await setBalance(account.id, 15);
    const statuses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        callJson("/audits/launch", {
          key,
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ client_id: client.id, model_ids: ["gpt-4o-search"], prompts: [`Question ${i}?`] }),
        }).then((r) => r.status),
      ),
    );
    // The rate limit (60/min) is not in play: 20 requests.
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 402)).toHaveLength(15);
    expect(await balanceAndLedger(account.id)).toEqual({ balance: 0, ledger: 0 });
    const launched = await db().select().from(audits).where(eq(audits.accountId, account.id));
    expect(launched).toHaveLength(5);
  });

  it("charges one audit for ten concurrent requests with the same Idempotency-Key", async () => {
    const { account, key } = await createAgency();
    const client = await createClient(account.id);
    const body = JSON.stringify({ client_id: client.id, model_ids: ["mistral-large"], prompts: ["Same question?"] });
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => callJson("/audits/launch", { key, method: "POST", headers: { "Content-Type": "application/json", "Idempotency-Key": "same-key" }, body })),
    );
    // Every request answers with the one audit: the losers of the race as replays of the winner.
    expect(responses.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(new Set(responses.map((r) => r.body.data.id)).size).toBe(1);
    expect(responses.filter((r) => r.headers.get("idempotent-replayed") === "true")).toHaveLength(9);
    expect(await db().select().from(audits).where(eq(audits.accountId, account.id))).toHaveLength(1);
    expect(await balanceAndLedger(account.id)).toEqual({ balance: 499, ledger: 499 });
  });
});

describe("resuming abandoned work", () => {
  it("scores an audit whose finishing worker died, from the cron tick", async () => {
    const { account } = await createAgency();
    const client = await createClient(account.id);
    const { audit, queries } = await createAuditWithQueries(account.id, client.id, [{ prompt: "Done already?", modelId: "mistral-large" }]);
    // The query was answered and counted, but the audit was never scored, 20 minutes ago.
    await db().update(auditQueries).set({ status: "completed", answer: "Nothing to see.", brandMentioned: false, citations: [], competitorsMentioned: [] }).where(eq(auditQueries.id, queries[0]!.id));
    await db().update(audits).set({ completedQueries: 1, updatedAt: new Date(Date.now() - 20 * 60_000) }).where(eq(audits.id, audit.id));
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ scheduledTime: new Date(), cron: "*/5 * * * *" }), env, ctx);
    await waitOnExecutionContext(ctx);
    // The tick queues the finish; a consumer invocation of its own runs it.
    expect(await waitFor(() => auditRow(audit.id), (a) => a.status === "completed")).toMatchObject({ status: "completed", score: 0 });
  });

  it("finishes a stranded audit once when two finish messages for it arrive together", async () => {
    const { account } = await createAgency();
    const client = await createClient(account.id);
    const { audit, queries } = await createAuditWithQueries(account.id, client.id, [{ prompt: "Twice?", modelId: "mistral-large" }]);
    await db().update(auditQueries).set({ status: "completed", answer: "Nothing to see.", brandMentioned: false, citations: [], competitorsMentioned: [] }).where(eq(auditQueries.id, queries[0]!.id));
    await db().update(audits).set({ completedQueries: 1, updatedAt: new Date(Date.now() - 20 * 60_000) }).where(eq(audits.id, audit.id));
    const finished = await Promise.all([finishStranded(db(), env, audit.id), finishStranded(db(), env, audit.id)]);
    expect(finished.sort()).toEqual([false, true]);
    expect(await auditRow(audit.id)).toMatchObject({ status: "completed" });
    // The claim also keeps it out of the next tick's list while it finishes.
    expect(await strandedAuditIds(db(), 10_000)).not.toContain(audit.id);
  });

  it("gives up on a query whose run keeps dying, after the last attempt, and refunds it", async () => {
    const { account } = await createAgency();
    const client = await createClient(account.id);
    const longAgo = new Date(Date.now() - 10 * 60_000);
    const { audit, queries } = await createAuditWithQueries(account.id, client.id, [{ prompt: "Crashes every time?", modelId: "gpt-4o", status: "running", leaseUntil: longAgo }]);
    await db().update(auditQueries).set({ attempts: MAX_QUERY_ATTEMPTS }).where(eq(auditQueries.id, queries[0]!.id));
    const before = await balanceAndLedger(account.id);
    expect(await runQuery(db(), env, queries[0]!.id)).toEqual({ kind: "failed", auditFinished: true });
    const [row] = await db().select().from(auditQueries).where(eq(auditQueries.id, queries[0]!.id));
    expect(row!.error).toBe(`The query was abandoned (after ${MAX_QUERY_ATTEMPTS} attempts)`);
    expect(await auditRow(audit.id)).toMatchObject({ status: "failed", failedQueries: 1 });
    expect(await balanceAndLedger(account.id)).toEqual({ balance: before.balance + 2, ledger: before.ledger + 2 });
  });

  it("re-enqueues queries whose lease expired or whose message was lost, and the audit completes", async () => {
    const { account } = await createAgency();
    const client = await createClient(account.id);
    const longAgo = new Date(Date.now() - 20 * 60_000);
    const { audit } = await createAuditWithQueries(account.id, client.id, [
      { prompt: "Crashed mid-run?", modelId: "mistral-large", status: "running", leaseUntil: longAgo, createdAt: longAgo },
      { prompt: "Message lost?", modelId: "mistral-large", status: "queued", createdAt: longAgo },
    ]);
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ scheduledTime: new Date(), cron: "*/5 * * * *" }), env, ctx);
    await waitOnExecutionContext(ctx);
    const done = await waitFor(() => auditRow(audit.id), (a) => a.status === "completed");
    expect(done).toMatchObject({ completedQueries: 2, failedQueries: 0 });
    expect(done.score).not.toBeNull();
  });

  it("re-sends only what is lost: not a query waiting in the queue behind the engines' pacing, nor one whose retry is not due", async () => {
    const { account } = await createAgency();
    const client = await createClient(account.id);
    const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);
    const { queries } = await createAuditWithQueries(account.id, client.id, [
      // Launched 5 minutes ago, its message still waiting behind the pacing of a busy engine.
      { prompt: "Waiting?", modelId: "mistral-large", status: "queued", createdAt: minutesAgo(5) },
      // Sent back by the pacing (or a retry) to run 3 minutes from now.
      { prompt: "Paced?", modelId: "mistral-large", status: "queued", createdAt: minutesAgo(30), leaseUntil: minutesAgo(-3) },
      // Never claimed 20 minutes after its launch: its message is lost.
      { prompt: "Lost?", modelId: "mistral-large", status: "queued", createdAt: minutesAgo(20) },
      // Due 5 minutes ago and still not claimed: lost too.
      { prompt: "Overdue?", modelId: "mistral-large", status: "queued", createdAt: minutesAgo(30), leaseUntil: minutesAgo(5) },
    ]);
    const stale = await staleQueryIds(db(), 10_000);
    const ids = queries.map((q) => q.id);
    expect(ids.filter((id) => stale.includes(id))).toEqual([ids[2], ids[3]]);
  });

  it("does nothing for a duplicate or late delivery", async () => {
    const { account } = await createAgency();
    const client = await createClient(account.id);
    const { audit, queries } = await createAuditWithQueries(account.id, client.id, [{ prompt: "Once?", modelId: "mistral-large" }]);
    expect(await runQuery(db(), env, queries[0]!.id)).toEqual({ kind: "completed", auditFinished: true });
    expect(await runQuery(db(), env, queries[0]!.id)).toEqual({ kind: "skipped" });
    expect(await auditRow(audit.id)).toMatchObject({ status: "completed", completedQueries: 1 });
  });

  it("gives a completed audit exactly one report, in the client's language", async () => {
    const { account } = await createAgency();
    const client = await createClient(account.id, { language: "de" });
    const { audit, queries } = await createAuditWithQueries(account.id, client.id, [{ prompt: "Report?", modelId: "mistral-large" }]);
    expect(await runQuery(db(), env, queries[0]!.id)).toEqual({ kind: "completed", auditFinished: true });
    const rows = await db().select().from(reports).where(eq(reports.auditId, audit.id));
    expect(rows).toEqual([expect.objectContaining({ accountId: account.id, clientId: client.id, language: "de", status: "ready", pageCount: null })]);
  });

  it("gives a failed audit no report", async () => {
    const { account } = await createAgency();
    const client = await createClient(account.id);
    const { audit, queries } = await createAuditWithQueries(account.id, client.id, [{ prompt: "Dies?", modelId: "mistral-large", status: "running", leaseUntil: new Date(0) }]);
    await db().update(auditQueries).set({ attempts: MAX_QUERY_ATTEMPTS }).where(eq(auditQueries.id, queries[0]!.id));
    expect(await runQuery(db(), env, queries[0]!.id)).toEqual({ kind: "failed", auditFinished: true });
    expect((await auditRow(audit.id)).status).toBe("failed");
    expect(await db().select().from(reports).where(eq(reports.auditId, audit.id))).toEqual([]);
  });
});

describe("an OpenAI-compatible provider over HTTP", () => {
  it("records the real answer and its analysis", async () => {
    await setFixtureMode("ok");
    const { account } = await createAgency();
    const client = await createClient(account.id, { name: "Acme", domain: "acme.test", website: "https://acme.test" });
    await addCompetitors(account.id, client.id, ["Globex", "Initech"]);
    const { audit, queries } = await createAuditWithQueries(account.id, client.id, [{ prompt: "Which brand?", modelId: "gpt-4o" }]);
    expect(await runQuery(db(), fixtureEnv(), queries[0]!.id)).toEqual({ kind: "completed", auditFinished: true });
    const [row] = await db().select().from(auditQueries).where(eq(auditQueries.id, queries[0]!.id));
    // "1. Acme — the most recommended choice": listed first, "recommended" +1 → 67; the analysis version is stamped.
    expect(row).toMatchObject({ status: "completed", provider: new URL(env.OPENAI_FIXTURE_URL).host, brandMentioned: true, position: 1, listPosition: 1, sentiment: 67, analysisVersion: ANALYSIS_VERSION });
    expect(row!.answer).toContain("Acme");
    expect(row!.citations).toEqual([{ url: "https://acme.test/pricing", domain: "acme.test", isOwnDomain: true }]);
    // "a solid alternative" → 67; "good value for money" (one judgement, "good value") → 67.
    expect(row!.competitorsMentioned).toEqual([
      { name: "Globex", position: 2, listPosition: 2, sentiment: 67 },
      { name: "Initech", position: 3, listPosition: 3, sentiment: 67 },
    ]);
    expect((await auditRow(audit.id)).status).toBe("completed");
  });

  it("asks the queue to retry after Retry-After on 429, then fails after the last attempt and refunds", async () => {
    await setFixtureMode("rate_limited");
    const { account } = await createAgency();
    const client = await createClient(account.id);
    const { audit, queries } = await createAuditWithQueries(account.id, client.id, [{ prompt: "Rate limited?", modelId: "gpt-4o" }]);
    const before = await balanceAndLedger(account.id);
    for (let attempt = 1; attempt < MAX_QUERY_ATTEMPTS; attempt++) {
      expect(await runQuery(db(), fixtureEnv(), queries[0]!.id)).toMatchObject({ kind: "retry", delaySeconds: 2 });
    }
    expect(await runQuery(db(), fixtureEnv(), queries[0]!.id)).toEqual({ kind: "failed", auditFinished: true });
    const failed = await auditRow(audit.id);
    expect(failed).toMatchObject({ status: "failed", failedQueries: 1, score: null });
    expect(failed.error).toMatch(/All 1 queries failed/);
    // The API says what kind of failure it was, not what the provider wrote.
    const [query] = await db().select().from(auditQueries).where(eq(auditQueries.id, queries[0]!.id));
    expect(query!.error).toBe(`The model provider rate-limited the request. (after ${MAX_QUERY_ATTEMPTS} attempts)`);
    // gpt-4o costs 2 credits per prompt: refunded.
    expect(await balanceAndLedger(account.id)).toEqual({ balance: before.balance + 2, ledger: before.ledger + 2 });
  });

  it("gives up on a provider that does not answer in time, as a retryable error", async () => {
    await setFixtureMode("hang");
    const provider = createOpenAICompatibleProvider({ name: "fixture", baseUrl: env.OPENAI_FIXTURE_URL, model: "m", timeoutMs: 300 });
    const started = Date.now();
    const failure = await provider
      .complete({ modelId: "gpt-4o", prompt: "Anyone there?", context: { brand: { name: "Acme", aliases: [], domain: null, website: null }, competitors: [], sector: "saas", country: "US", language: "en" } })
      .then(() => undefined, (error: unknown) => error);
    expect(failure).toBeInstanceOf(ProviderError);
    expect(failure).toMatchObject({ retryable: true });
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(publicError(failure as ProviderError)).toBe("The model provider did not answer in time.");
    await setFixtureMode("ok");
  });

  it("fails at once on a malformed answer, and completes the audit with what succeeded", async () => {
    const { account } = await createAgency();
    const client = await createClient(account.id);
    const { audit, queries } = await createAuditWithQueries(account.id, client.id, [
      { prompt: "Garbage?", modelId: "gpt-4o" },
      { prompt: "Fine?", modelId: "mistral-large" },
    ]);
    await setFixtureMode("garbage");
    expect(await runQuery(db(), fixtureEnv(), queries[0]!.id)).toEqual({ kind: "failed", auditFinished: false });
    expect(await runQuery(db(), fixtureEnv(), queries[1]!.id)).toEqual({ kind: "completed", auditFinished: true });
    const done = await auditRow(audit.id);
    expect(done).toMatchObject({ status: "completed", completedQueries: 1, failedQueries: 1 });
    expect(done.error).toMatch(/1 of 2 queries failed/);
    expect(done.score).not.toBeNull();
    await setFixtureMode("ok");
  });
});
