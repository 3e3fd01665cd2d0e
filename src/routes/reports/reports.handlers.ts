// Handlers of the Reports group.
import { getDb } from "@/db/client";
import * as reports from "@/domain/reports";
import type { AppRouteHandler } from "@/platform/context";
import { detailBody, listBody } from "@/platform/envelope";
import { ApiError } from "@/platform/errors";
import type { GetRoute, ListRoute } from "./reports.routes";

export const list: AppRouteHandler<ListRoute> = async (c) => {
  const { page, per_page, ...filters } = c.req.valid("query");
  const { items, total } = await reports.listReports(getDb(c.env), c.get("caller").accountId, filters, { page, per_page }, new URL(c.req.url).origin);
  return c.json(listBody(items, { page, per_page }, total), 200);
};

export const get: AppRouteHandler<GetRoute> = async (c) => {
  const { id } = c.req.valid("param");
  const report = await reports.getReport(getDb(c.env), c.get("caller").accountId, id, new URL(c.req.url).origin);
  if (!report) throw new ApiError(404, `Report ${id} not found.`);
  return c.json(detailBody(report), 200);
};
