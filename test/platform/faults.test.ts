// Faults: a database that is down, drops connections or is too slow gives 503 with the envelope and
// Retry-After within a bounded time — never a hang, a 401 for a valid key, or a stack trace.
import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { auditQueries, audits, reports } from "@/db/schema";
import worker from "@/index";
import { runQuery } from "@/jobs/audit-runner";
import { runScheduled } from "@/jobs/scheduled";
import { call, callJson, expectError } from "../helpers/client";
import { balanceAndLedger, createAgency, createAuditWithQueries, createClient, db } from "../helpers/factories";
import { waitFor } from "../helpers/wait";

/** `after`: requests served normally before the fault starts. */
async function setDatabaseFault(fault: { mode: "none" | "down" | "drop" | "slow" | "lose"; delayMs?: number; after?: number; times?: number }) {
  const res = await fetch(new URL("/__fault", env.NEON_SQL_ENDPOINT), { method: "POST", body: JSON.stringify(fault) });
  expect(res.status).toBe(200);
  await fetch(new URL("/__stats/reset", env.NEON_SQL_ENDPOINT), { method: "POST" });
}

/** Whether the fault set last has hit a request yet. */
async function faultHit(): Promise<boolean> {
  const stats = (await (await fetch(new URL("/__stats", env.NEON_SQL_ENDPOINT))).json()) as { faulted: number };
  return stats.faulted > 0;
}


/** What the cron tick does for abandoned work, once the leases and the audit have aged past their limits. */
async function rescueLater(auditId: number) {
  await db().update(auditQueries).set({ leaseUntil: new Date(Date.now() - 10 * 60_000), createdAt: new Date(Date.now() - 10 * 60_000) }).where(eq(auditQueries.auditId, auditId));
  await db().update(audits).set({ updatedAt: new Date(Date.now() - 30 * 60_000) }).where(eq(audits.id, auditId));
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ scheduledTime: new Date(), cron: "*/5 * * * *" }), env, ctx);
  await waitOnExecutionContext(ctx);
}

afterEach(async () => {
  await setDatabaseFault({ mode: "none" });
});

describe("the cron tick's steps", () => {
  it("runs every step when one fails: a database error in the schedules' step leaves the lost queries re-sent", async () => {
    const { account } = await createAgency();
    const client = await createClient(account.id);
    const longAgo = new Date(Date.now() - 30 * 60_000);
    const { audit } = await createAuditWithQueries(account.id, client.id, [{ prompt: "Message lost?", modelId: "mistral-large", createdAt: longAgo }]);
    // The tick's first SQL request (the schedules' claim) fails; the database answers again after it.
    await setDatabaseFault({ mode: "down", times: 1 });
    const errors: string[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args.map(String).join(" "));
    let outcome;
    try {
      const ctx = createExecutionContext();
      outcome = await runScheduled(createScheduledController({ scheduledTime: new Date(), cron: "*/5 * * * *" }), env, ctx);
      await waitOnExecutionContext(ctx);
    } finally {
      console.error = original;
    }
    expect(outcome).toMatchObject({ schedules: null, failed: ["scheduled audits"], stranded: expect.any(Number), webhooks: { resent: expect.any(Number) } });
    expect(outcome.requeued).toBeGreaterThanOrEqual(1);
    expect(errors.some((e) => e.includes("scheduled audits failed; the next steps run anyway"))).toBe(true);
    expect(await waitFor(async () => (await db().select().from(audits).where(eq(audits.id, audit.id)))[0]!, (a) => a.status === "completed")).toMatchObject({ completedQueries: 1 });
  });
});

describe("database faults", () => {
  it.each(["down", "drop"] as const)("answers 503 with Retry-After when the database is %s, for warm and cold keys", async (mode) => {
    const warm = await createAgency();
    const cold = await createAgency();
    const client = await createClient(warm.account.id, { name: "Hidden Name" });
    expect((await call("/clients", { key: warm.key })).status).toBe(200);
    await setDatabaseFault({ mode });
    for (const key of [warm.key, cold.key]) {
      const res = await call(`/clients/${client.id}`, { key });
      const text = await res.text();
      expect(res.status).toBe(503);
      expect(res.headers.get("retry-after")).toBe("5");
      expect(res.headers.get("content-type")).toMatch(/^application\/json/);
      const error = expectError(JSON.parse(text), 503);
      expect(error.type).toBe("service_unavailable");
      expect(error.message).toMatch(/^The service is temporarily unavailable\. Retry after 5 seconds \(request id [\w-]+\)\.$/);
      expect(text).not.toMatch(/Error connecting|stand-in|HTTP status|at \w+ \(|Hidden Name/);
    }
    await setDatabaseFault({ mode: "none" });
    expect((await call(`/clients/${client.id}`, { key: warm.key })).status).toBe(200);
  });

  it("gives up on a database that does not answer, within the timeout", async () => {
    const { key } = await createAgency();
    expect((await call("/models", { key })).status).toBe(200);
    await setDatabaseFault({ mode: "slow", delayMs: 10_000 });
    const started = Date.now();
    const { status, body, headers } = await callJson("/models", { key });
    const elapsed = Date.now() - started;
    expect(status).toBe(503);
    expect(headers.get("retry-after")).toBe("5");
    expect(expectError(body, 503).type).toBe("service_unavailable");
    // DB_TIMEOUT_MS is 4000 in the test pool (10 s in production).
    expect(elapsed).toBeLessThan(9_000);
  });

  it("refuses a launch cleanly when the database is down, and charges nothing", async () => {
    const { account, key } = await createAgency();
    const client = await createClient(account.id);
    expect((await call("/account/credits", { key })).status).toBe(200);
    await setDatabaseFault({ mode: "down" });
    const res = await callJson("/audits/launch", { key, method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ client_id: client.id, model_ids: ["mistral-large"], prompts: ["Down?"] }) });
    expect(res.status).toBe(503);
    await setDatabaseFault({ mode: "none" });
    const credits = await callJson("/account/credits", { key });
    expect(credits.body.data.balance).toBe(500);
    expect((await callJson("/audits", { key })).body.pagination.total).toBe(0);
  });
});

describe("the database failing in the middle of an audit", () => {
  // Every SQL request of a query's run (claim, record, the audit's scoring) fails in turn: before the
  // database runs it (`down`), or after it ran, the answer lost on the way back (`lose`). After the
  // queue's redelivery and the cron's rescue, the audit is complete once and no credit moved.
  it.each(["down", "lose"] as const)("completes the audit once and moves no credit, whichever request fails (%s)", async (mode) => {
    let steps = 0;
    for (let step = 0; step < 20; step++) {
      const { account } = await createAgency();
      const client = await createClient(account.id);
      const { audit, queries } = await createAuditWithQueries(account.id, client.id, [
        { prompt: "Answered first?", modelId: "mistral-large" },
        { prompt: "Answered last?", modelId: "mistral-large" },
      ]);
      const before = await balanceAndLedger(account.id);
      expect(await runQuery(db(), env, queries[0]!.id)).toEqual({ kind: "completed", auditFinished: false });
      // The last query's run also scores the audit: each of its requests fails in turn.
      await setDatabaseFault({ mode, after: step });
      const outcome = await runQuery(db(), env, queries[1]!.id).catch((error: unknown) => error);
      const hit = await faultHit();
      await setDatabaseFault({ mode: "none" });
      if (hit) {
        steps++;
        expect(outcome, `step ${step}`).toBeInstanceOf(Error);
        // The queue redelivers the message; the cron tick rescues what is still unfinished.
        await runQuery(db(), env, queries[1]!.id);
        await rescueLater(audit.id);
      }
      const done = await waitFor(
        async () => (await db().select().from(audits).where(eq(audits.id, audit.id)))[0]!,
        (a) => a.status === "completed",
      );
      expect(done, `step ${step}`).toMatchObject({ completedQueries: 2, failedQueries: 0 });
      expect(await db().select().from(reports).where(eq(reports.auditId, audit.id)), `step ${step}`).toHaveLength(1);
      expect(await balanceAndLedger(account.id), `step ${step}`).toEqual(before);
      if (!hit) break;
    }
    // claim, record, read for scoring, write the scores (a run may make more).
    expect(steps).toBeGreaterThanOrEqual(4);
  });

  it("charges one audit when a launch's answer is lost and the caller retries with its Idempotency-Key", async () => {
    for (let step = 0; step < 10; step++) {
      const { account, key } = await createAgency();
      const client = await createClient(account.id);
      const launch = () =>
        callJson("/audits/launch", {
          key,
          method: "POST",
          headers: { "Content-Type": "application/json", "Idempotency-Key": `lost-${step}` },
          body: JSON.stringify({ client_id: client.id, model_ids: ["mistral-large"], prompts: ["Lost answer?"] }),
        });
      await setDatabaseFault({ mode: "lose", after: step });
      const first = await launch();
      const hit = await faultHit();
      await setDatabaseFault({ mode: "none" });
      if (hit) expect(first.status, `step ${step}`).toBe(503);
      const retried = await launch();
      expect(retried.status, `step ${step}`).toBe(200);
      expect(await db().select().from(audits).where(eq(audits.accountId, account.id)), `step ${step}`).toHaveLength(1);
      // 500 at sign-up, 1 credit for one prompt on mistral-large.
      expect(await balanceAndLedger(account.id), `step ${step}`).toEqual({ balance: 499, ledger: 499 });
      if (!hit) break;
    }
  });
});

describe("security headers", () => {
  it("sends nosniff and no framework banner on every response", async () => {
    const { key } = await createAgency();
    for (const [path, opts] of [["/clients", { key }], ["/clients", {}], ["/nope", { key }], ["/docs", {}], ["/openapi.json", {}]] as const) {
      const res = await call(path, opts);
      expect(res.headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(res.headers.get("x-powered-by"), path).toBeNull();
      expect(res.headers.get("server"), path).toBeNull();
    }
  });
});
