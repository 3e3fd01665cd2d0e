// The OpenAPI document read as operations, and the schemas behind it; no `cloudflare:test`, so the black-box runner (Node) loads it too.
import { isDeepStrictEqual } from "node:util";
import type { z } from "@hono/zod-openapi";
import { createApi } from "@/routes/api";

export interface Parameter {
  name: string;
  in: "query" | "path" | "header";
  required?: boolean;
  schema?: { type?: string; enum?: string[]; minimum?: number; maximum?: number };
}

export interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  hasBody: boolean;
  /** The scope a key needs (`x-required-scope`); undefined for public operations. */
  scope?: string;
}

/** The part of the served document the suites read. */
export interface OpenApiDocument {
  paths: Record<string, Record<string, { parameters?: Parameter[]; requestBody?: unknown; "x-required-scope"?: string }>>;
}

/** Every operation of the document. */
export function operationsOf(doc: OpenApiDocument): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ method: method.toUpperCase(), path, parameters: op.parameters ?? [], hasBody: op.requestBody !== undefined, scope: op["x-required-scope"] })),
  );
}

/** The Zod schema each operation documents for its 200 JSON body (the OpenAPI document is generated from them). */
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

/** The collection a path belongs to: `/clients/{id}/360` → `clients`, `/account/domain-rules/{id}` → `account/domain-rules`; a path without an id is its own (`/account/profile` → `account/profile`). */
export function segment(path: string): string {
  const cut = path.search(/\/\{(id|slug)\}/);
  return (cut === -1 ? path : path.slice(0, cut)).slice(1);
}

/**
 * The key of what a nested path parameter names: `{competitor_id}` in `/clients/{id}/competitors/{competitor_id}` is an
 * item of `clients/competitors`; undefined for a path with one parameter.
 */
export function nestedKey(path: string): string | undefined {
  const match = /^\/([^{}]+)\/\{id\}\/([^{}]+)\/\{\w+_id\}/.exec(path);
  return match ? `${match[1]}/${match[2]}` : undefined;
}

/** The path with `{id}` (or `{slug}`) and a nested `{x_id}` filled in by `value(key)`, `key` being what each names. */
export function fillPath(path: string, value: (key: string) => string): string {
  const nested = nestedKey(path);
  return path.replace(/\{(id|slug)\}/, () => value(segment(path))).replace(/\{\w+_id\}/, () => value(nested!));
}

/** Whether the operation names one resource (`/clients/{id}`, `/blog/{slug}`). */
export function hasPathParam(op: Operation): boolean {
  return /\{(id|slug)\}/.test(op.path);
}
