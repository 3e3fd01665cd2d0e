// The contract's success envelope, its pagination object, and the shared query and path parameters.
import { z } from "@hono/zod-openapi";

export const PaginationSchema = z
  .object({
    page: z.number().int().openapi({ description: "Current page number (from 1).", example: 1 }),
    per_page: z.number().int().openapi({ description: "Items per page (1–100).", example: 20 }),
    total: z.number().int().openapi({ description: "Total number of items matching the query.", example: 47 }),
    total_pages: z
      .number()
      .int()
      .openapi({ description: "ceil(total / per_page); 0 when there are no items.", example: 3 }),
  })
  .openapi("Pagination", { description: "Position of a list page within the whole result." });

export type Pagination = z.infer<typeof PaginationSchema>;

/** `{ success: true, data }` around a detail object, registered under `name`. */
export function detailEnvelope<T extends z.ZodType>(name: string, data: T) {
  return z.object({ success: z.literal(true), data }).openapi(name);
}

/** `{ success: true, data: [...], pagination }` around list items, registered under `name`. */
export function listEnvelope<T extends z.ZodType>(name: string, item: T) {
  return z.object({ success: z.literal(true), data: z.array(item), pagination: PaginationSchema }).openapi(name);
}

/** An integer query parameter given as text, with messages that name the field. */
export function intQuery(name: string, opts: { min: number; max: number; default: number; description: string }) {
  const base = z.coerce
    .number({ error: `Query parameter '${name}' must be an integer.` })
    .int({ error: `Query parameter '${name}' must be an integer.` })
    .min(opts.min, { error: `Query parameter '${name}' must be at least ${opts.min}.` })
    .max(opts.max, { error: `Query parameter '${name}' must be at most ${opts.max}.` });
  return base.default(opts.default).openapi({
    param: { name, in: "query" },
    type: "integer",
    minimum: opts.min,
    maximum: opts.max,
    default: opts.default,
    description: opts.description,
  });
}

/** An optional `true`/`false` query parameter. */
export function boolQuery(name: string, description: string) {
  return z
    .enum(["true", "false"], { error: `Query parameter '${name}' must be true or false.` })
    .transform((value) => value === "true")
    .optional()
    .openapi({ param: { name, in: "query" }, type: "boolean", description, example: true });
}

/** An optional ISO 8601 date-time query parameter that Postgres can store (years 1–9999). */
export function dateTimeQuery(name: string, description: string, example: string) {
  return z.iso
    .datetime({ offset: true, error: `Query parameter '${name}' must be an ISO 8601 date-time, e.g. ${example}.` })
    .refine(
      (value) => {
        const year = new Date(value).getUTCFullYear();
        return year >= 1 && year <= 9999;
      },
      { error: `Query parameter '${name}' must be between years 1 and 9999.` },
    )
    .optional()
    .openapi({ param: { name, in: "query" }, description, example });
}

export const MAX_PER_PAGE = 100;

export const PageQuerySchema = z.object({
  page: intQuery("page", { min: 1, max: 1_000_000, default: 1, description: "Page number, from 1. A page past the end returns an empty list." }),
  per_page: intQuery("per_page", { min: 1, max: MAX_PER_PAGE, default: 20, description: "Items per page, 1 to 100." }),
});

export type PageQuery = z.infer<typeof PageQuerySchema>;

export function paginate(query: PageQuery, total: number): Pagination {
  return { page: query.page, per_page: query.per_page, total, total_pages: Math.ceil(total / query.per_page) };
}

export function pageOffset(query: PageQuery): number {
  return (query.page - 1) * query.per_page;
}

/** `{id}` path parameter: a positive 32-bit integer. */
export const IdParamSchema = z.object({
  id: z
    .string()
    .regex(/^[1-9][0-9]{0,9}$/, { error: "Path parameter 'id' must be a positive integer." })
    .transform(Number)
    .refine((n) => n <= 2_147_483_647, { error: "Path parameter 'id' must be at most 2147483647." })
    .openapi({ param: { name: "id", in: "path" }, type: "integer", example: 1, description: "Resource identifier." }),
});
