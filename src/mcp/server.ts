// The MCP server at /api/v1/mcp (issue 18, first part): the same key, plan gate, rate limit and tenancy as the REST API
// (the API's middleware runs before any MCP processing), and tools built on the same domain functions as the HTTP
// handlers, with the same Zod schemas as their output. Stateless: one server per request, no session.
import { createMcpHandler, McpServer } from "@modelcontextprotocol/server";
import { z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { getDb } from "@/db/client";
import { getClient360, listClients } from "@/domain/clients";
import { getCredits } from "@/domain/credits";
import { listModels } from "@/domain/models";
import { assertScope } from "@/platform/auth";
import type { AppEnv, Caller } from "@/platform/context";
import { ApiError } from "@/platform/errors";
import type { Scope } from "@/platform/keys";
import { CLIENT_STATUSES } from "@/db/schema";
import type { Env } from "@/env";
import { CreditsSchema } from "@/routes/account/account.schemas";
import { Client360Schema, ClientSchema } from "@/routes/clients/clients.schemas";
import { ModelSchema } from "@/routes/models/models.schemas";

/** Most items a tool returns at once: an assistant reads them all, so pages are short. */
export const MCP_PAGE_MAX = 25;

const READ_ONLY = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false } as const;

type ToolResult = { content: { type: "text"; text: string }[]; structuredContent?: Record<string, unknown>; isError?: boolean };

/**
 * Runs a tool for the caller: its scope first, then `run`; the result is parsed through the tool's output schema (the
 * client rejects undocumented fields). An API error comes back as a tool error with the API's message; anything else
 * as the API's 500 message, its details only in the log.
 */
async function answer<T extends z.ZodType>(caller: Caller, scope: Scope, output: T, run: () => Promise<{ data: z.input<T>; text: string }>): Promise<ToolResult> {
  try {
    assertScope(caller.scopes, scope, "tool");
    const { data, text } = await run();
    return { content: [{ type: "text", text }], structuredContent: output.parse(data) as Record<string, unknown> };
  } catch (error) {
    if (error instanceof ApiError) return { isError: true, content: [{ type: "text", text: error.message }] };
    console.error("mcp tool failed", error);
    return { isError: true, content: [{ type: "text", text: "Unexpected server error; no internals are exposed. Retry, or report the time of the call." }] };
  }
}

const page = z.number().int().min(1).max(10_000).default(1).describe("Page number, from 1.");
const perPage = z.number().int().min(1).max(MCP_PAGE_MAX).default(10).describe(`Items per page, 1–${MCP_PAGE_MAX} (default 10).`);

const ClientPageSchema = z.object({
  clients: z.array(ClientSchema).max(MCP_PAGE_MAX),
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int().describe("Clients matching, on every page."),
});
const ModelListSchema = z.object({ models: z.array(ModelSchema).max(100) });

export function buildMcpServer(caller: Caller, env: Env): McpServer {
  const db = getDb(env);
  const server = new McpServer(
    { name: "ai-visibility-api", version: "1.0.0" },
    {
      instructions:
        "Reads how visible an agency's clients (brands, websites) are in AI engines' answers. Start with find_clients to get a client's id, then get_client_360 for its latest audit, competitors, checklist and source domains.",
    },
  );

  server.registerTool(
    "find_clients",
    {
      title: "Find clients",
      description: "Finds the account's clients by name, alias or domain (case-insensitive), oldest first. Archived clients are left out unless status is 'archived'. Returns each client's id, which the other tools take.",
      inputSchema: z.object({
        query: z.string().max(200).optional().describe("Text searched in name, domain and aliases, e.g. 'lumiere'."),
        status: z.enum(CLIENT_STATUSES).optional().describe("Only clients with this status."),
        page,
        per_page: perPage,
      }),
      outputSchema: ClientPageSchema,
      annotations: READ_ONLY,
    },
    ({ query, status, page, per_page }) =>
      answer(caller, "clients:read", ClientPageSchema, async () => {
        const { items, total } = await listClients(db, caller.accountId, { q: query, status }, { page, per_page });
        const lines = items.map((c) => `- ${c.name} (id ${c.id}, ${c.domain}, ${c.country}, ${c.status})`);
        return { data: { clients: items, page, per_page, total }, text: `${total} client${total === 1 ? "" : "s"} found; page ${page}:\n${lines.join("\n") || "(none on this page)"}` };
      }),
  );

  server.registerTool(
    "get_client_360",
    {
      title: "Client overview",
      description: "Everything about one client in one call: its details, contacts and competitors, its latest completed audit's score, visibility and share of voice, the GEO checklist summary, hallucinated-URL counts, the next scheduled audit and the domains engines cite.",
      inputSchema: z.object({ client_id: z.number().int().min(1).max(2_147_483_647).describe("The client's id (find_clients gives it).") }),
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
        return { data: view, text: `${view.client.name} (${view.client.domain}, ${view.client.status}): ${summary}; ${view.competitors.length} competitors, ${view.hallucinated_urls.open} open hallucinated URLs.` };
      }),
  );

  server.registerTool(
    "list_models",
    {
      title: "Models and prices",
      description: "Lists the AI models audits can ask, with their engine, whether they search the web, their price in credits per prompt and whether they are offered for new audits.",
      inputSchema: z.object({ web_search: z.boolean().optional().describe("Only models that search the web (true) or that do not (false).") }),
      outputSchema: ModelListSchema,
      annotations: READ_ONLY,
    },
    ({ web_search }) =>
      answer(caller, "models:read", ModelListSchema, async () => {
        const { items } = await listModels(db, env, { web_search }, { page: 1, per_page: 100 });
        const lines = items.map((m) => `- ${m.id}: ${m.credits_per_prompt} credit${m.credits_per_prompt === 1 ? "" : "s"} per prompt${m.web_search ? ", web search" : ""}${m.active ? "" : " (retired)"}`);
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
        return { data: credits, text: `${credits.balance} credits available.` };
      }),
  );

  return server;
}

type Request = { caller: Caller; env: Env };

// One server per request (the SDK refuses a server still serving another), built for the caller the API authenticated.
const handler = createMcpHandler(
  (ctx) => {
    const { caller, env } = ctx.authInfo!.extra as Request;
    return buildMcpServer(caller, env);
  },
  { onerror: (error) => console.error("mcp", error) },
);

/** POST /api/v1/mcp, after the API's authentication: the caller is known, or the request was answered 401/403/429. */
export function serveMcp(c: Context<AppEnv>): Promise<Response> {
  const caller = c.get("caller");
  return handler.fetch(c.req.raw, { authInfo: { token: caller.keyPrefix, clientId: String(caller.accountId), scopes: caller.scopes, extra: { caller, env: c.env } satisfies Request } });
}
