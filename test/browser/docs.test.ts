// The interactive API reference works in a real browser: Swagger UI, served by the Worker from its own assets, loads
// the OpenAPI document of each language and renders its operations.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import { launchBrowser } from "./harness";

const origin = inject("browserOrigin");

describe.skipIf(inject("browserSkip"))("the API reference in the browser", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  test("the OpenAPI document answers", async () => {
    const res = await fetch(`${origin}/api/v1/openapi.json`);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { openapi: string }).openapi).toMatch(/^3\.1/);
  });

  // Swagger UI takes about 3 s to render the document: one language here, the document itself is checked in each.
  test("/api/v1/docs renders the operations", async () => {
    const lang = "en";
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    const response = await page.goto(`${origin}/api/v1/docs?lang=${lang}`);
    expect(response?.status()).toBe(200);
    expect(await page.locator("html").getAttribute("lang")).toBe(lang);
    await page.locator(".opblock").first().waitFor({ timeout: 15_000 });
    expect(await page.locator(".opblock").count()).toBeGreaterThan(30);
    expect(errors).toEqual([]);
    await page.close();
  });
});
