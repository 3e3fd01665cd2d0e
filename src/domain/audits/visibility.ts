// A client's visibility over time: the trend of its completed audits, and the comparison of two audits or two periods.
import { and, desc, eq, gte, inArray, lt, type SQL } from "drizzle-orm";
import type { Database } from "@/db/client";
import { audits, clients } from "@/db/schema";
import { ApiError } from "@/platform/errors";
import { storedScores, type AuditScores, type ScoreComponents } from "@/domain/scoring";

/** Completed audits a trend shows at most. */
export const MAX_TREND_AUDITS = 24;
/** Prompts a comparison lists: those whose visibility moved most. */
export const MAX_COMPARED_PROMPTS = 10;

const round1 = (n: number) => Math.round(n * 10) / 10;
const change = (after: number | null | undefined, before: number | null | undefined) => (after === null || after === undefined || before === null || before === undefined ? null : round1(after - before));

const completedAudit = {
  id: audits.id,
  clientId: audits.clientId,
  name: audits.name,
  status: audits.status,
  completedAt: audits.completedAt,
  scores: audits.scores,
};
type CompletedRow = { id: number; clientId: number; name: string; status: string; completedAt: Date | null; scores: unknown };

function point(row: CompletedRow, scores: AuditScores) {
  const o = scores.overall;
  return {
    audit_id: row.id,
    name: row.name,
    completed_at: row.completedAt!.toISOString(),
    score: o.score,
    visibility: o.visibility,
    share_of_voice: o.share_of_voice,
    citation_rate: o.citation_rate,
    average_position: o.average_position,
    sentiment: o.sentiment,
    score_ci95: o.score_ci95 ?? null,
    answers_shown: scores.answers_shown,
  };
}

/** The client (undefined when not the account's) and its last `count` scored audits, oldest first: one round trip. */
async function lastCompleted(db: Database, accountId: number, clientId: number, count: number) {
  const [[client], rows] = await db.batch([
    db.select({ id: clients.id, name: clients.name, domain: clients.domain }).from(clients).where(and(eq(clients.accountId, accountId), eq(clients.id, clientId))),
    db
      .select(completedAudit)
      .from(audits)
      .where(and(eq(audits.accountId, accountId), eq(audits.clientId, clientId), eq(audits.status, "completed")))
      .orderBy(desc(audits.completedAt), desc(audits.id))
      .limit(count),
  ]);
  return client ? { client, scored: rows.filter((r) => r.scores && r.completedAt).reverse() } : undefined;
}

/**
 * The client's last `count` scored audits, oldest first, each with all its scores (overall, per model, per prompt,
 * competitors): what the console's charts draw. Undefined when the client is not the account's.
 */
export async function scoreHistory(db: Database, accountId: number, clientId: number, count: number) {
  const read = await lastCompleted(db, accountId, clientId, count);
  if (!read) return undefined;
  return read.scored.map((r) => ({ auditId: r.id, name: r.name, completedAt: r.completedAt!, scores: storedScores(r.scores) }));
}

/**
 * The client's last `count` completed audits, oldest first, with the change between the first and the last, and the
 * latest audit's scores per model and competitors' share of voice. Undefined when the client is not the account's.
 */
export async function visibilityTrend(db: Database, accountId: number, clientId: number, count: number) {
  const read = await lastCompleted(db, accountId, clientId, count);
  if (!read) return undefined;
  const { client, scored } = read;
  const points = scored.map((r) => point(r, storedScores(r.scores)));
  const first = points[0];
  const last = points.at(-1);
  const latestRow = scored.at(-1);
  const latest = latestRow ? storedScores(latestRow.scores) : undefined;
  return {
    client: { id: client.id, name: client.name, domain: client.domain },
    audits: points,
    trend:
      first && last && points.length > 1
        ? {
            from_audit_id: first.audit_id,
            to_audit_id: last.audit_id,
            score: last.score - first.score,
            visibility: round1(last.visibility - first.visibility),
            share_of_voice: round1(last.share_of_voice - first.share_of_voice),
            direction: last.score > first.score ? ("up" as const) : last.score < first.score ? ("down" as const) : ("flat" as const),
          }
        : null,
    latest:
      latest && last
        ? {
            audit_id: last.audit_id,
            by_model: latest.by_model.map((m) => ({ model_id: m.model_id, score: m.score, visibility: m.visibility, share_of_voice: m.share_of_voice, citation_rate: m.citation_rate })),
            competitors: latest.competitors.map((c) => ({ name: c.name, mentions: c.mentions, share_of_voice: c.share_of_voice, average_position: c.average_position })),
          }
        : null,
  };
}

export type ComparisonSelection =
  | { kind: "audits"; audit_ids: readonly [number, number] }
  | { kind: "periods"; client_id: number; before: { from?: string; to?: string }; after: { from?: string; to?: string } };

function components(c: ScoreComponents) {
  return {
    score: c.score,
    visibility: c.visibility,
    share_of_voice: c.share_of_voice,
    citation_rate: c.citation_rate,
    average_position: c.average_position,
    sentiment: c.sentiment,
    answers: c.answers,
  };
}

function side(row: CompletedRow, scores: AuditScores) {
  return { audit_id: row.id, name: row.name, completed_at: row.completedAt!.toISOString(), overall: components(scores.overall) };
}

/** Keys of both sides in a stable order: `before`'s first, then those only `after` has. */
function union<T>(before: readonly T[], after: readonly T[], key: (item: T) => string) {
  const seen = new Set(before.map(key));
  return [...before.map(key), ...after.map(key).filter((k) => !seen.has(k))];
}

/**
 * Two completed audits of one client side by side, the earlier as `before`: the change of every overall component,
 * per model, per competitor's share of voice, and the prompts whose visibility moved most. Two periods compare each
 * period's latest completed audit (as the analytics take each client's latest audit within a window).
 */
export async function compareAudits(db: Database, accountId: number, selection: ComparisonSelection) {
  let rows: CompletedRow[];
  if (selection.kind === "audits") {
    const [a, b] = selection.audit_ids;
    if (a === b) throw new ApiError(400, "Argument 'audit_ids' must name two different audits.", "audit_ids");
    rows = await db.select(completedAudit).from(audits).where(and(eq(audits.accountId, accountId), inArray(audits.id, [a, b])));
    for (const id of [a, b]) {
      const row = rows.find((r) => r.id === id);
      if (!row) throw new ApiError(404, `Audit ${id} not found.`);
      if (row.status !== "completed" || !row.scores) throw new ApiError(409, `Audit ${id} is ${row.status}; only completed audits can be compared.`);
    }
    if (rows[0]!.clientId !== rows[1]!.clientId) throw new ApiError(400, `Audits ${a} and ${b} are of different clients; compare two audits of the same client.`, "audit_ids");
  } else {
    const latestIn = (window: { from?: string; to?: string }) => {
      const where: SQL | undefined = and(
        eq(audits.accountId, accountId),
        eq(audits.clientId, selection.client_id),
        eq(audits.status, "completed"),
        window.from ? gte(audits.completedAt, new Date(window.from)) : undefined,
        window.to ? lt(audits.completedAt, new Date(window.to)) : undefined,
      );
      return db.select(completedAudit).from(audits).where(where).orderBy(desc(audits.completedAt), desc(audits.id)).limit(1);
    };
    const [[client], [before], [after]] = await db.batch([
      db.select({ id: clients.id }).from(clients).where(and(eq(clients.accountId, accountId), eq(clients.id, selection.client_id))),
      latestIn(selection.before),
      latestIn(selection.after),
    ]);
    if (!client) throw new ApiError(404, `Client ${selection.client_id} not found.`);
    const within = (w: { from?: string; to?: string }) => [w.from && ` at or after ${w.from}`, w.to && ` before ${w.to}`].filter(Boolean).join(" and");
    if (!before) throw new ApiError(404, `Client ${selection.client_id} has no audit completed${within(selection.before)} (period 'before').`, "before");
    if (!after) throw new ApiError(404, `Client ${selection.client_id} has no audit completed${within(selection.after)} (period 'after').`, "after");
    if (before.id === after.id) throw new ApiError(400, `Both periods' latest completed audit is audit ${before.id}; choose periods that each hold an audit of their own.`, "before");
    rows = [before, after];
  }
  const [earlier, later] = [...rows].sort((x, y) => x.completedAt!.getTime() - y.completedAt!.getTime() || x.id - y.id) as [CompletedRow, CompletedRow];
  const b = storedScores(earlier.scores);
  const a = storedScores(later.scores);
  const modelOf = (s: AuditScores, id: string) => s.by_model.find((m) => m.model_id === id);
  const competitorOf = (s: AuditScores, name: string) => s.competitors.find((c) => c.name === name);
  const promptOf = (s: AuditScores, prompt: string) => s.by_prompt.find((p) => p.prompt === prompt);
  const prompts = union(b.by_prompt, a.by_prompt, (p) => p.prompt).map((prompt) => {
    const before = promptOf(b, prompt)?.visibility ?? null;
    const after = promptOf(a, prompt)?.visibility ?? null;
    return { prompt, before_visibility: before, after_visibility: after, visibility_change: change(after, before) };
  });
  return {
    client_id: earlier.clientId,
    before: side(earlier, b),
    after: side(later, a),
    change: {
      score: a.overall.score - b.overall.score,
      visibility: round1(a.overall.visibility - b.overall.visibility),
      share_of_voice: round1(a.overall.share_of_voice - b.overall.share_of_voice),
      citation_rate: round1(a.overall.citation_rate - b.overall.citation_rate),
      average_position: change(a.overall.average_position, b.overall.average_position),
      sentiment: change(a.overall.sentiment, b.overall.sentiment),
    },
    by_model: union(b.by_model, a.by_model, (m) => m.model_id).map((id) => {
      const before = modelOf(b, id);
      const after = modelOf(a, id);
      return {
        model_id: id,
        before_score: before?.score ?? null,
        after_score: after?.score ?? null,
        score_change: change(after?.score, before?.score),
        before_visibility: before?.visibility ?? null,
        after_visibility: after?.visibility ?? null,
        visibility_change: change(after?.visibility, before?.visibility),
      };
    }),
    competitors: union(b.competitors, a.competitors, (c) => c.name).map((name) => {
      const before = competitorOf(b, name)?.share_of_voice ?? null;
      const after = competitorOf(a, name)?.share_of_voice ?? null;
      return { name, before_share_of_voice: before, after_share_of_voice: after, share_of_voice_change: change(after, before) };
    }),
    prompts_compared: prompts.filter((p) => p.visibility_change !== null).length,
    prompts: prompts
      .filter((p) => p.visibility_change !== null && p.visibility_change !== 0)
      .sort((x, y) => Math.abs(y.visibility_change!) - Math.abs(x.visibility_change!) || x.prompt.localeCompare(y.prompt))
      .slice(0, MAX_COMPARED_PROMPTS),
  };
}
