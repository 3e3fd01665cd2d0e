// The console's pages under `wrangler dev` against the demo data, signed in as the demo agency's owner: sequential SQL
// round trips per page (the session's lookup included), the HTML's size, p50 time, and the JavaScript and CSS the pages
// load (gzipped). Targets (issue 33): at most 2 sequential round trips, HTML under 60 KB, all JavaScript under 20 KB gz.
import { gzipSync } from "node:zlib";
import { DEMO_USERS } from "../dev/demo/seed";
import { type BenchEnv, type BenchResult, median } from "./harness";

const SAMPLES = Number(process.env.SAMPLES ?? 20);
const HTML_BUDGET = 60 * 1024;
const JS_BUDGET = 20 * 1024;

const SIGNED_IN = ["/app", "/app/clients", "/app/clients/1", "/app/clients/1/answers", "/app/clients/1/sources", "/app/clients/1/site", "/app/clients/1/plan", "/app/clients/1/setup", "/app/clients/1/launch?models=gpt-4o", "/app/clients/1/edit", "/app/portfolio", "/app/portfolio/leaderboard", "/app/schedules", "/app/keys", "/app/keys/1/revoke", "/app/mcp", "/app/webhooks", "/app/webhooks/1", "/app/team", "/app/activity", "/app/billing", "/app/billing?page=2", "/app/profile", "/app/sessions"];
const SIGNED_OUT = ["/app/sign-in", "/app/sign-up", "/app/forgot-password", "/app/reset-password?token=x", "/app/verify?token=x", "/app/invitations/unknown"];

async function signIn(env: BenchEnv): Promise<string> {
  const res = await fetch(`${env.url}/app/sign-in`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: env.url, "Sec-Fetch-Site": "same-origin" },
    body: new URLSearchParams({ email: DEMO_USERS.lumenOwner.email, password: DEMO_USERS.lumenOwner.password }).toString(),
  });
  await res.arrayBuffer();
  const cookie = res.headers.get("set-cookie")?.split(";")[0];
  if (res.status !== 303 || !cookie) throw new Error(`console sign-in: HTTP ${res.status}`);
  return cookie;
}

export async function runConsole(env: BenchEnv): Promise<BenchResult> {
  const cookie = await signIn(env);
  const rows: { path: string; status: number; sequential: number; bytes: number; p50: number }[] = [];
  const assets = new Set<string>();
  for (const [paths, headers] of [[SIGNED_IN, { Cookie: cookie }], [SIGNED_OUT, {}]] as const) {
    for (const path of paths) {
      // Each SQL request held 20 ms, so requests sent side by side overlap and count as one round trip.
      env.standIns.neon.setLatency(20);
      env.standIns.neon.resetStats();
      const res = await fetch(`${env.url}${path}`, { headers, redirect: "manual" });
      const html = await res.text();
      const sequential = env.standIns.neon.stats().sequential;
      env.standIns.neon.setLatency(0);
      for (const m of html.matchAll(/(?:src|href)="(\/app\/assets\/[^"]+)"/g)) assets.add(m[1]!);
      const times: number[] = [];
      for (let i = 0; i < SAMPLES; i++) {
        const started = performance.now();
        await (await fetch(`${env.url}${path}`, { headers, redirect: "manual" })).arrayBuffer();
        times.push(performance.now() - started);
      }
      rows.push({ path: `${path}${"Cookie" in headers ? "" : " (signed out)"}`, status: res.status, sequential, bytes: Buffer.byteLength(html), p50: median(times) });
    }
  }
  const sizes = await Promise.all([...assets].map(async (path) => ({ path, gz: gzipSync(Buffer.from(await (await fetch(`${env.url}${path}`)).arrayBuffer())).length })));
  const js = sizes.filter((s) => s.path.endsWith(".js")).reduce((sum, s) => sum + s.gz, 0);
  const worst = Math.max(...rows.map((r) => r.sequential));
  const largest = Math.max(...rows.map((r) => r.bytes));
  const failed = rows.filter((r) => r.status >= 400 && !r.path.includes("unknown") && !r.path.includes("token=x"));
  return {
    title: "Console pages (bench/console.ts)",
    details: [
      "page | HTTP | sequential SQL round trips | HTML bytes | p50 ms",
      "--- | --- | --- | --- | ---",
      ...rows.map((r) => `${r.path} | ${r.status} | ${r.sequential} | ${r.bytes} | ${r.p50.toFixed(1)}`),
      "",
      `assets: ${sizes.map((s) => `${s.path} ${s.gz} B gz`).join(", ")}`,
    ],
    checks: [
      { target: "every console page: at most 2 sequential database round trips", figure: `worst ${worst} (${rows.length} pages)`, pass: worst <= 2 && failed.length === 0 },
      { target: "every console page's HTML under 60 KB", figure: `largest ${(largest / 1024).toFixed(1)} KB`, pass: largest < HTML_BUDGET },
      { target: "all the console's JavaScript under 20 KB gzipped", figure: `${js} B gz`, pass: js < JS_BUDGET },
      { target: "console page p50 (reported)", figure: `worst p50 ${Math.max(...rows.map((r) => r.p50)).toFixed(1)} ms`, pass: null, absolute: { ms: Math.max(...rows.map((r) => r.p50)), kind: "db" } },
    ],
  };
}
