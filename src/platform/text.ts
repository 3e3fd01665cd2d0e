// Text Postgres can store: no NUL bytes, no unpaired UTF-16 surrogates.
const NUL = /\u0000/g;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** For validation: such text from a caller is a 400, not a 500. */
export function isStorableText(value: string): boolean {
  return !/\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(value);
}

/** For text we did not write (model answers, web pages): drop NULs, replace lone surrogates. */
export function storableText(value: string): string {
  return value.replace(NUL, "").replace(LONE_SURROGATE, "\uFFFD");
}

/** `storableText`, keeping at most `max` UTF-16 units. */
export function storableTextWithin(value: string, max: number): string {
  const clean = storableText(value);
  if (clean.length <= max) return clean;
  // Never cut a surrogate pair in two.
  const end = /[\uD800-\uDBFF]/.test(clean[max - 1] ?? "") ? max - 1 : max;
  return clean.slice(0, end);
}

/**
 * Folds text for accent- and case-insensitive search: "Référencement" and "referencement" match.
 * ß folds to "ss" as German readers expect. Stored content and the `q` parameter both go through it.
 */
export function searchable(value: string): string {
  return value.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase().replace(/ß/g, "ss");
}

/** `1 credit`, `3 credits`: an English count with its noun. */
export function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}
