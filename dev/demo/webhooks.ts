// The demo agency's webhooks: an endpoint receiving every event (the dev receiver on DEV_WEBHOOKS_PORT verifies and
// logs them) and a retired CRM connector the service turned off after days of failures. They are registered before
// the audit history runs, so the engine itself writes their events; the history is then dated as it happened.
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../src/db/client";
import { webhookEndpoints } from "../../src/db/schema";
import { DISABLE_AFTER_DAYS, isoText, MAX_DELIVERY_ATTEMPTS, RETRY_DELAYS_SECONDS } from "../../src/domain/webhooks";

/** Port of the dev receiver `npm run dev` starts. */
export const DEV_WEBHOOKS_PORT = 8792;
/** The demo endpoint's signing secret (dev seed only): the dev receiver verifies with it. */
export const DEMO_WEBHOOK_SECRET = `whsec_${btoa("lumen-demo-webhook-secret-32byte")}`;
const RETIRED_SECRET = `whsec_${btoa("lumen-demo-retired-crm-secret-32")}`;

export const demoHookUrl = (name: string) => `http://127.0.0.1:${DEV_WEBHOOKS_PORT}/hooks/${name}`;

/** Registers the agency's endpoints at `at`, before its audits run. */
export async function registerDemoEndpoints(db: Database, accountId: number, at: Date): Promise<void> {
  await db.insert(webhookEndpoints).values([
    { accountId, url: demoHookUrl("lumen-alerts"), description: "Alertes Slack de l'équipe SEO", secret: DEMO_WEBHOOK_SECRET, visibilityThreshold: 3, createdAt: at, updatedAt: at },
    { accountId, url: demoHookUrl("crm-legacy"), description: "Ancien connecteur CRM (retiré)", eventTypes: ["audit.completed"], secret: RETIRED_SECRET, createdAt: at, updatedAt: at },
  ]);
}

/**
 * Dates every event of the account as its change happened (the audit's end, the report's creation, the launch), then
 * records the deliveries as they went: the alerts endpoint answered each within a second; the CRM connector answered
 * 410 to every attempt of its first delivery, its retries ran out, and the service turned it off after 5 days of
 * failures, so later events were never queued for it.
 */
export async function settleDemoDeliveries(db: Database, accountId: number): Promise<void> {
  const [alerts, crm] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.accountId, accountId)).orderBy(webhookEndpoints.id);
  await db.execute(sql`
    update webhook_events ev set created_at = coalesce(
      case when ev.type like 'audit.%' then (select completed_at from audits where id = (ev.data->>'id')::int)
           when ev.type = 'report.ready' then (select created_at from reports where id = (ev.data->>'id')::int)
           when ev.type = 'visibility.changed' then (select completed_at from audits where id = (ev.data->>'audit_id')::int)
           when ev.type = 'credits.low' then (select created_at from audits where id = (ev.data->>'audit_id')::int) end, ev.created_at)
    where ev.account_id = ${accountId}`);
  // The report's and the audit's `created_at` inside the payloads follow the rows they describe.
  const iso = (column: string) => sql`to_jsonb(${isoText(sql.raw(column))})`;
  await db.execute(sql`
    update webhook_events ev set data = ev.data || jsonb_build_object('created_at', ${iso("a.created_at")}, 'started_at', ${iso("a.started_at")}, 'completed_at', ${iso("a.completed_at")})
    from audits a where ev.account_id = ${accountId} and ev.type like 'audit.%' and a.id = (ev.data->>'id')::int`);
  await db.execute(sql`
    update webhook_events ev set data = ev.data || jsonb_build_object('created_at', ${iso("ev.created_at")})
    where ev.account_id = ${accountId} and ev.type = 'report.ready'`);
  await db.execute(sql`
    update webhook_deliveries d set status = 'succeeded', attempts = 1, next_attempt_at = null, created_at = ev.created_at,
      last_attempt_at = ev.created_at + interval '400 milliseconds', delivered_at = ev.created_at + interval '400 milliseconds',
      last_status_code = 204, last_error = null, last_duration_ms = 120 + (d.id * 37) % 260, updated_at = ev.created_at + interval '400 milliseconds'
    from webhook_events ev where ev.id = d.event_id and d.endpoint_id = ${alerts!.id}`);
  const rows = (await db.execute(sql`select d.id, ev.created_at from webhook_deliveries d join webhook_events ev on ev.id = d.event_id where d.endpoint_id = ${crm!.id} order by ev.created_at, d.id`)).rows as { id: number; created_at: string }[];
  if (rows.length === 0) return;
  const failingSince = new Date(rows[0]!.created_at);
  const deadline = failingSince.getTime() + DISABLE_AFTER_DAYS * 86_400_000;
  const exhausted = rows.filter((r) => new Date(r.created_at).getTime() < deadline);
  // The first event after 5 days of failures: its first attempt failed too, and the service turned the endpoint off.
  const last = rows.find((r) => new Date(r.created_at).getTime() >= deadline);
  const error = "HTTP 410: This connector was retired.";
  const retries = RETRY_DELAYS_SECONDS.reduce((sum, s) => sum + s, 0);
  await db.execute(sql`
    update webhook_deliveries d set status = 'failed', attempts = ${MAX_DELIVERY_ATTEMPTS}, next_attempt_at = null, created_at = ev.created_at,
      last_attempt_at = ev.created_at + make_interval(secs => ${retries}), last_status_code = 410, last_error = ${error}, last_duration_ms = 95,
      updated_at = ev.created_at + make_interval(secs => ${retries})
    from webhook_events ev where ev.id = d.event_id and d.id = any(${sql.param(exhausted.map((r) => r.id))}::int[])`);
  if (!last) {
    await db.update(webhookEndpoints).set({ failingSince }).where(eq(webhookEndpoints.id, crm!.id));
    return;
  }
  const disabledAt = new Date(new Date(last.created_at).getTime() + 400);
  await db.batch([
    db.execute(sql`delete from webhook_deliveries where endpoint_id = ${crm!.id} and id <> all(${sql.param([...exhausted.map((r) => r.id), last.id])}::int[])`),
    // Its second attempt found the endpoint off and was not sent.
    db.execute(sql`
      update webhook_deliveries set status = 'failed', attempts = 2, next_attempt_at = null, created_at = ${last.created_at}::timestamptz,
        last_attempt_at = ${last.created_at}::timestamptz + interval '5 seconds', last_status_code = null, last_error = 'Not sent: the endpoint is turned off.',
        last_duration_ms = 0, updated_at = ${last.created_at}::timestamptz + interval '5 seconds'
      where id = ${last.id}`),
    db
      .update(webhookEndpoints)
      .set({
        active: false,
        failingSince,
        disabledAt,
        disabledReason: `Turned off by the service: every delivery attempt since ${failingSince.toISOString().slice(0, 16).replace("T", " ")} UTC failed (the last one: ${error.replace(/\.$/, "")}). Fix the receiver, then set active to true.`,
        updatedAt: disabledAt,
      })
      .where(and(eq(webhookEndpoints.id, crm!.id), eq(webhookEndpoints.accountId, accountId))),
  ]);
}
