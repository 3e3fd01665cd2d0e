// The key lookup of authentication. Loaded by the first request that carries a key: the database driver, drizzle
// and the tables are not evaluated when an isolate starts, and requests without a key (401, CORS preflights, the
// document) never load them.
import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import type { Plan } from "@/db/plans";
import type { Env } from "@/env";

/** `last_used_at` is written at most this often per key, whatever the number of isolates looking it up. */
export const LAST_USED_INTERVAL_SECONDS = 60;

export interface KeyRow {
  keyId: number;
  keyName: string;
  keyPrefix: string;
  scopes: string[];
  revoked: boolean;
  accountId: number;
  plan: Plan;
  isPartner: boolean;
}

/**
 * The key with this hash and its account, if any; in the same statement (one request to the database), records the
 * use in `last_used_at` unless the key is revoked or the column was written less than a minute ago. A lookup happens
 * when an isolate has not seen the key for 30 s (auth.ts), so `last_used_at` is at most about 90 s behind.
 */
export async function lookUpKey(env: Env, hash: string): Promise<KeyRow | undefined> {
  const result = await getDb(env).execute(sql`
    with found as (
      select k.id as "keyId", k.name as "keyName", k.prefix as "keyPrefix", k.scopes, k.revoked_at is not null as revoked,
        a.id as "accountId", a.plan, a.is_partner as "isPartner"
      from api_keys k join accounts a on a.id = k.account_id
      where k.key_hash = ${hash}
    ),
    used as (
      update api_keys set last_used_at = now()
      from found
      where api_keys.id = found."keyId" and not found.revoked
        and (api_keys.last_used_at is null or api_keys.last_used_at < now() - make_interval(secs => ${LAST_USED_INTERVAL_SECONDS}))
    )
    select * from found`);
  return (result.rows as unknown as KeyRow[])[0];
}
