// The console's texts by language, and how a request's language is chosen: `?lang=`, then the signed-in user's
// locale, then `Accept-Language`.
import { isLang, type Lang, pickLang } from "@/platform/i18n";
import { de } from "./de";
import { en, type Strings } from "./en";
import { es } from "./es";
import { fr } from "./fr";

export type { Strings } from "./en";

export const STRINGS: Record<Lang, Strings> = { en, fr, es, de };

export function consoleLang(asked: string | undefined, userLocale: string | undefined, acceptLanguage: string | undefined): Lang {
  if (isLang(asked)) return asked;
  if (isLang(userLocale)) return userLocale;
  return pickLang(undefined, acceptLanguage);
}

/** The names of the languages, each in itself (the language menu). */
export const LANG_NAMES: Record<Lang, string> = { fr: "Français", en: "English", es: "Español", de: "Deutsch" };
