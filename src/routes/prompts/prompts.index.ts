import { createRouter } from "@/platform/routing";
import * as handlers from "./prompts.handlers";
import * as routes from "./prompts.routes";

export default createRouter()
  .openapi(routes.list, handlers.list)
  .openapi(routes.create, handlers.create)
  .openapi(routes.bulkCreate, handlers.bulkCreate)
  .openapi(routes.update, handlers.update)
  .openapi(routes.remove, handlers.remove)
  .openapi(routes.suggestions, handlers.suggestions);
