// The key lookups of authentication. Loaded by the first request that carries a key: the database driver, drizzle
// and the tables are not evaluated when an isolate starts, and requests without a key (401, CORS preflights, the
// document) never load them.
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { accounts, apiKeys } from "@/db/schema";
import type { Env } from "@/env";

/** The key with this hash and its account, if any. */
export async function selectKey(env: Env, hash: string) {
  const [row] = await getDb(env)
    .select({
      keyId: apiKeys.id,
      keyName: apiKeys.name,
      keyPrefix: apiKeys.prefix,
      scopes: apiKeys.scopes,
      revokedAt: apiKeys.revokedAt,
      accountId: accounts.id,
      plan: accounts.plan,
      isPartner: accounts.isPartner,
    })
    .from(apiKeys)
    .innerJoin(accounts, eq(accounts.id, apiKeys.accountId))
    .where(eq(apiKeys.keyHash, hash))
    .limit(1);
  return row;
}

export async function recordKeyUse(env: Env, keyId: number, at: Date): Promise<void> {
  await getDb(env).update(apiKeys).set({ lastUsedAt: at }).where(eq(apiKeys.id, keyId));
}
