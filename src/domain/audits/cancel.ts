// Cancelling an audit: the queries not answered yet stop and their credits come back; the answers it had are kept and
// scored. A cancelled audit leaves no report and no findings, and analytics count only completed audits.
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { audits } from "@/db/schema";
import { scoredAnswers, scoringReads } from "./answers";
import { REFUND_CTES } from "@/domain/account";
import { auditEventData, DELIVERY_IDS, deliveryIdsOf, EVENT_CTES } from "@/domain/webhooks";

type AuditRow = typeof audits.$inferSelect;

/** `not_cancellable`: it has ended, or, still `running`, has no query left to run and is being finished. */
/** `deliveryIds`: the `audit.cancelled` webhook deliveries written with the cancel, for the caller to queue. */
export type CancelOutcome = { kind: "missing" } | { kind: "not_cancellable"; status: AuditRow["status"] } | { kind: "cancelled"; audit: AuditRow; deliveryIds: number[] };

/** Why an audit could not be cancelled, in the words of the API and the MCP tool. */
export function cancelRefusal(auditId: number, status: AuditRow["status"]): string {
  return status === "queued" || status === "running"
    ? `Audit ${auditId} has no query left to run; it is being scored and ends completed or failed shortly.`
    : `Audit ${auditId} is ${status}; only a queued or running audit can be cancelled.`;
}

const UNANSWERED = "The audit was cancelled before this query was answered; its credits were refunded.";

/**
 * Cancels a queued or running audit of the account. One statement ends it: its queued and running queries become
 * `cancelled`, the audit `cancelled`, and the credits of every query it will not answer (cancelled, or failed earlier:
 * no audit end will refund them now) come back in one ledger entry. Queries are locked before the audit row, in the
 * order the runner locks them, so the two never deadlock; a runner still waiting on an engine then records nothing,
 * since it only writes a running query. The audit row is the gate: of two concurrent cancels, the second finds it
 * cancelled and changes nothing. An audit with no query left to run is being finished by its last runner (scored,
 * its site inspected): it is not cancelled, so the two never both end it. The answers a cancelled audit had are then
 * scored as a finished audit's are.
 */
export async function cancelAudit(db: Database, accountId: number, auditId: number): Promise<CancelOutcome> {
  const [ended, [row]] = await db.batch([
    db.execute(sql`
      with ended_queries as (
        -- Failed queries are taken too, and stay failed: one that failed while this statement waited for its lock is
        -- re-read then (Postgres re-checks a row it waited for), so its credits come back with the others.
        update audit_queries q
        set status = case when q.status = 'failed' then q.status else 'cancelled'::query_status end,
            error = case when q.status = 'failed' then q.error else ${UNANSWERED} end,
            lease_until = null
        where q.audit_id = ${auditId} and q.account_id = ${accountId} and q.status in ('queued', 'running', 'failed')
          and exists (select 1 from audits a where a.id = ${auditId} and a.account_id = ${accountId} and a.status in ('queued', 'running'))
        returning q.status, q.credits
      ),
      unanswered as (
        select count(*)::int as queries, count(*) filter (where status = 'cancelled')::int as cancelled, coalesce(sum(credits), 0)::int as credits
        from ended_queries
      ),
      ended as (
        update audits a
        set status = 'cancelled', completed_at = now(), updated_at = now(),
            error = format('Cancelled with %s of %s queries answered.', a.completed_queries, a.total_queries)
              || case when u.queries > 0 then format(' The credits of the %s not answered were refunded.', u.queries) else '' end
        from unanswered u
        where a.id = ${auditId} and a.account_id = ${accountId} and a.status in ('queued', 'running') and u.cancelled > 0
        returning a.*, u.queries, u.credits
      ),
      refund as (
        select id as audit_id, account_id, credits as amount,
               format('Refund of %s %s not answered in cancelled audit %s', queries, case when queries = 1 then 'query' else 'queries' end, id) as description
        from ended where credits > 0
      ),
      ${REFUND_CTES},
      new_events (account_id, type, data) as (select account_id, 'audit.cancelled', ${auditEventData("ended")} from ended),
      ${EVENT_CTES}
      select ended.id, ${DELIVERY_IDS} from ended
    `),
    db.select().from(audits).where(and(eq(audits.accountId, accountId), eq(audits.id, auditId))),
  ]);
  if (!row) return { kind: "missing" };
  if (ended.rows.length === 0) return { kind: "not_cancellable", status: row.status };
  const deliveryIds = deliveryIdsOf(ended.rows[0] as Record<string, unknown>);
  if (row.completedQueries === 0) return { kind: "cancelled", audit: row, deliveryIds };
  // No query of the audit can change now: its answers are final.
  const { scores } = scoredAnswers(...(await db.batch(scoringReads(db, auditId))));
  if (!scores) return { kind: "cancelled", audit: row, deliveryIds };
  const [scored] = await db
    .update(audits)
    .set({ score: scores.overall.score, scores, updatedAt: sql`now()` })
    .where(and(eq(audits.id, auditId), eq(audits.status, "cancelled")))
    .returning();
  return { kind: "cancelled", audit: scored ?? row, deliveryIds };
}
