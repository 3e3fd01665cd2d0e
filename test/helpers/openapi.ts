// The API's own description, for suites that derive their requests from it.
import { SELF } from "cloudflare:test";
import type { z } from "@hono/zod-openapi";
import { createApi } from "@/app";
import { BASE } from "./client";

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
}

/** Every operation of the English OpenAPI document, as served. */
export async function listOperations(): Promise<Operation[]> {
  const doc = (await (await SELF.fetch(`${BASE}/openapi.json?lang=en`)).json()) as {
    paths: Record<string, Record<string, { parameters?: Parameter[]; requestBody?: unknown }>>;
  };
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ method: method.toUpperCase(), path, parameters: op.parameters ?? [], hasBody: op.requestBody !== undefined })),
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
