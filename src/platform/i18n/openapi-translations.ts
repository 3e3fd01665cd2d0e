// The OpenAPI document's translations: read only where the document is built (platform/openapi.ts, loaded on
// the first request for it), never at the Worker's start.
import type { Lang } from ".";
import de from "./openapi.de";
import es from "./openapi.es";
import fr from "./openapi.fr";

/** English text of the OpenAPI document → its translation. English is the source language. */
export const OPENAPI_TRANSLATIONS: Record<Exclude<Lang, "en">, Record<string, string>> = { fr, es, de };
