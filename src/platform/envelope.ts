// The contract's success envelope, its pagination object, and the shared query and path parameters.
import { z } from "@hono/zod-openapi";
import { int, INT32_MAX, MAX_ITEMS, timestamp } from "./fields";
import { LANGS } from "./i18n";
import { isStorableText } from "./text";

export const PaginationSchema = z
  .object({
    page: int().openapi({ description: "Current page number (from 1).", example: 1 }),
    per_page: int().openapi({ description: "Items per page (1–100).", example: 20 }),
    total: int().openapi({ description: "Total number of items matching the query.", example: 47 }),
    total_pages: int()
      .openapi({ description: "ceil(total / per_page); 0 when there are no items.", example: 3 }),
  })
  .openapi("Pagination", { description: "Position of a list page within the whole result." });

export type Pagination = z.infer<typeof PaginationSchema>;

/** A timestamp field of a response: ISO 8601 in UTC. */
export function dateTimeField(description: string) {
  return timestamp().openapi({ description, example: "2026-11-02T09:30:00.000Z" });
}

/** `{ success: true, data }` around a detail object, registered under `name`. */
export function detailEnvelope<T extends z.ZodType>(name: string, data: T, example?: z.input<T>) {
  return z.object({ success: z.literal(true), data }).openapi(name, example === undefined ? {} : { example: { success: true, data: example } });
}

/** `{ success: true, data: [...], pagination }` around list items, registered under `name`. */
/** The `data` of a deletion: `{ id, deleted: true }`, named `name` in the document. */
export function deletedSchema(name: string, what: string, example: number, description: string) {
  return z
    .object({
      id: int().openapi({ description: `The deleted ${what}.`, example }),
      deleted: z.literal(true).openapi({ description: "Always true.", example: true }),
    })
    .openapi(name, { description });
}

export function listEnvelope<T extends z.ZodType>(name: string, item: T) {
  return z.object({ success: z.literal(true), data: z.array(item).max(MAX_ITEMS.page), pagination: PaginationSchema }).openapi(name);
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
    format: "int32",
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
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = z.iso.datetime({ offset: true });

/** `YYYY-MM-DD` naming a day of the calendar that Postgres can store (no 2026-02-30, no year 0). */
export function isCalendarDate(value: string): boolean {
  const date = DATE_ONLY.exec(value);
  return date !== null && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value && Number(date[1]) >= 1;
}

/**
 * An optional ISO 8601 date-time query parameter. A date alone is the start of that day, UTC (`from`), or, for the
 * end of a range (`to`, exclusive), the start of the next day, so `to=2026-10-31` includes the 31st.
 */
/** A date-time as given; a date alone is the start of that day (UTC), or as an `end` bound the start of the next. */
export function dateBound(value: string, bound: "start" | "end"): string {
  if (!DATE_ONLY.test(value)) return value;
  const day = new Date(`${value}T00:00:00Z`);
  if (bound === "end") day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString();
}

export function dateTimeQuery(name: string, description: string, example: string, bound: "start" | "end" = "start") {
  const message = `Query parameter '${name}' must be an ISO 8601 date-time or date, e.g. ${example} or ${example.slice(0, 10)}.`;
  return z
    .string()
    .max(40, { error: message })
    .check((ctx) => {
      const value = ctx.value;
      const valid = DATE_ONLY.test(value)
        ? isCalendarDate(value)
        : DATE_TIME.safeParse(value).success && new Date(value).getUTCFullYear() >= 1 && new Date(value).getUTCFullYear() <= 9999;
      if (!valid) ctx.issues.push({ code: "custom", message, input: value });
    })
    .transform((value) => dateBound(value, bound))
    .optional()
    .openapi({ param: { name, in: "query" }, description, example, type: "string", maxLength: 40 });
}

/** `from` must come before `to` (exclusive): an empty range is a mistake, not an empty page. `.refine(...orderedRange)`. */
export const orderedRange: [(query: { from?: string; to?: string }) => boolean, { error: string; path: string[] }] = [
  (query) => query.from === undefined || query.to === undefined || new Date(query.from) < new Date(query.to),
  { error: "Query parameter 'from' must be before 'to'.", path: ["from"] },
];

/** Model ids are lower-case slugs such as `gpt-4o`. */
export const MODEL_ID_PATTERN = /^[a-z0-9][a-z0-9.-]{0,63}$/;

/** An optional model-id query parameter. */
export function modelIdQuery(name: string, description: string) {
  return z
    .string()
    .max(64, { error: `Query parameter '${name}' must be a model id such as 'gpt-4o'.` })
    .regex(MODEL_ID_PATTERN, { error: `Query parameter '${name}' must be a model id such as 'gpt-4o'.` })
    .optional()
    .openapi({ param: { name, in: "query" }, description, example: "gpt-4o" });
}

/** An optional positive 32-bit id query parameter, e.g. `client_id`. */
export function idQuery(name: string, description: string) {
  const message = `Query parameter '${name}' must be a positive integer.`;
  return z.coerce
    .number({ error: message })
    .int({ error: message })
    .min(1, { error: message })
    .max(2_147_483_647, { error: `Query parameter '${name}' must be at most 2147483647.` })
    .optional()
    .openapi({ param: { name, in: "query" }, type: "integer", format: "int32", minimum: 1, maximum: INT32_MAX, description, example: 12 });
}

/** Optional ISO 3166-1 alpha-2 `country` filter, upper-cased. */
export function countryQuery(description: string) {
  return z
    .string()
    .max(2, { error: "Query parameter 'country' must be a two-letter country code." })
    .regex(/^[A-Za-z]{2}$/, { error: "Query parameter 'country' must be a two-letter country code." })
    .transform((v) => v.toUpperCase())
    .optional()
    .openapi({ param: { name: "country", in: "query" }, type: "string", pattern: "^[A-Za-z]{2}$", maxLength: 2, description, example: "FR" });
}

/** Optional `sector` filter (compared case-insensitively by the queries). */
export function sectorQuery(description: string) {
  return z
    .string()
    .max(100, { error: "Query parameter 'sector' must be at most 100 characters." })
    .refine(isStorableText, { error: "Query parameter 'sector' contains a character that is not allowed (NUL or an unpaired surrogate)." })
    .optional()
    .openapi({ param: { name: "sector", in: "query" }, description, example: "hospitality" });
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

/** The body of a list response. */
export function listBody<T>(data: T[], query: PageQuery, total: number) {
  return { success: true as const, data, pagination: paginate(query, total) };
}

/** The body of a detail response. */
export function detailBody<T>(data: T) {
  return { success: true as const, data };
}

export function pageOffset(query: PageQuery): number {
  return (query.page - 1) * query.per_page;
}

/** A path parameter holding a positive 32-bit id: `{id}`, or the second id of a nested resource (`{task_id}`). */
export function idParam(name: string, description: string) {
  return z
    .string()
    .regex(/^[1-9][0-9]{0,9}$/, { error: `Path parameter '${name}' must be a positive integer.` })
    .transform(Number)
    .refine((n) => n <= 2_147_483_647, { error: `Path parameter '${name}' must be at most 2147483647.` })
    .openapi({ param: { name, in: "path" }, type: "integer", format: "int32", minimum: 1, maximum: INT32_MAX, example: 1, description });
}

/** `{id}` path parameter: a positive 32-bit integer. */
export const IdParamSchema = z.object({ id: idParam("id", "Resource identifier.") });

/** `/clients/{id}/…/{<second>}`: the client and one of its items. */
export function nestedIdParams<const N extends string>(second: N, description: string) {
  return z.object({ id: idParam("id", "Client identifier."), [second]: idParam(second, description) } as { id: ReturnType<typeof idParam> } & Record<N, ReturnType<typeof idParam>>);
}

/** `lang` of the content endpoints; when absent, `Accept-Language` decides, else English. */
export function langQuery() {
  return z
    .enum(LANGS, { error: `Query parameter 'lang' must be one of ${LANGS.join(", ")}.` })
    .optional()
    .openapi({
      param: { name: "lang", in: "query" },
      description: "Language of the content: `fr`, `en`, `es` or `de`. When absent, the `Accept-Language` header decides, else English. An item not translated into it comes in English; its `lang` says which.",
      example: "fr",
    });
}

/** The query of a content detail: only `lang`. */
export const LangQuerySchema = z.object({ lang: langQuery() });

/** `{slug}` path parameter of articles and glossary terms. */
export const SlugParamSchema = z.object({
  slug: z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: "Path parameter 'slug' must be lower-case letters, digits and single hyphens, e.g. 'what-is-geo'." })
    .max(120, { error: "Path parameter 'slug' must be at most 120 characters." })
    .openapi({ param: { name: "slug", in: "path" }, description: "Identifier of the item, e.g. `llms-txt-explained`.", example: "llms-txt-explained" }),
});

/** Free-text `q` search: every word must appear, ignoring case and accents. */
export function searchQuery(description: string) {
  return z
    .string()
    .trim()
    .min(1, { error: "Query parameter 'q' must not be empty." })
    .max(200, { error: "Query parameter 'q' must be at most 200 characters." })
    .refine(isStorableText, { error: "Query parameter 'q' contains a character that is not allowed (NUL or an unpaired surrogate)." })
    .optional()
    .openapi({ param: { name: "q", in: "query" }, description, example: "llms.txt" });
}
