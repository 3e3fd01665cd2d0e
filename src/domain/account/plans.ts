// What each plan includes: monthly credits and list price, and the monthly period they are counted in.
import type { Plan } from "@/db/schema";

/** Credits added at the start of each monthly period, by plan. */
export const MONTHLY_CREDITS: Record<Plan, number> = {
  free: 0,
  starter: 200,
  pro: 1_000,
  agent: 3_000,
  agency: 10_000,
  enterprise: 50_000,
};

/** List prices per monthly period, in euro cents; an account's own price is on its subscription. */
export const PLAN_PRICES: Record<Plan, number> = {
  free: 0,
  starter: 4_900,
  pro: 14_900,
  agent: 39_900,
  agency: 99_900,
  enterprise: 249_900,
};

/** Calendar month in UTC containing `now`: subscriptions renew, and allowances and usage are counted, per such period. */
export function currentPeriod(now: Date): { start: Date; end: Date } {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return { start, end };
}
