// Schemas of the agency's update of a hallucinated URL.
import { z } from "@hono/zod-openapi";
import { HALLUCINATED_URL_STATUSES } from "@/db/schema";
import { MAX_NOTE_LENGTH } from "@/domain/site";
import { idParam } from "@/platform/envelope";
import { isStorableText } from "@/platform/text";

export const HallucinatedUrlParamsSchema = z.object({
  id: idParam("id", "Client identifier."),
  url_id: idParam("url_id", "Hallucinated URL identifier (see GET /clients/{id}/hallucinated-urls)."),
});

export const UpdateHallucinatedUrlSchema = z
  .object({
    status: z
      .enum(HALLUCINATED_URL_STATUSES, { error: `Body field 'status' must be one of: ${HALLUCINATED_URL_STATUSES.join(", ")}.` })
      .optional()
      .openapi({ description: "`open` (still to handle), `redirected` (a redirect now exists) or `ignored` (the agency will not handle it). Later audits keep it.", example: "redirected" }),
    note: z
      .string({ error: "Body field 'note' must be a string or null." })
      .trim()
      .max(MAX_NOTE_LENGTH, { error: `Body field 'note' must be at most ${MAX_NOTE_LENGTH} characters.` })
      .refine(isStorableText, { error: "Body field 'note' contains a character that is not allowed (NUL or an unpaired surrogate)." })
      .nullable()
      .optional()
      .openapi({ description: `A note for the team, up to ${MAX_NOTE_LENGTH} characters; \`null\` or an empty string clears it.`, example: "301 to /spa set up on 12 November." }),
  })
  .strict()
  .refine((body) => Object.keys(body).length > 0, { error: "The body must change at least one field: status or note." })
  .openapi("UpdateHallucinatedUrlRequest", { description: "The fields to change; the other keeps its value.", minProperties: 1 });
