// The Worker's bindings, as set in wrangler.toml (vars) and with `wrangler secret put` (secrets).
export interface Env {
  /** Postgres connection string (Neon in production). */
  DATABASE_URL: string;
  /** Upstash Redis REST endpoint and token for the rate limiter. Without them requests are not limited (logged). */
  UPSTASH_REDIS_REST_URL?: string;
  UPSTASH_REDIS_REST_TOKEN?: string;
  /** `production` refuses dev-only behaviour; `development` and `test` come from the local tooling. */
  ENVIRONMENT?: string;
  /** Milliseconds after which a database request is abandoned and the API answers 503 (default 10000). */
  DB_TIMEOUT_MS?: string;
  /** Dev and tests only: the local SQL-over-HTTP stand-in that replaces Neon's endpoint. */
  NEON_SQL_ENDPOINT?: string;
  /** Milliseconds after which the rate limiter counts as down and requests are served unlimited (default 300). */
  RATE_LIMIT_TIMEOUT_MS?: string;
  /** Namespace for rate-limit keys in Redis (lets test runs share one Redis without colliding). */
  RATE_LIMIT_PREFIX?: string;
  /** Queue of audit queries (one message per prompt × model); consumed by this Worker. */
  AUDIT_QUEUE: Queue<unknown>;
  /** Queue of webhook deliveries (one message per delivery attempt); consumed by this Worker. */
  WEBHOOK_QUEUE: Queue<unknown>;
  /** Milliseconds a webhook receiver has to answer (default 10000). */
  WEBHOOK_TIMEOUT_MS?: string;
  /** DNS-over-HTTPS JSON endpoint used in production to check that a webhook host resolves to public addresses only. */
  DNS_RESOLVER_URL?: string;
  /** Forces the offline model provider (dev and tests); see src/domain/providers/routing.ts for per-model settings. */
  PROVIDER_MODE?: string;
  /** `local-only` (offline dev and tests): site checks fetch only 127.0.0.1/localhost; other sites read as unreachable at once. */
  SITE_FETCH?: string;
  /** Scheduled-audit slots one cron tick launches at most (default 200); the rest wait for the next tick. */
  SCHEDULED_SLOTS_PER_TICK?: string;
  /** Resend's API key (secret): e-mail out (src/platform/mail.ts). */
  RESEND_API_KEY?: string;
  /** Another endpoint for Resend's API: the local mailbox in dev and tests. */
  RESEND_BASE_URL?: string;
  /** The sender of every mail: `Name <address@a-domain-verified-at-Resend>`. */
  MAIL_FROM?: string;
  /** Static assets (Swagger UI files for /api/v1/docs). */
  ASSETS?: Fetcher;
}
