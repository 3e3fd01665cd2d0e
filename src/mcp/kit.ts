// What every MCP tool shares: the scope check and error mapping, page arguments bounded for AI callers, the
// annotations, and the "more on the next page" convention.
import { z } from "@hono/zod-openapi";
import type { McpServer } from "@modelcontextprotocol/server";
import type { Database } from "@/db/client";
import type { Env } from "@/env";
import { assertScope } from "@/platform/auth";
import type { Caller } from "@/platform/context";
import { ApiError } from "@/platform/errors";
import type { Scope } from "@/platform/keys";
import { dateBound, MODEL_ID_PATTERN } from "@/platform/envelope";
import { isStorableText } from "@/platform/text";

/** Most items a tool returns at once: an assistant reads them all, so pages are short. */
export const MCP_PAGE_MAX = 25;
/** Longest readable text a tool returns; the structured content carries the rest, and pages or offsets fetch more. */
export const MAX_TEXT_CHARS = 6_000;

/** What a tool is registered with: the caller the API authenticated, and its database. */
export interface ToolContext {
  server: McpServer;
  caller: Caller;
  db: Database;
  env: Env;
}

export const READ_ONLY = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false } as const;
/** Creates something new each call (a key argument makes a retry safe). */
export const CREATES = { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false } as const;
/** Changes something; the same call twice leaves the same state. */
export const UPDATES = { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: false } as const;
/** Removes or stops something. */
export const DESTRUCTIVE = { readOnlyHint: false, destructiveHint: true, idempotentHint: true, openWorldHint: false } as const;

export type ToolResult = { content: { type: "text"; text: string }[]; structuredContent?: Record<string, unknown>; isError?: boolean };

/** The API's answer to a failure no caller input explains; the details stay in the log. */
export const UNEXPECTED = "Unexpected server error; no internals are exposed. Retry, or report the time of the call.";

/** Cuts readable text to `max` characters, saying so. */
export function clip(text: string, max = MAX_TEXT_CHARS): string {
  return text.length <= max ? text : `${text.slice(0, max - 60).trimEnd()}\n… (cut here; the structured content has everything)`;
}

/**
 * Runs a tool for the caller: its scope first, then `run`; the result is parsed through the tool's output schema (the
 * client rejects undocumented fields). An API error comes back as a tool error with the API's message; anything else
 * as the API's 500 message.
 */
export async function answer<T extends z.ZodType>(caller: Caller, scope: Scope, output: T, run: () => Promise<{ data: z.input<T>; text: string }>): Promise<ToolResult> {
  try {
    assertScope(caller.scopes, scope, "tool");
    const { data, text } = await run();
    return { content: [{ type: "text", text: clip(text) }], structuredContent: output.parse(data) as Record<string, unknown> };
  } catch (error) {
    return failure(error);
  }
}

export function failure(error: unknown): ToolResult {
  if (error instanceof ApiError) return { isError: true, content: [{ type: "text", text: error.message }] };
  console.error("mcp tool failed", error);
  return { isError: true, content: [{ type: "text", text: UNEXPECTED }] };
}

export const idArg = (description: string) => z.number().int().min(1).max(2_147_483_647).describe(description);
/** Text searched for: trimmed, never empty, and storable (no NUL, no unpaired surrogate), as the API's filters are. */
export const searchArg = (max: number, description: string) =>
  z.string().trim().min(1).max(max).refine(isStorableText, { error: "must not contain NUL or an unpaired surrogate" }).optional().describe(description);
export const modelIdArg = (description: string) => z.string().regex(MODEL_ID_PATTERN, { error: "must be a model id such as 'gpt-4o'" }).optional().describe(description);

/** The tool's Idempotency-Key, checked as the header is. */
export const idempotencyKeyArg = (description: string) =>
  z
    .string()
    .regex(/^[\x21-\x7e]{1,255}$/, { error: "Argument 'idempotency_key' must be 1 to 255 visible ASCII characters." })
    .optional()
    .describe(description);
export const clientIdArg = idArg("The client's id (find_clients gives it).");
export const pageArgs = {
  page: z.number().int().min(1).max(10_000).default(1).describe("Page number, from 1."),
  per_page: z.number().int().min(1).max(MCP_PAGE_MAX).default(10).describe(`Items per page, 1–${MCP_PAGE_MAX} (default 10).`),
};
const dateTime = z.iso.datetime({ offset: true }).or(z.iso.date());
export const windowArgs = {
  from: dateTime.optional().describe("Only audits completed at or after this time (ISO 8601, or a date: the start of that day, UTC)."),
  to: dateTime.optional().describe("Only audits completed before this time (ISO 8601, or a date: that whole day is included)."),
};

/** The window in UTC instants, as the API reads it: a date alone is the start of that day as `from`, and includes it as `to`. */
export function windowOf(w: { from?: string; to?: string }): { from?: string; to?: string } {
  const instant = (value: string | undefined, bound: "start" | "end") => (value === undefined ? undefined : new Date(dateBound(value, bound)).toISOString());
  return { from: instant(w.from, "start"), to: instant(w.to, "end") };
}

/** The page fields every list tool returns, `next_page` telling whether to call again. */
export const pageFields = {
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int().describe("Items matching, on every page."),
  next_page: z.number().int().nullable().describe("The page to ask for next, or null when this is the last."),
};

export function pageInfo(page: number, per_page: number, total: number) {
  return { page, per_page, total, next_page: page * per_page < total ? page + 1 : null };
}

/** The line that ends a list's text: where the rest is. */
export function more(tool: string, info: { next_page: number | null; total: number }): string {
  return info.next_page === null ? "" : `\nMore: call ${tool} with page ${info.next_page} (${info.total} in all).`;
}

export { plural } from "@/platform/text";
export const signed = (n: number | null, unit = "") => (n === null ? "n/a" : `${n > 0 ? "+" : ""}${n}${unit}`);
