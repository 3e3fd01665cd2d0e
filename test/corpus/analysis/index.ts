// The labelled answers: the corpus the analysis is developed against, and a held-out set it is not tuned on.
import { cases as de } from "./de.ts";
import { cases as en } from "./en.ts";
import { cases as es } from "./es.ts";
import { cases as fr } from "./fr.ts";
import { cases as holdout } from "./holdout.ts";
import { cases as round2 } from "./round2.ts";
import type { Measure } from "./measure.ts";

export const corpus = [...en, ...fr, ...es, ...de];
/**
 * Round 2 (56 answers, 14 per language, written afresh by a labeller who did not see the code): names that are not the
 * brand (people, places, titles, events, common nouns), case (capitals without accents, lower case as typed), and
 * judgements that hang on a negation or a concession. Developed against, measured apart while it catches up.
 */
export { holdout, round2 };

/**
 * Below these the corpus test fails: the accuracy measured when they were set, rounded down. Raise them when the
 * analysis improves; never lower one without saying why in the commit.
 */
export const FLOORS: Record<"corpus" | "round2" | "holdout", Record<Measure, number>> = {
  corpus: {
    mention_f1: 0.995,
    position: 0.98,
    list_position: 0.99,
    competitors: 0.98,
    urls: 1,
    own_domain: 1,
    sentiment_order: 0.97,
    // 0.91 until version 5: a sentence that names no one now goes on about the name before it, which moves a few
    // names labelled neutral off 50 (polarity is reported, not targeted; sentiment order rose from 0.974 to 0.979).
    sentiment_polarity: 0.9,
  },
  // Where round 2 stands (analysis version 5): the target is 0.97 on every measure, as for the first corpus.
  round2: {
    mention_f1: 0.99,
    position: 0.85,
    // 1 with version 5's first cut, which dropped any name after a capitalised word: that also dropped real brands
    // ("Microsoft Copilot", "Banco Santander"), so the rule went, and "British Columbia" is read as the brand again.
    list_position: 0.98,
    competitors: 0.83,
    urls: 1,
    own_domain: 1,
    sentiment_order: 0.87,
    sentiment_polarity: 0.79,
  },
  holdout: {
    mention_f1: 0.99,
    position: 0.93,
    list_position: 1,
    competitors: 0.95,
    urls: 1,
    own_domain: 1,
    sentiment_order: 0.87,
    sentiment_polarity: 0.83,
  },
};
