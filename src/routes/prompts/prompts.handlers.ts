// Handlers of a client's tracked prompts.
import { getDb } from "@/db/client";
import * as prompts from "@/domain/clients";
import type { AppRouteHandler } from "@/platform/context";
import { detailBody, listBody } from "@/platform/envelope";
import { ApiError } from "@/platform/errors";
import { created, idempotencyOf } from "../creates";
import type { BulkCreateRoute, CreateRoute, ListRoute, RemoveRoute, SuggestionsRoute, UpdateRoute } from "./prompts.routes";

export const list: AppRouteHandler<ListRoute> = async (c) => {
  const { id } = c.req.valid("param");
  const { page, per_page, ...filters } = c.req.valid("query");
  const result = await prompts.listPrompts(getDb(c.env), c.get("caller").accountId, id, filters, { page, per_page });
  if (!result) throw new ApiError(404, `Client ${id} not found.`);
  return c.json(listBody(result.items, { page, per_page }, result.total), 200);
};

export const create: AppRouteHandler<CreateRoute> = async (c) => {
  const body = c.req.valid("json");
  const idempotency = await idempotencyOf(c.req.valid("header")["idempotency-key"], body);
  const outcome = await prompts.createPrompt(getDb(c.env), c.get("caller").accountId, c.req.valid("param").id, body, idempotency);
  return c.json(created(c, outcome), 200);
};

export const bulkCreate: AppRouteHandler<BulkCreateRoute> = async (c) => {
  const body = c.req.valid("json");
  const idempotency = await idempotencyOf(c.req.valid("header")["idempotency-key"], body);
  const outcome = await prompts.createPromptsInBulk(getDb(c.env), c.get("caller").accountId, c.req.valid("param").id, body.prompts, idempotency);
  return c.json(created(c, { replayed: outcome.replayed, value: { created: outcome.value.length, prompts: outcome.value } }), 200);
};

export const update: AppRouteHandler<UpdateRoute> = async (c) => {
  const { id, prompt_id } = c.req.valid("param");
  return c.json(detailBody(await prompts.updatePrompt(getDb(c.env), c.get("caller").accountId, id, prompt_id, c.req.valid("json"))), 200);
};

export const remove: AppRouteHandler<RemoveRoute> = async (c) => {
  const { id, prompt_id } = c.req.valid("param");
  return c.json(detailBody(await prompts.deletePrompt(getDb(c.env), c.get("caller").accountId, id, prompt_id)), 200);
};

export const suggestions: AppRouteHandler<SuggestionsRoute> = async (c) => {
  const { id } = c.req.valid("param");
  return c.json(detailBody(await prompts.suggestPrompts(getDb(c.env), c.get("caller").accountId, id, c.req.valid("query").limit)), 200);
};
