import { createRouter } from "@/platform/routing";
import * as handlers from "./analytics.handlers";
import * as routes from "./analytics.routes";

export default createRouter()
  .openapi(routes.portfolio, handlers.portfolio)
  .openapi(routes.leaderboard, handlers.leaderboard)
  .openapi(routes.distribution, handlers.distribution);
