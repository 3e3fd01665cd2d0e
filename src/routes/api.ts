// Every resource group in one router, for the OpenAPI document (and the suites that read its schemas). Requests do
// not go through it: the app loads each group on the group's first request (routes/catalog.ts).
import { registerDocumentComponents } from "@/platform/openapi";
import { createRouter } from "@/platform/routing";
import account from "./account/account.index";
import actionPlans from "./action-plans/action-plans.index";
import analytics from "./analytics/analytics.index";
import audits from "./audits/audits.index";
import blog from "./blog/blog.index";
import clients from "./clients/clients.index";
import clientWrites from "./client-writes/client-writes.index";
import glossary from "./glossary/glossary.index";
import hallucinatedUrls from "./hallucinated-urls/hallucinated-urls.index";
import models from "./models/models.index";
import prompts from "./prompts/prompts.index";
import questionnaires from "./questionnaires/questionnaires.index";
import reports from "./reports/reports.index";
import scheduledAudits from "./scheduled-audits/scheduled-audits.index";
import sourceDomains from "./source-domains/source-domains.index";
import webhooks from "./webhooks/webhooks.index";
import { registerWebhookEvents } from "./webhooks/webhooks.events";

/** The resource groups, in the catalog's order; their paths are relative to /api/v1, as in the contract. */
export function createApi() {
  return createRouter()
    .route("/", clients)
    .route("/", clientWrites)
    .route("/", prompts)
    .route("/", hallucinatedUrls)
    .route("/", audits)
    .route("/", reports)
    .route("/", actionPlans)
    .route("/", questionnaires)
    .route("/", analytics)
    .route("/", models)
    .route("/", account)
    .route("/", blog)
    .route("/", glossary)
    .route("/", scheduledAudits)
    .route("/", sourceDomains)
    .route("/", webhooks);
}

/** The router the OpenAPI document is generated from: every group, the document's own components, and the webhook event catalogue (`webhooks`). */
export function createDocumentApi() {
  const api = createApi();
  registerDocumentComponents(api);
  registerWebhookEvents(api);
  return api;
}
