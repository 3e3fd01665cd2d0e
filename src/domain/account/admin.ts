// The operator's side of accounts (`npm run accounts`): create one with its sign-up bonus and subscription, list,
// change its profile or plan, and grant or correct credits through the ledger. No API operation reaches these.
import { asc, eq, sql } from "drizzle-orm";
import { errorChain, type Database } from "@/db/client";
import { accounts, PLANS, subscriptions, type Plan } from "@/db/schema";
import { createAccountWithBonus, LOW_CREDITS_THRESHOLD_MAX } from "./credits";
import { PLAN_PRICES } from "./plans";

/** Why an operator's command was refused, in a sentence naming the option to fix. */
export class AccountAdminError extends Error {
  override readonly name = "AccountAdminError";
}

/** Locales the API and the reports speak. */
export const ACCOUNT_LOCALES = ["fr", "en", "es", "de"] as const;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** A grant or correction larger than this is surely a typo. */
const MAX_CREDIT_CHANGE = 1_000_000;

export interface AccountInput {
  name?: string;
  email?: string;
  company?: string | null;
  plan?: string;
  isPartner?: boolean;
  locale?: string;
  /** `credits.low` fires when a launch takes the balance below it; null: never. */
  lowCreditsThreshold?: number | null;
}

function checked(input: AccountInput): Partial<typeof accounts.$inferInsert> {
  const out: Partial<typeof accounts.$inferInsert> = {};
  if (input.name !== undefined) {
    const name = input.name.trim();
    if (!name || name.length > 200) throw new AccountAdminError("--name must be 1 to 200 characters.");
    out.name = name;
  }
  if (input.email !== undefined) {
    const email = input.email.trim().toLowerCase();
    if (!EMAIL.test(email) || email.length > 254) throw new AccountAdminError(`--email must be an e-mail address, not '${input.email}'.`);
    out.email = email;
  }
  if (input.company !== undefined) out.company = input.company?.trim() || null;
  if (input.plan !== undefined) {
    if (!(PLANS as readonly string[]).includes(input.plan)) throw new AccountAdminError(`--plan must be one of ${PLANS.join(", ")}, not '${input.plan}'.`);
    out.plan = input.plan as Plan;
  }
  if (input.isPartner !== undefined) out.isPartner = input.isPartner;
  if (input.locale !== undefined) {
    if (!(ACCOUNT_LOCALES as readonly string[]).includes(input.locale)) throw new AccountAdminError(`--locale must be one of ${ACCOUNT_LOCALES.join(", ")}, not '${input.locale}'.`);
    out.locale = input.locale;
  }
  if (input.lowCreditsThreshold !== undefined) {
    const value = input.lowCreditsThreshold;
    if (value !== null && (!Number.isInteger(value) || value < 1 || value > LOW_CREDITS_THRESHOLD_MAX)) throw new AccountAdminError(`--low-credits must be a whole number of credits from 1 to ${LOW_CREDITS_THRESHOLD_MAX}, or 'off'.`);
    out.lowCreditsThreshold = value;
  }
  return out;
}

/** The unique e-mail is held by the database: a concurrent create with the same address loses there. */
function duplicateEmail(error: unknown, email: string | undefined): never {
  if ([...errorChain(error)].some((e) => /accounts_email_unique|duplicate key/.test(e.message))) throw new AccountAdminError(`An account with the e-mail ${email} already exists.`);
  throw error;
}

export async function createAccount(db: Database, input: AccountInput & { name: string; email: string }) {
  const values = checked({ plan: "free", locale: "en", isPartner: false, ...input });
  return createAccountWithBonus(db, values as typeof accounts.$inferInsert).catch((error: unknown) => duplicateEmail(error, values.email));
}

export async function listAccounts(db: Database) {
  return db.select().from(accounts).orderBy(asc(accounts.id));
}

/** Changes the given fields; a new plan also moves the subscription to that plan's list price. */
export async function updateAccount(db: Database, id: number, input: AccountInput) {
  const values = checked(input);
  if (Object.keys(values).length === 0) throw new AccountAdminError("Nothing to change: pass --name, --email, --company, --plan, --partner, --locale or --low-credits.");
  const now = new Date();
  const update = db.update(accounts).set({ ...values, updatedAt: now }).where(eq(accounts.id, id)).returning();
  const [rows] = await (values.plan
    ? db.batch([update, db.update(subscriptions).set({ priceAmount: PLAN_PRICES[values.plan], updatedAt: now }).where(eq(subscriptions.accountId, id))])
    : Promise.all([update])
  ).catch((error: unknown) => duplicateEmail(error, values.email));
  const account = rows[0];
  if (!account) throw new AccountAdminError(`Account ${id} does not exist.`);
  return account;
}

/**
 * Adds `amount` credits (negative: takes them back) with the reason in the ledger, balance and entry in one
 * statement. A correction cannot take the balance below zero: the database's check refuses it and nothing changes.
 */
export async function changeCredits(db: Database, id: number, amount: number, reason: string) {
  if (!Number.isInteger(amount) || amount === 0 || Math.abs(amount) > MAX_CREDIT_CHANGE) {
    throw new AccountAdminError(`--amount must be a non-zero whole number of credits between -${MAX_CREDIT_CHANGE} and ${MAX_CREDIT_CHANGE}.`);
  }
  const why = reason.trim();
  if (!why || why.length > 500) throw new AccountAdminError("--reason must say why, in 1 to 500 characters.");
  const result = await db
    .execute(
      sql`with changed as (
            update accounts set credit_balance = credit_balance + ${amount}, updated_at = now() where id = ${id} returning id, credit_balance
          ), entry as (
            insert into credit_ledger (account_id, amount, reason, description) select id, ${amount}, 'adjustment', ${why} from changed
          )
          select credit_balance from changed`,
    )
    .catch((error: unknown) => {
      if ([...errorChain(error)].some((e) => e.message.includes("accounts_credit_balance_non_negative"))) {
        throw new AccountAdminError(`Account ${id} does not have ${-amount} credits to take back; nothing was changed.`);
      }
      throw error;
    });
  const row = (result.rows as { credit_balance: number | string }[])[0];
  if (!row) throw new AccountAdminError(`Account ${id} does not exist.`);
  return { balance: Number(row.credit_balance) };
}

