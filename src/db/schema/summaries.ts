// Per-client summary of completed audits, kept by database triggers (migration 0007): what the
// portfolio analytics read instead of scanning every audit of the account to find each client's latest.
import { doublePrecision, index, integer, numeric, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { clients } from "./clients";
import { accountId, timestamptz } from "./columns";

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
