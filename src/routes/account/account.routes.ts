// The Account operations available so far.
import { detailEnvelope } from "@/platform/envelope";
import { apiRoute, json } from "@/platform/routing";
import { CreditsSchema } from "./account.schemas";

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
