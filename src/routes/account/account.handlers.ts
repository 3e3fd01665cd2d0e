// Handlers of the Account group.
import { getDb } from "@/db/client";
import { getCredits, getProfile, getSubscription, setLowCreditsThreshold } from "@/domain/account";
import type { AppRouteHandler } from "@/platform/context";
import { detailBody } from "@/platform/envelope";
import { ApiError } from "@/platform/errors";
import type { CreditsRoute, ProfileRoute, SubscriptionRoute, UpdateCreditsRoute } from "./account.routes";

function accountNotFound(): never {
  throw new ApiError(404, "Account not found.");
}

export const profile: AppRouteHandler<ProfileRoute> = async (c) => {
  const data = await getProfile(getDb(c.env), c.get("caller"));
  if (!data) accountNotFound();
  return c.json(detailBody(data), 200);
};

export const credits: AppRouteHandler<CreditsRoute> = async (c) => {
  const data = await getCredits(getDb(c.env), c.get("caller").accountId);
  if (!data) accountNotFound();
  return c.json(detailBody(data), 200);
};

export const updateCredits: AppRouteHandler<UpdateCreditsRoute> = async (c) => {
  const data = await setLowCreditsThreshold(getDb(c.env), c.get("caller").accountId, c.req.valid("json").low_credits_threshold);
  if (!data) accountNotFound();
  return c.json(detailBody(data), 200);
};

export const subscription: AppRouteHandler<SubscriptionRoute> = async (c) => {
  const data = await getSubscription(getDb(c.env), c.get("caller").accountId);
  if (!data) accountNotFound();
  return c.json(detailBody(data), 200);
};
