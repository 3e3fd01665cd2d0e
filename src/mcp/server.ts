// The MCP server at /api/v1/mcp: the same key, plan gate, rate limit and tenancy as the REST API (the API's middleware
// runs before any MCP processing), and tools built on the same domain functions as the HTTP handlers, with the same
// Zod schemas as their output. Stateless: one server per request, no session.
import { createMcpHandler, McpServer } from "@modelcontextprotocol/server";
import type { Context } from "hono";
import { getDb } from "@/db/client";
import type { Env } from "@/env";
import type { AppEnv, Caller } from "@/platform/context";
import { registerBrief } from "./brief";
import type { ToolContext } from "./kit";
import { registerAuditTools } from "./tools/audits";
import { registerClientTools } from "./tools/clients";
import { registerPortfolioTools } from "./tools/portfolio";
import { registerWebhookTools } from "./tools/webhooks";
import { registerWorkTools } from "./tools/work";

export { MCP_PAGE_MAX } from "./kit";

const INSTRUCTIONS = `Reads how visible an agency's clients (brands, websites) are in AI engines' answers, and acts on it.
Start with find_clients to get a client's id. get_visibility_summary tells how a client is doing over its recent audits; compare_audits compares two audits or two periods (this month against last); list_results shows the answers themselves (mentioned=false: those that leave the client out); get_source_domains says which sites the engines cite; list_hallucinated_urls lists invented URLs with the page to redirect each to; get_next_tasks says what to fix first.
Across clients: get_portfolio, get_leaderboard, get_score_distribution. When an alert did not arrive: list_webhook_endpoints, then list_webhook_deliveries.
launch_audit charges credits (list_models has the prices, get_credit_balance the balance): tell the user the cost before launching, and always pass an idempotency_key.
Lists are paged (at most 25 items): when next_page is not null, call again with that page. Scores are 0–100; visibility, share of voice and citation rate are percentages; changes are in points.`;

export function buildMcpServer(caller: Caller, env: Env): McpServer {
  const server = new McpServer({ name: "ai-visibility-api", version: "1.0.0" }, { instructions: INSTRUCTIONS });
  const context: ToolContext = { server, caller, db: getDb(env), env };
  registerClientTools(context);
  registerAuditTools(context);
  registerPortfolioTools(context);
  registerWorkTools(context);
  registerWebhookTools(context);
  registerBrief(context);
  return server;
}

type Extra = { caller: Caller; env: Env };

// One server per request (the SDK refuses a server still serving another), built for the caller the API authenticated.
const handler = createMcpHandler(
  (ctx) => {
    const { caller, env } = ctx.authInfo!.extra as Extra;
    return buildMcpServer(caller, env);
  },
  { onerror: (error) => console.error("mcp", error) },
);

/**
 * A JSON-RPC batch (an array of messages) is refused before the SDK sees it: the rate limit counts HTTP requests, so
 * one request must carry one operation (the protocol dropped batches in its 2025-06-18 revision). JSON-RPC's own
 * "Invalid Request", with HTTP 400.
 */
function batchRefusal(body: string): Response | undefined {
  if (!body.trimStart().startsWith("[")) return undefined;
  const error = { code: -32600, message: "JSON-RPC batches are not supported: send one message per request (each request counts against the rate limit)." };
  return Response.json({ jsonrpc: "2.0", id: null, error }, { status: 400 });
}

/** POST /api/v1/mcp, after the API's authentication: the caller is known, or the request was answered 401/403/429. */
export async function serveMcp(c: Context<AppEnv>): Promise<Response> {
  const caller = c.get("caller");
  const body = await c.req.text();
  const refused = batchRefusal(body);
  if (refused) return refused;
  const request = new Request(c.req.raw.url, { method: "POST", headers: c.req.raw.headers, body });
  return handler.fetch(request, { authInfo: { token: caller.keyPrefix, clientId: String(caller.accountId), scopes: caller.scopes, extra: { caller, env: c.env } satisfies Extra } });
}
