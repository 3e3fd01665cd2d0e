import { createRouter } from "@/platform/routing";
import * as handlers from "./account.handlers";
import * as routes from "./account.routes";

export default createRouter().openapi(routes.profile, handlers.profile).openapi(routes.credits, handlers.credits).openapi(routes.updateCredits, handlers.updateCredits).openapi(routes.subscription, handlers.subscription);
