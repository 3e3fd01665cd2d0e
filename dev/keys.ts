// `npm run keys -- <command>`: create, list and revoke API keys. The key is printed once and stored hashed.
import { and, asc, eq, isNull } from "drizzle-orm";
import { parseArgs } from "node:util";
import { accounts, apiKeys } from "../src/db/schema";
import { displayPrefix, generateKey, hashKey, SCOPES } from "../src/platform/keys";
import { cli } from "./cli";
import { connect, DEV_TARGET, targetFromEnv } from "./db";

const USAGE = `Usage:
  npm run keys -- create --account <id> --name <name> [--scopes <scope,scope|*>]
  npm run keys -- list --account <id>
  npm run keys -- revoke --id <key id>

Targets DATABASE_URL (Neon), or the database of a running \`npm run dev\` when DATABASE_URL is not set.
Scopes: * (all) or any of ${SCOPES.join(", ")}.`;

const { fail, positiveInt } = cli(USAGE);

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { account: { type: "string" }, name: { type: "string" }, scopes: { type: "string" }, id: { type: "string" } },
});
const db = connect(process.env.DATABASE_URL ? targetFromEnv() : DEV_TARGET);

switch (positionals[0]) {
  case "create": {
    const accountId = positiveInt(values.account, "account");
    const name = values.name?.trim() || fail("--name is required.");
    const scopes = (values.scopes ?? "*").split(",").map((s) => s.trim()).filter(Boolean);
    const unknown = scopes.filter((s) => s !== "*" && !(SCOPES as readonly string[]).includes(s));
    if (unknown.length > 0) fail(`Unknown scope(s): ${unknown.join(", ")}.`);
    const [account] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId));
    if (!account) fail(`Account ${accountId} does not exist.`);
    const key = generateKey();
    const [row] = await db
      .insert(apiKeys)
      .values({ accountId, name, scopes, keyHash: await hashKey(key), prefix: displayPrefix(key) })
      .returning({ id: apiKeys.id });
    console.log(`Created key ${row!.id} "${name}" for account ${accountId} with scopes ${scopes.join(",")}.`);
    console.log(`\n  ${key}\n\nStore it now: it is not shown again.`);
    break;
  }
  case "list": {
    const accountId = positiveInt(values.account, "account");
    const rows = await db.select().from(apiKeys).where(eq(apiKeys.accountId, accountId)).orderBy(asc(apiKeys.id));
    for (const k of rows) {
      const state = k.revokedAt ? `revoked ${k.revokedAt.toISOString()}` : `last used ${k.lastUsedAt?.toISOString() ?? "never"}`;
      console.log(`${k.id}\t${k.prefix}…\t${k.name}\t${k.scopes.join(",")}\t${state}`);
    }
    if (rows.length === 0) console.log(`Account ${accountId} has no keys.`);
    break;
  }
  case "revoke": {
    const id = positiveInt(values.id, "id");
    const rows = await db.update(apiKeys).set({ revokedAt: new Date() }).where(and(eq(apiKeys.id, id), isNull(apiKeys.revokedAt))).returning({ id: apiKeys.id });
    console.log(rows.length > 0 ? `Key ${id} revoked (cached lookups expire within 30 s).` : `Key ${id} does not exist or is already revoked.`);
    break;
  }
  default:
    fail(positionals[0] ? `Unknown command "${positionals[0]}".` : "No command given.");
}
