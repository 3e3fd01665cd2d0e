// API keys: both headers, missing/invalid/revoked keys, plans, scopes, last-used time.
import { env } from "cloudflare:test";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { apiKeys } from "@/db/schema";
import { lookUpKey } from "@/platform/key-lookup";
import { hashKey } from "@/platform/keys";
import { callJson, expectError } from "../helpers/client";
import { createAccount, createAgency, createKey, db, revokeKey } from "../helpers/factories";

describe("authentication", () => {
  it("accepts the key in X-Api-Key and as a Bearer token", async () => {
    const { key } = await createAgency();
    expect((await callJson("/clients", { key, auth: "header" })).status).toBe(200);
    expect((await callJson("/clients", { key, auth: "bearer" })).status).toBe(200);
    expect((await callJson("/clients", { headers: { Authorization: `bearer   ${key}` } })).status).toBe(200);
  });

  it.each([
    ["no header at all", {}],
    ["an empty X-Api-Key", { "X-Api-Key": "" }],
    ["a malformed key", { "X-Api-Key": "not-a-key" }],
    ["a well-formed unknown key", { "X-Api-Key": "geo_0000000000000000000000000000000Z" }],
    ["Basic auth instead of Bearer", { Authorization: "Basic Z2VvOnNlY3JldA==" }],
    ["a Bearer without token", { Authorization: "Bearer " }],
    ["SQL in the key", { "X-Api-Key": "geo_' OR '1'='1" }],
  ])("answers 401 for %s, saying the key is invalid or missing", async (_label, headers) => {
    const { status, body, headers: responseHeaders } = await callJson("/clients", { headers });
    expect(status).toBe(401);
    expect(body).toEqual({
      success: false,
      error: { code: 401, type: "unauthorized", message: expect.stringMatching(/^The API key is invalid or missing\./) },
    });
    expect(responseHeaders.get("www-authenticate")).toMatch(/^Bearer/);
  });

  it("answers 401 for a revoked key", async () => {
    const account = await createAccount({ plan: "agent" });
    const { key } = await createKey(account.id, { revoked: true });
    const { status, body } = await callJson("/clients", { key });
    expect(status).toBe(401);
    expect(expectError(body, 401).message).toMatch(/revoked/);
  });

  it("stops accepting a key once it is revoked (after the isolate cache expires)", async () => {
    const account = await createAccount({ plan: "agent" });
    const { key, row } = await createKey(account.id);
    await revokeKey(row.id);
    // Never used before revocation, so no cached lookup can hide it.
    expect((await callJson("/clients", { key })).status).toBe(401);
  });

  it.each(["free", "starter", "pro"] as const)("answers 403 to an account on the %s plan", async (plan) => {
    const { key } = await createAgency({ plan });
    const { status, body } = await callJson("/clients", { key });
    expect(status).toBe(403);
    expect(expectError(body, 403).message).toBe(`API access requires the Agent plan or higher, or partner status; this account is on the ${plan} plan.`);
  });

  it.each(["agent", "agency", "enterprise"] as const)("serves an account on the %s plan", async (plan) => {
    const { key } = await createAgency({ plan });
    expect((await callJson("/clients", { key })).status).toBe(200);
  });

  it("serves a partner account on a lower plan", async () => {
    const { key } = await createAgency({ plan: "pro", isPartner: true });
    expect((await callJson("/clients", { key })).status).toBe(200);
  });

  it("answers 403 naming the missing scope", async () => {
    const { key } = await createAgency({ scopes: ["audits:read"] });
    const { status, body } = await callJson("/clients", { key });
    expect(status).toBe(403);
    expect(expectError(body, 403).message).toBe("This API key lacks the 'clients:read' scope required by this endpoint.");
  });

  it("records when a key was last used, in the lookup's own statement", async () => {
    const { key } = await createAgency();
    const [before] = await db().select().from(apiKeys).where(eq(apiKeys.prefix, key.slice(0, 12)));
    expect(before!.lastUsedAt).toBeNull();
    expect((await callJson("/clients", { key })).status).toBe(200);
    const [row] = await db().select().from(apiKeys).where(eq(apiKeys.id, before!.id));
    expect(row!.lastUsedAt).toBeInstanceOf(Date);
    expect(Math.abs(row!.lastUsedAt!.getTime() - Date.now())).toBeLessThan(60_000);
  });

  it("writes last_used_at at most once a minute whatever the number of lookups, and never for a revoked key", async () => {
    const account = await createAccount({ plan: "agent" });
    const { key, row } = await createKey(account.id);
    const hash = await hashKey(key);
    const lastUsed = async () => (await db().select({ at: apiKeys.lastUsedAt }).from(apiKeys).where(eq(apiKeys.id, row.id)))[0]!.at;
    // Another isolate's lookup 10 s ago: this one leaves the time as it is.
    await db().update(apiKeys).set({ lastUsedAt: sql`now() - interval '10 seconds'` }).where(eq(apiKeys.id, row.id));
    const recent = await lastUsed();
    expect(await lookUpKey(env, hash)).toMatchObject({ keyId: row.id, accountId: account.id, plan: "agent", isPartner: false, revoked: false });
    expect(await lastUsed()).toEqual(recent);
    // Two minutes ago: the lookup records the use.
    await db().update(apiKeys).set({ lastUsedAt: sql`now() - interval '2 minutes'` }).where(eq(apiKeys.id, row.id));
    await lookUpKey(env, hash);
    expect(Date.now() - (await lastUsed())!.getTime()).toBeLessThan(30_000);

    const revoked = await createKey(account.id, { revoked: true });
    expect(await lookUpKey(env, await hashKey(revoked.key))).toMatchObject({ keyId: revoked.row.id, revoked: true });
    expect((await db().select({ at: apiKeys.lastUsedAt }).from(apiKeys).where(eq(apiKeys.id, revoked.row.id)))[0]!.at).toBeNull();
    expect(await lookUpKey(env, await hashKey("geo_0000000000000000000000000000000Z"))).toBeUndefined();
  });

  it("never stores the key itself", async () => {
    const { key } = await createAgency();
    const rows = await db().select().from(apiKeys);
    expect(JSON.stringify(rows)).not.toContain(key);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.keyHash))).toBe(true);
    expect(env.ENVIRONMENT).toBe("test");
  });
});

describe("secrets", () => {
  it("stores no plaintext key anywhere in the database, and never echoes a key in an error", async () => {
    const { key } = await createAgency();
    expect((await callJson("/clients", { key })).status).toBe(200);
    const dump = await db().execute(sql`select string_agg(t::text, '|') as rows from api_keys t`);
    const rows = String((dump.rows[0] as { rows: string }).rows);
    expect(rows).not.toContain(key);
    expect(rows).toContain(key.slice(0, 12));
    const wrong = `${key.slice(0, -1)}${key.endsWith("A") ? "B" : "A"}`;
    const denied = await callJson("/clients", { key: wrong });
    expect(denied.status).toBe(401);
    expect(JSON.stringify(denied.body)).not.toContain(wrong);
    expect(JSON.stringify(denied.body)).not.toContain(wrong.slice(4, 20));
  });
});
