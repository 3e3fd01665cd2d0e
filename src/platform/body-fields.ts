// Builders for request-body fields: each names its field in every message ("Body field 'name' must be at most 200
// characters."), trims text, refuses text Postgres cannot store, and carries its limits into the OpenAPI document.
// A field inside a list item (`prompts.3.prompt`) is named by the path the validator reports, so its messages start
// at the verb ("must be at most 500 characters"): pass `field` as `null`.
import { z } from "@hono/zod-openapi";
import { isStorableText } from "./text";

const UNSTORABLE = "contains a character that is not allowed (NUL or an unpaired surrogate)";

function say(field: string | null, rest: string): string {
  return field === null ? rest : `Body field '${field}' ${rest}.`;
}

function typeError(field: string | null, expectation: string) {
  return (issue: { input?: unknown }) => say(field, issue.input === undefined ? "is required" : `must be ${expectation}`);
}

/** A trimmed string of `min`–`max` characters. */
export function bodyText(field: string | null, max: number, min = 1) {
  return z
    .string({ error: typeError(field, "a string") })
    .trim()
    .min(min, { error: say(field, min === 1 ? "must not be empty" : `must be at least ${min} characters`) })
    .max(max, { error: say(field, `must be at most ${max} characters`) })
    .refine(isStorableText, { error: say(field, UNSTORABLE) });
}

/** A list of short trimmed strings, at most `maxItems`, each 1–`maxLength` characters, without repeats (case aside). */
export function bodyWords(field: string | null, maxItems: number, maxLength: number) {
  return z
    .array(bodyText(null, maxLength), { error: typeError(field, "an array of strings") })
    .max(maxItems, { error: say(field, `may list at most ${maxItems} items`) })
    .refine((items) => new Set(items.map((i) => i.toLowerCase())).size === items.length, { error: say(field, "must not repeat an item") });
}

/** A boolean. */
export function bodyBoolean(field: string | null) {
  return z.boolean({ error: typeError(field, "true or false") });
}

/** A strict object whose every field is optional must still change something: the message names them. */
export function changesSomething(shape: z.ZodRawShape) {
  const fields = Object.keys(shape);
  const list = fields.length > 1 ? `${fields.slice(0, -1).join(", ")} or ${fields.at(-1)}` : fields[0];
  return [(body: object) => Object.keys(body).length > 0, { error: `The body must change at least one field: ${list}.` }] as const;
}
