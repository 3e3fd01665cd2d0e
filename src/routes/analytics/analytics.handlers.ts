// Handlers of the Analytics group.
import { getDb } from "@/db/client";
import * as analytics from "@/domain/analytics";
import type { AppRouteHandler } from "@/platform/context";
import { detailBody, listBody } from "@/platform/envelope";
import type { DistributionRoute, LeaderboardRoute, PortfolioRoute } from "./analytics.routes";

export const portfolio: AppRouteHandler<PortfolioRoute> = async (c) => {
  const data = await analytics.portfolio(getDb(c.env), c.get("caller").accountId, c.req.valid("query"));
  return c.json(detailBody(data), 200);
};

export const leaderboard: AppRouteHandler<LeaderboardRoute> = async (c) => {
  const { page, per_page, ...filters } = c.req.valid("query");
  const { items, total } = await analytics.leaderboard(getDb(c.env), c.get("caller").accountId, filters, { page, per_page });
  return c.json(listBody(items, { page, per_page }, total), 200);
};

export const distribution: AppRouteHandler<DistributionRoute> = async (c) => {
  const { by_model, ...filters } = c.req.valid("query");
  const data = await analytics.distribution(getDb(c.env), c.get("caller").accountId, filters, by_model === true);
  return c.json(detailBody(data), 200);
};
