// Faults: a database that is down, drops connections or is too slow gives 503 with the envelope and
// Retry-After within a bounded time — never a hang, a 401 for a valid key, or a stack trace.
import { env } from "cloudflare:test";
import { afterEach, describe, expect, it } from "vitest";
import { call, callJson, expectError } from "../helpers/client";
import { createAgency, createClient } from "../helpers/factories";

async function setDatabaseFault(fault: { mode: "none" | "down" | "drop" | "slow"; delayMs?: number }) {
  const res = await fetch(new URL("/__fault", env.NEON_SQL_ENDPOINT), { method: "POST", body: JSON.stringify(fault) });
  expect(res.status).toBe(200);
}

afterEach(async () => {
  await setDatabaseFault({ mode: "none" });
});

describe("database faults", () => {
  it.each(["down", "drop"] as const)("answers 503 with Retry-After when the database is %s, for warm and cold keys", async (mode) => {
    const warm = await createAgency();
    const cold = await createAgency();
    const client = await createClient(warm.account.id, { name: "Hidden Name" });
    expect((await call("/clients", { key: warm.key })).status).toBe(200);
    await setDatabaseFault({ mode });
    for (const key of [warm.key, cold.key]) {
      const res = await call(`/clients/${client.id}`, { key });
      const text = await res.text();
      expect(res.status).toBe(503);
      expect(res.headers.get("retry-after")).toBe("5");
      expect(res.headers.get("content-type")).toMatch(/^application\/json/);
      const error = expectError(JSON.parse(text), 503);
      expect(error.type).toBe("service_unavailable");
      expect(error.message).toMatch(/^The service is temporarily unavailable\. Retry after 5 seconds \(request id [\w-]+\)\.$/);
      expect(text).not.toMatch(/Error connecting|stand-in|HTTP status|at \w+ \(|Hidden Name/);
    }
    await setDatabaseFault({ mode: "none" });
    expect((await call(`/clients/${client.id}`, { key: warm.key })).status).toBe(200);
  });

  it("gives up on a database that does not answer, within the timeout", async () => {
    const { key } = await createAgency();
    expect((await call("/models", { key })).status).toBe(200);
    await setDatabaseFault({ mode: "slow", delayMs: 10_000 });
    const started = Date.now();
    const { status, body, headers } = await callJson("/models", { key });
    const elapsed = Date.now() - started;
    expect(status).toBe(503);
    expect(headers.get("retry-after")).toBe("5");
    expect(expectError(body, 503).type).toBe("service_unavailable");
    // DB_TIMEOUT_MS is 4000 in the test pool (10 s in production).
    expect(elapsed).toBeLessThan(9_000);
  });

  it("refuses a launch cleanly when the database is down, and charges nothing", async () => {
    const { account, key } = await createAgency();
    const client = await createClient(account.id);
    expect((await call("/account/credits", { key })).status).toBe(200);
    await setDatabaseFault({ mode: "down" });
    const res = await callJson("/audits/launch", { key, method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ client_id: client.id, model_ids: ["mistral-large"], prompts: ["Down?"] }) });
    expect(res.status).toBe(503);
    await setDatabaseFault({ mode: "none" });
    const credits = await callJson("/account/credits", { key });
    expect(credits.body.data.balance).toBe(500);
    expect((await callJson("/audits", { key })).body.pagination.total).toBe(0);
  });
});

describe("security headers", () => {
  it("sends nosniff and no framework banner on every response", async () => {
    const { key } = await createAgency();
    for (const [path, opts] of [["/clients", { key }], ["/clients", {}], ["/nope", { key }], ["/docs", {}], ["/openapi.json", {}]] as const) {
      const res = await call(path, opts);
      expect(res.headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(res.headers.get("x-powered-by"), path).toBeNull();
      expect(res.headers.get("server"), path).toBeNull();
    }
  });
});
