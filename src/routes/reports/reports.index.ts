import { createRouter } from "@/platform/routing";
import * as handlers from "./reports.handlers";
import * as routes from "./reports.routes";

export default createRouter().openapi(routes.list, handlers.list).openapi(routes.get, handlers.get).openapi(routes.download, handlers.download);
