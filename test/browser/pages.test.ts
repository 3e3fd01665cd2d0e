// Every page of the console (docs/console-pages.md) that the demo agency's owner reaches, and the signed-out ones, in
// each of the four languages, on a 360 px wide screen: it answers 200 in that language (`<html lang>`), has one
// `<main id="main">` and one `<h1>`, scrolls only vertically, and axe-core finds no serious or critical violation.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import { axeCheck, DEMO_USERS, horizontalOverflow, LANGUAGES, launchBrowser, signIn, withLang } from "./harness";

const origin = inject("browserOrigin");
const VIEWPORT = { width: 360, height: 740 };

const SIGNED_OUT = ["/app/sign-in", "/app/sign-up", "/app/forgot-password", "/app/reset-password?token=from-a-mail", "/app/verify?token=from-a-mail"];
const SIGNED_IN = ["/app", "/app/clients", "/app/portfolio", "/app/portfolio/leaderboard", "/app/schedules", "/app/profile", "/app/sessions", "/app/team", "/app/activity", "/app/keys", "/app/mcp", "/app/webhooks", "/app/billing"];
/** Pages whose address holds an id, found from the list that links to them. */
const FOUND = {
  "a webhook endpoint": { list: "/app/webhooks", link: /^\/app\/webhooks\/\d+$/ },
  "a key's revocation": { list: "/app/keys", link: /^\/app\/keys\/\d+\/revoke$/ },
  "a client": { list: "/app/clients", link: /^\/app\/clients\/\d+$/ },
  "a client's answers": { list: "/app/clients/1", link: /^\/app\/clients\/\d+\/answers$/ },
  "an answer": { list: "/app/clients/1/answers", link: /^\/app\/clients\/\d+\/answers\/\d+$/ },
  "the launch of an audit": { list: "/app/clients/1", link: /^\/app\/clients\/\d+\/launch$/ },
  "a client's sources": { list: "/app/clients/1", link: /^\/app\/clients\/\d+\/sources$/ },
  "a client's site": { list: "/app/clients/1", link: /^\/app\/clients\/\d+\/site$/ },
  "a client's plan": { list: "/app/clients/1", link: /^\/app\/clients\/\d+\/plan$/ },
  "a client's prompts": { list: "/app/clients/1", link: /^\/app\/clients\/\d+\/setup$/ },
  "a client's settings": { list: "/app/clients/1", link: /^\/app\/clients\/\d+\/edit$/ },
};

/** The first link of `list` whose path matches `pattern`. */
async function firstLink(page: Page, list: string, pattern: RegExp): Promise<string> {
  await page.goto(`${origin}${list}?lang=en`);
  const hrefs = await Promise.all((await page.locator("main a[href]").all()).map((link) => link.getAttribute("href")));
  const path = hrefs.map((href) => new URL(href ?? "", origin).pathname).find((p) => pattern.test(p));
  if (!path) throw new Error(`no link matching ${pattern} on ${list}`);
  return path;
}

/** Checks `path` in `lang` on `page` (one tab per context, reused: a new one per page costs about 250 ms more). */
async function checkPage(page: Page, path: string, lang: string, status = 200): Promise<void> {
  const response = await page.goto(withLang(`${origin}${path}`, lang));
  const label = `${path} (${lang})`;
  expect(response?.status(), label).toBe(status);
  expect(await page.locator("html").getAttribute("lang"), label).toBe(lang);
  expect(await page.locator("main#main").count(), `${label}: one <main id="main">`).toBe(1);
  expect(await page.locator("h1").count(), `${label}: one <h1>`).toBe(1);
  const overflow = await horizontalOverflow(page, VIEWPORT.width);
  expect(overflow.scrollWidth, `${label}: scrolls sideways at ${VIEWPORT.width} px, past it: ${overflow.culprits.join(", ")}`).toBeLessThanOrEqual(VIEWPORT.width);
  await axeCheck(page, label);
}

describe.skipIf(inject("browserSkip"))("every page in four languages", () => {
  let browser: Browser;
  let signedOut: Page;
  let signedIn: Page;
  const found = new Map<string, string>();
  beforeAll(async () => {
    browser = await launchBrowser();
    signedOut = await (await browser.newContext({ viewport: VIEWPORT })).newPage();
    signedIn = await (await browser.newContext({ viewport: VIEWPORT })).newPage();
    await signIn(signedIn, origin, DEMO_USERS.owner);
    for (const [name, { list, link }] of Object.entries(FOUND)) found.set(name, await firstLink(signedIn, list, link));
  });
  afterAll(async () => {
    await browser?.close();
  });

  test("signed out, /app leads to the sign-in page", async () => {
    await signedOut.goto(`${origin}/app`);
    expect(new URL(signedOut.url()).pathname).toBe("/app/sign-in");
  });

  describe.each(LANGUAGES)("%s", (lang) => {
    test.each(SIGNED_OUT)("%s, signed out", (path) => checkPage(signedOut, path, lang));
    test.each(SIGNED_IN)("%s", (path) => checkPage(signedIn, path, lang));
    test.each(Object.keys(FOUND))("%s", (name) => checkPage(signedIn, found.get(name)!, lang));
    test("an unknown page answers 404", () => checkPage(signedIn, "/app/no-such-page", lang, 404));
  });
});
