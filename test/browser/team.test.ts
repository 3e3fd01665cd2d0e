// The team: the demo owner invites a member, who joins through the e-mailed link and is signed in; a member does not
// get the keys or the team, and the demo viewer's writes are refused whatever the form.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import { axeCheck, csrfOf, DEMO_USERS, launchBrowser, linkIn, signIn, submitForm, submitMainForm, waitForMail } from "./harness";

const origin = inject("browserOrigin");
const mailbox = inject("browserMailbox");
const run = Date.now().toString(36);

/** The status a signed-in GET of `path` answers, after redirects. */
async function statusOf(page: Page, path: string): Promise<number | undefined> {
  return (await page.goto(`${origin}${path}?lang=en`))?.status();
}

describe.skipIf(inject("browserSkip"))("the team", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  test("an invited member joins through the mail's link, and gets neither the keys nor the team", async () => {
    const owner = await (await browser.newContext()).newPage();
    await signIn(owner, origin, DEMO_USERS.owner);
    await owner.goto(`${origin}/app/team?lang=en`);
    const invited = `member-${run}@browser.example`;
    const form = owner.locator("main form", { has: owner.locator('[name="email"]') }).first();
    await form.locator('[name="email"]').fill(invited);
    const roleSelect = form.locator('select[name="role"]');
    if ((await roleSelect.count()) > 0) await roleSelect.selectOption("member");
    else await form.locator('input[name="role"][value="member"]').check();
    expect((await submitMainForm(owner, "email")).status()).toBeLessThan(400);
    expect(await owner.getByRole("status").count()).toBeGreaterThan(0);
    expect(await owner.getByRole("alert").count()).toBe(0);
    await owner.context().close();

    const link = linkIn(await waitForMail(mailbox, invited), "/app/invitations/");
    const member = await (await browser.newContext()).newPage();
    expect((await member.goto(link))?.status()).toBe(200);
    await axeCheck(member, "the invitation page");
    await member.fill('input[name="name"]', "Invited Member");
    await member.fill('input[name="password"]', `member-${run}-password`);
    expect((await submitMainForm(member, "password")).status()).toBeLessThan(400);
    // Signed in as the member: the console's home answers instead of sending to the sign-in page.
    expect(await statusOf(member, "/app")).toBe(200);
    expect(new URL(member.url()).pathname).toBe("/app");
    for (const path of ["/app/keys", "/app/team"]) {
      expect(await statusOf(member, path), path).toBe(403);
      expect(await member.locator("main#main h1").count(), `${path}: the page saying so`).toBe(1);
    }
    await member.context().close();
  });

  test("the viewer's writes are refused (403), its own profile aside", async () => {
    const viewer = await (await browser.newContext()).newPage();
    await signIn(viewer, origin, DEMO_USERS.viewer);
    expect(await statusOf(viewer, "/app/keys")).toBe(403);
    expect(await statusOf(viewer, "/app/profile")).toBe(200);
    const csrf = await csrfOf(viewer);
    const writes: [string, Record<string, string | string[]>][] = [
      ["/app/keys", { name: `viewer key ${run}`, scopes: ["clients:read"] }],
      ["/app/team/invitations", { email: `viewer-invite-${run}@browser.example`, role: "viewer" }],
      ["/app/webhooks", { url: "https://hooks.example.com/viewer", description: "viewer", event_types: ["audit.completed"] }],
      ["/app/billing/low-credits", { threshold: "10" }],
    ];
    for (const [path, fields] of writes) {
      const response = await submitForm(viewer, `${origin}${path}`, { csrf, ...fields });
      expect(response.status(), `POST ${path}`).toBe(403);
    }
    await viewer.context().close();
  });
});
