// The official MCP client against the Worker's /api/v1/mcp, and what tests read from its answers.
import { SELF } from "cloudflare:test";
import { Client, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";
import { BASE, randomIp } from "./client";

/** A client connected with `key`; `legacy` speaks the 2025 protocol, `auto` the newest both sides know. */
export async function connect(key: string, mode: "legacy" | "auto" = "legacy") {
  const transport = new StreamableHTTPClientTransport(new URL(`${BASE}/mcp`), {
    fetch: (url, init) => SELF.fetch(url, init),
    requestInit: { headers: { Authorization: `Bearer ${key}`, "CF-Connecting-IP": randomIp() } },
  });
  const client = new Client({ name: "mcp-test", version: "1.0.0" }, { versionNegotiation: { mode } });
  await client.connect(transport);
  return client;
}

export type McpClient = Awaited<ReturnType<typeof connect>>;

/** The readable text of a tool result. */
export const text = (result: { content?: unknown }) => ((result.content as { type: string; text: string }[])[0]?.text ?? "");

/** Calls a tool that must succeed and returns its structured content. */
export async function data<T = any>(mcp: McpClient, name: string, args: Record<string, unknown> = {}): Promise<T> {
  const result = await mcp.callTool({ name, arguments: args });
  if (result.isError) throw new Error(`${name} failed: ${text(result)}`);
  return result.structuredContent as T;
}

/** Calls a tool that must fail and returns its message. */
export async function refusal(mcp: McpClient, name: string, args: Record<string, unknown> = {}): Promise<string> {
  const result = await mcp.callTool({ name, arguments: args });
  if (!result.isError) throw new Error(`${name} succeeded: ${text(result)}`);
  return text(result);
}
