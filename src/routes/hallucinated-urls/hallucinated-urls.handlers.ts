// Handler of the hallucinated-URL update.
import { getDb } from "@/db/client";
import { updateHallucinatedUrl } from "@/domain/site";
import type { AppRouteHandler } from "@/platform/context";
import { detailBody } from "@/platform/envelope";
import { ApiError } from "@/platform/errors";
import type { UpdateRoute } from "./hallucinated-urls.routes";

export const update: AppRouteHandler<UpdateRoute> = async (c) => {
  const { id, url_id } = c.req.valid("param");
  const outcome = await updateHallucinatedUrl(getDb(c.env), c.get("caller").accountId, id, url_id, c.req.valid("json"));
  if (outcome.kind === "missing_client") throw new ApiError(404, `Client ${id} not found.`);
  if (outcome.kind === "missing_url") throw new ApiError(404, `Hallucinated URL ${url_id} not found for client ${id}.`);
  return c.json(detailBody(outcome.url), 200);
};
