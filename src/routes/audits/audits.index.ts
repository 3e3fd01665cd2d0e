import { createRouter } from "@/platform/routing";
import * as handlers from "./audits.handlers";
import * as routes from "./audits.routes";

export default createRouter()
  .openapi(routes.list, handlers.list)
  .openapi(routes.launch, handlers.launch)
  .openapi(routes.get, handlers.get)
  .openapi(routes.results, handlers.results)
  .openapi(routes.scores, handlers.scores)
  .openapi(routes.cancel, handlers.cancel);
