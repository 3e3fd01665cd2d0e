// The two Questionnaires operations.
import { IdParamSchema, listEnvelope, PageQuerySchema } from "@/platform/envelope";
import { apiRoute, json } from "@/platform/routing";
import { QuestionnaireListQuerySchema, QuestionnaireResponseSchema, QuestionnaireSchema } from "./questionnaires.schemas";

const tags = ["Questionnaires"];

export const list = apiRoute({
  method: "get",
  path: "/questionnaires",
  operationId: "listQuestionnaires",
  tags,
  scope: "questionnaires:read",
  summary: "List questionnaires",
  description: "Returns the account's questionnaires with their questions and response counts, most recently updated first; templates have no client.",
  request: { query: QuestionnaireListQuerySchema },
  responses: { 200: json(listEnvelope("QuestionnaireList", QuestionnaireSchema), "A page of questionnaires.") },
});

export const responses = apiRoute({
  method: "get",
  path: "/questionnaires/{id}/responses",
  operationId: "listQuestionnaireResponses",
  tags,
  scope: "questionnaires:read",
  summary: "List a questionnaire's responses",
  description: "Returns the responses, oldest first, each with its respondent and answers keyed by question id.",
  request: { params: IdParamSchema, query: PageQuerySchema },
  responses: { 200: json(listEnvelope("QuestionnaireResponseList", QuestionnaireResponseSchema), "A page of responses.") },
});

export type ListRoute = typeof list;
export type ResponsesRoute = typeof responses;
