// The MCP prompt "monthly_client_brief" and the resources an assistant can attach: the facts of a client's month
// gathered here, in one place, so the assistant writes from figures rather than from memory.
import { z } from "@hono/zod-openapi";
import { ResourceTemplate } from "@modelcontextprotocol/server";
import { nextTasks } from "@/domain/action-plans";
import { getClient360, listClients, listHallucinatedUrls } from "@/domain/clients";
import { listModels } from "@/domain/providers";
import { compareAudits, visibilityTrend } from "@/domain/audits";
import { assertScope, hasScope } from "@/platform/auth";
import { ApiError } from "@/platform/errors";
import type { Scope } from "@/platform/keys";
import { MCP_PAGE_MAX, UNEXPECTED, type ToolContext } from "./kit";

/** `YYYY-MM` → the month's window and the one before it. */
export function monthWindows(month: string) {
  const [year, m] = month.split("-").map(Number) as [number, number];
  const start = (y: number, mo: number) => new Date(Date.UTC(y, mo - 1, 1)).toISOString();
  return { before: { from: start(year, m - 1), to: start(year, m) }, after: { from: start(year, m), to: start(year, m + 1) } };
}

/** A refusal the caller can act on keeps the API's words; anything else is the API's 500 message. */
function safely<T>(run: () => Promise<T>): Promise<T> {
  return run().catch((error: unknown) => {
    if (error instanceof ApiError) throw new Error(error.message);
    console.error("mcp prompt or resource failed", error);
    throw new Error(UNEXPECTED);
  });
}

const json = (value: unknown) => JSON.stringify(value, null, 2);

export function registerBrief({ server, caller, db, env }: ToolContext) {
  const need = (...scopes: Scope[]) => scopes.forEach((scope) => assertScope(caller.scopes, scope, "prompt"));

  server.registerPrompt(
    "monthly_client_brief",
    {
      title: "Monthly client brief",
      description:
        "A one-page brief for a client's monthly meeting, in the client's language: visibility this month against last month, per engine, against competitors, the invented URLs to redirect and the three things to fix first. The facts come attached; the assistant writes.",
      argsSchema: z.object({
        client_id: z.string().regex(/^[1-9]\d{0,9}$/).describe("The client's id (find_clients gives it)."),
        month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/).optional().describe("The month, YYYY-MM (default: the current month)."),
      }),
    },
    ({ client_id, month }) =>
      safely(async () => {
        need("clients:read", "audits:read", "action_plans:read");
        const id = Number(client_id);
        if (id > 2_147_483_647) throw new ApiError(404, `Client ${client_id} not found.`);
        const chosen = month ?? new Date().toISOString().slice(0, 7);
        const windows = monthWindows(chosen);
        const [view, trend, tasks, urls, comparison] = await Promise.all([
          getClient360(db, caller.accountId, id),
          visibilityTrend(db, caller.accountId, id, 6),
          nextTasks(db, caller.accountId, id, 3),
          listHallucinatedUrls(db, caller.accountId, id, { state: "hallucinated", status: "open" }, { page: 1, per_page: 5 }),
          compareAudits(db, caller.accountId, { kind: "periods", client_id: id, ...windows }).catch((error: unknown) => {
            // A month without an audit, or with the same audit as last month, is a fact of the brief, not a failure.
            if (error instanceof ApiError && error.status !== 500) return { unavailable: error.message };
            throw error;
          }),
        ]);
        if (!view || !trend || !tasks || !urls) throw new ApiError(404, `Client ${id} not found.`);
        const facts = {
          month: chosen,
          client: { name: view.client.name, domain: view.client.domain, sector: view.client.sector, country: view.client.country, language: view.client.language },
          competitors: view.competitors.map((c) => c.name),
          month_against_previous: comparison,
          recent_audits: trend.audits,
          latest_by_model: trend.latest?.by_model ?? [],
          latest_competitor_share_of_voice: trend.latest?.competitors ?? [],
          cited_source_domains: view.source_domains,
          open_invented_urls: { total: urls.total, first: urls.items.map((u) => ({ url: u.url, suggested_redirect: u.suggested_redirect, models: u.model_ids })) },
          next_tasks: tasks.tasks.map((t) => ({ title: t.title, priority: t.priority, impact: t.impact, effort: t.effort, due_date: t.due_date, why_and_how: t.description })),
        };
        const instructions = [
          `Write the monthly AI-visibility brief for ${view.client.name} (${chosen}) in the language whose ISO 639-1 code is "${view.client.language}", for the client's marketing lead.`,
          "One page: 1) the headline: the score and how it moved since last month, with the 95 % interval when the change may be noise; 2) engine by engine; 3) competitors' share of voice against the client's; 4) which sites the engines cite and where to earn mentions; 5) invented URLs to redirect; 6) the three next actions with their due dates.",
          "Use only the figures below; say plainly when a figure is missing (e.g. no audit this month). Do not invent numbers.",
        ].join("\n");
        return {
          description: `Monthly brief of ${view.client.name} for ${chosen}`,
          messages: [{ role: "user" as const, content: { type: "text" as const, text: `${instructions}\n\nFacts (JSON):\n${json(facts)}` } }],
        };
      }),
  );

  server.registerResource(
    "client",
    new ResourceTemplate("ai-visibility://clients/{client_id}", {
      list: () =>
        safely(async () => {
          // Clients list resources on connecting: a key without the scope lists none rather than failing.
          if (!hasScope(caller.scopes, "clients:read")) return { resources: [] };
          const { items } = await listClients(db, caller.accountId, {}, { page: 1, per_page: MCP_PAGE_MAX });
          return { resources: items.map((c) => ({ uri: `ai-visibility://clients/${c.id}`, name: c.name, description: `${c.domain}, ${c.sector}, ${c.country}`, mimeType: "application/json" })) };
        }),
    }),
    { title: "Client overview", description: "A client's overview (as get_client_360), as JSON. Lists the first 25 clients; any client id can be read.", mimeType: "application/json" },
    (uri, variables) =>
      safely(async () => {
        need("clients:read");
        const raw = String(variables.client_id ?? "");
        const id = /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : NaN;
        const view = Number.isSafeInteger(id) && id <= 2_147_483_647 ? await getClient360(db, caller.accountId, id) : undefined;
        if (!view) throw new ApiError(404, `Client ${raw} not found.`);
        return { contents: [{ uri: uri.href, mimeType: "application/json", text: json(view) }] };
      }),
  );

  server.registerResource(
    "models",
    "ai-visibility://models",
    { title: "Models and prices", description: "The AI models audits can ask and their price in credits per prompt, as JSON.", mimeType: "application/json" },
    (uri) =>
      safely(async () => {
        need("models:read");
        const { items } = await listModels(db, env, {}, { page: 1, per_page: 100 });
        return { contents: [{ uri: uri.href, mimeType: "application/json", text: json(items) }] };
      }),
  );
}
