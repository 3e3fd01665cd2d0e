// The agency's update of a hallucinated URL (the list is GET /clients/{id}/hallucinated-urls).
import { detailEnvelope } from "@/platform/envelope";
import { apiRoute, BODY_ERROR_RESPONSES, json, jsonBody } from "@/platform/routing";
import { HallucinatedUrlSchema } from "../clients/clients.schemas";
import { HallucinatedUrlParamsSchema, UpdateHallucinatedUrlSchema } from "./hallucinated-urls.schemas";

export const update = apiRoute({
  method: "patch",
  path: "/clients/{id}/hallucinated-urls/{url_id}",
  operationId: "updateClientHallucinatedUrl",
  tags: ["Clients"],
  scope: "clients:write",
  summary: "Update a hallucinated URL",
  description:
    "Records what the agency decided about a URL models cited on the client's domain: its `status` and a `note`. Later audits update what they find (`state`, models, occurrences) but keep both. PDF reports list only the `open` URLs. A 404 says whether the client or the URL was not found.",
  request: { params: HallucinatedUrlParamsSchema, body: jsonBody(UpdateHallucinatedUrlSchema) },
  responses: {
    200: json(detailEnvelope("HallucinatedUrlResponse", HallucinatedUrlSchema), "The URL as updated."),
    ...BODY_ERROR_RESPONSES,
  },
});

export type UpdateRoute = typeof update;
