import { createRouter } from "@/platform/routing";
import * as handlers from "./glossary.handlers";
import * as routes from "./glossary.routes";

export default createRouter().openapi(routes.list, handlers.list).openapi(routes.get, handlers.get);
