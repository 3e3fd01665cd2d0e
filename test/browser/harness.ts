// What the browser suite stands on: the stand-ins (embedded PGlite, or a database of its own beside DATABASE_URL's),
// migrated and seeded with the demo data, the local mailbox, the real Worker under `wrangler dev` (all on free ports,
// so the suite runs beside `npm run dev` or the workers-pool suite), Chromium driven by playwright-core, and the
// helpers the tests share: mails, links in them, forms, sign-in, and axe-core's accessibility check.
import { accessSync, constants, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { chromium, type Browser, type Page, type Response } from "playwright-core";
import type { AxeResults, Result } from "axe-core";
import type { KeptMail } from "../../dev/fixtures/mailbox";

export const DEMO_USERS = {
  owner: { email: "owner@lumen.example", password: "lumen-demo-owner" },
  viewer: { email: "viewer@lumen.example", password: "lumen-demo-viewer" },
  partnerOwner: { email: "owner@nordwind.example", password: "nordwind-demo-owner" },
} as const;

export const LANGUAGES = ["fr", "en", "es", "de"] as const;

/** Chromium as installed by the system (Debian's `chromium`): no browser is downloaded. */
export function chromiumPath(): string | undefined {
  const path = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
  try {
    accessSync(path, constants.X_OK);
    return path;
  } catch {
    return undefined;
  }
}

/**
 * Why the suite cannot run here (no Chromium), or undefined when it can. Where the browser is required (CI,
 * REQUIRE_BROWSER) its absence is an error, so a run that tested nothing cannot pass for one that did.
 */
export function browserMissing(): string | undefined {
  if (chromiumPath()) return undefined;
  const reason = `no Chromium at ${process.env.CHROMIUM_PATH || "/usr/bin/chromium"} (install it with \`apt-get install chromium\` or set CHROMIUM_PATH)`;
  if (process.env.CI || process.env.REQUIRE_BROWSER) throw new Error(`The browser suite is required here (CI or REQUIRE_BROWSER) but there is ${reason}.`);
  return reason;
}

export async function launchBrowser(): Promise<Browser> {
  const executablePath = chromiumPath();
  if (!executablePath) throw new Error("Chromium is not installed");
  // Chromium's sandbox needs user namespaces that root in a container does not get.
  const args = process.getuid?.() === 0 ? ["--no-sandbox"] : [];
  return chromium.launch({ executablePath, headless: true, args });
}

export interface BrowserEnv {
  /** The Worker: `http://127.0.0.1:PORT` (the API under /api/v1, the console under /app). */
  origin: string;
  /** The local mailbox (Resend's API): `http://127.0.0.1:PORT`. */
  mailbox: string;
  database: "pglite" | "postgres";
  stop(): Promise<void>;
}

/**
 * A real Postgres keeps data between runs and may be in use by the workers-pool suite: the browser suite gets a
 * database of its own beside DATABASE_URL's (`<name>_browser`), emptied at each start.
 */
async function browserDatabase(databaseUrl: string): Promise<string> {
  const { default: pg } = await import("pg");
  const url = new URL(databaseUrl);
  const name = `${url.pathname.slice(1) || "postgres"}_browser`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    const { rowCount } = await admin.query("select 1 from pg_database where datname = $1", [name]);
    if (!rowCount) await admin.query(`create database "${name.replaceAll('"', '""')}"`);
  } finally {
    await admin.end();
  }
  url.pathname = `/${name}`;
  const own = new pg.Client({ connectionString: url.toString() });
  await own.connect();
  try {
    await own.query("drop schema if exists public cascade; drop schema if exists drizzle cascade; create schema public");
  } finally {
    await own.end();
  }
  return url.toString();
}

/** Stand-ins, migrations, the demo data, the mailbox and the Worker; about 40 s, most of it the demo seed. */
export async function startBrowserEnv(): Promise<BrowserEnv> {
  // Imported here, not at the top: the test files import this module for its helpers, and need none of these.
  const [{ buildAssets }, { connect, migrateDatabase }, { seedDemo }, { startMailbox }, { startStandIns, workerVars }, { startWrangler }] = await Promise.all([
    import("../../dev/build-assets"),
    import("../../dev/db"),
    import("../../dev/demo/seed"),
    import("../../dev/fixtures/mailbox"),
    import("../../dev/standins"),
    import("../../bench/harness"),
  ]);
  buildAssets();
  const databaseUrl = process.env.DATABASE_URL ? await browserDatabase(process.env.DATABASE_URL) : undefined;
  const redisUrl = process.env.REDIS_URL || undefined;
  const standIns = await startStandIns({ databaseUrl, redisUrl, requireRedis: process.env.CI === "true" && Boolean(redisUrl) });
  const mailbox = await startMailbox();
  const target = { connectionString: standIns.neonConnectionString, sqlEndpoint: standIns.sqlEndpoint };
  // Offline, Miniflare's download of the `Request.cf` placeholder data fails with a stack trace at every start.
  process.env.CLOUDFLARE_CF_FETCH_ENABLED ??= "false";
  // Wrangler bundles and starts in its own process while the seed runs here: the two overlap.
  const [seeded, started] = await Promise.allSettled([
    migrateDatabase(target).then(() => seedDemo(connect(target))),
    startWrangler({
      ...workerVars(standIns, `browser-${Date.now().toString(36)}`),
      RESEND_BASE_URL: mailbox.url,
      RESEND_API_KEY: "browser-mailbox",
      MAIL_FROM: "AI Visibility <no-reply@ai-visibility.test>",
    }),
  ]);
  if (seeded.status === "rejected" || started.status === "rejected") {
    await Promise.all([started.status === "fulfilled" ? started.value.stop() : undefined, standIns.close(), mailbox.close()]);
    throw seeded.status === "rejected" ? seeded.reason : (started as PromiseRejectedResult).reason;
  }
  const worker = started.value;
  return {
    origin: worker.url,
    mailbox: mailbox.url,
    database: standIns.database,
    stop: async () => {
      await worker.stop();
      await Promise.all([standIns.close(), mailbox.close()]);
    },
  };
}

export async function waitFor<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 10_000, everyMs = 200): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

/** The recipients of a kept mail: the mailbox joins them with ", "; an array is accepted too. */
function recipients(mail: { to: string | string[] }): string[] {
  const list = Array.isArray(mail.to) ? mail.to : mail.to.split(",");
  return list.map((address) => (/<([^>]+)>/.exec(address)?.[1] ?? address).trim().toLowerCase());
}

/** Every mail the mailbox kept for `address`, oldest first. */
export async function mailsTo(mailbox: string, address: string): Promise<KeptMail[]> {
  const res = await fetch(`${mailbox}/messages.json`);
  if (!res.ok) throw new Error(`mailbox answered ${res.status}`);
  const all = (await res.json()) as KeptMail[];
  return all.filter((mail) => recipients(mail).includes(address.toLowerCase()));
}

/** The `count`-th mail to `address` (1 = the first), waiting up to 10 s for the Worker to send it. */
export async function waitForMail(mailbox: string, address: string, count = 1): Promise<KeptMail> {
  const mails = await waitFor(`mail #${count} to ${address}`, async () => {
    const found = await mailsTo(mailbox, address);
    return found.length >= count ? found : undefined;
  });
  return mails[count - 1]!;
}

/** The first link in the mail (its text, then its HTML) whose path starts with `pathPrefix`, e.g. `/app/verify`. */
export function linkIn(mail: KeptMail, pathPrefix: string): string {
  const candidates = [...mail.text.matchAll(/https?:\/\/[^\s"'<>]+/g), ...mail.html.matchAll(/https?:\/\/[^\s"'<>]+/g)].map((m) => m[0].replaceAll("&amp;", "&"));
  const link = candidates.find((candidate) => {
    try {
      return new URL(candidate).pathname.startsWith(pathPrefix);
    } catch {
      return false;
    }
  });
  if (!link) throw new Error(`no link to ${pathPrefix} in the mail "${mail.subject}":\n${mail.text}`);
  return link;
}

/** `url` with `lang` set in its query. */
export function withLang(url: string, lang: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set("lang", lang);
  return parsed.toString();
}

/**
 * Runs `trigger` (a click that submits a form) and answers the response to the POST it sends, once the page it leads
 * to (after any redirect) is loaded: waiting for the response alone would let the next step race the navigation.
 */
async function posting(page: Page, trigger: () => Promise<unknown>, url?: string) {
  // Settled either way, so a trigger that fails leaves no rejection behind.
  const navigated = page.waitForEvent("framenavigated", { predicate: (frame) => frame === page.mainFrame() }).then(
    () => undefined,
    (error: unknown) => error,
  );
  const [response] = await Promise.all([page.waitForResponse((res) => res.request().method() === "POST" && (url === undefined || res.url() === url)), trigger()]);
  const failure = await navigated;
  if (failure) throw failure;
  await page.waitForLoadState();
  return response;
}

/**
 * Posts a plain HTML form to `action` from the page's current document (a console page), as the page's own forms do:
 * the browser sends its origin (`Origin`, `Sec-Fetch-Site: same-origin`) and cookies. For requests the page offers no
 * form for (what a role may not do). Built with DOM calls, which the console's policy allows (no inline script, no
 * HTML written). Answers the response to the POST.
 */
export async function submitForm(page: Page, action: string, fields: Record<string, string | string[]>) {
  const pairs = Object.entries(fields).flatMap(([name, value]) => (Array.isArray(value) ? value : [value]).map((v) => [name, v]));
  const target = new URL(action, page.url()).href;
  await page.evaluate(`(() => {
    const form = document.createElement("form");
    form.id = "browser-test-form";
    form.method = "post";
    form.action = ${JSON.stringify(target)};
    for (const [name, value] of ${JSON.stringify(pairs)}) {
      const input = document.createElement("input");
      input.type = "hidden";
      input.name = name;
      input.value = value;
      form.append(input);
    }
    const button = document.createElement("button");
    button.type = "submit";
    button.textContent = "send";
    form.append(button);
    document.body.append(form);
  })()`);
  return posting(page, () => page.locator("#browser-test-form button").click(), target);
}

/** The page's `csrf` field (any of its forms'), for a form the page does not show. */
export async function csrfOf(page: Page): Promise<string> {
  const value = await page.locator('input[name="csrf"]').first().getAttribute("value");
  if (!value) throw new Error(`no csrf field on ${page.url()}`);
  return value;
}

/**
 * Sends a form the console counts against its attempt limit (sign-in, sign-up, reset: 20 a minute from one address, and
 * the whole suite is one address). When the console answers 429, waits the Retry-After it gives, as a person would, and
 * sends the form again (twice at most): how many attempts the files before made in the last minute is not this test's.
 */
export async function withinAttemptLimit(send: () => Promise<Response>): Promise<Response> {
  for (let tries = 1; ; tries++) {
    const response = await send();
    if (response.status() !== 429 || tries === 3) return response;
    const seconds = Number(response.headers()["retry-after"]);
    await new Promise((resolve) => setTimeout(resolve, (Number.isFinite(seconds) && seconds > 0 ? seconds + 1 : 61) * 1000));
  }
}

/** Signs up through the sign-up page (the verification mail is then in the mailbox); answers the response to the POST. */
export async function signUp(page: Page, origin: string, user: { name: string; company: string; email: string; password: string }) {
  return withinAttemptLimit(async () => {
    await page.goto(`${origin}/app/sign-up?lang=en`);
    for (const field of ["name", "company", "email", "password"] as const) await page.fill(`main input[name="${field}"]`, user[field]);
    return submitMainForm(page, "company");
  });
}

/** Signs in through the sign-in page, and fails with the page's alert when the console does not let the user in. */
export async function signIn(page: Page, origin: string, user: { email: string; password: string }): Promise<void> {
  await withinAttemptLimit(async () => {
    await page.goto(`${origin}/app/sign-in?lang=en`);
    await page.fill('input[name="email"]', user.email);
    await page.fill('input[name="password"]', user.password);
    return submitMainForm(page, "password");
  });
  if (new URL(page.url()).pathname === "/app/sign-in") {
    const alert = await page.getByRole("alert").allInnerTexts();
    throw new Error(`sign-in as ${user.email} refused: ${alert.join(" ") || "(no alert)"}`);
  }
}

/** Submits the form of `main` that holds `field` (filled beforehand; else its first form) and answers the response to its POST. */
export async function submitMainForm(page: Page, field?: string) {
  const form = (field === undefined ? page.locator("main form") : page.locator("main form", { has: page.locator(`[name="${field}"]`) })).first();
  return posting(page, () => form.locator('button[type="submit"], button:not([type])').first().click());
}

/**
 * How far the page scrolls sideways: its scroll width, and what reaches past `width` without a scrolling box to hold
 * it (the first such element of each branch, or one positioned out of its box), named by tag, id and classes.
 */
export async function horizontalOverflow(page: Page, width: number): Promise<{ scrollWidth: number; culprits: string[] }> {
  return page.evaluate<{ scrollWidth: number; culprits: string[] }>(`(() => {
    const right = (el) => el.getBoundingClientRect().right;
    const positioned = (el) => ["absolute", "fixed"].includes(getComputedStyle(el).position);
    const held = (el) => {
      for (let box = el.parentElement; box && box !== document.body; box = box.parentElement) if (getComputedStyle(box).overflowX !== "visible") return true;
      return false;
    };
    const name = (el) => el.tagName.toLowerCase() + (el.id ? "#" + el.id : "") + [...el.classList].map((c) => "." + c).join("");
    const culprits = [...document.querySelectorAll("body *")]
      .filter((el) => right(el) > ${width} + 1 && (positioned(el) || (!held(el) && right(el.parentElement) <= ${width} + 1)))
      .slice(0, 5)
      .map((el) => name(el.parentElement) + " > " + name(el) + (positioned(el) ? " (position: " + getComputedStyle(el).position + ")" : "") + " reaches " + Math.round(right(el)) + " px");
    return { scrollWidth: document.documentElement.scrollWidth, culprits };
  })()`);
}

let axeSource: string | undefined;

/**
 * Runs axe-core on the page and fails, listing them, on violations of `serious` or `critical` impact. The source is
 * evaluated through the DevTools protocol, which the console's Content-Security-Policy (scripts from its own origin
 * only) does not govern, so the page is checked under its real policy.
 */
export async function axeCheck(page: Page, label = page.url()): Promise<void> {
  axeSource ??= readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
  if (!(await page.evaluate<boolean>("typeof window.axe === 'object'"))) await page.evaluate(axeSource);
  const results = await page.evaluate<AxeResults>("axe.run(document, { resultTypes: ['violations'] })");
  const serious = results.violations.filter((v: Result) => v.impact === "serious" || v.impact === "critical");
  if (serious.length === 0) return;
  const fixes = (summary = "") =>
    summary
      .split("\n")
      .map((line) => line.trim())
      .filter((line) => line && !/^Fix (any|all) of the following:$/.test(line))
      .join("; ");
  const snippet = (html: string) => (html.length > 120 ? `${html.slice(0, 117)}...` : html);
  const lines = serious.map((v: Result) => `  [${v.impact}] ${v.id}: ${v.help}\n${v.nodes.map((n) => `      ${snippet(n.html)} — ${fixes(n.failureSummary)}`).join("\n")}`);
  throw new Error(`axe found ${serious.length} serious or critical violation(s) on ${label}:\n${lines.join("\n")}`);
}
