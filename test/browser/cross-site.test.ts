// Forms posted to the console from another origin are refused, cookies or not: a page elsewhere (another port of the
// same host, so the same site and the session cookie goes along; and another host name) auto-submits a form to the
// profile and to sign-out while the victim is signed in in the same browser. Nothing changes.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import { DEMO_USERS, launchBrowser, signIn } from "./harness";

const origin = inject("browserOrigin");

/** A page that posts `fields` to `action` as soon as it loads, as a malicious site would. */
function attackPage(action: string, fields: Record<string, string>): string {
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${value}">`)
    .join("");
  return `<!doctype html><html lang="en"><title>Win a prize</title><form method="post" action="${action}">${inputs}</form><script>document.forms[0].submit()</script></html>`;
}

describe.skipIf(inject("browserSkip"))("cross-site form posts", () => {
  let browser: Browser;
  let attacker: Server;
  let attackerPort: number;
  beforeAll(async () => {
    browser = await launchBrowser();
    attacker = createServer((req, res) => {
      const pages: Record<string, string> = {
        "/profile": attackPage(`${origin}/app/profile`, { name: "Mallory was here", locale: "en" }),
        "/sign-out": attackPage(`${origin}/app/sign-out`, {}),
      };
      const body = pages[req.url ?? ""];
      res.writeHead(body ? 200 : 404, { "content-type": "text/html; charset=utf-8" });
      res.end(body ?? "not found");
    });
    await new Promise<void>((resolve) => attacker.listen(0, "127.0.0.1", resolve));
    attackerPort = (attacker.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => attacker?.close(resolve));
  });

  /**
   * Opens the attacker's page; answers how the console answered the POST it makes (`403`, `303 /app/sign-in`…) and
   * whether the browser sent the session cookie with it.
   */
  async function attack(page: Page, attackerOrigin: string, path: string): Promise<{ answer: string; withCookie: boolean }> {
    const [response] = await Promise.all([
      page.waitForResponse((res) => res.url().startsWith(origin) && res.request().method() === "POST"),
      page.goto(`${attackerOrigin}${path}`),
    ]);
    await page.waitForURL((url) => url.origin === origin);
    await page.waitForLoadState();
    const location = response.headers()["location"];
    const answer = location ? `${response.status()} ${new URL(location, origin).pathname}` : String(response.status());
    return { answer, withCookie: Boolean((await response.request().allHeaders())["cookie"]) };
  }

  async function profileName(context: BrowserContext): Promise<string> {
    const page = await context.newPage();
    const response = await page.goto(`${origin}/app/profile?lang=en`);
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe("/app/profile");
    const name = await page.locator('main input[name="name"]').first().inputValue();
    await page.close();
    return name;
  }

  test("the profile is not changed and the session is not ended, from another port or another host name", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, origin, DEMO_USERS.partnerOwner);
    const name = await profileName(context);
    expect(name).not.toBe("Mallory was here");

    // 127.0.0.1 on another port: the same site (the session cookie is sent), another origin: refused for its origin.
    // localhost: another site; a SameSite cookie stays home, so the console may also answer as to a stranger.
    for (const [attackerOrigin, refusals] of [
      [`http://127.0.0.1:${attackerPort}`, ["403"]],
      [`http://localhost:${attackerPort}`, ["403", "303 /app/sign-in"]],
    ] as const) {
      for (const path of ["/profile", "/sign-out"]) {
        const { answer, withCookie } = await attack(page, attackerOrigin, path);
        expect(refusals, `POST from ${attackerOrigin}${path} answered ${answer}`).toContain(answer);
        // From the same site the session went along: what refused the post is its origin, not the cookie's SameSite.
        if (attackerOrigin.includes("127.0.0.1")) expect(withCookie, `POST from ${attackerOrigin}${path} carried the session cookie`).toBe(true);
        expect(await profileName(context), `after ${attackerOrigin}${path}`).toBe(name);
      }
    }
    await context.close();
  });
});
