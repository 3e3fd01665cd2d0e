// Manual runner: `npx tsx dev/standins/serve.ts` starts both stand-ins from env and prints where they listen.
import { startStandIns } from "./index";

const port = (name: string): number | undefined => (process.env[name] ? Number(process.env[name]) : undefined);

const standIns = await startStandIns({
  databaseUrl: process.env.DATABASE_URL || undefined,
  pgliteDir: process.env.PGLITE_DIR || undefined,
  redisUrl: process.env.REDIS_URL || undefined,
  requireRedis: process.env.REQUIRE_REDIS === "1",
  sqlPort: port("SQL_PORT"),
  upstashPort: port("UPSTASH_PORT"),
  upstashToken: process.env.UPSTASH_TOKEN || undefined,
});

console.log(`database  ${standIns.database}
sql       ${standIns.sqlEndpoint}  (neonConfig.fetchEndpoint; connection string ${standIns.neonConnectionString})
upstash   ${standIns.upstashUrl}  token ${standIns.upstashToken}  (${standIns.redis})
Ctrl-C to stop`);

let closing = false;
const stop = (): void => {
  if (closing) return;
  closing = true;
  standIns.close().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
