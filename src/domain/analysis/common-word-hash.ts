// The everyday words of common-words.ts are stored as hashes: this is the one hash both the generator and the
// analysis use, and the decoder of the stored list.
import { COMMON_WORD_HASHES } from "./common-words";

/** FNV-1a over the UTF-16 code units of a lower-case word, kept to 24 bits. */
export function commonWordHash(word: string): number {
  let hash = 0x811c9dc5 | 0;
  for (let i = 0; i < word.length; i++) hash = Math.imul(hash ^ word.charCodeAt(i), 16777619);
  return (hash >>> 8) & 0xffffff;
}

const DIGITS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-_";

/**
 * The sorted hashes as deltas in base 32, two halves of DIGITS: a digit from the second half means more digits follow.
 * dev/build-common-words.ts writes common-words.ts with it; `hashes` below reads it back.
 */
export function encodeCommonWordHashes(sorted: readonly number[]): string {
  let encoded = "";
  let previous = 0;
  for (const hash of sorted) {
    let delta = hash - previous;
    previous = hash;
    const digits: number[] = [];
    do {
      digits.unshift(delta & 31);
      delta >>>= 5;
    } while (delta > 0);
    encoded += digits.map((d, i) => DIGITS[i < digits.length - 1 ? d + 32 : d]).join("");
  }
  return encoded;
}

let table: Int32Array | null = null;

/** The sorted hashes, decoded on first use (about 25,000 numbers, a millisecond or two). */
function hashes(): Int32Array {
  if (table) return table;
  const values = new Int32Array(COMMON_WORD_HASHES.length);
  let count = 0;
  let value = 0;
  let digits = 0;
  for (let i = 0; i < COMMON_WORD_HASHES.length; i++) {
    const d = DIGITS.indexOf(COMMON_WORD_HASHES[i]!);
    digits = digits * 32 + (d & 31);
    if (d < 32) {
      value += digits;
      values[count++] = value;
      digits = 0;
    }
  }
  table = values.slice(0, count);
  return table;
}

/** Whether a lower-case word (with its accents) is one of the stored everyday words. */
export function isStoredEverydayWord(word: string): boolean {
  const sorted = hashes();
  const target = commonWordHash(word);
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]! < target) lo = mid + 1;
    else hi = mid;
  }
  return lo < sorted.length && sorted[lo] === target;
}
