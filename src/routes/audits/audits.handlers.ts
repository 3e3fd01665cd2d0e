// Handlers of the Audits group.
import { getDb } from "@/db/client";
import * as audits from "@/domain/audits";
import { idempotencyOf } from "@/platform/idempotency";
import { modelAvailability } from "@/domain/providers";
import { enqueueLaunched } from "@/jobs/enqueue";
import { enqueueDeliveries } from "@/jobs/webhook-queue";
import type { AppRouteHandler } from "@/platform/context";
import { detailBody, listBody } from "@/platform/envelope";
import { ApiError } from "@/platform/errors";
import type { CancelRoute, GetRoute, LaunchRoute, ListRoute, ResultsRoute, ScoresRoute } from "./audits.routes";

function auditNotFound(id: number): never {
  throw new ApiError(404, `Audit ${id} not found.`);
}

export const list: AppRouteHandler<ListRoute> = async (c) => {
  const { page, per_page, ...filters } = c.req.valid("query");
  const { items, total } = await audits.listAudits(getDb(c.env), c.get("caller").accountId, filters, { page, per_page });
  return c.json(listBody(items, { page, per_page }, total), 200);
};

export const get: AppRouteHandler<GetRoute> = async (c) => {
  const { id } = c.req.valid("param");
  const audit = await audits.getAudit(getDb(c.env), c.get("caller").accountId, id);
  if (!audit) auditNotFound(id);
  return c.json(detailBody(audit), 200);
};

export const results: AppRouteHandler<ResultsRoute> = async (c) => {
  const { id } = c.req.valid("param");
  const { page, per_page, ...filters } = c.req.valid("query");
  const result = await audits.listResults(getDb(c.env), c.get("caller").accountId, id, filters, { page, per_page });
  if (!result) auditNotFound(id);
  return c.json(listBody(result.items, { page, per_page }, result.total), 200);
};

export const scores: AppRouteHandler<ScoresRoute> = async (c) => {
  const { id } = c.req.valid("param");
  const outcome = await audits.getScores(getDb(c.env), c.get("caller").accountId, id);
  if (outcome.kind === "missing") auditNotFound(id);
  if (outcome.kind === "not_ready") {
    throw new ApiError(409, outcome.status === "cancelled" ? `Audit ${id} was cancelled before any query was answered; it has no scores.` : `Audit ${id} is ${outcome.status}; its scores are available once it is completed.`);
  }
  return c.json(detailBody(outcome.scores), 200);
};

export const launch: AppRouteHandler<LaunchRoute> = async (c) => {
  const body = c.req.valid("json");
  const key = c.req.valid("header")["idempotency-key"];
  const outcome = await audits.launchAudit(getDb(c.env), body, {
    accountId: c.get("caller").accountId,
    trigger: "api",
    isModelAvailable: modelAvailability(c.env),
    idempotency: await idempotencyOf(key, body),
  });
  await enqueueLaunched(c.env, outcome);
  if (outcome.kind === "replayed") c.header("Idempotent-Replayed", "true");
  return c.json(detailBody(audits.toAudit(outcome.audit)), 200);
};

export const cancel: AppRouteHandler<CancelRoute> = async (c) => {
  const { id } = c.req.valid("param");
  const outcome = await audits.cancelAudit(getDb(c.env), c.get("caller").accountId, id);
  if (outcome.kind === "missing") auditNotFound(id);
  if (outcome.kind === "not_cancellable") throw new ApiError(409, audits.cancelRefusal(id, outcome.status));
  await enqueueDeliveries(c.env, outcome.deliveryIds);
  return c.json(detailBody(audits.toAudit(outcome.audit)), 200);
};
