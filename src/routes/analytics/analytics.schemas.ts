// Schemas of the Analytics group.
import { z } from "@hono/zod-openapi";
import { int, MAX_ITEMS, MAX_LENGTH, score, text } from "@/platform/fields";
import { boolQuery, countryQuery, dateTimeQuery, modelIdQuery, orderedRange, PageQuerySchema, sectorQuery } from "@/platform/envelope";
import { IntervalSchema } from "../audits/audits.schemas";

const analyticsFilterFields = z.object({
  sector: sectorQuery("Only clients of this sector (case-insensitive)."),
  country: countryQuery("Only clients of this ISO 3166-1 alpha-2 country."),
  from: dateTimeQuery("from", "Only audits completed at or after this time (ISO 8601): each client's latest audit is taken within the range. A date alone (2026-10-01) is the start of that day, UTC.", "2026-10-01T00:00:00Z"),
  to: dateTimeQuery("to", "Only audits completed before this time (ISO 8601). A date alone (2026-12-01) includes that whole day, UTC.", "2026-12-01T00:00:00Z", "end"),
});

export const AnalyticsFilterSchema = analyticsFilterFields.refine(...orderedRange);

export const LeaderboardQuerySchema = PageQuerySchema.merge(analyticsFilterFields).refine(...orderedRange);

export const DistributionQuerySchema = analyticsFilterFields.extend({
  model_id: modelIdQuery("model_id", "Distribute each client's score on this model (from its latest audit) instead of the overall score."),
  by_model: boolQuery("by_model", "Also return the statistics per model."),
}).refine(...orderedRange);

const score1 = (description: string, example: number) => z.number().nullable().openapi({ description, example });

export const PortfolioSchema = z
  .object({
    client_count: int().openapi({ description: "Clients (after filters).", example: 48 }),
    audited_client_count: int().openapi({ description: "Clients with at least one completed audit in range.", example: 45 }),
    audit_count: int().openapi({ description: "Completed audits in range.", example: 140 }),
    audits_last_30_days: int().openapi({ description: "Completed audits in the last 30 days.", example: 46 }),
    mean_score: score1("Mean of each client's latest score, one decimal; null without audits.", 56.4),
    mean_score_ci95: IntervalSchema.nullable().openapi({
      description:
        "95 % interval of mean_score from run-to-run noise: each client's standard error (from its score_ci95) combined, mean ± 1.96·√(Σ se²)/n. When mean_score_30_days_ago lies inside it, change_30_days may be noise. Null when any latest audit has no interval (scored before intervals existed: npm run reanalyze fills them).",
      example: { low: 54.9, high: 57.9 },
    }),
    median_score: score1("Median of each client's latest score; null without audits.", 57),
    mean_score_30_days_ago: score1("The same mean as it stood 30 days ago (each client's latest audit then); null if none.", 53.1),
    change_30_days: score1("mean_score − mean_score_30_days_ago, in points; null when either is null.", 3.3),
    by_band: z
      .array(
        z
          .object({
            band: text(MAX_LENGTH.code).openapi({ description: "Score band.", example: "40-59" }),
            min: score().openapi({ description: "Lowest score of the band.", example: 40 }),
            max: score().openapi({ description: "Highest score of the band.", example: 59 }),
            clients: int().openapi({ description: "Clients whose latest score is in the band.", example: 18 }),
          })
          .openapi("ScoreBand", { description: "Clients in one score band." }),
      ).max(MAX_ITEMS.few)
      .openapi({ description: "Clients by score band (0–19, 20–39, 40–59, 60–79, 80–100)." }),
    by_sector: z
      .array(
        z
          .object({
            sector: text(MAX_LENGTH.word).openapi({ description: "Sector.", example: "hospitality" }),
            clients: int().openapi({ description: "Clients of the sector.", example: 5 }),
            mean_score: score1("Mean latest score of the sector's audited clients; null if none.", 61.2),
          })
          .openapi("SectorSummary", { description: "Clients and mean score of one sector." }),
      ).max(MAX_ITEMS.catalog)
      .openapi({ description: "Clients by sector, largest first (the 100 largest sectors)." }),
  })
  .openapi("Portfolio", { description: "Overview of the account's clients, from each client's latest completed audit." });

export const LeaderboardEntrySchema = z
  .object({
    rank: int().openapi({ description: "Rank by latest score (1 = best); equal scores share a rank.", example: 3 }),
    client: z
      .object({
        id: int().openapi({ description: "Client identifier.", example: 12 }),
        name: text(MAX_LENGTH.label).openapi({ description: "Client name.", example: "Maison Lumière" }),
        sector: text(MAX_LENGTH.word).openapi({ description: "Sector.", example: "hospitality" }),
        country: text(MAX_LENGTH.code).openapi({ description: "Country code.", example: "FR" }),
      })
      .openapi("LeaderboardClient", { description: "The client ranked." }),
    audit_id: int().openapi({ description: "The client's latest completed audit.", example: 140 }),
    score: score().openapi({ description: "Its score.", example: 72 }),
    previous_score: score().nullable().openapi({ description: "Score of the audit before it, or null.", example: 66 }),
    delta: int(-100, 100).nullable().openapi({ description: "score − previous_score, or null.", example: 6 }),
    visibility: score1("% of answers naming the client in the latest audit.", 80),
    share_of_voice: score1("Client's share of voice in the latest audit, in %.", 31.5),
    score_ci95: IntervalSchema.nullable().openapi({ description: "95 % interval of the latest score (see GET /audits/{id}/scores); when it contains previous_score, the change may be noise. Null for audits scored before intervals existed.", example: { low: 64, high: 79 } }),
    visibility_ci95: IntervalSchema.nullable().openapi({ description: "95 % Wilson interval of the latest visibility, in %; null for audits scored before intervals existed.", example: { low: 62.5, high: 90.8 } }),
    audits_count: int().openapi({ description: "Completed audits of the client in range.", example: 4 }),
    completed_at: text(MAX_LENGTH.timestamp).openapi({ format: "date-time", description: "When the latest audit completed (ISO 8601, UTC).", example: "2026-11-02T09:30:00.000Z" }),
  })
  .openapi("LeaderboardEntry", { description: "One client in the visibility ranking." });

const statsFields = {
  count: int().openapi({ description: "Clients counted.", example: 45 }),
  mean: score1("Mean score, one decimal; null when none.", 56.4),
  median: score1("Median score; null when none.", 57),
  p25: score1("25th percentile; null when none.", 44),
  p75: score1("75th percentile; null when none.", 68),
  stddev: score1("Population standard deviation; null when none.", 13.2),
};

export const DistributionSchema = z
  .object({
    model_id: text(MAX_LENGTH.code).nullable().openapi({ description: "The model whose scores are distributed, or null for the overall score.", example: null }),
    buckets: z
      .array(
        z
          .object({
            min: score().openapi({ description: "Lowest score of the bucket.", example: 50 }),
            max: score().openapi({ description: "Highest score of the bucket (the last bucket includes 100).", example: 59 }),
            count: int().openapi({ description: "Clients whose score falls in it.", example: 12 }),
          })
          .openapi("ScoreBucket", { description: "One bucket of ten points." }),
      ).max(MAX_ITEMS.few)
      .openapi({ description: "Ten buckets: 0–9, 10–19, …, 90–100." }),
    ...statsFields,
    by_model: z
      .array(z.object({ model_id: text(MAX_LENGTH.code).openapi({ description: "Model.", example: "gpt-4o" }), ...statsFields }).openapi("ModelScoreStats", { description: "Score statistics of one model." })).max(MAX_ITEMS.catalog)
      .optional()
      .openapi({ description: "With `by_model=true`: the same statistics per model, from each client's latest audit." }),
  })
  .openapi("ScoreDistribution", { description: "How the clients' latest scores are distributed." });
