// How a person gets in: sign-up (an account on the free plan with its bonus and subscription, and its owner, in one
// transaction), e-mail verification, sign-in, and forgotten or changed passwords. The console's pages are the door: they
// send the mails these return the secrets for, and answer alike whether or not an e-mail is known (no enumeration).
import { and, eq, sql } from "drizzle-orm";
import { errorChain, type Database } from "@/db/client";
import { users } from "@/db/schema";
import { accountCreation } from "@/domain/account";
import { hashPassword, needsRehash, verifyPassword } from "./passwords";
import { newSecret, secretHash } from "./secrets";
import { type Actor, eventStatement } from "./activity";
import { endOtherSessions, sessionInsert, type SessionMeta } from "./sessions";
import { endLinks, tokenForUser, tokenFrom, useToken } from "./tokens";

/** The user an e-mail signs in as, whatever its case. */
const byEmail = (email: string) => sql`lower(${users.email}) = lower(${email.trim()})`;

export interface SignUpInput {
  name: string;
  company: string;
  email: string;
  password: string;
  locale: "en" | "fr" | "es" | "de";
}

export type SignUpOutcome =
  /** The account and its owner exist; `verifySecret` goes in the verification link. */
  | { kind: "created"; accountId: number; userId: number; verifySecret: string }
  /** The e-mail already has an account or a user: nothing was written (the page answers as for `created`). */
  | { kind: "taken" };

/** A hash to check passwords against when the e-mail is unknown, so a sign-in takes as long either way. */
let decoy: Promise<string> | undefined;

/** Creates the account (free plan, sign-up bonus through the ledger, subscription), its owner and the verification link. */
export async function signUp(db: Database, input: SignUpInput): Promise<SignUpOutcome> {
  const email = input.email.trim();
  const passwordHash = await hashPassword(input.password);
  const verifySecret = newSecret();
  const tokenHash = await secretHash(verifySecret);
  try {
    const [[account], , , [user]] = await db.batch([
      ...accountCreation(db, { name: input.company.trim(), company: input.company.trim(), email, plan: "free", locale: input.locale }),
      db
        .insert(users)
        .values({ accountId: sql`(select id from accounts where email = ${email})`, email, name: input.name.trim(), passwordHash, role: "owner", locale: input.locale })
        .returning({ id: users.id }),
      tokenForUser(db, "verify_email", tokenHash, byEmail(email)),
    ]);
    return { kind: "created", accountId: account!.id, userId: user!.id, verifySecret };
  } catch (error) {
    if ([...errorChain(error)].some((e) => /accounts_email_unique|users_email_idx/.test(e.message))) return { kind: "taken" };
    throw error;
  }
}

/** Uses a verification link: the user whose address it proves, once; undefined for a used, expired or unknown link. One statement. */
export async function verifyEmail(db: Database, secret: string): Promise<number | undefined> {
  const result = await db.execute(sql`
    with used as (
      update user_tokens set used_at = now()
      where token_hash = ${await secretHash(secret)} and purpose = 'verify_email' and used_at is null and expires_at > now()
      returning user_id
    ),
    verified as (
      update users set email_verified_at = coalesce(email_verified_at, now()), updated_at = now()
      where id = (select user_id from used)
      returning id, account_id, email
    ),
    logged as (
      insert into security_events (account_id, actor_user_id, actor_email, kind)
      select account_id, id, email, 'email_verified' from verified
    )
    select id from verified
  `);
  const row = (result.rows as { id: number | string }[])[0];
  return row ? Number(row.id) : undefined;
}

/** A new verification link for a user not verified yet (the page's "send it again"); undefined once verified. One statement. */
export async function reissueVerification(db: Database, userId: number): Promise<string | undefined> {
  const secret = newSecret();
  const result = await tokenForUser(db, "verify_email", await secretHash(secret), sql`id = ${userId} and email_verified_at is null`);
  return result.rows.length > 0 ? secret : undefined;
}

export type SignInOutcome = { kind: "signed_in"; secret: string; userId: number; sessionId: number; accountId: number; email: string } | { kind: "refused" };

/**
 * Checks the e-mail and password and opens a new session (a sign-in never reuses a session). An unknown e-mail costs
 * the same scrypt as a wrong password, and both are the same refusal. A hash made with older parameters is redone.
 */
export async function signIn(db: Database, email: string, password: string, meta: SessionMeta = {}): Promise<SignInOutcome> {
  const [user] = await db.select({ id: users.id, passwordHash: users.passwordHash, accountId: users.accountId, email: users.email }).from(users).where(byEmail(email));
  if (!user) {
    await verifyPassword(password, await (decoy ??= hashPassword(newSecret())));
    return { kind: "refused" };
  }
  if (!(await verifyPassword(password, user.passwordHash))) return { kind: "refused" };
  // The session, its log entry and (for a hash made with older parameters) the new hash: one round trip.
  const { secret, insert } = await sessionInsert(db, user.id, meta);
  const logged = eventStatement(db, { accountId: user.accountId, userId: user.id, email: user.email, ipAddress: meta.ipAddress }, "signed_in");
  const rehash = needsRehash(user.passwordHash) ? [db.update(users).set({ passwordHash: await hashPassword(password), updatedAt: sql`now()` }).where(eq(users.id, user.id))] : [];
  const [[session]] = await db.batch([insert, logged, ...rehash]);
  return { kind: "signed_in", secret, userId: user.id, sessionId: session!.id, accountId: user.accountId, email: user.email };
}

/**
 * A reset link for the e-mail's user, with the address as stored and the user's language; undefined when no user has
 * the e-mail. One statement either way, so a known address takes no longer to answer than an unknown one.
 */
export async function requestPasswordReset(db: Database, email: string): Promise<{ userId: number; secret: string; locale: string; email: string } | undefined> {
  const secret = newSecret();
  const result = await db.execute(sql`
    with u as (select id, email, locale from users where ${byEmail(email)}),
    issued as (${tokenFrom("reset_password", await secretHash(secret), "u")})
    select u.id, u.email, u.locale from u join issued on issued.user_id = u.id
  `);
  const row = (result.rows as { id: number | string; email: string; locale: string }[])[0];
  return row ? { userId: Number(row.id), secret, locale: row.locale, email: row.email } : undefined;
}

/**
 * Uses a reset link to set a new password: every session of the user ends (whoever knew the old password is out), and
 * the address counts as verified (the link reached it). Undefined for a used, expired or unknown link.
 */
export async function resetPassword(db: Database, secret: string, password: string, meta: SessionMeta = {}): Promise<number | undefined> {
  const userId = await useToken(db, "reset_password", secret);
  if (userId === undefined) return undefined;
  await db.batch([
    db.update(users).set({ passwordHash: await hashPassword(password), emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`, updatedAt: sql`now()` }).where(eq(users.id, userId)),
    endOtherSessions(db, userId),
    endLinks(db, userId),
    db.execute(sql`insert into security_events (account_id, actor_user_id, actor_email, kind, ip_address) select account_id, id, email, 'password_reset', ${meta.ipAddress?.slice(0, 100) ?? null} from users where id = ${userId}`),
  ]);
  return userId;
}

/** Changes a signed-in user's password after checking the current one; the user's other sessions end. */
export async function changePassword(db: Database, actor: Actor, sessionId: number, current: string, next: string): Promise<boolean> {
  const [user] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, actor.userId));
  if (!user || !(await verifyPassword(current, user.passwordHash))) return false;
  await db.batch([
    db.update(users).set({ passwordHash: await hashPassword(next), updatedAt: sql`now()` }).where(eq(users.id, actor.userId)),
    endOtherSessions(db, actor.userId, sessionId),
    endLinks(db, actor.userId),
    eventStatement(db, actor, "password_changed"),
  ]);
  return true;
}

/** Whether the account may make API keys: its owner has verified the address. */
export async function ownerVerified(db: Database, accountId: number): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(and(eq(users.accountId, accountId), eq(users.role, "owner"), sql`${users.emailVerifiedAt} is not null`)).limit(1);
  return row !== undefined;
}


/** The user's own name and language. */
export async function updateProfile(db: Database, userId: number, profile: { name: string; locale: SignUpInput["locale"] }): Promise<void> {
  await db.update(users).set({ name: profile.name.trim(), locale: profile.locale, updatedAt: sql`now()` }).where(eq(users.id, userId));
}
