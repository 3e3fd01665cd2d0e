// The one error type of the API and the one error body every failure is rendered as.
import { z } from "@hono/zod-openapi";
import { int, MAX_LENGTH, text } from "./fields";

export const ERROR_TYPES = {
  400: "invalid_request",
  401: "unauthorized",
  402: "insufficient_credits",
  403: "forbidden",
  404: "not_found",
  405: "method_not_allowed",
  409: "conflict",
  413: "payload_too_large",
  415: "unsupported_media_type",
  429: "rate_limited",
  500: "internal_error",
  503: "service_unavailable",
} as const;

export type ErrorStatus = keyof typeof ERROR_TYPES;

export class ApiError extends Error {
  constructor(
    readonly status: ErrorStatus,
    message: string,
    /** The request field the error is about (400 only), e.g. `per_page`. */
    readonly param?: string,
    readonly headers?: Record<string, string>,
    /** Machine-readable facts about the error, e.g. `{ needed, available }` for 402. */
    readonly details?: Record<string, number | string>,
  ) {
    super(message);
  }
}

export const ErrorSchema = z
  .object({
    success: z.literal(false),
    error: z.object({
      code: int().openapi({ description: "The HTTP status code.", example: 404 }),
      type: z.enum(Object.values(ERROR_TYPES) as [string, ...string[]]).openapi({
        description: "Machine-readable category of the error.",
        example: "not_found",
      }),
      message: text(MAX_LENGTH.text).openapi({
        description: "Human-readable explanation. For 400 it names the field at fault.",
        example: "Client 42 not found.",
      }),
      param: text(MAX_LENGTH.code).optional().openapi({
        description: "For 400: the parameter or body field at fault.",
        example: "per_page",
      }),
      details: z
        .record(text(MAX_LENGTH.code), z.union([z.number(), text(MAX_LENGTH.text)]))
        .optional()
        .openapi({ description: "Facts about the error, e.g. `needed` and `available` credits for 402.", example: { needed: 120, available: 40 } }),
    }),
  })
  .openapi("Error", { description: "The body of every error response." });

export type ErrorBody = z.infer<typeof ErrorSchema>;

export function errorBody(status: ErrorStatus, message: string, param?: string, details?: Record<string, number | string>): ErrorBody {
  return { success: false, error: { code: status, type: ERROR_TYPES[status], message, ...(param ? { param } : {}), ...(details ? { details } : {}) } };
}

export function errorResponse(error: ApiError): Response {
  return Response.json(errorBody(error.status, error.message, error.param, error.details), {
    status: error.status,
    headers: error.headers,
  });
}

export const MISSING_KEY_MESSAGE =
  "The API key is invalid or missing. Send it as `X-Api-Key: <key>` or `Authorization: Bearer <key>`.";
