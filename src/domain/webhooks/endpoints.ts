// Webhook endpoints within the caller's account: create (the secret shown once), list, read, update, delete, rotate the
// secret; and their deliveries: list, resend.
import { and, asc, count, desc, eq, sql, type SQL } from "drizzle-orm";
import { violation, type Database } from "@/db/client";
import { webhookDeliveries, webhookEndpoints, webhookEvents } from "@/db/schema";
import { pageOffset, type PageQuery } from "@/platform/envelope";
import { ApiError } from "@/platform/errors";
import { createOnce, type Idempotency, lastInsertedId } from "@/platform/idempotency";
import type { EventType } from "./events";
import { webhookUrlProblem, type OutboundPolicy } from "@/platform/outbound";
import { generateSecret } from "./signing";

/** Endpoints an account may have: enforced by the trigger of migration 0017, which holds the same number. */
export const MAX_ENDPOINTS = 20;
/** How long the secret before a rotation keeps signing deliveries. */
export const ROTATION_OVERLAP_HOURS = 24;

type EndpointRow = typeof webhookEndpoints.$inferSelect;

export function toEndpoint(row: EndpointRow) {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    event_types: row.eventTypes as EventType[],
    active: row.active,
    visibility_threshold: row.visibilityThreshold,
    disabled_reason: row.disabledReason,
    disabled_at: row.disabledAt?.toISOString() ?? null,
    failing_since: row.failingSince?.toISOString() ?? null,
    previous_secret_expires_at: row.previousSecretExpiresAt && row.previousSecretExpiresAt > new Date() ? row.previousSecretExpiresAt.toISOString() : null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export interface EndpointInput {
  url: string;
  description?: string | null;
  event_types?: EventType[];
  active?: boolean;
  visibility_threshold?: number;
}

function checkUrl(url: string, policy: OutboundPolicy) {
  const problem = webhookUrlProblem(url, policy);
  if (problem) throw new ApiError(400, `Body field 'url' ${problem}.`, "url");
}

function capReached(): never {
  throw new ApiError(409, `This account already has ${MAX_ENDPOINTS} webhook endpoints, the most it may have. Delete one first, or subscribe one endpoint to more event types.`);
}

/** The cap is held by the database (migration 0017's trigger); its refusal becomes the 409. */
async function underCap<T>(write: Promise<T>): Promise<T> {
  return write.catch((error: unknown) => (violation(error, "webhook_endpoint_cap") ? capReached() : Promise.reject(error)));
}

const mine = (accountId: number, id: number) => and(eq(webhookEndpoints.accountId, accountId), eq(webhookEndpoints.id, id));
const notFound = (id: number): never => {
  throw new ApiError(404, `Webhook endpoint ${id} not found.`);
};

export async function listEndpoints(db: Database, accountId: number, filters: { active?: boolean }, page: PageQuery) {
  const where = and(eq(webhookEndpoints.accountId, accountId), filters.active === undefined ? undefined : eq(webhookEndpoints.active, filters.active));
  const [rows, [totals]] = await db.batch([
    db.select().from(webhookEndpoints).where(where).orderBy(asc(webhookEndpoints.id)).limit(page.per_page).offset(pageOffset(page)),
    db.select({ total: count() }).from(webhookEndpoints).where(where),
  ]);
  return { items: rows.map(toEndpoint), total: totals?.total ?? 0 };
}

export async function getEndpoint(db: Database, accountId: number, id: number) {
  const [row] = await db.select().from(webhookEndpoints).where(mine(accountId, id));
  return row ? toEndpoint(row) : notFound(id);
}

/** Creates an endpoint with a new secret; the secret is in this answer (and an idempotent replay of it) only. */
export async function createEndpoint(db: Database, accountId: number, input: EndpointInput, policy: OutboundPolicy, idempotency?: Idempotency) {
  checkUrl(input.url, policy);
  const insert = db
    .insert(webhookEndpoints)
    // Fields left out take the columns' defaults (all event types, on, threshold 5).
    .values({
      accountId,
      url: input.url,
      description: input.description,
      eventTypes: input.event_types,
      active: input.active,
      visibilityThreshold: input.visibility_threshold,
      secret: generateSecret(),
    })
    .returning();
  const withSecret = (row: EndpointRow) => ({ ...toEndpoint(row), secret: row.secret });
  return createOnce(
    db,
    accountId,
    idempotency,
    "webhook_endpoint",
    async (recordKey) => {
      const [[row]] = await underCap(db.batch([insert, ...recordKey(lastInsertedId("webhook_endpoints"))] as const));
      return withSecret(row!);
    },
    async ([id]) => {
      const [row] = await db.select().from(webhookEndpoints).where(mine(accountId, id!));
      return row ? withSecret(row) : undefined;
    },
  );
}

/** Merges the fields given. Turning an endpoint on again clears why it was turned off and starts its failure clock afresh. */
export async function updateEndpoint(db: Database, accountId: number, id: number, patch: Partial<EndpointInput>, policy: OutboundPolicy) {
  if (patch.url !== undefined) checkUrl(patch.url, policy);
  const reactivated = patch.active === true ? sql`not ${webhookEndpoints.active}` : sql`false`;
  const [row] = await db
    .update(webhookEndpoints)
    // Fields absent from the patch are undefined here, and drizzle leaves them out of the update.
    .set({
      url: patch.url,
      description: patch.description,
      eventTypes: patch.event_types,
      visibilityThreshold: patch.visibility_threshold,
      active: patch.active,
      disabledReason: sql`case when ${reactivated} then null else ${webhookEndpoints.disabledReason} end`,
      disabledAt: sql`case when ${reactivated} then null else ${webhookEndpoints.disabledAt} end`,
      failingSince: sql`case when ${reactivated} then null else ${webhookEndpoints.failingSince} end`,
      updatedAt: sql`now()`,
    })
    .where(mine(accountId, id))
    .returning();
  return row ? toEndpoint(row) : notFound(id);
}

export async function deleteEndpoint(db: Database, accountId: number, id: number) {
  const [row] = await db.delete(webhookEndpoints).where(mine(accountId, id)).returning({ id: webhookEndpoints.id });
  return row ? { id: row.id, deleted: true as const } : notFound(id);
}

/**
 * Gives the endpoint a new secret. Deliveries are signed with both the new and the old one for 24 hours (the
 * signature header lists both), so the receiver can switch at its own pace; a second rotation ends the first's overlap.
 */
export async function rotateSecret(db: Database, accountId: number, id: number) {
  const secret = generateSecret();
  const [row] = await db
    .update(webhookEndpoints)
    .set({
      previousSecret: webhookEndpoints.secret,
      previousSecretExpiresAt: sql`now() + make_interval(hours => ${ROTATION_OVERLAP_HOURS})`,
      secret,
      updatedAt: sql`now()`,
    })
    .where(mine(accountId, id))
    .returning();
  return row ? { ...toEndpoint(row), secret } : notFound(id);
}

const deliveryColumns = {
  delivery: webhookDeliveries,
  event: { id: webhookEvents.id, type: webhookEvents.type, data: webhookEvents.data, createdAt: webhookEvents.createdAt },
};

type DeliveryRow = { delivery: typeof webhookDeliveries.$inferSelect; event: { id: string; type: string; data: unknown; createdAt: Date } };

export function toDelivery({ delivery: d, event }: DeliveryRow) {
  return {
    id: d.id,
    endpoint_id: d.endpointId,
    event: { id: event.id, type: event.type as EventType, created_at: event.createdAt.toISOString(), data: event.data as Record<string, unknown> },
    status: d.status,
    attempts: d.attempts,
    next_attempt_at: d.status === "pending" ? (d.nextAttemptAt?.toISOString() ?? null) : null,
    last_attempt_at: d.lastAttemptAt?.toISOString() ?? null,
    last_status_code: d.lastStatusCode,
    last_error: d.lastError,
    last_duration_ms: d.lastDurationMs,
    delivered_at: d.deliveredAt?.toISOString() ?? null,
    created_at: d.createdAt.toISOString(),
  };
}

export interface DeliveryFilters {
  status?: (typeof webhookDeliveries.$inferSelect)["status"];
  event_type?: EventType;
}

/** The endpoint's deliveries, newest first; an endpoint of another account is a 404. */
export async function listDeliveries(db: Database, accountId: number, endpointId: number, filters: DeliveryFilters, page: PageQuery) {
  const where: SQL | undefined = and(
    eq(webhookDeliveries.accountId, accountId),
    eq(webhookDeliveries.endpointId, endpointId),
    filters.status === undefined ? undefined : eq(webhookDeliveries.status, filters.status),
    filters.event_type === undefined ? undefined : eq(webhookEvents.type, filters.event_type),
  );
  const [endpoint, rows, [totals]] = await db.batch([
    db.select({ id: webhookEndpoints.id }).from(webhookEndpoints).where(mine(accountId, endpointId)),
    db.select(deliveryColumns).from(webhookDeliveries).innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId)).where(where).orderBy(desc(webhookDeliveries.id)).limit(page.per_page).offset(pageOffset(page)),
    db.select({ total: count() }).from(webhookDeliveries).innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId)).where(where),
  ]);
  if (endpoint.length === 0) notFound(endpointId);
  return { items: rows.map(toDelivery), total: totals?.total ?? 0 };
}

/**
 * Sends a delivery again, now, as a new series of attempts (the count starts over). The event keeps its id, so a
 * receiver that already has it sees the same `webhook-id`. The endpoint must be on; a delivery being attempted right
 * now is a 409.
 */
export async function resendDelivery(db: Database, accountId: number, endpointId: number, deliveryId: number) {
  const [endpoint, updated, rows] = await db.batch([
    db.select({ active: webhookEndpoints.active }).from(webhookEndpoints).where(mine(accountId, endpointId)),
    db.execute(sql`
      update webhook_deliveries d set status = 'pending', attempts = 0, next_attempt_at = now(), lease_until = null, updated_at = now()
      from webhook_endpoints e
      where d.id = ${deliveryId} and d.endpoint_id = ${endpointId} and d.account_id = ${accountId}
        and e.id = d.endpoint_id and e.active and (d.lease_until is null or d.lease_until < now())
      returning d.id
    `),
    db.select(deliveryColumns).from(webhookDeliveries).innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
      .where(and(eq(webhookDeliveries.accountId, accountId), eq(webhookDeliveries.endpointId, endpointId), eq(webhookDeliveries.id, deliveryId))),
  ]);
  if (!endpoint[0]) notFound(endpointId);
  if (!rows[0]) throw new ApiError(404, `Delivery ${deliveryId} of webhook endpoint ${endpointId} not found.`);
  if (updated.rows.length === 0) {
    if (!endpoint[0]!.active) throw new ApiError(409, `Webhook endpoint ${endpointId} is turned off; set active to true before resending.`);
    throw new ApiError(409, `Delivery ${deliveryId} is being attempted right now; retry in a minute.`);
  }
  return toDelivery(rows[0]);
}
