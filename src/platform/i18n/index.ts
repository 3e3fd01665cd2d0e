// Languages of the documentation and the content endpoints, and how a request picks one.
export const LANGS = ["fr", "en", "es", "de"] as const;
export type Lang = (typeof LANGS)[number];

export function isLang(value: string | undefined): value is Lang {
  return (LANGS as readonly string[]).includes(value ?? "");
}

/** `?lang=` when valid, else the first supported language of `Accept-Language`, else English. */
export function pickLang(query: string | undefined, acceptLanguage: string | undefined): Lang {
  if (isLang(query)) return query;
  const ranked = (acceptLanguage ?? "")
    .split(",")
    .map((part) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = Number(params.find((p) => p.trim().startsWith("q="))?.trim().slice(2) ?? "1");
      return { lang: tag.trim().slice(0, 2).toLowerCase(), q: Number.isFinite(q) ? q : 0 };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q);
  return ranked.find((entry) => isLang(entry.lang))?.lang as Lang | undefined ?? "en";
}
