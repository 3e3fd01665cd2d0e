// The operations of the OpenAPI document the Worker under test serves (the parsing is in openapi-document.ts).
import { SELF } from "cloudflare:test";
import { BASE } from "./client";
import { operationsOf, type OpenApiDocument, type Operation } from "./openapi-document";

/** Every operation of the English OpenAPI document, as served. */
export async function listOperations(): Promise<Operation[]> {
  return operationsOf((await (await SELF.fetch(`${BASE}/openapi.json?lang=en`)).json()) as OpenApiDocument);
}
