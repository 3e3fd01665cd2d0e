// The operator's side of accounts (`npm run accounts`): create with the sign-up bonus through the ledger, update
// profile and plan, grant and correct credits, and what each refuses.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { subscriptions } from "@/db/schema";
import { AccountAdminError, changeCredits, createAccount, listAccounts, updateAccount } from "@/domain/account/admin";
import { SIGNUP_BONUS } from "@/domain/account/credits";
import { PLAN_PRICES } from "@/domain/account/plans";
import { callJson } from "./helpers/client";
import { balanceAndLedger, createKey, db } from "./helpers/factories";

const email = () => `ops-${crypto.randomUUID().slice(0, 8)}@agency.test`;

describe("npm run accounts", () => {
  it("creates an account with its bonus in the ledger and its subscription; a key then opens the API", async () => {
    const address = email();
    const account = await createAccount(db(), { name: "  Agence Nova ", email: address.toUpperCase(), company: "Nova SAS", plan: "agent", locale: "fr" });
    expect(account).toMatchObject({ name: "Agence Nova", email: address, company: "Nova SAS", plan: "agent", isPartner: false, locale: "fr", creditBalance: SIGNUP_BONUS });
    expect(await balanceAndLedger(account.id)).toEqual({ balance: SIGNUP_BONUS, ledger: SIGNUP_BONUS });
    const [subscription] = await db().select().from(subscriptions).where(eq(subscriptions.accountId, account.id));
    expect(subscription).toMatchObject({ status: "active", priceAmount: PLAN_PRICES.agent });
    expect((await listAccounts(db())).map((a) => a.id)).toContain(account.id);
    const { key } = await createKey(account.id, { scopes: ["*"] });
    const profile = await callJson("/account/profile", { key });
    expect(profile.body.data).toMatchObject({ id: account.id, plan: "agent", locale: "fr" });
  });

  it.each([
    [{ name: "", email: "x@y.test" }, "--name"],
    [{ name: "A", email: "not-an-email" }, "--email"],
    [{ name: "A", email: "a@b.test", plan: "gold" }, "--plan"],
    [{ name: "A", email: "a@b.test", locale: "it" }, "--locale"],
  ])("refuses %j naming %s, and creates nothing", async (input, option) => {
    const before = (await listAccounts(db())).length;
    await expect(createAccount(db(), input)).rejects.toThrow(option);
    expect((await listAccounts(db())).length).toBe(before);
  });

  it("refuses a second account with the same e-mail, even when both are created at once", async () => {
    const address = email();
    const attempts = await Promise.allSettled(Array.from({ length: 5 }, () => createAccount(db(), { name: "Twin", email: address })));
    expect(attempts.filter((a) => a.status === "fulfilled")).toHaveLength(1);
    for (const a of attempts.filter((a) => a.status === "rejected")) {
      expect((a as PromiseRejectedResult).reason).toBeInstanceOf(AccountAdminError);
      expect(String((a as PromiseRejectedResult).reason)).toContain(`${address} already exists`);
    }
  });

  it("updates the profile, and a new plan moves the subscription to its list price", async () => {
    const account = await createAccount(db(), { name: "Before", email: email() });
    const updated = await updateAccount(db(), account.id, { name: "After", plan: "agency", isPartner: true, locale: "de" });
    expect(updated).toMatchObject({ name: "After", plan: "agency", isPartner: true, locale: "de" });
    const [subscription] = await db().select().from(subscriptions).where(eq(subscriptions.accountId, account.id));
    expect(subscription!.priceAmount).toBe(PLAN_PRICES.agency);
    await expect(updateAccount(db(), account.id, {})).rejects.toThrow("Nothing to change");
    await expect(updateAccount(db(), 999_999_999, { name: "Ghost" })).rejects.toThrow("Account 999999999 does not exist");
  });

  it("grants and corrects credits through the ledger, never below zero, and keeps the sum under concurrency", async () => {
    const account = await createAccount(db(), { name: "Credits", email: email(), plan: "agent" });
    expect(await changeCredits(db(), account.id, 250, "Goodwill for the outage of 2026-11-20")).toEqual({ balance: SIGNUP_BONUS + 250 });
    await expect(changeCredits(db(), account.id, -10_000, "Typo")).rejects.toThrow("does not have 10000 credits to take back; nothing was changed");
    await expect(changeCredits(db(), account.id, 0, "Nothing")).rejects.toThrow("--amount");
    await expect(changeCredits(db(), account.id, 5, "  ")).rejects.toThrow("--reason");
    await Promise.all(Array.from({ length: 10 }, (_, i) => changeCredits(db(), account.id, i % 2 === 0 ? 10 : -5, `batch ${i}`)));
    expect(await balanceAndLedger(account.id)).toEqual({ balance: SIGNUP_BONUS + 250 + 25, ledger: SIGNUP_BONUS + 250 + 25 });
    const credits = await callJson("/account/credits", { key: (await createKey(account.id, { scopes: ["*"] })).key });
    expect(credits.body.data.balance).toBe(SIGNUP_BONUS + 275);
    await expect(changeCredits(db(), 999_999_999, 5, "Ghost")).rejects.toThrow("Account 999999999 does not exist");
  });
});
