// `npm run check:docs`: renders /api/v1/docs in headless Chromium in the four languages (offline) and
// checks that the translated operation summaries appear. Needs a running `npm run dev` and Debian's chromium.
import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { LANGS } from "../src/platform/i18n";
import { OPENAPI_TRANSLATIONS } from "../src/platform/i18n/openapi-translations";

const base = process.env.BASE_URL ?? `http://127.0.0.1:${process.env.PORT ?? 8787}`;
const chromium = process.env.CHROMIUM ?? "/usr/bin/chromium";
const flags = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--virtual-time-budget=10000", "--window-size=1280,1300"];
const expected = ["List clients", "Get the 360 view of a client", "List URLs invented by AI models"];

let failed = false;
for (const lang of LANGS) {
  const url = `${base}/api/v1/docs?lang=${lang}`;
  const profile = mkdtempSync(join(tmpdir(), "docs-check-"));
  const dom = execFileSync(chromium, [...flags, `--user-data-dir=${profile}`, "--dump-dom", url], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] });
  execFileSync(chromium, [...flags, `--user-data-dir=${profile}`, `--screenshot=${join(tmpdir(), `docs-${lang}.png`)}`, url], { stdio: "ignore" });
  const texts = expected.map((text) => (lang === "en" ? text : OPENAPI_TRANSLATIONS[lang][text]!));
  const missing = texts.filter((text) => !dom.includes(text.replace(/'/g, "&#39;")) && !dom.includes(text));
  const operations = (dom.match(/class="opblock-summary-path"/g) ?? []).length;
  console.log(`${lang}: ${operations} operations rendered, ${missing.length === 0 ? "translated summaries present" : `MISSING ${missing.join(" | ")}`}; screenshot ${join(tmpdir(), `docs-${lang}.png`)}`);
  if (missing.length > 0 || operations === 0) failed = true;
}
process.exit(failed ? 1 : 0);
