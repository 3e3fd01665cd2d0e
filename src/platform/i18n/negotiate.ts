// Picks the language of a content response and says so in its headers.
import type { Context } from "hono";
import { pickLang, type Lang } from "./index";

/** `lang` when given, else `Accept-Language`, else English; sets `Vary`, since the answer depends on the header. */
export function negotiateLang(c: Context, lang: Lang | undefined): Lang {
  c.header("Vary", "Accept-Language", { append: true });
  return pickLang(lang, c.req.header("Accept-Language"));
}

/**
 * `Content-Language`: the languages the response is actually written in (an item not translated into the language
 * asked for comes in English), or the language asked for when there is no item.
 */
export function setContentLanguage(c: Context, served: Lang[], asked: Lang): void {
  const langs = [...new Set(served)].sort();
  c.header("Content-Language", langs.length > 0 ? langs.join(", ") : asked);
}

/** Documents the headers `negotiateLang` sets. */
export const CONTENT_LANGUAGE_HEADERS = {
  "Content-Language": { description: "The languages the response is written in: the one requested (`lang`, else `Accept-Language`, else `en`), and `en` too when some item is not translated into it (each item's `lang` says which). A list without items names the language requested.", schema: { type: "string" as const, maxLength: 16 } },
  Vary: { description: "`Accept-Language`: the response depends on it when `lang` is absent.", schema: { type: "string" as const, enum: ["Accept-Language"] } },
};
