// Folding: one function for the answer and for the names, so both sides always compare alike.

/** Letters that no Unicode decomposition splits, and punctuation that models write in several ways. */
const CHAR_FOLDS: Record<string, string> = {
  "ß": "ss",
  "æ": "ae",
  "œ": "oe",
  "ø": "o",
  "ł": "l",
  "đ": "d",
  "ı": "i",
  "ς": "σ",
  "’": "'",
  "‘": "'",
  "ʼ": "'",
  "`": "'",
  "´": "'",
  "‐": "-",
  "‑": "-",
  "‒": "-",
  "–": "-",
  "—": "-",
  "―": "-",
  "−": "-",
  "\r": " ",
  "\u2028": "\n",
  "\u2029": "\n",
};

/** Folded forms by code point, filled as characters are met. */
const foldCache = new Map<number, string>();

/** The folding of one code point (see `normalizeText`). */
function foldChar(code: number): string {
  const cached = foldCache.get(code);
  if (cached !== undefined) return cached;
  let out = "";
  // NFKD also undoes ligatures (ﬁ) and full-width forms; lower-casing can reintroduce marks (İ → i̇), hence twice.
  for (const c of String.fromCodePoint(code).normalize("NFKD").toLowerCase().normalize("NFKD")) {
    if (/\p{M}/u.test(c)) continue;
    const mapped = CHAR_FOLDS[c];
    out += mapped ?? (c !== "\n" && /\s/u.test(c) ? " " : c);
  }
  if (foldCache.size < 4096) foldCache.set(code, out);
  return out;
}

export interface Folded {
  text: string;
  /** For every UTF-16 index of the original (and its end): where its folding starts. */
  at: Int32Array;
  /** For every index of the folded text (and its end): the original index it comes from. */
  from: Int32Array;
}

/**
 * The folded code unit of each code unit below U+0250 (ASCII and the Latin letters answers use), 0 where the folding is
 * not one code unit (or the unit is NUL): built on first use. ASCII folds to its lower case (a tab stays a tab), CR to a
 * space, the backtick to an apostrophe.
 */
let simpleFolds: Uint16Array | null = null;
const SIMPLE_LIMIT = 0x250;

function simple(): Uint16Array {
  if (simpleFolds) return simpleFolds;
  const table = new Uint16Array(SIMPLE_LIMIT);
  for (let code = 1; code < SIMPLE_LIMIT; code++) {
    const folded = code < 128 && code !== 13 && code !== 96 ? String.fromCharCode(code).toLowerCase() : foldChar(code);
    if (folded.length === 1) table[code] = folded.charCodeAt(0);
  }
  return (simpleFolds = table);
}

/** Code units to a string in one native call (Node and workerd both decode UTF-16; a lone surrogate reads as U+FFFD). */
const UTF16 = new TextDecoder("utf-16le");

/** Folds `s` keeping both index maps, so spans found on one side can be read on the other. */
export function fold(s: string): Folded {
  const folds = simple();
  const at = new Int32Array(s.length + 1);
  // Folding rarely lengthens the text (ß → ss, ﬃ → ffi): a little room, grown when short.
  let from = new Int32Array(s.length + 64);
  let out = new Uint16Array(s.length + 64);
  let length = 0;
  let i = 0;
  while (i < s.length) {
    const unit = s.charCodeAt(i);
    const f = unit < SIMPLE_LIMIT ? folds[unit]! : 0;
    if (f !== 0) {
      at[i] = length;
      from[length] = i;
      out[length++] = f;
      i++;
      continue;
    }
    const code = s.codePointAt(i)!;
    const wide = code > 0xffff;
    at[i] = length;
    if (wide) at[i + 1] = length;
    const folded = unit === 0 ? "\0" : foldChar(code);
    if (length + folded.length >= from.length) {
      from = grow(from, length + folded.length + 1);
      out = grow(out, from.length);
    }
    for (let k = 0; k < folded.length; k++) {
      from[length] = i;
      out[length++] = folded.charCodeAt(k);
    }
    i += wide ? 2 : 1;
  }
  at[s.length] = length;
  from[length] = s.length;
  return { text: UTF16.decode(out.subarray(0, length)), at, from: from.subarray(0, length + 1) };
}

function grow<T extends Int32Array<ArrayBuffer> | Uint16Array<ArrayBuffer>>(array: T, needed: number): T {
  const grown = new (array.constructor as new (length: number) => T)(Math.max(needed, array.length * 2));
  grown.set(array);
  return grown;
}

/**
 * The folding used for matching: NFKD, lower case, diacritics removed, ß→ss, æ→ae, œ→oe (and ø, ł, đ, ı),
 * typographic apostrophes and dashes unified, whitespace runs collapsed to one space and trimmed.
 */
export function normalizeText(s: string): string {
  return fold(s).text.replace(/\s+/gu, " ").trim();
}
