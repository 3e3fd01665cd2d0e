// A forgotten password: the page answers alike whether or not the e-mail is known (no enumeration), only the known
// address gets a mail, and its link sets a new password once.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import { axeCheck, launchBrowser, linkIn, mailsTo, signIn, signUp, submitMainForm, waitForMail, withinAttemptLimit } from "./harness";

const origin = inject("browserOrigin");
const mailbox = inject("browserMailbox");
const run = Date.now().toString(36);

/** Asks for a reset link for `email`; answers what the person sees: the status, the page and its text (the e-mail blanked). */
async function forgot(page: Page, email: string): Promise<{ status: number; path: string; text: string }> {
  const response = await withinAttemptLimit(async () => {
    await page.goto(`${origin}/app/forgot-password?lang=en`);
    await page.fill('input[name="email"]', email);
    return submitMainForm(page, "email");
  });
  return { status: response.status(), path: new URL(page.url()).pathname, text: (await page.locator("main").innerText()).replaceAll(email, "<email>") };
}

describe.skipIf(inject("browserSkip"))("a forgotten password", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  test("the same answer for a known and an unknown e-mail; the reset link works once", async () => {
    const page = await (await browser.newContext()).newPage();
    const user = { name: "Reset Tester", company: `Reset Agency ${run}`, email: `reset-${run}@browser.example`, password: `before-${run}-reset` };
    expect((await signUp(page, origin, user)).status()).toBeLessThan(400);
    await waitForMail(mailbox, user.email);

    const unknown = `nobody-${run}@browser.example`;
    const known = await forgot(page, user.email);
    const stranger = await forgot(page, unknown);
    expect(stranger).toEqual(known);
    const link = linkIn(await waitForMail(mailbox, user.email, 2), "/app/reset-password");
    expect(await mailsTo(mailbox, unknown)).toEqual([]);

    expect((await page.goto(link))?.status()).toBe(200);
    await axeCheck(page, "the reset page");
    const reset = { ...user, password: `after-${run}-reset` };
    const resetting = await withinAttemptLimit(async () => {
      await page.goto(link);
      await page.fill('input[name="password"]', reset.password);
      return submitMainForm(page, "password");
    });
    expect(resetting.status()).toBeLessThan(400);
    expect(await page.getByRole("status").count()).toBeGreaterThan(0);
    expect(await page.getByRole("alert").count()).toBe(0);

    // Used: the same link sets nothing, and the password set with it still signs in.
    const reused = await withinAttemptLimit(async () => {
      await page.goto(link);
      await page.fill('input[name="password"]', `third-${run}-reset`);
      return submitMainForm(page, "password");
    });
    expect(reused.status(), "a second use of the link").toBe(400);
    expect(await page.getByRole("alert").count()).toBeGreaterThan(0);
    await signIn(page, origin, reset);
    await page.context().close();
  });
});
