// The two Glossary operations.
import { detailEnvelope, LangQuerySchema, listEnvelope, SlugParamSchema } from "@/platform/envelope";
import { CONTENT_LANGUAGE_HEADERS } from "@/platform/i18n/negotiate";
import { apiRoute, json } from "@/platform/routing";
import { GlossaryListQuerySchema, GlossaryTermDetailSchema, GlossaryTermSchema } from "./glossary.schemas";

const tags = ["Glossary"];

export const list = apiRoute({
  method: "get",
  path: "/glossary",
  operationId: "listGlossaryTerms",
  tags,
  scope: "content:read",
  summary: "List glossary terms",
  description: "Returns the terms in alphabetical order as the requested language sorts them (accents and case follow that language's rules), English where a term is not translated.",
  request: { query: GlossaryListQuerySchema },
  responses: { 200: { ...json(listEnvelope("GlossaryTermList", GlossaryTermSchema), "A page of terms."), headers: CONTENT_LANGUAGE_HEADERS } },
});

export const get = apiRoute({
  method: "get",
  path: "/glossary/{slug}",
  operationId: "getGlossaryTerm",
  tags,
  scope: "content:read",
  summary: "Get a glossary term",
  description: "Returns one term with its definition and its related terms named, in the requested language or, when it is not translated, in English.",
  request: { params: SlugParamSchema, query: LangQuerySchema },
  responses: { 200: { ...json(detailEnvelope("GlossaryTermResponse", GlossaryTermDetailSchema), "The term."), headers: CONTENT_LANGUAGE_HEADERS } },
});

export type ListRoute = typeof list;
export type GetRoute = typeof get;
