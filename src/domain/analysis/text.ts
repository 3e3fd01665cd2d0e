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

const foldCache = new Map<string, string>();

function foldChar(ch: string): string {
  const cached = foldCache.get(ch);
  if (cached !== undefined) return cached;
  let out = "";
  // NFKD also undoes ligatures (ﬁ) and full-width forms; lower-casing can reintroduce marks (İ → i̇), hence twice.
  for (const c of ch.normalize("NFKD").toLowerCase().normalize("NFKD")) {
    if (/\p{M}/u.test(c)) continue;
    const mapped = CHAR_FOLDS[c];
    out += mapped ?? (c !== "\n" && /\s/u.test(c) ? " " : c);
  }
  if (foldCache.size < 4096) foldCache.set(ch, out);
  return out;
}

export interface Folded {
  text: string;
  /** For every UTF-16 index of the original (and its end): where its folding starts. */
  at: Int32Array;
  /** For every index of the folded text (and its end): the original index it comes from. */
  from: Int32Array;
}

/** Folds `s` keeping both index maps, so spans found on one side can be read on the other. */
export function fold(s: string): Folded {
  const parts: string[] = [];
  const at = new Int32Array(s.length + 1);
  // Folding rarely lengthens the text (ß → ss, ﬃ → ffi): a little room, grown when short.
  let from = new Int32Array(s.length + 64);
  let length = 0;
  let i = 0;
  while (i < s.length) {
    // A run of plain ASCII (no CR, no backtick) folds to its lower case, one to one.
    ASCII_RUN.lastIndex = i;
    const run = ASCII_RUN.exec(s);
    if (run) {
      const n = run[0].length;
      parts.push(run[0].toLowerCase());
      if (length + n >= from.length) from = grow(from, length + n + 1);
      for (let k = 0; k < n; k++) {
        at[i + k] = length + k;
        from[length + k] = i + k;
      }
      length += n;
      i += n;
      continue;
    }
    const code = s.codePointAt(i)!;
    const ch = String.fromCodePoint(code);
    at[i] = length;
    if (ch.length === 2) at[i + 1] = length;
    const folded = foldChar(ch);
    parts.push(folded);
    if (length + folded.length >= from.length) from = grow(from, length + folded.length + 1);
    for (let k = 0; k < folded.length; k++) from[length + k] = i;
    length += folded.length;
    i += ch.length;
  }
  at[s.length] = length;
  from[length] = s.length;
  return { text: parts.join(""), at, from: from.subarray(0, length + 1) };
}

const ASCII_RUN = /[\x00-\x0c\x0e-\x5f\x61-\x7f]+/y;

function grow(array: Int32Array<ArrayBuffer>, needed: number): Int32Array<ArrayBuffer> {
  const grown = new Int32Array(Math.max(needed, array.length * 2));
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
