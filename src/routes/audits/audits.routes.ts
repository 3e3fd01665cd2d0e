// The Audits operations: the four reads, the launch and the cancel.
import type { z } from "@hono/zod-openapi";
import { detailEnvelope, IdParamSchema, listEnvelope } from "@/platform/envelope";
import { ErrorSchema } from "@/platform/error-schema";
import { apiRoute, BODY_ERROR_RESPONSES, createdResponse, json, jsonBody } from "@/platform/routing";
import { SCORE_FORMULA } from "@/domain/scoring";
import {
  AuditListQuerySchema,
  AuditResultSchema,
  AuditResultsQuerySchema,
  AuditSchema,
  AuditScoresSchema,
  IdempotencyHeaderSchema,
  LaunchBodySchema,
} from "./audits.schemas";

/** What a launch returns: the audit just queued, before any answer (not a completed one). */
const LAUNCHED_EXAMPLE: z.input<typeof AuditSchema> = {
  id: 141,
  client_id: 12,
  name: "Maison Lumière — 2026-11-23",
  status: "queued",
  model_ids: ["gpt-4o", "mistral-large"],
  prompt_count: 10,
  samples: 1,
  total_queries: 20,
  completed_queries: 0,
  failed_queries: 0,
  credits_cost: 30,
  cost_usd: 0,
  trigger: "api",
  scheduled_audit_id: null,
  error: null,
  started_at: null,
  completed_at: null,
  created_at: "2026-11-23T09:30:00.000Z",
};

const tags = ["Audits"];

export const list = apiRoute({
  method: "get",
  path: "/audits",
  operationId: "listAudits",
  tags,
  scope: "audits:read",
  summary: "List audits",
  description: "Returns the account's audits, newest first, optionally for one client, in one state or launched in a time range.",
  request: { query: AuditListQuerySchema },
  responses: { 200: json(listEnvelope("AuditList", AuditSchema), "A page of audits.") },
});

export const get = apiRoute({
  method: "get",
  path: "/audits/{id}",
  operationId: "getAudit",
  tags,
  scope: "audits:read",
  summary: "Get an audit",
  description: "Returns one audit with its progress. Poll it after a launch until `status` is `completed`, `failed` or `cancelled`.",
  request: { params: IdParamSchema },
  responses: { 200: json(detailEnvelope("AuditResponse", AuditSchema), "The audit.") },
});

export const results = apiRoute({
  method: "get",
  path: "/audits/{id}/results",
  operationId: "listAuditResults",
  tags,
  scope: "audits:read",
  summary: "List an audit's results",
  description: "Returns one result per prompt and model: the answer and its analysis (mention, position, sentiment, competitors, citations).",
  request: { params: IdParamSchema, query: AuditResultsQuerySchema },
  responses: { 200: json(listEnvelope("AuditResultList", AuditResultSchema), "A page of results.") },
});

export const scores = apiRoute({
  method: "get",
  path: "/audits/{id}/scores",
  operationId: "getAuditScores",
  tags,
  scope: "audits:read",
  summary: "Get an audit's visibility scores",
  description: `Returns the overall score and its components, the same per model and per prompt, the competitors' share of voice, and the change since the client's previous completed audit. A cancelled audit is scored from the answers it had. A 409 means the audit is not completed yet, or was cancelled before any answer.\n\n${SCORE_FORMULA}`,
  request: { params: IdParamSchema },
  responses: {
    200: json(detailEnvelope("AuditScoresResponse", AuditScoresSchema), "The scores."),
    409: json(ErrorSchema, "The audit is not completed yet, or was cancelled before any answer."),
  },
});

export const launch = apiRoute({
  method: "post",
  path: "/audits/launch",
  operationId: "launchAudit",
  tags,
  scope: "audits:write",
  summary: "Launch an audit",
  description: "Debits the credits and starts the audit: every prompt is asked to every model in the background. The response is the queued audit; poll GET /audits/{id} for progress. Credits of queries that fail are refunded when the audit ends.",
  request: {
    headers: IdempotencyHeaderSchema,
    body: jsonBody(LaunchBodySchema),
  },
  responses: {
    200: createdResponse(detailEnvelope("LaunchAuditResponse", AuditSchema, LAUNCHED_EXAMPLE), "The audit, queued (or, for a replayed Idempotency-Key, the audit the first request created)."),
    402: json(ErrorSchema, "Not enough credits; `error.details` has `needed` and `available`."),
    409: json(ErrorSchema, "The Idempotency-Key was used with a different body, or the client is paused or archived (only active clients are audited)."),
    ...BODY_ERROR_RESPONSES,
  },
});

export const cancel = apiRoute({
  method: "post",
  path: "/audits/{id}/cancel",
  operationId: "cancelAudit",
  tags,
  scope: "audits:write",
  summary: "Cancel an audit",
  description:
    "Stops a `queued` or `running` audit. Its queries not answered yet are `cancelled` (an answer still on its way is dropped) and the credits of every query it did not answer, failed ones included, are refunded at once, in one ledger entry. The answers it had are kept, and the audit is scored from them (`score` stays absent when it had none). The audit ends `cancelled`, with `completed_at` set. A cancelled audit gets no report, does not update the client's checklist, hallucinated URLs or action plan, and counts in no analytics; a scheduled audit's schedule runs on. No body is needed. Cancelling an audit that has ended, cancelled included, answers 409, as does one whose queries are all answered or failed: it is being scored.",
  request: { params: IdParamSchema },
  responses: {
    200: json(detailEnvelope("CancelAuditResponse", AuditSchema), "The audit, cancelled."),
    409: json(ErrorSchema, "The audit has already ended (completed, failed or cancelled), or has no query left to run and is being scored."),
  },
});

export type ListRoute = typeof list;
export type GetRoute = typeof get;
export type ResultsRoute = typeof results;
export type ScoresRoute = typeof scores;
export type LaunchRoute = typeof launch;
export type CancelRoute = typeof cancel;
