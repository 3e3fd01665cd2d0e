// The analysis measured against the labelled corpus (test/corpus/analysis): every measure stays at or above its floor.
import { describe, expect, it } from "vitest";
import { corpus, FLOORS, holdout, round2, round3, round4, round5, round6, round7, round8, round9, round10, round11, round12, round13, round14, round15, round16, round17, round18, round19, round20, round21, round22, round24 } from "../corpus/analysis/index.ts";
import { MEASURES, measure } from "../corpus/analysis/measure.ts";
import { corpusProblems } from "../corpus/analysis/validate.ts";

describe("analysis corpus", () => {
  it("is well formed: 200+ answers in four languages, 30+ sentiment pairs, labels consistent", () => {
    expect(corpusProblems([...corpus, ...round2, ...round3, ...round4, ...round5, ...round6, ...round7, ...round8, ...round9, ...round10, ...round11, ...round12, ...round13, ...round14, ...round15, ...round16, ...round17, ...round18, ...round19, ...round20, ...round21, ...round22, ...round24, ...holdout])).toEqual([]);
    expect(new Set(round2.map((c) => c.lang))).toEqual(new Set(["en", "fr", "es", "de"]));
    expect(new Set(round3.map((c) => c.lang))).toEqual(new Set(["en", "fr", "es", "de"]));
    expect(corpus.length).toBeGreaterThanOrEqual(200);
    expect(new Set(corpus.map((c) => c.lang))).toEqual(new Set(["en", "fr", "es", "de"]));
    expect(corpus.filter((c) => c.pair).length / 2).toBeGreaterThanOrEqual(30);
  });

  for (const [set, cases] of [["corpus", corpus], ["round2", round2], ["round3", round3], ["round4", round4], ["round5", round5], ["round6", round6], ["round7", round7], ["round8", round8], ["round9", round9], ["round10", round10], ["round11", round11], ["round12", round12], ["round13", round13], ["round14", round14], ["round15", round15], ["round16", round16], ["round17", round17], ["round18", round18], ["round19", round19], ["round20", round20], ["round21", round21], ["round22", round22], ["holdout", holdout]] as const) {
    it(`keeps every measure at or above its floor on the ${set}`, () => {
      const report = measure(cases);
      const below = MEASURES.filter((m) => report.scores[m].value < FLOORS[set][m]).map(
        (m) => `${m} ${report.scores[m].value.toFixed(3)} < ${FLOORS[set][m]}: ${report.misses.filter((x) => x.measure === m).slice(0, 5).map((x) => `${x.id} ${x.detail}`).join("; ")}`,
      );
      expect(below).toEqual([]);
    });
  }
});
