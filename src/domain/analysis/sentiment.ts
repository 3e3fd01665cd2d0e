// Sentiment about each brand: the words of the sentences, list items and table rows that name it, each word given to
// the name it is said of, negations and comparisons read, in en, fr, es and de.
import {
  CAPITALISED_NOUNS_DE, CLAUSE_BREAKS, CLAUSE_NEGATIONS, COMPARATIVES, COMPLAINT_STEMS, COMPOUND_HEADS_DE, NOT_JUDGEMENTS, DIMINISHERS, EXCESS, FEES, HANDLING, INTENSIFIERS, NEGATING_PAIRS, NEUTRAL_MARKERS, OUTWEIGH, SOLVE, PREPOSITION_NEGATORS, SPEED_ADJECTIVES, RATHER_THAN, SPEED, COMPARED_AFTER_COMPARATIVE, COMPARED_WITH, CONCESSIVE, HIGH, LOW, PHRASES, PRICE_WORDS, CONCESSIVE_PAIRS, CONCORD_NEGATORS, CONTRAST, CONTRAST_PAIRS, HESITATION,
  FAINT_PRAISE, LESS, NONE_OTHER, NONE_OTHER_COMPARISONS, ONLY, PRIMARY_NEGATORS, SENTIMENT_LEXICONS, SOFTENER_ARTICLES,
} from "./lexicon";
import { WIDE_LEXICONS } from "./lexicon-wide";
import { atSentenceStart, isEverydayWord, type Mention } from "./mentions";
import { sentences, type Block } from "./structure";
import { normalizeText } from "./text";
import type { Span } from "./urls";

interface Polarities {
  exact: Map<string, 1 | -1>;
  /** Stem → polarity, looked up from the longest prefix of a word down. */
  stems: Map<string, 1 | 0 | -1>;
  stemLengths: { min: number; max: number };
  /** Word → its roles (`Role` bits): one lookup per word of the answer instead of one per word list. */
  roles: Map<string, number>;
  /** The entries (exact words, stems) that only English lists hold, and those of the other languages' lists. */
  english: { exact: Set<string>; stems: Set<string> };
  foreign: { exact: Map<string, 1 | -1>; stems: Map<string, 1 | 0 | -1> };
  /** First word of a phrase → second word → the phrases the two can open (as word lists, in the lists' order) and their
   * polarity; "" holds those that any second word can open (one-word phrases). */
  phrases: Map<string, Map<string, { words: string[]; polarity: 1 | 0 | -1 }[]>>;
  /** "even if": first word → second word → what the pair does. */
  pairs: Map<string, Map<string, Mode>>;
  /** First word of a clause negation → its word lists, longest first. */
  clauseNegations: Map<string, string[][]>;
  /** First word of a neutral marker ("no es raro que") → its word lists, longest first. */
  neutralMarkers: Map<string, string[][]>;
  /** First word of a faint-praise marker ("and nothing more") → its word lists, longest first. */
  faintPraise: Map<string, string[][]>;
  /** First word of "nothing else", "aucun autre" → its word lists. */
  noneOther: Map<string, string[][]>;
  /** Polarity and roles of each word seen, memoised: answers repeat their words. */
  memo: WordTable;
}

/** What a word does besides its polarity, as bits. */
const Role = {
  primary: 1 << 0,
  concord: 1 << 1,
  less: 1 << 2,
  only: 1 << 3,
  softener: 1 << 4,
  breaks: 1 << 5,
  contrast: 1 << 6,
  concessive: 1 << 7,
  compared: 1 << 8,
  comparedAfter: 1 << 9,
  comparative: 1 << 10,
  price: 1 << 11,
  high: 1 << 12,
  low: 1 << 13,
  /** Starts a fixed phrase: `readPhrases` looks it up. */
  phraseStart: 1 << 14,
  /** First word of a concessive or contrast pair ("even" of "even if"). */
  pairFirst: 1 << 15,
  /** First word of a clause negation ("no es que", "it's not that"). */
  clauseNegationStart: 1 << 21,
  hesitation: 1 << 16,
  punctuation: 1 << 17,
  comma: 1 << 18,
  andOr: 1 << 19,
  tier: 1 << 20,
  conditional: 1 << 22,
  complaint: 1 << 23,
  excess: 1 << 24,
  speed: 1 << 25,
  diminisher: 1 << 26,
  /** A fee, a denying, negating, outweighing or solving word: `readModifiers` looks closer. */
  modifier: 1 << 27,
  intensifier: 1 << 28,
  speedAdjective: 1 << 29,
  prepositionNegator: 1 << 30,
  /** Starts a rarer reading (a rhetorical question, an appearance, "and little else", advice): those look closer at it only. */
  cue: 1 << 31,
} as const;

interface WordInfo {
  word: string;
  polarity: 0 | 1 | -1;
  roles: number;
  /**
   * For a word judged by an entry only English lists hold, what the other languages' entries say of it
   * (`readForeignLetters`); undefined for any other word.
   */
  foreign: 0 | 1 | -1 | undefined;
}

/**
 * The words seen in this isolate, found by a hash of their characters computed while scanning: a word already seen
 * costs no new string and no string hashing. Open addressing; full at 20,000 words, after which new words are simply
 * not remembered.
 */
class WordTable {
  private readonly slots: (WordInfo | undefined)[] = new Array<WordInfo | undefined>(1 << 15).fill(undefined);
  private size = 0;

  /** The record of text[start, end), whose hash is `hash`, or the free slot where it belongs (as −1 − slot). */
  find(text: string, start: number, end: number, hash: number): WordInfo | number {
    const mask = this.slots.length - 1;
    for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
      const info = this.slots[slot];
      if (info === undefined) return -1 - slot;
      if (info.word.length === end - start && text.startsWith(info.word, start)) return info;
    }
  }

  add(slot: number, info: WordInfo): void {
    if (this.size >= 20_000) return;
    this.slots[slot] = info;
    this.size++;
  }
}

/** FNV-1a step over one UTF-16 code unit. */
function hashStep(hash: number, code: number): number {
  return Math.imul(hash ^ code, 16777619);
}

const FNV_OFFSET = 0x811c9dc5 | 0;

let polarities: Polarities | null = null;

/** A phrase's words as the answer's words are cut: "file d'attente" is "file", "d", "attente"; "top-rated" is one. */
function phraseWords(phrase: string): string[] {
  return normalizeText(phrase).split(/[^\p{L}\p{N}-]+/u).filter(Boolean);
}

/** Multiword markers by their first folded word, each as its word list, longest first. */
function byFirstWord(markers: readonly string[]): Map<string, string[][]> {
  const map = new Map<string, string[][]>();
  for (const marker of markers) {
    const words = phraseWords(marker);
    map.set(words[0]!, [...(map.get(words[0]!) ?? []), words].sort((a, b) => b.length - a.length));
  }
  return map;
}

/**
 * The wider vocabulary (lexicon-wide.ts) under the hand-read one. A word is added only where lexicon.ts says nothing of
 * it (no entry, no stem covering it, no role: a negator, a break, a comparison keep what they do).
 */
function addWideWords(exact: Map<string, 1 | -1>, stems: Map<string, 1 | 0 | -1>, roles: ReadonlyMap<string, number>, languages: Languages): void {
  const covered = (word: string) => {
    if (exact.has(word) || roles.has(word)) return true;
    for (let length = word.length; length >= 2; length--) if (stems.has(word.slice(0, length))) return true;
    return false;
  };
  // Coverage is judged against lexicon.ts alone, so the order of the wide lists decides nothing.
  const fresh: [string, 1 | -1, boolean, string][] = [];
  for (const [language, lexicon] of Object.entries(WIDE_LEXICONS)) {
    for (const [words, polarity] of [[lexicon.positive, 1], [lexicon.negative, -1]] as const) {
      for (const entry of words) {
        const word = normalizeText(entry.replace(/\*$/, ""));
        if (!covered(word)) fresh.push([word, polarity, entry.endsWith("*"), language]);
      }
    }
  }
  for (const [word, polarity, stem, language] of fresh) {
    (stem ? stems : exact).set(word, polarity);
    languages.note(stem, word, language, polarity);
  }
}

/**
 * Which languages' lists hold each entry, exact words and stems apart: the entries only English lists hold, and the
 * others' (a French "compétitive" is read by "compétiti*" where English "competitive" is set aside).
 */
class Languages {
  private readonly exact = new Map<string, Set<string>>();
  private readonly stems = new Map<string, Set<string>>();
  readonly foreign = { exact: new Map<string, 1 | -1>(), stems: new Map<string, 1 | 0 | -1>() };

  note(stem: boolean, word: string, language: string, polarity: 1 | -1): void {
    const map = stem ? this.stems : this.exact;
    map.set(word, (map.get(word) ?? new Set()).add(language));
    if (language !== "en") (stem ? this.foreign.stems : this.foreign.exact).set(word, polarity);
  }

  /** The entries only English lists hold. */
  english(): { exact: Set<string>; stems: Set<string> } {
    const only = (map: Map<string, Set<string>>) => new Set([...map].filter(([, l]) => l.size === 1 && l.has("en")).map(([w]) => w));
    return { exact: only(this.exact), stems: only(this.stems) };
  }
}

/** The wider vocabulary's idioms, after lexicon.ts's: where both match at a word, lexicon.ts's phrase is read. */
function addWidePhrases(phrases: Map<string, { words: string[]; polarity: 1 | 0 | -1 }[]>): void {
  for (const lexicon of Object.values(WIDE_LEXICONS)) {
    for (const [phrase, polarity] of Object.entries(lexicon.phrases)) {
      const words = phraseWords(phrase);
      const same = phrases.get(words[0]!) ?? [];
      if (words.length < 2 || same.some((p) => p.words.join(" ") === words.join(" "))) continue;
      phrases.set(words[0]!, [...same, { words, polarity }]);
    }
  }
}

/** Each first word's phrases by their second word, in their order; a one-word phrase goes under every second word. */
function byPair(phrases: Map<string, { words: string[]; polarity: 1 | 0 | -1 }[]>): Map<string, Map<string, { words: string[]; polarity: 1 | 0 | -1 }[]>> {
  const out = new Map<string, Map<string, { words: string[]; polarity: 1 | 0 | -1 }[]>>();
  for (const [first, list] of phrases) {
    const bySecond = new Map<string, { words: string[]; polarity: 1 | 0 | -1 }[]>();
    const seconds = new Set(list.flatMap((ph) => (ph.words.length > 1 ? [ph.words[1]!] : [])));
    for (const second of [...seconds, ""]) bySecond.set(second, list.filter((ph) => ph.words.length === 1 || ph.words[1] === second));
    out.set(first, bySecond);
  }
  return out;
}

/** Built on first use: most requests never read an answer. */
function lexicon(): Polarities {
  if (polarities) return polarities;
  const exact = new Map<string, 1 | -1>();
  const stems = new Map<string, 1 | 0 | -1>();
  const languages = new Languages();
  for (const [language, lexicon] of Object.entries(SENTIMENT_LEXICONS)) {
    for (const [words, polarity] of [[lexicon.positive, 1], [lexicon.negative, -1]] as const) {
      for (const word of words) {
        const folded = normalizeText(word.replace(/\*$/, ""));
        if (word.endsWith("*")) stems.set(folded, polarity);
        else exact.set(folded, polarity);
        languages.note(word.endsWith("*"), folded, language, polarity);
      }
    }
  }
  for (const stem of NOT_JUDGEMENTS) stems.set(stem, 0);
  const phrases = new Map<string, { words: string[]; polarity: 1 | 0 | -1 }[]>();
  for (const [phrase, polarity] of Object.entries(PHRASES)) {
    const words = phraseWords(phrase);
    phrases.set(words[0]!, [...(phrases.get(words[0]!) ?? []), { words, polarity }]);
  }
  addWidePhrases(phrases);
  const clauseNegations = byFirstWord(CLAUSE_NEGATIONS);
  const neutralMarkers = byFirstWord(NEUTRAL_MARKERS);
  const faintPraise = byFirstWord(FAINT_PRAISE);
  const noneOther = byFirstWord(NONE_OTHER);
  const roles = new Map<string, number>();
  const give = (words: Iterable<string>, role: number) => {
    for (const word of words) {
      const folded = normalizeText(word);
      roles.set(folded, (roles.get(folded) ?? 0) | role);
    }
  };
  give(PRIMARY_NEGATORS, Role.primary);
  give(CONCORD_NEGATORS, Role.concord);
  give(LESS, Role.less);
  give(ONLY, Role.only);
  give(SOFTENER_ARTICLES, Role.softener);
  give(CLAUSE_BREAKS, Role.breaks);
  give(CONTRAST, Role.contrast);
  give(CONCESSIVE, Role.concessive);
  give(COMPARED_WITH, Role.compared);
  give(COMPARED_AFTER_COMPARATIVE, Role.comparedAfter);
  give(COMPARATIVES, Role.comparative);
  give(PRICE_WORDS, Role.price);
  give(HIGH, Role.high);
  give(LOW, Role.low);
  give(phrases.keys(), Role.phraseStart);
  give([...CONCESSIVE_PAIRS, ...CONTRAST_PAIRS].map(([a]) => a!), Role.pairFirst);
  give(AND_OR, Role.andOr);
  // A neutral marker ("no es raro que") opens like a clause negation: readClauseNegations tells them apart.
  give([...clauseNegations.keys(), ...neutralMarkers.keys()], Role.clauseNegationStart);
  give(TIERS, Role.tier);
  give(CONDITIONALS, Role.conditional);
  give(EXCESS, Role.excess);
  give(SPEED, Role.speed);
  give(SPEED_ADJECTIVES, Role.speedAdjective);
  give(PREPOSITION_NEGATORS, Role.prepositionNegator);
  give(INTENSIFIERS, Role.intensifier);
  give(DIMINISHERS, Role.diminisher);
  give([...REALLY, "all", ...WHAT_GOOD.keys(), ...FIRST_GLANCE.keys(), ...LITTLE_ELSE.keys()], Role.cue);
  give([...faintPraise.keys(), ...noneOther.keys()], Role.cue);
  give([...FEES, ...RATHER_THAN.map(([a]) => a!), "statt", "anstatt", ...NEGATING_PAIRS.map(([a]) => a!), ...OUTWEIGH, ...SOLVE, ...WAIT, ...DIFFICULT, ...PAY], Role.modifier);
  // The wider vocabulary after the roles: a word with one keeps what it does.
  addWideWords(exact, stems, roles, languages);
  polarities = {
    exact,
    stems,
    stemLengths: { min: Math.min(...[...stems.keys()].map((k) => k.length)), max: Math.max(...[...stems.keys()].map((k) => k.length)) },
    roles,
    english: languages.english(),
    foreign: languages.foreign,
    phrases: byPair(phrases),
    memo: new WordTable(),
    clauseNegations,
    neutralMarkers,
    faintPraise,
    noneOther,
    pairs: (() => {
      const pairs = new Map<string, Map<string, Mode>>();
      for (const [list, mode] of [[CONCESSIVE_PAIRS, "concessive"], [CONTRAST_PAIRS, "contrast"]] as const) {
        for (const [a, b] of list) pairs.set(a!, (pairs.get(a!) ?? new Map()).set(b!, mode));
      }
      return pairs;
    })(),
  };
  return polarities;
}

/** The longest of `stems` the word starts with: its polarity and length, or length 0. */
function longestStem(word: string, stems: ReadonlyMap<string, 1 | 0 | -1>, lengths: Polarities["stemLengths"]): { polarity: 0 | 1 | -1; length: number } {
  for (let length = Math.min(word.length, lengths.max); length >= lengths.min; length--) {
    const stem = stems.get(word.slice(0, length));
    if (stem !== undefined) return { polarity: stem, length };
  }
  return { polarity: 0, length: 0 };
}

function readWord(word: string, p: Polarities): WordInfo {
  let polarity: 0 | 1 | -1 = p.exact.get(word) ?? 0;
  // How much of the word the stem that judged it covers: 0 for a whole word (or none).
  let stemLength = 0;
  if (polarity === 0) ({ polarity, length: stemLength } = longestStem(word, p.stems, p.stemLengths));
  let english = stemLength > 0 ? p.english.stems.has(word.slice(0, stemLength)) : polarity !== 0 && p.english.exact.has(word);
  // "problemfrei", "fehlerlos", "erfolglos", "bug-free": what a word is free of, or without, it is the opposite of.
  if (stemLength > 0 && PRIVATIVE.test(word.slice(stemLength))) polarity = -polarity as 0 | 1 | -1;
  // "Datenschutzbedenken", "Preisvorteil": a German compound read by its head, over a stem only its first part begins
  // with ("Sicherheitsprobleme" is no "sicher*").
  else if ((polarity === 0 || stemLength > 0) && word.length >= 8) {
    for (let head = Math.max(4, stemLength); head <= word.length - 4; head++) {
      const judged = COMPOUND_HEADS_DE[word.slice(head)];
      if (judged !== undefined) {
        polarity = judged;
        english = false;
        break;
      }
    }
  }
  let roles = p.roles.get(word) ?? 0;
  if (HESITATION.some((stem) => word.startsWith(stem))) roles |= Role.hesitation;
  if (COMPLAINT_STEMS.some((stem) => word.startsWith(stem))) roles |= Role.complaint;
  if (ADVISING.some((stem) => word.startsWith(stem)) && !NOT_ADVISING.some((stem) => word.startsWith(stem))) roles |= Role.cue;
  return { word, polarity, roles, foreign: english ? foreignPolarity(word, p) : undefined };
}

/** What the entries of the languages other than English say of a word: an exact one, else the longest stem. */
function foreignPolarity(word: string, p: Polarities): 0 | 1 | -1 {
  return p.foreign.exact.get(word) ?? longestStem(word, p.foreign.stems, p.stemLengths).polarity;
}

/**
 * What follows a stem to say "free of" or "without" it: "-frei", "-los" (and their endings, "fehlerfreie",
 * "Erfolglosigkeit"), English "-free"; a German linking "s" before ("störungsfrei").
 */
const PRIVATIVE = /^s?-?(?:frei|free|los)(?:e|en|er|es|em|heit|igkeit)?$/;

/** Per-sentence scratch arrays, reused from one sentence to the next (read before the next sentence starts). */
let scratch = { polar: new Int8Array(256), primaryBefore: new Uint8Array(256), weight: new Float32Array(256) };

function buffers(length: number) {
  if (scratch.polar.length < length) {
    const size = Math.max(length, scratch.polar.length * 2);
    scratch = { polar: new Int8Array(size), primaryBefore: new Uint8Array(size), weight: new Float32Array(size) };
  }
  return scratch;
}

const FEW = new Set(["peu", "poco", "pocos", "pocas", "wenig", "few"]);

/** What a clause break does to the weight of the judgements after it. */
type Mode = "plain" | "contrast" | "concessive";

/** A word of the answer, read once; sentences share these objects instead of copying them. */
interface WordToken {
  kind: "word";
  start: number;
  word: string;
  polarity: 0 | 1 | -1;
  roles: number;
  /** The last word of a clause negation: the judgements after it in its clause are flipped once more. */
  negatesClause: boolean;
  /** Read as part of a fixed phrase ("difficile de lui reprocher"): judges nothing of its own. */
  inPhrase: boolean;
  /** In a clause that judges by appearances ("auf den ersten Blick kaum zu schlagen"): weighs half. */
  hedged: boolean;
  /** As `WordInfo.foreign`. */
  foreign: 0 | 1 | -1 | undefined;
}

/** Clause breaks carry no data of their own: one object each. */
const BREAKS = {
  punctuation: { kind: "break", mode: "plain", punctuation: true },
  comma: { kind: "break", mode: "plain", punctuation: true },
  plain: { kind: "break", mode: "plain", punctuation: false },
  contrast: { kind: "break", mode: "contrast", punctuation: false },
  concessive: { kind: "break", mode: "concessive", punctuation: false },
} as const satisfies Record<string, Token>;

type Token =
  | WordToken
  | { kind: "break"; mode: Mode; punctuation: boolean }
  | { kind: "name"; brand: number; compared: boolean };

/**
 * Weight of each token's judgement: ×2 after a contrast until the sentence ends, ×½ in a concession until a comma or in
 * a clause judging by appearances.
 */
function weights(tokens: Token[]): Float32Array {
  const out = buffers(tokens.length).weight;
  let base = 1;
  let conceding = false;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (t.kind === "break") {
      if (t.mode === "contrast") {
        base = 2;
        conceding = false;
      } else if (t.mode === "concessive") conceding = true;
      else if (t.punctuation) conceding = false;
    }
    out[i] = conceding || (t.kind === "word" && t.hedged) ? 0.5 : base;
    const before = tokens[i - 1];
    if (before?.kind === "word" && before.roles & Role.intensifier) out[i]! *= 1.5;
  }
  return out;
}

/**
 * "Más fácil de encontrar y algo más barata, pero se queda corta de sabor": what a sentence concedes before its "but"
 * weighs one judgement at most against what follows, for a name judged on both sides the opposite way. Without a
 * contrast every judgement keeps its weight.
 */
function concede(judged: { brand: number; effective: number; weight: number; conceded: boolean }[]): void {
  const brands = new Set(judged.map((j) => j.brand));
  for (const brand of brands) {
    let before = 0;
    let after = 0;
    for (const j of judged) if (j.brand === brand) j.conceded ? (before += j.effective * j.weight) : (after += j.effective * j.weight);
    if (before === 0 || after === 0 || Math.sign(before) === Math.sign(after) || Math.abs(before) <= CONCEDED_AT_MOST) continue;
    const scale = CONCEDED_AT_MOST / Math.abs(before);
    for (const j of judged) if (j.brand === brand && j.conceded) j.weight *= scale;
  }
}
const CONCEDED_AT_MOST = 1;

const NEGATION_WINDOW = 6;
/** How far before its second half ("pas", "jamais", "nada") a negation's first half ("ne", "no") may stand. */
const CONCORD_REACH = 3;
// Folding turns dashes into "-"; a "-" between words (not inside one, "top-rated") is a dash.
/** , ; : ( ) [ ] - end a clause. */
function isPunctuation(code: number): boolean {
  return code === 44 || code === 59 || code === 58 || code === 40 || code === 41 || code === 91 || code === 93 || code === 45;
}
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

function isWordChar(code: number): boolean {
  return (code >= 97 && code <= 122) || (code >= 48 && code <= 57) || (code > 127 && LETTER_OR_DIGIT.test(String.fromCharCode(code)));
}

/**
 * The words of folded text (letters and digits, joined by inner hyphens: "top-rated") and the punctuation that ends a
 * clause, with their polarity. A hand-written scan: folded text is lower-case and almost all ASCII.
 */
function tokenize(text: string, p: Polarities, skipped: readonly Span[]): WordToken[] {
  const out: WordToken[] = [];
  let i = 0;
  let skip = 0;
  while (i < text.length) {
    // URLs and bare domains are no words of the answer: jumped over whole.
    if (skip < skipped.length && i >= skipped[skip]!.start) {
      if (i < skipped[skip]!.end) i = skipped[skip]!.end;
      skip++;
      continue;
    }
    const code = text.charCodeAt(i);
    if (isWordChar(code)) {
      let end = i + 1;
      let hash = hashStep(FNV_OFFSET, code);
      for (;;) {
        for (let c = text.charCodeAt(end); end < text.length && isWordChar(c); c = text.charCodeAt(++end)) hash = hashStep(hash, c);
        if (text.charCodeAt(end) === 45 && end + 1 < text.length && isWordChar(text.charCodeAt(end + 1))) {
          hash = hashStep(hashStep(hash, 45), text.charCodeAt(end + 1));
          end += 2;
        } else break;
      }
      let info = p.memo.find(text, i, end, hash);
      if (typeof info === "number") {
        const slot = -1 - info;
        info = readWord(text.slice(i, end), p);
        p.memo.add(slot, info);
      }
      out.push({ kind: "word", start: i, word: info.word, polarity: info.polarity, roles: info.roles, negatesClause: false, inPhrase: false, hedged: false, foreign: info.foreign });
      i = end;
    } else {
      if (isPunctuation(code)) out.push({ kind: "word", start: i, word: text[i]!, polarity: 0, roles: code === 44 ? Role.punctuation | Role.comma : Role.punctuation, negatesClause: false, inPhrase: false, hedged: false, foreign: undefined });
      i++;
    }
  }
  return out;
}

function isNegator(tokens: Token[], i: number, primarySeen: boolean): boolean {
  const t = tokens[i];
  if (t?.kind !== "word" || (t.roles & (Role.primary | Role.concord)) === 0) return false;
  const next = tokens[i + 1];
  // "not only", "nicht nur", "pas que"; but "nada que reprochar" is "nothing to reproach".
  if (next?.kind === "word" && next.roles & Role.only && !((next.word === "que" || next.word === "qu") && t.word !== "pas" && t.word !== "ne" && t.word !== "n")) return false;
  const before = tokens[i - 1];
  // "un peu cher", "unos pocos fallos", "a few complaints": some, not none.
  if (FEW.has(t.word) && before?.kind === "word" && before.roles & Role.softener) return false;
  // "no recuerdo ni una sola reseña negativa", "no es ni barato ni rápido", "n'est ni cher ni lent": the first "ni" after
  // another negation in its clause is one negation with it; alone ("ni una queja") or after a "ni" it negates.
  if (primarySeen && t.word === "ni" && niAfterNegation(tokens, i)) return false;
  if (t.roles & Role.primary) return true;
  return !primarySeen;
}

/** Whether the nearest negation before the "ni" at `i`, in its clause, is another word than "ni". */
function niAfterNegation(tokens: Token[], i: number): boolean {
  for (let j = i - 1; j >= 0; j--) {
    const t = tokens[j]!;
    if (t.kind === "break") return false;
    if (t.kind !== "word" || (t.roles & Role.primary) === 0) continue;
    return t.word !== "ni";
  }
  return false;
}

/**
 * +1 or −1 after the negations, "less" and "hesitate" among the four words before it in its clause, and a German
 * "nicht" closing the clause. A negation reaches the first sentiment word after it only: in "kein schlechter Anbieter
 * und zuverlässig" only "schlechter" is negated.
 */
function effectivePolarity(tokens: Token[], polar: Int8Array, primaryBefore: Uint8Array, i: number, polarity: 1 | -1): number {
  let flips = 0;
  // "n'ont rien à redire", "no hay nada que objetar": a judged phrase that opens with its own negation has "ne"/"no" as
  // that negation's partner, not as another.
  const self = tokens[i]!;
  const negatesItself = self.kind === "word" && (self.roles & Role.concord) !== 0;
  const selfNegated = self.kind === "word" && (self.roles & Role.primary) !== 0;
  // "n'est pas le choix le plus fiable": a second half ("pas") within reach holds its "ne" within reach too.
  let reach = NEGATION_WINDOW;
  for (let j = i - 1; j >= 0 && j >= i - reach; j--) {
    const t = tokens[j]!;
    if (t.kind === "break" || polar[j] !== 0) break;
    if (t.kind !== "word") continue;
    if (t.roles & Role.concord && primaryBefore[j] === 1) reach = Math.max(reach, i - j + CONCORD_REACH);
    if (negatesItself && (t.word === "ne" || t.word === "n" || t.word === "no")) continue;
    // "je ne l'envisagerais qu'en dernier recours": "ne … que" restricts, it does not deny.
    if ((t.word === "ne" || t.word === "n") && restrictedBetween(tokens, j, i)) continue;
    // "hält nicht besonders warm und leiert schnell aus": a negation does not reach past "and" into the next predicate.
    if (t.roles & Role.andOr && !frenchY(tokens, j)) break;
    // "ninguna reseña que no destaque lo fácil", "nadie que no lo recomiende": a relative clause denied, of a head denied, affirms.
    if (t.roles & Role.primary && deniedRelative(tokens, j)) break;
    if (isNegator(tokens, j, primaryBefore[j] === 1)) {
      // "sin azúcares añadidos más fáciles": a negating preposition reaches its noun phrase only ("without feeling too
      // firm": an excess word between does not count).
      // "sin cupones no compensa": nor a judgement that opens with its own negation.
      if (!(t.roles & Role.prepositionNegator) || (!selfNegated && j >= i - 2 - (tokens[i - 1]?.kind === "word" && (tokens[i - 1] as WordToken).roles & Role.excess ? 1 : 0))) flips++;
    }
    else if (t.roles & Role.hesitation) flips++;
    // "no está ni mucho menos tan bien valorado": "ni mucho menos" is "not by far", no "less".
    else if (t.roles & Role.less && j >= i - 2 && !(t.word === "menos" && wordAt(tokens, j - 1) === "mucho" && wordAt(tokens, j - 2) === "ni")) flips++;
  }
  // "Ich empfehle Acme nicht." — German puts the negation at the end of the clause.
  let end = i + 1;
  while (end < tokens.length && tokens[end]!.kind !== "break") end++;
  const last = tokens[end - 1];
  const beforeLast = tokens[end - 2];
  const closing = last?.kind === "word" && (CLOSING_NEGATORS.has(last.word) || ((last.word === "jemand" || last.word === "geworden") && beforeLast?.kind === "word" && CLOSING_NEGATORS.has(beforeLast.word)));
  if (end - 1 > i && end - 1 - i <= 5 && closing && !judgedBetween(polar, i, end - 1)) flips++;
  if (polarity < 0 && faultOfNone(tokens, i)) flips++;
  return flips % 2 === 0 ? polarity : -polarity;
}

const wordAt = (tokens: Token[], j: number) => { const t = tokens[j]; return t?.kind === "word" ? t.word : undefined; };

/** A "que"/"qu'" between a French "ne" and the judgement: "ne … que" is "only". */
function restrictedBetween(tokens: Token[], from: number, to: number): boolean {
  for (let k = from + 1; k < to; k++) {
    const t = tokens[k]!;
    if (t.kind === "word" && (t.word === "que" || t.word === "qu")) return true;
  }
  return false;
}

/** How many words apart a size word and a price word still go together ("sus precios son de los más altos"). */
const PRICE_REACH = 5;

/**
 * A fault in a relative clause whose head is denied: "noch keinen Burger bekommen, an dem etwas auszusetzen war",
 * "never had a parcel that arrived damaged", "aucun colis qui soit arrivé abîmé". Only faults: "keinen Anbieter, der so
 * günstig ist wie Acme" praises Acme.
 */
function faultOfNone(tokens: Token[], i: number): boolean {
  let b = i - 1;
  while (b >= 0 && tokens[b]!.kind !== "break") b--;
  if (b < 1 || tokens[b] !== BREAKS.comma) return false;
  const first = tokens[b + 1];
  const second = tokens[b + 2];
  const relative = (t: Token | undefined) => t?.kind === "word" && RELATIVE_PRONOUNS.has(t.word);
  if (!(relative(first) || (first?.kind === "word" && first.word.length <= 4 && relative(second) && b + 2 < i))) return false;
  for (let k = b - 1; k >= 0 && tokens[k]!.kind !== "break"; k--) {
    const t = tokens[k]!;
    if (t.kind === "word" && NONE.has(t.word)) return true;
  }
  return false;
}

/**
 * Whether the negation at `j` opens a relative clause whose head is denied: "ninguna reseña que no destaque…", "nadie
 * que no lo recomiende", "aucun client qui ne soit satisfait", "never met anyone who doesn't like it", "keinen Kunden,
 * der nicht zufrieden ist". Two denials, one affirmation.
 */
function deniedRelative(tokens: Token[], j: number): boolean {
  // "que no", "qui ne", "who doesn't", "that does not", "der mit Acme nicht": three words at most between.
  let r = j - 1;
  while (r >= 0 && r >= j - 4 && tokens[r]!.kind !== "break" && !RELATIVE_OPENERS.has(wordAt(tokens, r) ?? "")) r--;
  if (r < 0 || !RELATIVE_OPENERS.has(wordAt(tokens, r) ?? "")) return false;
  let k = r - 1;
  if (tokens[k] === BREAKS.comma) k--;
  for (; k >= 0 && tokens[k]!.kind !== "break"; k--) {
    const word = wordAt(tokens, k);
    if (word !== undefined && (NONE.has(word) || NO_ONE.has(word))) return true;
  }
  return false;
}
const RELATIVE_OPENERS = new Set(["que", "qui", "that", "who", "which", "der", "die", "das", "dem", "den"]);
const NO_ONE = new Set(["nadie", "nobody", "none", "personne", "niemand", "keiner"]);

// Not "que" (", así que", "así que"), nor "no" below (Spanish denies the verb, not the noun).
const RELATIVE_PRONOUNS = new Set(["that", "which", "who", "qui", "dont", "lequel", "laquelle", "der", "die", "das", "dem", "den", "denen", "welchem", "welchen"]);
/** What denies a head noun: "keinen Burger", "no parcel", "aucun colis", "ningún pedido", and "never had a …". */
const NONE = new Set(["kein", "keine", "keinen", "keinem", "keiner", "keines", "nie", "niemals", "never", "aucun", "aucune", "jamais", "ningun", "ninguna", "ninguno", "nunca"]);

/** French "y" ("il n'y a aucune mauvaise surprise", "j'y vais") is no Spanish "and". */
function frenchY(tokens: Token[], j: number): boolean {
  const t = tokens[j];
  const before = tokens[j - 1];
  return t?.kind === "word" && t.word === "y" && before?.kind === "word" && /^(?:n|il|j|s|l|m|t|on|elle|vous|nous|ils|elles)$/.test(before.word);
}

/** What may stand between a German verb and "aber nicht": "überzeugt mich aber nicht". */
const OBJECT_PRONOUNS_DE = new Set(["mich", "mir", "uns", "dich", "dir", "euch", "ihn", "ihm", "es", "persönlich", "wirklich"]);

/** German closes a clause with its negation: "überzeugt nicht", "klagen Kunden selten", "hält kaum". */
const CLOSING_NEGATORS = new Set(["nicht", "selten", "seltener", "kaum", "nie", "niemals", "niemand"]);

/** Whether a judgement stands strictly between tokens a and b. */
function judgedBetween(polar: Int8Array, a: number, b: number): boolean {
  for (let k = a + 1; k < b; k++) if (polar[k] !== 0) return true;
  return false;
}

/**
 * Fixed phrases ("hard to beat", "laisse à désirer") and price sizes ("high fees", "prix bas") override the polarity
 * of the answer's words, once for the whole answer.
 */
function readPhrases(words: WordToken[], p: Polarities): void {
  for (let i = 0; i < words.length; i++) {
    const { word, roles } = words[i]!;
    if ((roles & (Role.phraseStart | Role.high | Role.low)) === 0) continue;
    const bySecond = roles & Role.phraseStart ? p.phrases.get(word) : undefined;
    const phrases = bySecond?.get(words[i + 1]?.word ?? "") ?? bySecond?.get("");
    if (phrases) {
      let phrase: { words: string[]; polarity: 1 | 0 | -1 } | undefined;
      for (const ph of phrases) {
        if (matches(words, i, ph.words)) {
          phrase = ph;
          break;
        }
      }
      if (phrase) {
        words[i]!.polarity = phrase.polarity;
        for (let k = 1; k < phrase.words.length; k++) {
          words[i + k]!.polarity = 0;
          words[i + k]!.inPhrase = true;
        }
        i += phrase.words.length - 1;
        continue;
      }
    }
    const high = (roles & Role.high) !== 0;
    if (words[i]!.polarity !== 0 || (roles & (Role.high | Role.low)) === 0) continue;
    // A price word within PRICE_REACH words on either side, with no punctuation between.
    for (const step of [-1, 1]) {
      for (let k = i + step; Math.abs(k - i) <= PRICE_REACH && k >= 0 && k < words.length && !(words[k]!.roles & Role.punctuation); k += step) {
        if (words[k]!.roles & Role.price) {
          // "pays one of the highest variable rates", "verse un taux plus élevé": a rate paid to the saver is no price.
          if (RATES.has(words[k]!.word) && paidOut(words, Math.min(i, k))) break;
          words[i]!.polarity = high ? -1 : 1;
          // "low fees": the pair judges once.
          words[k]!.polarity = 0;
          break;
        }
      }
      if (words[i]!.polarity !== 0) break;
    }
  }
}

/** Rates, which a bank may charge or pay. Folded. */
const RATES = new Set(["rate", "rates", "taux", "tipo", "tipos", "interes", "zins", "zinsen", "zinssatz"]);
/** What pays the saver: "Moneybox pays", "verse", "rapporte", "remunera", "rinde", "verzinst". Folded. */
const PAYS_OUT = new Set(["pays", "paid", "paying", "earns", "earn", "verse", "rapporte", "remunere", "remunera", "rinde", "ofrece", "verzinst"]);
function paidOut(words: WordToken[], from: number): boolean {
  for (let k = from - 1; k >= from - 6 && k >= 0 && !(words[k]!.roles & Role.punctuation); k--) if (PAYS_OUT.has(words[k]!.word)) return true;
  return false;
}

const NONE_OTHER_COMPARED = new Set(NONE_OTHER_COMPARISONS);
/** How far "nothing else" reaches for its comparison: "nothing else at this price has held up as well". */
const NONE_OTHER_REACH = 10;

/** Whether words[i…] spells one of `markers` (word lists by first word); its length, or 0. */
function markerAt(words: WordToken[], i: number, markers: Map<string, string[][]>): number {
  // Marker first words carry `Role.cue`: most words are no marker, and no look-up is made for them.
  if ((words[i]!.roles & Role.cue) === 0) return 0;
  const found = markers.get(words[i]!.word)?.find((m) => matches(words, i, m));
  return found?.length ?? 0;
}

/**
 * "nothing else at this price has held up as well", "aucun autre antivol n'est aussi fiable", "kein anderes Schloss hält
 * so lange": what no other matches is the subject's, the best (or, matched in a fault, the worst). The marker takes the
 * compared word's polarity, which judges nothing itself, and negates nothing. Read before the phrases ("as well").
 */
function readNoneOther(words: WordToken[], p: Polarities): void {
  for (let i = 0; i < words.length; i++) {
    const length = markerAt(words, i, p.noneOther);
    if (length === 0) continue;
    for (let k = i + length; k < words.length && k <= i + length + NONE_OTHER_REACH && !(words[k]!.roles & Role.punctuation); k++) {
      if (!NONE_OTHER_COMPARED.has(words[k]!.word)) continue;
      // "better" judges by itself; "as well", "aussi fiable": the word after.
      let dimension = -1;
      for (let d = k; d <= k + 2 && d < words.length && dimension < 0; d++) if (words[d]!.polarity !== 0) dimension = d;
      if (dimension < 0) break;
      for (let m = i; m < i + length; m++) words[m]!.roles &= ~(Role.primary | Role.concord);
      words[i]!.polarity = words[dimension]!.polarity;
      words[dimension]!.polarity = 0;
      words[dimension]!.inPhrase = true;
      break;
    }
    i += length - 1;
  }
}

/**
 * "Fine for a quick coffee stop and nothing more", "correct, sans plus": the praise of the clause before the marker (a
 * comma between included) is a reservation, read as a mild fault like "and little else"; faults stay.
 */
function readFaintPraise(words: WordToken[], text: string, p: Polarities): void {
  for (let i = 0; i < words.length; i++) {
    const length = markerAt(words, i, p.faintPraise);
    if (length === 0) continue;
    const last = words[i + length - 1]!;
    let after = last.start + last.word.length;
    while (text.charCodeAt(after) === 32) after++;
    if (after < text.length && !FAINT_END.has(text.charCodeAt(after))) continue;
    for (let m = i; m < i + length; m++) {
      words[m]!.polarity = 0;
      words[m]!.roles &= ~(Role.primary | Role.concord | Role.less);
    }
    let k = i - 1;
    if (k >= 0 && words[k]!.roles & Role.comma) k--;
    for (const stop = k - 12; k >= 0 && k > stop && !(words[k]!.roles & Role.punctuation); k--) if (words[k]!.polarity > 0) words[k]!.polarity = -1;
    i += length - 1;
  }
}
/** . , ; : ! ? ) and a line end after a faint-praise marker. */
const FAINT_END = new Set([46, 44, 59, 58, 33, 63, 41, 10]);

/**
 * Where a clause negation written from `i` ends (its last word), or −1: German writes a comma before "dass" ("Ich kann
 * nicht behaupten, dass …"), which the marker's words do not hold.
 */
function markerEnd(words: WordToken[], i: number, marker: string[]): number {
  let k = i;
  for (const w of marker) {
    if (words[k]?.word === "," && w !== ",") k++;
    if (words[k]?.word !== w) return -1;
    k++;
  }
  return k - 1;
}

/**
 * "no es que", "je ne dirais pas que": the marker's words judge and negate nothing themselves; its last word opens a
 * clause whose judgements are flipped once more ("No es que Acme no sea bueno" praises).
 */
function readClauseNegations(words: WordToken[], p: Polarities): void {
  for (let i = 0; i < words.length; i++) {
    if ((words[i]!.roles & Role.clauseNegationStart) === 0) continue;
    // "no es raro que se retrase": the marker judges and negates nothing, and what follows reads as it stands.
    const neutral = p.neutralMarkers.get(words[i]!.word)?.find((m) => m.every((w, k) => words[i + k]?.word === w));
    if (neutral) {
      for (let k = 0; k < neutral.length; k++) {
        words[i + k]!.polarity = 0;
        words[i + k]!.roles &= ~(Role.primary | Role.concord | Role.less | Role.hesitation);
      }
      i += neutral.length - 1;
      continue;
    }
    let last = -1;
    for (const m of p.clauseNegations.get(words[i]!.word) ?? []) if ((last = markerEnd(words, i, m)) >= 0) break;
    if (last < 0) continue;
    for (let k = i; k <= last; k++) {
      const word = words[k]!;
      word.polarity = 0;
      word.roles &= ~(Role.primary | Role.concord | Role.less | Role.hesitation);
    }
    words[last]!.negatesClause = true;
    i = last;
  }
}

/**
 * "too slow", "trop de pubs", "zu süß": the word after an excess is a fault when it judges nothing itself. German "zu"
 * only before a lower-case word that is not an infinitive or a noun ("zu empfehlen", "zu Hause").
 */
function readExcess(words: WordToken[], original: string, from: ArrayLike<number>): void {
  for (let i = 0; i + 1 < words.length; i++) {
    if ((words[i]!.roles & Role.excess) === 0) continue;
    const next = words[i + 1]!;
    // "deutlich zu teuer" weighs more than "teuer"; "not too expensive" is left to the negation.
    const negatedBefore = ((words[i - 1]?.roles ?? 0) & (Role.primary | Role.concord)) !== 0;
    if (next.polarity === -1 && !negatedBefore && (words[i]!.word !== "zu" || germanExcess(next, original, from))) words[i]!.polarity = -1;
    if (next.polarity !== 0 || next.roles & Role.punctuation || next.roles & (Role.primary | Role.concord)) continue;
    // "bis zu drei Partnerbetriebe" is "up to three"; "Acme too has a free plan" is "also".
    if (words[i - 1]?.word === "bis" || GERMAN_NUMBERS.has(next.word)) continue;
    if (words[i]!.word === "too" && NOT_AFTER_TOO.has(next.word)) continue;
    if ((words[i]!.word === "zu" || words[i]!.word === "allzu") && !germanExcess(next, original, from)) continue;
    next.polarity = -1;
  }
}

const FEE_SET = new Set(FEES);
/** After English "too" these say "also": "Acme too has…", "it too is…". */
const NOT_AFTER_TOO = new Set(["has", "have", "had", "is", "are", "was", "were", "offers", "offer", "provides", "can", "will", "does", "do", "did", "comes", "gets", "the", "a", "an", "and", "or", "to", "for", "in", "on", "at", "with", "by", "from", "i", "you", "we", "they", "it", "uses", "sells", "lets"]);
const GERMAN_NUMBERS = new Set(["ein", "eine", "einem", "zwei", "drei", "vier", "funf", "sechs", "sieben", "acht", "neun", "zehn", "hundert", "tausend"]);
/** German adjectives ending like an infinitive: "zu trocken" is an excess, "zu empfehlen" is not. */
const ADJECTIVES_IN_EN = new Set(["trocken", "offen", "eben", "verschieden", "abgelegen", "gebrochen", "verschlossen", "ungelegen"]);
const OUTWEIGH_SET = new Set(OUTWEIGH);
const SOLVE_SET = new Set(SOLVE);
const FAST_GERMAN = new Set([
  "jedem", "jeder", "jede", "jeden", "alle", "allen", "alles", "immer", "nie", "nur", "taglich", "uberall", "doppelt", "genauso", "so",
  "ganz", "gleich", "identisch", "zwangslaufig", "ausschliesslich", "keine", "kein", "nichts", "niemand", "unmoglich", "komplett",
  "vollstandig", "durchweg", "ein", "eine", "einen", "zwei", "drei", "die", "der", "das", "zur", "zum", "wie", "schon", "gar",
]);
const BECOME = new Set(["werden", "wird", "wurde", "become", "becomes", "became", "get", "gets", "devient", "deviennent", "vuelve", "vuelven"]);
/** "really" in a question asks it rhetorically: "¿De verdad compensa…?", "Is it really worth…?", "Lohnt sich das überhaupt?". Folded. */
const REALLY = new Set(["really", "verdad", "realmente", "vraiment", "wirklich", "ernsthaft", "uberhaupt"]);
const SENTENCE_END = /[.!?\n]/g;
/**
 * Questions that ask what a thing is good for, when a condition follows: "¿de qué sirve un descuento si…?", "what good
 * is a discount if…?", "à quoi bon une remise si…?", "was nützt ein Rabatt, wenn…?". Folded, by first word.
 */
const WHAT_GOOD = byFirstWord([
  "what good is", "what good are", "what's the point of", "what is the point of", "what use is", "de que sirve", "de que sirven",
  "para que sirve", "de que vale", "de que te sirve", "a quoi bon", "a quoi sert", "a quoi servent", "was nutzt", "was nutzen",
  "was bringt", "was bringen", "was hilft",
]);
/** What the thing asked about is weighed against: "if", "when", "si", "cuando", "quand", "wenn". Folded. */
const WEIGHED_AGAINST = new Set(["if", "when", "si", "cuando", "quand", "lorsque", "wenn", "falls"]);

/** Whether a sentence ends between two words: ".", "!", "?" or a line break between them. */
function sentenceEndBetween(text: string, a: WordToken, b: WordToken): boolean {
  for (let c = a.start + a.word.length; c < b.start; c++) {
    const code = text.charCodeAt(c);
    if (code === 46 || code === 33 || code === 63 || code === 10) return true;
  }
  return false;
}

/** Whether the words from `i` match `marker`, as `byFirstWord` gives it. */
function matches(words: WordToken[], i: number, marker: string[]): boolean {
  for (let k = 0; k < marker.length; k++) if (words[i + k]?.word !== marker[k]) return false;
  return true;
}

/**
 * A judgement asked about with "really" (or "überhaupt", "at all") denies it, in the clause that asks and up to the
 * question mark: "¿De verdad compensa ahorrar veinte euros para luego pasar semanas reclamando?", "Is it really worth
 * the premium?", "Lohnt sich Acme überhaupt?" — unless the answer then answers it (`answerTo`). "What good is a
 * discount if the order takes weeks?" denies what it asks about, and its "if" states a fact, not the reader's condition.
 */
function rhetoricalQuestion(words: WordToken[], i: number, text: string): void {
  const word = words[i]!.word;
  const really = REALLY.has(word) || (word === "all" && words[i - 1]?.word === "at");
  const marker = really ? undefined : WHAT_GOOD.get(word)?.find((m) => matches(words, i, m));
  if (!really && !marker) return;
  SENTENCE_END.lastIndex = words[i]!.start;
  const end = SENTENCE_END.exec(text);
  if (end?.[0] !== "?" || (really && answerTo(text, end.index) !== null)) return;
  if (marker) {
    let against = i + marker.length;
    while (against < words.length && words[against]!.start < end.index && !WEIGHED_AGAINST.has(words[against]!.word)) against++;
    if (against >= words.length || words[against]!.start >= end.index) return;
    for (let k = i + marker.length; k < against; k++) if (words[k]!.polarity !== 0) words[k]!.polarity = -words[k]!.polarity as 1 | -1;
    words[against]!.roles &= ~Role.conditional;
    return;
  }
  // "Lohnt sich die Grüne Flotte überhaupt?": German asks its verb first; back to where the asking clause starts.
  let from = i;
  while (from > 0 && !(words[from - 1]!.roles & (Role.punctuation | Role.contrast | Role.breaks)) && !sentenceEndBetween(text, words[from - 1]!, words[from]!)) from--;
  for (let k = from; k < words.length && words[k]!.start < end.index; k++) if (k !== i && words[k]!.polarity !== 0) words[k]!.polarity = -words[k]!.polarity as 1 | -1;
}

/**
 * The rarer readings in one pass over the answer's words, each looking closer only at a word marked `Role.cue`: a
 * rhetorical question, a judgement at first glance, praise that stops at "and little else"; then each question the
 * answer answers with "no".
 */
function readCues(words: WordToken[], text: string): void {
  for (let i = 0; i < words.length; i++) {
    const roles = words[i]!.roles;
    if (roles & Role.andOr && (words[i + 1]?.roles ?? 0) & Role.cue) littleElse(words, i);
    if ((roles & Role.cue) === 0) continue;
    firstGlance(words, i);
    rhetoricalQuestion(words, i, text);
  }
  for (let q = text.indexOf("?"); q >= 0; q = text.indexOf("?", q + 1)) {
    if (answerTo(text, q) !== "no") continue;
    // The question's own clause: "On lit que les centres sont débordés : faut-il fuir Acme ?" asks only after the colon.
    let start = q - 1;
    while (start >= 0 && !CLAUSE_END.has(text.charCodeAt(start))) start--;
    for (let k = lowerBound(words, start + 1); k < words.length && words[k]!.start < q; k++) if (words[k]!.polarity !== 0) words[k]!.polarity = -words[k]!.polarity as 1 | -1;
  }
}

/** . ! ? : ; and a line end close the clause a question asks in. */
const CLAUSE_END = new Set([46, 33, 63, 58, 59, 10]);
/**
 * "No, …", "Non.", "Nein:" opening the answer, or ", no." closing it ("For most adults, no."); "Yes:", "Oui, …"; a no
 * that hedges is a no ("No demasiado:", "Not really.", "Pas vraiment.", "Nicht wirklich."). Folded.
 */
const ANSWER_OPENING = /^(?:(no|non|nein|nope|yes|oui|si|ja|eher nicht)|(?:not|pas|nicht)(?=[ \t]+(?:really|vraiment|wirklich|unbedingt|necessarily|quite|tellement)))(?:(?<=no|non|nein|not|pas|nicht)[ \t]+(?:really|vraiment|realmente|wirklich|demasiado|mucho|tanto|tellement|trop|unbedingt|necesariamente|necessarily|quite|del todo|so sehr))?[*_]*[ \t]*(?:[,.;:!]|\s[-–—])/;
const ANSWER_CLOSING = /,[ \t]*(no|non|nein)[*_]*[ \t]*[.!]?[*_]*$/;

/** How the sentence after the question at `q` answers it: "no", "yes", or null when it does not. */
function answerTo(text: string, q: number): "no" | "yes" | null {
  let from = q + 1;
  while (from < text.length && from < q + 12 && ANSWER_SPACE.has(text.charCodeAt(from))) from++;
  SENTENCE_END.lastIndex = from;
  const end = SENTENCE_END.exec(text)?.index ?? text.length;
  const answer = text.slice(from, Math.min(end + 1, from + 200));
  const opening = ANSWER_OPENING.exec(answer);
  // "Not really.": the hedge's own word is a no.
  const word = opening ? (opening[1] ?? "no") : ANSWER_CLOSING.exec(answer)?.[1];
  if (word === undefined) return null;
  return YES.has(word) ? "yes" : "no";
}
const YES = new Set(["yes", "oui", "si", "ja"]);
/** Spaces, line ends and markdown between a question and its answer. */
const ANSWER_SPACE = new Set([32, 9, 10, 13, 42, 95, 62]);

/** Words that hold praise to a condition (CONDITIONALS): "only … if", "solo … si", "nur …, wenn", "seulement si". Folded. */
const RESTRICTING = new Set(["only", "solo", "solamente", "nur", "seulement", "uniquement", "unicamente"]);
/** Articles that make "only" an adjective: "the only good option if you ski" praises. */
const ONLY_AS_ADJECTIVE = new Set(["the", "le", "la", "les", "l", "el", "los", "las", "der", "die", "das", "den", "einzige"]);

/**
 * "y poco más", "and little else", "et pas grand-chose d'autre", "und wenig mehr": after "and", what the clause praised
 * is all there is to praise. Folded, without the "and", by first word.
 */
const LITTLE_ELSE = byFirstWord([
  "little else", "little more", "not much else", "not much more", "poco mas", "no mucho mas", "poca cosa mas", "pas grand-chose d'autre",
  "pas grand-chose de plus", "guere plus", "peu d'autre chose", "wenig mehr", "nicht viel mehr", "sonst wenig", "sonst nichts",
]);

/** "Vale para un cambio de aceite y poco más", "good for a quick trim and little else": praise that stops there is a reservation. */
function littleElse(words: WordToken[], i: number): void {
  const marker = LITTLE_ELSE.get(words[i + 1]!.word)?.find((m) => matches(words, i + 1, m));
  if (!marker) return;
  // Its "poco", "not", "nicht" negate nothing after it.
  for (let k = i + 1; k <= i + marker.length; k++) words[k]!.roles &= ~(Role.primary | Role.concord);
  for (let k = i - 1; k >= 0 && !(words[k]!.roles & (Role.punctuation | Role.contrast | Role.concessive | Role.breaks)); k--) {
    if (words[k]!.polarity === 1) words[k]!.polarity = -1;
  }
}

/** "auf den ersten Blick", "at first glance", "à première vue", "a primera vista": a judgement by appearances. Folded. */
const FIRST_GLANCE = byFirstWord(["auf den ersten blick", "at first glance", "at first sight", "a premiere vue", "au premier abord", "a primera vista"]);

/**
 * "WIRmachenDRUCK, dessen Preise auf den ersten Blick kaum zu schlagen sind, …", "Acme looks cheap at first glance": what
 * a clause judges by appearances is conceded, and weighs half (`weights`).
 */
function firstGlance(words: WordToken[], i: number): void {
  const marker = FIRST_GLANCE.get(words[i]!.word)?.find((m) => matches(words, i, m));
  if (!marker) return;
  const ends = Role.punctuation | Role.contrast | Role.concessive | Role.breaks;
  // Set apart by a comma ("À première vue, Acme est abordable", "cheap, at first glance"), it judges the clause beside it.
  for (let k = words[i - 1]?.word === "," ? i - 2 : i - 1; k >= 0 && !(words[k]!.roles & ends); k--) words[k]!.hedged = true;
  let k = i + marker.length;
  if (words[k]?.word === ",") k++;
  for (; k < words.length && !(words[k]!.roles & ends); k++) words[k]!.hedged = true;
}

/** Verbs of what can be done: "lassen sich", "kann", "can", "se puede", "peut". Folded. */
const CAN = new Set(["lasst", "lassen", "kann", "konnen", "kannst", "can", "could", "puede", "pueden", "puedes", "peut", "peuvent", "pouvez"]);
/** What stands between "can" and "only": "lassen sich nur", "kann man nur", "solo se pueden". Folded. */
const CAN_LINKS = new Set(["sich", "man", "es", "se", "be"]);

/**
 * What can only be done one way, the other way denied after a comma, is a limitation: "Skoobes Bücher lassen sich nur in
 * der eigenen App lesen, nicht auf E-Ink-Geräten", "can only be read in its own app, not on e-readers", "solo se pueden
 * leer en su app, no en un e-reader". Without the denial it is a fact ("can only be held in a Fidelity account"); before a
 * judgement ("kann man nur empfehlen", "can only recommend") and in "not only" no limitation.
 */
const PURPOSE_FOR = new Set(["fur", "for", "para", "pour"]);

function restrictedUse(words: WordToken[], i: number): void {
  const can = (k: number) => CAN.has(words[k]?.word ?? "");
  const link = (k: number) => CAN_LINKS.has(words[k]?.word ?? "");
  if (!(can(i - 1) || (link(i - 1) && can(i - 2)) || can(i + 1) || (link(i + 1) && can(i + 2)))) return;
  if ((words[i - 1]?.roles ?? 0) & (Role.primary | Role.concord)) return;
  let k = i + 1;
  for (; k < words.length && !(words[k]!.roles & (Role.punctuation | Role.contrast | Role.breaks)); k++) if (words[k]!.polarity !== 0) return;
  if (words[k]?.word === "," && (words[k + 1]?.roles ?? 0) & (Role.primary | Role.concord)) words[i]!.polarity = -1;
}

/** "only with", "nur mit", "solo con", "seulement avec": a restriction to what the reader must have. Folded. */
const WITH = new Set(["with", "mit", "con", "avec"]);

/**
 * Praise held to a condition is a reservation: "Gallo solo compensa si el precio es lo único que te importa", "only
 * worth it if you never cook", "lohnt sich nur, wenn man…".
 */
function readRestrictions(words: WordToken[]): void {
  for (let i = 0; i < words.length; i++) {
    if (words[i]!.roles & Role.only && RESTRICTING.has(words[i]!.word)) {
      restrictedUse(words, i);
      // "Nur für den schnellen Einkauf zwischendurch sinnvoll", "only for beginners, useful": praise held to one use
      // is a reservation, not praise.
      if (PURPOSE_FOR.has(words[i + 1]?.word ?? "")) {
        for (let k = i + 2; k <= i + 8 && k < words.length && !(words[k]!.roles & (Role.punctuation | Role.contrast)); k++) if (words[k]!.polarity > 0 && !(words[k]!.roles & Role.speedAdjective)) words[k]!.polarity = 0;
      }
    }
    // "only worth it for skiers" is neutral (a phrase), "only worth it if you ski" is held to a condition.
    if (words[i]!.polarity !== 1 && words[i]!.word !== "worth") continue;
    let restriction = -1;
    for (let k = Math.max(0, i - 2); k <= i + 2 && k < words.length; k++) if (k !== i && RESTRICTING.has(words[k]!.word)) restriction = k;
    if (restriction < 0 || ONLY_AS_ADJECTIVE.has(words[restriction - 1]?.word ?? "")) continue;
    const last = Math.max(i, restriction);
    for (let k = last + 1; k <= last + 3 && k < words.length; k++) {
      if (words[k]!.polarity !== 0) break;
      // "lohnt sich nur mit Sparkassen-Girokonto", "only worth it with a railcard": held to what the reader must have.
      if (words[k]!.roles & Role.conditional || (k === last + 1 && WITH.has(words[k]!.word))) {
        words[i]!.polarity = -1;
        break;
      }
    }
  }
}

/** Waiting, long or not: "wait", "attendre", "esperar", "warten", and the times things take ("lange Bearbeitungszeiten", "des délais longs"). Folded. */
const WAIT = new Set([
  "wait", "waits", "waited", "waiting", "attend", "attendre", "attendu", "attente", "attentes", "espera", "esperas", "esperar", "espere", "esperan", "warten", "wartet", "wartete", "warteten", "wartest",
  "turnaround", "delai", "delais", "bearbeitungszeit", "bearbeitungszeiten", "bearbeitungsdauer", "lieferzeit", "lieferzeiten", "reaktionszeit", "reaktionszeiten", "antwortzeit", "antwortzeiten",
]);
/** Lengths of a wait: "long", "lange", "longtemps", "mucho". Folded. */
const LONG = new Set(["long", "longer", "ages", "hours", "longtemps", "longue", "longues", "longs", "heures", "lange", "langer", "ewig", "stunden", "stundenlang", "mucho", "largo", "larga", "largas", "largos", "horas"]);

/** "werden schnell heiß", "wird in der Sonne schnell schal": speed of becoming, a form of "become" up to four words before, no judgement between. */
function becomingBefore(words: WordToken[], i: number): boolean {
  for (let k = i - 1; k >= 0 && k >= i - 4; k--) {
    if (BECOME.has(words[k]!.word)) return true;
    if (words[k]!.polarity !== 0 || words[k]!.roles & (Role.breaks | Role.contrast | Role.andOr)) return false;
  }
  return false;
}
/** Difficulty before "to", "de", "zu" and a verb: "difficile de recommander", "hard to trust", "struggle to find". Folded. */
const DIFFICULT = new Set(["hard", "harder", "difficult", "tough", "struggle", "struggles", "difficile", "dificil", "schwer", "schwierig"]);
const DIFFICULTY_LINKS = new Set(["to", "de", "d", "zu"]);
const SPARES = new Set(["evite", "evitent", "evitera", "evita", "evitan", "evitara"]);
const READER_OBJECTS = new Set(["vous", "te", "nous", "vos", "os", "nos", "le", "lui", "leur", "les"]);
const SWITCHED = new Set(["switched", "switching", "switch", "moved", "changed", "passe", "passee", "passes", "change", "cambie", "cambiamos", "cambiado", "gewechselt", "wechselte", "wechselten", "umgestiegen"]);
const FIND = new Set(["find", "trouver", "encontrar", "encontrarle", "encontrarles", "finden"]);
const DO = new Set(["faire", "do", "hacer", "hacerlo", "machen"]);
const MORE = new Set(["plus", "more", "mas", "mehr"]);
const BETTER = new Set(["better", "mieux", "meilleur", "meilleure", "mejor", "besser", "besseres", "algo"]);
const NEGATING = new Set(NEGATING_PAIRS.map(([a, b]) => `${a}|${b}`));
const RATHER = new Set(RATHER_THAN.map(([a, b]) => `${a}|${b}`));

/** Whether a clause ends between words a and b (exclusive). */
function punctuationBetween(words: WordToken[], a: number, b: number): boolean {
  for (let k = Math.min(a, b) + 1; k < Math.max(a, b); k++) if (words[k]!.roles & Role.punctuation) return true;
  return false;
}

/** The nearest judging word within `reach` words after (step 1) or before (step −1) `i`, in its clause; −1 if none. */
function nearestJudgement(words: WordToken[], i: number, step: 1 | -1, reach: number, clause = false): number {
  for (let k = i + step; Math.abs(k - i) <= reach && k >= 0 && k < words.length; k += step) {
    if (words[k]!.roles & Role.punctuation) return -1;
    // Within the clause: "poor but delivery is quick" gives "quick" to the delivery.
    if (clause && words[k]!.roles & (Role.contrast | Role.concessive | Role.breaks | Role.andOr)) return -1;
    if (words[k]!.polarity !== 0) return k;
  }
  return -1;
}

/**
 * Words that change the judgement next to them: a speed adverb before another judgement only hastens it ("quickly
 * become cluttered"); "rather than", "plutôt que", "statt" deny what follows ("tolerate it rather than enjoy it"); a
 * diminisher reverses what it makes smaller ("descuentos bastante menores").
 */
function readModifiers(words: WordToken[]): void {
  for (let i = 0; i < words.length; i++) {
    const { roles, word } = words[i]!;
    // "überzeugt aber nicht", "überzeugt mich aber nicht", "hält jedoch kaum": the negation after a contrast word
    // belongs to the judgement before it (an object pronoun may stand between).
    if (words[i]!.polarity !== 0) {
      // "le SAV répond lentement", "responds slowly", "funciona mal": the manner judges the verb, which praises nothing.
      const next = words[i + 1];
      if (words[i]!.polarity > 0 && next !== undefined && MANNER_FAULTS.has(next.word)) words[i]!.polarity = 0;
      // "il faut en revanche une bonne réception", "you need a good signal", "man braucht einen guten Empfang": what
      // the reader must bring is a requirement, not a quality of the name.
      if (words[i]!.polarity > 0 && required(words, i)) words[i]!.polarity = 0;
      // "envío gratis a partir de 49 €", "livraison gratuite dès 60 €", "free delivery over £40", "ab 700 € Geldeingang
      // kostenlos": a condition of sale.
      if (words[i]!.polarity > 0 && FREE.has(word) && (freeOnCondition(words, i) || freeTier(words, i))) words[i]!.polarity = 0;
      // "über günstigen Konkurrenten", "cheaper rivals", "des concurrents moins chers": what describes the others judges
      // the others, not the name.
      if (RIVALS.has(next?.word ?? "") || rivalBefore(words, i)) words[i]!.polarity = 0;
      // "mejor evitar Yego", "better avoid Nova", "besser meiden": advice, judged by the verb it gives.
      if (words[i]!.polarity > 0 && ADVICE.has(word) && (next?.polarity ?? 0) < 0) words[i]!.polarity = 0;
      // "gerade bei Rückenproblemen die beste Wahl", "bei schlechtem Wetter": a condition it is chosen for, not its fault.
      if (words[i]!.polarity < 0 && i > 0 && words[i - 1]!.word === "bei") words[i]!.polarity = 0;
      // "bien trop salée", "bien plus cher", "bien moins stable": "bien" before a degree only measures it.
      if (word === "bien" && BIEN_MEASURES.has(next?.word ?? "")) words[i]!.polarity = 0;
      // "cheapest on paper", "parfait sur le papier": praise of the paper only.
      if (words[i]!.polarity > 0 && PAPER_OPENERS.has(next?.word ?? "") && ON_PAPER.some((marker) => matches(words, i + 1, marker))) words[i]!.polarity = 0;
      // "on regrette rarement d'y avoir mis le prix": French puts "rarement" after the verb it denies, and it denies
      // nothing after.
      if (next?.word === "rarement") {
        words[i]!.polarity = -words[i]!.polarity as 0 | 1 | -1;
        next.roles &= ~Role.primary;
      }
      let k = i + 1;
      while (k < i + 3 && OBJECT_PRONOUNS_DE.has(words[k]?.word ?? "")) k++;
      if (k + 1 < words.length && words[k]!.roles & Role.contrast && CLOSING_NEGATORS.has(words[k + 1]!.word)) {
        words[i]!.polarity = -words[i]!.polarity as 1 | -1;
        words[k + 1]!.roles &= ~(Role.primary | Role.concord);
      }
    }
    // "Once the budget go-to", "autrefois la référence", "antaño el líder", "einst Marktführer": praise of the past,
    // which the sentence goes on to take back.
    // "weder teurer noch günstiger": the "noch" after "weder" negates too.
    if (word === "weder") for (let k = i + 1; k <= i + 6 && k < words.length && !(words[k]!.roles & Role.punctuation); k++) if (words[k]!.word === "noch") words[k]!.roles |= Role.primary;
    if ((FORMERLY.has(word) && (word !== "once" || ARTICLES_AFTER_ONCE.has(words[i + 1]?.word ?? ""))) || yearsAgo(words, i)) {
      for (let k = i + 1; k <= i + 4 && k < words.length && !(words[k]!.roles & (Role.punctuation | Role.contrast | Role.breaks)); k++) if (words[k]!.polarity > 0) words[k]!.polarity = 0;
    }
    // "se queda atrás en comodidad", "lags behind on comfort", "hinkt beim Komfort hinterher": what it lags in is no praise.
    if (LAGGING.has(word) && LAG_IN.has(words[i + 1]?.word ?? "")) {
      for (let k = i + 2; k <= i + 3 && k < words.length; k++) if (words[k]!.polarity > 0) words[k]!.polarity = 0;
    }
    // "le pass vous évite d'acheter chaque billet", "te evita colas": what spares the reader something serves them.
    if (words[i]!.polarity < 0 && SPARES.has(word) && READER_OBJECTS.has(words[i - 1]?.word ?? "")) words[i]!.polarity = 1;
    // "ofrece bastante menos por lo que pagas", "offers far fewer routes", "bietet weniger": offering less is a fault
    // (before a judgement, "less" reverses that judgement instead: "ofrece menos comisiones").
    if (roles & Role.less && words[i]!.polarity === 0 && (words[i + 1]?.polarity ?? 0) === 0) {
      const verb = DEGREES.has(words[i - 1]?.word ?? "") ? i - 2 : i - 1;
      if (OFFERING.has(words[verb]?.word ?? "")) words[i]!.polarity = -1;
    }
    // "switched from my old kindle to a kobo": the name left behind is compared with, what follows is said of the other.
    if ((word === "from" || word === "de" || word === "von") && SWITCHED.has(words[i - 1]?.word ?? "")) words[i]!.roles |= Role.compared;
    if ((roles & (Role.speed | Role.speedAdjective | Role.diminisher | Role.modifier)) === 0) continue;
    // German "fast" is "almost" ("in fast jedem Supermarkt"); speed of becoming praises nothing ("werden schnell heiß").
    if (roles & Role.speed && ((FAST_GERMAN.has(words[i + 1]?.word ?? "") || /^\d/.test(words[i + 1]?.word ?? "")) && word === "fast" || becomingBefore(words, i))) words[i]!.polarity = 0;
    // "wartet man dort lange", "on attend longtemps", "long waits": a long wait is a fault (and is negated like every judgement).
    if (WAIT.has(word)) {
      for (let k = Math.max(0, i - 2); k <= i + 4 && k < words.length; k++) if (k !== i && LONG.has(words[k]!.word)) words[i]!.polarity = -1;
    }
    // Speed only hastens the judgement next to it: an adverb before any ("quickly become cluttered"), speed next to a
    // fault ("usure rapide", "the upper wears through quickly", German's separated "nutzt sich … schnell ab"), or after
    // a price, where it means "easily" ("kostet schnell fünfstellige Beträge").
    if (roles & (Role.speed | Role.speedAdjective) && words[i]!.polarity !== 0) {
      const before = nearestJudgement(words, i, -1, 4, true);
      const after = nearestJudgement(words, i, 1, 2);
      const afterPrice = ((words[i - 1]?.roles ?? 0) & Role.price) !== 0;
      const adverbBeforeJudgement = (roles & Role.speed) !== 0 && after >= 0;
      if (adverbBeforeJudgement || afterPrice || (before >= 0 && words[before]!.polarity < 0) || (after >= 0 && words[after]!.polarity < 0)) words[i]!.polarity = 0;
    }
    if (DIFFICULT.has(word)) readDifficulty(words, i);
    // "far from ideal", "loin d'être décevant": the pair negates like "not".
    if (i + 1 < words.length && NEGATING.has(`${word}|${words[i + 1]!.word}`)) words[i + 1]!.roles |= Role.primary;
    // "fixes the problem", "soluciona los fallos": what is solved is no fault (a negation before the verb still reads:
    // "doesn't fix the problem").
    if (SOLVE_SET.has(word)) {
      const k = nearestJudgement(words, i, 1, 4);
      if (k >= 0 && words[k]!.polarity < 0) words[k]!.polarity = 1;
    }
    // "Bei Leicht zahlt man vor allem für Design und Namen", "you're paying for the name", "pagas la marca": what one pays
    // for is the label, a premium.
    if (PAY.has(word) && words[i]!.polarity === 0) {
      for (let k = i + 1; k <= i + 7 && k < words.length && !(words[k]!.roles & (Role.punctuation | Role.breaks | Role.contrast)); k++) {
        if (LABELS.has(words[k]!.word)) words[i]!.polarity = -1;
      }
    }
    // "compense largement le surcoût": what is outweighed is not held against the name.
    if (OUTWEIGH_SET.has(word)) {
      const k = nearestJudgement(words, i, 1, 4);
      if (k >= 0 && words[k]!.polarity < 0) words[k]!.polarity = 0;
    }
    // "no account fee", "sans frais", "keine Gebühren": a fee denied is praise (the negation reads it). Denied with its
    // fault, the two judge once: "no hidden fees" by its adjective, "sans frais cachés" by the fee.
    if (words[i]!.polarity <= 0 && !words[i]!.inPhrase && FEE_SET.has(word)) {
      let judged = false;
      for (let k = i - 1; k >= 0 && k >= i - 3 && !(words[k]!.roles & Role.punctuation); k--) {
        if (words[k]!.polarity !== 0) judged = true;
        else if (words[k]!.roles & Role.primary) {
          words[i]!.polarity = judged ? 0 : -1;
          if (!judged && (words[i + 1]?.polarity ?? 0) < 0) words[i + 1]!.polarity = 0;
          break;
        }
      }
    }
    const pair = roles & Role.modifier && i + 1 < words.length && RATHER.has(`${word}|${words[i + 1]!.word}`);
    if (pair || word === "statt" || word === "anstatt") {
      const k = nearestJudgement(words, pair ? i + 1 : i, 1, 4);
      if (k >= 0) words[k]!.polarity = -words[k]!.polarity as 1 | -1;
    }
    // "precios muy competitivos para menores de 25 años": an age group, not a diminished quantity.
    if (roles & Role.diminisher && !(word === "menores" && words[i + 1]?.word === "de")) {
      const before = nearestJudgement(words, i, -1, 2);
      const k = before >= 0 ? before : nearestJudgement(words, i, 1, 2);
      if (k >= 0 && !punctuationBetween(words, i, k)) words[k]!.polarity = -words[k]!.polarity as 1 | -1;
    }
  }
}

/**
 * What a difficulty before a verb does ("hard to", "difficile de", "schwer zu", "difícil"):
 * - praise made difficult is denied, and the difficulty judges nothing more: "difficile de recommander Locaboat", "hard
 *   to trust" ("difficile de lui reprocher", "hard to beat" are phrases, read already);
 * - hard to outdo is praise: "difficile de faire plus transparent", "hard to do better";
 * - finding is the negation and the difficulty no fault: "you'll struggle to find complaints", "difficile de trouver
 *   quelqu'un qui se plaigne", "difícil encontrar quejas".
 */
function readDifficulty(words: WordToken[], i: number): void {
  const linked = DIFFICULTY_LINKS.has(words[i + 1]?.word ?? "");
  if (linked && (words[i + 2]?.polarity ?? 0) > 0 && !words[i + 2]!.inPhrase) {
    words[i]!.polarity = 0;
    words[i + 2]!.polarity = -1;
  }
  const verb = linked ? i + 2 : i + 1;
  const after = words[verb + 1]?.word ?? "";
  if (DO.has(words[verb]?.word ?? "") && !words[verb]!.inPhrase && (BETTER.has(after) || MORE.has(after))) words[i]!.polarity = 0;
  // "hard to find better" is a phrase of its own; elsewhere a denied finding.
  if (FIND.has(words[verb]?.word ?? "") && (words[i + 1]!.word === "to" || !BETTER.has(after))) {
    words[verb]!.roles |= Role.primary;
    words[i]!.polarity = 0;
  }
}

/** Paying: "zahlt man", "you pay", "on paie", "pagas". Folded. */
const PAY = new Set(["pay", "pays", "paying", "paid", "paie", "paye", "payez", "payer", "paient", "pagas", "paga", "pagan", "pagar", "pagando", "zahlt", "zahlen", "zahlst", "bezahlt", "bezahlen", "bezahlst"]);
/** What a name's price may be for beyond the product: its name, brand or label. Folded. */
const LABELS = new Set(["name", "namen", "brand", "label", "logo", "nom", "marque", "etiquette", "nombre", "marca", "etiqueta", "marke", "etikett"]);

/** Verbs of what a name gives: "ofrece", "offers", "propose", "bietet". Folded. */
const OFFERING = new Set([
  "offers", "offer", "offered", "gives", "give", "provides", "provide", "includes", "include", "offre", "offrent", "propose", "proposent", "donne",
  "donnent", "inclut", "ofrece", "ofrecen", "ofrecio", "dan", "incluye", "incluyen", "brinda", "brindan", "aporta", "aportan", "bietet",
  "bieten", "bot", "gibt", "liefert", "liefern", "enthalt", "enthalten",
]);
/** What "bien" measures when it stands before it: "bien trop", "bien plus", "bien moins", "bien más". Folded. */
const BIEN_MEASURES = new Set(["trop", "plus", "moins", "mas", "menos", "assez"]);
/** How much less: "bastante menos", "far fewer", "nettement moins", "deutlich weniger". Folded. */
const DEGREES = new Set(["bastante", "mucho", "algo", "far", "much", "lot", "bien", "beaucoup", "nettement", "deutlich", "viel", "etwas", "considerablemente", "considerably", "significantly"]);

/** "faut", "need", "necesitas", "braucht": the reader's requirement, up to four words before a judgement in its clause. Folded. */
const NEED = new Set(["faut", "need", "needs", "necesitas", "necesita", "necesitaras", "braucht", "brauchst", "benotigt", "benotigst", "requiert", "requires", "require", "requiere"]);

function required(words: WordToken[], i: number): boolean {
  for (let k = i - 1; k >= 0 && k >= i - 4 && !(words[k]!.roles & Role.punctuation); k--) {
    if (NEED.has(words[k]!.word)) return true;
    if (words[k]!.polarity !== 0) return false;
  }
  return false;
}

const MANNER_FAULTS = new Set(["lentement", "mal", "slowly", "badly", "poorly", "lentamente", "langsam", "schlecht"]);
const FREE = new Set(["free", "gratuit", "gratuite", "gratuits", "gratuites", "gratis", "gratuito", "gratuita", "kostenlos", "kostenlose", "kostenloser", "kostenlosen", "gratisversand"]);
const THRESHOLD = new Set(["partir", "des", "from", "over", "above", "desde", "ab"]);

/** What a product is sold as: "the basic version is free", "l'application est gratuite", "die Basisversion ist kostenlos". Folded. */
const TIERS_SOLD = new Set(["version", "versions", "plan", "plans", "tier", "app", "apps", "application", "appli", "aplicacion", "basisversion", "grundversion", "basic", "basique", "basica", "basico", "basis", "software", "logiciel"]);

/**
 * A "free" word said of the product's own version, plan or app, within four words before it in its clause: a price of
 * nothing, stated as a fact like "€20 a month". Free returns, a free shuttle, free shipping stay perks.
 */
function freeTier(words: WordToken[], i: number): boolean {
  for (let k = i - 1; k >= 0 && k >= i - 4 && !(words[k]!.roles & Role.punctuation); k--) if (TIERS_SOLD.has(words[k]!.word)) return true;
  return false;
}

/**
 * A threshold and a number beside a "free" word in its clause: after it within three words ("envío gratis a partir de
 * 49 €", "free delivery over £40") or before it within six ("ab 700 € Geldeingang kostenlos").
 */
function freeOnCondition(words: WordToken[], i: number): boolean {
  for (let k = i + 1; k <= i + 3 && k < words.length && !(words[k]!.roles & Role.punctuation); k++) {
    if (THRESHOLD.has(words[k]!.word)) return numberWithin(words, k + 1, Math.min(words.length, k + 4));
  }
  for (let k = i - 1; k >= i - 6 && k >= 0 && !(words[k]!.roles & Role.punctuation); k--) {
    if (THRESHOLD.has(words[k]!.word) && numberWithin(words, k + 1, Math.min(i, k + 3))) return true;
  }
  return false;
}

/** Whether a word from `from` (included) to `to` (excluded) is a number. */
function numberWithin(words: WordToken[], from: number, to: number): boolean {
  for (let n = from; n < to; n++) if (/^\d/.test(words[n]!.word)) return true;
  return false;
}

/** Comparatives that give advice before a verb: "mejor evitar", "better avoid", "besser meiden", "mieux vaut éviter". */
const ADVICE = new Set(["mejor", "better", "besser", "mieux"]);

/** After German "zu": a lower-case word that is no infinitive ("zu empfehlen"), noun ("zu Hause") or number. */
function germanExcess(next: WordToken, original: string, from: ArrayLike<number>): boolean {
  const written = original.charAt(from[next.start] ?? 0);
  return written === written.toLowerCase() && !(next.word.endsWith("en") && !ADJECTIVES_IN_EN.has(next.word)) && !/^\d/.test(next.word);
}

/** "wouldn't hesitate to recommend": the hesitation gives way to the judgement it governs, which the negation reaches. */
function readHesitations(words: WordToken[]): void {
  for (let i = 0; i < words.length; i++) {
    if (words[i]!.polarity !== -1 || !(words[i]!.roles & Role.hesitation)) continue;
    // "vous hésitiez entre Marcel et G7", "torn between", "dudas entre": choosing between two judges neither.
    if (BETWEEN.has(words[i + 1]?.word ?? "")) {
      words[i]!.polarity = 0;
      words[i]!.roles &= ~Role.hesitation;
      continue;
    }
    for (let k = i + 1; k <= i + 3 && k < words.length && !(words[k]!.roles & Role.punctuation); k++) {
      if (words[k]!.polarity !== 0) {
        words[i]!.polarity = 0;
        break;
      }
    }
  }
}

/** "the Professional plan", "la formule Essentielle": a capitalised word before these names a tier. */
const TIERS = (["plan", "plans", "tier", "edition", "package", "bundle", "formule", "forfait", "offre", "tarifa", "paquete", "paket", "tarif", "abo"]);

function isCapitalised(word: string): boolean {
  const code = word.charCodeAt(0);
  if (code < 128) return code >= 65 && code <= 90;
  return /^\p{Lu}/u.test(word);
}

/**
 * A judgement word written with a capital inside a run of capitalised words or before a tier word, away from a sentence
 * start, is part of a name ("Fast Retailing", "Drive Safe & Save", "la tarifa Ahorro Plus", "im Free Broker", "la carte
 * Hello Prime", "the Professional plan"), not a judgement. German nouns are capitalised anyway but rarely two in a row mid-sentence.
 */
function readNameParts(words: WordToken[], original: string, from: ArrayLike<number>): void {
  const written = (k: number) => original.charAt(from[words[k]!.start] ?? 0);
  /** Only spaces (or " & ") between two words of the same line. */
  const adjacent = (a: number, b: number) => {
    const wa = words[a];
    const wb = words[b];
    if (!wa || !wb || (wa.roles | wb.roles) & Role.punctuation) return false;
    return /^[ \t]*(?:&[ \t]*)?$/.test(original.slice(from[wa.start + wa.word.length] ?? 0, from[wb.start] ?? 0));
  };
  const sentenceStart = (k: number) => atSentenceStart(original, from[words[k]!.start] ?? 0);
  /** Written in capitals (or capitals and digits), as model codes are: "XT", "GTX", "3L". */
  const code = (k: number) => {
    const w = words[k];
    if (!w) return false;
    const text = original.slice(from[w.start] ?? 0, from[w.start + w.word.length] ?? 0);
    return text.length >= 2 && /^[\p{Lu}\d]+$/u.test(text) && /\p{Lu}/u.test(text);
  };
  /** Written in capitals, letters only: "NUNCA", "NEVER". */
  const capitals = (k: number) => {
    const w = words[k];
    if (!w || w.word.length < 2 || w.roles & Role.punctuation) return false;
    const text = original.slice(from[w.start] ?? 0, from[w.start + w.word.length] ?? 0);
    return text === text.toUpperCase() && text !== text.toLowerCase();
  };
  /** Three words in capitals in a row shout, as a quoted review does: "«NUNCA MAS EN FEDEROPTICOS»", "NEVER AGAIN WITH ACME". */
  const shouted = (k: number) => {
    if (!capitals(k)) return false;
    const before = adjacent(k - 1, k) && capitals(k - 1);
    const after = adjacent(k, k + 1) && capitals(k + 1);
    return (before && after) || (before && adjacent(k - 2, k - 1) && capitals(k - 2)) || (after && adjacent(k + 1, k + 2) && capitals(k + 2));
  };
  for (let k = 0; k < words.length; k++) {
    if (words[k]!.polarity === 0 || !isCapitalised(written(k)) || shouted(k)) continue;
    // "| Easy XT |": a capitalised word before a model code is the model's name, at a cell's start too.
    if (sentenceStart(k)) {
      if (adjacent(k, k + 1) && code(k + 1) && !code(k)) words[k]!.polarity = 0;
      continue;
    }
    // "das Bad", "ein neues Handy", "im Safe": mid-sentence, a capital makes these German nouns.
    if (CAPITALISED_NOUNS_DE.has(words[k]!.word)) {
      words[k]!.polarity = 0;
      continue;
    }
    // "Gamme Impressive", "the Premium range's Excellent line", "Serie Komfort": a capitalised word after the noun of a
    // product line is the line's name.
    if (adjacent(k - 1, k) && LINE_NOUNS.has(words[k - 1]!.word)) {
      words[k]!.polarity = 0;
      continue;
    }
    // "tariffs like Agile and Tracker": a capitalised word joined to another by "and".
    const joined = (words[k + 1]?.roles ?? 0) & Role.andOr && adjacent(k, k + 1) && adjacent(k + 1, k + 2) && isCapitalised(written(k + 2));
    const next = (adjacent(k, k + 1) && (isCapitalised(written(k + 1)) || (words[k + 1]!.roles & Role.tier) !== 0)) || joined;
    // "Lindt Excellence 85 %" at a sentence start: a first word that is no everyday word is a name.
    const previous = adjacent(k - 1, k) && isCapitalised(written(k - 1)) && (!sentenceStart(k - 1) || !isEverydayWord(words[k - 1]!.word));
    if (next || previous) words[k]!.polarity = 0;
  }
}

/** What was once so. Folded; English "once" only before an article ("once the go-to", not "once you try it"). */
const FORMERLY = new Set(["once", "formerly", "autrefois", "jadis", "naguere", "antano", "otrora", "einst", "einstiger", "einstige", "ehemals", "fruher"]);
const ARTICLES_AFTER_ONCE = new Set(["the", "a", "an"]);

const ON_PAPER = [["on", "paper"], ["sur", "le", "papier"], ["sobre", "el", "papel"], ["en", "el", "papel"], ["auf", "dem", "papier"]];
const PAPER_OPENERS = new Set(ON_PAPER.map(([first]) => first!));

/** "war vor einigen Jahren die erste Wahl", "hace unos años era la mejor opción", "years ago it was the best": praise of the past. */
function yearsAgo(words: WordToken[], i: number): boolean {
  const word = words[i]!.word;
  if (word.length < 3 || word.length > 11) return false;
  const opener = word === "jahren" || word === "jahrzehnten" ? "vor" : word === "anos" || word === "decadas" ? "hace" : word === "ago" ? "" : null;
  if (opener === null) return false;
  return opener === "" || words[i - 1]?.word === opener || words[i - 2]?.word === opener;
}

/** The last word of falling behind ("se queda atrás", "lags behind", "à la traîne"), and what it falls behind in. Folded. */
const LAGGING = new Set(["atras", "behind", "traine"]);
const LAG_IN = new Set(["en", "in", "on", "at", "sur", "cote", "de"]);

/** The others as a group: "rivals", "concurrents", "competidores", "Konkurrenten". Folded. */
const RIVALS = new Set(["rivals", "competitors", "concurrents", "concurrentes", "rivaux", "competidores", "rivales", "konkurrenten", "konkurrenz", "wettbewerber", "mitbewerber"]);

/** A rival noun one or two words before, in the clause: "des concurrents moins chers", "competidores más baratos". */
function rivalBefore(words: WordToken[], i: number): boolean {
  for (let k = i - 1; k >= i - 2 && k >= 0; k--) {
    if (words[k]!.roles & (Role.punctuation | Role.contrast | Role.breaks) || words[k]!.polarity !== 0) return false;
    if (RIVALS.has(words[k]!.word)) return true;
  }
  return false;
}

/** "hésiter entre", "hesitating between", "dudar entre", "schwanken zwischen". Folded. */
const BETWEEN = new Set(["between", "entre", "zwischen"]);

/**
 * A fault denied to concede, then a "but": "it's not bad, but…", "pas mal, mais…", "no está mal, pero…", "nicht schlecht
 * für …, aber…" announces the reservation that follows; it is no praise. Folded.
 */
const LITOTES = new Set(["bad", "mal", "mauvais", "mauvaise", "malo", "mala", "malos", "malas", "schlecht", "schlechte", "schlechter", "terrible", "awful"]);

/**
 * An English judgement written with a letter English does not use is another language's word that folds into it, read
 * as that language's lists read it: "löst" is no "lost", "décliné en trois tailles" no "declined", "ein Rüde" no "rude";
 * "compétitive" is "compétiti*". Before the phrases, which still read theirs ("löst das Problem").
 */
function readForeignLetters(words: WordToken[], original: string, from: ArrayLike<number>): void {
  for (const w of words) {
    if (w.foreign === undefined || w.polarity === 0) continue;
    const end = from[w.start + w.word.length] ?? original.length;
    for (let c = from[w.start] ?? end; c < end; c++) {
      if (original.charCodeAt(c) > 127 && LETTER_OR_DIGIT.test(original[c]!)) {
        w.polarity = w.foreign;
        break;
      }
    }
  }
}

/** After a "but", the words that make it add rather than turn, folded. */
const ADDING_AFTER_BUT = new Set(["tampoco", "neither", "nor", "ni"]);

/** The nouns of a product line, a range or a model, folded: a capitalised word after them names it. */
const LINE_NOUNS = new Set(["gamme", "range", "line", "serie", "series", "linea", "coleccion", "collection", "linie", "kollektion", "modele", "modelo", "model", "modell", "edition", "edicion", "version", "formule", "tarif", "plan", "forfait", "offre", "pack"]);

/** A comparison word then a preposition and no name: "günstiger als für Nichtmitglieder", "cheaper than in winter". */
function comparesCases(tokens: Token[], i: number): boolean {
  const than = tokens[i + 1];
  const preposition = tokens[i + 2];
  // "günstiger als bei Roadsurfer": a name after the preposition is what is compared with.
  return than?.kind === "word" && (than.word === "als" || than.word === "than" || than.word === "que" || than.word === "qu") && preposition?.kind === "word" && CASE_PREPOSITIONS.has(preposition.word) && tokens[i + 3]?.kind !== "name";
}
const CASE_PREPOSITIONS = new Set(["fur", "for", "pour", "para", "bei", "with", "avec", "con", "im", "in", "en", "dans", "during", "pendant", "durante", "wahrend", "at", "am", "on", "sur"]);

const subjectAt = (t: Token | undefined) => (t?.kind === "name" && !t.compared ? t.brand : undefined);

/**
 * Where the name a sentiment word is said of stands: the nearest name before it in its clause, else after it, else the
 * nearest in the sentence; -1 when the sentence names no one. A name that is only compared with ("cheaper than Nova")
 * is not what the word is said of.
 */
function subjectOf(tokens: Token[], i: number): number {
  let clauseStart = i;
  while (clauseStart > 0 && tokens[clauseStart - 1]!.kind !== "break") clauseStart--;
  let clauseEnd = i;
  while (clauseEnd < tokens.length && tokens[clauseEnd]!.kind !== "break") clauseEnd++;
  for (let j = i - 1; j >= clauseStart; j--) if (subjectAt(tokens[j]) !== undefined) return j;
  // "over Dolce Gusto's pods, which taste thin": a relative clause is about the name just before it, compared or not.
  const opener = tokens[clauseStart];
  if (clauseStart > 0 && opener?.kind === "word" && RELATIVES.has(opener.word) && !namedWithin(tokens, clauseStart, clauseEnd)) {
    for (let j = clauseStart - 2; j >= 0 && j >= clauseStart - 5 && tokens[j]!.kind !== "break"; j--) if (tokens[j]!.kind === "name") return j;
  }
  for (let j = i + 1; j < clauseEnd; j++) if (subjectAt(tokens[j]) !== undefined) return j;
  for (let j = clauseStart - 1; j >= 0; j--) if (subjectAt(tokens[j]) !== undefined) return j;
  for (let j = clauseEnd; j < tokens.length; j++) if (subjectAt(tokens[j]) !== undefined) return j;
  return -1;
}

/**
 * "if", "si", "wenn": a condition says what the reader wants or fears ("If you'd rather avoid plastic tubs, Smol…",
 * "if fuel costs don't worry you"), not what a name is. French and Spanish "si" only opens a clause ("si bon" is "so good").
 */
const CONDITIONALS = ["if", "unless", "wenn", "falls", "sofern", "si"];
const CASE_WORDS = new Set(["cas", "case", "caso", "fall", "falle"]);
/** "pratique si vous préférez…": "si" before a subject opens a condition wherever it stands. */
const SUBJECT_PRONOUNS = new Set(["vous", "tu", "on", "il", "elle", "ils", "elles", "nous", "usted", "ustedes", "vosotros"]);

const HANDLING_SET = new Set(HANDLING);
const ARTICLES = new Set(["aux", "les", "des", "the", "to", "a", "las", "los", "die", "den", "auf", "its", "their", "ses", "leurs", "sus"]);

/** "ne répond pas toujours aux réclamations", "complaints are handled": the complaint is what the service handles. */
function handled(tokens: Token[], k: number): boolean {
  let j = k - 1;
  while (j >= 0 && tokens[j]!.kind === "word" && ARTICLES.has((tokens[j] as WordToken).word)) j--;
  const before = tokens[j];
  if (before?.kind === "word" && HANDLING_SET.has(before.word)) return true;
  for (let a = k + 1; a <= k + 3 && a < tokens.length; a++) {
    const t = tokens[a]!;
    if (t.kind !== "word") break;
    if (HANDLING_SET.has(t.word)) return true;
  }
  return false;
}

function readComplaints(tokens: Token[], polar: Int8Array): void {
  let clauseStart = 0;
  for (let i = 0; i <= tokens.length; i++) {
    if (i < tokens.length && tokens[i]!.kind !== "break") continue;
    // A handled complaint ("répond aux réclamations") judges nothing; the last other one speaks for the clause.
    let complaint = -1;
    for (let k = clauseStart; k < i; k++) {
      const t = tokens[k]!;
      if (t.kind !== "word" || (t.roles & Role.complaint) === 0 || t.inPhrase) continue;
      if (handled(tokens, k)) polar[k] = 0;
      else complaint = k;
    }
    if (complaint >= 0) {
      // Denied ("kaum Beschwerden", "rarely draws complaints"), the complaint's object is no fault either; asserted,
      // its faults add to it and only its praise goes ("complain about … fresh food").
      let denied = false;
      for (let k = clauseStart; k < i && !denied; k++) {
        const t = tokens[k]!;
        denied = t.kind === "word" && (k < complaint ? complaint - k <= 6 && ((t.roles & (Role.primary | Role.concord)) !== 0 || CLOSING_NEGATORS.has(t.word)) : CLOSING_NEGATORS.has(t.word));
      }
      for (let k = clauseStart; k < i; k++) if (k !== complaint && (polar[k]! > 0 || (denied && polar[k]! < 0))) polar[k] = 0;
      if (polar[complaint] === 0) polar[complaint] = -1;
    }
    clauseStart = i + 1;
  }
}

/** Stems of the verbs that advise: "recommend", "recomendar", "recommander", "conseiller", "aconsejar". Folded. */
const ADVISING = ["recommend", "recomend", "recomiend", "recommand", "conseill", "aconsej"];
/** Nouns and adjectives of the same stems: "recommendable", "recomendación" judge, they advise nothing. Folded. */
const NOT_ADVISING = ["recommendab", "recommendation", "recomendab", "recomendacion", "recommandab", "recommandation", "conseiller", "conseillers", "aconsejab"];
/** Spanish words ending like an infinitive that are none: "recomendado para", "lo recomiendo mejor". Folded. */
const NOT_INFINITIVES = new Set(["mejor", "lugar", "mayor", "menor", "hogar", "primer", "popular", "similar", "particular", "familiar", "regular", "interior", "exterior", "superior", "inferior", "anterior", "posterior", "alrededor", "cualquier"]);
/** Possessives: "I'd recommend getting their premium plan" advises the name's own offer. Folded. */
const POSSESSIVES = new Set(["its", "their", "his", "her", "su", "sus", "son", "sa", "ses", "leur", "leurs", "sein", "seine", "ihr", "ihre"]);

/** Whether the word after an advising verb starts an action: "recommended replacing", "recomendaron cambiar", "conseille d'éviter". */
function startsAction(tokens: Token[], k: number): boolean {
  const t = tokens[k];
  if (t?.kind !== "word") return false;
  const w = t.word;
  if (w === "de" || w === "d") return tokens[k + 1]?.kind === "word";
  if (w.length >= 5 && w.endsWith("ing")) return true;
  return w.length >= 5 && (w.endsWith("ar") || w.endsWith("er") || w.endsWith("ir")) && !NOT_INFINITIVES.has(w);
}

/**
 * Advice to do something that names no one is no praise of a name: "les recomendaron cambiar pastillas que estaban
 * bien", "staff recommended replacing both tyres", "on vous conseille d'éviter les heures de pointe". What the clause says
 * from the advising verb on is not read; "recommend going with Nova" and "recommend getting their premium plan" are.
 */
function readAdvice(tokens: Token[], polar: Int8Array): void {
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (t.kind !== "word" || (t.roles & Role.cue) === 0 || !startsAction(tokens, i + 1)) continue;
    if (!ADVISING.some((stem) => t.word.startsWith(stem)) || NOT_ADVISING.some((stem) => t.word.startsWith(stem))) continue;
    let end = i + 1;
    let own = false;
    while (end < tokens.length && tokens[end]!.kind !== "break") {
      const u = tokens[end]!;
      own ||= u.kind === "name" || (u.kind === "word" && end <= i + 4 && POSSESSIVES.has(u.word));
      end++;
    }
    if (!own) polar.fill(0, i, end);
    i = end - 1;
  }
}

/** Words that open a clause of purpose: "para", "pour", "um … zu", "to" (CONDITIONALS). */
const PURPOSE = new Set(["para", "pour", "um", "to"]);
const INFINITIVE_ENDINGS = /(?:ar|er|ir|re)$/;

/**
 * "Para volar barato dentro de Chile, …", "Pour voyager pas cher, …", "Um günstig zu fliegen, …", "To fly cheaply, …":
 * a clause of purpose opening the sentence or clause says what the reader wants, as a condition does.
 */
function purposeOpens(tokens: Token[], i: number, clauseStart: number, end: number): boolean {
  const t = tokens[i] as WordToken;
  if (i !== clauseStart || !PURPOSE.has(t.word)) return false;
  const next = tokens[i + 1];
  if (next?.kind !== "word") return false;
  if (t.word === "um") {
    for (let k = i + 2; k < end; k++) if ((tokens[k] as WordToken).word === "zu") return true;
    return false;
  }
  return t.word === "to" ? i === 0 : INFINITIVE_ENDINGS.test(next.word);
}

/** A condition that names no one is the reader's wish or worry, not a judgement of a name: it is not read. */
function readConditions(tokens: Token[], polar: Int8Array): void {
  let clauseStart = 0;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (t.kind === "break") {
      clauseStart = i + 1;
      continue;
    }
    if (t.kind !== "word") continue;
    // Most words open nothing: the four ways in are tried only for their words.
    if ((t.roles & Role.conditional) === 0 && t.word !== "s" && !CASE_WORDS.has(t.word) && !PURPOSE.has(t.word)) continue;
    // "en cas de panne", "in case of problems", "en caso de avería", "im Falle eines Ausfalls".
    const previous = tokens[i - 1];
    const inCase = CASE_WORDS.has(t.word) && previous?.kind === "word" && (previous.word === "en" || previous.word === "in" || previous.word === "im");
    const next = tokens[i + 1];
    const siOpens = i === clauseStart || (next?.kind === "word" && SUBJECT_PRONOUNS.has(next.word));
    // "s'il", "s'ils": the elided "si".
    const elided = t.word === "s" && next?.kind === "word" && (next.word === "il" || next.word === "ils");
    let end = i + 1;
    while (end < tokens.length && tokens[end]!.kind !== "break") end++;
    if (!inCase && !elided && !purposeOpens(tokens, i, clauseStart, end) && ((t.roles & Role.conditional) === 0 || (t.word === "si" && !siOpens))) continue;
    let named = false;
    for (let k = i + 1; k < end && !named; k++) named = tokens[k]!.kind === "name";
    if (!named) polar.fill(0, i + 1, end);
    i = end - 1;
  }
}

/** Verbs of how a thing looks or seems: "looks great", "semble solide", "parece buena", "wirkt modern", "sieht gut aus". Folded. */
const APPEARANCE = new Set([
  "look", "looks", "looked", "seem", "seems", "seemed", "appear", "appears", "semble", "semblent", "parait", "paraissent",
  "parece", "parecen", "luce", "lucen", "wirkt", "wirken", "scheint", "scheinen", "sieht", "sehen",
]);

/** Whether the judgement at `i` is what something looks or seems ("look great", "looks very modern"). */
function appearance(tokens: Token[], i: number): boolean {
  const before = tokens[i - 1];
  if (before?.kind !== "word") return false;
  if (APPEARANCE.has(before.word)) return true;
  const further = tokens[i - 2];
  return (before.roles & Role.intensifier) !== 0 && further?.kind === "word" && APPEARANCE.has(further.word);
}

/** Relative pronouns opening a clause about the noun before the comma. */
const RELATIVES = new Set(["which", "who", "qui", "lequel", "laquelle", "lesquels", "cuyo", "cuya", "cuyos", "cuyas", "welche", "welcher", "welches"]);

function namedWithin(tokens: Token[], from: number, to: number): boolean {
  for (let k = from; k < to; k++) if (tokens[k]!.kind === "name") return true;
  return false;
}

/** Words that join names into one subject: "Sixt et Europcar proposent", "Saturn, MediaMarkt und Otto liefern". */
const AND_OR = ["and", "or", "et", "ou", "y", "o", "und", "oder", "&"];

/** A comma or "and"/"or" between two names. */
function isLink(link: Token | undefined): boolean {
  return link === BREAKS.comma || (link?.kind === "word" && (link.roles & Role.andOr) !== 0);
}

/** The name at `j` and the names joined to it by "and"/"or"/commas: one subject, each given the judgement. */
function joinedSubject(tokens: Token[], j: number, out: number[]): number[] {
  out.length = 0;
  const named = tokens[j]!;
  // A relative clause's name may be one compared with ("over Nova, which…"): it is the subject all the same.
  out.push(named.kind === "name" ? named.brand : subjectAt(named)!);
  for (let step = -1; step <= 1; step += 2) {
    for (let k = j; isLink(tokens[k + step]); k += 2 * step) {
      const other = subjectAt(tokens[k + 2 * step]);
      if (other === undefined) break;
      if (!out.includes(other)) out.push(other);
    }
  }
  return out;
}

/** "kommt nicht an den Deuter heran", "reicht an Acme heran": the name between "an" and "heran" is measured up to. */
function measuredUpTo(words: WordToken[], k: number, end: number): boolean {
  let after = k;
  while (after < words.length && words[after]!.start < end) after++;
  if (words[after]?.word !== "heran") return false;
  for (let m = k - 1; m >= 0 && m >= k - 3; m--) if (words[m]!.word === "an") return true;
  return false;
}

export interface SentimentInput {
  /** Folded text. */
  text: string;
  blocks: Block[];
  /** Mentions in folded coordinates. */
  mentions: Mention[];
  /** URLs and bare domains in folded coordinates: not read. */
  skipped: Span[];
  /** Maps an original index to its folded index. */
  at: (i: number) => number;
  /** The answer as written, and the original index of each folded one: capitals are read there. */
  original: string;
  from: ArrayLike<number>;
}

/** What one sentence, list item or table row gives one name: its weighted positive and negative words. */
export interface SentimentEvidence {
  brand: number;
  /** Where it stands in the answer as written. */
  start: number;
  end: number;
  positive: number;
  negative: number;
}

export interface Sentiments {
  /** 0–100 for every brand mentioned. */
  scores: Map<number, number>;
  /** The sentences and rows that moved a score, in text order. */
  evidence: SentimentEvidence[];
}

/** A sentence about the others ("Cheaper cordless alternatives exist too") does not go on about the name before it. */
const OTHERS = /(?:^|[^\p{L}])(?:alternatives?|alternativas?|alternativen?|competitors?|rivals?|concurrents?|concurrence|competidores|competencia|konkurrenten|konkurrenz|mitbewerber)(?![\p{L}])/u;

/** First index of `items` (sorted by start) whose start is at or after `position`. */
function lowerBound(items: { start: number }[], position: number): number {
  let lo = 0;
  let hi = items.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (items[mid]!.start < position) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function mentionsIn(mentions: Mention[], start: number, end: number): Mention[] {
  const out: Mention[] = [];
  for (let i = lowerBound(mentions, start); i < mentions.length && mentions[i]!.start < end; i++) out.push(mentions[i]!);
  return out;
}


/**
 * "| Kosten | … | kostenlos, Plus ca. 25 €/Jahr |", "| Precio desde | Gratis (limitado) |": a price column's cell that
 * says "free" states the price and its tier ("limited"); it does not judge.
 */
function priceCell(words: WordToken[], cell: Span): void {
  const first = lowerBound(words, cell.start);
  let free = false;
  for (let c = first; c < words.length && words[c]!.start < cell.end && !free; c++) free = FREE.has(words[c]!.word);
  if (free) for (let c = first; c < words.length && words[c]!.start < cell.end; c++) words[c]!.polarity = 0;
}

/** Whether a word of the span is a price word ("Kosten", "Precio desde"). */
function pricedWithin(words: WordToken[], span: Span): boolean {
  for (let k = lowerBound(words, span.start); k < words.length && words[k]!.start < span.end; k++) if (words[k]!.roles & Role.price) return true;
  return false;
}

/** Whether a mention starts within the span. */
function namesAny(mentions: Mention[], span: Span): boolean {
  const i = lowerBound(mentions, span.start);
  return i < mentions.length && mentions[i]!.start < span.end;
}

/**
 * The name a span carries on to the next sentence: the one it names, none when it names several, the one before
 * (`carried`) when it names none. A sentence (`opening`) naming several carries the one it opens with when the others
 * are only compared with ("**Baratza Encore** — it costs less than the Fellow Ode, but…").
 */
function carriedOn(mentions: Mention[], text: string, span: Span, carried: number | undefined, opening: boolean): number | undefined {
  const from = lowerBound(mentions, span.start);
  if (from >= mentions.length || mentions[from]!.start >= span.end) return carried;
  const first = mentions[from]!;
  let single = true;
  for (let i = from + 1; i < mentions.length && mentions[i]!.start < span.end; i++) if (mentions[i]!.brand !== first.brand) single = false;
  if (single) return first.brand;
  if (!opening || !/^[\s*_#>\-\d.)]*$/.test(text.slice(span.start, first.start))) return undefined;
  for (let i = from + 1; i < mentions.length && mentions[i]!.start < span.end; i++) {
    const m = mentions[i]!;
    if (m.brand !== first.brand && !comparedWith(text, m)) return undefined;
  }
  return first.brand;
}

/** Pronouns standing for a thing of a name's: "ceux de Cinna", "celle de Fortaleza", "those of Nova". Folded. */
const STANDING_FOR = new Set(["ceux", "celui", "celle", "celles", "those"]);

/** What a name compared with follows: "than the", "als", "que chez", "que ceux de". Folded. */
const COMPARED_BEFORE = /(?:^|[^\p{L}])(?:than|als|que|qu'|wie)(?:[ \t]+(?:at|chez|en|bei|the|le|la|les|el|los|die|der|das|dem|den|(?:those|that)[ \t]+of|(?:ceux|celui|celle|celles|los|las|el|la)[ \t]+de|(?:die|der|das)[ \t]+von))?[ \t]+$/u;

/** Whether the mention follows what a name compared with follows ("less than the Fellow", "als die Hannoversche"). */
function comparedWith(text: string, m: Mention): boolean {
  return COMPARED_BEFORE.test(text.slice(Math.max(0, m.start - 24), m.start));
}

/**
 * Scores every mentioned brand: `round(50 + 50·(pos − neg) / (pos + neg + 2))` over the sentiment words said of it,
 * so one positive word gives 67, two give 75, one negative 33, none 50. A sentence that names no brand is read for the
 * list item, table row (or column) or single-brand heading it belongs to; elsewhere, for no one.
 */
export function scoreSentiments(input: SentimentInput, trace?: (judgement: { brand: number; word: string; polarity: number; weight: number }) => void): Sentiments {
  const p = lexicon();
  const { text, mentions } = input;
  const skipped = [...input.skipped].sort((a, b) => a.start - b.start);
  // The text's words once, each sentence then reads its own range.
  // A bare domain that is also a name ("s.Oliver") keeps its words: the name is read there.
  const words = tokenize(text, p, skipped.filter((span) => mentionsIn(mentions, span.start, span.end).length === 0));
  readForeignLetters(words, input.original, input.from);
  readNoneOther(words, p);
  readPhrases(words, p);
  readFaintPraise(words, text, p);
  readNameParts(words, input.original, input.from);
  readHesitations(words);
  readClauseNegations(words, p);
  readExcess(words, input.original, input.from);
  readModifiers(words);
  readRestrictions(words);
  readCues(words, text);
  const firstWordAt = (position: number) => lowerBound(words, position);
  const counts = new Map<number, { positive: number; negative: number }>();
  // What the sentence (or table row) being read gives each name; moved to `evidence` when it ends.
  const unit = new Map<number, { positive: number; negative: number }>();
  const evidence: SentimentEvidence[] = [];
  // Each sentence's judgements, weighed together before they count (`concede`); reused from one sentence to the next.
  const judged: { brand: number; word: string; effective: number; weight: number; conceded: boolean; apparent: boolean; litotes: boolean }[] = [];
  const closeUnit = (start: number, end: number) => {
    for (const [brand, c] of unit) evidence.push({ brand, start: input.from[start] ?? input.original.length, end: input.from[end] ?? input.original.length, ...c });
    unit.clear();
  };
  // The first name an item gives, not one it only compares with ("- Zwar günstiger als die Hannoversche, aber …").
  const firstBrand = (block: Block | null | undefined): number | undefined => {
    if (!block) return undefined;
    for (const part of block.parts) {
      for (const m of mentionsIn(mentions, input.at(part.start), input.at(part.end))) {
        if (!comparedWith(text, m)) return m.brand;
      }
    }
    return undefined;
  };
  const singleBrand = (block: Block | null | undefined): number | undefined => {
    if (!block) return undefined;
    const named = new Set(block.parts.flatMap((part) => mentionsIn(mentions, input.at(part.start), input.at(part.end)).map((m) => m.brand)));
    return named.size === 1 ? [...named][0] : undefined;
  };
  // Whether a header cell names a price: decided once per table, not once per row.
  const pricedColumns = new Map<Span, boolean>();
  const priced = (column: Span): boolean => {
    let known = pricedColumns.get(column);
    if (known === undefined) pricedColumns.set(column, (known = pricedWithin(words, { start: input.at(column.start), end: input.at(column.end) })));
    return known;
  };
  /** Who a sentence without a name is about, by where it stands. */
  const inheritedCache = new Map<Block, Map<number, number | undefined>>();
  const inherited = (block: Block, cellIndex: number): number | undefined => {
    let byCell = inheritedCache.get(block);
    if (!byCell) inheritedCache.set(block, (byCell = new Map()));
    if (!byCell.has(cellIndex)) byCell.set(cellIndex, whoIsItAbout(block, cellIndex));
    return byCell.get(cellIndex);
  };
  const whoIsItAbout = (block: Block, cellIndex: number): number | undefined => {
    if (block.kind === "item") {
      return firstBrand(block) ?? singleBrand(block.parent);
    }
    if (block.kind === "row") {
      const cells = block.cells ?? [];
      const label = cells[0] ? mentionsIn(mentions, input.at(cells[0].start), input.at(cells[0].end))[0] : undefined;
      if (label) return label.brand;
      const column = block.header?.cells?.[cellIndex];
      const title = column ? mentionsIn(mentions, input.at(column.start), input.at(column.end))[0] : undefined;
      return title?.brand ?? singleBrand(block);
    }
    if (block.kind === "paragraph") return singleBrand(block.parent);
    return undefined;
  };

  /** Most cells and many sentences hold no judgement at all: nothing to split or attribute. */
  const judgedWithin = (span: Span, from = firstWordAt(span.start)) => {
    for (let k = from; k < words.length && words[k]!.start < span.end; k++) if (words[k]!.polarity !== 0) return true;
    return false;
  };
  const read = (span: Span, fallback: number | undefined) => {
    const from = firstWordAt(span.start);
    if (!judgedWithin(span, from)) return;
    const tokens: Token[] = [];
    // Per token: inside a clause a clause negation opened ("no es que …"), until the clause ends.
    const negated: boolean[] = [];
    let inNegatedClause = false;
    const named = mentionsIn(mentions, span.start, span.end);
    // Naming no one and about no one by its place: nothing it judges can be given to a name.
    if (named.length === 0 && fallback === undefined) return;
    let next = 0;
    // The three words before a name: "than Nova", "plus cher que chez Free" (but not "alors que Free").
    const recent: number[] = [];
    // The last token pushed when it is a word of the answer (a pair's first word, "even" of "even if"), or a name.
    let lastWord: WordToken | null = null;
    let lastIsName = false;
    let skip = lowerBound(skipped, span.start + 1) - 1;
    if (skip < 0) skip = 0;
    for (let k = from; k < words.length && words[k]!.start < span.end; k++) {
      const { start: at, word, roles } = words[k]!;
      while (next < named.length && named[next]!.end <= at) next++;
      const name = named[next];
      if (name && at >= name.start) {
        // One token per mention; the name's own words ("Best Buy") are not read.
        if (at === name.start || !lastIsName) {
          // "than Nova", "plus cher que Nova", "nowhere near as dependable as Nova's", "nicht so günstig wie Moss".
          const comparative = recent.findIndex((r) => (r & Role.comparative) !== 0);
          // "günstiger als bei Roadsurfer oder McRent", "cheaper than Nova or Acme": a name joined to one compared with is compared with too.
          const link = tokens[tokens.length - 1];
          const joinedToCompared = link?.kind === "word" && (link.roles & Role.andOr) !== 0 && tokens[tokens.length - 2]?.kind === "name" && (tokens[tokens.length - 2] as { compared: boolean }).compared;
          const compared = joinedToCompared || recent.some((r, j) => (r & Role.compared) !== 0 || ((r & Role.comparedAfter) !== 0 && comparative >= 0 && comparative < j)) || measuredUpTo(words, k, name.end);
          tokens.push({ kind: "name", brand: name.brand, compared });
          lastWord = null;
          lastIsName = true;
        }
        recent.length = 0;
        continue;
      }
      // URLs and bare domains are not read; tokens come in text order, so the span pointer only moves forward.
      while (skip < skipped.length && skipped[skip]!.end <= at) skip++;
      if (skip < skipped.length && skipped[skip]!.start <= at) continue;
      const pair = lastWord !== null && lastWord.roles & Role.pairFirst ? p.pairs.get(lastWord.word)?.get(word) : undefined;
      lastWord = null;
      if (pair) tokens[tokens.length - 1] = BREAKS[pair];
      else if (roles & Role.comma) tokens.push(BREAKS.comma);
      else if (roles & Role.punctuation) tokens.push(BREAKS.punctuation);
      // "no destaca en nada, pero tampoco da problemas", "but nor does it…": a "but" that adds, not turns.
      else if (roles & Role.contrast) tokens.push(ADDING_AFTER_BUT.has(words[k + 1]?.word ?? "") ? BREAKS.plain : BREAKS.contrast);
      else if (roles & Role.concessive) tokens.push(BREAKS.concessive);
      else if (roles & Role.breaks) tokens.push(BREAKS.plain);
      else {
        lastWord = words[k]!;
        tokens.push(lastWord);
      }
      lastIsName = false;
      if (lastWord === null) inNegatedClause = false;
      negated[tokens.length - 1] = inNegatedClause;
      if (words[k]!.negatesClause) inNegatedClause = true;
      // A comparison does not reach past a comma ("por encima del precio, Pepephone suele…").
      if (roles & Role.comma) recent.length = 0;
      // "moins confortables que ceux de Cinna", "than those of Nova": the pronoun standing for the thing compared is
      // not counted among the words before the name.
      else if (!STANDING_FOR.has(word)) recent.push(roles);
      if (recent.length > 4) recent.shift();
    }
    const { polar, primaryBefore } = buffers(tokens.length);
    for (let k = 0; k < tokens.length; k++) {
      const t = tokens[k]!;
      polar[k] = t.kind === "word" ? t.polarity : 0;
    }
    // A complaint judges by itself, and what it is about does not: "complain about … fresh food", "über unfreundliche
    // Fahrer liest man kaum Beschwerden", "you'll struggle to find complaints about its frames".
    readComplaints(tokens, polar);
    readConditions(tokens, polar);
    readAdvice(tokens, polar);
    // Whether a negator that is not the second half of another ("ne … pas") comes earlier in the clause.

    let primarySeen = false;
    for (let i = 0; i < tokens.length; i++) {
      const t = tokens[i]!;
      if (t.kind === "break") primarySeen = false;
      primaryBefore[i] = primarySeen ? 1 : 0;
      // "tampoco la he visto nunca fallar": a second half that negates alone ("tampoco") makes the next one its partner.
      if (t.kind === "word" && t.roles & (Role.primary | Role.concord) && isNegator(tokens, i, primarySeen)) primarySeen = true;
    }
    const weight = weights(tokens);
    let onlyCompared = false;
    for (const t of tokens) {
      if (t.kind !== "name") continue;
      onlyCompared = t.compared && t.brand !== fallback;
      if (!onlyCompared) break;
    }
    const said: number[] = [];
    judged.length = 0;
    let contrasted = false;
    // A concessive clause opened after a judgement ("no está mal para compras puntuales, aunque … sale más caro").
    let concededAfter = false;
    for (let i = 0; i < tokens.length; i++) {
      const token = tokens[i]!;
      if (token.kind === "break" && token.mode === "contrast") contrasted = true;
      if (token.kind === "break" && token.mode === "concessive" && judged.length > 0) concededAfter = true;
      const polarity = polar[i] as 0 | 1 | -1;
      if (polarity === 0 || token.kind !== "word") continue;
      // "für Mitglieder ist er günstiger als für Nichtmitglieder": a comparison of two cases of the same offer judges
      // nothing.
      if (comparesCases(tokens, i)) continue;
      // "Zwar günstiger als die Hannoversche, aber …" under another name's item: a sentence whose names are all compared
      // with is about the one its place gives.
      const subject = named.length > 0 && !(fallback !== undefined && onlyCompared) ? subjectOf(tokens, i) : -1;
      if (subject < 0 && fallback === undefined) continue;
      const brands = subject >= 0 ? joinedSubject(tokens, subject, said) : [fallback!];
      const effective = effectivePolarity(tokens, polar, primaryBefore, i, polarity) * (negated[i] ? -1 : 1);
      const apparent = !contrasted && appearance(tokens, i);
      // "it's not that the free version is bad, but…" denies the whole clause: no litotes.
      const litotes = !negated[i] && LITOTES.has(token.word);
      for (const brand of brands) judged.push({ brand, word: token.word, effective, weight: weight[i]!, conceded: !contrasted, apparent, litotes: litotes && !concededAfter });
    }
    // "not bad, although it costs more and the range falls short": faint praise a fault then follows is no praise.
    if (concededAfter && !contrasted) for (const j of judged) if (j.litotes && j.effective > 0 && judged.some((k) => k.brand === j.brand && k.effective < 0)) j.effective = -1;
    if (contrasted) {
      // "Enforex's brochures look great, but classes of up to fifteen…": how it looks, set against what follows, is no judgement.
      for (const j of judged) if (j.apparent) j.weight = 0;
      for (const j of judged) if (j.conceded && j.effective > 0 && j.litotes) j.effective = -1;
      concede(judged);
    }
    for (const { brand, word, effective, weight: w } of judged) {
      const c = counts.get(brand) ?? { positive: 0, negative: 0 };
      const u = unit.get(brand) ?? { positive: 0, negative: 0 };
      if (effective > 0) {
        c.positive += w;
        u.positive += w;
      } else {
        c.negative += w;
        u.negative += w;
      }
      counts.set(brand, c);
      unit.set(brand, u);
      trace?.({ brand, word, polarity: effective, weight: w });
    }
  };

  for (const block of input.blocks) {
    if (block.kind === "row") {
      const cells = block.cells ?? [];
      cells.forEach((cell, index) => {
        const span = { start: input.at(cell.start), end: input.at(cell.end) };
        const column = block.header?.cells?.[index];
        if (column && priced(column)) priceCell(words, span);
        read(span, inherited(block, index));
      });
      // A row is read cell by cell but explained whole: "Excellent" alone says nothing.
      if (cells.length > 0) closeUnit(input.at(cells[0]!.start), input.at(cells[cells.length - 1]!.end));
      continue;
    }
    // In a paragraph, a sentence that names no one goes on about the one name the sentence before named ("Vueling
    // tiene un vuelo directo. Eso sí, sus retrasos son frecuentes"), across its lines too: a bold title line
    // ("**Muga Reserva**") and the description under it are one paragraph.
    let carried: number | undefined;
    for (const part of block.parts) {
      const foldedPart = { start: input.at(part.start), end: input.at(part.end) };
      if (!judgedWithin(foldedPart)) {
        carried = carriedOn(mentions, text, foldedPart, carried, false);
        continue;
      }
      for (const sentence of sentences(text, foldedPart)) {
        const carries = block.kind === "paragraph" && carried !== undefined && !namesAny(mentions, sentence) && !OTHERS.test(text.slice(sentence.start, sentence.end));
        // Under "### 3. Dormeo", "**My pick:** start with the Nectar… If the pain persists, …": the name the paragraph went
        // on about comes before the heading's.
        read(sentence, carries ? carried : inherited(block, 0));
        closeUnit(sentence.start, sentence.end);
        carried = carriedOn(mentions, text, sentence, carried, true);
      }
    }
  }

  const scores = new Map<number, number>();
  for (const m of mentions) {
    if (scores.has(m.brand)) continue;
    const c = counts.get(m.brand) ?? { positive: 0, negative: 0 };
    const score = Math.round(50 + (50 * (c.positive - c.negative)) / (c.positive + c.negative + 2));
    scores.set(m.brand, Math.min(100, Math.max(0, score)));
  }
  return { scores, evidence };
}
