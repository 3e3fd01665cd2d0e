// The API keys an account's owners and admins make in the console: named, scoped, shown once (only their hash and
// display prefix are kept), revoked with immediate effect in the database and within the key cache's 30 s at the edge.
// An account makes keys once its owner has verified the address.
import { and, count, desc, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { accounts, apiKeys, users } from "@/db/schema";
import { displayPrefix, generateKey, hashKey, type Scope } from "@/platform/keys";
import { type Actor, eventsFrom } from "./activity";

/** Keys an account keeps listed (the newest; revoked ones after the others). */
const LISTED_KEYS = 200;

export async function listKeys(db: Database, accountId: number) {
  return db
    .select({
      id: apiKeys.id,
      name: apiKeys.name,
      prefix: apiKeys.prefix,
      scopes: apiKeys.scopes,
      createdAt: apiKeys.createdAt,
      lastUsedAt: apiKeys.lastUsedAt,
      revokedAt: apiKeys.revokedAt,
      createdBy: users.name,
    })
    .from(apiKeys)
    .leftJoin(users, eq(users.id, apiKeys.createdByUserId))
    .where(eq(apiKeys.accountId, accountId))
    .orderBy(sql`${apiKeys.revokedAt} is not null`, desc(apiKeys.id))
    .limit(LISTED_KEYS);
}

export type CreateKeyOutcome = { kind: "created"; id: number; key: string } | { kind: "unverified" };

/** Makes a key with `scopes` (one statement: the key and its log entry, if the account's owner is verified). */
export async function createKey(db: Database, actor: Actor, name: string, scopes: Scope[]): Promise<CreateKeyOutcome> {
  const key = generateKey();
  const prefix = displayPrefix(key);
  const result = await db.execute(sql`
    with created as (
      insert into api_keys (account_id, name, key_hash, prefix, scopes, created_by_user_id)
      select ${actor.accountId}, ${name}, ${await hashKey(key)}, ${prefix}, ${`{${scopes.join(",")}}`}::text[], ${actor.userId}
      where exists (select 1 from users where account_id = ${actor.accountId} and role = 'owner' and email_verified_at is not null)
      returning id
    ),
    logged as (${eventsFrom(actor, "key_created", sql`${`${name} (${prefix}…)`}`, "created")})
    select id from created
  `);
  const row = (result.rows as { id: number | string }[])[0];
  return row ? { kind: "created", id: Number(row.id), key } : { kind: "unverified" };
}

/** Revokes one of the account's keys; false when it has no such key or it is already revoked. */
export async function revokeKey(db: Database, actor: Actor, id: number): Promise<boolean> {
  const result = await db.execute(sql`
    with revoked as (
      update api_keys set revoked_at = now()
      where id = ${id} and account_id = ${actor.accountId} and revoked_at is null
      returning name, prefix
    )
    ${eventsFrom(actor, "key_revoked", sql`name || ' (' || prefix || '…)'`, "revoked")}
    returning id
  `);
  return result.rows.length > 0;
}

/** One key of the account (for the revoke confirmation page). */
export async function getKey(db: Database, accountId: number, id: number) {
  const [row] = await db.select({ id: apiKeys.id, name: apiKeys.name, prefix: apiKeys.prefix, revokedAt: apiKeys.revokedAt, accountId: apiKeys.accountId }).from(apiKeys).where(eq(apiKeys.id, id));
  return row && row.accountId === accountId ? row : undefined;
}

/** The overview page's figures: the account (plan, partner, balance), its active keys and its members, in one round trip. */
export async function accountOverview(db: Database, accountId: number) {
  const [[account], [keys], [members]] = await db.batch([
    db.select({ name: accounts.name, plan: accounts.plan, isPartner: accounts.isPartner, balance: accounts.creditBalance }).from(accounts).where(eq(accounts.id, accountId)),
    db.select({ n: count() }).from(apiKeys).where(and(eq(apiKeys.accountId, accountId), isNull(apiKeys.revokedAt))),
    db.select({ n: count() }).from(users).where(eq(users.accountId, accountId)),
  ]);
  return { account: account!, activeKeys: keys?.n ?? 0, members: members?.n ?? 0 };
}
