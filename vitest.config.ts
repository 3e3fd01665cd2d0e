import { cloudflareTest } from "@cloudflare/vitest-pool-workers";
import { fileURLToPath } from "node:url";
import { configDefaults, defineConfig } from "vitest/config";
import { buildAssets } from "./dev/build-assets.ts";

// The Worker serves Swagger UI from dist/assets; wrangler needs the folder before the pool starts.
buildAssets();

export default defineConfig({
  resolve: {
    alias: {
      "@": fileURLToPath(new URL("./src", import.meta.url)),
      // PDF.js (the tests read the reports' text with it) loads this native drawing module under Node; workerd cannot.
      "@napi-rs/canvas": fileURLToPath(new URL("./test/helpers/canvas-stand-in.cjs", import.meta.url)),
    },
  },
  plugins: [
    cloudflareTest(({ inject }) => ({
      wrangler: { configPath: "./wrangler.toml" },
      miniflare: {
        bindings: {
          ENVIRONMENT: "test",
          DATABASE_URL: inject("databaseUrl"),
          NEON_SQL_ENDPOINT: inject("sqlEndpoint"),
          UPSTASH_REDIS_REST_URL: inject("upstashUrl"),
          UPSTASH_REDIS_REST_TOKEN: inject("upstashToken"),
          RATE_LIMIT_PREFIX: inject("rateLimitPrefix"),
          // The in-process Redis runs Lua in JavaScript: under a loaded test run it can exceed
          // the production 300 ms deadline, which would fail open and break exact counts.
          RATE_LIMIT_TIMEOUT_MS: "2000",
          // Short enough for the fault tests to see a slow database answered with 503 quickly.
          DB_TIMEOUT_MS: "4000",
          // The generated-input suite: a fixed seed and size in `npm test`, more with `npm run test:adversarial`.
          FUZZ_RUNS: process.env.FUZZ_RUNS ?? "250",
          FUZZ_SEED: process.env.FUZZ_SEED ?? "20261123",
          FUZZ_PROGRESS: process.env.FUZZ_PROGRESS ?? "",
          STANDIN_INFO: inject("standInInfo"),
          SLOW_UPSTASH_URL: inject("slowUpstashUrl"),
          DOWN_UPSTASH_URL: inject("downUpstashUrl"),
          OPENAI_FIXTURE_URL: inject("openaiFixtureUrl"),
          SITE_FIXTURE_URL: inject("siteFixtureUrl"),
          ENGINE_FIXTURE_URLS: inject("engineFixtureUrls"),
          WEBHOOK_RECEIVER_URL: inject("webhookReceiverUrl"),
          DNS_FIXTURE_URL: inject("dnsFixtureUrl"),
          RESEND_BASE_URL: inject("mailboxUrl"),
          RESEND_API_KEY: "test-mailbox",
          MAIL_FROM: "AI Visibility <no-reply@ai-visibility.test>",
          // A slow receiver is given up on after 1 s, so its test does not wait for the production 10 s.
          WEBHOOK_TIMEOUT_MS: "1000",
          PROVIDER_MODE: "auto",
          SITE_FETCH: "local-only",
        },
      },
    })),
  ],
  test: {
    globalSetup: ["./test/global-setup.ts"],
    include: ["test/**/*.test.ts"],
    // The browser suite runs in Node with its own config (vitest.browser.config.ts).
    exclude: [...configDefaults.exclude, "test/browser/**"],
    // Files share the stand-ins' counters and the fixture's mode: run them one at a time.
    fileParallelism: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
