// The one error type of the API and the one error body every failure is rendered as. No Zod here: every request
// may fail, and the schema that documents the body (error-schema.ts) is only needed by the routes and the document.

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

/** The body of every error response (documented by `ErrorSchema` in error-schema.ts). */
export interface ErrorBody {
  success: false;
  error: { code: number; type: string; message: string; param?: string; details?: Record<string, number | string> };
}

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
