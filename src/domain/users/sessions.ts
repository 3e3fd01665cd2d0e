// Console sessions, kept on the server: the cookie carries a random secret, the database its hash. A session ends when
// it is revoked (sign-out, or from the sessions page), after IDLE_HOURS without use, or ABSOLUTE_DAYS after sign-in,
// whichever comes first; a sign-in always makes a new one (the cookie is rotated, never reused across sign-ins).
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { userSessions, users } from "@/db/schema";
import { newSecret, secretHash } from "./secrets";

export const IDLE_HOURS = 8;
export const ABSOLUTE_DAYS = 7;
/** `last_seen_at` moves at most this often, so a busy session does not write on every page. */
const TOUCH_MINUTES = 5;
/** A session not revoked, before its absolute end, and used within the idle time (a condition on user_sessions). */
const LIVE = sql`revoked_at is null and expires_at > now() and last_seen_at > now() - make_interval(hours => ${IDLE_HOURS})`;

export interface SessionMeta {
  ipAddress?: string | null;
  userAgent?: string | null;
}

/** A new session's secret (for the cookie, shown nowhere else) and the insert that opens it, for a batch. */
export async function sessionInsert(db: Database, userId: number, meta: SessionMeta = {}) {
  const secret = newSecret();
  const insert = db
    .insert(userSessions)
    .values({
      userId,
      tokenHash: await secretHash(secret),
      expiresAt: sql`now() + make_interval(days => ${ABSOLUTE_DAYS})`,
      ipAddress: meta.ipAddress?.slice(0, 100) ?? null,
      userAgent: meta.userAgent?.slice(0, 300) ?? null,
    })
    .returning();
  return { secret, insert };
}

/** A new session for the user: the secret to set in the cookie (shown nowhere else) and the session's row. */
export async function createSession(db: Database, userId: number, meta: SessionMeta = {}) {
  const { secret, insert } = await sessionInsert(db, userId, meta);
  const [session] = await insert;
  return { secret, session: session! };
}

export interface SignedIn {
  sessionId: number;
  userId: number;
  accountId: number;
  accountName: string;
  email: string;
  name: string;
  role: (typeof users.$inferSelect)["role"];
  locale: string;
  emailVerified: boolean;
}

/** The live session a cookie's secret opens, with its user; undefined when none does. One statement. */
export async function sessionBySecret(db: Database, secret: string): Promise<SignedIn | undefined> {
  const result = await db.execute(sql`
    with s as (
      select id, user_id, last_seen_at from user_sessions
      where token_hash = ${await secretHash(secret)} and ${LIVE}
    ),
    touched as (
      update user_sessions set last_seen_at = now()
      where id = (select id from s) and last_seen_at < now() - make_interval(mins => ${TOUCH_MINUTES})
    )
    select s.id as session_id, u.id as user_id, u.account_id, a.name as account_name, u.email, u.name, u.role, u.locale, u.email_verified_at is not null as verified
    from s join users u on u.id = s.user_id join accounts a on a.id = u.account_id
  `);
  const row = (result.rows as Record<string, unknown>[])[0];
  if (!row) return undefined;
  return {
    sessionId: Number(row.session_id),
    userId: Number(row.user_id),
    accountId: Number(row.account_id),
    accountName: String(row.account_name),
    email: String(row.email),
    name: String(row.name),
    role: row.role as SignedIn["role"],
    locale: String(row.locale),
    emailVerified: row.verified === true || row.verified === "t" || row.verified === "true",
  };
}

/** The user's live sessions, newest first, for the sessions page. */
export function listSessions(db: Database, userId: number) {
  return db
    .select({ id: userSessions.id, createdAt: userSessions.createdAt, lastSeenAt: userSessions.lastSeenAt, expiresAt: userSessions.expiresAt, ipAddress: userSessions.ipAddress, userAgent: userSessions.userAgent })
    .from(userSessions)
    .where(and(eq(userSessions.userId, userId), LIVE))
    .orderBy(desc(userSessions.id));
}

/** Ends one of the user's sessions (sign-out, or from the sessions page); false when it is not the user's or already over. */
export async function revokeSession(db: Database, userId: number, sessionId: number): Promise<boolean> {
  const rows = await db
    .update(userSessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(userSessions.id, sessionId), eq(userSessions.userId, userId), isNull(userSessions.revokedAt)))
    .returning({ id: userSessions.id });
  return rows.length > 0;
}

/** The statement that ends every session of the user but `keep`, for a batch with the change that calls for it. */
export function endOtherSessions(db: Database, userId: number, keep?: number) {
  return db
    .update(userSessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(userSessions.userId, userId), isNull(userSessions.revokedAt), keep === undefined ? undefined : sql`${userSessions.id} <> ${keep}`))
    .returning({ id: userSessions.id });
}

/** Ends every session of the user but `keep` (after a password change or reset: none is kept after a reset). */
export async function revokeOtherSessions(db: Database, userId: number, keep?: number): Promise<number> {
  return (await endOtherSessions(db, userId, keep)).length;
}
