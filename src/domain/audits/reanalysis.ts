// Re-reads stored answers with the current analysis and re-scores their audits, so old and new audits compare alike.
import { sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { jsonValue } from "@/db/raw";
import { ANALYSIS_VERSION, analyzeAnswer, type AnswerAnalysis, type CompetitorMention } from "@/domain/analysis";
import { ANALYSIS_RECORD_SET, ANALYSIS_RECORD_TYPES, analysisRecord, COMPETITORS_JSON, ENGINE_OF_MODEL, storedSources, targetsOf, type BrandRow, type StoredSource } from "./answers";
import { scoreAnswers } from "@/domain/scoring";

interface StoredAnswer {
  id: number;
  answer: string | null;
  brand_mentioned: boolean | null;
  position: number | null;
  sentiment: number | null;
  competitors_mentioned: Partial<CompetitorMention>[] | null;
  prompt: string;
  model_id: string;
  sources: StoredSource[] | null;
  /** False when Google showed no AI answer: nothing to read again. */
  answer_shown: boolean | null;
  engine: string | null;
  /** The row version read (Postgres `xmin`): the write is skipped if anything updated the row since. */
  row_version: string;
}

/** What a re-analysis changed, counted over (answer, tracked name) pairs: the client and each competitor. */
export interface ReanalysisChanges {
  /** Named before and not now, or the other way round. */
  mentions: number;
  /** Named both times, at another rank. */
  positions: number;
  /** Named both times, with another sentiment score. */
  sentiments: number;
}

export interface ReanalysisProgress {
  audits: number;
  answers: number;
  changed: ReanalysisChanges;
  /** Completed audits that still hold answers read by an older analysis. */
  remaining: number;
}

/** Adds what the new reading of one answer changed against the stored one, name by name. */
function tally(changed: ReanalysisChanges, before: StoredAnswer, after: AnswerAnalysis): void {
  const named = (mentioned: boolean | null, position: number | null, sentiment: number | null) => (mentioned ? { position, sentiment } : null);
  const old = new Map<string, { position: number | null; sentiment: number | null } | null>([["", named(before.brand_mentioned, before.position, before.sentiment)]]);
  for (const c of before.competitors_mentioned ?? []) if (c.name) old.set(c.name, { position: c.position ?? null, sentiment: c.sentiment ?? null });
  const now = new Map<string, { position: number | null; sentiment: number | null } | null>([["", named(after.brandMentioned, after.position, after.sentiment)]]);
  for (const c of after.competitorsMentioned) now.set(c.name, { position: c.position, sentiment: c.sentiment });
  for (const name of new Set([...old.keys(), ...now.keys()])) {
    const a = old.get(name) ?? null;
    const b = now.get(name) ?? null;
    if ((a === null) !== (b === null)) changed.mentions++;
    else if (a && b) {
      if (a.position !== b.position) changed.positions++;
      // Answers read before competitor sentiments existed had none: not a change.
      if (a.sentiment !== null && a.sentiment !== b.sentiment) changed.sentiments++;
    }
  }
}

/**
 * Re-analyses up to `limit` completed audits holding answers of an older analysis version: every completed answer of
 * such an audit is read again, and the audit re-scored, in one transaction per call, so a run that stops halfway
 * leaves each audit either wholly old or wholly new. Idempotent (an audit at the current version is not picked) and
 * resumable (call again until `remaining` is 0). The engines' sources are classified again against the client's domain
 * as it is now (`is_own_domain`), as the citations in the text are. Findings (checklist, hallucinated URLs) are not
 * recomputed.
 */
export async function reanalyzeAudits(db: Database, limit = 20): Promise<ReanalysisProgress> {
  const picked = await db.execute(sql`
    with stale as (
      select distinct q.audit_id from audit_queries q
      where q.status = 'completed' and q.answer_shown is not false and (q.analysis_version is null or q.analysis_version < ${ANALYSIS_VERSION})
    )
    select a.id as audit_id, c.name, c.aliases, c.domain, c.other_domains, ${COMPETITORS_JSON} as competitors,
      (select count(*) from stale s2 join audits a2 on a2.id = s2.audit_id and a2.status = 'completed')::int as remaining,
      (select coalesce(json_agg(row_to_json(q) order by q.id), '[]'::json) from (
         select id, answer, prompt, model_id, sources, answer_shown, brand_mentioned, position, sentiment, competitors_mentioned, ${ENGINE_OF_MODEL}, xmin::text as row_version from audit_queries where audit_id = a.id and status = 'completed'
       ) q) as answers
    from stale s join audits a on a.id = s.audit_id and a.status = 'completed' join clients c on c.id = a.client_id
    order by a.id limit ${limit}
  `);
  const rows = picked.rows as unknown as (BrandRow & { audit_id: number | string; remaining: number | string; answers: string | StoredAnswer[] })[];
  const changed: ReanalysisChanges = { mentions: 0, positions: 0, sentiments: 0 };
  if (rows.length === 0) return { audits: 0, answers: 0, changed, remaining: 0 };
  const updates: Record<string, unknown>[] = [];
  const audits: { id: number; score: number; scores: unknown }[] = [];
  for (const row of rows) {
    const targets = targetsOf(row);
    const stored = jsonValue<StoredAnswer[]>(row.answers, []);
    const shown = stored.filter((answer) => answer.answer_shown !== false);
    const scored = shown.map((answer) => {
      const analysis = analyzeAnswer(answer.answer ?? "", targets);
      tally(changed, answer, analysis);
      updates.push({ id: answer.id, row_version: answer.row_version, ...analysisRecord(analysis), sources: answer.sources === null ? null : storedSources(answer.sources, [row.domain, ...(targets.otherDomains ?? [])]) });
      return { ...analysis, prompt: answer.prompt, modelId: answer.model_id };
    });
    const presence = stored.map((answer) => ({ modelId: answer.model_id, shown: answer.answer_shown !== false, engine: answer.engine }));
    const scores = scoreAnswers(scored, targets.competitors.map((k) => k.name), presence);
    audits.push({ id: Number(row.audit_id), score: scores.overall.score, scores });
  }
  // Two statements in one transaction, whatever the number of answers. An answer updated since it was read (its
  // client's domains changed and marked it to be read again) keeps that mark: the next call reads it with the new
  // domains, and re-scores its audit then.
  await db.batch([
    db.execute(sql`update audit_queries q set ${ANALYSIS_RECORD_SET}, sources = x.sources
                   from jsonb_to_recordset(${JSON.stringify(updates)}::jsonb) as x(${ANALYSIS_RECORD_TYPES}, sources jsonb, row_version text)
                   where q.id = x.id and q.xmin::text = x.row_version`),
    db.execute(sql`update audits a set score = x.score, scores = x.scores, updated_at = now()
                   from jsonb_to_recordset(${JSON.stringify(audits)}::jsonb) as x(id int, score int, scores jsonb)
                   where a.id = x.id and a.status = 'completed'`),
  ]);
  return { audits: rows.length, answers: updates.length, changed, remaining: Math.max(0, Number(rows[0]!.remaining) - rows.length) };
}
