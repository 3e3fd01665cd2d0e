import { createRouter } from "@/platform/routing";
import * as handlers from "./source-domains.handlers";
import * as routes from "./source-domains.routes";

export default createRouter()
  .openapi(routes.sourceDomains, handlers.read)
  .openapi(routes.listRules, handlers.listRules)
  .openapi(routes.createRule, handlers.createRule)
  .openapi(routes.deleteRule, handlers.deleteRule);
