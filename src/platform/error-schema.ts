// The documented shape of every error body (errors.ts renders it).
import { z } from "@hono/zod-openapi";
import { ERROR_TYPES, type ErrorBody } from "./errors";
import { int, MAX_LENGTH, text } from "./fields";

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
  .openapi("Error", { description: "The body of every error response." }) satisfies z.ZodType<ErrorBody>;

