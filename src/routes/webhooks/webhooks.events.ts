// The event catalogue in the OpenAPI document: one `webhooks` entry per event type (OpenAPI 3.1), with the body a
// receiver gets, its signature headers and an example payload.
import { z, type OpenAPIHono } from "@hono/zod-openapi";
import { AUDIT_STATUSES, AUDIT_TRIGGERS } from "@/db/schema";
import { EVENT_TYPES, type EventType } from "@/domain/webhooks";
import type { AppEnv } from "@/platform/context";
import { dateTimeField } from "@/platform/envelope";
import { int, MAX_ITEMS, MAX_LENGTH, score, text } from "@/platform/fields";

const AuditEventDataSchema = z
  .object({
    id: int().openapi({ description: "Audit identifier.", example: 140 }),
    client_id: int().openapi({ description: "The client audited.", example: 12 }),
    name: text(MAX_LENGTH.label).openapi({ description: "The audit's name.", example: "Maison Lumière — 2026-11-23" }),
    status: z.enum(AUDIT_STATUSES).openapi({ description: "`completed`, `failed` or `cancelled`.", example: "completed" }),
    score: score().nullable().openapi({ description: "Overall score 0–100, or null (failed, or cancelled before any answer was scored).", example: 56 }),
    model_ids: z.array(text(MAX_LENGTH.code)).max(MAX_ITEMS.models).openapi({ description: "Models asked.", example: ["gpt-4o", "perplexity-sonar"] }),
    total_queries: int().openapi({ description: "Queries (prompt × model × sample).", example: 20 }),
    completed_queries: int().openapi({ description: "Queries answered.", example: 20 }),
    failed_queries: int().openapi({ description: "Queries that failed (refunded).", example: 0 }),
    credits_cost: int().openapi({ description: "Credits debited at launch.", example: 30 }),
    trigger: z.enum(AUDIT_TRIGGERS).openapi({ description: "What launched it.", example: "schedule" }),
    scheduled_audit_id: int().nullable().openapi({ description: "The schedule that launched it, or null.", example: 7 }),
    error: text(MAX_LENGTH.text).nullable().openapi({ description: "What went wrong or was refunded, or null.", example: null }),
    started_at: dateTimeField("When its first query started (ISO 8601, UTC), or null.").nullable(),
    completed_at: dateTimeField("When it ended (ISO 8601, UTC)."),
    created_at: dateTimeField("When it was launched (ISO 8601, UTC)."),
  })
  .openapi("AuditEventData", { description: "The audit when the event happened; GET /audits/{id} has the rest." });

const ReportEventDataSchema = z
  .object({
    id: int().openapi({ description: "Report identifier.", example: 98 }),
    audit_id: int().openapi({ description: "The audit it reports on.", example: 140 }),
    client_id: int().openapi({ description: "The client.", example: 12 }),
    language: text(MAX_LENGTH.locale).openapi({ description: "The report's language (the client's).", example: "fr" }),
    download_path: text(MAX_LENGTH.url).openapi({ description: "Path of the PDF under this API's host (authenticated like any call).", example: "/api/v1/reports/98/download" }),
    created_at: dateTimeField("When it became available (ISO 8601, UTC)."),
  })
  .openapi("ReportEventData", { description: "The report of a completed audit." });

const ScheduleEventDataSchema = z
  .object({
    scheduled_audit_id: int().openapi({ description: "The schedule.", example: 7 }),
    client_id: int().openapi({ description: "Its client.", example: 12 }),
    name: text(MAX_LENGTH.label).openapi({ description: "The schedule's name.", example: "Monthly check" }),
    slot: dateTimeField("The slot that could not launch (ISO 8601, UTC)."),
    reason: text(MAX_LENGTH.text).openapi({ description: "Why it could not launch, as POST /audits/launch would have said.", example: "Not enough credits: this audit needs 30 credits (10 prompts × 2 models) and 12 are available." }),
    consecutive_failures: int().openapi({ description: "Slots in a row that could not launch.", example: 3 }),
    active: z.boolean().openapi({ description: "Whether the schedule still runs; false once it paused itself.", example: false }),
  })
  .openapi("ScheduledAuditEventData", { description: "A scheduled audit's slot that could not launch." });

const CreditsEventDataSchema = z
  .object({
    balance: int().openapi({ description: "Credits left after the launch.", example: 40 }),
    threshold: int().openapi({ description: "The account's low-credits threshold it went below.", example: 100 }),
    debited: int().openapi({ description: "Credits the launch took.", example: 90 }),
    audit_id: int().openapi({ description: "The audit launched.", example: 141 }),
  })
  .openapi("CreditsLowEventData", { description: "The balance after a launch took it below the account's threshold." });

const VisibilityEventDataSchema = z
  .object({
    client_id: int().openapi({ description: "The client.", example: 12 }),
    client_name: text(MAX_LENGTH.label).openapi({ description: "Its name.", example: "Maison Lumière" }),
    audit_id: int().openapi({ description: "The audit that measured the change.", example: 140 }),
    previous_audit_id: int().openapi({ description: "The client's previous completed audit.", example: 131 }),
    score: score().openapi({ description: "Score now.", example: 49 }),
    previous_score: score().openapi({ description: "Score before.", example: 56 }),
    score_change: z.number().int().min(-100).max(100).openapi({ format: "int32", description: "score − previous_score.", example: -7 }),
    dropped_models: z
      .array(z.object({ model_id: text(MAX_LENGTH.code), previous_visibility: z.number().min(0).max(100) }).openapi("DroppedModel", { description: "A model that named the brand before and names it in none of its answers now." }))
      .max(MAX_ITEMS.models)
      .openapi({ description: "Models that stopped naming the brand.", example: [{ model_id: "perplexity-sonar", previous_visibility: 40 }] }),
    by_model: z
      .array(
        z
          .object({ model_id: text(MAX_LENGTH.code), score: score(), previous_score: score(), visibility: z.number().min(0).max(100), previous_visibility: z.number().min(0).max(100) })
          .openapi("ModelVisibilityChange", { description: "One model's score and visibility, now and before." }),
      )
      .max(MAX_ITEMS.models)
      .openapi({ description: "Every model asked in both audits.", example: [{ model_id: "gpt-4o", score: 61, previous_score: 60, visibility: 70, previous_visibility: 70 }] }),
  })
  .openapi("VisibilityChangedEventData", { description: "How a client's visibility moved between its two latest completed audits." });

const DATA: Record<EventType, z.ZodType> = {
  "audit.completed": AuditEventDataSchema,
  "audit.failed": AuditEventDataSchema,
  "audit.cancelled": AuditEventDataSchema,
  "report.ready": ReportEventDataSchema,
  "scheduled_audit.skipped": ScheduleEventDataSchema,
  "scheduled_audit.paused": ScheduleEventDataSchema,
  "credits.low": CreditsEventDataSchema,
  "visibility.changed": VisibilityEventDataSchema,
};

const SignatureHeadersSchema = z.object({
  "webhook-id": z.string().max(64).openapi({ description: "The event's id: the same on every attempt and resend. Dedupe by it.", example: "evt_5f0c6d1e2b7a4c3d9e8f7a6b5c4d3e2f" }),
  "webhook-timestamp": z.string().max(20).openapi({ description: "Unix seconds when this attempt was signed. Refuse it when more than 5 minutes from your clock.", example: "1795460400" }),
  "webhook-signature": z.string().max(400).openapi({ description: "Space-separated `v1,<base64>` signatures: HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}` keyed with the base64-decoded part of your secret after `whsec_`. Two during a secret rotation: accept the request when any matches.", example: "v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=" }),
});

const typeName = (type: string) => type.split(/[._]/).map((w) => w[0]!.toUpperCase() + w.slice(1)).join("");

/** Registers the catalogue on the app's document. */
export function registerWebhookEvents(app: OpenAPIHono<AppEnv>): void {
  app.openAPIRegistry.registerComponent("securitySchemes", "WebhookSignature", {
    type: "apiKey",
    in: "header",
    name: "webhook-signature",
    description: "Webhook deliveries are signed, not sent with your key: verify `webhook-signature` with the endpoint's secret (Standard Webhooks).",
  });
  for (const [type, says] of Object.entries(EVENT_TYPES) as [EventType, string][]) {
    const body = z
      .object({
        id: z.string().max(64).openapi({ description: "Event identifier, also the `webhook-id` header.", example: "evt_5f0c6d1e2b7a4c3d9e8f7a6b5c4d3e2f" }),
        type: z.literal(type).openapi({ description: "The event type." }),
        created_at: dateTimeField("When it happened (ISO 8601, UTC)."),
        data: DATA[type],
      })
      .openapi(`${typeName(type)}Event`, { description: says });
    app.openAPIRegistry.registerWebhook({
      method: "post",
      path: type,
      operationId: `${typeName(type).replace(/^./, (c) => c.toLowerCase())}Event`,
      tags: ["Webhooks"],
      security: [{ WebhookSignature: [] }],
      summary: type,
      description: `${says}\n\nSent to each active endpoint subscribed to it, signed; any 2xx answer within 10 s acknowledges it, anything else is retried for about 3 days.`,
      request: { headers: SignatureHeadersSchema, body: { content: { "application/json": { schema: body } } } },
      responses: { 200: { description: "Any 2xx status acknowledges the event." } },
    });
  }
}
