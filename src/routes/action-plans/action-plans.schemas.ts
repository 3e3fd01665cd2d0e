// Schemas of the Action plans group.
import { z } from "@hono/zod-openapi";
import { int, MAX_ITEMS, MAX_LENGTH, text } from "@/platform/fields";
import { LEVELS, PLAN_STATUSES, PRIORITIES, TASK_CATEGORIES, TASK_STATUSES } from "@/db/schema";
import { dateTimeField, idParam, idQuery, isCalendarDate, PageQuerySchema } from "@/platform/envelope";
import { requiredOr } from "@/platform/routing";

const TASK_STATUS_DESCRIPTION =
  "`todo`, `in_progress`, `done` or `dismissed` (the agency decided not to do it; the plan's counts and progress leave it out). A later audit marks a task done when it finds the problem fixed and reopens a done task if the problem returns; it never changes a dismissed task's status.";

const planFields = {
  id: int().openapi({ description: "Action plan identifier.", example: 7 }),
  client_id: int().openapi({ description: "Client the plan is for (one plan per client).", example: 12 }),
  audit_id: int().nullable().openapi({ description: "Audit that last generated or updated the plan, or null.", example: 140 }),
  title: text(MAX_LENGTH.label).openapi({ description: "Title, in the client's language.", example: "Plan d'action — Maison Lumière" }),
  status: z.enum(PLAN_STATUSES).openapi({ description: "`active` while a task is `todo` or `in_progress`; `completed` when every task is `done` or `dismissed` (a later audit that finds new work makes it `active` again); `archived` while the client is archived.", example: "active" }),
  task_count: int().openapi({ description: "Tasks in the plan, dismissed ones excluded.", example: 9 }),
  done_count: int().openapi({ description: "Tasks done.", example: 3 }),
  created_at: dateTimeField("When the plan was created (ISO 8601, UTC)."),
  updated_at: dateTimeField("When the plan last changed (ISO 8601, UTC)."),
};

export const ActionPlanSchema = z.object(planFields).openapi("ActionPlan", { description: "What the agency should do for a client, generated from its audits." });

export const ActionPlanTaskSchema = z
  .object({
    id: int().openapi({ description: "Task identifier.", example: 81 }),
    title: text(MAX_LENGTH.label).openapi({ description: "What to do, in the client's language.", example: "Rediriger l'URL inventée https://maison-lumiere.fr/offres/spa-gratuit" }),
    description: text(MAX_LENGTH.text).openapi({ description: "Why and how, in the client's language, with the figures of the latest audit that examined the task's source. When that audit found the problem fixed, the task is `done` and the text says what it measured against the target; a source it did not examine (a URL no answer cited, the scores of a failed audit) keeps its text.", example: "Ajoutez une redirection 301 vers https://maison-lumiere.fr/spa." }),
    category: z.enum(TASK_CATEGORIES).openapi({ description: "Area: a GEO checklist category, `hallucinated_urls`, or `visibility` (weak score components).", example: "hallucinated_urls" }),
    priority: z.enum(PRIORITIES).openapi({ description: "How urgent it is.", example: "high" }),
    impact: z.enum(LEVELS).openapi({ description: "Expected effect on visibility in AI answers.", example: "high" }),
    effort: z.enum(LEVELS).openapi({ description: "Work it takes.", example: "low" }),
    status: z.enum(TASK_STATUSES).openapi({ description: TASK_STATUS_DESCRIPTION, example: "todo" }),
    due_date: text(MAX_LENGTH.date).nullable().openapi({ format: "date", description: "Due date (14, 30 or 60 days after the audit for high, medium and low priority), or null.", example: "2026-11-30" }),
    created_at: dateTimeField("When the task was created (ISO 8601, UTC)."),
    updated_at: dateTimeField("When the task last changed (ISO 8601, UTC)."),
  })
  .openapi("ActionPlanTask", { description: "One task of an action plan." });

export const ActionPlanDetailSchema = z
  .object({ ...planFields, tasks: z.array(ActionPlanTaskSchema).max(MAX_ITEMS.catalog).openapi({ description: "Every task: open ones first, by priority, then due date." }) })
  .openapi("ActionPlanDetail", { description: "An action plan with its tasks." });

const doneOf = (name: string) =>
  z
    .object({
      total: int().openapi({ description: "Tasks, dismissed ones excluded.", example: 4 }),
      done: int().openapi({ description: "Tasks done.", example: 1 }),
    })
    .openapi(name, { description: "Tasks and tasks done in one group." });

const TaskCountSchema = doneOf("TaskCount");

export const ActionPlanProgressSchema = z
  .object({
    plan_id: int().openapi({ description: "Action plan.", example: 7 }),
    total: int().openapi({ description: "Tasks in the plan, dismissed ones excluded.", example: 9 }),
    done: int().openapi({ description: "Tasks done.", example: 3 }),
    percent_done: z.number().openapi({ description: "done / total × 100, one decimal; 0 for an empty plan.", example: 33.3 }),
    overdue: int().openapi({ description: "Tasks to do or in progress whose due date has passed.", example: 1 }),
    by_status: z
      .object({
        todo: int().openapi({ description: "Tasks to do.", example: 5 }),
        in_progress: int().openapi({ description: "Tasks in progress.", example: 1 }),
        done: int().openapi({ description: "Tasks done.", example: 3 }),
        dismissed: int().openapi({ description: "Tasks dismissed; no other figure of the progress counts them.", example: 1 }),
      })
      .openapi("TaskStatusCounts", { description: "Tasks by status." }),
    by_priority: z.object({ high: TaskCountSchema, medium: TaskCountSchema, low: TaskCountSchema }).openapi("TaskPriorityCounts", { description: "Tasks and tasks done by priority." }),
    by_category: z
      .object(Object.fromEntries(TASK_CATEGORIES.map((c) => [c, TaskCountSchema])) as Record<(typeof TASK_CATEGORIES)[number], typeof TaskCountSchema>)
      .openapi("TaskCategoryCounts", { description: "Tasks and tasks done by category." }),
  })
  .openapi("ActionPlanProgress", { description: "How far an action plan has come." });

export const ActionPlanListQuerySchema = PageQuerySchema.extend({
  client_id: idQuery("client_id", "Only the plan of this client."),
  status: z.enum(PLAN_STATUSES, { error: `Query parameter 'status' must be one of: ${PLAN_STATUSES.join(", ")}.` }).optional().openapi({ param: { name: "status", in: "query" }, description: "Only plans with this status.", example: "active" }),
});

export const TaskParamsSchema = z.object({
  id: idParam("id", "Action plan identifier."),
  task_id: idParam("task_id", "Task identifier."),
});

export const UpdateTaskSchema = z
  .object({
    status: z.enum(TASK_STATUSES, { error: requiredOr("status", `one of: ${TASK_STATUSES.join(", ")}`) }).openapi({ description: TASK_STATUS_DESCRIPTION, example: "dismissed" }),
    due_date: z
      .string({ error: "Body field 'due_date' must be a date (YYYY-MM-DD) or null." })
      .max(MAX_LENGTH.date, { error: "Body field 'due_date' must be a date (YYYY-MM-DD) or null." })
      .refine(isCalendarDate, { error: "Body field 'due_date' must be a date (YYYY-MM-DD) or null." })
      .nullable()
      .optional()
      .openapi({ format: "date", description: "New due date, or `null` for none. Default: unchanged. Later audits keep it.", example: "2026-12-15" }),
  })
  .strict()
  .openapi("UpdateActionPlanTaskRequest", { description: "The task's new status, and optionally its due date." });
