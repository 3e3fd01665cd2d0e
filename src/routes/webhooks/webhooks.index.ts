import { createRouter } from "@/platform/routing";
import * as handlers from "./webhooks.handlers";
import * as routes from "./webhooks.routes";

export default createRouter()
  .openapi(routes.list, handlers.list)
  .openapi(routes.get, handlers.get)
  .openapi(routes.create, handlers.create)
  .openapi(routes.update, handlers.update)
  .openapi(routes.remove, handlers.remove)
  .openapi(routes.rotateSecret, handlers.rotateSecret)
  .openapi(routes.deliveries, handlers.deliveries)
  .openapi(routes.resend, handlers.resend);
