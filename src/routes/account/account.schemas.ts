// Schemas of the Account group.
import { z } from "@hono/zod-openapi";
import { int, INT32_MAX, MAX_ITEMS, MAX_LENGTH, text } from "@/platform/fields";
import { LEDGER_REASONS, PLANS, SUBSCRIPTION_STATUSES } from "@/db/schema";
import { API_ACCESS_REASONS, LOW_CREDITS_THRESHOLD_MAX } from "@/domain/account";
import { dateTimeField } from "@/platform/envelope";

export const LedgerEntrySchema = z
  .object({
    id: int().openapi({ description: "Entry identifier.", example: 311 }),
    amount: int(-INT32_MAX).openapi({ description: "Credits added (positive) or spent (negative).", example: -20 }),
    reason: z.enum(LEDGER_REASONS).openapi({ description: "Why the balance changed.", example: "audit_launch" }),
    audit_id: int().nullable().openapi({ description: "The audit a launch or refund is for, else null.", example: 140 }),
    description: text(MAX_LENGTH.text).nullable().openapi({ description: "Human-readable note, or null.", example: "Audit 140: 10 prompts × 2 models" }),
    created_at: text(MAX_LENGTH.timestamp).openapi({ format: "date-time", description: "When the entry was written (ISO 8601, UTC).", example: "2026-11-02T09:30:00.000Z" }),
  })
  .openapi("CreditLedgerEntry", { description: "One change of the credit balance." });

export const CreditsSchema = z
  .object({
    balance: int().openapi({ description: "Credits available now. Always equals the sum of the account's ledger.", example: 2480 }),
    signup_bonus: int().openapi({ description: "Credits granted at sign-up.", example: 500 }),
    used_this_period: int().openapi({ description: "Credits spent on audits in the current period, net of refunds.", example: 520 }),
    monthly_allowance: int().openapi({ description: "Credits the plan includes per monthly period. They are granted by billing (not yet automated in this version); granted allowances appear in the ledger as `monthly_allowance`.", example: 3000 }),
    period_start: text(MAX_LENGTH.timestamp).openapi({ format: "date-time", description: "Start of the current period (calendar month, UTC).", example: "2026-11-01T00:00:00.000Z" }),
    period_end: text(MAX_LENGTH.timestamp).openapi({ format: "date-time", description: "End of the current period (exclusive).", example: "2026-12-01T00:00:00.000Z" }),
    recent_entries: z.array(LedgerEntrySchema).max(MAX_ITEMS.few).openapi({ description: "The 20 most recent ledger entries, newest first." }),
    low_credits_threshold: int(1, LOW_CREDITS_THRESHOLD_MAX).nullable().openapi({ description: "A launch that takes the balance from this or more to below it sends the `credits.low` webhook event; null: never. 100 for a new account; set it with `PATCH /account/credits`.", example: 100 }),
  })
  .openapi("Credits", { description: "The account's credit balance and how it moved." });

const THRESHOLD_MESSAGE = `Body field 'low_credits_threshold' must be a whole number of credits from 1 to ${LOW_CREDITS_THRESHOLD_MAX}, or null.`;

export const UpdateCreditsSchema = z
  .object({
    low_credits_threshold: z
      .number({ error: (issue) => (issue.input === undefined ? "Body field 'low_credits_threshold' is required." : THRESHOLD_MESSAGE) })
      .int({ error: THRESHOLD_MESSAGE })
      .min(1, { error: THRESHOLD_MESSAGE })
      .max(LOW_CREDITS_THRESHOLD_MAX, { error: THRESHOLD_MESSAGE })
      .nullable()
      .openapi({ format: "int32", description: "The balance below which a launch sends `credits.low`; null turns the alert off.", example: 500 }),
  })
  .strict()
  .openapi("UpdateCreditsRequest", { description: "The credit alert's threshold." });

export const ProfileSchema = z
  .object({
    id: int().openapi({ description: "Account identifier.", example: 1 }),
    name: text(MAX_LENGTH.label).openapi({ description: "Account name.", example: "Lumen Digital" }),
    email: text(MAX_LENGTH.email).openapi({ description: "Account e-mail address.", example: "contact@lumen-agency.example" }),
    company: text(MAX_LENGTH.label).nullable().openapi({ description: "Company name, or null.", example: "Lumen Digital SAS" }),
    plan: z.enum(PLANS).openapi({ description: "Current plan. API access needs `agent` or higher, or partner status.", example: "agent" }),
    is_partner: z.boolean().openapi({ description: "Whether the account is a partner (API access on any plan).", example: false }),
    locale: text(MAX_LENGTH.locale).openapi({ description: "Preferred language of the account.", example: "fr" }),
    created_at: text(MAX_LENGTH.timestamp).openapi({ format: "date-time", description: "When the account was created (ISO 8601, UTC).", example: "2026-01-05T09:00:00.000Z" }),
    api_key: z
      .object({
        name: text(MAX_LENGTH.label).openapi({ description: "Name given to the key making this call.", example: "Production" }),
        prefix: text(MAX_LENGTH.code).openapi({ description: "First characters of the key, for recognising it.", example: "geo_Ab3dE5fG" }),
        scopes: z.array(text(MAX_LENGTH.code)).max(MAX_ITEMS.few).openapi({ description: "Scopes of the key (`*` = all).", example: ["clients:read", "audits:read"] }),
      })
      .openapi("ApiKeyInfo", { description: "The key making this call (never the key itself)." }),
  })
  .openapi("Profile", { description: "The caller's account and API key." });

export const SubscriptionSchema = z
  .object({
    plan: z.enum(PLANS).openapi({ description: "The plan subscribed to.", example: "agent" }),
    status: z.enum(SUBSCRIPTION_STATUSES).openapi({ description: "`trialing` (free trial), `active`, `past_due` (last payment failed; access continues while it is retried) or `canceled`.", example: "active" }),
    price: z
      .object({
        amount: int().openapi({ description: "Price per period in the currency's minor unit (cents); 0 on the free plan.", example: 39900 }),
        currency: text(MAX_LENGTH.code).openapi({ description: "ISO 4217 currency code.", example: "EUR" }),
        interval: z.enum(["month"]).openapi({ description: "Billing period. Plans are billed monthly.", example: "month" }),
      })
      .openapi("SubscriptionPrice", { description: "What the account pays per period (its own price, which may differ from the list price)." }),
    monthly_credits: int().openapi({ description: "Credits the plan includes per period.", example: 3000 }),
    current_period_start: dateTimeField("Start of the current period (calendar month, UTC; periods start on the 1st)."),
    current_period_end: dateTimeField("End of the current period (exclusive)."),
    renews: z.boolean().openapi({ description: "Whether the subscription renews at the end of the current period.", example: true }),
    cancel_at_period_end: z.boolean().openapi({ description: "Whether the subscription was cancelled to end with the current period.", example: false }),
    renews_at: dateTimeField("When it renews, if it does, else null.").nullable(),
    ends_at: dateTimeField("When it ends or ended, if cancelled, else null.").nullable(),
    trial_ends_at: dateTimeField("When the free trial ends, during one, else null.").nullable(),
    started_at: dateTimeField("When the subscription started."),
    api_access: z
      .object({
        enabled: z.boolean().openapi({ description: "Whether the account's keys may call this API.", example: true }),
        reason: z.enum(API_ACCESS_REASONS).openapi({ description: "`plan`: the plan includes API access (agent or higher); `partner`: partner accounts have access on every plan; `plan_too_low`: neither.", example: "plan" }),
        message: text(MAX_LENGTH.text).openapi({ description: "The reason in words.", example: "The agent plan includes API access." }),
      })
      .openapi("ApiAccess", { description: "Whether the account has API access, and why." }),
  })
  .openapi("Subscription", { description: "The account's subscription: plan, price, current period, renewal and API access." });
