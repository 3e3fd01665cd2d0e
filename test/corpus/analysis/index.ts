// The labelled answers: the corpus the analysis is developed against, and a held-out set it is not tuned on.
import { cases as de } from "./de.ts";
import { cases as en } from "./en.ts";
import { cases as es } from "./es.ts";
import { cases as fr } from "./fr.ts";
import { cases as holdout } from "./holdout.ts";
import { cases as round2 } from "./round2.ts";
import { cases as round3 } from "./round3.ts";
import { cases as round4 } from "./round4.ts";
import { cases as round5 } from "./round5.ts";
import { cases as round6 } from "./round6.ts";
import { cases as round7 } from "./round7.ts";
import { cases as round8 } from "./round8.ts";
import { cases as round9 } from "./round9.ts";
import { cases as round10 } from "./round10.ts";
import { cases as round11 } from "./round11.ts";
import { cases as round12 } from "./round12.ts";
import { cases as round13 } from "./round13.ts";
import { cases as round14 } from "./round14.ts";
import { cases as round15 } from "./round15.ts";
import { cases as round16 } from "./round16.ts";
import { cases as round17 } from "./round17.ts";
import { cases as round18 } from "./round18.ts";
import { cases as round19 } from "./round19.ts";
import { cases as round20 } from "./round20.ts";
import { cases as round21 } from "./round21.ts";
import { cases as round22 } from "./round22.ts";
import { cases as round24 } from "./round24.ts";
import type { Measure } from "./measure.ts";

export const corpus = [...en, ...fr, ...es, ...de];
/**
 * Round 2 (56 answers, 14 per language, written afresh by a labeller who did not see the code): names that are not the
 * brand (people, places, titles, events, common nouns), case (capitals without accents, lower case as typed), and
 * judgements that hang on a negation or a concession. Developed against, measured apart while it catches up.
 */
export { holdout, round2, round3, round4, round5 };

/**
 * Round 6 (24 answers, 2 pairs, a fourth labeller), written while version 6 was finished: measured at first sight
 * (sentiment order 0.75, 0.76 after the changes made on rounds 4 and 5), then developed against.
 *
 * Rounds 7 and 8 (24 answers each, 2 pairs each, two more labellers writing at the same time, 17 names that are not the
 * brand each): measured at first sight (positions 0.83 and 0.88, competitors 0.79 and 0.79, sentiment order 0.73 and
 * 0.78), then developed against.
 */
export { round6, round7, round8 };

/**
 * Round 9 (24 answers, 2 pairs, a labeller writing while version 6 was tuned on rounds 7 and 8): held out, its misses
 * print only with `--show-holdout`. At first sight: position 0.92, sentiment order 0.87 (0.85 with the analysis of the
 * session before).
 */
export { round9 };

/**
 * Rounds 10 and 11 (24 answers and 4 pairs each, two labellers writing at the same time who saw neither code nor
 * output, new sectors): measured at first sight by version 6. Round 10 (position 1.00, sentiment order 0.70) is then
 * developed against; round 11 (position 0.75, competitors 0.71, sentiment order 0.86) was held out while version 7 was
 * tuned on rounds 9 and 10 (it did not move), then developed against.
 */
export { round10, round11 };

/**
 * Round 12 (24 answers, 4 pairs, a labeller who saw neither code nor output, written while version 7 was tuned on rounds
 * 9 to 11): held out at first (sentiment order 0.86, 0.84 after the work on round 11's Spanish and German), then
 * developed against. Round 13 (the same, a further labeller, answers as engines write them) was held out the same way
 * (sentiment order 0.90 at first sight, as version 6 read it), then developed against.
 */
export { round12, round13 };

/**
 * Round 14 (24 answers, 4 pairs, a labeller who saw neither code nor output, answers as engines write them), written
 * while version 7 was tuned on round 13: held out, its misses print only with `--show-holdout`.
 */
export { round14 };

/**
 * Round 15 (24 answers, 4 pairs, a labeller who saw neither code nor output, written while version 7 stood): held out
 * until round 16 existed, then developed against. At first sight (version 7): position 0.96, competitors 0.92, sentiment
 * order 0.72, polarity 0.68.
 */
export { round15 };

/**
 * Round 16 (24 answers, 4 pairs, a further labeller writing at the same time as round 15, who saw neither code nor
 * output nor round 15): held out until rounds 17 and 18 existed, then developed against. At first sight (version 8):
 * position 0.50, competitors 0.54, sentiment order 0.87, polarity 0.82.
 */
export { round16 };

/**
 * Round 17 (24 answers, 4 pairs, a labeller who saw neither code nor output nor the other rounds, written at the same
 * time as round 18): held out, its misses print only with `--show-holdout`. At first sight, version 8 as the session
 * began and version 8 with rounds 15 and 16's rules read it the same: position 0.63, competitors 0.58, sentiment order
 * 0.82, polarity 0.75.
 */
export { round17 };

/**
 * Round 18 (24 answers, 4 pairs, a labeller who saw neither code nor output nor the other rounds, written while round 15
 * was being developed against): held out until rounds 19 and 20 existed, then developed against. At first sight, version 8 as
 * the session began and with rounds 15 and 16's rules read it the same: position 0.83, competitors 0.83, sentiment order
 * 0.81, polarity 0.72.
 */
export { round18 };

/**
 * Round 19 (24 answers, 4 pairs, a further labeller writing at the same time as round 20, who saw neither code nor
 * output nor the other rounds): held out until rounds 21 and 22 existed. At first sight, version 9 and version 10 read
 * it the same: position 0.79, competitors 0.79, sentiment order 0.87, polarity 0.82; then developed against (version 11).
 */
export { round19 };

/**
 * Round 20 (24 answers, 4 pairs, a labeller who saw neither code nor output nor the other rounds, written while round 17
 * was being developed against; its traps stress words used as something else before the brand, and facts or mild
 * idioms a careless reader misjudges): held out until rounds 21 and 22 existed. At first sight, version 9: position
 * 0.71, competitors 0.71, sentiment order 0.92, polarity 0.85; version 10 (round 17's rules) position 0.75; version 11
 * with round 19's rules, still unread, position 0.79, order 0.93, polarity 0.86; then developed against (version 11).
 */
export { round20 };

/**
 * Round 21 (24 answers, 4 pairs, a labeller writing at the same time as round 22 who saw neither code nor output nor
 * the other rounds, asked to stress names that are not the brand, careless case, hedged and conceded praise, and
 * several names in one sentence, row or paragraph, written while round 19 was being developed against): held out until
 * rounds 23 and 24 were commissioned. At first sight, version 10 and version 11 read it alike: position 0.71, competitors
 * 0.63, sentiment order 0.78–0.79, polarity 0.75; then developed against (version 12).
 */
export { round21 };

/**
 * Round 22 (24 answers, 4 pairs, a labeller who saw neither code nor output nor the other rounds, asked for the ordinary
 * answers an agency's client sees every day, written while round 19 was being developed against): held out until round
 * 24 existed. At first sight, versions 10 and 11 read it alike (position 0.96, competitors 0.92, sentiment order 0.95,
 * polarity 0.91), and version 12 with round 21's rules the same; then developed against (version 12).
 */
export { round22 };

/**
 * Round 24 (24 answers, 4 pairs, a labeller who saw neither code nor output nor the other rounds, asked for ordinary
 * answers as engines write them, written while round 21 was being developed against): held out, its misses print only
 * with `--show-holdout`. At first sight, versions 10, 11 and 12 read it the same: position 0.96, competitors 0.96,
 * sentiment order 0.92, polarity 0.87.
 */
export { round24 };

/**
 * Round 3 (64 answers, 16 per language, 14 brand sets each, 8 pairs, written afresh by a labeller who saw neither the
 * code nor its output): every answer sets the brand's word as a person, a place, a title or a common noun before the
 * brand, with case and negation traps. Measured before version 6 was tuned on it (position 0.47, sentiment order
 * 0.76), then developed against.
 */

/**
 * Below these the corpus test fails: the accuracy measured when they were set, rounded down. Raise them when the
 * analysis improves; never lower one without saying why in the commit.
 */
/**
 * Round 4 (24 answers, 6 per language, 2 pairs, by another labeller who saw neither code nor output): every name's tone
 * rests on a negation or a concession. Written to be held out from version 6, measured once at first sight (position
 * 0.92, sentiment order 0.53), then developed against: version 6 reads its sentences better for it.
 */
/**
 * Round 5 (24 answers, 2 pairs, by a third labeller, written while round 4 was being read): measured once at first
 * sight (position 0.92, sentiment order 0.57), then developed against.
 */
export const FLOORS: Record<"corpus" | "round2" | "round3" | "round4" | "round5" | "round6" | "round7" | "round8" | "round9" | "round10" | "round11" | "round12" | "round13" | "round14" | "round15" | "round16" | "round17" | "round18" | "round19" | "round20" | "round21" | "round22" | "holdout", Record<Measure, number>> = {
  corpus: {
    mention_f1: 0.995,
    position: 0.99,
    list_position: 0.99,
    competitors: 0.99,
    urls: 1,
    own_domain: 1,
    sentiment_order: 0.98,
    // Reported, not targeted: labellers disagree most on where neutral ends.
    sentiment_polarity: 0.91,
  },
  // Analysis version 6 (version 5 read position 0.86, competitors 0.84, sentiment order 0.87).
  round2: {
    mention_f1: 0.995,
    position: 0.98,
    list_position: 1,
    competitors: 0.98,
    urls: 1,
    own_domain: 1,
    sentiment_order: 0.99,
    sentiment_polarity: 0.96,
  },
  // Version 6, developed against it; version 5 read position 0.47, competitors 0.45, sentiment order 0.76 at first sight.
  round3: {
    mention_f1: 0.995,
    position: 0.93,
    list_position: 1,
    competitors: 0.93,
    urls: 1,
    own_domain: 1,
    sentiment_order: 0.97,
    sentiment_polarity: 0.92,
  },
  round4: {
    mention_f1: 0.995,
    position: 0.95,
    list_position: 1,
    competitors: 0.95,
    urls: 1,
    own_domain: 1,
    sentiment_order: 0.95,
    sentiment_polarity: 0.94,
  },
  round5: {
    mention_f1: 0.995,
    position: 1,
    list_position: 1,
    competitors: 1,
    urls: 1,
    own_domain: 1,
    sentiment_order: 0.94,
    sentiment_polarity: 0.91,
  },
  round6: {
    mention_f1: 0.995,
    position: 1,
    list_position: 1,
    competitors: 1,
    urls: 1,
    own_domain: 1,
    sentiment_order: 0.99,
    sentiment_polarity: 0.99,
  },
  round7: {
    mention_f1: 0.995,
    position: 1,
    list_position: 1,
    competitors: 1,
    urls: 1,
    own_domain: 1,
    sentiment_order: 0.89,
    sentiment_polarity: 0.79,
  },
  round8: {
    mention_f1: 0.995,
    position: 1,
    list_position: 1,
    competitors: 1,
    urls: 1,
    own_domain: 1,
    sentiment_order: 0.83,
    sentiment_polarity: 0.83,
  },
  // Held out until rounds 10 and 11 were written; at first sight position 0.92, sentiment order 0.87. Developed against
  // since (version 7).
  round9: {
    mention_f1: 0.995,
    position: 1,
    list_position: 1,
    competitors: 1,
    urls: 1,
    own_domain: 1,
    sentiment_order: 0.99,
    sentiment_polarity: 0.98,
  },
  // At first sight (version 6): position 1.00, competitors 0.958, sentiment order 0.698, polarity 0.707.
  round10: {
    mention_f1: 0.99,
    position: 1,
    list_position: 1,
    competitors: 0.95,
    urls: 1,
    own_domain: 1,
    sentiment_order: 0.69,
    sentiment_polarity: 0.70,
  },
  // At first sight (version 6): mention F1 0.976, position 0.75, competitors 0.708, sentiment order 0.862, polarity
  // 0.741; the same after version 7's work on rounds 9 and 10. Developed against since.
  round11: {
    mention_f1: 0.995,
    position: 0.91,
    list_position: 1,
    competitors: 0.91,
    urls: 1,
    own_domain: 1,
    sentiment_order: 0.97,
    sentiment_polarity: 0.96,
  },
  // At first sight (version 7): mention F1 0.994, position 0.917, list 0.958, competitors 0.958, sentiment order 0.862,
  // polarity 0.736 (version 6 read sentiment order 0.844, the rest the same). The work on round 11's Spanish and German
  // then cost it one sentiment pair (0.844); developed against since.
  round12: {
    mention_f1: 0.995,
    position: 1,
    list_position: 1,
    competitors: 1,
    urls: 1,
    own_domain: 1,
    sentiment_order: 0.96,
    sentiment_polarity: 0.96,
  },
  // Held out at first (version 7, and version 6 alike): every rank and citation measure 1.00, sentiment order 0.90,
  // polarity 0.83. Developed against since.
  round13: {
    mention_f1: 0.995,
    position: 1,
    list_position: 1,
    competitors: 1,
    urls: 1,
    own_domain: 1,
    sentiment_order: 0.95,
    sentiment_polarity: 0.93,
  },
  // Held out. At first sight (version 7): mention F1 0.994, position 0.917, list 0.958, competitors 0.875, sentiment
  // order 0.910, polarity 0.764 (version 6: sentiment order 0.901, polarity 0.742, the rest the same).
  // Raised once rounds 15 and 16 developed against it (first sight: position 0.92, competitors 0.88, sentiment order 0.91).
  round14: {
    mention_f1: 0.99,
    position: 0.99,
    list_position: 0.95,
    competitors: 0.99,
    urls: 1,
    own_domain: 1,
    sentiment_order: 0.95,
    sentiment_polarity: 0.85,
  },
  // Developed against once round 16 existed (first sight: position 0.96, competitors 0.92, sentiment order 0.72).
  round15: {
    mention_f1: 0.99,
    position: 0.99,
    list_position: 0.99,
    competitors: 0.99,
    urls: 1,
    own_domain: 1,
    sentiment_order: 0.92,
    sentiment_polarity: 0.84,
  },
  // Developed against once rounds 17 and 18 existed (first sight: position 0.50, competitors 0.54, sentiment order 0.87).
  round16: {
    mention_f1: 0.99,
    position: 0.79,
    list_position: 0.99,
    competitors: 0.79,
    urls: 1,
    own_domain: 1,
    sentiment_order: 0.95,
    sentiment_polarity: 0.87,
  },
  // Held out until version 5; version 6 looked at its misses (position and competitors 0.94 and 0.95 before, sentiment
  // order 0.88).
  holdout: {
    mention_f1: 0.995,
    position: 1,
    list_position: 1,
    competitors: 1,
    urls: 1,
    own_domain: 1,
    sentiment_order: 0.94,
    sentiment_polarity: 0.88,
  },
  round17: { mention_f1: 0.99, position: 0.99, list_position: 0.99, competitors: 0.99, urls: 1, own_domain: 1, sentiment_order: 0.9, sentiment_polarity: 0.82 },
  round18: { mention_f1: 0.99, position: 0.95, list_position: 0.99, competitors: 0.95, urls: 1, own_domain: 1, sentiment_order: 0.94, sentiment_polarity: 0.88 },
  round19: { mention_f1: 0.99, position: 0.99, list_position: 0.99, competitors: 0.99, urls: 1, own_domain: 1, sentiment_order: 0.97, sentiment_polarity: 0.96 },
  round20: { mention_f1: 0.99, position: 0.91, list_position: 0.99, competitors: 0.91, urls: 1, own_domain: 1, sentiment_order: 0.99, sentiment_polarity: 0.96 },
  round21: { mention_f1: 0.99, position: 0.99, list_position: 0.99, competitors: 0.99, urls: 1, own_domain: 1, sentiment_order: 0.98, sentiment_polarity: 0.95 },
  round22: { mention_f1: 0.99, position: 0.99, list_position: 0.99, competitors: 0.99, urls: 1, own_domain: 1, sentiment_order: 0.99, sentiment_polarity: 0.97 },
};
