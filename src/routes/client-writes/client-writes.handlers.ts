// Handlers of the client writes.
import type { Context } from "hono";
import { getDb } from "@/db/client";
import * as writes from "@/domain/clients";
import type { AppEnv, AppRouteHandler } from "@/platform/context";
import { detailBody } from "@/platform/envelope";
import { created, idempotencyOf } from "../creates";
import type * as routes from "./client-writes.routes";

/** Local sites (127.0.0.1, localhost) are clients' websites only outside production: the demo's are. */
const allowLoopback = (c: Context<AppEnv>) => c.env.ENVIRONMENT !== "production";

export const createClient: AppRouteHandler<routes.CreateClientRoute> = async (c) => {
  const body = c.req.valid("json");
  const idempotency = await idempotencyOf(c.req.valid("header")["idempotency-key"], body);
  const outcome = await writes.createClient(getDb(c.env), c.get("caller").accountId, body, { allowLoopback: allowLoopback(c), idempotency });
  return c.json(created(c, outcome), 200);
};

export const updateClient: AppRouteHandler<routes.UpdateClientRoute> = async (c) => {
  const client = await writes.updateClient(getDb(c.env), c.get("caller").accountId, c.req.valid("param").id, c.req.valid("json"), { allowLoopback: allowLoopback(c) });
  return c.json(detailBody(client), 200);
};

export const archiveClient: AppRouteHandler<routes.ArchiveClientRoute> = async (c) => {
  const client = await writes.archiveClient(getDb(c.env), c.get("caller").accountId, c.req.valid("param").id);
  return c.json(detailBody(client), 200);
};

export const eraseClient: AppRouteHandler<routes.EraseClientRoute> = async (c) => {
  const erased = await writes.eraseClient(getDb(c.env), c.get("caller").accountId, c.req.valid("param").id);
  return c.json(detailBody(erased), 200);
};

export const createCompetitor: AppRouteHandler<routes.CreateCompetitorRoute> = async (c) => {
  const body = c.req.valid("json");
  const idempotency = await idempotencyOf(c.req.valid("header")["idempotency-key"], body);
  const outcome = await writes.createCompetitor(getDb(c.env), c.get("caller").accountId, c.req.valid("param").id, body, idempotency);
  return c.json(created(c, outcome), 200);
};

export const updateCompetitor: AppRouteHandler<routes.UpdateCompetitorRoute> = async (c) => {
  const { id, competitor_id } = c.req.valid("param");
  const competitor = await writes.updateCompetitor(getDb(c.env), c.get("caller").accountId, id, competitor_id, c.req.valid("json"));
  return c.json(detailBody(competitor), 200);
};

export const deleteCompetitor: AppRouteHandler<routes.DeleteCompetitorRoute> = async (c) => {
  const { id, competitor_id } = c.req.valid("param");
  return c.json(detailBody(await writes.deleteCompetitor(getDb(c.env), c.get("caller").accountId, id, competitor_id)), 200);
};

export const createContact: AppRouteHandler<routes.CreateContactRoute> = async (c) => {
  const body = c.req.valid("json");
  const idempotency = await idempotencyOf(c.req.valid("header")["idempotency-key"], body);
  const outcome = await writes.createContact(getDb(c.env), c.get("caller").accountId, c.req.valid("param").id, body, idempotency);
  return c.json(created(c, outcome), 200);
};

export const updateContact: AppRouteHandler<routes.UpdateContactRoute> = async (c) => {
  const { id, contact_id } = c.req.valid("param");
  const contact = await writes.updateContact(getDb(c.env), c.get("caller").accountId, id, contact_id, c.req.valid("json"));
  return c.json(detailBody(contact), 200);
};

export const deleteContact: AppRouteHandler<routes.DeleteContactRoute> = async (c) => {
  const { id, contact_id } = c.req.valid("param");
  return c.json(detailBody(await writes.deleteContact(getDb(c.env), c.get("caller").accountId, id, contact_id)), 200);
};
