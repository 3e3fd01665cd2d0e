// One entry that starts the Neon SQL-over-HTTP and Upstash REST stand-ins together, for dev runs and tests.
import { startNeonStandIn, type NeonStandIn } from "./neon-http";
import { startUpstashStandIn, type UpstashStandIn } from "./upstash-rest";

export { startNeonStandIn, type NeonStandIn, type NeonStandInOptions, type NeonStats } from "./neon-http";
export { startUpstashStandIn, type UpstashStandIn, type UpstashStandInOptions, type UpstashStats } from "./upstash-rest";
export type { Fault, FaultMode } from "./http";

export interface StandInOptions {
  /** A real Postgres URL (postgres:// or postgresql://) selects the Postgres backend; undefined embeds PGlite. */
  databaseUrl?: string;
  /** PGlite data folder; undefined keeps the database in memory. */
  pgliteDir?: string;
  /** Tried first; if it does not answer within about 1 s, ioredis-mock serves instead. */
  redisUrl?: string;
  /** In CI a missing Redis must fail loudly instead of silently falling back. */
  requireRedis?: boolean;
  host?: string;
  sqlPort?: number;
  upstashPort?: number;
  upstashToken?: string;
}

export interface StandIns {
  /** The value for `neonConfig.fetchEndpoint`. */
  sqlEndpoint: string;
  /** Any string the neon driver accepts: the stand-in ignores it and uses its own backend. */
  neonConnectionString: string;
  database: "pglite" | "postgres";
  upstashUrl: string;
  upstashToken: string;
  redis: "redis" | "memory";
  /** The two servers, for stats and fault switches without going through HTTP. */
  neon: NeonStandIn;
  upstash: UpstashStandIn;
  close(): Promise<void>;
}

export async function startStandIns(opts: StandInOptions = {}): Promise<StandIns> {
  if (opts.databaseUrl !== undefined && !/^postgres(ql)?:\/\//.test(opts.databaseUrl)) {
    throw new Error("databaseUrl must start with postgres:// or postgresql://");
  }
  const host = opts.host ?? "127.0.0.1";
  const [neon, upstash] = await Promise.allSettled([
    startNeonStandIn({ postgresUrl: opts.databaseUrl, dataDir: opts.pgliteDir, host, port: opts.sqlPort ?? 0 }),
    startUpstashStandIn({
      token: opts.upstashToken ?? "local-dev-token",
      redisUrl: opts.redisUrl,
      requireRedis: opts.requireRedis,
      host,
      port: opts.upstashPort ?? 0,
    }),
  ]);
  if (neon.status === "rejected" || upstash.status === "rejected") {
    // Close the half that started, or its server and database keep Node alive.
    await Promise.allSettled([neon, upstash].map((r) => (r.status === "fulfilled" ? r.value.close() : undefined)));
    throw neon.status === "rejected" ? neon.reason : (upstash as PromiseRejectedResult).reason;
  }
  const sql = neon.value;
  const rest = upstash.value;
  return {
    sqlEndpoint: sql.sqlEndpoint,
    neonConnectionString: "postgresql://local:local@localhost/local",
    database: sql.database,
    upstashUrl: rest.url,
    upstashToken: rest.token,
    redis: rest.redis,
    neon: sql,
    upstash: rest,
    close: async () => {
      await Promise.all([sql.close(), rest.close()]);
    },
  };
}

/** The vars a local Worker (`wrangler dev`) needs to run against these stand-ins, offline. */
export function workerVars(standIns: Pick<StandIns, "neonConnectionString" | "sqlEndpoint" | "upstashUrl" | "upstashToken">, rateLimitPrefix: string): Record<string, string> {
  return {
    ENVIRONMENT: "development",
    DATABASE_URL: standIns.neonConnectionString,
    NEON_SQL_ENDPOINT: standIns.sqlEndpoint,
    UPSTASH_REDIS_REST_URL: standIns.upstashUrl,
    UPSTASH_REDIS_REST_TOKEN: standIns.upstashToken,
    RATE_LIMIT_PREFIX: rateLimitPrefix,
    // The stand-in Redis shares its Node process with the embedded PGlite, whose queries block the
    // event loop: under a burst a limiter call can wait longer than production's 300 ms, and the
    // limiter would then let requests through (fail open). Locally it gets the time it needs.
    RATE_LIMIT_TIMEOUT_MS: "2000",
    // Offline: made-up brand sites are not fetched; only local ones (the demo sites) are.
    SITE_FETCH: "local-only",
  };
}
