// MCP tools across the account: the portfolio, the leaderboard, the score distribution, models and prices, credits
// and the low-credit alert.
import { z } from "@hono/zod-openapi";
import * as analytics from "@/domain/analytics";
import { getCredits, setLowCreditsThreshold } from "@/domain/account";
import { listModels } from "@/domain/providers";
import { ApiError } from "@/platform/errors";
import { CreditsSchema, UpdateCreditsSchema } from "@/routes/account/account.schemas";
import { DistributionSchema, LeaderboardEntrySchema, PortfolioSchema } from "@/routes/analytics/analytics.schemas";
import { ModelSchema } from "@/routes/models/models.schemas";
import { answer, modelIdArg, searchArg, MCP_PAGE_MAX, more, pageArgs, pageFields, pageInfo, plural, READ_ONLY, signed, UPDATES, windowArgs, windowOf, type ToolContext } from "../kit";

const filterArgs = {
  sector: searchArg(100, "Only clients of this sector (case-insensitive), e.g. 'hospitality'."),
  country: z.string().regex(/^[A-Za-z]{2}$/).optional().describe("Only clients of this ISO 3166-1 alpha-2 country, e.g. 'FR'."),
  ...windowArgs,
};

/** The analytics filters as the API reads them: country in capitals, a date alone as `to` through that day. */
function filtersOf(args: { sector?: string; country?: string; from?: string; to?: string }): analytics.AnalyticsFilters {
  const window = windowOf(args);
  if (window.from && window.to && new Date(window.from) >= new Date(window.to)) throw new ApiError(400, "Argument 'from' must be before 'to'.", "from");
  return { sector: args.sector, country: args.country?.toUpperCase(), ...window };
}

const LeaderboardPageSchema = z.object({ entries: z.array(LeaderboardEntrySchema).max(MCP_PAGE_MAX), ...pageFields });
const ModelListSchema = z.object({ models: z.array(ModelSchema).max(100) });

export function registerPortfolioTools({ server, caller, db, env }: ToolContext) {
  server.registerTool(
    "get_portfolio",
    {
      title: "Portfolio overview",
      description: "The account's clients at a glance, from each client's latest completed audit (within from/to when given): mean and median score, its change over 30 days, clients by score band and by sector.",
      inputSchema: z.object(filterArgs),
      outputSchema: PortfolioSchema,
      annotations: READ_ONLY,
    },
    (args) =>
      answer(caller, "analytics:read", PortfolioSchema, async () => {
        const p = await analytics.portfolio(db, caller.accountId, filtersOf(args));
        const bands = p.by_band.map((b) => `${b.band}: ${b.clients}`).join(", ");
        return { data: p, text: `${plural(p.client_count, "client")}, ${p.audited_client_count} audited; mean score ${p.mean_score ?? "n/a"} (30-day change ${signed(p.change_30_days)}), median ${p.median_score ?? "n/a"}. By band: ${bands}.` };
      }),
  );

  server.registerTool(
    "get_leaderboard",
    {
      title: "Clients ranked by visibility",
      description: "The account's clients ranked by their latest completed audit's score (within from/to when given), with the previous score, the change, visibility and share of voice. Equal scores share a rank.",
      inputSchema: z.object({ ...filterArgs, ...pageArgs }),
      outputSchema: LeaderboardPageSchema,
      annotations: READ_ONLY,
    },
    ({ page, per_page, ...args }) =>
      answer(caller, "analytics:read", LeaderboardPageSchema, async () => {
        const { items, total } = await analytics.leaderboard(db, caller.accountId, filtersOf(args), { page, per_page });
        const info = pageInfo(page, per_page, total);
        const lines = items.map((e) => `${e.rank}. ${e.client.name} (id ${e.client.id}): ${e.score}${e.delta === null ? "" : ` (${signed(e.delta)})`}, visibility ${e.visibility} %, share of voice ${e.share_of_voice} %`);
        return { data: { entries: items, ...info }, text: `${lines.join("\n") || "No client has a completed audit in range."}${more("get_leaderboard", info)}` };
      }),
  );

  server.registerTool(
    "get_score_distribution",
    {
      title: "Score distribution",
      description: "How the clients' latest scores spread: ten buckets of ten points, count, mean, median, quartiles and standard deviation; optionally one model's scores, or the statistics per model.",
      inputSchema: z.object({ ...filterArgs, model_id: modelIdArg("Distribute each client's score on this model instead of the overall score."), by_model: z.boolean().default(false).describe("Also return the statistics per model.") }),
      outputSchema: DistributionSchema,
      annotations: READ_ONLY,
    },
    ({ model_id, by_model, ...args }) =>
      answer(caller, "analytics:read", DistributionSchema, async () => {
        const d = await analytics.distribution(db, caller.accountId, { ...filtersOf(args), model_id }, by_model);
        const buckets = d.buckets.filter((b) => b.count > 0).map((b) => `${b.min}–${b.max}: ${b.count}`).join(", ");
        return { data: d, text: `${plural(d.count, "client")}${d.model_id ? ` on ${d.model_id}` : ""}: mean ${d.mean ?? "n/a"}, median ${d.median ?? "n/a"}, quartiles ${d.p25 ?? "n/a"}–${d.p75 ?? "n/a"}. ${buckets || "No scores in range."}` };
      }),
  );

  server.registerTool(
    "list_models",
    {
      title: "Models and prices",
      description: "Lists the AI models audits can ask, with their engine, whether they search the web, their price in credits per prompt and whether they are offered for new audits.",
      inputSchema: z.object({
        web_search: z.boolean().optional().describe("Only models that search the web (true) or that do not (false)."),
        country: z.string().regex(/^[A-Za-z]{2}$/).optional().describe("A client's country (ISO 3166-1 alpha-2, e.g. 'DE'): says which models are unavailable there and why (Google shows no AI Overviews in some countries)."),
      }),
      outputSchema: ModelListSchema,
      annotations: READ_ONLY,
    },
    ({ web_search, country }) =>
      answer(caller, "models:read", ModelListSchema, async () => {
        const { items } = await listModels(db, env, { web_search, country: country?.toUpperCase() }, { page: 1, per_page: 100 });
        const lines = items.map((m) => `- ${m.id}: ${plural(m.credits_per_prompt, "credit")} per prompt${m.web_search ? ", web search" : ""}${m.active ? "" : " (retired)"}${m.active && !m.available ? ` (unavailable: ${m.unavailable_reason})` : ""}`);
        return { data: { models: items }, text: lines.join("\n") };
      }),
  );

  server.registerTool(
    "get_credit_balance",
    {
      title: "Credit balance",
      description: "The account's credit balance, what the current period included and used, and when the next allowance comes.",
      inputSchema: z.object({}),
      outputSchema: CreditsSchema,
      annotations: READ_ONLY,
    },
    () =>
      answer(caller, "account:read", CreditsSchema, async () => {
        const credits = await getCredits(db, caller.accountId);
        if (!credits) throw new ApiError(404, "Account not found.");
        const alert = credits.low_credits_threshold === null ? "no low-credit alert" : `the credits.low webhook fires below ${credits.low_credits_threshold}`;
        return { data: credits, text: `${credits.balance} credits available; ${alert}.` };
      }),
  );

  server.registerTool(
    "set_low_credit_alert",
    {
      title: "Set the low-credit alert",
      description:
        "Sets the balance below which a launch sends the credits.low webhook event to the account's endpoints (list_webhook_endpoints shows which receive it), or turns the alert off with null. Returns the credits.",
      inputSchema: UpdateCreditsSchema,
      outputSchema: CreditsSchema,
      annotations: UPDATES,
    },
    ({ low_credits_threshold }) =>
      answer(caller, "account:write", CreditsSchema, async () => {
        const credits = await setLowCreditsThreshold(db, caller.accountId, low_credits_threshold);
        if (!credits) throw new ApiError(404, "Account not found.");
        return { data: credits, text: low_credits_threshold === null ? "Low-credit alert turned off." : `credits.low will fire when a launch takes the balance (${credits.balance} now) below ${low_credits_threshold}.` };
      }),
  );
}
