// The resource groups and the operations each answers, without loading them. A group's module (its Zod schemas, its
// handlers, the domain code they call) is evaluated on the first request it serves: a Worker isolate pays at start
// only for the platform. `test/route-catalog.test.ts` checks this table against the routers themselves.
import type { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "@/platform/context";

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface RouteGroup {
  name: string;
  /** The group's operations: method and Hono path, relative to /api/v1. */
  operations: readonly (readonly [Method, string])[];
  load: () => Promise<OpenAPIHono<AppEnv>>;
}

/** In the order the routers were mounted when they were one app: where two patterns match, the first group wins. */
export const ROUTE_GROUPS: readonly RouteGroup[] = [
  {
    name: "clients",
    operations: [
      ["GET", "/clients"],
      ["GET", "/clients/:id"],
      ["GET", "/clients/:id/contacts"],
      ["GET", "/clients/:id/competitors"],
      ["GET", "/clients/:id/360"],
      ["GET", "/clients/:id/geo-checklist"],
      ["GET", "/clients/:id/hallucinated-urls"],
    ],
    load: async () => (await import("./clients/clients.index")).default,
  },
  {
    name: "client-writes",
    operations: [
      ["POST", "/clients"],
      ["PATCH", "/clients/:id"],
      ["DELETE", "/clients/:id"],
      ["POST", "/clients/:id/erase"],
      ["POST", "/clients/:id/competitors"],
      ["PATCH", "/clients/:id/competitors/:competitor_id"],
      ["DELETE", "/clients/:id/competitors/:competitor_id"],
      ["POST", "/clients/:id/contacts"],
      ["PATCH", "/clients/:id/contacts/:contact_id"],
      ["DELETE", "/clients/:id/contacts/:contact_id"],
    ],
    load: async () => (await import("./client-writes/client-writes.index")).default,
  },
  {
    name: "prompts",
    operations: [
      ["GET", "/clients/:id/prompts"],
      ["POST", "/clients/:id/prompts"],
      ["POST", "/clients/:id/prompts/bulk"],
      ["PATCH", "/clients/:id/prompts/:prompt_id"],
      ["DELETE", "/clients/:id/prompts/:prompt_id"],
      ["GET", "/clients/:id/prompt-suggestions"],
    ],
    load: async () => (await import("./prompts/prompts.index")).default,
  },
  {
    name: "hallucinated-urls",
    operations: [["PATCH", "/clients/:id/hallucinated-urls/:url_id"]],
    load: async () => (await import("./hallucinated-urls/hallucinated-urls.index")).default,
  },
  {
    name: "audits",
    operations: [
      ["GET", "/audits"],
      ["POST", "/audits/launch"],
      ["GET", "/audits/:id"],
      ["GET", "/audits/:id/results"],
      ["GET", "/audits/:id/scores"],
      ["POST", "/audits/:id/cancel"],
    ],
    load: async () => (await import("./audits/audits.index")).default,
  },
  {
    name: "reports",
    operations: [
      ["GET", "/reports"],
      ["GET", "/reports/:id"],
      ["GET", "/reports/:id/download"],
    ],
    load: async () => (await import("./reports/reports.index")).default,
  },
  {
    name: "action-plans",
    operations: [
      ["GET", "/action-plans"],
      ["GET", "/action-plans/:id"],
      ["GET", "/action-plans/:id/progress"],
      ["PATCH", "/action-plans/:id/tasks/:task_id"],
    ],
    load: async () => (await import("./action-plans/action-plans.index")).default,
  },
  {
    name: "questionnaires",
    operations: [
      ["GET", "/questionnaires"],
      ["GET", "/questionnaires/:id/responses"],
    ],
    load: async () => (await import("./questionnaires/questionnaires.index")).default,
  },
  {
    name: "analytics",
    operations: [
      ["GET", "/analytics/portfolio"],
      ["GET", "/analytics/leaderboard"],
      ["GET", "/analytics/scores/distribution"],
    ],
    load: async () => (await import("./analytics/analytics.index")).default,
  },
  {
    name: "models",
    operations: [
      ["GET", "/models"],
      ["GET", "/models/:id"],
    ],
    load: async () => (await import("./models/models.index")).default,
  },
  {
    name: "account",
    operations: [
      ["GET", "/account/profile"],
      ["GET", "/account/credits"],
      ["PATCH", "/account/credits"],
      ["GET", "/account/subscription"],
    ],
    load: async () => (await import("./account/account.index")).default,
  },
  {
    name: "blog",
    operations: [
      ["GET", "/blog"],
      ["GET", "/blog/:slug"],
    ],
    load: async () => (await import("./blog/blog.index")).default,
  },
  {
    name: "glossary",
    operations: [
      ["GET", "/glossary"],
      ["GET", "/glossary/:slug"],
    ],
    load: async () => (await import("./glossary/glossary.index")).default,
  },
  {
    name: "scheduled-audits",
    operations: [
      ["GET", "/scheduled-audits"],
      ["GET", "/scheduled-audits/:id"],
      ["POST", "/scheduled-audits"],
      ["PUT", "/scheduled-audits/:id"],
      ["DELETE", "/scheduled-audits/:id"],
    ],
    load: async () => (await import("./scheduled-audits/scheduled-audits.index")).default,
  },
  {
    name: "source-domains",
    operations: [
      ["GET", "/clients/:id/source-domains"],
      ["GET", "/account/domain-rules"],
      ["POST", "/account/domain-rules"],
      ["DELETE", "/account/domain-rules/:id"],
    ],
    load: async () => (await import("./source-domains/source-domains.index")).default,
  },
  {
    name: "webhooks",
    operations: [
      ["GET", "/webhook-endpoints"],
      ["GET", "/webhook-endpoints/:id"],
      ["POST", "/webhook-endpoints"],
      ["PATCH", "/webhook-endpoints/:id"],
      ["DELETE", "/webhook-endpoints/:id"],
      ["POST", "/webhook-endpoints/:id/rotate-secret"],
      ["GET", "/webhook-endpoints/:id/deliveries"],
      ["POST", "/webhook-endpoints/:id/deliveries/:delivery_id/resend"],
    ],
    load: async () => (await import("./webhooks/webhooks.index")).default,
  },
];
