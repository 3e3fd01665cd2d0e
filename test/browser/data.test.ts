// The console's data pages in Chromium: a client's page draws its trend (an SVG chart with its band, and the same
// figures in a table); an audit launched from the console with a double click on the confirmation makes one audit and
// one ledger debit; a viewer can neither launch nor edit.
import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import { DEMO_KEYS } from "../../dev/demo/seed";
import { axeCheck, DEMO_USERS, launchBrowser, signIn } from "./harness";

const origin = inject("browserOrigin");

async function api<T>(path: string): Promise<T> {
  const res = await fetch(`${origin}/api/v1${path}`, { headers: { "X-Api-Key": DEMO_KEYS.fullAccess } });
  if (res.status !== 200) throw new Error(`${path}: HTTP ${res.status}`);
  return (await res.json()) as T;
}

describe.skipIf(inject("browserSkip"))("the data pages", () => {
  let browser: Browser;
  // One sign-in each for the whole file: the console counts sign-in attempts per address, and the suite has others.
  let viewer: BrowserContext;
  let owner: BrowserContext;
  beforeAll(async () => {
    browser = await launchBrowser();
    viewer = await browser.newContext();
    owner = await browser.newContext();
    await signIn(await viewer.newPage(), origin, DEMO_USERS.viewer);
    await signIn(await owner.newPage(), origin, DEMO_USERS.owner);
  });
  afterAll(async () => {
    await browser?.close();
  });

  test("a client's page draws its trend with its band, and the same figures as a table", async () => {
    const page = await viewer.newPage();
    await page.goto(`${origin}/app/clients/1?lang=en`);
    const chart = page.locator("#score-chart-title");
    expect(await chart.textContent()).toBe("Visibility score over time");
    const svg = page.locator('svg[aria-labelledby="score-chart-title score-chart-desc"]');
    expect(await svg.locator("path").count()).toBeGreaterThan(2);
    expect(await svg.locator('path[fill-opacity="0.14"]').count()).toBe(1);
    const box = await svg.boundingBox();
    expect(box!.width).toBeGreaterThan(300);
    const figures = page.locator("details").first();
    await figures.locator("summary").click();
    const rows = figures.locator("table tbody tr");
    expect(await rows.count()).toBe(3);
    await axeCheck(page, "a client's page, figures open");
    await page.close();
  });

  test("a double click on the launch's confirmation makes one audit and one debit", async () => {
    const page = await owner.newPage();
    const clientId = 2;
    const audits = async () => (await api<{ pagination: { total: number } }>(`/audits?client_id=${clientId}&per_page=1`)).pagination.total;
    const balance = async () => (await api<{ data: { balance: number } }>("/account/credits")).data.balance;
    const [auditsBefore, balanceBefore] = [await audits(), await balance()];
    await page.goto(`${origin}/app/clients/${clientId}/launch?lang=en&models=gpt-4o&models=mistral-large&samples=1`);
    const cost = Number(/Cost: ([\d,]+) credits/.exec((await page.locator("#review").textContent()) ?? "")![1]!.replace(/,/g, ""));
    expect(cost).toBeGreaterThan(0);
    const confirm = page.getByRole("button", { name: "Launch the audit" });
    // The second click may abort the first click's navigation (net::ERR_ABORTED), which waitForURL reports as a failure:
    // the address the page ends on is what counts.
    await confirm.dblclick();
    await expect.poll(() => page.url(), { timeout: 15_000 }).toMatch(/\/app\/audits\/\d+/);
    await page.waitForLoadState("load");
    expect(await page.locator("h1").textContent()).toMatch(/^Audit/);
    await page.waitForLoadState("networkidle");
    expect(await audits()).toBe(auditsBefore + 1);
    // Charged once: the balance moved by the cost the page showed, not twice that (no refund can land this fast).
    expect(balanceBefore - (await balance())).toBe(cost);
    await axeCheck(page, "an audit's progress");
    await page.close();
  });

  test("a viewer can neither launch nor edit", async () => {
    const page = await viewer.newPage();
    for (const path of ["/app/clients/1/launch", "/app/clients/1/edit", "/app/clients/new"]) {
      expect((await page.goto(`${origin}${path}?lang=en`))?.status(), path).toBe(403);
    }
    await page.goto(`${origin}/app/clients/1?lang=en`);
    expect(await page.getByRole("link", { name: "Launch an audit" }).count()).toBe(0);
    await page.goto(`${origin}/app/clients/1/site?lang=en`);
    expect(await page.locator("main form[method=post]").count()).toBe(0);
    await page.close();
  });
});
