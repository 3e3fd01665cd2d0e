// Subscriptions: the billing side of an account's plan (the plan itself, which grants access, is on the account).
import { boolean, pgEnum, pgTable, serial, text, integer } from "drizzle-orm/pg-core";
import { accountId } from "./accounts";
import { createdAt, timestamptz, updatedAt } from "./columns";

export const SUBSCRIPTION_STATUSES = ["trialing", "active", "past_due", "canceled"] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
export const subscriptionStatusEnum = pgEnum("subscription_status", SUBSCRIPTION_STATUSES);

export const subscriptions = pgTable("subscriptions", {
  id: serial("id").primaryKey(),
  accountId: accountId().unique(),
  status: subscriptionStatusEnum("status").notNull().default("active"),
  /** Price per monthly period in minor units (cents), as agreed when subscribing. */
  priceAmount: integer("price_amount").notNull().default(0),
  /** ISO 4217 code. */
  currency: text("currency").notNull().default("EUR"),
  /** True when the subscription ends at the end of the current period instead of renewing. */
  cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
  canceledAt: timestamptz("canceled_at"),
  trialEndsAt: timestamptz("trial_ends_at"),
  startedAt: timestamptz("started_at").notNull().defaultNow(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
