// Schemas of the Webhooks group: endpoints, their deliveries, and the events they carry.
import { z } from "@hono/zod-openapi";
import { DELIVERY_STATUSES } from "@/db/schema";
import { EVENT_TYPE_NAMES, EVENT_TYPES, MAX_DELIVERY_ATTEMPTS, MAX_ENDPOINTS, RETRY_DELAYS_SECONDS, ROTATION_OVERLAP_HOURS } from "@/domain/webhooks";
import { bodyBoolean, bodyText, changesSomething } from "@/platform/body-fields";
import { boolQuery, dateTimeField, deletedSchema, idParam, PageQuerySchema } from "@/platform/envelope";
import { int, MAX_LENGTH, text } from "@/platform/fields";

const EVENT_LIST = EVENT_TYPE_NAMES.map((type) => `\`${type}\``).join(", ");

export const EventTypeSchema = z.enum(EVENT_TYPE_NAMES).openapi("WebhookEventType", {
  description: `What happened. ${EVENT_TYPE_NAMES.map((type) => `\`${type}\`: ${EVENT_TYPES[type]}`).join(" ")}`,
  example: "audit.completed",
});

const endpointFields = {
  id: int().openapi({ description: "Endpoint identifier.", example: 3 }),
  url: text(MAX_LENGTH.url).openapi({ description: "Where events are POSTed.", example: "https://hooks.example-agency.com/ai-visibility" }),
  description: text(MAX_LENGTH.text).nullable().openapi({ description: "What the endpoint is for, or null.", example: "Slack alerts for the SEO team" }),
  event_types: z.array(EventTypeSchema).max(EVENT_TYPE_NAMES.length).openapi({ description: "The event types it receives; empty: all of them.", example: ["audit.completed", "visibility.changed"] }),
  active: z.boolean().openapi({ description: "Whether events are sent to it. The service turns off an endpoint whose every delivery attempt has failed for 5 days; `disabled_reason` says why.", example: true }),
  visibility_threshold: int(0, 100).openapi({ description: "`visibility.changed` reaches it when a client's score moves by more than this many points from its previous completed audit, or when a model stops naming the brand.", example: 5 }),
  disabled_reason: text(MAX_LENGTH.text).nullable().openapi({ description: "Why the service turned it off, or null. Cleared by setting `active` to true.", example: null }),
  disabled_at: dateTimeField("When the service turned it off (ISO 8601, UTC), or null.").nullable(),
  failing_since: dateTimeField("Since when every delivery attempt has failed (ISO 8601, UTC); null while deliveries succeed.").nullable(),
  previous_secret_expires_at: dateTimeField(`Until when deliveries are also signed with the secret before the last rotation (ISO 8601, UTC); null when no rotation is in its ${ROTATION_OVERLAP_HOURS}-hour overlap.`).nullable(),
  created_at: dateTimeField("When it was created (ISO 8601, UTC)."),
  updated_at: dateTimeField("When it last changed (ISO 8601, UTC)."),
};

export const WebhookEndpointSchema = z.object(endpointFields).openapi("WebhookEndpoint", { description: "A URL that receives the account's events, signed." });

const secret = text(100).openapi({
  description: "The signing secret (`whsec_` and base64). Shown only in this answer: store it now. Verify each delivery with it (see the Webhooks tag).",
  example: "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
});

export const WebhookEndpointWithSecretSchema = z
  .object({ ...endpointFields, secret })
  .openapi("WebhookEndpointWithSecret", { description: "An endpoint with its signing secret, shown once: at creation and at each rotation." });

export const WebhookEndpointListQuerySchema = PageQuerySchema.extend({
  active: boolQuery("active", "Only endpoints that are on (`true`) or off (`false`)."),
});

const url = bodyText("url", MAX_LENGTH.url).openapi({
  description: "An absolute `https://` URL on a public host; plain `http://` is accepted only for localhost in development. Redirects are not followed: give the final URL.",
  example: "https://hooks.example-agency.com/ai-visibility",
});

const eventTypes = z
  .array(z.enum(EVENT_TYPE_NAMES, { error: (issue) => `must be one of: ${EVENT_TYPE_NAMES.join(", ")}${typeof issue.input === "string" ? ` ('${issue.input.slice(0, 60)}' is not)` : ""}` }), {
    error: "Body field 'event_types' must be an array of event types.",
  })
  .max(EVENT_TYPE_NAMES.length, { error: `Body field 'event_types' may list at most ${EVENT_TYPE_NAMES.length} items.` })
  .refine((items) => new Set(items).size === items.length, { error: "Body field 'event_types' must not repeat an item." })
  .openapi({ description: `Event types to receive: ${EVENT_LIST}. Empty or absent: all of them, including types added later.`, example: ["audit.completed", "visibility.changed"] });

const threshold = z
  .number({ error: "Body field 'visibility_threshold' must be an integer from 0 to 100." })
  .int({ error: "Body field 'visibility_threshold' must be an integer from 0 to 100." })
  .min(0, { error: "Body field 'visibility_threshold' must be an integer from 0 to 100." })
  .max(100, { error: "Body field 'visibility_threshold' must be an integer from 0 to 100." })
  .openapi({ format: "int32", description: "Points (0–100) a client's score must move by, more than, for `visibility.changed`. Default 5. A model that stops naming the brand is reported whatever the threshold.", example: 5 });

const bodyFields = {
  url,
  description: bodyText("description", MAX_LENGTH.text).nullable().openapi({ description: "What the endpoint is for, or null.", example: "Slack alerts for the SEO team" }),
  event_types: eventTypes,
  active: bodyBoolean("active").openapi({ description: "Whether events are sent to it. Default true.", example: true }),
  visibility_threshold: threshold,
};

export const CreateWebhookEndpointSchema = z
  .object({
    url: bodyFields.url,
    description: bodyFields.description.optional(),
    event_types: bodyFields.event_types.optional(),
    active: bodyFields.active.optional(),
    visibility_threshold: bodyFields.visibility_threshold.optional(),
  })
  .strict()
  .openapi("CreateWebhookEndpointRequest", { description: `An endpoint. Only \`url\` is required. An account may have ${MAX_ENDPOINTS}.` });

const updateShape = {
  url: bodyFields.url.optional(),
  description: bodyFields.description.optional(),
  event_types: bodyFields.event_types.optional(),
  active: bodyFields.active.optional().openapi({ description: "`false` stops sending (pending deliveries end as failed); `true` turns it on again and clears `disabled_reason`." }),
  visibility_threshold: bodyFields.visibility_threshold.optional(),
};

export const UpdateWebhookEndpointSchema = z
  .object(updateShape)
  .strict()
  .refine(...changesSomething(updateShape))
  .openapi("UpdateWebhookEndpointRequest", { description: "The fields to change; the others keep their values." });

export const DeletedWebhookEndpointSchema = deletedSchema("DeletedWebhookEndpoint", "webhook endpoint", 3, "Confirmation of a deletion. Its pending deliveries are dropped.");

export const DeliveryStatusSchema = z.enum(DELIVERY_STATUSES).openapi("WebhookDeliveryStatus", {
  description: `\`pending\` (an attempt is due at \`next_attempt_at\`), \`succeeded\` (the endpoint answered 2xx) or \`failed\` (${MAX_DELIVERY_ATTEMPTS} attempts over about 3 days did not succeed, or the endpoint was turned off).`,
  example: "succeeded",
});

export const WebhookEventSchema = z
  .object({
    id: text(MAX_LENGTH.code).openapi({ description: "Event identifier, also the `webhook-id` header of every delivery of it: receivers dedupe by it.", example: "evt_5f0c6d1e2b7a4c3d9e8f7a6b5c4d3e2f" }),
    type: EventTypeSchema,
    created_at: dateTimeField("When it happened (ISO 8601, UTC)."),
    data: z.record(z.string(), z.unknown()).openapi({ description: "The object it is about, as it was then (see the event catalogue in the Webhooks tag).", example: { id: 140, client_id: 12, status: "completed", score: 56 } }),
  })
  .openapi("WebhookEvent", { description: "An event, exactly as the body of its deliveries." });

export const WebhookDeliverySchema = z
  .object({
    id: int().openapi({ description: "Delivery identifier.", example: 88 }),
    endpoint_id: int().openapi({ description: "The endpoint.", example: 3 }),
    event: WebhookEventSchema,
    status: DeliveryStatusSchema,
    attempts: int().openapi({ description: `Attempts so far (at most ${MAX_DELIVERY_ATTEMPTS}; a resend starts the count again).`, example: 1 }),
    next_attempt_at: dateTimeField("When the next attempt is due (ISO 8601, UTC), while pending; else null.").nullable(),
    last_attempt_at: dateTimeField("When it was last attempted (ISO 8601, UTC), or null.").nullable(),
    last_status_code: int(100, 599).nullable().openapi({ description: "The HTTP status the endpoint last answered, or null (no answer: timeout, connection refused, or not sent).", example: 200 }),
    last_error: text(MAX_LENGTH.text).nullable().openapi({ description: "Why the last attempt failed, or null.", example: null }),
    last_duration_ms: int().nullable().openapi({ description: "How long the last attempt took, in milliseconds.", example: 182 }),
    delivered_at: dateTimeField("When it succeeded (ISO 8601, UTC), or null.").nullable(),
    created_at: dateTimeField("When the event was queued for this endpoint (ISO 8601, UTC)."),
  })
  .openapi("WebhookDelivery", { description: `One event sent to one endpoint. Failed attempts are retried after ${RETRY_DELAYS_SECONDS.map((s) => (s < 60 ? `${s} s` : s < 3600 ? `${s / 60} min` : `${s / 3600} h`)).join(", ")}.` });

export const DeliveryListQuerySchema = PageQuerySchema.extend({
  status: z.enum(DELIVERY_STATUSES, { error: `Query parameter 'status' must be one of: ${DELIVERY_STATUSES.join(", ")}.` }).optional().openapi({ param: { name: "status", in: "query" }, description: "Only deliveries in this state.", example: "failed" }),
  event_type: z.enum(EVENT_TYPE_NAMES, { error: `Query parameter 'event_type' must be one of: ${EVENT_TYPE_NAMES.join(", ")}.` }).optional().openapi({ param: { name: "event_type", in: "query" }, description: "Only deliveries of this event type.", example: "audit.completed" }),
});

export const DeliveryParamsSchema = z.object({
  id: idParam("id", "Webhook endpoint identifier."),
  delivery_id: idParam("delivery_id", "Delivery identifier."),
});
