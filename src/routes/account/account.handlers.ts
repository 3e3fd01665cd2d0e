// Handlers of the Account group.
import { getDb } from "@/db/client";
import { getCredits } from "@/domain/credits";
import type { AppRouteHandler } from "@/platform/context";
import { ApiError } from "@/platform/errors";
import type { CreditsRoute } from "./account.routes";

export const credits: AppRouteHandler<CreditsRoute> = async (c) => {
  const data = await getCredits(getDb(c.env), c.get("caller").accountId);
  if (!data) throw new ApiError(404, "Account not found.");
  return c.json({ success: true as const, data }, 200);
};
