// The three Analytics operations.
import { detailEnvelope, listEnvelope } from "@/platform/envelope";
import { apiRoute, json } from "@/platform/routing";
import { AnalyticsFilterSchema, DistributionQuerySchema, DistributionSchema, LeaderboardEntrySchema, LeaderboardQuerySchema, PortfolioSchema } from "./analytics.schemas";

const tags = ["Analytics"];

export const portfolio = apiRoute({
  method: "get",
  path: "/analytics/portfolio",
  operationId: "getPortfolio",
  tags,
  scope: "analytics:read",
  summary: "Get the portfolio overview",
  description: "Returns client and audit counts, the mean and median of each client's latest score, its change over 30 days, and clients by score band and by sector.",
  request: { query: AnalyticsFilterSchema },
  responses: { 200: json(detailEnvelope("PortfolioResponse", PortfolioSchema), "The overview.") },
});

export const leaderboard = apiRoute({
  method: "get",
  path: "/analytics/leaderboard",
  operationId: "getLeaderboard",
  tags,
  scope: "analytics:read",
  summary: "Get the visibility ranking",
  description: "Ranks the clients by the score of their latest completed audit, best first; equal scores share a rank. Clients without a completed audit are not ranked.",
  request: { query: LeaderboardQuerySchema },
  responses: { 200: json(listEnvelope("Leaderboard", LeaderboardEntrySchema), "A page of the ranking.") },
});

export const distribution = apiRoute({
  method: "get",
  path: "/analytics/scores/distribution",
  operationId: "getScoreDistribution",
  tags,
  scope: "analytics:read",
  summary: "Get the score distribution",
  description: "Returns how the clients' latest scores spread over ten buckets, with mean, median, quartiles and standard deviation; optionally for one model, or per model.",
  request: { query: DistributionQuerySchema },
  responses: { 200: json(detailEnvelope("ScoreDistributionResponse", DistributionSchema), "The distribution.") },
});

export type PortfolioRoute = typeof portfolio;
export type LeaderboardRoute = typeof leaderboard;
export type DistributionRoute = typeof distribution;
