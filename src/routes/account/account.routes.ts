// The Account operations: the three reads of the contract, and the low-credit alert's threshold.
import { detailEnvelope } from "@/platform/envelope";
import { apiRoute, BODY_ERROR_RESPONSES, json, jsonBody } from "@/platform/routing";
import { CreditsSchema, ProfileSchema, SubscriptionSchema, UpdateCreditsSchema } from "./account.schemas";

export const profile = apiRoute({
  method: "get",
  path: "/account/profile",
  operationId: "getAccountProfile",
  tags: ["Account"],
  scope: "account:read",
  summary: "Get the account profile",
  description: "Returns the account (name, e-mail, company, plan, partner status, language) and the name, prefix and scopes of the key making the call.",
  responses: { 200: json(detailEnvelope("ProfileResponse", ProfileSchema), "The profile.") },
});

export const credits = apiRoute({
  method: "get",
  path: "/account/credits",
  operationId: "getAccountCredits",
  tags: ["Account"],
  scope: "account:read",
  summary: "Get the credit balance",
  description: "Returns the balance, the sign-up bonus, what was spent this period, the plan's monthly allowance and the latest ledger entries. Launching an audit costs prompts × the sum of the chosen models' credits per prompt.",
  responses: { 200: json(detailEnvelope("CreditsResponse", CreditsSchema), "The credits.") },
});

export const updateCredits = apiRoute({
  method: "patch",
  path: "/account/credits",
  operationId: "updateAccountCredits",
  tags: ["Account"],
  scope: "account:write",
  summary: "Set the low-credit alert",
  description:
    "Sets `low_credits_threshold`: a launch that takes the balance from this or more to below it sends the `credits.low` webhook event (see the Webhooks tag). null turns the alert off. Returns the credits as `GET /account/credits` does.",
  request: { body: jsonBody(UpdateCreditsSchema) },
  responses: {
    200: json(detailEnvelope("CreditsUpdateResponse", CreditsSchema), "The credits, with the new threshold."),
    ...BODY_ERROR_RESPONSES,
  },
});

export const subscription = apiRoute({
  method: "get",
  path: "/account/subscription",
  operationId: "getAccountSubscription",
  tags: ["Account"],
  scope: "account:read",
  summary: "Get the subscription",
  description: "Returns the plan, its status and price, the current period, whether it renews, the credits it includes, and whether and why the account has API access.",
  responses: { 200: json(detailEnvelope("SubscriptionResponse", SubscriptionSchema), "The subscription.") },
});

export type CreditsRoute = typeof credits;
export type UpdateCreditsRoute = typeof updateCredits;
export type SubscriptionRoute = typeof subscription;
export type ProfileRoute = typeof profile;
