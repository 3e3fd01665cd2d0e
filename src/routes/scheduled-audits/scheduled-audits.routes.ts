// The four Scheduled audits operations.
import { detailEnvelope, IdParamSchema, listEnvelope } from "@/platform/envelope";
import { ErrorSchema } from "@/platform/error-schema";
import { apiRoute, BODY_ERROR_RESPONSES, createdResponse, CreateIdempotencySchema, json, jsonBody } from "@/platform/routing";
import {
  CreateScheduledAuditSchema,
  DeletedScheduledAuditSchema,
  ScheduledAuditListQuerySchema,
  ScheduledAuditSchema,
  UpdateScheduledAuditSchema,
} from "./scheduled-audits.schemas";

const tags = ["Scheduled audits"];

export const list = apiRoute({
  method: "get",
  path: "/scheduled-audits",
  operationId: "listScheduledAudits",
  tags,
  scope: "scheduled_audits:read",
  summary: "List scheduled audits",
  description: "Returns the account's schedules, oldest first, with their next runs and the outcome of their last run.",
  request: { query: ScheduledAuditListQuerySchema },
  responses: { 200: json(listEnvelope("ScheduledAuditList", ScheduledAuditSchema), "A page of schedules.") },
});

export const get = apiRoute({
  method: "get",
  path: "/scheduled-audits/{id}",
  operationId: "getScheduledAudit",
  tags,
  scope: "scheduled_audits:read",
  summary: "Get a scheduled audit",
  description: "Returns one schedule with its next run and the outcome of its last run.",
  request: { params: IdParamSchema },
  responses: { 200: json(detailEnvelope("ScheduledAuditDetailResponse", ScheduledAuditSchema), "The schedule.") },
});

export const create = apiRoute({
  method: "post",
  path: "/scheduled-audits",
  operationId: "createScheduledAudit",
  tags,
  scope: "scheduled_audits:write",
  summary: "Create a scheduled audit",
  description:
    "Creates a schedule; the server computes `next_run_at`. At each slot the cron trigger launches the audit exactly as POST /audits/launch would, with the same costs. A slot that cannot launch (not enough credits, client or model gone) is recorded in `last_error` and the schedule stays active; three in a row pause it. If the service was down over several slots, the schedule runs once, not once per missed slot.",
  request: { headers: CreateIdempotencySchema, body: jsonBody(CreateScheduledAuditSchema) },
  responses: {
    200: createdResponse(detailEnvelope("ScheduledAuditResponse", ScheduledAuditSchema), "The schedule created."),
    409: json(ErrorSchema, "The account already has the most active schedules it may have (100), or the Idempotency-Key was used with another body."),
    ...BODY_ERROR_RESPONSES,
  },
});

export const update = apiRoute({
  method: "put",
  path: "/scheduled-audits/{id}",
  operationId: "updateScheduledAudit",
  tags,
  scope: "scheduled_audits:write",
  summary: "Update a scheduled audit",
  description:
    "Changes the fields present in the body and keeps the others (a merge, validated like POST). A new frequency or time zone, or resuming with `active: true`, recomputes `next_run_at` from now.",
  request: { params: IdParamSchema, body: jsonBody(UpdateScheduledAuditSchema) },
  responses: {
    200: json(detailEnvelope("ScheduledAuditUpdateResponse", ScheduledAuditSchema), "The schedule after the change."),
    409: json(ErrorSchema, "Resuming would exceed the most active schedules the account may have (100)."),
    ...BODY_ERROR_RESPONSES,
  },
});

export const remove = apiRoute({
  method: "delete",
  path: "/scheduled-audits/{id}",
  operationId: "deleteScheduledAudit",
  tags,
  scope: "scheduled_audits:write",
  summary: "Delete a scheduled audit",
  description: "Deletes the schedule; it launches nothing more. The audits it launched are kept. Deleting it again answers 404.",
  request: { params: IdParamSchema },
  responses: { 200: json(detailEnvelope("DeletedScheduledAuditResponse", DeletedScheduledAuditSchema), "The schedule was deleted.") },
});

export type ListRoute = typeof list;
export type GetRoute = typeof get;
export type CreateRoute = typeof create;
export type UpdateRoute = typeof update;
export type RemoveRoute = typeof remove;
