import type { Env as WorkerEnv } from "@/env";

declare global {
  namespace Cloudflare {
    interface Env extends WorkerEnv {
      /** JSON `{database, redis}`: which backends the stand-ins use in this run. */
      STANDIN_INFO: string;
      /** An Upstash stand-in that answers after 5 s (fail-open tests). */
      SLOW_UPSTASH_URL: string;
      /** An Upstash stand-in that answers 503 to everything. */
      DOWN_UPSTASH_URL: string;
      /** Base URL (…/v1) of the local OpenAI-compatible fixture server. */
      OPENAI_FIXTURE_URL: string;
      /** Origin of the local fixture site (the good one); `GET /__fixture/sites` lists every virtual site. */
      SITE_FIXTURE_URL: string;
      /** JSON `{openai, perplexity, gemini, anthropic}`: the base URLs of the local engine fixtures (dev/fixtures/engines). */
      ENGINE_FIXTURE_URLS: string;
      /** Origin of the local webhook receiver (dev/fixtures/webhook-receiver.ts). */
      WEBHOOK_RECEIVER_URL: string;
      /** DNS-over-HTTPS JSON stand-in (dev/fixtures/dns-server.ts) whose names resolve to private addresses. */
      DNS_FIXTURE_URL: string;
      /** Size and seed of the generated-input suite. */
      FUZZ_RUNS?: string;
      FUZZ_SEED?: string;
      FUZZ_PROGRESS?: string;
    }
  }
}
