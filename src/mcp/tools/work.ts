// MCP tools for the agency's work: the action plan's next tasks, and the schedules that audit clients on their own.
import { z } from "@hono/zod-openapi";
import { nextTasks, updateTask } from "@/domain/action-plans";
import { idempotencyOf } from "@/platform/idempotency";
import * as schedules from "@/domain/schedules";
import { ApiError } from "@/platform/errors";
import { ActionPlanSchema, ActionPlanTaskSchema, UpdateTaskSchema } from "@/routes/action-plans/action-plans.schemas";
import { CreateScheduledAuditSchema, DeletedScheduledAuditSchema, ScheduledAuditSchema, UpdateScheduledAuditSchema } from "@/routes/scheduled-audits/scheduled-audits.schemas";
import { answer, clientIdArg, CREATES, idempotencyKeyArg, DESTRUCTIVE, idArg, MCP_PAGE_MAX, more, pageArgs, pageFields, pageInfo, plural, READ_ONLY, UPDATES, type ToolContext } from "../kit";

const NextTasksSchema = z.object({
  plan: ActionPlanSchema.nullable().describe("The client's action plan, or null while no audit has generated one."),
  open_tasks: z.number().int().describe("Tasks to do or in progress, in all."),
  tasks: z.array(ActionPlanTaskSchema).max(MCP_PAGE_MAX).describe("The most urgent open tasks: by priority, in progress first, then due date."),
});
const SchedulePageSchema = z.object({ schedules: z.array(ScheduledAuditSchema).max(MCP_PAGE_MAX), ...pageFields });

const keyArg = idempotencyKeyArg("Any unique string (e.g. a UUID): retrying with the same key and arguments within 24 hours returns the first schedule instead of creating another.");

type Schedule = z.infer<typeof ScheduledAuditSchema>;
const describeSchedule = (s: Schedule) =>
  `schedule ${s.id} "${s.name}" (client ${s.client_id}): ${s.frequency} in ${s.timezone}, ${s.active ? `next run ${s.next_run_at}` : `paused${s.last_error ? ` (${s.last_error})` : ""}`}`;

export function registerWorkTools({ server, caller, db }: ToolContext) {
  server.registerTool(
    "get_next_tasks",
    {
      title: "What to fix first",
      description:
        "The most urgent open tasks of a client's action plan (generated from its audits: invented URLs to redirect, checklist items that fail, weak visibility components), high priority first, each with why and how in the client's language, its expected impact, effort and due date.",
      inputSchema: z.object({ client_id: clientIdArg, limit: z.number().int().min(1).max(MCP_PAGE_MAX).default(5).describe(`Tasks to return (1–${MCP_PAGE_MAX}, default 5).`) }),
      outputSchema: NextTasksSchema,
      annotations: READ_ONLY,
    },
    ({ client_id, limit }) =>
      answer(caller, "action_plans:read", NextTasksSchema, async () => {
        const next = await nextTasks(db, caller.accountId, client_id, limit);
        if (!next) throw new ApiError(404, `Client ${client_id} not found.`);
        if (!next.plan) return { data: next, text: `Client ${client_id} has no action plan yet: a completed audit generates one.` };
        const lines = next.tasks.map((t) => `- [${t.priority}] ${t.title} (task ${t.id}, impact ${t.impact}, effort ${t.effort}${t.due_date ? `, due ${t.due_date}` : ""}${t.status === "in_progress" ? ", in progress" : ""})`);
        const rest = next.open_tasks > next.tasks.length ? `\n${next.open_tasks - next.tasks.length} more open tasks: raise 'limit'.` : "";
        return { data: next, text: `Plan ${next.plan.id} "${next.plan.title}": ${next.plan.done_count}/${next.plan.task_count} done, ${plural(next.open_tasks, "open task")}.\n${lines.join("\n")}${rest}` };
      }),
  );

  server.registerTool(
    "update_task",
    {
      title: "Update a task",
      description: "Sets an action-plan task's status (todo, in_progress, done, or dismissed: decided not to do, left out of the plan's progress) and optionally its due date.",
      inputSchema: z.object({ plan_id: idArg("The task's action plan (get_next_tasks gives it)."), task_id: idArg("The task."), ...UpdateTaskSchema.shape }),
      outputSchema: ActionPlanTaskSchema,
      annotations: UPDATES,
    },
    ({ plan_id, task_id, ...changes }) =>
      answer(caller, "action_plans:write", ActionPlanTaskSchema, async () => {
        const outcome = await updateTask(db, caller.accountId, plan_id, task_id, changes);
        if (outcome.kind === "missing_plan") throw new ApiError(404, `Action plan ${plan_id} not found.`);
        if (outcome.kind === "missing_task") throw new ApiError(404, `Task ${task_id} not found in action plan ${plan_id}.`);
        return { data: outcome.task, text: `Task ${task_id} "${outcome.task.title}" is now ${outcome.task.status}.` };
      }),
  );

  server.registerTool(
    "list_schedules",
    {
      title: "List scheduled audits",
      description: "The account's recurring audits, with frequency, time zone, the next three runs, and why a paused one stopped.",
      inputSchema: z.object({ client_id: clientIdArg.optional(), active: z.boolean().optional().describe("Only active (true) or paused (false) schedules."), ...pageArgs }),
      outputSchema: SchedulePageSchema,
      annotations: READ_ONLY,
    },
    ({ client_id, active, page, per_page }) =>
      answer(caller, "scheduled_audits:read", SchedulePageSchema, async () => {
        const { items, total } = await schedules.listSchedules(db, caller.accountId, { client_id, active }, { page, per_page });
        const info = pageInfo(page, per_page, total);
        return { data: { schedules: items, ...info }, text: `${plural(total, "schedule")}:\n${items.map((s) => `- ${describeSchedule(s)}`).join("\n") || "(none)"}${more("list_schedules", info)}` };
      }),
  );

  server.registerTool(
    "create_schedule",
    {
      title: "Schedule recurring audits",
      description: "Audits a client on a recurring schedule: `daily`, `weekly`, `monthly` or a cron expression, in a time zone. Each run is launched and charged like launch_audit. Returns the schedule with its next three runs, to check it reads as meant.",
      inputSchema: z.object({ ...CreateScheduledAuditSchema.shape, idempotency_key: keyArg }),
      outputSchema: ScheduledAuditSchema,
      annotations: CREATES,
    },
    ({ idempotency_key, ...body }) =>
      answer(caller, "scheduled_audits:write", ScheduledAuditSchema, async () => {
        const { value, replayed } = await schedules.createSchedule(db, caller.accountId, body, new Date(), await idempotencyOf(idempotency_key, body));
        return { data: value, text: `${replayed ? "Already created with this idempotency key: " : "Created "}${describeSchedule(value)}; upcoming: ${value.upcoming_runs.join(", ")}.` };
      }),
  );

  server.registerTool(
    "update_schedule",
    {
      title: "Change, pause or resume a schedule",
      description: "Changes a schedule's fields; the others keep their values. active=false pauses it; active=true resumes it from the next slot (missed slots are not run). A new frequency or time zone recomputes the next run.",
      inputSchema: z.object({ schedule_id: idArg("The schedule (list_schedules gives it)."), ...UpdateScheduledAuditSchema.shape }),
      outputSchema: ScheduledAuditSchema,
      annotations: UPDATES,
    },
    ({ schedule_id, ...patch }) =>
      answer(caller, "scheduled_audits:write", ScheduledAuditSchema, async () => {
        if (Object.values(patch).every((v) => v === undefined)) throw new ApiError(400, "Give at least one field to change: client_id, name, frequency, timezone, model_ids, prompts, samples or active.");
        const schedule = await schedules.updateSchedule(db, caller.accountId, schedule_id, patch);
        return { data: schedule, text: `Updated ${describeSchedule(schedule)}.` };
      }),
  );

  server.registerTool(
    "delete_schedule",
    {
      title: "Delete a schedule",
      description: "Deletes a schedule; the audits it launched are kept. To stop it for a while instead, update_schedule with active=false.",
      inputSchema: z.object({ schedule_id: idArg("The schedule to delete.") }),
      outputSchema: DeletedScheduledAuditSchema,
      annotations: DESTRUCTIVE,
    },
    ({ schedule_id }) =>
      answer(caller, "scheduled_audits:write", DeletedScheduledAuditSchema, async () => {
        const deleted = await schedules.deleteSchedule(db, caller.accountId, schedule_id);
        return { data: deleted, text: `Schedule ${deleted.id} deleted; its audits are kept.` };
      }),
  );
}
