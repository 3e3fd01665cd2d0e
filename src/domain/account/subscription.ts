// The account's subscription: its plan's price, the current monthly period, renewal, and API access.
import { eq } from "drizzle-orm";
import type { Database } from "@/db/client";
import { accounts, subscriptions, type Plan } from "@/db/schema";
import { hasApiAccess } from "@/platform/auth";
import { currentPeriod, MONTHLY_CREDITS } from "./plans";

export const API_ACCESS_REASONS = ["plan", "partner", "plan_too_low"] as const;

function apiAccess(plan: Plan, isPartner: boolean) {
  const planGrants = hasApiAccess(plan, false);
  if (planGrants) return { enabled: true, reason: "plan" as const, message: `The ${plan} plan includes API access.` };
  if (isPartner) return { enabled: true, reason: "partner" as const, message: `Partner accounts have API access on every plan, including ${plan}.` };
  return { enabled: false, reason: "plan_too_low" as const, message: `API access requires the agent plan or higher; this account is on the ${plan} plan.` };
}

export async function getSubscription(db: Database, accountId: number, now = new Date()) {
  const [row] = await db
    .select({ subscription: subscriptions, plan: accounts.plan, isPartner: accounts.isPartner })
    .from(subscriptions)
    .innerJoin(accounts, eq(accounts.id, subscriptions.accountId))
    .where(eq(subscriptions.accountId, accountId));
  if (!row) return undefined;
  const { subscription: s, plan } = row;
  const period = currentPeriod(now);
  const live = s.status !== "canceled";
  return {
    plan,
    status: s.status,
    price: { amount: s.priceAmount, currency: s.currency, interval: "month" as const },
    monthly_credits: MONTHLY_CREDITS[plan],
    current_period_start: period.start.toISOString(),
    current_period_end: period.end.toISOString(),
    renews: live && !s.cancelAtPeriodEnd,
    cancel_at_period_end: s.cancelAtPeriodEnd,
    renews_at: live && !s.cancelAtPeriodEnd ? period.end.toISOString() : null,
    ends_at: s.cancelAtPeriodEnd && live ? period.end.toISOString() : (s.canceledAt?.toISOString() ?? null),
    trial_ends_at: s.trialEndsAt?.toISOString() ?? null,
    started_at: s.startedAt.toISOString(),
    api_access: apiAccess(plan, row.isPartner),
  };
}
