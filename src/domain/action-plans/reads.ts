// Reading action plans, their tasks and their progress, within the caller's account.
import { and, asc, count, desc, eq, sql, type SQL } from "drizzle-orm";
import type { Database } from "@/db/client";
import { actionPlans, actionPlanTasks, clients, TASK_STATUSES } from "@/db/schema";
import { pageOffset, type PageQuery } from "@/platform/envelope";

type PlanRow = typeof actionPlans.$inferSelect;
type TaskRow = typeof actionPlanTasks.$inferSelect;

function toPlan(row: PlanRow, counts: { total: number; done: number }) {
  return {
    id: row.id,
    client_id: row.clientId,
    audit_id: row.auditId,
    title: row.title,
    status: row.status,
    task_count: counts.total,
    done_count: counts.done,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function toTask(row: TaskRow) {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category,
    priority: row.priority,
    impact: row.impact,
    effort: row.effort,
    status: row.status,
    due_date: row.dueDate,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** A dismissed task is work the agency decided not to do: no count or progress figure includes it. */
const taskCounts = {
  total: sql<number>`(select count(*)::int from action_plan_tasks t where t.plan_id = action_plans.id and t.status <> 'dismissed')`,
  done: sql<number>`(select count(*)::int from action_plan_tasks t where t.plan_id = action_plans.id and t.status = 'done')`,
};

export async function listPlans(db: Database, accountId: number, filters: { client_id?: number; status?: PlanRow["status"] }, page: PageQuery) {
  const where: SQL | undefined = and(
    eq(actionPlans.accountId, accountId),
    filters.client_id === undefined ? undefined : eq(actionPlans.clientId, filters.client_id),
    filters.status ? eq(actionPlans.status, filters.status) : undefined,
  );
  const [rows, [totals]] = await db.batch([
    db.select({ plan: actionPlans, ...taskCounts }).from(actionPlans).where(where).orderBy(desc(actionPlans.updatedAt), desc(actionPlans.id)).limit(page.per_page).offset(pageOffset(page)),
    db.select({ total: count() }).from(actionPlans).where(where),
  ]);
  return { items: rows.map((r) => toPlan(r.plan, { total: Number(r.total), done: Number(r.done) })), total: totals?.total ?? 0 };
}

const PRIORITY_ORDER = sql`case ${actionPlanTasks.priority} when 'high' then 0 when 'medium' then 1 else 2 end`;

/** The plan with its tasks (open first, by priority, then due date), in one round trip. */
export async function getPlan(db: Database, accountId: number, planId: number) {
  const [[row], tasks] = await db.batch([
    db.select({ plan: actionPlans, ...taskCounts }).from(actionPlans).where(and(eq(actionPlans.accountId, accountId), eq(actionPlans.id, planId))),
    db
      .select()
      .from(actionPlanTasks)
      .where(and(eq(actionPlanTasks.accountId, accountId), eq(actionPlanTasks.planId, planId)))
      .orderBy(sql`${actionPlanTasks.status} in ('done', 'dismissed')`, PRIORITY_ORDER, asc(actionPlanTasks.dueDate), asc(actionPlanTasks.id)),
  ]);
  if (!row) return undefined;
  return { ...toPlan(row.plan, { total: Number(row.total), done: Number(row.done) }), tasks: tasks.map(toTask) };
}

const LEVELS = ["high", "medium", "low"] as const;
const CATEGORIES = ["technical", "content", "structured_data", "authority", "hallucinated_urls", "visibility"] as const;

/** Progress of a plan: totals, percentage done, by status, priority and category, overdue — one round trip. */
export async function getProgress(db: Database, accountId: number, planId: number, today = new Date()) {
  const day = today.toISOString().slice(0, 10);
  const [[plan], groups] = await db.batch([
    db.select({ id: actionPlans.id }).from(actionPlans).where(and(eq(actionPlans.accountId, accountId), eq(actionPlans.id, planId))),
    db
      .select({
        status: actionPlanTasks.status,
        priority: actionPlanTasks.priority,
        category: actionPlanTasks.category,
        count: sql<number>`count(*)::int`,
        overdue: sql<number>`count(*) filter (where ${actionPlanTasks.status} in ('todo', 'in_progress') and ${actionPlanTasks.dueDate} < ${day})::int`,
      })
      .from(actionPlanTasks)
      .where(and(eq(actionPlanTasks.accountId, accountId), eq(actionPlanTasks.planId, planId)))
      .groupBy(actionPlanTasks.status, actionPlanTasks.priority, actionPlanTasks.category),
  ]);
  if (!plan) return undefined;
  const zero = <K extends string>(keys: readonly K[]) => Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;
  const byStatus = zero(TASK_STATUSES);
  const byPriority = Object.fromEntries(LEVELS.map((l) => [l, { total: 0, done: 0 }])) as Record<(typeof LEVELS)[number], { total: number; done: number }>;
  const byCategory = Object.fromEntries(CATEGORIES.map((c) => [c, { total: 0, done: 0 }])) as Record<(typeof CATEGORIES)[number], { total: number; done: number }>;
  let total = 0;
  let overdue = 0;
  for (const g of groups) {
    const n = Number(g.count);
    byStatus[g.status] += n;
    if (g.status === "dismissed") continue;
    const done = g.status === "done" ? n : 0;
    total += n;
    overdue += Number(g.overdue);
    byPriority[g.priority].total += n;
    byPriority[g.priority].done += done;
    byCategory[g.category].total += n;
    byCategory[g.category].done += done;
  }
  return {
    plan_id: planId,
    total,
    done: byStatus.done,
    percent_done: total === 0 ? 0 : Math.round((byStatus.done / total) * 1000) / 10,
    overdue,
    by_status: byStatus,
    by_priority: byPriority,
    by_category: byCategory,
  };
}

/**
 * What the agency should do next for a client: the open tasks (to do or in progress) of its plan, by priority, then
 * due date, at most `limit`, with how many are open in all. Undefined when the client is not the account's; `plan`
 * is null while the client has no plan (no audit has generated one yet).
 */
export async function nextTasks(db: Database, accountId: number, clientId: number, limit: number) {
  const planOfClient = sql`(select id from action_plans where account_id = ${accountId} and client_id = ${clientId} order by status = 'active' desc, updated_at desc, id desc limit 1)`;
  const open = and(eq(actionPlanTasks.accountId, accountId), eq(actionPlanTasks.planId, planOfClient), sql`${actionPlanTasks.status} in ('todo', 'in_progress')`);
  const [owner, [plan], tasks, [totals]] = await db.batch([
    db.select({ id: clients.id }).from(clients).where(and(eq(clients.accountId, accountId), eq(clients.id, clientId))),
    db.select({ plan: actionPlans, ...taskCounts }).from(actionPlans).where(and(eq(actionPlans.accountId, accountId), eq(actionPlans.id, planOfClient))),
    db.select().from(actionPlanTasks).where(open).orderBy(PRIORITY_ORDER, sql`${actionPlanTasks.status} = 'in_progress' desc`, asc(actionPlanTasks.dueDate), asc(actionPlanTasks.id)).limit(limit),
    db.select({ total: count() }).from(actionPlanTasks).where(open),
  ]);
  if (owner.length === 0) return undefined;
  return {
    plan: plan ? toPlan(plan.plan, { total: Number(plan.total), done: Number(plan.done) }) : null,
    open_tasks: totals?.total ?? 0,
    tasks: tasks.map(toTask),
  };
}

/**
 * The client's current plan (its latest that is not archived: active, or completed once every task is done) with its
 * tasks, in one round trip; undefined when it has none.
 */
export async function currentPlan(db: Database, accountId: number, clientId: number) {
  const latest = sql`(select id from action_plans where account_id = ${accountId} and client_id = ${clientId} and status <> 'archived' order by updated_at desc, id desc limit 1)`;
  const [[row], tasks] = await db.batch([
    db.select({ plan: actionPlans, ...taskCounts }).from(actionPlans).where(and(eq(actionPlans.accountId, accountId), eq(actionPlans.id, latest))),
    db
      .select()
      .from(actionPlanTasks)
      .where(and(eq(actionPlanTasks.accountId, accountId), eq(actionPlanTasks.planId, latest)))
      .orderBy(sql`${actionPlanTasks.status} in ('done', 'dismissed')`, PRIORITY_ORDER, asc(actionPlanTasks.dueDate), asc(actionPlanTasks.id)),
  ]);
  return row ? { ...toPlan(row.plan, { total: Number(row.total), done: Number(row.done) }), tasks: tasks.map(toTask) } : undefined;
}
