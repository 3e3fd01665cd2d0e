// The MCP endpoint (issue 18, first part) through the official MCP client, in both protocol eras: authenticated like the
// API before any MCP processing, scopes per tool, tenancy, and outputs that are the API's own schemas.
import { SELF } from "cloudflare:test";
import { Client, SdkHttpError, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";
import { describe, expect, it } from "vitest";
import { BASE, call } from "./helpers/client";
import { addCompetitors, createAgency, createClient, createCompletedAudit } from "./helpers/factories";

async function connect(key: string, mode: "legacy" | "auto" = "legacy") {
  const transport = new StreamableHTTPClientTransport(new URL(`${BASE}/mcp`), {
    fetch: (url, init) => SELF.fetch(url, init),
    requestInit: { headers: { Authorization: `Bearer ${key}`, "CF-Connecting-IP": `10.9.${Math.floor(Math.random() * 255)}.${1 + Math.floor(Math.random() * 254)}` } },
  });
  const client = new Client({ name: "mcp-test", version: "1.0.0" }, { versionNegotiation: { mode } });
  await client.connect(transport);
  return client;
}

const text = (result: { content?: unknown }) => ((result.content as { type: string; text: string }[])[0]?.text ?? "");

describe.each(["legacy", "auto"] as const)("MCP at /api/v1/mcp (%s protocol negotiation)", (mode) => {
  it("lists read-only tools with input and output schemas and answers each from the caller's account", async () => {
    const { account, key } = await createAgency();
    const client = await createClient(account.id, { name: "Maison Lumière", domain: "maison-lumiere.fr", website: "https://maison-lumiere.fr", aliases: ["Lumiere Hotels"] });
    await createClient(account.id, { name: "Other Brand", domain: "other.fr", website: "https://other.fr" });
    await addCompetitors(account.id, client.id, ["Hôtel Soleil"]);
    await createCompletedAudit(account.id, client.id, 64, new Date("2026-11-01T00:00:00Z"));
    const mcp = await connect(key, mode);

    const { tools } = await mcp.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual(["find_clients", "get_client_360", "get_credit_balance", "list_models"]);
    for (const tool of tools) {
      expect(tool.description, tool.name).toBeTruthy();
      expect(tool.inputSchema.type, tool.name).toBe("object");
      expect(tool.outputSchema?.type, tool.name).toBe("object");
      expect(tool.annotations, tool.name).toMatchObject({ readOnlyHint: true, destructiveHint: false });
    }

    const found = await mcp.callTool({ name: "find_clients", arguments: { query: "lumiere" } });
    expect(found.isError).toBeFalsy();
    expect(found.structuredContent).toMatchObject({ total: 1, page: 1, per_page: 10, clients: [{ id: client.id, domain: "maison-lumiere.fr" }] });
    expect(text(found)).toContain(`Maison Lumière (id ${client.id}, maison-lumiere.fr`);

    const view = await mcp.callTool({ name: "get_client_360", arguments: { client_id: client.id } });
    const rest = (await (await call(`/clients/${client.id}/360`, { key })).json()) as { data: unknown };
    expect(view.structuredContent).toEqual(rest.data);
    expect(text(view)).toContain("score 64/100");

    const models = await mcp.callTool({ name: "list_models", arguments: { web_search: true } });
    expect((models.structuredContent as { models: { web_search: boolean }[] }).models.every((m) => m.web_search)).toBe(true);
    const credits = await mcp.callTool({ name: "get_credit_balance", arguments: {} });
    expect((credits.structuredContent as { balance: number }).balance).toBe(account.creditBalance);
    await mcp.close();
  });

  it("bounds pages, refuses bad arguments, and answers another account's client as the API does: not found", async () => {
    const mine = await createAgency();
    const theirs = await createAgency();
    const theirClient = await createClient(theirs.account.id, { name: "Secret Brand", domain: "secret.fr", website: "https://secret.fr" });
    const mcp = await connect(mine.key, mode);
    const foreign = await mcp.callTool({ name: "get_client_360", arguments: { client_id: theirClient.id } });
    expect(foreign.isError).toBe(true);
    expect(text(foreign)).toBe(`Client ${theirClient.id} not found.`);
    const search = await mcp.callTool({ name: "find_clients", arguments: { query: "Secret" } });
    expect(search.structuredContent).toMatchObject({ total: 0, clients: [] });
    const tooMany = await mcp.callTool({ name: "find_clients", arguments: { per_page: 26 } });
    expect(tooMany.isError).toBe(true);
    expect(text(tooMany)).toContain("per_page");
    await mcp.close();
  });

  it("answers a tool outside the key's scopes with the API's 403 message", async () => {
    const { key } = await createAgency({ scopes: ["clients:read"] });
    const mcp = await connect(key, mode);
    const denied = await mcp.callTool({ name: "get_credit_balance", arguments: {} });
    expect(denied.isError).toBe(true);
    expect(text(denied)).toBe("This API key lacks the 'account:read' scope required by this tool.");
    expect((await mcp.callTool({ name: "find_clients", arguments: {} })).isError).toBeFalsy();
    await mcp.close();
  });
});

describe("MCP authentication", () => {
  it("answers 401 before any MCP processing, and 403 to a plan without API access", async () => {
    const bad = await connect("geo_00000000000000000000000000000000").catch((error: unknown) => error);
    expect(bad).toBeInstanceOf(SdkHttpError);
    expect((bad as SdkHttpError & { status?: number; data?: { status?: number } }).data?.status ?? (bad as { status?: number }).status).toBe(401);
    const raw = await call("/mcp", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" }) });
    expect(raw.status).toBe(401);
    expect(((await raw.json()) as { error: { type: string } }).error.type).toBe("unauthorized");
    const free = await createAgency({ plan: "free" });
    const refused = await connect(free.key).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(SdkHttpError);
    expect((await call("/mcp", { key: free.key, method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" })).status).toBe(403);
  });

  it("answers GET with 405: the endpoint is stateless and streams nothing", async () => {
    const { key } = await createAgency();
    const res = await call("/mcp", { key });
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("POST");
  });
});
