// Handlers of the Action plans group.
import { getDb } from "@/db/client";
import * as plans from "@/domain/action-plans";
import type { AppRouteHandler } from "@/platform/context";
import { detailBody, listBody } from "@/platform/envelope";
import { ApiError } from "@/platform/errors";
import type { GetRoute, ListRoute, ProgressRoute, UpdateTaskRoute } from "./action-plans.routes";

function planNotFound(id: number): never {
  throw new ApiError(404, `Action plan ${id} not found.`);
}

export const list: AppRouteHandler<ListRoute> = async (c) => {
  const { page, per_page, ...filters } = c.req.valid("query");
  const { items, total } = await plans.listPlans(getDb(c.env), c.get("caller").accountId, filters, { page, per_page });
  return c.json(listBody(items, { page, per_page }, total), 200);
};

export const get: AppRouteHandler<GetRoute> = async (c) => {
  const { id } = c.req.valid("param");
  const plan = await plans.getPlan(getDb(c.env), c.get("caller").accountId, id);
  if (!plan) planNotFound(id);
  return c.json(detailBody(plan), 200);
};

export const progress: AppRouteHandler<ProgressRoute> = async (c) => {
  const { id } = c.req.valid("param");
  const data = await plans.getProgress(getDb(c.env), c.get("caller").accountId, id);
  if (!data) planNotFound(id);
  return c.json(detailBody(data), 200);
};

export const updateTask: AppRouteHandler<UpdateTaskRoute> = async (c) => {
  const { id, task_id } = c.req.valid("param");
  const outcome = await plans.updateTask(getDb(c.env), c.get("caller").accountId, id, task_id, c.req.valid("json"));
  if (outcome.kind === "missing_plan") planNotFound(id);
  if (outcome.kind === "missing_task") throw new ApiError(404, `Task ${task_id} not found in action plan ${id}.`);
  return c.json(detailBody(outcome.task), 200);
};
