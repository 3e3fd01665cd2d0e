// The labelled answers: the corpus the analysis is developed against, and a held-out set it is not tuned on.
import { cases as de } from "./de.ts";
import { cases as en } from "./en.ts";
import { cases as es } from "./es.ts";
import { cases as fr } from "./fr.ts";
import { cases as holdout } from "./holdout.ts";
import type { Measure } from "./measure.ts";

export const corpus = [...en, ...fr, ...es, ...de];
export { holdout };

/**
 * Below these the corpus test fails: the accuracy measured when they were set, rounded down. Raise them when the
 * analysis improves; never lower one without saying why in the commit.
 */
export const FLOORS: Record<"corpus" | "holdout", Record<Measure, number>> = {
  corpus: {
    mention_f1: 0.995,
    position: 0.98,
    list_position: 0.99,
    competitors: 0.98,
    urls: 1,
    own_domain: 1,
    sentiment_order: 0.97,
    sentiment_polarity: 0.91,
  },
  holdout: {
    mention_f1: 0.99,
    position: 0.93,
    list_position: 1,
    competitors: 0.95,
    urls: 1,
    own_domain: 1,
    sentiment_order: 0.86,
    sentiment_polarity: 0.83,
  },
};
