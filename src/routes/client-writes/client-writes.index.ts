import { createRouter } from "@/platform/routing";
import * as handlers from "./client-writes.handlers";
import * as routes from "./client-writes.routes";

export default createRouter()
  .openapi(routes.createClient, handlers.createClient)
  .openapi(routes.updateClient, handlers.updateClient)
  .openapi(routes.archiveClient, handlers.archiveClient)
  .openapi(routes.eraseClient, handlers.eraseClient)
  .openapi(routes.createCompetitor, handlers.createCompetitor)
  .openapi(routes.updateCompetitor, handlers.updateCompetitor)
  .openapi(routes.deleteCompetitor, handlers.deleteCompetitor)
  .openapi(routes.createContact, handlers.createContact)
  .openapi(routes.updateContact, handlers.updateContact)
  .openapi(routes.deleteContact, handlers.deleteContact);
