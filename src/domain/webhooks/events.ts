// Events: what happened to an account's objects, written in the statement that makes the change, so an event exists
// exactly when its change committed. The same statement writes one delivery per active endpoint that wants it; the
// caller then puts them on the webhook queue (and the cron tick sends any whose message never left).
import { sql, type SQL } from "drizzle-orm";
import { textArray } from "@/db/raw";
import type { AuditScores } from "@/domain/scoring";

/** Every event type, with what it says (the OpenAPI catalogue and the endpoint's `event_types` check read this). */
export const EVENT_TYPES = {
  "audit.completed": "An audit finished and was scored. `data` is the audit.",
  "audit.failed": "An audit finished with every query failed; its credits were refunded. `data` is the audit.",
  "audit.cancelled": "An audit was cancelled; the credits of its unanswered queries were refunded. `data` is the audit.",
  "report.ready": "A completed audit's PDF report can be downloaded. `data` is the report.",
  "scheduled_audit.skipped": "A scheduled audit's slot could not launch (e.g. not enough credits). `data` says which schedule and why.",
  "scheduled_audit.paused": "A scheduled audit paused itself after slots in a row that could not launch. `data` says which schedule and why.",
  "credits.low": "A launch took the credit balance below the account's threshold. `data` has the balance and the threshold.",
  "visibility.changed":
    "A client's score moved by more than the endpoint's `visibility_threshold` points from its previous completed audit, or a model that named the brand stopped naming it. `data` has both scores and the change per model.",
} as const;

export type EventType = keyof typeof EVENT_TYPES;
export const EVENT_TYPE_NAMES = Object.keys(EVENT_TYPES) as [EventType, ...EventType[]];

/** A timestamp as the API writes it (ISO 8601, UTC, milliseconds). */
export const isoText = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** An audit as events carry it: the fields of GET /audits/{id} a receiver acts on, read from the row `t`. */
export function auditEventData(t: string): SQL {
  const c = (name: string) => sql.raw(`${t}.${name}`);
  return sql`jsonb_build_object(
    'id', ${c("id")}, 'client_id', ${c("client_id")}, 'name', ${c("name")}, 'status', ${c("status")}, 'score', ${c("score")},
    'model_ids', ${c("model_ids")}, 'total_queries', ${c("total_queries")}, 'completed_queries', ${c("completed_queries")},
    'failed_queries', ${c("failed_queries")}, 'credits_cost', ${c("credits_cost")}, 'trigger', ${c("trigger")},
    'scheduled_audit_id', ${c("scheduled_audit_id")}, 'error', ${c("error")}, 'started_at', ${isoText(c("started_at"))},
    'completed_at', ${isoText(c("completed_at"))}, 'created_at', ${isoText(c("created_at"))})`;
}

/**
 * The end of a statement that causes events: each row of its CTE `new_events` (`account_id`, `type`, `data`) becomes an
 * event, and one pending delivery per active endpoint of the account that wants it (its types, and for
 * `visibility.changed` its threshold). An account with no active endpoint stores no event. `new_deliveries` returns the
 * deliveries' ids: select `DELIVERY_IDS` to get them.
 */
export const EVENT_CTES = sql`
  recorded_events as (
    insert into webhook_events (id, account_id, type, data)
    select 'evt_' || replace(gen_random_uuid()::text, '-', ''), n.account_id, n.type, n.data from new_events n
    where exists (select 1 from webhook_endpoints e where e.account_id = n.account_id and e.active)
    returning id, account_id, type, data
  ),
  new_deliveries as (
    insert into webhook_deliveries (account_id, endpoint_id, event_id)
    select ev.account_id, e.id, ev.id
    from recorded_events ev join webhook_endpoints e on e.account_id = ev.account_id and e.active
      and (cardinality(e.event_types) = 0 or ev.type = any(e.event_types))
      and (ev.type <> 'visibility.changed' or abs((ev.data->>'score_change')::numeric) > e.visibility_threshold
           or jsonb_array_length(ev.data->'dropped_models') > 0)
    returning id
  )`;

/** The delivery ids `EVENT_CTES` wrote, as a column `delivery_ids` of the statement's result. */
export const DELIVERY_IDS = sql`(select coalesce(array_agg(id order by id), '{}') from new_deliveries) as delivery_ids`;

/** The `delivery_ids` column of a result row. */
export const deliveryIdsOf = (row: Record<string, unknown> | undefined): number[] => textArray(row?.delivery_ids).map(Number);

export interface ScoredAudit {
  id: number;
  score: number;
  scores: AuditScores;
}

export interface VisibilityChange {
  client_id: number;
  client_name: string;
  audit_id: number;
  previous_audit_id: number;
  score: number;
  previous_score: number;
  score_change: number;
  /** Models that named the brand in the previous audit and in none of this one's answers. */
  dropped_models: { model_id: string; previous_visibility: number }[];
  /** Every model asked in both audits. */
  by_model: { model_id: string; score: number; previous_score: number; visibility: number; previous_visibility: number }[];
}

/**
 * What `visibility.changed` says about a completed audit against the client's previous completed one, or null when
 * there is no previous one or nothing moved. Each endpoint's threshold decides whether it hears of it.
 */
export function visibilityChange(client: { id: number; name: string }, current: ScoredAudit, previous: ScoredAudit | undefined): VisibilityChange | null {
  if (!previous) return null;
  const before = new Map(previous.scores.by_model.map((m) => [m.model_id, m]));
  const byModel = current.scores.by_model.flatMap((m) => {
    const old = before.get(m.model_id);
    return old ? [{ model_id: m.model_id, score: m.score, previous_score: old.score, visibility: m.visibility, previous_visibility: old.visibility }] : [];
  });
  const dropped = byModel.filter((m) => m.previous_visibility > 0 && m.visibility === 0).map((m) => ({ model_id: m.model_id, previous_visibility: m.previous_visibility }));
  const change = current.score - previous.score;
  if (change === 0 && dropped.length === 0) return null;
  return {
    client_id: client.id,
    client_name: client.name,
    audit_id: current.id,
    previous_audit_id: previous.id,
    score: current.score,
    previous_score: previous.score,
    score_change: change,
    dropped_models: dropped,
    by_model: byModel,
  };
}
