// MCP tools about one client: find it, its overview, its visibility trend, comparisons, cited sources and invented URLs.
import { z } from "@hono/zod-openapi";
import { CLIENT_STATUSES, HALLUCINATED_URL_STATUSES } from "@/db/schema";
import { getClient360, listClients, listHallucinatedUrls } from "@/domain/clients";
import { DOMAIN_CATEGORIES, getSourceDomains, MAX_WINDOW_AUDITS } from "@/domain/source-domains";
import { compareAudits, MAX_COMPARED_PROMPTS, MAX_TREND_AUDITS, visibilityTrend } from "@/domain/audits";
import { ApiError } from "@/platform/errors";
import { AnswerPresenceSchema, IntervalSchema, ScoreComponentsSchema } from "@/routes/audits/audits.schemas";
import { Client360Schema, ClientSchema, HallucinatedUrlSchema } from "@/routes/clients/clients.schemas";
import { SourceDomainsSchema } from "@/routes/source-domains/source-domains.schemas";
import { answer, modelIdArg, searchArg, clientIdArg, idArg, MCP_PAGE_MAX, more, pageArgs, pageFields, pageInfo, plural, READ_ONLY, signed, windowArgs, windowOf, type ToolContext } from "../kit";

const ClientPageSchema = z.object({ clients: z.array(ClientSchema).max(MCP_PAGE_MAX), ...pageFields });

const overall = ScoreComponentsSchema.shape;
const TrendPointSchema = z.object({
  audit_id: z.number().int(),
  name: z.string(),
  completed_at: z.string().describe("When it completed (ISO 8601, UTC)."),
  score: overall.score,
  visibility: overall.visibility,
  share_of_voice: overall.share_of_voice,
  citation_rate: overall.citation_rate,
  average_position: overall.average_position,
  sentiment: overall.sentiment,
  score_ci95: IntervalSchema.nullable(),
  answers_shown: z.array(AnswerPresenceSchema).max(10).describe("For Google's AI surfaces the audit asked: how many of their queries showed an AI answer (left out of the figures above when none was shown)."),
});
const VisibilitySummarySchema = z.object({
  client: z.object({ id: z.number().int(), name: z.string(), domain: z.string() }),
  audits: z.array(TrendPointSchema).max(MAX_TREND_AUDITS).describe("The completed audits, oldest first."),
  trend: z
    .object({
      from_audit_id: z.number().int(),
      to_audit_id: z.number().int(),
      score: z.number().int().describe("Change of the score from the first audit shown to the last, in points."),
      visibility: z.number().describe("Change of visibility, in points."),
      share_of_voice: z.number().describe("Change of share of voice, in points."),
      direction: z.enum(["up", "down", "flat"]),
    })
    .nullable()
    .describe("Null with fewer than two completed audits."),
  latest: z
    .object({
      audit_id: z.number().int(),
      by_model: z.array(z.object({ model_id: z.string(), score: z.number().int(), visibility: z.number(), share_of_voice: z.number(), citation_rate: z.number() })).max(100),
      competitors: z.array(z.object({ name: z.string(), mentions: z.number().int(), share_of_voice: z.number(), average_position: z.number().nullable() })).max(100).describe("Every tracked competitor's share of voice in the latest audit, most mentioned first."),
    })
    .nullable(),
});

const components = z.object({ score: overall.score, visibility: overall.visibility, share_of_voice: overall.share_of_voice, citation_rate: overall.citation_rate, average_position: overall.average_position, sentiment: overall.sentiment, answers: overall.answers });
const ComparedAuditSchema = z.object({ audit_id: z.number().int(), name: z.string(), completed_at: z.string(), overall: components });
const maybe = z.number().nullable();
const ComparisonSchema = z.object({
  client_id: z.number().int(),
  before: ComparedAuditSchema.describe("The earlier audit."),
  after: ComparedAuditSchema.describe("The later audit."),
  change: z.object({ score: z.number().int(), visibility: z.number(), share_of_voice: z.number(), citation_rate: z.number(), average_position: maybe, sentiment: maybe }).describe("after − before, in points (average position: negative is better)."),
  by_model: z.array(z.object({ model_id: z.string(), before_score: maybe, after_score: maybe, score_change: maybe, before_visibility: maybe, after_visibility: maybe, visibility_change: maybe })).max(100),
  competitors: z.array(z.object({ name: z.string(), before_share_of_voice: maybe, after_share_of_voice: maybe, share_of_voice_change: maybe })).max(100),
  prompts_compared: z.number().int().describe("Prompts both audits asked."),
  prompts: z.array(z.object({ prompt: z.string(), before_visibility: maybe, after_visibility: maybe, visibility_change: maybe })).max(MAX_COMPARED_PROMPTS).describe(`The prompts asked by both whose visibility moved most (at most ${MAX_COMPARED_PROMPTS}).`),
});

const HallucinatedUrlPageSchema = z.object({ urls: z.array(HallucinatedUrlSchema).max(MCP_PAGE_MAX), ...pageFields });

export function registerClientTools({ server, caller, db }: ToolContext) {
  server.registerTool(
    "find_clients",
    {
      title: "Find clients",
      description: "Finds the account's clients by name, alias or domain (case-insensitive), oldest first. Archived clients are left out unless status is 'archived'. Returns each client's id, which the other tools take.",
      inputSchema: z.object({
        query: searchArg(100, "Text searched in name, domain and aliases, e.g. 'lumiere'."),
        status: z.enum(CLIENT_STATUSES).optional().describe("Only clients with this status."),
        ...pageArgs,
      }),
      outputSchema: ClientPageSchema,
      annotations: READ_ONLY,
    },
    ({ query, status, page, per_page }) =>
      answer(caller, "clients:read", ClientPageSchema, async () => {
        const { items, total } = await listClients(db, caller.accountId, { q: query, status }, { page, per_page });
        const info = pageInfo(page, per_page, total);
        const lines = items.map((c) => `- ${c.name} (id ${c.id}, ${c.domain}, ${c.country}, ${c.status})`);
        return { data: { clients: items, ...info }, text: `${plural(total, "client")} found; page ${page}:\n${lines.join("\n") || "(none on this page)"}${more("find_clients", info)}` };
      }),
  );

  server.registerTool(
    "get_client_360",
    {
      title: "Client overview",
      description: "Everything about one client in one call: its details, contacts and competitors, its latest completed audit's score, visibility and share of voice, the GEO checklist summary, hallucinated-URL counts, the next scheduled audit and the domains engines cite.",
      inputSchema: z.object({ client_id: clientIdArg }),
      outputSchema: Client360Schema,
      annotations: READ_ONLY,
    },
    ({ client_id }) =>
      answer(caller, "clients:read", Client360Schema, async () => {
        const view = await getClient360(db, caller.accountId, client_id);
        if (!view) throw new ApiError(404, `Client ${client_id} not found.`);
        const audit = view.latest_audit;
        const summary = audit
          ? `latest audit ${audit.id} (${audit.completed_at.slice(0, 10)}): score ${audit.score}/100, visibility ${audit.visibility} %, share of voice ${audit.share_of_voice} %`
          : "no completed audit yet";
        return { data: view, text: `${view.client.name} (${view.client.domain}, ${view.client.status}): ${summary}; ${plural(view.competitors.length, "competitor")}, ${view.hallucinated_urls.open} open hallucinated URLs.` };
      }),
  );

  server.registerTool(
    "get_visibility_summary",
    {
      title: "Visibility trend",
      description:
        "A client's visibility over its last completed audits (oldest first): score, visibility, share of voice, citation rate, position and sentiment of each, the change from the first to the last, and the latest audit's scores per model and every competitor's share of voice. Use it for 'how is the client doing'.",
      inputSchema: z.object({ client_id: clientIdArg, audits: z.number().int().min(1).max(MAX_TREND_AUDITS).default(6).describe(`How many completed audits, counting back from the latest (1–${MAX_TREND_AUDITS}, default 6).`) }),
      outputSchema: VisibilitySummarySchema,
      annotations: READ_ONLY,
    },
    ({ client_id, audits }) =>
      answer(caller, "audits:read", VisibilitySummarySchema, async () => {
        const summary = await visibilityTrend(db, caller.accountId, client_id, audits);
        if (!summary) throw new ApiError(404, `Client ${client_id} not found.`);
        if (summary.audits.length === 0) return { data: summary, text: `${summary.client.name} has no completed audit yet: launch one with launch_audit.` };
        const shown = (a: (typeof summary.audits)[number]) => a.answers_shown.map((s) => `; ${s.model_id} shown for ${s.rate} % of its queries`).join("");
        const rows = summary.audits.map((a) => `- ${a.completed_at.slice(0, 10)} audit ${a.audit_id}: score ${a.score}, visibility ${a.visibility} %, share of voice ${a.share_of_voice} %, citation rate ${a.citation_rate} %${shown(a)}`);
        const t = summary.trend;
        const trend = t ? `Trend over ${plural(summary.audits.length, "audit")}: score ${signed(t.score)} (${t.direction}), visibility ${signed(t.visibility, " pts")}, share of voice ${signed(t.share_of_voice, " pts")}.` : "Only one completed audit: no trend yet.";
        const rivals = (summary.latest?.competitors ?? []).slice(0, 5).map((c) => `${c.name} ${c.share_of_voice} %`);
        return { data: summary, text: `${summary.client.name} (${summary.client.domain})\n${rows.join("\n")}\n${trend}${rivals.length ? `\nCompetitors' share of voice in the latest audit: ${rivals.join(", ")}.` : ""}` };
      }),
  );

  const period = z.object(windowArgs);
  server.registerTool(
    "compare_audits",
    {
      title: "Compare two audits or two periods",
      description:
        "Compares two completed audits of one client: either `audit_ids` (two audits), or `client_id` with a `before` and an `after` period, each standing for its latest completed audit. Returns the change of every score component, per model, per competitor's share of voice, and the prompts whose visibility moved most. The earlier audit is always `before`.",
      inputSchema: z.object({
        audit_ids: z.array(idArg("An audit id.")).length(2).optional().describe("Two audits of the same client, in any order."),
        client_id: clientIdArg.optional().describe("The client, with `before` and `after` periods."),
        before: period.optional().describe("The earlier period, e.g. {from: '2026-10-01', to: '2026-10-31'}."),
        after: period.optional().describe("The later period, e.g. {from: '2026-11-01', to: '2026-11-30'}."),
      }),
      outputSchema: ComparisonSchema,
      annotations: READ_ONLY,
    },
    ({ audit_ids, client_id, before, after }) =>
      answer(caller, "audits:read", ComparisonSchema, async () => {
        if (audit_ids && (client_id !== undefined || before || after)) throw new ApiError(400, "Give either 'audit_ids', or 'client_id' with 'before' and 'after' periods, not both.", "audit_ids");
        if (!audit_ids && (client_id === undefined || !before || !after)) throw new ApiError(400, "Give 'audit_ids' (two audits), or 'client_id' with 'before' and 'after' periods.", "audit_ids");
        const selection = audit_ids
          ? { kind: "audits" as const, audit_ids: [audit_ids[0]!, audit_ids[1]!] as const }
          : { kind: "periods" as const, client_id: client_id!, before: windowOf(before!), after: windowOf(after!) };
        const c = await compareAudits(db, caller.accountId, selection);
        const line = (label: string, v: { audit_id: number; completed_at: string; overall: { score: number; visibility: number; share_of_voice: number } }) =>
          `${label}: audit ${v.audit_id} (${v.completed_at.slice(0, 10)}), score ${v.overall.score}, visibility ${v.overall.visibility} %, share of voice ${v.overall.share_of_voice} %`;
        const models = c.by_model.filter((m) => m.score_change !== null).map((m) => `${m.model_id} ${signed(m.score_change)}`);
        const rivals = c.competitors.filter((r) => r.share_of_voice_change).map((r) => `${r.name} ${signed(r.share_of_voice_change, " pts")}`);
        const prompts = c.prompts.slice(0, 5).map((p) => `- "${p.prompt}": visibility ${p.before_visibility} % → ${p.after_visibility} %`);
        const text = [
          line("Before", c.before),
          line("After", c.after),
          `Change: score ${signed(c.change.score)}, visibility ${signed(c.change.visibility, " pts")}, share of voice ${signed(c.change.share_of_voice, " pts")}, citation rate ${signed(c.change.citation_rate, " pts")}.`,
          models.length ? `By model: ${models.join(", ")}.` : "",
          rivals.length ? `Competitors' share of voice: ${rivals.join(", ")}.` : "",
          prompts.length ? `Prompts that moved most:\n${prompts.join("\n")}` : "",
        ];
        return { data: c, text: text.filter(Boolean).join("\n") };
      }),
  );

  server.registerTool(
    "get_source_domains",
    {
      title: "Cited source domains",
      description:
        "Which domains the engines with web search drew on for a client's prompts, classified (own, competitor, editorial, reference, forum, social, marketplace, other), with each domain's share and its change against the audits before. Tells where to earn mentions.",
      inputSchema: z.object({
        client_id: clientIdArg,
        audit_id: idArg("The most recent audit of the window (default: the latest completed one).").optional(),
        audits: z.number().int().min(1).max(MAX_WINDOW_AUDITS).default(1).describe(`Completed audits in the window, counting back (1–${MAX_WINDOW_AUDITS}, default 1).`),
        model_id: modelIdArg("Only this model's sources."),
        category: z.enum(DOMAIN_CATEGORIES).optional().describe("Only domains of this category."),
        limit: z.number().int().min(1).max(MCP_PAGE_MAX).default(10).describe(`Domains returned, most cited first (1–${MCP_PAGE_MAX}, default 10).`),
      }),
      outputSchema: SourceDomainsSchema,
      annotations: READ_ONLY,
    },
    ({ client_id, ...query }) =>
      answer(caller, "clients:read", SourceDomainsSchema, async () => {
        const d = await getSourceDomains(db, caller.accountId, client_id, query);
        if (d.sources === 0) return { data: d, text: `No sources in the window (${plural(d.answers, "answer")}): only engines with web search give them; see list_models.` };
        const lines = d.domains.map((x) => `- ${x.domain} (${x.category}${x.competitor ? `, ${x.competitor}` : ""}): ${x.share} % of sources${x.share_delta === null ? "" : `, ${signed(x.share_delta, " pts")}`}`);
        const shown = d.domain_count > d.domains.length ? `\n${d.domain_count - d.domains.length} more domains: raise 'limit' (at most ${MCP_PAGE_MAX}) or filter by 'category'.` : "";
        return { data: d, text: `${d.sources} sources in ${plural(d.answers_with_sources, "answer")} with sources, ${d.domain_count} domains:\n${lines.join("\n")}${shown}` };
      }),
  );

  server.registerTool(
    "list_hallucinated_urls",
    {
      title: "Invented URLs",
      description:
        "URLs on the client's own domain that AI answers cited but that do not exist (404, 410…), most recently seen first, each with the existing page it should redirect to (suggested_redirect), the models that invented it and how often. Open ones by default: set up 301 redirects for them.",
      inputSchema: z.object({
        client_id: clientIdArg,
        status: z.enum(HALLUCINATED_URL_STATUSES).optional().describe("What the agency decided: open (default), redirected or ignored."),
        ...pageArgs,
      }),
      outputSchema: HallucinatedUrlPageSchema,
      annotations: READ_ONLY,
    },
    ({ client_id, status, page, per_page }) =>
      answer(caller, "clients:read", HallucinatedUrlPageSchema, async () => {
        const result = await listHallucinatedUrls(db, caller.accountId, client_id, { state: "hallucinated", status: status ?? "open" }, { page, per_page });
        if (!result) throw new ApiError(404, `Client ${client_id} not found.`);
        const info = pageInfo(page, per_page, result.total);
        const lines = result.items.map((u) => `- ${u.url} (${u.http_status ?? "unreachable"}, cited ${u.occurrences}× by ${u.model_ids.join(", ")}) → ${u.suggested_redirect ?? "no close page found"}`);
        return { data: { urls: result.items, ...info }, text: `${plural(result.total, `${status ?? "open"} invented URL`)}:\n${lines.join("\n") || "(none)"}${more("list_hallucinated_urls", info)}` };
      }),
  );
}
