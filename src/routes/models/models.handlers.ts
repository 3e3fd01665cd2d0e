// Handlers of the Models group.
import { getDb } from "@/db/client";
import * as models from "@/domain/providers";
import type { AppRouteHandler } from "@/platform/context";
import { detailBody, listBody } from "@/platform/envelope";
import { ApiError } from "@/platform/errors";
import type { GetRoute, ListRoute } from "./models.routes";

export const list: AppRouteHandler<ListRoute> = async (c) => {
  const { page, per_page, ...filters } = c.req.valid("query");
  const { items, total } = await models.listModels(getDb(c.env), c.env, filters, { page, per_page });
  return c.json(listBody(items, { page, per_page }, total), 200);
};

export const get: AppRouteHandler<GetRoute> = async (c) => {
  const { id } = c.req.valid("param");
  const model = await models.getModel(getDb(c.env), c.env, id);
  if (!model) throw new ApiError(404, `Model '${id}' not found. GET /models lists the available ids.`);
  return c.json(detailBody(model), 200);
};
