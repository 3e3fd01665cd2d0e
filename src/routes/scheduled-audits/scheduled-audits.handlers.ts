// Handlers of the Scheduled audits group.
import { getDb } from "@/db/client";
import * as schedules from "@/domain/schedules";
import type { AppRouteHandler } from "@/platform/context";
import { detailBody, listBody } from "@/platform/envelope";
import { ApiError } from "@/platform/errors";
import { created, idempotencyOf } from "../creates";
import type { CreateRoute, GetRoute, ListRoute, RemoveRoute, UpdateRoute } from "./scheduled-audits.routes";

export const list: AppRouteHandler<ListRoute> = async (c) => {
  const { page, per_page, ...filters } = c.req.valid("query");
  const { items, total } = await schedules.listSchedules(getDb(c.env), c.get("caller").accountId, filters, { page, per_page });
  return c.json(listBody(items, { page, per_page }, total), 200);
};

export const get: AppRouteHandler<GetRoute> = async (c) => {
  const { id } = c.req.valid("param");
  const schedule = await schedules.getSchedule(getDb(c.env), c.get("caller").accountId, id);
  if (!schedule) throw new ApiError(404, `Scheduled audit ${id} not found.`);
  return c.json(detailBody(schedule), 200);
};

export const create: AppRouteHandler<CreateRoute> = async (c) => {
  const body = c.req.valid("json");
  const idempotency = await idempotencyOf(c.req.valid("header")["idempotency-key"], body);
  const outcome = await schedules.createSchedule(getDb(c.env), c.get("caller").accountId, body, new Date(), idempotency);
  return c.json(created(c, outcome), 200);
};

export const update: AppRouteHandler<UpdateRoute> = async (c) => {
  const schedule = await schedules.updateSchedule(getDb(c.env), c.get("caller").accountId, c.req.valid("param").id, c.req.valid("json"));
  return c.json(detailBody(schedule), 200);
};

export const remove: AppRouteHandler<RemoveRoute> = async (c) => {
  const deleted = await schedules.deleteSchedule(getDb(c.env), c.get("caller").accountId, c.req.valid("param").id);
  return c.json(detailBody(deleted), 200);
};
