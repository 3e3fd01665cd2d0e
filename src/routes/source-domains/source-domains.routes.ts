// Source domains of a client's answers, and the account's rules for classifying them.
import { detailEnvelope, IdParamSchema, listEnvelope, PageQuerySchema } from "@/platform/envelope";
import { ErrorSchema } from "@/platform/error-schema";
import { apiRoute, BODY_ERROR_RESPONSES, createdResponse, CreateIdempotencySchema, json, jsonBody } from "@/platform/routing";
import { CreateDomainRuleSchema, DeletedDomainRuleSchema, DomainRuleSchema, SourceDomainsQuerySchema, SourceDomainsSchema } from "./source-domains.schemas";

export const sourceDomains = apiRoute({
  method: "get",
  path: "/clients/{id}/source-domains",
  operationId: "getClientSourceDomains",
  tags: ["Clients"],
  scope: "clients:read",
  summary: "Get the domains engines cite for a client",
  description:
    "Counts the sources engines with web search gave for the client's prompts (the pages they retrieved or cited, not the URLs written in the text) by domain, over the client's latest completed audit or several, per model, with each domain's category and its change against the audits just before. The categories follow a documented rule table that the account can extend (POST /account/domain-rules).",
  request: { params: IdParamSchema, query: SourceDomainsQuerySchema },
  responses: { 200: json(detailEnvelope("SourceDomainsResponse", SourceDomainsSchema), "The source domains.") },
});

export const listRules = apiRoute({
  method: "get",
  path: "/account/domain-rules",
  operationId: "listDomainRules",
  tags: ["Account"],
  scope: "account:read",
  summary: "List the account's domain rules",
  description: "Returns the rules the account added to classify source domains, oldest first.",
  request: { query: PageQuerySchema },
  responses: { 200: json(listEnvelope("DomainRuleList", DomainRuleSchema), "A page of rules.") },
});

export const createRule = apiRoute({
  method: "post",
  path: "/account/domain-rules",
  operationId: "createDomainRule",
  tags: ["Account"],
  scope: "account:write",
  summary: "Add a domain rule",
  description: "Classifies a domain (and its subdomains) or a brand under any public suffix for every client of the account, from the next read on. The most specific pattern wins; at equal length the account's rule beats the built-in one.",
  request: { headers: CreateIdempotencySchema, body: jsonBody(CreateDomainRuleSchema) },
  responses: {
    200: createdResponse(detailEnvelope("DomainRuleResponse", DomainRuleSchema), "The rule added."),
    409: json(ErrorSchema, "A rule with this pattern exists, the account has the most rules it may have (200), or the Idempotency-Key was used with another body."),
    ...BODY_ERROR_RESPONSES,
  },
});

export const deleteRule = apiRoute({
  method: "delete",
  path: "/account/domain-rules/{id}",
  operationId: "deleteDomainRule",
  tags: ["Account"],
  scope: "account:write",
  summary: "Delete a domain rule",
  description: "Deletes the rule; the domains it classified go back to the built-in table. Deleting it again answers 404.",
  request: { params: IdParamSchema },
  responses: { 200: json(detailEnvelope("DeletedDomainRuleResponse", DeletedDomainRuleSchema), "The rule was deleted.") },
});

export type SourceDomainsRoute = typeof sourceDomains;
export type ListRulesRoute = typeof listRules;
export type CreateRuleRoute = typeof createRule;
export type DeleteRuleRoute = typeof deleteRule;
