// Writes on clients and what hangs off them (additive to the contract's reads): scope `clients:write`.
import { detailEnvelope, IdParamSchema } from "@/platform/envelope";
import { ErrorSchema } from "@/platform/error-schema";
import { apiRoute, BODY_ERROR_RESPONSES, createdResponse, CreateIdempotencySchema, json, jsonBody } from "@/platform/routing";
import { ClientDetailSchema, CompetitorSchema, ContactSchema } from "../clients/clients.schemas";
import {
  CompetitorParamsSchema,
  ContactParamsSchema,
  CreateClientSchema,
  CreateCompetitorSchema,
  CreateContactSchema,
  DeletedCompetitorSchema,
  DeletedContactSchema,
  ErasedClientSchema,
  UpdateClientSchema,
  UpdateCompetitorSchema,
  UpdateContactSchema,
} from "./client-writes.schemas";

const tags = ["Clients"];
const scope = "clients:write";
const clientResponse = (description: string) => json(detailEnvelope("ClientDetailResponse", ClientDetailSchema), description);

export const createClient = apiRoute({
  method: "post",
  path: "/clients",
  operationId: "createClient",
  tags,
  scope,
  summary: "Create a client",
  description: "Adds a brand to audit. Its domain is derived from the website; then add competitors, contacts and tracked prompts, and launch an audit.",
  request: { headers: CreateIdempotencySchema, body: jsonBody(CreateClientSchema) },
  responses: {
    200: createdResponse(detailEnvelope("ClientDetailResponse", ClientDetailSchema), "The client created (or, for a replayed Idempotency-Key, the one the first request created)."),
    409: json(ErrorSchema, "Another client of the account has this domain (`error.param` is `website`; the message names it), or the Idempotency-Key was used with another body."),
    ...BODY_ERROR_RESPONSES,
  },
});

export const updateClient = apiRoute({
  method: "patch",
  path: "/clients/{id}",
  operationId: "updateClient",
  tags,
  scope,
  summary: "Update a client",
  description: "Changes the given fields. Setting `status` pauses, archives or resumes the client.",
  request: { params: IdParamSchema, body: jsonBody(UpdateClientSchema) },
  responses: {
    200: clientResponse("The client as changed."),
    409: json(ErrorSchema, "Another client of the account has the new website's domain."),
    ...BODY_ERROR_RESPONSES,
  },
});

export const archiveClient = apiRoute({
  method: "delete",
  path: "/clients/{id}",
  operationId: "archiveClient",
  tags,
  scope,
  summary: "Archive a client",
  description: "Archives the client: it is no longer audited, leaves GET /clients (ask `status=archived` to see it), keeps its audits, reports and plans, and its schedules are paused. PATCH it back to `active` to restore it. To remove it and all its data for good, use POST /clients/{id}/erase.",
  request: { params: IdParamSchema },
  responses: { 200: clientResponse("The archived client.") },
});

export const eraseClient = apiRoute({
  method: "post",
  path: "/clients/{id}/erase",
  operationId: "eraseClient",
  tags,
  scope,
  summary: "Erase a client for good",
  description: "Deletes an archived client and everything about it: contacts, competitors, prompts, audits and their answers, reports, action plans, questionnaires and schedules (e.g. for a privacy request). It cannot be undone. The credit ledger keeps its entries, so the balance still adds up.",
  request: { params: IdParamSchema },
  responses: {
    200: json(detailEnvelope("ErasedClientResponse", ErasedClientSchema), "The client is erased; the counts say what went with it."),
    409: json(ErrorSchema, "The client is not archived yet (archive it first), or one of its audits is still queued or running."),
  },
});

export const createCompetitor = apiRoute({
  method: "post",
  path: "/clients/{id}/competitors",
  operationId: "createCompetitor",
  tags,
  scope,
  summary: "Add a competitor",
  description: "Tracks a competitor: audits analysed from now on count its mentions and share of voice.",
  request: { params: IdParamSchema, headers: CreateIdempotencySchema, body: jsonBody(CreateCompetitorSchema) },
  responses: {
    200: createdResponse(detailEnvelope("CompetitorResponse", CompetitorSchema), "The competitor added."),
    409: json(ErrorSchema, "The client already tracks a competitor with this name, or has 50 competitors, or the Idempotency-Key was used with another body."),
    ...BODY_ERROR_RESPONSES,
  },
});

export const updateCompetitor = apiRoute({
  method: "patch",
  path: "/clients/{id}/competitors/{competitor_id}",
  operationId: "updateCompetitor",
  tags,
  scope,
  summary: "Update a competitor",
  description: "Changes the given fields of one of the client's competitors.",
  request: { params: CompetitorParamsSchema, body: jsonBody(UpdateCompetitorSchema) },
  responses: {
    200: json(detailEnvelope("CompetitorResponse", CompetitorSchema), "The competitor as changed."),
    409: json(ErrorSchema, "Another competitor of the client has this name."),
    ...BODY_ERROR_RESPONSES,
  },
});

export const deleteCompetitor = apiRoute({
  method: "delete",
  path: "/clients/{id}/competitors/{competitor_id}",
  operationId: "deleteCompetitor",
  tags,
  scope,
  summary: "Delete a competitor",
  description: "Stops tracking the competitor. Deleting it again answers 404.",
  request: { params: CompetitorParamsSchema },
  responses: { 200: json(detailEnvelope("DeletedCompetitorResponse", DeletedCompetitorSchema), "The competitor was deleted.") },
});

export const createContact = apiRoute({
  method: "post",
  path: "/clients/{id}/contacts",
  operationId: "createContact",
  tags,
  scope,
  summary: "Add a contact",
  description: "Adds a person at the client. With `is_primary` it becomes the main contact.",
  request: { params: IdParamSchema, headers: CreateIdempotencySchema, body: jsonBody(CreateContactSchema) },
  responses: {
    200: createdResponse(detailEnvelope("ContactResponse", ContactSchema), "The contact added."),
    409: json(ErrorSchema, "The client already has a contact with this e-mail, or has 50 contacts, or the Idempotency-Key was used with another body."),
    ...BODY_ERROR_RESPONSES,
  },
});

export const updateContact = apiRoute({
  method: "patch",
  path: "/clients/{id}/contacts/{contact_id}",
  operationId: "updateContact",
  tags,
  scope,
  summary: "Update a contact",
  description: "Changes the given fields of one of the client's contacts.",
  request: { params: ContactParamsSchema, body: jsonBody(UpdateContactSchema) },
  responses: {
    200: json(detailEnvelope("ContactResponse", ContactSchema), "The contact as changed."),
    409: json(ErrorSchema, "Another contact of the client has this e-mail."),
    ...BODY_ERROR_RESPONSES,
  },
});

export const deleteContact = apiRoute({
  method: "delete",
  path: "/clients/{id}/contacts/{contact_id}",
  operationId: "deleteContact",
  tags,
  scope,
  summary: "Delete a contact",
  description: "Removes the person. Their questionnaire answers are kept without them. Deleting it again answers 404.",
  request: { params: ContactParamsSchema },
  responses: { 200: json(detailEnvelope("DeletedContactResponse", DeletedContactSchema), "The contact was deleted.") },
});

export type CreateClientRoute = typeof createClient;
export type UpdateClientRoute = typeof updateClient;
export type ArchiveClientRoute = typeof archiveClient;
export type EraseClientRoute = typeof eraseClient;
export type CreateCompetitorRoute = typeof createCompetitor;
export type UpdateCompetitorRoute = typeof updateCompetitor;
export type DeleteCompetitorRoute = typeof deleteCompetitor;
export type CreateContactRoute = typeof createContact;
export type UpdateContactRoute = typeof updateContact;
export type DeleteContactRoute = typeof deleteContact;
