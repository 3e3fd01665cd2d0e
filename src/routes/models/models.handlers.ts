// Handlers of the Models group.
import { getDb } from "@/db/client";
import * as models from "@/domain/models";
import type { AppRouteHandler } from "@/platform/context";
import { paginate } from "@/platform/envelope";
import { ApiError } from "@/platform/errors";
import type { GetRoute, ListRoute } from "./models.routes";

export const list: AppRouteHandler<ListRoute> = async (c) => {
  const { page, per_page, ...filters } = c.req.valid("query");
  const { items, total } = await models.listModels(getDb(c.env), filters, { page, per_page });
  return c.json({ success: true as const, data: items, pagination: paginate({ page, per_page }, total) }, 200);
};

export const get: AppRouteHandler<GetRoute> = async (c) => {
  const { id } = c.req.valid("param");
  const model = await models.getModel(getDb(c.env), id);
  if (!model) throw new ApiError(404, `Model '${id}' not found. GET /models lists the available ids.`);
  return c.json({ success: true as const, data: model }, 200);
};
