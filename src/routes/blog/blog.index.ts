import { createRouter } from "@/platform/routing";
import * as handlers from "./blog.handlers";
import * as routes from "./blog.routes";

export default createRouter().openapi(routes.list, handlers.list).openapi(routes.get, handlers.get);
