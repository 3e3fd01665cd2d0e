// Credits: the sign-up bonus, audit refunds, and the account's balance read from its ledger.
import { count, desc, eq, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { accounts, creditLedger, subscriptions } from "@/db/schema";
import { currentPeriod, MONTHLY_CREDITS, PLAN_PRICES } from "./plans";

/** Credits granted once, when an account is created. */
export const SIGNUP_BONUS = 500;

const RECENT_ENTRIES = 20;
/** Highest `low_credits_threshold` an account may have, set through the API or the operator's CLI. */
export const LOW_CREDITS_THRESHOLD_MAX = 1_000_000;

/**
 * The statements that create an account with its sign-up bonus and its subscription at the plan's list price, for one
 * batch (one transaction) so balance and ledger agree from the start; the first returns the account. A sign-up adds
 * its owner to the same batch.
 */
export function accountCreation(db: Database, values: Omit<typeof accounts.$inferInsert, "creditBalance">) {
  return [
    db.insert(accounts).values({ ...values, creditBalance: SIGNUP_BONUS }).returning(),
    db.insert(creditLedger).select(
      db
        // insert … select wants every column in table order.
        .select({
          id: sql<number>`nextval(pg_get_serial_sequence('credit_ledger', 'id'))`.as("id"),
          accountId: accounts.id,
          amount: sql<number>`${SIGNUP_BONUS}`.as("amount"),
          reason: sql<"signup_bonus">`'signup_bonus'::ledger_reason`.as("reason"),
          auditId: sql<null>`null::int`.as("audit_id"),
          description: sql<string>`'Sign-up bonus'`.as("description"),
          createdAt: accounts.createdAt,
        })
        .from(accounts)
        .where(eq(accounts.email, values.email)),
    ),
    db.insert(subscriptions).select(
      db
        .select({
          id: sql<number>`nextval(pg_get_serial_sequence('subscriptions', 'id'))`.as("id"),
          accountId: accounts.id,
          status: sql<"active">`'active'::subscription_status`.as("status"),
          priceAmount: sql<number>`${PLAN_PRICES[values.plan ?? "free"]}::int`.as("price_amount"),
          currency: sql<string>`'EUR'`.as("currency"),
          cancelAtPeriodEnd: sql<boolean>`false`.as("cancel_at_period_end"),
          canceledAt: sql<null>`null::timestamptz`.as("canceled_at"),
          trialEndsAt: sql<null>`null::timestamptz`.as("trial_ends_at"),
          startedAt: accounts.createdAt,
          createdAt: accounts.createdAt,
          updatedAt: accounts.createdAt,
        })
        .from(accounts)
        .where(eq(accounts.email, values.email)),
    ),
  ] as const;
}

/** Creates an account with its sign-up bonus and its subscription, in one transaction (`accountCreation`). */
export async function createAccountWithBonus(db: Database, values: Omit<typeof accounts.$inferInsert, "creditBalance">) {
  const [[account]] = await db.batch(accountCreation(db, values));
  return account!;
}

/**
 * The end of a statement that gives audit credits back: each row of the statement's CTE `refund` (`audit_id`,
 * `account_id`, `amount`, `description`) is added to its account's balance and written to the ledger as one
 * `audit_refund` entry, in the statement that ends the queries, so the balance always equals the ledger's sum.
 * `refunded` returns the entries' ids.
 */
export const REFUND_CTES = sql`
  credit as (
    update accounts set credit_balance = credit_balance + refund.amount, updated_at = now()
    from refund where accounts.id = refund.account_id
  ),
  refunded as (
    insert into credit_ledger (account_id, amount, reason, audit_id, description)
    select account_id, amount, 'audit_refund', audit_id, description from refund
    returning id
  )`;

/** The three reads the credits are made of, for a batch. */
function creditReads(db: Database, accountId: number, period: { start: Date }) {
  return [
    db.select({ balance: accounts.creditBalance, plan: accounts.plan, lowCreditsThreshold: accounts.lowCreditsThreshold }).from(accounts).where(eq(accounts.id, accountId)),
    db
      .select({
        signupBonus: sql<number>`coalesce(sum(${creditLedger.amount}) filter (where ${creditLedger.reason} = 'signup_bonus'), 0)::int`,
        used: sql<number>`coalesce(-sum(${creditLedger.amount}) filter (where ${creditLedger.reason} in ('audit_launch', 'audit_refund') and ${creditLedger.createdAt} >= ${period.start.toISOString()}), 0)::int`,
      })
      .from(creditLedger)
      .where(eq(creditLedger.accountId, accountId)),
    db.select().from(creditLedger).where(eq(creditLedger.accountId, accountId)).orderBy(desc(creditLedger.id)).limit(RECENT_ENTRIES),
  ] as const;
}

type Reads = ReturnType<typeof creditReads>;
type CreditRows = readonly [Awaited<Reads[0]>, Awaited<Reads[1]>, Awaited<Reads[2]>];

function creditsOf([[account], [totals], entries]: CreditRows, period: { start: Date; end: Date }) {
  if (!account) return undefined;
  return {
    balance: account.balance,
    signup_bonus: Number(totals?.signupBonus ?? 0),
    // A refund can land in a later period than its launch: never report negative usage.
    used_this_period: Math.max(0, Number(totals?.used ?? 0)),
    monthly_allowance: MONTHLY_CREDITS[account.plan],
    period_start: period.start.toISOString(),
    period_end: period.end.toISOString(),
    recent_entries: entries.map((e) => ({
      id: e.id,
      amount: e.amount,
      reason: e.reason,
      audit_id: e.auditId,
      description: e.description,
      created_at: e.createdAt.toISOString(),
    })),
    low_credits_threshold: account.lowCreditsThreshold,
  };
}

export async function getCredits(db: Database, accountId: number, now = new Date()) {
  const period = currentPeriod(now);
  return creditsOf(await db.batch(creditReads(db, accountId, period)), period);
}

/** Sets the balance below which a launch sends `credits.low` (null: never) and reads the credits back, in one round trip. */
export async function setLowCreditsThreshold(db: Database, accountId: number, threshold: number | null, now = new Date()) {
  const period = currentPeriod(now);
  const [, ...rows] = await db.batch([db.update(accounts).set({ lowCreditsThreshold: threshold, updatedAt: now }).where(eq(accounts.id, accountId)), ...creditReads(db, accountId, period)]);
  return creditsOf(rows, period);
}

/** One page of the account's ledger, newest first, each entry with the balance after it, and how many there are (one round trip). */
export async function ledgerPage(db: Database, accountId: number, page: number, perPage: number) {
  const where = eq(creditLedger.accountId, accountId);
  const [items, [total]] = await db.batch([
    db
      .select({
        id: creditLedger.id,
        amount: creditLedger.amount,
        reason: creditLedger.reason,
        description: creditLedger.description,
        auditId: creditLedger.auditId,
        createdAt: creditLedger.createdAt,
        balanceAfter: sql<number>`(sum(${creditLedger.amount}) over (order by ${creditLedger.id}))::int`,
      })
      .from(creditLedger)
      .where(where)
      .orderBy(desc(creditLedger.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ total: count() }).from(creditLedger).where(where),
  ]);
  return { items, total: total?.total ?? 0 };
}
