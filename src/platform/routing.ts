// How routes are declared: one router factory with the validation hook, and one route helper
// that adds the scope check, the security schemes and the shared error responses.
import { createRoute, OpenAPIHono, type RouteConfig, z } from "@hono/zod-openapi";
import type { ZodError } from "zod";
import { requireScope } from "./auth";
import type { AppEnv } from "./context";
import { ApiError, ErrorSchema } from "./errors";
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
  const message = raw.includes(`'${field}'`) ? raw : `${label} '${field}' is invalid: ${raw}`;
  return new ApiError(400, message, field);
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

const RATE_LIMIT_HEADERS = {
  "X-RateLimit-Limit": { description: "Requests allowed per minute for this key (60).", schema: { type: "integer" as const } },
  "X-RateLimit-Remaining": { description: "Requests left in the current window.", schema: { type: "integer" as const } },
  "X-RateLimit-Reset": { description: "Unix time (seconds) at which the window has room again.", schema: { type: "integer" as const } },
};

export const SECURITY = [{ ApiKeyHeader: [] }, { BearerAuth: [] }];

type ApiRouteConfig = Omit<RouteConfig, "security" | "middleware"> & { scope: Scope };

/** A documented, authenticated operation requiring `scope`. */
export function apiRoute<const R extends ApiRouteConfig>(config: R) {
  const { scope, responses, description, ...rest } = config;
  const withHeaders = Object.fromEntries(
    Object.entries(responses).map(([status, response]) => [status, { ...response, headers: { ...RATE_LIMIT_HEADERS, ...("headers" in response ? response.headers : {}) } }]),
  ) as R["responses"];
  return createRoute({
    ...rest,
    description: `${description ?? ""}\n\nScope: \`${scope}\`.`.trim(),
    security: SECURITY,
    middleware: [requireScope(scope)] as const,
    responses: { ...withHeaders, ...ERROR_RESPONSES },
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
