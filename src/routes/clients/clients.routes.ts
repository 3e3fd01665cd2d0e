// The seven Clients operations of the contract.
import { apiRoute, json } from "@/platform/routing";
import { detailEnvelope, IdParamSchema, listEnvelope, PageQuerySchema } from "@/platform/envelope";
import {
  Client360Schema,
  ClientDetailSchema,
  ClientListQuerySchema,
  ClientSchema,
  CompetitorSchema,
  ContactSchema,
  GeoChecklistSchema,
  HallucinatedUrlQuerySchema,
  HallucinatedUrlSchema,
  LangQuerySchema,
} from "./clients.schemas";

const tags = ["Clients"];

export const list = apiRoute({
  method: "get",
  path: "/clients",
  operationId: "listClients",
  tags,
  scope: "clients:read",
  summary: "List clients",
  description: "Returns the account's clients, oldest first, with optional filters. Archived clients are left out unless `status=archived` is asked.",
  request: { query: ClientListQuerySchema },
  responses: { 200: json(listEnvelope("ClientList", ClientSchema), "A page of clients.") },
});

export const get = apiRoute({
  method: "get",
  path: "/clients/{id}",
  operationId: "getClient",
  tags,
  scope: "clients:read",
  summary: "Get a client",
  description: "Returns one client with its description and the number of contacts and competitors.",
  request: { params: IdParamSchema },
  responses: { 200: json(detailEnvelope("ClientDetailResponse", ClientDetailSchema), "The client.") },
});

export const contacts = apiRoute({
  method: "get",
  path: "/clients/{id}/contacts",
  operationId: "listClientContacts",
  tags,
  scope: "clients:read",
  summary: "List a client's contacts",
  description: "Returns the people at the client, primary contact first.",
  request: { params: IdParamSchema, query: PageQuerySchema },
  responses: { 200: json(listEnvelope("ContactList", ContactSchema), "A page of contacts.") },
});

export const competitors = apiRoute({
  method: "get",
  path: "/clients/{id}/competitors",
  operationId: "listClientCompetitors",
  tags,
  scope: "clients:read",
  summary: "List a client's competitors",
  description: "Returns the brands whose visibility is compared with the client's in audits.",
  request: { params: IdParamSchema, query: PageQuerySchema },
  responses: { 200: json(listEnvelope("CompetitorList", CompetitorSchema), "A page of competitors.") },
});

export const view360 = apiRoute({
  method: "get",
  path: "/clients/{id}/360",
  operationId: "getClient360",
  tags,
  scope: "clients:read",
  summary: "Get the 360 view of a client",
  description: "Returns the client, its contacts and competitors, its checklist and hallucinated-URL counts, in one call.",
  request: { params: IdParamSchema },
  responses: { 200: json(detailEnvelope("Client360Response", Client360Schema), "The 360 view.") },
});

export const geoChecklist = apiRoute({
  method: "get",
  path: "/clients/{id}/geo-checklist",
  operationId: "getClientGeoChecklist",
  tags,
  scope: "clients:read",
  summary: "Get a client's GEO checklist",
  description: "Returns the checks that make a site easy for AI models to read and cite, failing and high-priority first, with a summary. The checklist is computed from the client's site at the end of each audit.",
  request: { params: IdParamSchema, query: LangQuerySchema },
  responses: { 200: json(detailEnvelope("GeoChecklistResponse", GeoChecklistSchema), "The checklist.") },
});

export const hallucinatedUrls = apiRoute({
  method: "get",
  path: "/clients/{id}/hallucinated-urls",
  operationId: "listClientHallucinatedUrls",
  tags,
  scope: "clients:read",
  summary: "List URLs invented by AI models",
  description: "Returns URLs on the client's domain that AI models cited, most recently seen first, with what an HTTP check found (`state`) and a suggested redirect when an existing page matches. Filter `state=hallucinated` for the ones that do not exist.",
  request: { params: IdParamSchema, query: HallucinatedUrlQuerySchema },
  responses: { 200: json(listEnvelope("HallucinatedUrlList", HallucinatedUrlSchema), "A page of hallucinated URLs.") },
});

export type ListRoute = typeof list;
export type GetRoute = typeof get;
export type ContactsRoute = typeof contacts;
export type CompetitorsRoute = typeof competitors;
export type View360Route = typeof view360;
export type GeoChecklistRoute = typeof geoChecklist;
export type HallucinatedUrlsRoute = typeof hallucinatedUrls;
