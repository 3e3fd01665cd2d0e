import { createRouter } from "@/platform/routing";
import * as handlers from "./clients.handlers";
import * as routes from "./clients.routes";

export default createRouter()
  .openapi(routes.list, handlers.list)
  .openapi(routes.get, handlers.get)
  .openapi(routes.contacts, handlers.contacts)
  .openapi(routes.competitors, handlers.competitors)
  .openapi(routes.view360, handlers.view360)
  .openapi(routes.geoChecklist, handlers.geoChecklist)
  .openapi(routes.hallucinatedUrls, handlers.hallucinatedUrls);
