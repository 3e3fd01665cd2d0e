// `npm run db:seed`: writes the demo data (dev/demo/) to the database at DATABASE_URL. Refuses any database that is not local.
import { fileURLToPath } from "node:url";
import { seedDemo } from "./demo/seed";
import { connect, isLocalTarget, targetFromEnv, type DbTarget } from "./db";

/** Stops the seed from ever writing demo data (and demo keys) to a remote database. */
function assertSeedable(target: DbTarget): void {
  if (!isLocalTarget(target)) {
    throw new Error("Refusing to seed demo data into a non-local database: the demo keys are public. Seed only the local stand-in or a local Postgres.");
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const target = targetFromEnv();
  assertSeedable(target);
  const { created } = await seedDemo(connect(target));
  console.log(created ? "demo data inserted" : "demo data already present");
}
