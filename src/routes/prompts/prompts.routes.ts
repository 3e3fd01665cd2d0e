// A client's tracked prompts: the questions its audits ask when a launch or a schedule gives none.
import { detailEnvelope, IdParamSchema, listEnvelope } from "@/platform/envelope";
import { ErrorSchema } from "@/platform/error-schema";
import { apiRoute, BODY_ERROR_RESPONSES, createdResponse, CreateIdempotencySchema, json, jsonBody } from "@/platform/routing";
import {
  BulkCreatePromptsSchema,
  CreatedPromptsSchema,
  CreatePromptSchema,
  DeletedPromptSchema,
  PromptListQuerySchema,
  PromptParamsSchema,
  PromptSuggestionsSchema,
  SuggestionQuerySchema,
  TrackedPromptSchema,
  UpdatePromptSchema,
} from "./prompts.schemas";

const tags = ["Clients"];
const LIMIT_CONFLICT = "The client already tracks this prompt (`error.param` names it), would pass 200 prompts or 50 active ones, or the Idempotency-Key was used with another body.";

export const list = apiRoute({
  method: "get",
  path: "/clients/{id}/prompts",
  operationId: "listClientPrompts",
  tags,
  scope: "clients:read",
  summary: "List a client's tracked prompts",
  description: "Returns the questions the client's audits ask, oldest first. Launches and schedules that give no prompts ask the active ones.",
  request: { params: IdParamSchema, query: PromptListQuerySchema },
  responses: { 200: json(listEnvelope("TrackedPromptList", TrackedPromptSchema), "A page of prompts.") },
});

export const create = apiRoute({
  method: "post",
  path: "/clients/{id}/prompts",
  operationId: "createClientPrompt",
  tags,
  scope: "clients:write",
  summary: "Track a prompt",
  description: "Adds a question to the client's audits, in the client's language unless another is given.",
  request: { params: IdParamSchema, headers: CreateIdempotencySchema, body: jsonBody(CreatePromptSchema) },
  responses: {
    200: createdResponse(detailEnvelope("TrackedPromptResponse", TrackedPromptSchema), "The prompt added."),
    409: json(ErrorSchema, LIMIT_CONFLICT),
    ...BODY_ERROR_RESPONSES,
  },
});

export const bulkCreate = apiRoute({
  method: "post",
  path: "/clients/{id}/prompts/bulk",
  operationId: "bulkCreateClientPrompts",
  tags,
  scope: "clients:write",
  summary: "Track up to 100 prompts at once",
  description: "Adds all the prompts or none: the first one that is invalid, already tracked or over a limit stops the request, and the error names it (`prompts.3.prompt`). Accepting suggestions is posting them here.",
  request: { params: IdParamSchema, headers: CreateIdempotencySchema, body: jsonBody(BulkCreatePromptsSchema) },
  responses: {
    200: createdResponse(detailEnvelope("CreatedPromptsResponse", CreatedPromptsSchema), "The prompts added."),
    409: json(ErrorSchema, LIMIT_CONFLICT),
    ...BODY_ERROR_RESPONSES,
  },
});

export const update = apiRoute({
  method: "patch",
  path: "/clients/{id}/prompts/{prompt_id}",
  operationId: "updateClientPrompt",
  tags,
  scope: "clients:write",
  summary: "Update a tracked prompt",
  description: "Changes the given fields; `active: false` keeps the prompt without asking it.",
  request: { params: PromptParamsSchema, body: jsonBody(UpdatePromptSchema) },
  responses: {
    200: json(detailEnvelope("TrackedPromptResponse", TrackedPromptSchema), "The prompt as changed."),
    409: json(ErrorSchema, "Another prompt of the client has this text, or activating it would pass 50 active prompts."),
    ...BODY_ERROR_RESPONSES,
  },
});

export const remove = apiRoute({
  method: "delete",
  path: "/clients/{id}/prompts/{prompt_id}",
  operationId: "deleteClientPrompt",
  tags,
  scope: "clients:write",
  summary: "Stop tracking a prompt",
  description: "Deletes the prompt; finished audits keep their answers to it. Deleting it again answers 404.",
  request: { params: PromptParamsSchema },
  responses: { 200: json(detailEnvelope("DeletedPromptResponse", DeletedPromptSchema), "The prompt was deleted.") },
});

export const suggestions = apiRoute({
  method: "get",
  path: "/clients/{id}/prompt-suggestions",
  operationId: "getClientPromptSuggestions",
  tags,
  scope: "clients:read",
  summary: "Suggest prompts to track",
  description: "Generates questions a buyer would ask about the client's keywords (else its sector) in its country and language, leaving out those it already tracks. Nothing is saved: post the ones to keep to POST /clients/{id}/prompts/bulk.",
  request: { params: IdParamSchema, query: SuggestionQuerySchema },
  responses: { 200: json(detailEnvelope("PromptSuggestionsResponse", PromptSuggestionsSchema), "The suggestions.") },
});

export type ListRoute = typeof list;
export type CreateRoute = typeof create;
export type BulkCreateRoute = typeof bulkCreate;
export type UpdateRoute = typeof update;
export type RemoveRoute = typeof remove;
export type SuggestionsRoute = typeof suggestions;
