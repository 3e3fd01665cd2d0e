// Handlers of the Questionnaires group.
import { getDb } from "@/db/client";
import * as questionnaires from "@/domain/clients";
import type { AppRouteHandler } from "@/platform/context";
import { listBody } from "@/platform/envelope";
import { ApiError } from "@/platform/errors";
import type { ListRoute, ResponsesRoute } from "./questionnaires.routes";

export const list: AppRouteHandler<ListRoute> = async (c) => {
  const { page, per_page, ...filters } = c.req.valid("query");
  const { items, total } = await questionnaires.listQuestionnaires(getDb(c.env), c.get("caller").accountId, filters, { page, per_page });
  return c.json(listBody(items, { page, per_page }, total), 200);
};

export const responses: AppRouteHandler<ResponsesRoute> = async (c) => {
  const { id } = c.req.valid("param");
  const page = c.req.valid("query");
  const result = await questionnaires.listResponses(getDb(c.env), c.get("caller").accountId, id, page);
  if (!result) throw new ApiError(404, `Questionnaire ${id} not found.`);
  return c.json(listBody(result.items, page, result.total), 200);
};
