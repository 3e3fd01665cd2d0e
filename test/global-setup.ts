// Starts the stand-ins once for the whole run, migrates the database, and hands their addresses to the Workers.
import { neon, neonConfig } from "@neondatabase/serverless";
import type { TestProject } from "vitest/node";
import { migrateDatabase } from "../dev/db";
import { startEngineFixtures } from "../dev/fixtures/engines";
import { startOpenAIFixture } from "../dev/fixtures/openai-server";
import { startSiteFixture } from "../dev/fixtures/site-server";
import { startDnsFixture } from "../dev/fixtures/dns-server";
import { startMailbox } from "../dev/fixtures/mailbox";
import { startWebhookReceiver } from "../dev/fixtures/webhook-receiver";
import { startStandIns, startUpstashStandIn } from "../dev/standins";

declare module "vitest" {
  export interface ProvidedContext {
    databaseUrl: string;
    sqlEndpoint: string;
    upstashUrl: string;
    upstashToken: string;
    rateLimitPrefix: string;
    standInInfo: string;
    slowUpstashUrl: string;
    downUpstashUrl: string;
    openaiFixtureUrl: string;
    siteFixtureUrl: string;
    engineFixtureUrls: string;
    webhookReceiverUrl: string;
    dnsFixtureUrl: string;
    mailboxUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const ci = process.env.CI === "true";
  const standIns = await startStandIns({
    databaseUrl: process.env.DATABASE_URL || undefined,
    redisUrl: process.env.REDIS_URL || undefined,
    requireRedis: ci && Boolean(process.env.REDIS_URL),
  });
  const target = { connectionString: standIns.neonConnectionString, sqlEndpoint: standIns.sqlEndpoint };
  if (standIns.database === "postgres") {
    // A real Postgres keeps data between runs: start each run from an empty schema.
    neonConfig.fetchEndpoint = standIns.sqlEndpoint;
    const sql = neon(standIns.neonConnectionString);
    await sql.query("drop schema if exists public cascade");
    await sql.query("drop schema if exists drizzle cascade");
    await sql.query("create schema public");
  }
  await migrateDatabase(target);
  console.log(`test stand-ins: database=${standIns.database} redis=${standIns.redis}`);

  project.provide("databaseUrl", standIns.neonConnectionString);
  project.provide("sqlEndpoint", standIns.sqlEndpoint);
  project.provide("upstashUrl", standIns.upstashUrl);
  project.provide("upstashToken", standIns.upstashToken);
  // Redis may outlive the run (a real server): a fresh namespace keeps old counters out.
  project.provide("rateLimitPrefix", `test-${Date.now().toString(36)}`);
  // Two broken Upstash stand-ins for the fail-open tests: one never answers in time, one answers 503.
  const slowUpstash = await startUpstashStandIn({ token: standIns.upstashToken });
  slowUpstash.setFault({ mode: "slow", delayMs: 5_000 });
  project.provide("slowUpstashUrl", slowUpstash.url);
  const downUpstash = await startUpstashStandIn({ token: standIns.upstashToken });
  downUpstash.setFault({ mode: "down" });
  project.provide("downUpstashUrl", downUpstash.url);
  // A local OpenAI-compatible server: the real HTTP provider is tested against it.
  const openai = await startOpenAIFixture();
  project.provide("openaiFixtureUrl", openai.url);
  // Local websites (good, blocked, redirecting…) for the GEO checklist and hallucinated-URL checks.
  const site = await startSiteFixture();
  project.provide("siteFixtureUrl", site.url);
  // OpenAI Responses, Perplexity, Gemini, Anthropic and chat completions (Mistral) fixtures for the per-engine adapters:
  // `{openai, perplexity, gemini, anthropic, mistral}`.
  const engines = await startEngineFixtures();
  project.provide("engineFixtureUrls", JSON.stringify(engines.urls));
  // A webhook receiver that verifies signatures with the reference library, and a DNS-over-HTTPS stand-in whose names
  // resolve to private addresses (the production guard's tests).
  const receiver = await startWebhookReceiver();
  project.provide("webhookReceiverUrl", receiver.url);
  const dns = await startDnsFixture({ "hooks.internal.test": { A: ["10.0.0.5"] }, "rebind.test": { A: ["93.184.215.14", "127.0.0.1"] }, "v6.internal.test": { AAAA: ["fd00::1"] } });
  project.provide("dnsFixtureUrl", dns.url);
  // Resend's API, kept: the tests read the mails the Worker sends from it.
  const mailbox = await startMailbox();
  project.provide("mailboxUrl", mailbox.url);
  project.provide("standInInfo", JSON.stringify({ database: standIns.database, redis: standIns.redis }));

  return async () => {
    await Promise.all([standIns.close(), slowUpstash.close(), downUpstash.close(), openai.close(), site.close(), engines.close(), receiver.close(), dns.close(), mailbox.close()]);
  };
}
