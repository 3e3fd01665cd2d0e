// The two Models operations.
import { detailEnvelope, listEnvelope } from "@/platform/envelope";
import { apiRoute, json } from "@/platform/routing";
import { ModelDetailSchema, ModelIdParamSchema, ModelListQuerySchema, ModelSchema } from "./models.schemas";

const tags = ["Models"];

export const list = apiRoute({
  method: "get",
  path: "/models",
  operationId: "listModels",
  tags,
  scope: "models:read",
  summary: "List AI models",
  description: "Returns the AI models audits can query, with what a prompt costs on each.",
  request: { query: ModelListQuerySchema },
  responses: { 200: json(listEnvelope("ModelList", ModelSchema), "A page of models.") },
});

export const get = apiRoute({
  method: "get",
  path: "/models/{id}",
  operationId: "getModel",
  tags,
  scope: "models:read",
  summary: "Get a model and its pricing",
  description: "Returns one model with its price in credits, what a 10-prompt audit costs on it, and the provider's list price per million tokens where published.",
  request: { params: ModelIdParamSchema },
  responses: { 200: json(detailEnvelope("ModelDetailResponse", ModelDetailSchema), "The model.") },
});

export type ListRoute = typeof list;
export type GetRoute = typeof get;
