// What `visibility.changed` says, from two audits' scores; and the retry schedule's promise of about 3 days.
import { describe, expect, it } from "vitest";
import { MAX_DELIVERY_ATTEMPTS, RETRY_DELAYS_SECONDS } from "@/domain/webhooks/delivery";
import { visibilityChange } from "@/domain/webhooks/events";
import type { AuditScores, ScoreComponents } from "@/domain/scoring/scoring";

const components = (score: number, visibility: number): ScoreComponents => ({
  score, visibility, average_position: null, average_list_position: null, share_of_voice: 0, citation_rate: 0, sentiment: null, answers: 4,
  score_ci95: null, visibility_ci95: null, share_of_voice_ci95: null, citation_rate_ci95: null,
});

function audit(id: number, score: number, models: Record<string, [number, number]>) {
  const scores: AuditScores = {
    overall: components(score, 50),
    by_model: Object.entries(models).map(([model_id, [s, v]]) => ({ model_id, ...components(s, v) })),
    by_prompt: [],
    answers_shown: [],
    competitors: [],
  };
  return { id, score, scores };
}

const client = { id: 12, name: "Maison Lumière" };

describe("visibilityChange", () => {
  it("reports the score's move, per model, and the models that stopped naming the brand", () => {
    const before = audit(131, 56, { "gpt-4o": [60, 70], "perplexity-sonar": [40, 40], "mistral-large": [10, 0] });
    const now = audit(140, 49, { "gpt-4o": [61, 70], "perplexity-sonar": [0, 0], "mistral-large": [0, 0], "claude-sonnet": [30, 25] });
    expect(visibilityChange(client, now, before)).toEqual({
      client_id: 12,
      client_name: "Maison Lumière",
      audit_id: 140,
      previous_audit_id: 131,
      score: 49,
      previous_score: 56,
      score_change: -7,
      // Mistral never named the brand: nothing dropped there. Claude was not asked before: not compared.
      dropped_models: [{ model_id: "perplexity-sonar", previous_visibility: 40 }],
      by_model: [
        { model_id: "gpt-4o", score: 61, previous_score: 60, visibility: 70, previous_visibility: 70 },
        { model_id: "perplexity-sonar", score: 0, previous_score: 40, visibility: 0, previous_visibility: 40 },
        { model_id: "mistral-large", score: 0, previous_score: 10, visibility: 0, previous_visibility: 0 },
      ],
    });
  });

  it("says nothing without a previous audit, or when nothing moved", () => {
    expect(visibilityChange(client, audit(2, 50, { "gpt-4o": [50, 50] }), undefined)).toBeNull();
    expect(visibilityChange(client, audit(2, 50, { "gpt-4o": [52, 50] }), audit(1, 50, { "gpt-4o": [48, 50] }))).toBeNull();
  });

  it("reports a dropped model even when the overall score held", () => {
    const change = visibilityChange(client, audit(2, 50, { "gpt-4o": [0, 0] }), audit(1, 50, { "gpt-4o": [30, 20] }));
    expect(change).toMatchObject({ score_change: 0, dropped_models: [{ model_id: "gpt-4o", previous_visibility: 20 }] });
  });
});

describe("the retry schedule", () => {
  it("makes 10 attempts over less than 3 days, each wait at least as long as the one before", () => {
    expect(MAX_DELIVERY_ATTEMPTS).toBe(10);
    const total = RETRY_DELAYS_SECONDS.reduce((sum, s) => sum + s, 0);
    expect(total).toBeGreaterThan(2.5 * 86_400);
    expect(total).toBeLessThanOrEqual(3 * 86_400);
    RETRY_DELAYS_SECONDS.forEach((s, i) => expect(s).toBeGreaterThanOrEqual(RETRY_DELAYS_SECONDS[i - 1] ?? 0));
  });
});
