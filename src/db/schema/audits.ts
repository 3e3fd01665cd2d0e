// Audits, the (prompt × model) queries they are made of, tracked prompts, and idempotency records.
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, numeric, pgEnum, pgTable, primaryKey, serial, smallint, text, uniqueIndex } from "drizzle-orm/pg-core";
import { clientId } from "./clients";
import { accountId } from "./accounts";
import { createdAt, timestamptz, updatedAt } from "./columns";

export const AUDIT_STATUSES = ["queued", "running", "completed", "failed", "cancelled"] as const;
export const auditStatusEnum = pgEnum("audit_status", AUDIT_STATUSES);
export const AUDIT_TRIGGERS = ["api", "schedule"] as const;
export const auditTriggerEnum = pgEnum("audit_trigger", AUDIT_TRIGGERS);
export const QUERY_STATUSES = ["queued", "running", "completed", "failed", "cancelled"] as const;
export const queryStatusEnum = pgEnum("query_status", QUERY_STATUSES);

export const audits = pgTable(
  "audits",
  {
    id: serial("id").primaryKey(),
    accountId: accountId(),
    clientId: clientId(),
    name: text("name").notNull(),
    status: auditStatusEnum("status").notNull().default("queued"),
    /** 0–100, set when the audit completes. */
    score: integer("score"),
    modelIds: text("model_ids").array().notNull(),
    prompts: text("prompts").array().notNull(),
    /** Answers asked per prompt × model (1–5): repeated samples give the scores their intervals. */
    samples: smallint("samples").notNull().default(1),
    totalQueries: integer("total_queries").notNull(),
    completedQueries: integer("completed_queries").notNull().default(0),
    failedQueries: integer("failed_queries").notNull().default(0),
    creditsCost: integer("credits_cost").notNull(),
    /** What the engines charged for the answers so far, in USD (see `audit_queries.cost_usd`). */
    costUsd: numeric("cost_usd", { precision: 12, scale: 6 }).notNull().default("0"),
    trigger: auditTriggerEnum("trigger").notNull().default("api"),
    scheduledAuditId: integer("scheduled_audit_id"),
    /** Full score breakdown (overall, per model, per prompt, competitors), written on completion. */
    scores: jsonb("scores"),
    error: text("error"),
    startedAt: timestamptz("started_at"),
    completedAt: timestamptz("completed_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("audits_account_id_id_idx").on(t.accountId, t.id),
    index("audits_client_id_completed_at_idx").on(t.clientId, t.completedAt),
    // The portfolio's "30 days ago" score per client and its count of recent audits (src/domain/analytics/portfolio.ts).
    index("audits_completed_client_idx").on(t.clientId, t.completedAt, t.id).where(sql`${t.status} = 'completed'`),
    index("audits_completed_account_idx").on(t.accountId, t.completedAt).where(sql`${t.status} = 'completed'`),
    check("audits_samples_range", sql`${t.samples} between 1 and 5`),
  ],
);

export const auditQueries = pgTable(
  "audit_queries",
  {
    id: serial("id").primaryKey(),
    accountId: accountId(),
    auditId: integer("audit_id")
      .notNull()
      .references(() => audits.id, { onDelete: "cascade" }),
    prompt: text("prompt").notNull(),
    modelId: text("model_id").notNull(),
    /** Which of the audit's samples of this prompt × model (1…samples). */
    sample: smallint("sample").notNull().default(1),
    /** Credits this query cost at launch: what a failure refunds, whatever the price is later. */
    credits: integer("credits").notNull().default(0),
    status: queryStatusEnum("status").notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    /**
     * Running: the lease; once passed, the query is abandoned and may be claimed again.
     * Queued after a retryable failure: when it may run again (the cron tick does not resend it earlier).
     */
    leaseUntil: timestamptz("lease_until"),
    answer: text("answer"),
    provider: text("provider"),
    /** The model name the engine reported answering with. */
    modelName: text("model_name"),
    /** `api_web_search`, `api` or `offline` (SURFACES in src/domain/providers). */
    surface: text("surface"),
    latencyMs: integer("latency_ms"),
    /** The engine's structured sources ({ url, finalUrl, title, citedInAnswer }), apart from the text's citations. */
    sources: jsonb("sources"),
    /** What the engine searched for. */
    searchQueries: text("search_queries").array(),
    inputTokens: integer("input_tokens"),
    outputTokens: integer("output_tokens"),
    webSearches: integer("web_searches"),
    /** The engine's charge in USD: as it reported it, else tokens and searches at the catalog's prices; null when unknown. */
    costUsd: numeric("cost_usd", { precision: 12, scale: 6 }),
    /**
     * False when the surface showed no AI answer for the query (Google showed no AI Overview): completed, `answer` null,
     * left out of the scores' rates and counted in `answers_shown`. Null before it was answered, and for answers
     * recorded before this column (all shown).
     */
    answerShown: boolean("answer_shown"),
    brandMentioned: boolean("brand_mentioned"),
    position: integer("position"),
    /** The rendered number of the first list item or table row naming the brand (analysis-policy: Position). */
    listPosition: integer("list_position"),
    sentiment: integer("sentiment"),
    competitorsMentioned: jsonb("competitors_mentioned"),
    citations: jsonb("citations"),
    /** Per tracked name, the sentences that decided its sentiment (`SentimentReasons[]`); null before analysis version 4. */
    sentimentReasons: jsonb("sentiment_reasons"),
    /** ANALYSIS_VERSION of the analysis that produced the fields above; null until analysed. */
    analysisVersion: integer("analysis_version"),
    error: text("error"),
    createdAt: createdAt(),
    completedAt: timestamptz("completed_at"),
  },
  (t) => [
    index("audit_queries_audit_id_idx").on(t.auditId, t.id),
    index("audit_queries_pending_idx").on(t.status, t.leaseUntil).where(sql`${t.status} in ('queued', 'running')`),
    // `npm run reanalyze` walks the answers read by an older analysis.
    index("audit_queries_analysis_version_idx").on(t.analysisVersion, t.id).where(sql`${t.status} = 'completed'`),
  ],
);

export const clientPrompts = pgTable(
  "client_prompts",
  {
    id: serial("id").primaryKey(),
    accountId: accountId(),
    clientId: clientId(),
    prompt: text("prompt").notNull(),
    /** ISO 639-1 language the prompt is written in. */
    language: text("language").notNull(),
    /** Optional theme the prompt belongs to (e.g. "pricing"), for grouping. */
    topic: text("topic"),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    /** Only active prompts are asked by launches and schedules that give none. */
    active: boolean("active").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("client_prompts_client_id_idx").on(t.clientId, t.id), uniqueIndex("client_prompts_client_prompt_idx").on(t.clientId, sql`lower(${t.prompt})`)],
);

/** One row per `Idempotency-Key` of an account: a replay returns the same audit and charges nothing. */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    accountId: accountId(),
    key: text("key").notNull(),
    /** SHA-256 of the request body: the same key with another body is a 409. */
    requestHash: text("request_hash").notNull(),
    /** What the key created: `audit`, `client`, `competitor`, `contact`, `prompts`… (an operation's resource). */
    resourceType: text("resource_type").notNull().default("audit"),
    /** The ids of what it created (one, or a bulk create's in request order). */
    resourceIds: integer("resource_ids").array(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.key] })],
);
