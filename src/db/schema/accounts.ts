// Accounts (agencies) and the API keys that act for them.
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgEnum, pgTable, serial, text } from "drizzle-orm/pg-core";
import { PLANS } from "../plans";
import { createdAt, timestamptz, updatedAt } from "./columns";

export { PLANS, type Plan } from "../plans";
export const planEnum = pgEnum("plan", PLANS);

export const accounts = pgTable("accounts", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  company: text("company"),
  plan: planEnum("plan").notNull().default("free"),
  isPartner: boolean("is_partner").notNull().default(false),
  locale: text("locale").notNull().default("en"),
  /**
   * Current credits, always equal to the sum of the account's ledger: both change in the same
   * statement, and the row lock taken by the debit serialises concurrent launches.
   */
  creditBalance: integer("credit_balance").notNull().default(0),
  /** `credits.low` is sent when a launch takes the balance from this or more to below it; null: never. */
  lowCreditsThreshold: integer("low_credits_threshold").default(100),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [check("accounts_credit_balance_non_negative", sql`${t.creditBalance} >= 0`)]);

/** Every row belongs to an account; queries always filter on it (tenancy). */
export const accountId = () =>
  integer("account_id")
    .notNull()
    .references(() => accounts.id, { onDelete: "cascade" });

export const apiKeys = pgTable(
  "api_keys",
  {
    id: serial("id").primaryKey(),
    accountId: accountId(),
    name: text("name").notNull(),
    /** Hex SHA-256 of the whole key; the key itself is never stored. */
    keyHash: text("key_hash").notNull().unique(),
    /** First characters of the key (`geo_AbCd…`), safe to display. */
    prefix: text("prefix").notNull(),
    scopes: text("scopes").array().notNull().default(sql`'{}'::text[]`),
    lastUsedAt: timestamptz("last_used_at"),
    revokedAt: timestamptz("revoked_at"),
    /** The console user who made it; null for keys made by the operator's CLI (or whose maker was removed). */
    createdByUserId: integer("created_by_user_id"),
    createdAt: createdAt(),
  },
  (t) => [index("api_keys_account_id_idx").on(t.accountId)],
);
