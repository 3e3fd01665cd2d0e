// The catalog the app dispatches by (method and path per group, without loading the groups) against the routers.
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createApp } from "@/app";
import { createApi } from "@/routes/api";
import { ROUTE_GROUPS } from "@/routes/catalog";
import { callJson, expectError } from "../helpers/client";
import { createAgency } from "../helpers/factories";

const operationsOf = (router: { routes: { method: string; path: string }[] }) =>
  [...new Set(router.routes.filter((r) => r.method !== "ALL").map((r) => `${r.method} ${r.path}`))].sort();

describe("the route catalog", () => {
  it("lists exactly the operations each group's router answers", async () => {
    for (const group of ROUTE_GROUPS) {
      const listed = group.operations.map(([method, path]) => `${method} ${path}`).sort();
      expect(operationsOf(await group.load()), group.name).toEqual(listed);
    }
  });

  it("gives each operation of the API to one group, and misses none", () => {
    const listed = ROUTE_GROUPS.flatMap((group) => group.operations.map(([method, path]) => `${method} ${path}`));
    expect(new Set(listed).size).toBe(listed.length);
    expect(listed.sort()).toEqual(operationsOf(createApi()));
  });

  it("registers every operation of the catalog in the app, under /api/v1", () => {
    const registered = new Set(operationsOf(createApp()));
    for (const group of ROUTE_GROUPS) for (const [method, path] of group.operations) expect(registered, `${method} ${path}`).toContain(`${method} /api/v1${path}`);
  });

  it("serves a group's first requests, sent together, each with its own caller", async () => {
    const agencies = await Promise.all([createAgency(), createAgency(), createAgency()]);
    // A fresh app has loaded no group yet: the three requests wait on one load of the account group.
    const app = createApp();
    const ctx = createExecutionContext();
    const answers = await Promise.all(agencies.map(({ key }) => app.fetch(new Request("http://api.test/api/v1/account/profile", { headers: { "X-Api-Key": key } }), env, ctx)));
    const bodies = (await Promise.all(answers.map((res) => res.json()))) as { data: { id: number } }[];
    await waitOnExecutionContext(ctx);
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200]);
    expect(bodies.map((body) => body.data.id)).toEqual(agencies.map(({ account }) => account.id));
    for (const res of answers) {
      expect(res.headers.get("X-Request-Id")).toMatch(/^[0-9A-Za-z-]{1,64}$/);
      expect(res.headers.get("X-RateLimit-Limit")).toBeTruthy();
    }
  });

  it("renders a group's errors as the app does: the 400 names the field, the 404 is the envelope", async () => {
    const { key } = await createAgency();
    const invalid = await callJson("/glossary?per_page=0", { key });
    expect(invalid.status).toBe(400);
    expect(expectError(invalid.body, 400).param).toBe("per_page");
    const missing = await callJson("/clients/999999999", { key });
    expect(missing.status).toBe(404);
    expect(expectError(missing.body, 404).message).toMatch(/999999999/);
    expect(missing.headers.get("X-Request-Id")).toBeTruthy();
  });
});
