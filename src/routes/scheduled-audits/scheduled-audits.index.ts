import { createRouter } from "@/platform/routing";
import * as handlers from "./scheduled-audits.handlers";
import * as routes from "./scheduled-audits.routes";

export default createRouter()
  .openapi(routes.list, handlers.list)
  .openapi(routes.get, handlers.get)
  .openapi(routes.create, handlers.create)
  .openapi(routes.update, handlers.update)
  .openapi(routes.remove, handlers.remove);
