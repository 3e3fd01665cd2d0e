// Reads one AI answer: which tracked brands it names, in what order, its tone about the brand, and the URLs it cites.

export interface BrandRef {
  name: string;
  aliases?: string[];
  domain?: string | null;
}

export interface AnalysisTargets {
  brand: BrandRef;
  competitors: BrandRef[];
}

export interface Citation {
  url: string;
  domain: string;
  isOwnDomain: boolean;
}

export interface AnswerAnalysis {
  brandMentioned: boolean;
  /** 1 = the brand is the first tracked brand named; null when not named. */
  position: number | null;
  /** In order of position. */
  competitorsMentioned: { name: string; position: number }[];
  /** 0–100 (50 neutral) about the brand; null when the brand is not mentioned. */
  sentiment: number | null;
  citations: Citation[];
}

interface Span {
  start: number;
  end: number;
}

// ---------------------------------------------------------------------------------------------
// Folding: one function for the text and for the names, so both sides always compare alike.

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
  "‐": "-",
  "‑": "-",
  "‒": "-",
  "–": "-",
  "—": "-",
  "―": "-",
  "−": "-",
  "\r": "",
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

/**
 * Folds `s` and keeps, for every UTF-16 index of `s` (plus its end), the index where its folding starts,
 * so spans found in the original text (URLs) can be compared with spans found in the folded one.
 */
function fold(s: string): { text: string; at: number[] } {
  const parts: string[] = [];
  const at: number[] = new Array<number>(s.length + 1).fill(0);
  let length = 0;
  let i = 0;
  for (const ch of s) {
    at[i] = length;
    if (ch.length === 2) at[i + 1] = length;
    const folded = foldChar(ch);
    parts.push(folded);
    length += folded.length;
    i += ch.length;
  }
  at[s.length] = length;
  return { text: parts.join(""), at };
}

/**
 * The folding used for matching: NFKD, lower case, diacritics removed, ß→ss, æ→ae, œ→oe (and ø, ł, đ, ı),
 * typographic apostrophes and dashes unified, whitespace runs collapsed to one space and trimmed.
 */
export function normalizeText(s: string): string {
  return fold(s).text.replace(/\s+/gu, " ").trim();
}

// ---------------------------------------------------------------------------------------------
// URLs

/** Brackets and quotes end a URL: `[a](https://x.y)` must not swallow the link text or the closing quote. */
const URL_CANDIDATE = /(?<![\p{L}\p{N}@./-])(?:https?:\/\/|www\.)[^\s<>"`{}|\\^[\]“”«»‘’]+/giu;
const TRAILING_PUNCTUATION = new Set([".", ",", ";", ":", "!", "?", '"', "'", "»", "”", "’", "…", "*", "_"]);

interface FoundUrl extends Span {
  url: string;
  /** Host without `www.` and without port. */
  domain: string;
}

function count(s: string, ch: string): number {
  let n = 0;
  for (const c of s) if (c === ch) n++;
  return n;
}

/** Drops sentence punctuation after a URL; a `)` stays when it closes a `(` inside the URL (Wikipedia-style paths). */
function trimUrl(raw: string): string {
  let url = raw;
  for (;;) {
    const last = url.at(-1);
    if (last === undefined) return url;
    if (last === ")") {
      if (count(url, ")") <= count(url, "(")) return url;
    } else if (!TRAILING_PUNCTUATION.has(last)) {
      return url;
    }
    url = url.slice(0, -1);
  }
}

function normalizeUrl(raw: string): { url: string; domain: string } | null {
  let parsed: URL;
  try {
    parsed = new URL(/^https?:\/\//i.test(raw) ? raw : `https://${raw}`);
  } catch {
    return null;
  }
  const host = parsed.hostname.replace(/\.$/, "");
  if (!host.includes(".")) return null;
  const domain = host.replace(/^www\./, "");
  const port = parsed.port ? `:${parsed.port}` : "";
  const path = parsed.pathname.length > 1 ? parsed.pathname.replace(/\/+$/, "") || "/" : parsed.pathname || "/";
  return { url: `${parsed.protocol}//${domain}${port}${path}${parsed.search}`, domain };
}

/** Every URL occurrence with its span in `text`, duplicates included (each one can be a mention). */
function findUrls(text: string): FoundUrl[] {
  const found: FoundUrl[] = [];
  for (const match of text.matchAll(URL_CANDIDATE)) {
    const raw = trimUrl(match[0]);
    const normalized = normalizeUrl(raw);
    if (!normalized) continue;
    found.push({ start: match.index, end: match.index + raw.length, ...normalized });
  }
  return found;
}

/**
 * The URLs cited in `text` (markdown links, `http(s)://` and `www.` URLs), normalised and deduplicated in
 * first-seen order: host lower-cased and without `www.`, fragment dropped, path and query kept, trailing
 * slash removed except for the root, sentence punctuation after the URL removed.
 */
export function extractUrls(text: string): string[] {
  return [...new Set(findUrls(text).map((u) => u.url))];
}

/** `https://www.Acme.com/x` or `acme.com` → `acme.com`; null when it is not a usable host. */
function normalizeDomain(domain: string | null | undefined): string | null {
  const trimmed = domain?.trim();
  if (!trimmed) return null;
  try {
    const withScheme = /^[a-z][a-z\d+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
    const host = new URL(withScheme).hostname.replace(/\.$/, "").replace(/^www\./, "");
    return host || null;
  } catch {
    return null;
  }
}

function isOnDomain(host: string, domain: string | null): boolean {
  return domain !== null && (host === domain || host.endsWith(`.${domain}`));
}

// ---------------------------------------------------------------------------------------------
// Mentions

/** `&` in a name also matches the word in the answer's language, and the reverse. */
const CONNECTOR = "(?:[\\s-]*&[\\s-]*|[\\s-]+(?:and|et|y|und)[\\s-]+)";
const CONNECTOR_WORDS = new Set(["&", "and", "et", "y", "und"]);

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
}

/** Words of a name separated by any run of spaces or hyphens; edges must not touch a letter or digit of any script. */
function namePattern(name: string): RegExp | null {
  const words = normalizeText(name).replace(/&/g, " & ").split(/[\s-]+/).filter(Boolean);
  if (words.length === 0 || words.every((w) => CONNECTOR_WORDS.has(w))) return null;
  let source = "";
  words.forEach((word, i) => {
    const isConnector = CONNECTOR_WORDS.has(word) && i > 0 && i < words.length - 1;
    const previousIsConnector = i > 0 && source.endsWith(CONNECTOR);
    if (i > 0 && !isConnector && !previousIsConnector) source += "[\\s-]+";
    source += isConnector ? CONNECTOR : escapeRegExp(word);
  });
  return new RegExp(`(?<![\\p{L}\\p{N}])${source}(?![\\p{L}\\p{N}])`, "gu");
}

interface Mention extends Span {
  /** 0 = the client's brand, 1… = competitors in the order given. */
  brand: number;
}

function inside(position: number, spans: Span[]): boolean {
  return spans.some((s) => position >= s.start && position < s.end);
}

/**
 * Names are searched outside URLs only, so `reviews.com/acme-vs-nova` names nobody; a URL on a tracked brand's
 * own domain (or a subdomain) is itself a mention of that brand, at the URL's place. Where names overlap
 * ("Nova" inside "Nova Cloud"), the earliest then longest match wins, so each stretch of text names one brand.
 */
function findMentions(text: string, brands: BrandRef[], urls: FoundUrl[]): Mention[] {
  const candidates: Mention[] = [];
  brands.forEach((brand, index) => {
    for (const name of [brand.name, ...(brand.aliases ?? [])]) {
      const pattern = namePattern(name);
      if (!pattern) continue;
      for (const match of text.matchAll(pattern)) {
        if (inside(match.index, urls)) continue;
        candidates.push({ brand: index, start: match.index, end: match.index + match[0].length });
      }
    }
    const domain = normalizeDomain(brand.domain);
    for (const url of urls) {
      if (isOnDomain(url.domain, domain)) candidates.push({ brand: index, start: url.start, end: url.end });
    }
  });
  candidates.sort((a, b) => a.start - b.start || b.end - a.end || a.brand - b.brand);
  const accepted: Mention[] = [];
  let reached = 0;
  for (const mention of candidates) {
    if (mention.start < reached) continue;
    accepted.push(mention);
    reached = mention.end;
  }
  return accepted;
}

// ---------------------------------------------------------------------------------------------
// Lists and sentences

/** `1.` `1)` `1 -` `1:` and `-` `*` `+` `•`…, also behind a markdown heading or bold opener (`### 1.`, `**1.`). */
const LIST_MARKER = /^[ \t]*(?:#{1,6}[ \t]+)?(?:\*\*|__)?(?:\d{1,3}[.)]|\d{1,3}[ \t]*[-:]|[-*+•◦▪‣●])[ \t]+/u;
const TABLE_ROW = /^[ \t]*\|/;

/**
 * The list items of the answer, in document order. An item runs from its marker line over the lines that
 * continue it: directly following lines (markdown's lazy continuation) and, after a blank line, indented ones.
 * Markdown table rows count as items too, since models often rank brands in a table.
 */
function listItems(text: string): Span[] {
  const items: Span[] = [];
  let current: Span | null = null;
  let currentIsRow = false;
  let blankSince = false;
  let offset = 0;
  for (const line of text.split("\n")) {
    const start = offset;
    const end = offset + line.length;
    offset = end + 1;
    if (line.trim() === "") {
      blankSince = current !== null;
      continue;
    }
    const isRow = TABLE_ROW.test(line);
    if (isRow || LIST_MARKER.test(line)) {
      current = { start, end };
      currentIsRow = isRow;
      items.push(current);
    } else if (current && !currentIsRow && (!blankSince || /^[ \t]/.test(line))) {
      current.end = end;
    } else {
      current = null;
    }
    blankSince = false;
  }
  return items;
}

/** Sentences end at `.`, `!` or `?` followed by a space, and at line ends; `acme.com` and `3.5` stay whole. */
function sentences(text: string): Span[] {
  const out: Span[] = [];
  const push = (start: number, end: number) => {
    if (text.slice(start, end).trim() !== "") out.push({ start, end });
  };
  let offset = 0;
  for (const line of text.split("\n")) {
    let start = offset;
    for (const match of line.matchAll(/[.!?]+(?=\s|$)/g)) {
      const end = offset + match.index + match[0].length;
      push(start, end);
      start = end;
    }
    push(start, offset + line.length);
    offset += line.length + 1;
  }
  return out;
}

/**
 * Ranks the named brands. When list items name tracked brands, those brands rank first, in the order of
 * their first naming inside a list item (item order, then order within the item; the numbers the model
 * wrote are not trusted), and brands named only outside any list follow in order of first occurrence.
 * So "Here are alternatives to Acme: 1. Nova 2. Zen" ranks Nova 1, Zen 2, Acme 3. Without such a list,
 * the rank is the order of first occurrence.
 */
function rankBrands(mentions: Mention[], items: Span[]): Map<number, number> {
  const firstAnywhere = new Map<number, number>();
  const firstInList = new Map<number, number>();
  for (const m of mentions) {
    if (!firstAnywhere.has(m.brand)) firstAnywhere.set(m.brand, m.start);
    if (!firstInList.has(m.brand) && inside(m.start, items)) firstInList.set(m.brand, m.start);
  }
  const byStart = (first: Map<number, number>) =>
    [...first.entries()].sort((a, b) => a[1] - b[1]).map(([brand]) => brand);
  const listed = byStart(firstInList);
  const others = byStart(firstAnywhere).filter((brand) => !firstInList.has(brand));
  return new Map([...listed, ...others].map((brand, i) => [brand, i + 1]));
}

// ---------------------------------------------------------------------------------------------
// Sentiment

interface Lexicon {
  positive: readonly string[];
  negative: readonly string[];
}

/**
 * Sentiment words per language, written as a reader would look them up; a trailing `*` matches any word
 * starting with the stem. All languages are used on every answer, since a model may mix them.
 */
export const SENTIMENT_LEXICONS: Readonly<Record<"en" | "fr" | "es" | "de", Lexicon>> = {
  en: {
    positive: [
      "recommend*", "best", "excellent", "great", "good", "reliable", "reliability", "trusted", "trustworthy",
      "popular", "affordable", "leading", "leader", "top", "top-rated", "outstanding", "innovative", "well-known",
      "renowned", "reputable", "favorite", "favourite", "ideal", "efficient", "easy", "user-friendly", "intuitive",
      "robust", "secure", "praised", "impressive", "versatile", "powerful", "comprehensive", "seamless",
      "flexible", "solid", "inexpensive", "helpful", "friendly", "transparent", "love", "loved",
    ],
    negative: [
      "expensive", "pricey", "costly", "overpriced", "poor", "bad", "worse", "worst", "unreliable", "complain*",
      "scam*", "fraud*", "slow", "limited", "outdated", "weak", "difficult", "complicated", "confusing", "bug*",
      "problem*", "disappointing", "mediocre", "lacking", "lacks", "risky", "insecure", "unstable", "inconsistent",
      "frustrating", "terrible", "awful", "drawback*", "downside*", "clunky", "criticized", "criticised",
      "controversial", "lawsuit*", "outage*", "delay*", "hidden",
    ],
  },
  fr: {
    positive: [
      "recommand*", "conseillé*", "meilleur*", "excellen*", "fiab*", "populaire*", "abordable*", "reconnu*",
      "leader*", "incontournable*", "efficace*", "rapide*", "performant*", "innovant*", "intuiti*", "solide*",
      "apprécié*", "réputé*", "sécurisé*", "pratique", "idéal*", "bon", "bonne", "bons", "bonnes", "bien", "top",
      "avantag*", "remarquable*", "économique*", "puissant*", "confiance", "utile*", "transparent*", "plébiscité*",
    ],
    negative: [
      "cher", "chère", "chers", "chères", "coûteu*", "onéreu*", "mauvais*", "pire*", "lent", "lente", "lents",
      "lentes", "lenteur*", "limité*", "plainte*", "plaign*", "arnaque*", "escroquerie*", "décevant*",
      "déception*", "problème*", "instable*", "compliqué*", "difficile*", "obsolète*", "risqué*", "médiocre*",
      "critiqué*", "panne*", "lacune*", "inconvénient*", "fraude*", "douteu*", "insatisfait*", "frustrant*",
      "défaut*", "retard*", "mal", "caché", "cachée", "cachés", "cachées",
    ],
  },
  es: {
    positive: [
      "recomend*", "recomiend*", "mejor", "mejores", "excelente*", "fiab*", "confiable*", "confianza", "popular*",
      "asequible*", "económico", "económica", "económicos", "económicas", "líder*", "bueno", "buena", "buenos",
      "buenas", "buen", "bien", "eficaz", "eficaces", "eficiente*", "innovador*", "reconocid*", "sólid*",
      "intuitiv*", "ideal*", "destaca*", "valorad*", "potente*", "rápid*", "favorit*", "útil", "útiles", "top",
    ],
    negative: [
      "caro", "cara", "caros", "caras", "costos*", "malo", "mala", "malos", "malas", "mal", "peor", "peores",
      "lento*", "lenta*", "lentitud", "limitad*", "quej*", "estafa*", "fraude*", "problema*",
      "inestable*", "complicad*", "difícil*", "obsolet*", "deficiente*", "decepci*", "mediocre*", "arriesgad*",
      "criticad*", "críticas", "desventaja*", "inconveniente*", "fallo*", "falla*", "insegur*", "engañoso*", "dudos*",
      "retraso*", "ocult*",
    ],
  },
  de: {
    positive: [
      "empfohlen*", "empfehlenswert*", "empfehle*", "beste", "besten", "bester", "bestes", "bestem",
      "hervorragend*", "ausgezeichnet*", "zuverlässig*", "vertrauenswürdig*", "beliebt*", "günstig*",
      "preiswert*", "führend*", "marktführer*", "gut", "gute", "guten", "guter", "gutes", "top", "schnell*",
      "innovativ*", "bewährt*", "renommiert*", "solide*", "intuitiv*", "leistungsstark*", "benutzerfreundlich*",
      "effizient*", "etabliert*", "überzeug*", "vorteil*", "hochwertig*", "exzellent*", "gelobt*", "hilfreich*",
      "freundlich*", "transparent*", "problemlos*", "fehlerfrei*",
    ],
    negative: [
      "teuer", "teur*", "überteuert*", "schlecht*", "unzuverlässig*", "langsam*", "begrenzt*", "eingeschränkt*",
      "beschwerde*", "beklag*", "betrug*", "abzocke*", "problem*", "kompliziert*", "schwierig*", "veraltet*",
      "instabil*", "enttäuschend*", "enttäuscht*", "mangelhaft*", "kritik*", "kritisiert*", "nachteil*",
      "unsicher*", "fehler*", "mittelmäßig*", "umständlich*", "schwach*", "unzufrieden*", "ausfall*", "riskant*",
      "verzögerung*", "versteckt*",
    ],
  },
};

/** Words that flip the polarity of a sentiment word among the three words before it. */
const NEGATORS = new Set(
  [
    "not", "no", "never", "without", "nor", "neither", "hardly", "barely", "cannot", "t", // "don't" → don + t
    "ne", "n", "pas", "jamais", "sans", "aucun", "aucune", "ni", "guère", "rien", "peu",
    "nunca", "sin", "jamás", "tampoco", "ningún", "ninguno", "ninguna", "nada", "poco",
    "nicht", "kein", "keine", "keinen", "keinem", "keiner", "keines", "nie", "niemals", "ohne", "weder", "kaum",
    "wenig", "nichts",
  ].map(normalizeText),
);
/** A negation does not reach past a comma or a "but": in "not cheap, but excellent" only "cheap" is negated. */
const CLAUSE_BREAKS = new Set(
  [
    "but", "however", "although", "though", "whereas",
    "mais", "cependant", "pourtant", "toutefois",
    "pero", "aunque", "sino", "embargo",
    "aber", "doch", "jedoch", "sondern", "allerdings", "obwohl",
  ].map(normalizeText),
);
const BREAK = "|";
/** "un peu cher" is "a bit expensive", not "not expensive". */
const SOFTENERS = new Set(["peu", "poco", "wenig"]);
const SOFTENER_ARTICLES = new Set(["un", "ein"]);
const NEGATION_WINDOW = 3;

const exactWords = new Map<string, 1 | -1>();
const stems: { stem: string; polarity: 1 | -1 }[] = [];
for (const lexicon of Object.values(SENTIMENT_LEXICONS)) {
  for (const [words, polarity] of [[lexicon.positive, 1], [lexicon.negative, -1]] as const) {
    for (const word of words) {
      const folded = normalizeText(word.replace(/\*$/, ""));
      if (word.endsWith("*")) stems.push({ stem: folded, polarity });
      else exactWords.set(folded, polarity);
    }
  }
}
// The longest stem decides, so a specific stem can override a shorter one.
stems.sort((a, b) => b.stem.length - a.stem.length);

function polarityOf(word: string): 0 | 1 | -1 {
  const exact = exactWords.get(word);
  if (exact !== undefined) return exact;
  return stems.find((s) => word.startsWith(s.stem))?.polarity ?? 0;
}

function isNegator(words: string[], i: number): boolean {
  const word = words[i];
  if (word === undefined || !NEGATORS.has(word)) return false;
  return !(SOFTENERS.has(word) && SOFTENER_ARTICLES.has(words[i - 1] ?? ""));
}

function isNegated(words: string[], i: number): boolean {
  for (let j = i - 1; j >= Math.max(0, i - NEGATION_WINDOW); j--) {
    if (words[j] === BREAK) return false;
    if (isNegator(words, j)) return true;
  }
  return false;
}

const WORD_OR_BREAK = /[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*|[,;:()]/gu;

/**
 * Lexicon score of the sentences about the brand: the sentences that name it, plus, inside a list item that
 * names it, the item's sentences that name no tracked brand (the description after a listed name rarely
 * repeats it). Each sentiment word counts +1 or −1, flipped when a negator is among the three words before
 * it within the same clause (a comma, colon, semicolon, bracket or "but" ends a clause); brand names and
 * URLs are not read as words. sentiment = round(50 + 50·(pos − neg) / (pos + neg + 2)), so one positive
 * word gives 67, two give 75, one negative 33, none 50; the +2 keeps a single word from swinging the score
 * to an extreme. Known limits: a negation after the word ("empfehle … nicht") and pronouns ("It is
 * reliable." after a sentence naming the brand) are not seen.
 */
function scoreSentiment(text: string, mentions: Mention[], items: Span[], urls: Span[]): number {
  const brandItems = items.filter((item) => mentions.some((m) => m.brand === 0 && inside(m.start, [item])));
  let positive = 0;
  let negative = 0;
  for (const sentence of sentences(text)) {
    const named = mentions.filter((m) => m.start >= sentence.start && m.start < sentence.end);
    const aboutBrand =
      named.some((m) => m.brand === 0) ||
      (named.length === 0 && inside(sentence.start, brandItems));
    if (!aboutBrand) continue;
    const words: string[] = [];
    for (const match of text.slice(sentence.start, sentence.end).matchAll(WORD_OR_BREAK)) {
      const at = sentence.start + match.index;
      if (inside(at, urls)) continue;
      const word = match[0];
      // A name stays as a neutral placeholder: "Best Buy" must not count as praise, but it still is a word.
      words.push(inside(at, named) ? "" : /^[,;:()]$/.test(word) || CLAUSE_BREAKS.has(word) ? BREAK : word);
    }
    words.forEach((word, i) => {
      const polarity = word === "" || word === BREAK ? 0 : polarityOf(word);
      if (polarity === 0) return;
      if ((isNegated(words, i) ? -polarity : polarity) > 0) positive++;
      else negative++;
    });
  }
  const score = Math.round(50 + (50 * (positive - negative)) / (positive + negative + 2));
  return Math.min(100, Math.max(0, score));
}

// ---------------------------------------------------------------------------------------------

export function analyzeAnswer(text: string, targets: AnalysisTargets): AnswerAnalysis {
  const urls = findUrls(text);
  const brandDomain = normalizeDomain(targets.brand.domain);
  const seen = new Set<string>();
  const citations: Citation[] = [];
  for (const u of urls) {
    if (seen.has(u.url)) continue;
    seen.add(u.url);
    citations.push({ url: u.url, domain: u.domain, isOwnDomain: isOnDomain(u.domain, brandDomain) });
  }

  const folded = fold(text);
  const at = (i: number) => folded.at[i] ?? folded.text.length;
  const foldedUrls: FoundUrl[] = urls.map((u) => ({ ...u, start: at(u.start), end: at(u.end) }));
  const brands = [targets.brand, ...targets.competitors];
  const mentions = findMentions(folded.text, brands, foldedUrls);
  const items = listItems(folded.text);
  const ranks = rankBrands(mentions, items);

  const position = ranks.get(0) ?? null;
  const competitorsMentioned = targets.competitors
    .flatMap((competitor, i) => {
      const rank = ranks.get(i + 1);
      return rank === undefined ? [] : [{ name: competitor.name, position: rank }];
    })
    .sort((a, b) => a.position - b.position);

  return {
    brandMentioned: position !== null,
    position,
    competitorsMentioned,
    sentiment: position === null ? null : scoreSentiment(folded.text, mentions, items, foldedUrls),
    citations,
  };
}
