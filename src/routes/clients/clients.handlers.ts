// Handlers of the Clients group: read the caller's data and shape the envelope.
import { getDb } from "@/db/client";
import * as clients from "@/domain/clients";
import type { AppRouteHandler } from "@/platform/context";
import { detailBody, listBody } from "@/platform/envelope";
import { ApiError } from "@/platform/errors";
import { pickLang } from "@/platform/i18n";
import type {
  CompetitorsRoute,
  ContactsRoute,
  GeoChecklistRoute,
  GetRoute,
  HallucinatedUrlsRoute,
  ListRoute,
  View360Route,
} from "./clients.routes";

function clientNotFound(id: number): never {
  throw new ApiError(404, `Client ${id} not found.`);
}

export const list: AppRouteHandler<ListRoute> = async (c) => {
  const { page, per_page, ...filters } = c.req.valid("query");
  const { items, total } = await clients.listClients(getDb(c.env), c.get("caller").accountId, filters, { page, per_page });
  return c.json(listBody(items, { page, per_page }, total), 200);
};

export const get: AppRouteHandler<GetRoute> = async (c) => {
  const { id } = c.req.valid("param");
  const client = await clients.getClient(getDb(c.env), c.get("caller").accountId, id);
  if (!client) clientNotFound(id);
  return c.json(detailBody(client), 200);
};

export const contacts: AppRouteHandler<ContactsRoute> = async (c) => {
  const { id } = c.req.valid("param");
  const page = c.req.valid("query");
  const result = await clients.listContacts(getDb(c.env), c.get("caller").accountId, id, page);
  if (!result) clientNotFound(id);
  return c.json(listBody(result.items, page, result.total), 200);
};

export const competitors: AppRouteHandler<CompetitorsRoute> = async (c) => {
  const { id } = c.req.valid("param");
  const page = c.req.valid("query");
  const result = await clients.listCompetitors(getDb(c.env), c.get("caller").accountId, id, page);
  if (!result) clientNotFound(id);
  return c.json(listBody(result.items, page, result.total), 200);
};

export const view360: AppRouteHandler<View360Route> = async (c) => {
  const { id } = c.req.valid("param");
  const view = await clients.getClient360(getDb(c.env), c.get("caller").accountId, id);
  if (!view) clientNotFound(id);
  return c.json(detailBody(view), 200);
};

export const geoChecklist: AppRouteHandler<GeoChecklistRoute> = async (c) => {
  const { id } = c.req.valid("param");
  const lang = pickLang(c.req.valid("query").lang, c.req.header("accept-language"));
  const checklist = await clients.getGeoChecklist(getDb(c.env), c.get("caller").accountId, id, lang);
  if (!checklist) clientNotFound(id);
  return c.json(detailBody(checklist), 200);
};

export const hallucinatedUrls: AppRouteHandler<HallucinatedUrlsRoute> = async (c) => {
  const { id } = c.req.valid("param");
  const { page, per_page, ...filters } = c.req.valid("query");
  const result = await clients.listHallucinatedUrls(getDb(c.env), c.get("caller").accountId, id, filters, { page, per_page });
  if (!result) clientNotFound(id);
  return c.json(listBody(result.items, { page, per_page }, result.total), 200);
};
