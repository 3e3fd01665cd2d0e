// The HTTP surface around the routes: unknown routes, methods, CORS, request ids, 500s.
import { createExecutionContext, env, SELF, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createApp } from "@/app";
import { call, callJson, expectError } from "../helpers/client";
import { createAgency } from "../helpers/factories";

describe("errors outside the routes", () => {
  it("answers unknown routes with the 404 envelope", async () => {
    const { key } = await createAgency();
    for (const path of ["/nope", "/clients/1/unknown", "/api/v2/clients"]) {
      const { status, body } = await callJson(path, { key });
      expect(status, path).toBe(404);
      expect(expectError(body, 404).message).toMatch(/No route matches GET/);
    }
    const outside = await SELF.fetch("http://api.test/");
    expect(outside.status).toBe(404);
    expectError(await outside.json(), 404);
  });

  it("answers a known path with the wrong method with 405 and Allow", async () => {
    const { key } = await createAgency();
    for (const [method, path, allow] of [
      ["PUT", "/clients", "GET, HEAD, POST"],
      ["PUT", "/clients/1", "GET, HEAD, PATCH, DELETE"],
      ["PUT", "/clients/1/360", "GET, HEAD"],
      ["GET", "/clients/1/erase", "POST"],
    ] as const) {
      const res = await call(path, { key, method });
      expect(res.status, `${method} ${path}`).toBe(405);
      expect(res.headers.get("allow")).toBe(allow);
      expect(expectError(await res.json(), 405).message).toContain(`Method ${method} is not allowed`);
    }
  });

  it("names a repeated query parameter instead of calling it a bad integer", async () => {
    const { key } = await createAgency();
    const { status, body } = await callJson("/clients?page=1&page=2", { key });
    expect(status).toBe(400);
    expect(expectError(body, 400)).toMatchObject({ message: "Query parameter 'page' is given 2 times; give it once.", param: "page" });
    expect((await callJson("/clients?page=1&per_page=5", { key })).status).toBe(200);
  });

  it("treats a path without parameters as its own resource: GET /audits/launch is a 405, not an audit id", async () => {
    const { key } = await createAgency();
    for (const [method, path, allow] of [
      ["GET", "/audits/launch", "POST"],
      ["GET", "/audits/launch/", "POST"],
      ["DELETE", "/audits/launch", "POST"],
    ] as const) {
      const res = await call(path, { key, method });
      expect(res.status, `${method} ${path}`).toBe(405);
      expect(res.headers.get("allow")).toBe(allow);
      expect(expectError(await res.json(), 405).message).toBe(`Method ${method} is not allowed on /api/v1/audits/launch. Allowed: ${allow}.`);
    }
    // Without a key it is still a 401 first: nothing about the API's shape is told to an anonymous caller.
    expect((await call("/audits/launch", { method: "GET" })).status).toBe(401);
  });

  it("hides internals behind a 500 with a request id", async () => {
    const app = createApp();
    app.get("/api/v1/__boom", () => {
      throw new Error("secret stack detail");
    });
    const { key } = await createAgency();
    const ctx = createExecutionContext();
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    const res = await app.request("/api/v1/__boom", { headers: { "X-Api-Key": key } }, env, ctx);
    await waitOnExecutionContext(ctx);
    console.error = original;
    expect(res.status).toBe(500);
    // The route's own error reached the log (not an infrastructure failure).
    expect(JSON.stringify(errors, (_k, v) => (v instanceof Error ? v.message : v))).toContain("secret stack detail");
    const text = await res.text();
    expect(text).not.toContain("secret");
    const error = expectError(JSON.parse(text), 500);
    expect(error.message).toContain(res.headers.get("x-request-id")!);
  });

  it("treats a trailing slash as the same route and answers HEAD like GET without a body", async () => {
    const { key } = await createAgency();
    expect((await call("/clients/", { key })).status).toBe(200);
    const head = await call("/clients", { key, method: "HEAD" });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
    expect(head.headers.get("x-ratelimit-limit")).toBe("60");
  });

  it("gives every response a request id", async () => {
    const res = await call("/clients");
    expect(res.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("CORS", () => {
  it("answers preflight requests for any origin without a key", async () => {
    const res = await call("/clients", {
      method: "OPTIONS",
      headers: { Origin: "https://app.agency.test", "Access-Control-Request-Method": "GET", "Access-Control-Request-Headers": "x-api-key" },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
    expect(res.headers.get("access-control-allow-headers")).toMatch(/X-Api-Key/i);
    expect(res.headers.get("access-control-allow-methods")).toContain("GET");
  });

  it("lets a browser-based MCP client send the protocol's headers to /mcp", async () => {
    const res = await call("/mcp", {
      method: "OPTIONS",
      headers: { Origin: "https://assistant.test", "Access-Control-Request-Method": "POST", "Access-Control-Request-Headers": "authorization, content-type, mcp-protocol-version, mcp-method, mcp-name" },
    });
    expect(res.status).toBe(204);
    const allowed = (res.headers.get("access-control-allow-headers") ?? "").toLowerCase().split(/,\s*/);
    expect(allowed).toEqual(expect.arrayContaining(["authorization", "content-type", "mcp-protocol-version", "mcp-method", "mcp-name"]));
    expect(res.headers.get("access-control-allow-methods")).toContain("POST");
  });

  it("exposes the rate-limit headers on responses, errors included", async () => {
    const { key } = await createAgency();
    for (const res of [await call("/clients", { key, headers: { Origin: "https://x.test" } }), await call("/clients", { headers: { Origin: "https://x.test" } })]) {
      expect(res.headers.get("access-control-allow-origin")).toBe("*");
      const exposed = res.headers.get("access-control-expose-headers") ?? "";
      for (const header of ["X-RateLimit-Limit", "X-RateLimit-Remaining", "X-RateLimit-Reset", "Retry-After"]) expect(exposed).toContain(header);
    }
  });
});
