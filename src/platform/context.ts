// Types shared by every route: the Hono environment and the authenticated caller.
import type { RouteConfig, RouteHandler } from "@hono/zod-openapi";
import type { Plan } from "@/db/schema";
import type { Env } from "@/env";

export interface Caller {
  accountId: number;
  keyId: number;
  keyName: string;
  keyPrefix: string;
  scopes: string[];
  plan: Plan;
  isPartner: boolean;
}

export interface AppEnv {
  Bindings: Env;
  Variables: { caller: Caller; requestId: string };
}

export type AppRouteHandler<R extends RouteConfig> = RouteHandler<R, AppEnv>;
