// How routes are declared: one router factory with the validation hook, and one route helper
// that adds the scope check, the security schemes and the shared error responses.
import { createRoute, OpenAPIHono, type RouteConfig, z } from "@hono/zod-openapi";
import type { ZodError } from "zod";
import { requireScope } from "./auth";
import type { AppEnv } from "./context";
import { ErrorSchema } from "./error-schema";
import { ApiError } from "./errors";
import type { Scope } from "./keys";

const TARGET_LABELS: Record<string, string> = {
  query: "Query parameter",
  param: "Path parameter",
  json: "Body field",
  header: "Header",
  form: "Form field",
  cookie: "Cookie",
};

/** Turns the first Zod issue into a 400 whose message names the field. */
export function validationError(target: string, error: ZodError): ApiError {
  const issue = error.issues[0];
  if (issue?.code === "unrecognized_keys") {
    const path = [...issue.path.map(String), issue.keys[0] ?? ""].join(".");
    return new ApiError(400, `${TARGET_LABELS[target] ?? "Field"} '${path}' is not allowed.`, path);
  }
  const field = issue?.path.map(String).join(".") ?? "";
  const label = TARGET_LABELS[target] ?? "Field";
  const raw = issue?.message ?? "is invalid";
  if (!field) return new ApiError(400, target === "json" ? `Request body is invalid: ${raw}` : raw);
  // A message that already names the field stands alone (header names compare without case: `Idempotency-Key`).
  const named = target === "header" ? raw.toLowerCase().includes(`'${field.toLowerCase()}'`) : raw.includes(`'${field}'`);
  const message = named ? raw : `${label} '${field}' is invalid: ${raw}`;
  return new ApiError(400, message, field);
}

/**
 * A type error that tells a missing field from a wrong one: "Body field 'frequency' is required." rather than
 * "must be a string" when it is absent.
 */
export function requiredOr(field: string, expectation: string) {
  return (issue: { input?: unknown }) => (issue.input === undefined ? `Body field '${field}' is required.` : `Body field '${field}' must be ${expectation}.`);
}

export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) throw validationError(result.target, result.error);
    },
  });
}

const errorResponse = (description: string) => ({
  description,
  content: { "application/json": { schema: ErrorSchema } },
});

/** Every authenticated operation can answer with these. */
export const ERROR_RESPONSES = {
  400: errorResponse("Invalid parameter or body; `error.message` and `error.param` name the field."),
  401: errorResponse("The API key is missing, invalid or revoked."),
  403: errorResponse("The key lacks the required scope, or the account's plan has no API access."),
  404: errorResponse("The resource does not exist or belongs to another account."),
  429: errorResponse("Rate limit exceeded; retry after `X-RateLimit-Reset` (also in `Retry-After`)."),
  500: errorResponse("Unexpected server error; no internals are exposed."),
  503: errorResponse("The database is unreachable or did not answer in time; retry after the seconds in `Retry-After`."),
} as const;

/**
 * The headers responses carry, declared once under `components.headers` (`registerResponseHeaders`) and referenced by
 * every response of every operation, errors included, so typed clients can read `Retry-After` on a 429.
 */
export const RESPONSE_HEADERS = {
  "X-Request-Id": {
    description: "Identifier of this request (the edge's Ray ID, else a UUID); quote it when reporting a problem.",
    schema: { type: "string" as const, pattern: "^[0-9A-Za-z-]{1,64}$", maxLength: 64 },
  },
  "Access-Control-Allow-Origin": {
    description: "`*`: the API can be called from any web page (the key, not cookies, authenticates).",
    schema: { type: "string" as const, enum: ["*"] },
  },
  "X-RateLimit-Limit": {
    description: "Requests allowed per minute: 60 per key; on a 401, or the 429 that follows too many of them, failed authentications allowed per minute from your address (30). Absent if the limiter is unavailable.",
    schema: { type: "integer" as const, format: "int32", minimum: 1, maximum: 1000 },
  },
  "X-RateLimit-Remaining": {
    description: "Requests left in the current window.",
    schema: { type: "integer" as const, format: "int32", minimum: 0, maximum: 1000 },
  },
  "X-RateLimit-Reset": {
    description: "Unix time (seconds) at which the window has room again.",
    schema: { type: "integer" as const, format: "int64", minimum: 0, maximum: 253_402_300_799 },
  },
  "Retry-After": {
    description: "Seconds to wait before retrying.",
    schema: { type: "integer" as const, format: "int32", minimum: 1, maximum: 86_400 },
  },
};

type HeaderName = keyof typeof RESPONSE_HEADERS;

const ref = (...names: HeaderName[]) => Object.fromEntries(names.map((name) => [name, { $ref: `#/components/headers/${name}` }]));
const EVERY_RESPONSE = ref("X-Request-Id", "Access-Control-Allow-Origin", "X-RateLimit-Limit", "X-RateLimit-Remaining", "X-RateLimit-Reset");
/** 429 and 503 also say when to come back. */
const RETRY_RESPONSE = { ...EVERY_RESPONSE, ...ref("Retry-After") };

/** The headers declared on a response of the given status. */
function headersFor(status: string): Record<string, unknown> {
  return status === "429" || status === "503" ? RETRY_RESPONSE : EVERY_RESPONSE;
}

export function registerResponseHeaders(app: OpenAPIHono<AppEnv>): void {
  for (const [name, header] of Object.entries(RESPONSE_HEADERS)) app.openAPIRegistry.registerComponent("headers", name, header);
}

export const SECURITY = [{ ApiKeyHeader: [] }, { BearerAuth: [] }];

type ApiRouteConfig = Omit<RouteConfig, "security" | "middleware"> & { scope: Scope };

/** A documented, authenticated operation requiring `scope`. */
export function apiRoute<const R extends ApiRouteConfig>(config: R) {
  const { scope, responses, description, ...rest } = config;
  const all: Record<string, RouteConfig["responses"][string]> = { ...responses, ...ERROR_RESPONSES };
  const withHeaders = Object.fromEntries(
    Object.entries(all).map(([status, response]) => [
      status,
      { ...response, headers: { ...headersFor(status), ...("headers" in response ? (response.headers as object) : {}) } },
    ]),
  ) as unknown as R["responses"] & typeof ERROR_RESPONSES;
  return createRoute({
    ...rest,
    description: `${description ?? ""}\n\nScope: \`${scope}\`.`.trim(),
    security: SECURITY,
    middleware: [requireScope(scope)] as const,
    responses: withHeaders,
    "x-required-scope": scope,
  } as Omit<R, "scope"> & { responses: R["responses"] & typeof ERROR_RESPONSES });
}

/** A JSON response of `schema`. */
export const json = <T>(schema: T, description: string) => ({ description, content: { "application/json": { schema } } });

/** A required JSON request body of `schema`. */
export const jsonBody = <T>(schema: T) => ({ required: true, content: { "application/json": { schema } } });

/** The errors only operations with a body can answer. */
export const BODY_ERROR_RESPONSES = {
  413: json(ErrorSchema, "The body is larger than 100 KB."),
  415: json(ErrorSchema, "The body is not sent as `application/json`."),
};

export { z };

/** The optional `Idempotency-Key` header of a create, described for that operation. */
export function idempotencyKeyHeader(description: string) {
  return z.object({
    "idempotency-key": z
      .string()
      .max(255, { error: "Header 'Idempotency-Key' must be 1 to 255 visible ASCII characters." })
      .regex(/^[\x21-\x7e]{1,255}$/, { error: "Header 'Idempotency-Key' must be 1 to 255 visible ASCII characters." })
      .optional()
      .openapi({ param: { name: "idempotency-key", in: "header" }, description, example: "3f1c2b9e-launch-12" }),
  });
}

/** The header of every create: the same key within 24 hours answers with what the first request created. */
export const CreateIdempotencySchema = idempotencyKeyHeader(
  "Any unique string (e.g. a UUID). Sending the same key with the same body within 24 hours answers with what the first request created and creates nothing; the same key with another body, or on another operation, is a 409.",
);

/** A create's 200, which says when it replays an earlier request with the same key. */
export function createdResponse<T>(schema: T, description: string) {
  return {
    ...json(schema, description),
    headers: {
      "Idempotent-Replayed": { description: "`true` when the response replays an earlier request with the same Idempotency-Key; absent otherwise.", schema: { type: "string" as const, enum: ["true"] } },
    },
  };
}
