// The Account group: profile, credits (balance, bonus, usage and the ledger that explains the balance), subscription.
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { accounts, creditLedger, subscriptions } from "@/db/schema";
import { SIGNUP_BONUS } from "@/domain/account/credits";
import { currentPeriod, MONTHLY_CREDITS, PLAN_PRICES } from "@/domain/account/plans";
import { callJson, expectError } from "./helpers/client";
import { createAgency, db } from "./helpers/factories";

describe("GET /account/profile", () => {
  it("returns the account and the calling key, never the key itself", async () => {
    const { account, key } = await createAgency({ plan: "agency", scopes: ["account:read", "clients:read"] });
    const { status, body } = await callJson("/account/profile", { key });
    expect(status).toBe(200);
    expect(body).toEqual({
      success: true,
      data: {
        id: account.id,
        name: account.name,
        email: account.email,
        company: null,
        plan: "agency",
        is_partner: false,
        locale: "en",
        created_at: account.createdAt.toISOString(),
        api_key: { name: expect.stringMatching(/^key /), prefix: key.slice(0, 12), scopes: ["account:read", "clients:read"] },
      },
    });
    expect(JSON.stringify(body)).not.toContain(key);
  });

  it("requires account:read", async () => {
    const { key } = await createAgency({ scopes: ["clients:read"] });
    const forbidden = await callJson("/account/profile", { key });
    expect(forbidden.status).toBe(403);
    expect(expectError(forbidden.body, 403).message).toContain("'account:read'");
    expect((await callJson("/account/profile")).status).toBe(401);
  });
});

describe("GET /account/credits", () => {
  it("shows the sign-up bonus as the first ledger entry and the balance it makes", async () => {
    const { account, key } = await createAgency({ plan: "agency" });
    const { status, body } = await callJson("/account/credits", { key });
    expect(status).toBe(200);
    const now = new Date();
    expect(body).toEqual({
      success: true,
      data: {
        balance: SIGNUP_BONUS,
        signup_bonus: SIGNUP_BONUS,
        used_this_period: 0,
        monthly_allowance: MONTHLY_CREDITS.agency,
        period_start: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString(),
        period_end: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString(),
        recent_entries: [{ id: expect.any(Number), amount: SIGNUP_BONUS, reason: "signup_bonus", audit_id: null, description: "Sign-up bonus", created_at: expect.stringMatching(/Z$/) }],
        low_credits_threshold: 100,
      },
    });
    const [ledger] = await db().select({ sum: sql<number>`sum(${creditLedger.amount})::int` }).from(creditLedger).where(eq(creditLedger.accountId, account.id));
    const [row] = await db().select({ balance: accounts.creditBalance }).from(accounts).where(eq(accounts.id, account.id));
    expect(Number(ledger!.sum)).toBe(row!.balance);
  });

  it("counts audit debits and refunds of this period as used, newest entries first", async () => {
    const { account, key } = await createAgency();
    await db().insert(creditLedger).values([
      { accountId: account.id, amount: -40, reason: "audit_launch", auditId: 1 },
      { accountId: account.id, amount: 10, reason: "audit_refund", auditId: 1 },
      { accountId: account.id, amount: -25, reason: "audit_launch", auditId: 2, createdAt: new Date(Date.UTC(2020, 0, 1)) },
    ]);
    const { body } = await callJson("/account/credits", { key });
    expect(body.data.used_this_period).toBe(30);
    expect(body.data.recent_entries.map((e: { amount: number }) => e.amount)).toEqual([-25, 10, -40, SIGNUP_BONUS]);
  });

  it("shows only the caller's account and requires account:read", async () => {
    const mine = await createAgency();
    const other = await createAgency();
    await db().insert(creditLedger).values({ accountId: other.account.id, amount: -5, reason: "adjustment" });
    const { body } = await callJson("/account/credits", { key: mine.key });
    expect(body.data.recent_entries).toHaveLength(1);
    const { key: noScope } = await createAgency({ scopes: ["clients:read"] });
    const forbidden = await callJson("/account/credits", { key: noScope });
    expect(forbidden.status).toBe(403);
    expect(expectError(forbidden.body, 403).message).toContain("'account:read'");
    expect((await callJson("/account/credits")).status).toBe(401);
  });
});

describe("PATCH /account/credits", () => {
  const patch = (key: string | undefined, body: unknown) =>
    callJson("/account/credits", { key, method: "PATCH", headers: { "Content-Type": "application/json" }, body: typeof body === "string" ? body : JSON.stringify(body) });

  it("sets the low-credit alert's threshold, or turns it off, and answers the credits as GET does", async () => {
    const { account, key } = await createAgency();
    const set = await patch(key, { low_credits_threshold: 450 });
    expect(set.status).toBe(200);
    const read = await callJson("/account/credits", { key });
    expect(set.body).toEqual(read.body);
    expect(read.body.data).toMatchObject({ balance: SIGNUP_BONUS, low_credits_threshold: 450 });
    const off = await patch(key, { low_credits_threshold: null });
    expect(off.body).toMatchObject({ success: true, data: { low_credits_threshold: null } });
    const [row] = await db().select({ threshold: accounts.lowCreditsThreshold }).from(accounts).where(eq(accounts.id, account.id));
    expect(row!.threshold).toBeNull();
  });

  it.each([
    [{ low_credits_threshold: 0 }, "Body field 'low_credits_threshold' must be a whole number of credits from 1 to 1000000, or null."],
    [{ low_credits_threshold: 12.5 }, "Body field 'low_credits_threshold' must be a whole number of credits from 1 to 1000000, or null."],
    [{ low_credits_threshold: "500" }, "Body field 'low_credits_threshold' must be a whole number of credits from 1 to 1000000, or null."],
    [{ low_credits_threshold: 1_000_001 }, "Body field 'low_credits_threshold' must be a whole number of credits from 1 to 1000000, or null."],
    [{}, "Body field 'low_credits_threshold' is required."],
  ])("refuses %j with a message naming the field, and changes nothing", async (body, message) => {
    const { key } = await createAgency();
    const { status, body: error } = await patch(key, body);
    expect(status).toBe(400);
    expect(expectError(error, 400)).toMatchObject({ message, param: "low_credits_threshold" });
    expect((await callJson("/account/credits", { key })).body.data.low_credits_threshold).toBe(100);
  });

  it("refuses unknown fields and a body that is not JSON", async () => {
    const { key } = await createAgency();
    const unknown = await patch(key, { low_credits_threshold: 10, balance: 1_000_000 });
    expect(unknown.status).toBe(400);
    expect(expectError(unknown.body, 400).message).toMatch(/balance/);
    expect((await patch(key, "{not json")).status).toBe(400);
    expect((await callJson("/account/credits", { key })).body.data).toMatchObject({ balance: SIGNUP_BONUS, low_credits_threshold: 100 });
  });

  it("requires a key with account:write, and changes only the caller's account", async () => {
    expect((await patch(undefined, { low_credits_threshold: 10 })).status).toBe(401);
    const { key: readOnly } = await createAgency({ scopes: ["account:read"] });
    const forbidden = await patch(readOnly, { low_credits_threshold: 10 });
    expect(forbidden.status).toBe(403);
    expect(expectError(forbidden.body, 403).message).toContain("'account:write'");
    const mine = await createAgency();
    const other = await createAgency();
    expect((await patch(mine.key, { low_credits_threshold: 7 })).status).toBe(200);
    expect((await callJson("/account/credits", { key: other.key })).body.data.low_credits_threshold).toBe(100);
  });
});

describe("GET /account/subscription", () => {
  it("returns the plan's subscription, created with the account at the list price", async () => {
    const { account, key } = await createAgency({ plan: "agency" });
    const period = currentPeriod(new Date());
    const { status, body } = await callJson("/account/subscription", { key });
    expect(status).toBe(200);
    expect(body).toEqual({
      success: true,
      data: {
        plan: "agency",
        status: "active",
        price: { amount: PLAN_PRICES.agency, currency: "EUR", interval: "month" },
        monthly_credits: MONTHLY_CREDITS.agency,
        current_period_start: period.start.toISOString(),
        current_period_end: period.end.toISOString(),
        renews: true,
        cancel_at_period_end: false,
        renews_at: period.end.toISOString(),
        ends_at: null,
        trial_ends_at: null,
        started_at: account.createdAt.toISOString(),
        api_access: { enabled: true, reason: "plan", message: "The agency plan includes API access." },
      },
    });
  });

  it("says when it ends instead of renewing, and why a partner on a lower plan has API access", async () => {
    const { account, key } = await createAgency({ plan: "pro", isPartner: true });
    await db().update(subscriptions).set({ cancelAtPeriodEnd: true, status: "past_due" }).where(eq(subscriptions.accountId, account.id));
    const { body } = await callJson("/account/subscription", { key });
    const end = currentPeriod(new Date()).end.toISOString();
    expect(body.data).toMatchObject({ plan: "pro", status: "past_due", price: { amount: PLAN_PRICES.pro }, renews: false, cancel_at_period_end: true, renews_at: null, ends_at: end });
    expect(body.data.api_access).toEqual({ enabled: true, reason: "partner", message: "Partner accounts have API access on every plan, including pro." });
  });

  it("shows only the caller's own subscription, and requires account:read", async () => {
    const mine = await createAgency({ plan: "agent" });
    await createAgency({ plan: "enterprise" });
    expect((await callJson("/account/subscription", { key: mine.key })).body.data.plan).toBe("agent");
    const { key: noScope } = await createAgency({ scopes: ["clients:read"] });
    const forbidden = await callJson("/account/subscription", { key: noScope });
    expect(forbidden.status).toBe(403);
    expect(expectError(forbidden.body, 403).message).toContain("'account:read'");
    expect((await callJson("/account/subscription")).status).toBe(401);
  });
});
