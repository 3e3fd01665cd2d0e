// The API's own description as the server serves it, and the schemas its 200 bodies must match.
import { isDeepStrictEqual } from "node:util";
import type { z } from "@hono/zod-openapi";
import { createApi } from "@/app";
// Types only (erased at run time): the helper module itself imports `cloudflare:test`, which Node cannot load.
import type { Operation, Parameter } from "../helpers/openapi";
import type { Suite } from "./http";

export type { Operation };

/** Every operation of the English OpenAPI document served at /api/v1/openapi.json. */
export async function fetchOperations(suite: Suite): Promise<Operation[]> {
  const reply = await suite.request("/openapi.json?lang=en");
  const doc = reply.json as { paths?: Record<string, Record<string, { parameters?: Parameter[]; requestBody?: unknown }>> } | undefined;
  if (reply.status !== 200 || !doc?.paths) throw new Error(`GET /openapi.json answered ${reply.status}; cannot derive the requests`);
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ method: method.toUpperCase(), path, parameters: op.parameters ?? [], hasBody: op.requestBody !== undefined })),
  );
}

/**
 * The Zod schema each operation documents for its 200 JSON body (the served document is generated
 * from them). A copy of `documentedSchemas` in test/helpers/openapi.ts, which Node cannot import.
 */
export function documentedSchemas(): Map<string, z.ZodType> {
  const schemas = new Map<string, z.ZodType>();
  for (const definition of createApi().openAPIRegistry.definitions) {
    if (definition.type !== "route") continue;
    const { method, path, responses } = definition.route;
    const schema = (responses[200] as { content?: Record<string, { schema?: unknown }> } | undefined)?.content?.["application/json"]?.schema;
    if (schema && typeof (schema as z.ZodType).safeParse === "function") schemas.set(`${method.toUpperCase()} ${path.replace(/:(\w+)/g, "{$1}")}`, schema as z.ZodType);
  }
  return schemas;
}

/** How `body` departs from `schema`, strictly (an undocumented field counts), or undefined when it matches. */
export function schemaMismatch(schema: z.ZodType, body: unknown): string | undefined {
  const parsed = schema.safeParse(body);
  if (!parsed.success) return parsed.error.issues.slice(0, 3).map((i) => `${i.path.join(".") || "(root)"}: ${i.message}`).join("; ");
  // Parsing drops undocumented fields: a result equal to the body means it has none.
  if (!isDeepStrictEqual(parsed.data, body)) return "the body has fields its schema does not document";
  return undefined;
}

/** First path segment: `/clients/{id}/360` → `clients`. */
export function segment(path: string): string {
  return path.split("/")[1] ?? "";
}

export function hasPathParam(op: Operation): boolean {
  return /\{(id|slug)\}/.test(op.path);
}
