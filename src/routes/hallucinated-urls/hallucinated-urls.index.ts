import { createRouter } from "@/platform/routing";
import * as handlers from "./hallucinated-urls.handlers";
import * as routes from "./hallucinated-urls.routes";

export default createRouter().openapi(routes.update, handlers.update);
