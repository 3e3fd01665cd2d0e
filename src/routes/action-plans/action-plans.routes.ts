// The Action plans operations: the three reads and the update of a task.
import { detailEnvelope, IdParamSchema, listEnvelope } from "@/platform/envelope";
import { apiRoute, BODY_ERROR_RESPONSES, json, jsonBody } from "@/platform/routing";
import { ActionPlanDetailSchema, ActionPlanListQuerySchema, ActionPlanProgressSchema, ActionPlanSchema, ActionPlanTaskSchema, TaskParamsSchema, UpdateTaskSchema } from "./action-plans.schemas";

const tags = ["Action plans"];

export const list = apiRoute({
  method: "get",
  path: "/action-plans",
  operationId: "listActionPlans",
  tags,
  scope: "action_plans:read",
  summary: "List action plans",
  description: "Returns the account's action plans, most recently updated first. Each completed audit generates or updates its client's plan.",
  request: { query: ActionPlanListQuerySchema },
  responses: { 200: json(listEnvelope("ActionPlanList", ActionPlanSchema), "A page of action plans.") },
});

export const get = apiRoute({
  method: "get",
  path: "/action-plans/{id}",
  operationId: "getActionPlan",
  tags,
  scope: "action_plans:read",
  summary: "Get an action plan",
  description: "Returns one action plan with all its tasks.",
  request: { params: IdParamSchema },
  responses: { 200: json(detailEnvelope("ActionPlanResponse", ActionPlanDetailSchema), "The action plan.") },
});

export const progress = apiRoute({
  method: "get",
  path: "/action-plans/{id}/progress",
  operationId: "getActionPlanProgress",
  tags,
  scope: "action_plans:read",
  summary: "Get an action plan's progress",
  description: "Returns how many tasks are done, in percent, by status, by priority and by category, and how many are overdue.",
  request: { params: IdParamSchema },
  responses: { 200: json(detailEnvelope("ActionPlanProgressResponse", ActionPlanProgressSchema), "The progress.") },
});

export const updateTask = apiRoute({
  method: "patch",
  path: "/action-plans/{id}/tasks/{task_id}",
  operationId: "updateActionPlanTask",
  tags,
  scope: "action_plans:write",
  summary: "Update an action plan's task",
  description:
    "Sets a task's status, and optionally its due date. `dismissed` records that the agency decided not to do the task: the plan's `task_count`, `done_count` and progress leave it out (GET /action-plans/{id}/progress counts it only in `by_status.dismissed`), and later audits never reopen it. Any status can be set again, `todo` included.",
  request: { params: TaskParamsSchema, body: jsonBody(UpdateTaskSchema) },
  responses: {
    200: json(detailEnvelope("ActionPlanTaskResponse", ActionPlanTaskSchema), "The task as updated."),
    ...BODY_ERROR_RESPONSES,
  },
});

export type ListRoute = typeof list;
export type GetRoute = typeof get;
export type ProgressRoute = typeof progress;
export type UpdateTaskRoute = typeof updateTask;
