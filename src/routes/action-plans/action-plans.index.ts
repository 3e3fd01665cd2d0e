import { createRouter } from "@/platform/routing";
import * as handlers from "./action-plans.handlers";
import * as routes from "./action-plans.routes";

export default createRouter()
  .openapi(routes.list, handlers.list)
  .openapi(routes.get, handlers.get)
  .openapi(routes.progress, handlers.progress)
  .openapi(routes.updateTask, handlers.updateTask);
