// Handlers of the source-domains read and the account's domain rules.
import { getDb } from "@/db/client";
import * as sourceDomains from "@/domain/source-domains";
import type { AppRouteHandler } from "@/platform/context";
import { detailBody, listBody } from "@/platform/envelope";
import { ApiError } from "@/platform/errors";
import { created, idempotencyOf } from "../creates";
import type { CreateRuleRoute, DeleteRuleRoute, ListRulesRoute, SourceDomainsRoute } from "./source-domains.routes";

export const read: AppRouteHandler<SourceDomainsRoute> = async (c) => {
  const { id } = c.req.valid("param");
  const query = c.req.valid("query");
  const data = await sourceDomains.getSourceDomains(getDb(c.env), c.get("caller").accountId, id, query);
  return c.json(detailBody(data), 200);
};

export const listRules: AppRouteHandler<ListRulesRoute> = async (c) => {
  const page = c.req.valid("query");
  const { items, total } = await sourceDomains.listDomainRules(getDb(c.env), c.get("caller").accountId, page);
  return c.json(listBody(items, page, total), 200);
};

export const createRule: AppRouteHandler<CreateRuleRoute> = async (c) => {
  const body = c.req.valid("json");
  const idempotency = await idempotencyOf(c.req.valid("header")["idempotency-key"], body);
  const outcome = await sourceDomains.createDomainRule(getDb(c.env), c.get("caller").accountId, body, idempotency);
  return c.json(created(c, outcome), 200);
};

export const deleteRule: AppRouteHandler<DeleteRuleRoute> = async (c) => {
  const { id } = c.req.valid("param");
  if (!(await sourceDomains.deleteDomainRule(getDb(c.env), c.get("caller").accountId, id))) throw new ApiError(404, `Domain rule ${id} not found.`);
  return c.json(detailBody({ id, deleted: true as const }), 200);
};
