// The Account operations available so far.
import { detailEnvelope } from "@/platform/envelope";
import { apiRoute, json } from "@/platform/routing";
import { CreditsSchema, ProfileSchema } from "./account.schemas";

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

export type CreditsRoute = typeof credits;
export type ProfileRoute = typeof profile;
