import { createRouter } from "@/platform/routing";
import * as handlers from "./questionnaires.handlers";
import * as routes from "./questionnaires.routes";

export default createRouter().openapi(routes.list, handlers.list).openapi(routes.responses, handlers.responses);
