// `npm run dev`: the whole API offline — database and Redis stand-ins, migrations, demo data, wrangler dev.
import { spawn } from "node:child_process";
import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { buildAssets } from "./build-assets";
import { connect, DEV_SITES_PORT, DEV_SQL_PORT, DEV_UPSTASH_PORT, migrateDatabase } from "./db";
import { DEV_ENGINES_PORT, startEngineFixtures, type EngineFixtures } from "./fixtures/engines";
import { startSiteFixture } from "./fixtures/site-server";
import { DEMO_KEYS, DEMO_USERS, DEMO_WEBHOOK_SECRET, DEV_WEBHOOKS_PORT, seedDemo } from "./demo/seed";
import { DEV_MAILBOX_PORT, startMailbox } from "./fixtures/mailbox";
import { startWebhookReceiver } from "./fixtures/webhook-receiver";
import { startStandIns, workerVars } from "./standins";

const root = fileURLToPath(new URL("..", import.meta.url));
const port = Number(process.env.PORT ?? 8787);
const databaseUrl = process.env.DATABASE_URL || undefined;
// ENGINES=fixtures: OpenAI, Perplexity, Gemini, Anthropic and Mistral answered by the local engine fixtures (dev/fixtures/engines).
const engineFixtures = process.env.ENGINES === "fixtures";

function portTaken(error: unknown): never {
  if ((error as { code?: string }).code === "EADDRINUSE") {
    console.error(`A port the dev loop needs is taken (${DEV_SQL_PORT}, ${DEV_UPSTASH_PORT}, ${DEV_WEBHOOKS_PORT}, ${DEV_MAILBOX_PORT}, ${DEV_SITES_PORT}–${DEV_SITES_PORT + 4}${engineFixtures ? `, ${DEV_ENGINES_PORT}–${DEV_ENGINES_PORT + 7}` : ""}): is another \`npm run dev\` running?`);
    process.exit(1);
  }
  throw error;
}

buildAssets();
if (!databaseUrl) mkdirSync(`${root}.data`, { recursive: true });
const standIns = await startStandIns({
  databaseUrl,
  pgliteDir: databaseUrl ? undefined : `${root}.data/pglite`,
  redisUrl: process.env.REDIS_URL || undefined,
  requireRedis: process.env.CI === "true" && Boolean(process.env.REDIS_URL),
  sqlPort: DEV_SQL_PORT,
  upstashPort: DEV_UPSTASH_PORT,
}).catch(portTaken);
// Demo websites on fixed ports, so the demo clients pointing at them keep working across restarts.
const demoSites = await startSiteFixture({ basePort: DEV_SITES_PORT }).catch(portTaken);
// The demo agency's webhook endpoints point here: each delivery is verified with the demo secret and logged.
const webhookReceiver = await startWebhookReceiver({
  port: DEV_WEBHOOKS_PORT,
  hooks: { "lumen-alerts": { secrets: [DEMO_WEBHOOK_SECRET], mode: "ok" }, "crm-legacy": { secrets: [], mode: "gone" } },
  onReceive: (name, request) => {
    const event = request.body as { type?: string; id?: string };
    const verified = request.verifiedWith.length > 0 ? "signature verified" : "signature NOT verified";
    console.log(`webhook → ${name}: ${event.type ?? "?"} ${event.id ?? ""} (${verified}), answered ${request.status}`);
  },
}).catch(portTaken);
// Every mail the Worker sends (through Resend's API) lands here, readable as a page and as JSON.
const mailbox = await startMailbox({ port: DEV_MAILBOX_PORT }).catch(portTaken);
let engines: EngineFixtures | undefined;
if (engineFixtures) {
  engines = await startEngineFixtures({ basePort: DEV_ENGINES_PORT }).catch(portTaken);
  const { openai, perplexity, gemini, anthropic, mistral } = engines.urls;
  console.log(`engine fixtures answering (ENGINES=fixtures): OpenAI ${openai}, Perplexity ${perplexity}, Gemini ${gemini}, Anthropic ${anthropic}, Mistral ${mistral}`);
}
const target = { connectionString: standIns.neonConnectionString, sqlEndpoint: standIns.sqlEndpoint };
await migrateDatabase(target).catch(async (error: unknown) => {
  // A migration edited after it ran here (only before it lands) leaves the embedded database behind.
  if (!databaseUrl && /already exists/.test(String((error as { cause?: unknown }).cause ?? error))) {
    console.error(`The embedded database in .data/pglite was migrated by an earlier version of the migrations. Delete .data/pglite and start again (the demo data is recreated).`);
    await Promise.all([standIns.close(), demoSites.close(), webhookReceiver.close(), mailbox.close(), engines?.close()]);
    process.exit(1);
  }
  throw error;
});
console.log("database migrated; checking demo data (the first start seeds it by running the audit engine: about 30 s)…");
const { created } = await seedDemo(connect(target), { demoSites: demoSites.sites });

const vars = { ...workerVars(standIns, "dev"), RESEND_BASE_URL: mailbox.url, RESEND_API_KEY: "dev-mailbox", MAIL_FROM: "AI Visibility <no-reply@ai-visibility.localhost>" };
if (engines) {
  Object.assign(vars, {
    OPENAI_BASE_URL: engines.urls.openai,
    PERPLEXITY_BASE_URL: engines.urls.perplexity,
    GEMINI_BASE_URL: engines.urls.gemini,
    ANTHROPIC_BASE_URL: engines.urls.anthropic,
    MISTRAL_BASE_URL: engines.urls.mistral,
    SERPAPI_BASE_URL: engines.urls.serpapi,
    XAI_BASE_URL: engines.urls.xai,
    OPENAI_API_KEY: "fixture",
    PERPLEXITY_API_KEY: "fixture",
    GEMINI_API_KEY: "fixture",
    ANTHROPIC_API_KEY: "fixture",
    MISTRAL_API_KEY: "fixture",
    SERPAPI_API_KEY: "fixture",
    XAI_API_KEY: "fixture",
  });
}
// --test-scheduled adds /__scheduled, which runs the cron tick (scheduled audits, stale work) on demand.
const args = ["dev", "--ip", "127.0.0.1", "--port", String(port), "--test-scheduled", ...Object.entries(vars).flatMap(([k, v]) => ["--var", `${k}:${v}`]), ...process.argv.slice(2)];
const wrangler = spawn(`${root}node_modules/.bin/wrangler`, args, {
  cwd: root,
  stdio: ["inherit", "pipe", "inherit"],
  // Offline, Miniflare's download of the `Request.cf` placeholder data (workers.cloudflare.com/cf.json) fails with a
  // stack trace on every start; its documented switch keeps the built-in placeholder instead (set it to true to fetch).
  env: { CLOUDFLARE_CF_FETCH_ENABLED: "false", ...process.env, WRANGLER_SEND_METRICS: "false" },
});

const url = `http://127.0.0.1:${port}`;
let announced = false;
wrangler.stdout.on("data", (chunk: Buffer) => {
  process.stdout.write(chunk);
  if (!announced && chunk.toString().includes("Ready on")) {
    announced = true;
    console.log(`
  AI Visibility API (offline)
  Console   ${url}/app   (sign up, or sign in as a demo user below)
  API       ${url}/api/v1/clients
  Docs      ${url}/api/v1/docs?lang=en   (fr · en · es · de)
  OpenAPI   ${url}/api/v1/openapi.json
  Database  ${standIns.database === "pglite" ? "embedded PGlite in .data/pglite" : "Postgres at DATABASE_URL"}${created ? " (demo data inserted)" : ""}
  Redis     ${standIns.redis === "redis" ? "REDIS_URL" : "in-process (ioredis-mock)"}
  Mail      ${mailbox.url}/   (every mail sent; as JSON at ${mailbox.url}/messages.json)
  Sites     demo client sites on ${demoSites.sites.good} (good), ${demoSites.sites.blocked} (blocked), ${demoSites.sites.mixed} (mixed)

  Demo keys
  ${DEMO_KEYS.fullAccess}   agent plan, all scopes
  ${DEMO_KEYS.readOnly}   agent plan, read scopes only
  ${DEMO_KEYS.freePlan}   free plan (403)
  ${DEMO_KEYS.partner}   partner on the pro plan, all scopes

  Demo console users (this dev seed only; the passwords are public)
  ${DEMO_USERS.lumenOwner.email} / ${DEMO_USERS.lumenOwner.password}   owner, Lumen Digital (agent plan)
  ${DEMO_USERS.lumenViewer.email} / ${DEMO_USERS.lumenViewer.password}   viewer, Lumen Digital (read only)
  ${DEMO_USERS.nordwindOwner.email} / ${DEMO_USERS.nordwindOwner.password}   owner, Nordwind Partner (partner)

  Keys CLI  npm run keys -- list --account 1   (while this runs)
  Cron      curl "${url}/__scheduled?cron=*/5+*+*+*+*"   (runs the tick now: due scheduled audits, stale work)

  Try: curl -H "X-Api-Key: ${DEMO_KEYS.fullAccess}" ${url}/api/v1/clients
`);
  }
});

let stopping = false;
async function stop(code: number) {
  if (stopping) return;
  stopping = true;
  wrangler.kill("SIGINT");
  await Promise.all([standIns.close(), demoSites.close(), webhookReceiver.close(), mailbox.close(), engines?.close()]);
  process.exit(code);
}
process.on("SIGINT", () => void stop(0));
process.on("SIGTERM", () => void stop(0));
wrangler.on("exit", (code) => void stop(code ?? 0));
