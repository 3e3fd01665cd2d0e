// Webhooks: the endpoints an account registers, the events its changes cause, and one delivery per (endpoint, event).
// An event is written in the statement that makes the change (src/domain/webhooks/events.ts), with its deliveries.
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgEnum, pgTable, serial, smallint, text, uniqueIndex } from "drizzle-orm/pg-core";
import { accountId } from "./accounts";
import { createdAt, timestamptz, updatedAt } from "./columns";

export const webhookEndpoints = pgTable(
  "webhook_endpoints",
  {
    id: serial("id").primaryKey(),
    accountId: accountId(),
    url: text("url").notNull(),
    description: text("description"),
    /** Event types it receives; empty: every type. */
    eventTypes: text("event_types").array().notNull().default(sql`'{}'::text[]`),
    active: boolean("active").notNull().default(true),
    /** `visibility.changed` reaches it when a client's score moves by more than this many points (or a model stops naming the brand). */
    visibilityThreshold: smallint("visibility_threshold").notNull().default(5),
    /** `whsec_…`: the signing key. Kept in clear, since signing needs it; shown to the caller once. */
    secret: text("secret").notNull(),
    /** The secret before the last rotation, still signed with until it expires. */
    previousSecret: text("previous_secret"),
    previousSecretExpiresAt: timestamptz("previous_secret_expires_at"),
    /** Set when the service turned the endpoint off (failing for days); cleared when the owner turns it on again. */
    disabledReason: text("disabled_reason"),
    disabledAt: timestamptz("disabled_at"),
    /** Since when every attempt has failed; null after a success. */
    failingSince: timestamptz("failing_since"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("webhook_endpoints_account_id_idx").on(t.accountId, t.id),
    check("webhook_endpoints_visibility_threshold_range", sql`${t.visibilityThreshold} between 0 and 100`),
  ],
);

export const webhookEvents = pgTable(
  "webhook_events",
  {
    /** `evt_` and 32 hex digits: the `webhook-id` every delivery of the event carries. */
    id: text("id").primaryKey(),
    accountId: accountId(),
    type: text("type").notNull(),
    data: jsonb("data").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("webhook_events_account_id_idx").on(t.accountId, t.createdAt),
    // The tick's prune reads events past the retention across accounts.
    index("webhook_events_created_at_idx").on(t.createdAt),
  ],
);

export const DELIVERY_STATUSES = ["pending", "succeeded", "failed"] as const;
export const deliveryStatusEnum = pgEnum("webhook_delivery_status", DELIVERY_STATUSES);

export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: serial("id").primaryKey(),
    accountId: accountId(),
    endpointId: integer("endpoint_id")
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    eventId: text("event_id")
      .notNull()
      .references(() => webhookEvents.id, { onDelete: "cascade" }),
    /** `pending` until an attempt succeeds (`succeeded`) or the retries run out (`failed`). */
    status: deliveryStatusEnum("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    /** When the next attempt is due (pending only). */
    nextAttemptAt: timestamptz("next_attempt_at").defaultNow(),
    /** A worker holds the delivery until then; another may take it over after. */
    leaseUntil: timestamptz("lease_until"),
    lastAttemptAt: timestamptz("last_attempt_at"),
    lastStatusCode: integer("last_status_code"),
    lastError: text("last_error"),
    lastDurationMs: integer("last_duration_ms"),
    deliveredAt: timestamptz("delivered_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("webhook_deliveries_endpoint_event_idx").on(t.endpointId, t.eventId),
    index("webhook_deliveries_endpoint_id_idx").on(t.endpointId, t.id),
    // An endpoint's latest attempt, which tells whether a failure continues a streak.
    index("webhook_deliveries_endpoint_attempt_idx").on(t.endpointId, t.lastAttemptAt),
    // Deleting old events cascades to their deliveries.
    index("webhook_deliveries_event_id_idx").on(t.eventId),
    // The cron sweep's question: which pending deliveries are overdue?
    index("webhook_deliveries_due_idx").on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
  ],
);
