// The Analytics group, computed from each client's latest completed audit, on hand-made portfolios.
import { eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { audits, clientAuditSummaries, clients } from "@/db/schema";
import { mulberry32 } from "@/platform/random";
import { callJson, expectError } from "./helpers/client";
import { createAgency, createClient, createClients, createCompletedAudit, createKey, db } from "./helpers/factories";

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);

/** Four clients: A 40 → 80, B 60, C 60 (a tie), D never audited; one other account's client. */
async function portfolioFixture() {
  const { account, key } = await createAgency();
  const a = await createClient(account.id, { name: "Alpha", sector: "retail", country: "FR" });
  const b = await createClient(account.id, { name: "Bravo", sector: "retail", country: "DE" });
  const c = await createClient(account.id, { name: "Charlie", sector: "finance", country: "FR" });
  const d = await createClient(account.id, { name: "Delta", sector: "finance", country: "FR" });
  await createCompletedAudit(account.id, a.id, 40, daysAgo(45), { "gpt-4o": 30, "mistral-large": 50 });
  const aLatest = await createCompletedAudit(account.id, a.id, 80, daysAgo(2), { "gpt-4o": 70, "mistral-large": 90 });
  await createCompletedAudit(account.id, b.id, 60, daysAgo(40), { "gpt-4o": 60 });
  await createCompletedAudit(account.id, c.id, 60, daysAgo(10), { "gpt-4o": 55 });
  const other = await createAgency();
  const foreign = await createClient(other.account.id);
  await createCompletedAudit(other.account.id, foreign.id, 5, daysAgo(1));
  return { key, a, b, c, d, aLatest };
}

describe("GET /analytics/portfolio", () => {
  it("sums up the caller's clients from their latest audits", async () => {
    const { key } = await portfolioFixture();
    const { status, body } = await callJson("/analytics/portfolio", { key });
    expect(status).toBe(200);
    // Latest scores 80, 60, 60: mean 66.7, median 60. 30 days ago: A 40, B 60 → mean 50.
    expect(body.data).toEqual({
      client_count: 4,
      audited_client_count: 3,
      audit_count: 4,
      audits_last_30_days: 2,
      mean_score: 66.7,
      // The factory's audits have no intervals.
      mean_score_ci95: null,
      median_score: 60,
      mean_score_30_days_ago: 50,
      change_30_days: 16.7,
      by_band: [
        { band: "0-19", min: 0, max: 19, clients: 0 },
        { band: "20-39", min: 20, max: 39, clients: 0 },
        { band: "40-59", min: 40, max: 59, clients: 0 },
        { band: "60-79", min: 60, max: 79, clients: 2 },
        { band: "80-100", min: 80, max: 100, clients: 1 },
      ],
      by_sector: [
        { sector: "finance", clients: 2, mean_score: 60 },
        { sector: "retail", clients: 2, mean_score: 70 },
      ],
    });
  });

  it("finds the score of 30 days ago behind two recent audits", async () => {
    const { account, key } = await createAgency();
    const client = await createClient(account.id);
    await createCompletedAudit(account.id, client.id, 30, daysAgo(40));
    await createCompletedAudit(account.id, client.id, 50, daysAgo(20));
    await createCompletedAudit(account.id, client.id, 70, daysAgo(5));
    const { body } = await callJson("/analytics/portfolio", { key });
    expect(body.data).toMatchObject({ audit_count: 3, audits_last_30_days: 2, mean_score: 70, mean_score_30_days_ago: 30, change_30_days: 40 });
  });

  it("gives the mean score a 95 % noise interval from the clients' own intervals, on both read paths", async () => {
    const { key, a, b, c } = await portfolioFixture();
    const setInterval = async (clientId: number, low: number, high: number) => {
      const [latest] = await db().select({ id: audits.id }).from(audits).where(eq(audits.clientId, clientId)).orderBy(sql`${audits.completedAt} desc`).limit(1);
      await db()
        .update(audits)
        .set({ scores: sql`jsonb_set(${audits.scores}, '{overall,score_ci95}', ${JSON.stringify({ low, high })}::jsonb)` })
        .where(eq(audits.id, latest!.id));
    };
    await setInterval(a.id, 71, 88);
    await setInterval(b.id, 52, 68);
    const partial = await callJson("/analytics/portfolio", { key });
    // C's latest score has no interval: the mean's noise is unknown.
    expect(partial.body.data.mean_score_ci95).toBeNull();
    await setInterval(c.id, 50, 70);
    // se = width / 3.92 per client (17, 16, 20 points wide); 66.7 ± 1.96·√(Σ se²)/3 = 66.7 ± 5.12.
    for (const query of ["", `?from=${daysAgo(400).toISOString()}`]) {
      const { body } = await callJson(`/analytics/portfolio${query}`, { key });
      expect(body.data, query).toMatchObject({ mean_score: 66.7, mean_score_ci95: { low: 61.6, high: 71.8 } });
    }
    // Deleting the latest audit of A brings back its earlier one, which has no interval.
    const [aLatest] = await db().select({ id: audits.id }).from(audits).where(eq(audits.clientId, a.id)).orderBy(sql`${audits.completedAt} desc`).limit(1);
    await db().delete(audits).where(eq(audits.id, aLatest!.id));
    const after = await callJson("/analytics/portfolio", { key });
    expect(after.body.data).toMatchObject({ mean_score: 53.3, mean_score_ci95: null });
  });

  it("filters by sector and country, and is empty without audits", async () => {
    const { key } = await portfolioFixture();
    const fr = await callJson("/analytics/portfolio?country=fr&sector=Retail", { key });
    expect(fr.body.data).toMatchObject({ client_count: 1, audited_client_count: 1, mean_score: 80 });
    const { key: empty } = await createAgency();
    const none = await callJson("/analytics/portfolio", { key: empty });
    expect(none.body.data).toMatchObject({ client_count: 0, audit_count: 0, mean_score: null, mean_score_ci95: null, median_score: null, change_30_days: null, by_sector: [] });
  });
});

describe("GET /analytics/leaderboard", () => {
  it("ranks clients by latest score, ties sharing a rank, with the delta to the previous audit", async () => {
    const { key, a, b, c, aLatest } = await portfolioFixture();
    const { status, body } = await callJson("/analytics/leaderboard", { key });
    expect(status).toBe(200);
    expect(body.pagination).toEqual({ page: 1, per_page: 20, total: 3, total_pages: 1 });
    expect(body.data.map((e: { rank: number; client: { id: number } }) => [e.rank, e.client.id])).toEqual([
      [1, a.id],
      [2, b.id],
      [2, c.id],
    ]);
    expect(body.data[0]).toMatchObject({ audit_id: aLatest.id, score: 80, previous_score: 40, delta: 40, visibility: 80, share_of_voice: 40, audits_count: 2, client: { name: "Alpha", sector: "retail", country: "FR" } });
    expect(body.data[1]).toMatchObject({ previous_score: null, delta: null, audits_count: 1 });
    // The factory's audits were scored without intervals: null, as for audits scored before they existed.
    expect(body.data[1]).toMatchObject({ score_ci95: null, visibility_ci95: null });
    const page2 = await callJson("/analytics/leaderboard?per_page=2&page=2", { key });
    expect(page2.body).toMatchObject({ data: [{ rank: 2, client: { id: c.id } }], pagination: { page: 2, per_page: 2, total: 3, total_pages: 2 } });
    const past = await callJson("/analytics/leaderboard?per_page=2&page=3", { key });
    expect(past.body).toEqual({ success: true, data: [], pagination: { page: 3, per_page: 2, total: 3, total_pages: 2 } });
  });

  it("gives each client's latest score and visibility their 95 % intervals, on both read paths", async () => {
    const { key, a, aLatest } = await portfolioFixture();
    await db()
      .update(audits)
      .set({ scores: sql`jsonb_set(jsonb_set(${audits.scores}, '{overall,score_ci95}', '{"low": 71, "high": 88}'), '{overall,visibility_ci95}', '{"low": 49.0, "high": 94.3}')` })
      .where(eq(audits.id, aLatest.id));
    for (const query of ["", `?from=${daysAgo(400).toISOString()}`]) {
      const { body } = await callJson(`/analytics/leaderboard${query}`, { key });
      expect(body.data[0], query).toMatchObject({ client: { id: a.id }, score: 80, score_ci95: { low: 71, high: 88 }, visibility_ci95: { low: 49, high: 94.3 } });
    }
  });

  it("takes each client's latest audit within from/to", async () => {
    const { key, a } = await portfolioFixture();
    const { body } = await callJson(`/analytics/leaderboard?to=${daysAgo(30).toISOString()}`, { key });
    // Before 30 days ago only A (40) and B (60) had completed audits.
    expect(body.data.map((e: { score: number }) => e.score)).toEqual([60, 40]);
    expect(body.data[1].client.id).toBe(a.id);
  });
});

describe("GET /analytics/scores/distribution", () => {
  it("buckets the latest scores and gives summary statistics", async () => {
    const { key } = await portfolioFixture();
    const { status, body } = await callJson("/analytics/scores/distribution", { key });
    expect(status).toBe(200);
    expect(body.data.buckets).toHaveLength(10);
    expect(body.data.buckets[6]).toEqual({ min: 60, max: 69, count: 2 });
    expect(body.data.buckets[8]).toEqual({ min: 80, max: 89, count: 1 });
    expect(body.data.buckets[9]).toEqual({ min: 90, max: 100, count: 0 });
    // 60, 60, 80: mean 66.7, median 60, p25 60, p75 70, population stddev 9.4.
    expect(body.data).toMatchObject({ model_id: null, count: 3, mean: 66.7, median: 60, p25: 60, p75: 70, stddev: 9.4 });
    expect(body.data).not.toHaveProperty("by_model");
  });

  it("distributes one model's scores, or gives statistics per model", async () => {
    const { key } = await portfolioFixture();
    const gpt = await callJson("/analytics/scores/distribution?model_id=gpt-4o", { key });
    // Latest per client on gpt-4o: A 70, B 60, C 55.
    expect(gpt.body.data).toMatchObject({ model_id: "gpt-4o", count: 3, mean: 61.7, median: 60 });
    const perModel = await callJson("/analytics/scores/distribution?by_model=true", { key });
    expect(perModel.body.data.by_model).toEqual([
      { model_id: "gpt-4o", count: 3, mean: 61.7, median: 60, p25: 57.5, p75: 65, stddev: 6.2 },
      { model_id: "mistral-large", count: 1, mean: 90, median: 90, p25: 90, p75: 90, stddev: 0 },
    ]);
  });
});

describe("Analytics: the per-client summary", () => {
  // Without from/to the analytics read client_audit_summaries (kept by triggers on audits); with a
  // window they read the audits. A window wider than every audit must give the same figures.
  it("gives the same figures as the audits themselves", async () => {
    const { key } = await portfolioFixture();
    const wide = "from=2000-01-01T00:00:00Z&to=2100-01-01T00:00:00Z";
    for (const path of ["/analytics/portfolio", "/analytics/leaderboard", "/analytics/scores/distribution?by_model=true", "/analytics/scores/distribution?model_id=gpt-4o&country=FR"]) {
      const summary = await callJson(path, { key });
      const audited = await callJson(`${path}${path.includes("?") ? "&" : "?"}${wide}`, { key });
      expect(summary.status, path).toBe(200);
      expect(summary.body, path).toEqual(audited.body);
    }
  });

  it("follows audits completing out of order, changing and disappearing", async () => {
    const { account, key } = await createAgency();
    const client = await createClient(account.id);
    const board = async () => (await callJson("/analytics/leaderboard", { key })).body.data as { audit_id: number; score: number; previous_score: number | null; audits_count: number }[];
    const recent = await createCompletedAudit(account.id, client.id, 70, daysAgo(1));
    // Completed later, but with an earlier completion time: it becomes the previous audit, not the latest.
    const older = await createCompletedAudit(account.id, client.id, 50, daysAgo(5));
    expect(await board()).toMatchObject([{ audit_id: recent.id, score: 70, previous_score: 50, audits_count: 2 }]);
    // An audit finishing as the engine finishes it: an update from running to completed.
    const [running] = await db().insert(audits).values({ accountId: account.id, clientId: client.id, name: "running", status: "running", modelIds: ["gpt-4o"], prompts: ["q?"], totalQueries: 1, creditsCost: 2 }).returning();
    expect(await board()).toMatchObject([{ audit_id: recent.id, audits_count: 2 }]);
    await db().update(audits).set({ status: "completed", score: 90, completedAt: new Date() }).where(eq(audits.id, running!.id));
    expect(await board()).toMatchObject([{ audit_id: running!.id, score: 90, previous_score: 70, audits_count: 3 }]);
    await db().delete(audits).where(inArray(audits.id, [running!.id, recent.id]));
    expect(await board()).toMatchObject([{ audit_id: older.id, score: 50, previous_score: null, audits_count: 1 }]);
    await db().delete(clients).where(eq(clients.id, client.id));
    expect(await board()).toEqual([]);
    expect(await db().select().from(clientAuditSummaries).where(eq(clientAuditSummaries.clientId, client.id))).toEqual([]);
  });

  // On the machine's Postgres (second pass) these completions run in concurrent transactions.
  it("counts every audit of a client completed concurrently", async () => {
    const { account } = await createAgency();
    const client = await createClient(account.id);
    const rows = await db()
      .insert(audits)
      .values(Array.from({ length: 10 }, (_, i) => ({ accountId: account.id, clientId: client.id, name: `run ${i}`, status: "running" as const, modelIds: ["gpt-4o"], prompts: ["q?"], totalQueries: 1, creditsCost: 2 })))
      .returning();
    await Promise.all(rows.map((row, i) => db().update(audits).set({ status: "completed", score: 10 + i, completedAt: daysAgo(10 - i) }).where(eq(audits.id, row.id))));
    const [summary] = await db().select().from(clientAuditSummaries).where(eq(clientAuditSummaries.clientId, client.id));
    expect(summary).toMatchObject({ completedAudits: 10, latestAuditId: rows[9]!.id, latestScore: 19, previousAuditId: rows[8]!.id, previousScore: 18 });
  });
});

describe("Analytics: shared rules", () => {
  it.each([
    ["/analytics/portfolio?country=France", "country"],
    ["/analytics/portfolio?from=yesterday", "from"],
    ["/analytics/portfolio?from=2026-11-02&to=2026-11-01", "from"],
    ["/analytics/leaderboard?from=2026-12-01T00:00:00Z&to=2026-11-01", "from"],
    ["/analytics/scores/distribution?from=2026-13-01", "from"],
    ["/analytics/leaderboard?per_page=0", "per_page"],
    ["/analytics/scores/distribution?model_id=GPT%204", "model_id"],
    ["/analytics/scores/distribution?by_model=yes", "by_model"],
  ])("rejects %s naming %s", async (path, field) => {
    const { key } = await createAgency();
    const { status, body } = await callJson(path, { key });
    expect(status).toBe(400);
    expect(expectError(body, 400).param).toBe(field);
  });

  it("answers 401 without a key and 403 without analytics:read", async () => {
    const { account } = await createAgency();
    const { key } = await createKey(account.id, { scopes: ["clients:read"] });
    for (const path of ["/analytics/portfolio", "/analytics/leaderboard", "/analytics/scores/distribution"]) {
      expect((await callJson(path)).status, path).toBe(401);
      const forbidden = await callJson(path, { key });
      expect(forbidden.status, path).toBe(403);
      expect(expectError(forbidden.body, 403).message).toContain("'analytics:read'");
    }
  });
});

describe("Analytics over a date window: the per-audit history", () => {
  // With from/to the analytics read client_audit_history (one narrow row per completed audit, kept by
  // the triggers on audits). These tests check it against the audits themselves, read here in full
  // and reduced in JavaScript, on windows of every shape.
  type Raw = { id: number; client_id: number; score: number; completed_at: Date; visibility: number; sov: number; by_model: { model_id: string; score: number }[] };
  const MODELS = ["gpt-4o", "mistral-large", "claude-sonnet"];

  async function rawAudits(accountId: number): Promise<Raw[]> {
    const rows = await db().execute(sql`select id, client_id, score, completed_at, scores from audits where account_id = ${accountId} and status = 'completed' and completed_at is not null`);
    return (rows.rows as { id: number; client_id: number; score: number; completed_at: string; scores: { overall: { visibility: number; share_of_voice: number }; by_model: { model_id: string; score: number }[] } }[]).map((r) => ({
      id: Number(r.id),
      client_id: Number(r.client_id),
      score: Number(r.score),
      completed_at: new Date(r.completed_at),
      visibility: r.scores.overall.visibility,
      sov: r.scores.overall.share_of_voice,
      by_model: r.scores.by_model ?? [],
    }));
  }

  /** What the analytics should say about the window, computed from the raw audits. */
  function expected(raw: Raw[], from: Date | undefined, to: Date | undefined) {
    const inWindow = raw.filter((a) => (!from || a.completed_at >= from) && (!to || a.completed_at < to));
    const byClient = new Map<number, Raw[]>();
    for (const a of inWindow) byClient.set(a.client_id, [...(byClient.get(a.client_id) ?? []), a]);
    const monthAgo = new Date(Date.now() - 30 * 86_400_000);
    const board = [...byClient.entries()].map(([clientId, list]) => {
      list.sort((x, y) => y.completed_at.getTime() - x.completed_at.getTime() || y.id - x.id);
      const [latest, previous] = list;
      const old = list.find((a) => a.completed_at <= monthAgo);
      return {
        client_id: clientId,
        audit_id: latest!.id,
        score: latest!.score,
        previous_score: previous?.score ?? null,
        audits_count: list.length,
        visibility: latest!.visibility,
        share_of_voice: latest!.sov,
        completed_at: latest!.completed_at.toISOString(),
        month_ago: old?.score,
        by_model: latest!.by_model,
      };
    });
    const olds = board.filter((b) => b.month_ago !== undefined).map((b) => b.month_ago!);
    const mean = (xs: number[]) => (xs.length === 0 ? null : Math.round((xs.reduce((s, x) => s + x, 0) / xs.length) * 10) / 10);
    const perModel = new Map<string, number[]>();
    for (const b of board) for (const m of b.by_model) perModel.set(m.model_id, [...(perModel.get(m.model_id) ?? []), m.score]);
    return {
      board,
      audit_count: inWindow.length,
      audits_last_30_days: inWindow.filter((a) => a.completed_at >= monthAgo).length,
      mean_score: mean(board.map((b) => b.score)),
      mean_score_30_days_ago: mean(olds),
      by_model: [...perModel.entries()].sort(([x], [y]) => x.localeCompare(y)).map(([model_id, scores]) => ({ model_id, count: scores.length, mean: mean(scores) })),
    };
  }

  async function check(key: string, raw: Raw[], from: Date | undefined, to: Date | undefined) {
    const query = [from ? `from=${from.toISOString()}` : "", to ? `to=${to.toISOString()}` : ""].filter(Boolean).join("&");
    const want = expected(raw, from, to);
    const board = await callJson(`/analytics/leaderboard?per_page=100&${query}`, { key });
    expect(board.status, query).toBe(200);
    const got = (board.body.data as Record<string, unknown>[]).map((e) => ({
      client_id: (e.client as { id: number }).id,
      audit_id: e.audit_id,
      score: e.score,
      previous_score: e.previous_score,
      audits_count: e.audits_count,
      visibility: e.visibility,
      share_of_voice: e.share_of_voice,
      completed_at: e.completed_at,
    }));
    const sortById = <T extends { client_id: number }>(xs: T[]) => [...xs].sort((x, y) => x.client_id - y.client_id);
    expect(sortById(got), query).toEqual(sortById(want.board.map(({ month_ago: _m, by_model: _b, ...rest }) => rest)));
    const portfolio = await callJson(`/analytics/portfolio?${query}`, { key });
    expect(portfolio.body.data, query).toMatchObject({
      audited_client_count: want.board.length,
      audit_count: want.audit_count,
      audits_last_30_days: want.audits_last_30_days,
      mean_score: want.mean_score,
      mean_score_30_days_ago: want.mean_score_30_days_ago,
    });
    const distribution = await callJson(`/analytics/scores/distribution?by_model=true&${query}`, { key });
    expect(distribution.body.data.by_model.map((m: { model_id: string; count: number; mean: number }) => ({ model_id: m.model_id, count: m.count, mean: m.mean })), query).toEqual(want.by_model);
  }

  it("agrees with the audits on every window, with audits completed out of order, changed, removed, and clients deleted", async () => {
    const { account, key } = await createAgency();
    // Seeded: the same portfolio on every run.
    const next = mulberry32(20_261_123);
    const fleet = await createClients(account.id, 12);
    // Up to 6 audits per client over the last 200 days, created in a shuffled order (so ids and
    // completion times disagree), some sharing one completion time.
    const planned = fleet.flatMap((client) =>
      Array.from({ length: Math.floor(next() * 7) }, () => ({
        client,
        score: Math.floor(next() * 101),
        days: next() < 0.15 ? 20 : Math.floor(next() * 200),
        models: Object.fromEntries(MODELS.filter(() => next() < 0.7).map((m) => [m, Math.floor(next() * 101)])),
      })),
    );
    planned.sort(() => next() - 0.5);
    const made = [];
    for (const p of planned) made.push(await createCompletedAudit(account.id, p.client.id, p.score, daysAgo(p.days), p.models));
    // Changes after the fact: a score corrected, an audit moved in time, one removed, one reopened, a client deleted.
    await db().update(audits).set({ score: 99 }).where(eq(audits.id, made[0]!.id));
    await db().update(audits).set({ completedAt: daysAgo(3) }).where(eq(audits.id, made[1]!.id));
    await db().delete(audits).where(eq(audits.id, made[2]!.id));
    await db().update(audits).set({ status: "running" }).where(eq(audits.id, made[3]!.id));
    await db().delete(clients).where(eq(clients.id, fleet[5]!.id));
    const raw = await rawAudits(account.id);
    expect(raw.length).toBeGreaterThan(20);
    const windows: [Date | undefined, Date | undefined][] = [
      [daysAgo(400), undefined],
      [undefined, daysAgo(30)],
      [daysAgo(120), daysAgo(20)],
      [daysAgo(20), daysAgo(19)],
      [daysAgo(60), new Date(Date.now() + 86_400_000)],
      [daysAgo(500), daysAgo(450)],
      [daysAgo(20.5), undefined],
    ];
    for (const [from, to] of windows) await check(key, raw, from, to);
  });

  it("numbers a client's audits and links each to the one before, also when completed concurrently", async () => {
    const { account, key } = await createAgency();
    const client = await createClient(account.id);
    const rows = await db()
      .insert(audits)
      .values(Array.from({ length: 10 }, (_, i) => ({ accountId: account.id, clientId: client.id, name: `run ${i}`, status: "running" as const, modelIds: ["gpt-4o"], prompts: ["q?"], totalQueries: 1, creditsCost: 2 })))
      .returning();
    // Completion times in reverse order of the ids; on Postgres (second pass) in concurrent transactions.
    await Promise.all(rows.map((row, i) => db().update(audits).set({ status: "completed", score: 10 + i, completedAt: daysAgo(i + 1), scores: { overall: { visibility: i, share_of_voice: i } } }).where(eq(audits.id, row.id))));
    const history = await db().execute(sql`select audit_id, ordinal, previous_score from client_audit_history where client_id = ${client.id} order by ordinal`);
    expect(history.rows.map((r) => [Number(r.audit_id), Number(r.ordinal), r.previous_score === null ? null : Number(r.previous_score)])).toEqual(
      rows.map((_, k) => [rows[9 - k]!.id, k + 1, k === 0 ? null : 10 + (10 - k)]),
    );
    await check(key, await rawAudits(account.id), daysAgo(5.5), undefined);
  });
});
