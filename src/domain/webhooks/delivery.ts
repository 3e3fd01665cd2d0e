// Delivering one event to one endpoint: claim the delivery (a lease, so two workers never send it at once), POST the
// signed event, record the outcome. Failures are retried with growing delays for up to 3 days, then the delivery is
// `failed`; an endpoint whose every attempt has failed for 5 days, without a pause of more than a day, is turned off,
// with the reason on it.
import { sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { booleanValue, jsonValue, textArray } from "@/db/raw";
import { storableTextWithin } from "@/platform/text";
import { outboundOptions, resolvedProblem, webhookUrlProblem, type OutboundPolicy } from "@/platform/outbound";
import { isoText } from "./events";
import { signedHeaders } from "./signing";

/**
 * Seconds before each retry: the 2nd attempt 5 s after the 1st, …, the 10th about 2.9 days after the 1st. Attempts
 * due within the queue's longest delay (12 h) are sent as delayed messages; later ones by the cron tick.
 */
export const RETRY_DELAYS_SECONDS = [5, 60, 300, 1_800, 7_200, 21_600, 43_200, 86_400, 86_400] as const;
export const MAX_DELIVERY_ATTEMPTS = RETRY_DELAYS_SECONDS.length + 1;
/** An endpoint whose attempts have all failed for this long is turned off. */
export const DISABLE_AFTER_DAYS = 5;
/**
 * A failure streak is failures over the whole window: a failure more than this after the endpoint's previous attempt
 * starts a new streak (the retries' longest delay, 24 h, and an hour of slack for the cron tick that sends them).
 */
export const STREAK_GAP_HOURS = 25;
/** A delivery's claim; longer than a request with its DNS check can take. */
const DELIVERY_LEASE_SECONDS = 60;
/** How long a receiver has to answer (WEBHOOK_TIMEOUT_MS overrides it). */
export const DEFAULT_TIMEOUT_MS = 10_000;
/** Characters of a failed attempt's response body kept in `last_error`. */
const ERROR_BODY_CHARS = 200;

export interface DeliveryOptions {
  policy: OutboundPolicy;
  timeoutMs: number;
  resolverUrl: string;
}

/** The delivery settings of the Worker's environment. */
export function deliveryOptions(env: { ENVIRONMENT?: string; WEBHOOK_TIMEOUT_MS?: string; DNS_RESOLVER_URL?: string }): DeliveryOptions {
  const timeout = Number(env.WEBHOOK_TIMEOUT_MS);
  return { ...outboundOptions(env), timeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : DEFAULT_TIMEOUT_MS };
}

interface Claimed {
  id: number;
  attempts: number;
  url: string;
  active: boolean;
  secrets: string[];
  event_id: string;
  type: string;
  data: unknown;
  event_created_at: string;
}

async function claim(db: Database, deliveryId: number): Promise<Claimed | undefined> {
  const result = await db.execute(sql`
    with claimed as (
      update webhook_deliveries set attempts = attempts + 1, lease_until = now() + make_interval(secs => ${DELIVERY_LEASE_SECONDS}), updated_at = now()
      where id = ${deliveryId} and status = 'pending' and next_attempt_at <= now() + interval '1 second'
        and (lease_until is null or lease_until < now())
      returning id, attempts, endpoint_id, event_id
    )
    select c.id, c.attempts, c.event_id, e.url, e.active,
      array_remove(array[e.secret, case when e.previous_secret_expires_at > now() then e.previous_secret end], null) as secrets,
      ev.type, ev.data, ${isoText(sql.raw("ev.created_at"))} as event_created_at
    from claimed c join webhook_endpoints e on e.id = c.endpoint_id join webhook_events ev on ev.id = c.event_id
  `);
  const row = (result.rows as Record<string, unknown>[])[0];
  if (!row) return undefined;
  return {
    id: Number(row.id),
    attempts: Number(row.attempts),
    url: String(row.url),
    active: booleanValue(row.active),
    secrets: textArray(row.secrets),
    event_id: String(row.event_id),
    type: String(row.type),
    data: jsonValue(row.data, {}),
    event_created_at: String(row.event_created_at),
  };
}

/** The body every delivery of an event carries; the same bytes each time, so a receiver can dedupe by `webhook-id`. */
function eventBody(event: { id: string; type: string; created_at: string; data: unknown }): string {
  return JSON.stringify({ id: event.id, type: event.type, created_at: event.created_at, data: event.data });
}

export type Attempt = { ok: true; status: number; durationMs: number } | { ok: false; status: number | null; error: string; durationMs: number };

/** One POST to the endpoint: never to a private address in production, never following a redirect, within the timeout. */
async function attempt(url: string, headers: Record<string, string>, body: string, options: DeliveryOptions): Promise<Attempt> {
  const started = Date.now();
  const elapsed = () => Date.now() - started;
  const refused = webhookUrlProblem(url, options.policy) ?? (options.policy === "production" ? await resolvedProblem(new URL(url).hostname, { resolverUrl: options.resolverUrl }) : undefined);
  if (refused) return { ok: false, status: null, error: `Not sent: the URL ${refused}.`, durationMs: elapsed() };
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json", "User-Agent": "ai-visibility-webhooks/1", ...headers },
      body,
      redirect: "manual",
      signal: AbortSignal.timeout(options.timeoutMs),
    });
  } catch (error) {
    const name = error instanceof Error ? error.name : "";
    if (name === "TimeoutError" || name === "AbortError") return { ok: false, status: null, error: `No answer within ${options.timeoutMs / 1000} s.`, durationMs: elapsed() };
    return { ok: false, status: null, error: `Could not connect: ${storableTextWithin(error instanceof Error ? error.message : String(error), 300)}.`, durationMs: elapsed() };
  }
  if (response.status >= 200 && response.status < 300) {
    await response.body?.cancel();
    return { ok: true, status: response.status, durationMs: elapsed() };
  }
  if (response.status >= 300 && response.status < 400) {
    await response.body?.cancel();
    const location = response.headers.get("location");
    return { ok: false, status: response.status, error: `Redirects are not followed (HTTP ${response.status}${location ? ` to ${storableTextWithin(location, 200)}` : ""}); register the final URL.`, durationMs: elapsed() };
  }
  const text = (await response.text().catch(() => "")).trim();
  return { ok: false, status: response.status, error: `HTTP ${response.status}${text ? `: ${storableTextWithin(text, ERROR_BODY_CHARS)}` : ""}`, durationMs: elapsed() };
}

export type DeliveryOutcome =
  /** Nothing to do: delivered or given up already, not due yet, or another worker holds it. */
  | { kind: "skipped" }
  | { kind: "succeeded" }
  /** Failed; the next attempt is due after the delay. */
  | { kind: "retry"; delaySeconds: number }
  | { kind: "failed" };

/** Attempts one delivery and records what happened; the caller schedules the retry. */
export async function deliver(db: Database, deliveryId: number, options: DeliveryOptions): Promise<DeliveryOutcome> {
  const claimed = await claim(db, deliveryId);
  if (!claimed) return { kind: "skipped" };
  let result: Attempt;
  if (!claimed.active) {
    result = { ok: false, status: null, error: "Not sent: the endpoint is turned off.", durationMs: 0 };
  } else {
    const body = eventBody({ id: claimed.event_id, type: claimed.type, created_at: claimed.event_created_at, data: claimed.data });
    const timestamp = Math.floor(Date.now() / 1000);
    result = await attempt(claimed.url, await signedHeaders(claimed.secrets, claimed.event_id, timestamp, body), body, options);
  }
  const giveUp = !result.ok && (!claimed.active || claimed.attempts >= MAX_DELIVERY_ATTEMPTS);
  const delaySeconds = result.ok || giveUp ? null : RETRY_DELAYS_SECONDS[claimed.attempts - 1]!;
  const status = result.ok ? "succeeded" : giveUp ? "failed" : "pending";
  const error = result.ok ? null : result.error;
  const ok = sql`${result.ok}::boolean`;
  // The endpoint's previous attempt, before this one (the statement's subqueries see the deliveries as they were).
  const previousAttempt = sql`(select max(d.last_attempt_at) from webhook_deliveries d where d.endpoint_id = e.id)`;
  const streakGoesOn = sql`(e.failing_since is not null and ${previousAttempt} >= now() - make_interval(hours => ${STREAK_GAP_HOURS}))`;
  // This failure ends an endpoint whose every attempt has failed, without a pause, for DISABLE_AFTER_DAYS.
  const turnedOff = sql`coalesce(e.active and not ${ok} and ${streakGoesOn} and e.failing_since <= now() - make_interval(days => ${DISABLE_AFTER_DAYS}), false)`;
  await db.execute(sql`
    with done as (
      update webhook_deliveries set status = ${status}::webhook_delivery_status, lease_until = null,
        next_attempt_at = ${delaySeconds === null ? null : sql`now() + make_interval(secs => ${delaySeconds})`},
        last_attempt_at = now(), last_status_code = ${result.status}::int, last_error = ${error}, last_duration_ms = ${Math.round(result.durationMs)}::int,
        delivered_at = ${result.ok ? sql`now()` : null}, updated_at = now()
      -- Still this worker's claim (a resend resets attempts, and a slower worker whose lease ran out records nothing).
      where id = ${claimed.id} and attempts = ${claimed.attempts} and status = 'pending'
      returning endpoint_id
    )
    update webhook_endpoints e set
      failing_since = case when ${ok} then null when ${streakGoesOn} then e.failing_since else now() end,
      active = e.active and not ${turnedOff},
      disabled_at = case when ${turnedOff} then now() else e.disabled_at end,
      disabled_reason = case when ${turnedOff}
        then format('Turned off by the service: every delivery attempt since %s failed (the last one: %s). Fix the receiver, then set active to true. Deliveries still pending end as failed (Not sent: the endpoint is turned off.) and can be resent once it is on.',
                    to_char(e.failing_since at time zone 'UTC', 'YYYY-MM-DD HH24:MI "UTC"'), ${storableTextWithin(error ?? "", 300).replace(/\.$/, "")}::text)
        else e.disabled_reason end,
      updated_at = now()
    where e.id = (select endpoint_id from done) and e.active and (not ${ok} or e.failing_since is not null)
  `);
  if (result.ok) return { kind: "succeeded" };
  return delaySeconds === null ? { kind: "failed" } : { kind: "retry", delaySeconds };
}

/** Pending deliveries overdue by more than a minute: their message was lost, or their delay was beyond the queue's. */
export async function overdueDeliveryIds(db: Database, limit = 500): Promise<number[]> {
  const result = await db.execute(sql`
    select id from webhook_deliveries
    where status = 'pending' and next_attempt_at < now() - interval '1 minute' and (lease_until is null or lease_until < now())
    order by next_attempt_at limit ${limit}
  `);
  return (result.rows as { id: number | string }[]).map((r) => Number(r.id));
}

/** Days an event is kept once none of its deliveries is pending. */
export const EVENT_RETENTION_DAYS = 30;

/** Deletes events older than the retention with no pending delivery (their deliveries go with them). */
export async function pruneEvents(db: Database, limit = 1000): Promise<number> {
  const result = await db.execute(sql`
    delete from webhook_events where id in (
      select ev.id from webhook_events ev
      where ev.created_at < now() - make_interval(days => ${EVENT_RETENTION_DAYS})
        and not exists (select 1 from webhook_deliveries d where d.event_id = ev.id and d.status = 'pending')
      limit ${limit})
    returning id
  `);
  return result.rows.length;
}
