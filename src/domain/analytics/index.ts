// Portfolio analytics over each client's latest completed audit: the portfolio, the leaderboard and the
// distribution, one SQL statement each.
export { distribution, leaderboard, portfolio } from "./portfolio";
export type { AnalyticsFilters } from "./portfolio";
