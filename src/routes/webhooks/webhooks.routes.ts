// The Webhooks operations: endpoints (create, list, read, update, delete, rotate the secret) and their deliveries.
import { detailEnvelope, IdParamSchema, listEnvelope } from "@/platform/envelope";
import { ErrorSchema } from "@/platform/error-schema";
import { apiRoute, BODY_ERROR_RESPONSES, createdResponse, CreateIdempotencySchema, json, jsonBody } from "@/platform/routing";
import {
  CreateWebhookEndpointSchema,
  DeletedWebhookEndpointSchema,
  DeliveryListQuerySchema,
  DeliveryParamsSchema,
  UpdateWebhookEndpointSchema,
  WebhookDeliverySchema,
  WebhookEndpointListQuerySchema,
  WebhookEndpointSchema,
  WebhookEndpointWithSecretSchema,
} from "./webhooks.schemas";

const tags = ["Webhooks"];

export const list = apiRoute({
  method: "get",
  path: "/webhook-endpoints",
  operationId: "listWebhookEndpoints",
  tags,
  scope: "webhooks:read",
  summary: "List webhook endpoints",
  description: "Returns the account's webhook endpoints, oldest first, with whether each is on and, if the service turned it off, why. Secrets are never listed.",
  request: { query: WebhookEndpointListQuerySchema },
  responses: { 200: json(listEnvelope("WebhookEndpointList", WebhookEndpointSchema), "A page of endpoints.") },
});

export const get = apiRoute({
  method: "get",
  path: "/webhook-endpoints/{id}",
  operationId: "getWebhookEndpoint",
  tags,
  scope: "webhooks:read",
  summary: "Get a webhook endpoint",
  description: "Returns one endpoint, without its secret.",
  request: { params: IdParamSchema },
  responses: { 200: json(detailEnvelope("WebhookEndpointResponse", WebhookEndpointSchema), "The endpoint.") },
});

export const create = apiRoute({
  method: "post",
  path: "/webhook-endpoints",
  operationId: "createWebhookEndpoint",
  tags,
  scope: "webhooks:write",
  summary: "Create a webhook endpoint",
  description:
    "Registers a URL to receive the account's events and answers with its signing secret, shown this once: store it. Events that happen from now on are sent to it, signed (see the Webhooks tag for verifying them).",
  request: { headers: CreateIdempotencySchema, body: jsonBody(CreateWebhookEndpointSchema) },
  responses: {
    200: createdResponse(detailEnvelope("WebhookEndpointCreatedResponse", WebhookEndpointWithSecretSchema), "The endpoint created, with its secret."),
    409: json(ErrorSchema, "The account already has 20 endpoints, or the Idempotency-Key was used with another body."),
    ...BODY_ERROR_RESPONSES,
  },
});

export const update = apiRoute({
  method: "patch",
  path: "/webhook-endpoints/{id}",
  operationId: "updateWebhookEndpoint",
  tags,
  scope: "webhooks:write",
  summary: "Update a webhook endpoint",
  description: "Changes the fields present in the body and keeps the others. Setting `active` to true turns on an endpoint the service turned off, and clears why.",
  request: { params: IdParamSchema, body: jsonBody(UpdateWebhookEndpointSchema) },
  responses: {
    200: json(detailEnvelope("WebhookEndpointUpdateResponse", WebhookEndpointSchema), "The endpoint after the change."),
    ...BODY_ERROR_RESPONSES,
  },
});

export const remove = apiRoute({
  method: "delete",
  path: "/webhook-endpoints/{id}",
  operationId: "deleteWebhookEndpoint",
  tags,
  scope: "webhooks:write",
  summary: "Delete a webhook endpoint",
  description: "Deletes the endpoint and its deliveries; nothing more is sent to it. Deleting it again answers 404.",
  request: { params: IdParamSchema },
  responses: { 200: json(detailEnvelope("DeletedWebhookEndpointResponse", DeletedWebhookEndpointSchema), "The endpoint was deleted.") },
});

export const rotateSecret = apiRoute({
  method: "post",
  path: "/webhook-endpoints/{id}/rotate-secret",
  operationId: "rotateWebhookEndpointSecret",
  tags,
  scope: "webhooks:write",
  summary: "Rotate a webhook endpoint's secret",
  description:
    "Gives the endpoint a new secret, shown this once. For 24 hours deliveries carry two signatures, one per secret, so the receiver keeps verifying while it switches; then only the new one. Rotating again ends the previous overlap.",
  request: { params: IdParamSchema },
  responses: { 200: json(detailEnvelope("WebhookEndpointRotatedResponse", WebhookEndpointWithSecretSchema), "The endpoint with its new secret.") },
});

export const deliveries = apiRoute({
  method: "get",
  path: "/webhook-endpoints/{id}/deliveries",
  operationId: "listWebhookDeliveries",
  tags,
  scope: "webhooks:read",
  summary: "List an endpoint's deliveries",
  description: "Returns the events sent or to send to the endpoint, newest first, each with its state, attempts, the last response code and error. Events are kept 30 days.",
  request: { params: IdParamSchema, query: DeliveryListQuerySchema },
  responses: { 200: json(listEnvelope("WebhookDeliveryList", WebhookDeliverySchema), "A page of deliveries.") },
});

export const resend = apiRoute({
  method: "post",
  path: "/webhook-endpoints/{id}/deliveries/{delivery_id}/resend",
  operationId: "resendWebhookDelivery",
  tags,
  scope: "webhooks:write",
  summary: "Resend a delivery",
  description:
    "Sends the event to the endpoint again, now, as a new series of attempts, whatever its state. It keeps its `webhook-id`, so a receiver that dedupes sees it once. The endpoint must be on.",
  request: { params: DeliveryParamsSchema },
  responses: {
    200: json(detailEnvelope("WebhookDeliveryResponse", WebhookDeliverySchema), "The delivery, pending again."),
    409: json(ErrorSchema, "The endpoint is turned off, or the delivery is being attempted at this moment."),
  },
});

export type ListRoute = typeof list;
export type GetRoute = typeof get;
export type CreateRoute = typeof create;
export type UpdateRoute = typeof update;
export type RemoveRoute = typeof remove;
export type RotateSecretRoute = typeof rotateSecret;
export type DeliveriesRoute = typeof deliveries;
export type ResendRoute = typeof resend;
