// Handlers of the Webhooks group.
import { getDb } from "@/db/client";
import * as webhooks from "@/domain/webhooks";
import { deliveryOptions } from "@/domain/webhooks";
import { enqueueDeliveries } from "@/jobs/webhook-queue";
import type { AppRouteHandler } from "@/platform/context";
import { detailBody, listBody } from "@/platform/envelope";
import { created, idempotencyOf } from "../creates";
import type { CreateRoute, DeliveriesRoute, GetRoute, ListRoute, RemoveRoute, ResendRoute, RotateSecretRoute, UpdateRoute } from "./webhooks.routes";

export const list: AppRouteHandler<ListRoute> = async (c) => {
  const { page, per_page, ...filters } = c.req.valid("query");
  const { items, total } = await webhooks.listEndpoints(getDb(c.env), c.get("caller").accountId, filters, { page, per_page });
  return c.json(listBody(items, { page, per_page }, total), 200);
};

export const get: AppRouteHandler<GetRoute> = async (c) => {
  const endpoint = await webhooks.getEndpoint(getDb(c.env), c.get("caller").accountId, c.req.valid("param").id);
  return c.json(detailBody(endpoint), 200);
};

export const create: AppRouteHandler<CreateRoute> = async (c) => {
  const body = c.req.valid("json");
  const idempotency = await idempotencyOf(c.req.valid("header")["idempotency-key"], body);
  const outcome = await webhooks.createEndpoint(getDb(c.env), c.get("caller").accountId, body, deliveryOptions(c.env).policy, idempotency);
  return c.json(created(c, outcome), 200);
};

export const update: AppRouteHandler<UpdateRoute> = async (c) => {
  const endpoint = await webhooks.updateEndpoint(getDb(c.env), c.get("caller").accountId, c.req.valid("param").id, c.req.valid("json"), deliveryOptions(c.env).policy);
  return c.json(detailBody(endpoint), 200);
};

export const remove: AppRouteHandler<RemoveRoute> = async (c) => {
  const deleted = await webhooks.deleteEndpoint(getDb(c.env), c.get("caller").accountId, c.req.valid("param").id);
  return c.json(detailBody(deleted), 200);
};

export const rotateSecret: AppRouteHandler<RotateSecretRoute> = async (c) => {
  const endpoint = await webhooks.rotateSecret(getDb(c.env), c.get("caller").accountId, c.req.valid("param").id);
  return c.json(detailBody(endpoint), 200);
};

export const deliveries: AppRouteHandler<DeliveriesRoute> = async (c) => {
  const { page, per_page, ...filters } = c.req.valid("query");
  const { items, total } = await webhooks.listDeliveries(getDb(c.env), c.get("caller").accountId, c.req.valid("param").id, filters, { page, per_page });
  return c.json(listBody(items, { page, per_page }, total), 200);
};

export const resend: AppRouteHandler<ResendRoute> = async (c) => {
  const { id, delivery_id } = c.req.valid("param");
  const delivery = await webhooks.resendDelivery(getDb(c.env), c.get("caller").accountId, id, delivery_id);
  await enqueueDeliveries(c.env, [delivery.id]);
  return c.json(detailBody(delivery), 200);
};
