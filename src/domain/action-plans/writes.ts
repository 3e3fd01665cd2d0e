// The agency's changes to an action plan's tasks, within the caller's account.
import { and, eq, exists, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { actionPlans, actionPlanTasks } from "@/db/schema";
import { toTask } from "./reads";

export interface TaskChanges {
  status: (typeof actionPlanTasks.$inferSelect)["status"];
  /** `YYYY-MM-DD`, null for none; absent keeps it. */
  due_date?: string | null;
}

export type TaskUpdate = { kind: "missing_plan" } | { kind: "missing_task" } | { kind: "updated"; task: ReturnType<typeof toTask> };

/**
 * Sets a task's status (and due date); the plan's `updated_at` moves with it, since lists sort plans by it. One round
 * trip. The plan is locked before its task, the order every writer of a plan's tasks takes (an audit's findings upsert
 * the plan, then its tasks; the status trigger of migration 0019 locks the plan): the other order deadlocks with them.
 */
export async function updateTask(db: Database, accountId: number, planId: number, taskId: number, changes: TaskChanges): Promise<TaskUpdate> {
  const ownPlan = and(eq(actionPlans.accountId, accountId), eq(actionPlans.id, planId));
  const ownTask = and(eq(actionPlanTasks.accountId, accountId), eq(actionPlanTasks.planId, planId), eq(actionPlanTasks.id, taskId));
  const [plans, tasks] = await db.batch([
    db.select({ id: actionPlans.id }).from(actionPlans).where(ownPlan).for("update"),
    db.update(actionPlanTasks).set({ status: changes.status, dueDate: changes.due_date, updatedAt: sql`now()` }).where(ownTask).returning(),
    db
      .update(actionPlans)
      .set({ updatedAt: sql`now()` })
      .where(and(ownPlan, exists(db.select({ id: actionPlanTasks.id }).from(actionPlanTasks).where(ownTask)))),
  ]);
  if (plans.length === 0) return { kind: "missing_plan" };
  const [task] = tasks;
  return task ? { kind: "updated", task: toTask(task) } : { kind: "missing_task" };
}
