// Picks the language of a content response and says so in its headers.
import type { Context } from "hono";
import { pickLang, type Lang } from "./index";

/** `lang` when given, else `Accept-Language`, else English; sets `Content-Language` and `Vary`. */
export function negotiateLang(c: Context, lang: Lang | undefined): Lang {
  const chosen = pickLang(lang, c.req.header("Accept-Language"));
  c.header("Content-Language", chosen);
  c.header("Vary", "Accept-Language", { append: true });
  return chosen;
}

/** Documents the headers `negotiateLang` sets. */
export const CONTENT_LANGUAGE_HEADERS = {
  "Content-Language": { description: "The language requested (`lang`, else `Accept-Language`, else `en`). Items not translated into it are in English; each item's `lang` says which.", schema: { type: "string" as const, maxLength: 16 } },
  Vary: { description: "`Accept-Language`: the response depends on it when `lang` is absent.", schema: { type: "string" as const, enum: ["Accept-Language"] } },
};
