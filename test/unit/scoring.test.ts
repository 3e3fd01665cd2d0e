// Audit scoring on hand-computed cases; the arithmetic behind every expected number is in the comments.
import { describe, expect, it } from "vitest";
import type { Citation } from "@/domain/analysis/answer";
import { positionScore, SCORE_FORMULA, SCORE_WEIGHTS, scoreAnswers, storedScores, wilson, type ScoredAnswer } from "@/domain/scoring/scoring";

const own: Citation = { url: "https://lumiere.fr/tarifs", domain: "lumiere.fr", isOwnDomain: true };
const other: Citation = { url: "https://example.com/banks", domain: "example.com", isOwnDomain: false };

type AnswerInput = Omit<Partial<ScoredAnswer>, "competitorsMentioned"> &
  Pick<ScoredAnswer, "modelId" | "prompt"> & { competitorsMentioned?: { name: string; position: number }[] };

function answer(overrides: AnswerInput): ScoredAnswer {
  return {
    brandMentioned: false,
    position: null,
    listPosition: null,
    sentiment: null,
    brandCited: false,
    citations: [],
    ...overrides,
    competitorsMentioned: (overrides.competitorsMentioned ?? []).map((c) => ({ listPosition: null, sentiment: 50, ...c })),
  };
}

describe("positionScore", () => {
  it.each([
    [null, 0],
    [1, 100],
    [1.5, 90],
    [1.67, 86.6],
    [2, 80],
    [5, 20],
    [6, 0],
    [7.5, 0],
  ])("average position %s → %s", (average, expected) => {
    expect(positionScore(average)).toBe(expected);
  });
});

describe("scoreAnswers", () => {
  const BEST = "which bank is best?";
  const CHEAP = "a cheap bank?";
  // gpt-4o comes first in the input to show that by_model is sorted; BEST comes first to show prompt order is kept.
  const answers: ScoredAnswer[] = [
    // A1
    answer({
      modelId: "gpt-4o",
      prompt: BEST,
      brandMentioned: true,
      position: 1,
      sentiment: 80,
      competitorsMentioned: [{ name: "Nova", position: 2 }],
      citations: [own, other],
    }),
    // A2
    answer({
      modelId: "gpt-4o",
      prompt: CHEAP,
      brandMentioned: true,
      position: 3,
      sentiment: 40,
      competitorsMentioned: [
        { name: "Zenith", position: 1 },
        { name: "Nova", position: 2 },
      ],
      citations: [other],
    }),
    // A3: the brand is absent; "Ghost" is not tracked and counts nowhere.
    answer({
      modelId: "claude-3.5-sonnet",
      prompt: BEST,
      competitorsMentioned: [
        { name: "Nova", position: 1 },
        { name: "Zenith", position: 2 },
        { name: "Ghost", position: 3 },
      ],
    }),
    // A4: Nova listed twice still counts once for this answer.
    answer({
      modelId: "claude-3.5-sonnet",
      prompt: CHEAP,
      brandMentioned: true,
      position: 2,
      sentiment: 60,
      competitorsMentioned: [
        { name: "Nova", position: 1 },
        { name: "Nova", position: 1 },
      ],
      citations: [own],
    }),
  ];
  const scores = scoreAnswers(answers, ["Nova", "Zenith", "Quiet Co", "Acorn"]);

  it("scores the whole audit", () => {
    // visibility: A1, A2, A4 of 4 = 75.0
    // average_position: (1 + 3 + 2) / 3 = 2 → position score 100 − 20·1 = 80
    // share of voice: brand 3; competitors A1 1 + A2 2 + A3 2 + A4 1 = 6 → 3 / 9 = 33.3
    // citation rate: A1, A4 of 4 = 50.0
    // sentiment: (80 + 40 + 60) / 3 = 60.0
    // score: 0.4·75 + 0.2·80 + 0.2·33.3 + 0.1·50 + 0.1·60 = 30 + 16 + 6.66 + 5 + 6 = 63.66 → 64
    expect(scores.overall).toMatchObject({
      score: 64,
      visibility: 75,
      average_position: 2,
      average_list_position: null,
      share_of_voice: 33.3,
      citation_rate: 50,
      sentiment: 60,
      answers: 4,
    });
  });

  it("scores each model, sorted by model id", () => {
    expect(scores.by_model).toMatchObject([
      {
        // A3, A4 — visibility 1/2 = 50; position 2 → 80; voice 1 / (1 + 2 + 1) = 25; citations 1/2 = 50; sentiment 60
        // score: 20 + 16 + 5 + 5 + 6 = 52
        model_id: "claude-3.5-sonnet",
        score: 52,
        visibility: 50,
        average_position: 2,
        average_list_position: null,
        share_of_voice: 25,
        citation_rate: 50,
        sentiment: 60,
        answers: 2,
      },
      {
        // A1, A2 — visibility 100; position (1 + 3) / 2 = 2 → 80; voice 2 / (2 + 1 + 2) = 40; citations 1/2 = 50;
        // sentiment (80 + 40) / 2 = 60; score: 40 + 16 + 8 + 5 + 6 = 75
        model_id: "gpt-4o",
        score: 75,
        visibility: 100,
        average_position: 2,
        average_list_position: null,
        share_of_voice: 40,
        citation_rate: 50,
        sentiment: 60,
        answers: 2,
      },
    ]);
  });

  it("scores each prompt, in first-seen order", () => {
    expect(scores.by_prompt).toMatchObject([
      {
        // A1, A3 — visibility 50; position 1 → 100; voice 1 / (1 + 1 + 2) = 25; citations 1/2 = 50; sentiment 80
        // score: 20 + 20 + 5 + 5 + 8 = 58
        prompt: BEST,
        score: 58,
        visibility: 50,
        average_position: 1,
        average_list_position: null,
        share_of_voice: 25,
        citation_rate: 50,
        sentiment: 80,
        answers: 2,
      },
      {
        // A2, A4 — visibility 100; position (3 + 2) / 2 = 2.5 → 100 − 20·1.5 = 70; voice 2 / (2 + 2 + 1) = 40;
        // citations 1/2 = 50; sentiment (40 + 60) / 2 = 50; score: 40 + 14 + 8 + 5 + 5 = 72
        prompt: CHEAP,
        score: 72,
        visibility: 100,
        average_position: 2.5,
        average_list_position: null,
        share_of_voice: 40,
        citation_rate: 50,
        sentiment: 50,
        answers: 2,
      },
    ]);
  });

  it("lists every tracked competitor by mentions, then name", () => {
    // 9 mentions in all (brand 3 + competitors 6).
    expect(scores.competitors).toEqual([
      // A1 (2), A2 (2), A3 (1), A4 (1): 4 mentions, 4/9 = 44.4, positions (2 + 2 + 1 + 1) / 4 = 1.5
      { name: "Nova", mentions: 4, share_of_voice: 44.4, average_position: 1.5 },
      // A2 (1), A3 (2): 2 mentions, 2/9 = 22.2, positions (1 + 2) / 2 = 1.5
      { name: "Zenith", mentions: 2, share_of_voice: 22.2, average_position: 1.5 },
      { name: "Acorn", mentions: 0, share_of_voice: 0, average_position: null },
      { name: "Quiet Co", mentions: 0, share_of_voice: 0, average_position: null },
    ]);
  });

  it("rounds a half score up", () => {
    // visibility 2/4 = 50; position (1 + 2) / 2 = 1.5 → 90; voice 2 / (2 + 2) = 50; citations 1/4 = 25;
    // sentiment (55 + 65) / 2 = 60 → 20 + 18 + 10 + 2.5 + 6 = 56.5 → 57
    const result = scoreAnswers(
      [
        answer({ modelId: "m", prompt: "p", brandMentioned: true, position: 1, sentiment: 55, citations: [own] }),
        answer({ modelId: "m", prompt: "p", brandMentioned: true, position: 2, sentiment: 65 }),
        answer({ modelId: "m", prompt: "p", competitorsMentioned: [{ name: "Nova", position: 1 }] }),
        answer({ modelId: "m", prompt: "p", competitorsMentioned: [{ name: "Nova", position: 1 }] }),
      ],
      ["Nova"],
    );
    expect(result.overall).toMatchObject({ score: 57, visibility: 50, average_position: 1.5, share_of_voice: 50, citation_rate: 25 });
  });

  it("rounds percentages to one decimal and positions to two", () => {
    const result = scoreAnswers(
      [
        answer({ modelId: "m", prompt: "p", brandMentioned: true, position: 1, sentiment: 50 }),
        answer({ modelId: "m", prompt: "p", brandMentioned: true, position: 1, sentiment: 50 }),
        answer({ modelId: "m", prompt: "p", brandMentioned: true, position: 2, sentiment: 51 }),
      ],
      [],
    );
    // visibility 3/3 = 100; position (1 + 1 + 2) / 3 = 1.333… → 1.33 → 93.4; voice 3/3 = 100; citations 0;
    // sentiment (50 + 50 + 51) / 3 = 50.333… → 50.3; score: 40 + 18.68 + 20 + 0 + 5.03 = 83.71 → 84
    expect(result.overall).toMatchObject({
      score: 84,
      visibility: 100,
      average_position: 1.33,
      average_list_position: null,
      share_of_voice: 100,
      citation_rate: 0,
      sentiment: 50.3,
      answers: 3,
    });
  });

  it("gives 0 to a brand no answer names", () => {
    const result = scoreAnswers(
      [
        answer({ modelId: "m", prompt: "p", competitorsMentioned: [{ name: "Nova", position: 1 }], citations: [other] }),
        answer({ modelId: "m", prompt: "q" }),
      ],
      ["Nova"],
    );
    expect(result.overall).toMatchObject({
      score: 0,
      visibility: 0,
      average_position: null,
      average_list_position: null,
      share_of_voice: 0,
      citation_rate: 0,
      sentiment: null,
      answers: 2,
    });
    expect(result.competitors).toEqual([{ name: "Nova", mentions: 1, share_of_voice: 100, average_position: 1 }]);
  });

  it("returns zeros for no answers", () => {
    expect(scoreAnswers([], ["Nova"])).toMatchObject({
      overall: {
        score: 0,
        visibility: 0,
        average_position: null,
        average_list_position: null,
        share_of_voice: 0,
        citation_rate: 0,
        sentiment: null,
        answers: 0,
      },
      by_model: [],
      by_prompt: [],
      competitors: [{ name: "Nova", mentions: 0, share_of_voice: 0, average_position: null }],
    });
  });
});

describe("95 % intervals", () => {
  it("uses the Wilson score interval for rates", () => {
    // 3 of 4: p = .75, z² = 3.8415; centre (.75 + .4802) / 1.9604 = .6275; half 1.96·√(.046875 + .060023) / 1.9604 = .3269
    expect(wilson(3, 4)).toEqual({ low: 30.1, high: 95.4 });
    // 0 of 10 is not [0, 0]: the interval still admits a few percent.
    expect(wilson(0, 10)).toEqual({ low: 0, high: 27.8 });
    expect(wilson(0, 0)).toBeNull();
  });

  it("gives every component its interval, containing the figure, and narrows with more samples", () => {
    const audit = (samples: number) =>
      scoreAnswers(
        Array.from({ length: 10 }, (_, p) =>
          Array.from({ length: samples }, (_, s) =>
            answer({ modelId: "m", prompt: `p${p}`, brandMentioned: (p + s) % 3 !== 0, position: 1, sentiment: 60, citations: s % 2 ? [own] : [] }),
          ),
        ).flat(),
        [],
      );
    const one = audit(1).overall;
    const five = audit(5).overall;
    for (const c of [one, five]) {
      expect(c.visibility_ci95!.low).toBeLessThanOrEqual(c.visibility);
      expect(c.visibility_ci95!.high).toBeGreaterThanOrEqual(c.visibility);
      expect(c.score_ci95!.low).toBeLessThanOrEqual(c.score);
      expect(c.score_ci95!.high).toBeGreaterThanOrEqual(c.score);
    }
    const width = (i: { low: number; high: number } | null) => i!.high - i!.low;
    expect(width(five.visibility_ci95)).toBeLessThan(width(one.visibility_ci95));
    // The bootstrap is seeded: the same answers give the same interval.
    expect(audit(5).overall.score_ci95).toEqual(five.score_ci95);
  });

  it("reads stored scores from before intervals and list positions as null", () => {
    const old = { overall: { score: 50, visibility: 50, average_position: 1, share_of_voice: 50, citation_rate: 0, sentiment: 50, answers: 2 }, by_model: [], by_prompt: [], competitors: [] };
    expect(storedScores(old).overall).toMatchObject({ average_list_position: null, score_ci95: null, visibility_ci95: null });
  });
});

describe("average_list_position", () => {
  it("is the mean list item number where a list shows the brand, beside position and not scored", () => {
    // Three answers name the brand; two show it in a list, at items 4 and 1 → (4 + 1) / 2 = 2.5.
    const answers = [
      answer({ modelId: "m", prompt: "p1", brandMentioned: true, position: 1, listPosition: 4, sentiment: 50 }),
      answer({ modelId: "m", prompt: "p2", brandMentioned: true, position: 2, listPosition: 1, sentiment: 50 }),
      answer({ modelId: "m", prompt: "p3", brandMentioned: true, position: 1, listPosition: null, sentiment: 50 }),
    ];
    const result = scoreAnswers(answers, []);
    expect(result.overall).toMatchObject({ average_position: 1.33, average_list_position: 2.5 });
    const withoutLists = scoreAnswers(answers.map((a) => ({ ...a, listPosition: null })), []);
    expect(withoutLists.overall).toMatchObject({ score: result.overall.score, average_list_position: null });
  });
});

describe("formula documentation", () => {
  it("states the weights that the code uses", () => {
    expect(SCORE_WEIGHTS).toEqual({ visibility: 0.4, position: 0.2, share_of_voice: 0.2, citation_rate: 0.1, sentiment: 0.1 });
    expect(SCORE_FORMULA).toContain(
      "round(0.40 × visibility + 0.20 × position_score + 0.20 × share_of_voice + 0.10 × citation_rate + 0.10 × sentiment_score)",
    );
  });

  it("has a worked example that the code reproduces", () => {
    // The example in SCORE_FORMULA (visibility 75, average_position 1.5, share_of_voice 50, citation_rate 25,
    // sentiment 60): 8 answers, 6 of which name the brand at positions 1, 1, 1, 2, 2, 2.
    const named = [1, 1, 1, 2, 2, 2].map((position, i) =>
      answer({
        modelId: "m",
        prompt: "p",
        brandMentioned: true,
        position,
        sentiment: 60,
        // 2 of 8 answers cite the own domain → 25
        citations: i < 2 ? [own] : [],
        // 6 competitor mentions → 6 / (6 + 6) = 50
        competitorsMentioned: [{ name: "Nova", position: position === 1 ? 2 : 1 }],
      }),
    );
    const unnamed = [answer({ modelId: "m", prompt: "p" }), answer({ modelId: "m", prompt: "p" })];
    // visibility 6/8 = 75 → 30; position 1.5 → 90 → 18; voice 50 → 10; citations 25 → 2.5; sentiment 60 → 6; 66.5 → 67
    expect(scoreAnswers([...named, ...unnamed], ["Nova"]).overall).toMatchObject({
      score: 67,
      visibility: 75,
      average_position: 1.5,
      average_list_position: null,
      share_of_voice: 50,
      citation_rate: 25,
      sentiment: 60,
      answers: 8,
    });
    expect(SCORE_FORMULA).toContain("round(66.5) = 67");
  });
});
