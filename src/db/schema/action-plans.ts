// Action plans: what the agency should do for a client, generated from its latest audit.
import { date, index, integer, pgEnum, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { clientId } from "./clients";
import { accountId } from "./accounts";
import { createdAt, updatedAt } from "./columns";
import { priorityEnum } from "./geo";

export const PLAN_STATUSES = ["active", "completed", "archived"] as const;
export const planStatusEnum = pgEnum("plan_status", PLAN_STATUSES);
export const TASK_STATUSES = ["todo", "in_progress", "done", "dismissed"] as const;
export const taskStatusEnum = pgEnum("task_status", TASK_STATUSES);
export const TASK_CATEGORIES = ["technical", "content", "structured_data", "authority", "hallucinated_urls", "visibility"] as const;
export const taskCategoryEnum = pgEnum("task_category", TASK_CATEGORIES);
export const LEVELS = ["high", "medium", "low"] as const;
export const levelEnum = pgEnum("level", LEVELS);

export const actionPlans = pgTable(
  "action_plans",
  {
    id: serial("id").primaryKey(),
    accountId: accountId(),
    clientId: clientId(),
    /** The audit that last generated or updated the plan. */
    auditId: integer("audit_id"),
    title: text("title").notNull(),
    status: planStatusEnum("status").notNull().default("active"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("action_plans_client_id_idx").on(t.clientId), index("action_plans_account_id_idx").on(t.accountId, t.id)],
);

export const actionPlanTasks = pgTable(
  "action_plan_tasks",
  {
    id: serial("id").primaryKey(),
    accountId: accountId(),
    planId: integer("plan_id")
      .notNull()
      .references(() => actionPlans.id, { onDelete: "cascade" }),
    /** What the task comes from (`checklist:<key>`, `url:<url>`, `score:<component>`): regeneration updates instead of duplicating. */
    sourceKey: text("source_key").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    category: taskCategoryEnum("category").notNull(),
    priority: priorityEnum("priority").notNull(),
    impact: levelEnum("impact").notNull(),
    effort: levelEnum("effort").notNull(),
    status: taskStatusEnum("status").notNull().default("todo"),
    dueDate: date("due_date"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("action_plan_tasks_plan_source_idx").on(t.planId, t.sourceKey)],
);
