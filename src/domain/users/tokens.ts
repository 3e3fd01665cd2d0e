// The links the console e-mails (verify an address, reset a password): single use and expiring. The link carries a
// random secret; the database keeps its hash, and using it is one conditional update, so two clicks use it once.
import { sql, type SQL } from "drizzle-orm";
import type { Database } from "@/db/client";
import { userTokens, USER_TOKEN_PURPOSES } from "@/db/schema";
import { newSecret, secretHash } from "./secrets";

export type TokenPurpose = (typeof USER_TOKEN_PURPOSES)[number];

/** How long each link stays good. */
export const TOKEN_TTL_MINUTES: Record<TokenPurpose, number> = { verify_email: 48 * 60, reset_password: 60 };

/** A new link secret for the user; the ones issued before for the same purpose stay good until used or expired. */
export async function issueToken(db: Database, userId: number, purpose: TokenPurpose): Promise<{ secret: string; id: number }> {
  const secret = newSecret();
  const [row] = await db
    .insert(userTokens)
    .values({ userId, purpose, tokenHash: await secretHash(secret), expiresAt: sql`now() + make_interval(mins => ${TOKEN_TTL_MINUTES[purpose]})` })
    .returning({ id: userTokens.id });
  return { secret, id: row!.id };
}

/** The statement that issues a link (by its secret's hash) to the user `which` selects, if any; for one batch or statement with what it follows from. */
export function tokenForUser(db: Database, purpose: TokenPurpose, tokenHash: string, which: SQL) {
  return db.execute(sql`
    insert into user_tokens (user_id, purpose, token_hash, expires_at)
    select id, ${purpose}::user_token_purpose, ${tokenHash}, now() + make_interval(mins => ${TOKEN_TTL_MINUTES[purpose]}) from users where ${which}
    returning id
  `);
}

/** The insert that issues a link (by its secret's hash) to each user of the CTE `from` (its `id`), returning `user_id`. */
export function tokenFrom(purpose: TokenPurpose, tokenHash: string, from: string) {
  return sql`
    insert into user_tokens (user_id, purpose, token_hash, expires_at)
    select id, ${purpose}::user_token_purpose, ${tokenHash}, now() + make_interval(mins => ${TOKEN_TTL_MINUTES[purpose]}) from ${sql.identifier(from)}
    returning user_id`;
}

/** The statement that ends the user's unused links (a password just set makes the others pointless, or stolen). */
export function endLinks(db: Database, userId: number) {
  return db.execute(sql`update user_tokens set used_at = now() where user_id = ${userId} and used_at is null`);
}

/** Uses a link: the user it was for, once, while it is good; undefined for an unknown, used, expired or other-purpose one. */
export async function useToken(db: Database, purpose: TokenPurpose, secret: string): Promise<number | undefined> {
  const result = await db.execute(sql`
    update user_tokens set used_at = now()
    where token_hash = ${await secretHash(secret)} and purpose = ${purpose}::user_token_purpose and used_at is null and expires_at > now()
    returning user_id
  `);
  const row = (result.rows as { user_id: number | string }[])[0];
  return row ? Number(row.user_id) : undefined;
}
