// Per-client summary of completed audits, kept by database triggers (migration 0007): what the
// portfolio analytics read instead of scanning every audit of the account to find each client's latest.
import { desc } from "drizzle-orm";
import { doublePrecision, index, integer, numeric, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { audits } from "./audits";
import { clients } from "./clients";
import { accountId } from "./accounts";
import { timestamptz } from "./columns";

/**
 * One row per client with at least one completed audit. Never written by the application:
 * statement-level triggers on `audits` recompute the rows of the clients a statement touched,
 * in the same transaction, whoever writes the audits (the engine, the seed, a migration).
 */
export const clientAuditSummaries = pgTable(
  "client_audit_summaries",
  {
    clientId: integer("client_id")
      .primaryKey()
      .references(() => clients.id, { onDelete: "cascade" }),
    accountId: accountId(),
    completedAudits: integer("completed_audits").notNull(),
    latestAuditId: integer("latest_audit_id").notNull(),
    latestScore: integer("latest_score"),
    latestCompletedAt: timestamptz("latest_completed_at"),
    latestVisibility: numeric("latest_visibility"),
    latestShareOfVoice: numeric("latest_share_of_voice"),
    /** Standard error of the latest score, from its 95 % interval (width / 3.92); null when it has none (migration 0011). */
    latestScoreSe: doublePrecision("latest_score_se"),
    previousAuditId: integer("previous_audit_id"),
    previousScore: integer("previous_score"),
    previousCompletedAt: timestamptz("previous_completed_at"),
  },
  (t) => [index("client_audit_summaries_account_id_idx").on(t.accountId, t.latestScore)],
);

/** The per-model scores of each client's latest completed audit (`scores.by_model`), kept by the same triggers. */
export const clientModelScores = pgTable(
  "client_model_scores",
  {
    clientId: integer("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    modelId: text("model_id").notNull(),
    accountId: accountId(),
    score: doublePrecision("score").notNull(),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.modelId] }), index("client_model_scores_account_id_idx").on(t.accountId, t.modelId, t.score)],
);

/**
 * One narrow row per completed audit (with a completion time): what the analytics read when a date
 * window applies, instead of the audits and their `scores` documents. Kept by the same triggers
 * (migration 0018). `ordinal` numbers a client's completed audits 1, 2, 3… by (completed_at, audit_id),
 * so the audits of a window are counted from two rows: the window's latest and the last one before
 * it; `previous_*` are the audit just before in that order, so the latest row of a window also
 * carries the one before it.
 */
export const clientAuditHistory = pgTable(
  "client_audit_history",
  {
    auditId: integer("audit_id")
      .primaryKey()
      .references(() => audits.id, { onDelete: "cascade" }),
    clientId: integer("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    accountId: accountId(),
    completedAt: timestamptz("completed_at").notNull(),
    ordinal: integer("ordinal").notNull(),
    score: integer("score"),
    visibility: numeric("visibility"),
    shareOfVoice: numeric("share_of_voice"),
    scoreSe: doublePrecision("score_se"),
    previousScore: integer("previous_score"),
    previousCompletedAt: timestamptz("previous_completed_at"),
    /** `scores.by_model` as two parallel arrays (model id, score). */
    modelIds: text("model_ids").array().notNull(),
    modelScores: doublePrecision("model_scores").array().notNull(),
  },
  (t) => [
    index("client_audit_history_client_idx").on(t.clientId, desc(t.completedAt), desc(t.auditId)),
    index("client_audit_history_account_idx").on(t.accountId, t.completedAt),
  ],
);
