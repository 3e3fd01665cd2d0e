import { createRouter } from "@/platform/routing";
import * as handlers from "./models.handlers";
import * as routes from "./models.routes";

export default createRouter().openapi(routes.list, handlers.list).openapi(routes.get, handlers.get);
