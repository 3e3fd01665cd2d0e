// The shape of a labelled answer: what a careful reader following shared/notes/analysis-policy.md sees in it.

export type Lang = "fr" | "en" | "es" | "de";

/** How the answer is written: the engines' usual shapes. */
export type Shape =
  | "chatgpt" // markdown, bold list items, links with ?utm_source=chatgpt.com
  | "perplexity" // prose with [1][2] footnote markers and a trailing sources list
  | "gemini" // headings, tables, bold lead-ins
  | "claude" // prose paragraphs, citations inline or as markdown links
  | "copilot" // short paragraphs with numbered citations
  | "short" // one or two lines
  | "long"; // about 300 words or more

export interface CorpusBrand {
  name: string;
  aliases?: string[];
  domain?: string | null;
}

export type SentimentLabel = "positive" | "neutral" | "negative";

/** What the reader sees about one tracked name; `null` in `mentions` when it is not mentioned. */
export interface ExpectedMention {
  /** 1-based rank among the tracked names by first mention in the body (policy: Position). */
  position: number;
  /** Rendered item/row number of the first list item or table row naming it; null when no list item or row does. */
  list: number | null;
  /** The tone of the sentences, list items or rows that name it. */
  sentiment: SentimentLabel;
}

export interface CorpusCase {
  /** Unique, e.g. "en-chatgpt-03". */
  id: string;
  lang: Lang;
  shape: Shape;
  /** Traps this case sets, from TRAPS below (empty when none). */
  traps: Trap[];
  brand: CorpusBrand;
  competitors: CorpusBrand[];
  answer: string;
  expect: {
    /** One key per tracked name (the brand's `name` and each competitor's `name`), null when not mentioned. */
    mentions: Record<string, ExpectedMention | null>;
    /** Every distinct http(s) URL of the answer exactly as written, in order of first appearance. */
    citations: string[];
    /** The subset of `citations` whose host is the brand's domain or a subdomain of it, in the same order. */
    own: string[];
  };
  /** Id of the twin case: the same answer with praise and criticism swapped between two names. */
  pair?: string;
}

export const TRAPS = [
  "common-word", // a brand whose name is also an ordinary word, used as the word somewhere
  "lookalike-domain", // acme.com.evil.io, notacme.com, acme-bikes.com for acmebikes.com
  "possessive", // Acme's, Zalandos, MediaMarkts, d'Acme, l'Oréal
  "declined", // der Deutschen Bahn
  "url-only", // a brand present only in a URL or a bare domain
  "substring", // Ottoman, Orangery, Freebox, Acmeville
  "utm", // links with query strings
  "parentheses-url", // Wikipedia-style URLs with ( )
  "trailing-punctuation", // a URL followed by . , ) ; or inside brackets/quotes
  "sources-list", // a trailing sources/references list naming brands
  "table", // names in a markdown table
  "nested-list", // names in sub-lists
  "prose-before-list", // a name in prose before the list that ranks it
  "negation", // negated praise or criticism
  "hedge", // "not the cheapest", mild qualifiers
  "alias", // a name reached through an alias
  "markdown", // bold, link text, headings hiding nothing
  "case", // unusual capitalisation of a name
  "subdomain", // own citations on a subdomain (shop.acme.com)
  "mixed-sentiment", // one name praised, another criticised in the same answer
] as const;
export type Trap = (typeof TRAPS)[number];
