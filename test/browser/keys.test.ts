// API keys made in the console: a new account signs up, proves its e-mail and only then makes keys (which its free plan
// cannot use on the API); the demo agency's owner makes a key the API accepts within its scopes, revokes it after the
// confirmation page, and the API refuses it once the Worker's 30 s key cache has let it go.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import { axeCheck, csrfOf, DEMO_USERS, launchBrowser, linkIn, signIn, signUp, submitForm, submitMainForm, waitFor, waitForMail } from "./harness";

const origin = inject("browserOrigin");
const mailbox = inject("browserMailbox");
const run = Date.now().toString(36);

const api = (path: string, key: string) => fetch(`${origin}/api/v1${path}`, { headers: { "X-Api-Key": key } });

/** Creates a key on /app/keys with `scopes` and answers the secret shown once in `#new-secret`. */
async function createKey(page: Page, name: string, scopes: string[]): Promise<string> {
  await page.goto(`${origin}/app/keys?lang=en`);
  const form = page.locator("main form", { has: page.locator('[name="scopes"]') }).first();
  await form.locator('[name="name"]').fill(name);
  for (const scope of scopes) await form.locator(`input[name="scopes"][value="${scope}"]`).check();
  const response = await submitMainForm(page, "scopes");
  expect(response.status()).toBeLessThan(400);
  const secret = (await page.locator("#new-secret").innerText()).trim();
  expect(secret).toMatch(/^geo_[A-Za-z0-9]{32}$/);
  return secret;
}

describe.skipIf(inject("browserSkip"))("API keys from the console", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  // Concurrent: the first waits out the key cache, the second runs meanwhile.
  test.concurrent("the demo owner's key answers within its scopes, and is refused once revoked", async ({ expect }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, origin, DEMO_USERS.owner);
    const name = `browser key ${run}`;
    const key = await createKey(page, name, ["clients:read"]);
    expect((await api("/clients", key)).status).toBe(200);
    // The key carries clients:read only.
    expect((await api("/audits", key)).status).toBe(403);

    await page.goto(`${origin}/app/keys?lang=en`);
    const revokeLink = await page.locator("main tr", { hasText: name }).locator('a[href*="/revoke"]').getAttribute("href");
    expect(new URL(revokeLink ?? "", origin).pathname).toMatch(/^\/app\/keys\/\d+\/revoke$/);
    expect((await page.goto(new URL(revokeLink ?? "", origin).href))?.status()).toBe(200);
    await axeCheck(page, "the key's revocation page");
    expect((await submitMainForm(page)).status()).toBe(303);
    expect(new URL(page.url()).pathname).toBe("/app/keys");

    // The isolate that revoked it forgets its cached lookup at once; another would within the key cache's 30 s.
    const started = Date.now();
    const status = await waitFor("the revoked key's 401", async () => ((await api("/clients", key)).status === 401 ? 401 : undefined), 35_000, 1_000);
    expect(status).toBe(401);
    console.log(`revoked key refused after ${((Date.now() - started) / 1000).toFixed(1)} s`);
    await context.close();
  });

  test.concurrent("a new account makes keys once its e-mail is verified (and the free plan has no API access)", async ({ expect }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const user = { name: "Browser Tester", company: `Browser Agency ${run}`, email: `sign-up-${run}@browser.example`, password: `browser-${run}-password` };
    expect((await signUp(page, origin, user)).status()).toBeLessThan(400);
    expect(await page.getByRole("status").count(), "the \"check your inbox\" page").toBeGreaterThan(0);
    const mail = await waitForMail(mailbox, user.email);
    const verifyLink = linkIn(mail, "/app/verify");

    // Signed in but not verified: no key.
    await signIn(page, origin, user);
    await page.goto(`${origin}/app/keys?lang=en`);
    const csrf = await csrfOf(page);
    const early = await submitForm(page, `${origin}/app/keys`, { csrf, name: "too early", scopes: ["clients:read"] });
    expect(early.status()).toBeGreaterThanOrEqual(400);
    expect(await page.getByRole("alert").count()).toBeGreaterThan(0);
    expect(await page.locator("#new-secret").count()).toBe(0);

    const verifyPage = await page.goto(verifyLink);
    expect(verifyPage?.status()).toBe(200);
    await axeCheck(page, "the verification page");
    const verified = await submitMainForm(page, "token");
    expect(verified.status()).toBeLessThan(400);
    expect(await page.getByRole("status").count()).toBeGreaterThan(0);
    expect(await page.getByRole("alert").count()).toBe(0);

    const key = await createKey(page, "first key", ["clients:read"]);
    const refused = await api("/clients", key);
    expect(refused.status).toBe(403);
    expect(await refused.text()).toMatch(/plan/i);
    await context.close();
  });
});
