// An account's team: its members and their roles, and the invitations that bring new ones (e-mailed single-use links
// that expire). The last owner can neither leave nor be demoted: each change of role or removal first locks the
// account's row, so two owners demoting each other at once cannot leave the account without one.
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { errorChain, type Database } from "@/db/client";
import { accounts, invitations, users } from "@/db/schema";
import { type Actor, eventsFrom, eventStatement } from "./activity";
import { hashPassword } from "./passwords";
import { grantableRoles, type Role } from "./roles";
import { newSecret, secretHash } from "./secrets";
import { createSession, type SessionMeta } from "./sessions";

/** How long an invitation stays good. */
export const INVITATION_TTL_DAYS = 7;

/** Who acts on the team: the actor of the activity log, with the role the rules depend on. */
export type TeamActor = Actor & { role: Role };

/** The members (oldest first) and the pending invitations of the account, in one round trip. */
export async function listTeam(db: Database, accountId: number) {
  const [members, pending] = await db.batch([
    db
      .select({ id: users.id, name: users.name, email: users.email, role: users.role, verified: sql<boolean>`${users.emailVerifiedAt} is not null`, createdAt: users.createdAt })
      .from(users)
      .where(eq(users.accountId, accountId))
      .orderBy(asc(users.id)),
    db
      .select({ id: invitations.id, email: invitations.email, role: invitations.role, expiresAt: invitations.expiresAt, createdAt: invitations.createdAt, expired: sql<boolean>`${invitations.expiresAt} <= now()` })
      .from(invitations)
      .where(and(eq(invitations.accountId, accountId), isNull(invitations.acceptedAt), isNull(invitations.revokedAt)))
      .orderBy(asc(invitations.id)),
  ]);
  return { members, invitations: pending };
}

export type InviteOutcome = { kind: "invited"; id: number; secret: string } | { kind: "forbidden" } | { kind: "pending" };

/**
 * Invites `email` with `role`. Inviting an address again replaces its pending invitation (the old link stops working);
 * two invitations at once leave one (the partial unique index), and the other answers `pending`.
 */
export async function invite(db: Database, actor: TeamActor, email: string, role: Role): Promise<InviteOutcome> {
  if (!grantableRoles(actor.role).includes(role)) return { kind: "forbidden" };
  const secret = newSecret();
  const pendingFor = and(eq(invitations.accountId, actor.accountId), sql`lower(${invitations.email}) = lower(${email})`, isNull(invitations.acceptedAt), isNull(invitations.revokedAt));
  try {
    const [, [row]] = await db.batch([
      db.update(invitations).set({ revokedAt: sql`now()` }).where(pendingFor),
      db
        .insert(invitations)
        .values({ accountId: actor.accountId, email, role, tokenHash: await secretHash(secret), invitedByUserId: actor.userId, expiresAt: sql`now() + make_interval(days => ${INVITATION_TTL_DAYS})` })
        .returning({ id: invitations.id }),
      eventStatement(db, actor, "member_invited", `${email} (${role})`),
    ]);
    return { kind: "invited", id: row!.id, secret };
  } catch (error) {
    if ([...errorChain(error)].some((e) => /invitations_pending_email_idx/.test(e.message))) return { kind: "pending" };
    throw error;
  }
}

/** Takes back a pending invitation of the actor's account; false when there is none by that id. */
export async function revokeInvitation(db: Database, actor: TeamActor, id: number): Promise<boolean> {
  const result = await db.execute(sql`
    with revoked as (
      update invitations set revoked_at = now()
      where id = ${id} and account_id = ${actor.accountId} and accepted_at is null and revoked_at is null
      returning email, role
    )
    ${eventsFrom(actor, "invitation_revoked", sql`email || ' (' || role || ')'`, "revoked")}
    returning id
  `);
  return result.rows.length > 0;
}

/** What an invitation link's page shows: for whom, which role, which account; undefined when it is not good. */
export async function invitationBySecret(db: Database, secret: string) {
  const [row] = await db
    .select({ email: invitations.email, role: invitations.role, accountName: accounts.name, expiresAt: invitations.expiresAt })
    .from(invitations)
    .innerJoin(accounts, eq(accounts.id, invitations.accountId))
    .where(and(eq(invitations.tokenHash, await secretHash(secret)), isNull(invitations.acceptedAt), isNull(invitations.revokedAt), sql`${invitations.expiresAt} > now()`));
  return row;
}

export type AcceptOutcome = { kind: "joined"; userId: number; accountId: number; sessionSecret: string } | { kind: "invalid" } | { kind: "email_taken" };

/**
 * Uses an invitation: the invited person becomes a member with the invitation's role (the address counts as verified,
 * the link reached it) and is signed in. One statement, so the link works once and a failed join leaves it good.
 */
export async function acceptInvitation(db: Database, secret: string, input: { name: string; password: string; locale: string }, meta: SessionMeta = {}): Promise<AcceptOutcome> {
  const passwordHash = await hashPassword(input.password);
  let result;
  try {
    result = await db.execute(sql`
      with inv as (
        update invitations set accepted_at = now()
        where token_hash = ${await secretHash(secret)} and accepted_at is null and revoked_at is null and expires_at > now()
        returning account_id, email, role
      ),
      joined as (
        insert into users (account_id, email, name, password_hash, role, locale, email_verified_at)
        select account_id, email, ${input.name.trim()}, ${passwordHash}, role, ${input.locale}, now() from inv
        returning id, account_id, email, role
      ),
      logged as (
        insert into security_events (account_id, actor_user_id, actor_email, kind, subject, ip_address)
        select account_id, id, email, 'member_joined', email || ' (' || role || ')', ${meta.ipAddress?.slice(0, 100) ?? null} from joined
      )
      select id, account_id from joined
    `);
  } catch (error) {
    if ([...errorChain(error)].some((e) => /users_email_idx/.test(e.message))) return { kind: "email_taken" };
    throw error;
  }
  const row = (result.rows as { id: number | string; account_id: number | string }[])[0];
  if (!row) return { kind: "invalid" };
  const { secret: sessionSecret } = await createSession(db, Number(row.id), meta);
  return { kind: "joined", userId: Number(row.id), accountId: Number(row.account_id), sessionSecret };
}

export type TeamChange = "done" | "forbidden" | "last_owner" | "not_found";

/** Why a guarded change touched no row: the member is not in the account, the actor may not, or it is the last owner. */
async function whyNot(db: Database, actor: TeamActor, userId: number, role?: Role): Promise<TeamChange> {
  const [target] = await db.select({ role: users.role }).from(users).where(and(eq(users.id, userId), eq(users.accountId, actor.accountId)));
  if (!target) return "not_found";
  if ((target.role === "owner" || role === "owner") && actor.role !== "owner") return "forbidden";
  return "last_owner";
}

/** Statements that hold the account's row until the batch ends: changes of role and removals take turns. */
const lockAccount = (db: Database, accountId: number) => db.execute(sql`select id from accounts where id = ${accountId} for update`);

/** Whether the target row may lose its ownership: it is not an owner, or another owner remains. */
const keepsAnOwner = (accountId: number, userId: number) =>
  sql`(role <> 'owner' or exists (select 1 from users o where o.account_id = ${accountId} and o.role = 'owner' and o.id <> ${userId}))`;

/** Gives a member another role. An admin neither touches owners nor makes one; the last owner stays an owner. */
export async function changeRole(db: Database, actor: TeamActor, userId: number, role: Role): Promise<TeamChange> {
  if (!grantableRoles(actor.role).includes(role)) return (await whyNot(db, actor, userId, role)) === "not_found" ? "not_found" : "forbidden";
  const [, changed] = await db.batch([
    lockAccount(db, actor.accountId),
    db.execute(sql`
      with changed as (
        update users set role = ${role}::user_role, updated_at = now()
        where id = ${userId} and account_id = ${actor.accountId}
          and (${actor.role === "owner"} or role <> 'owner')
          and (${role === "owner"} or ${keepsAnOwner(actor.accountId, userId)})
        returning email, role
      )
      ${eventsFrom(actor, "role_changed", sql`email || ' → ' || role`, "changed")}
      returning id
    `),
  ]);
  return changed.rows.length > 0 ? "done" : whyNot(db, actor, userId, role);
}

/**
 * Removes a member (or the actor leaves): their sessions end with them, the API keys they made are revoked and their
 * pending invitations taken back. The last owner cannot be removed or leave.
 */
export async function removeMember(db: Database, actor: TeamActor, userId: number): Promise<TeamChange> {
  const self = userId === actor.userId;
  if (!self && !grantableRoles(actor.role).length) return "forbidden";
  const [, removed] = await db.batch([
    lockAccount(db, actor.accountId),
    db.execute(sql`
      with removed as (
        delete from users
        where id = ${userId} and account_id = ${actor.accountId}
          and (${self || actor.role === "owner"} or role <> 'owner')
          and ${keepsAnOwner(actor.accountId, userId)}
        returning id, email, role
      ),
      -- What the member made goes with them: their API keys stop working, their pending invitations stop being good.
      keys as (update api_keys set revoked_at = now() where created_by_user_id in (select id from removed) and revoked_at is null),
      invites as (update invitations set revoked_at = now() where invited_by_user_id in (select id from removed) and accepted_at is null and revoked_at is null)
      ${eventsFrom(actor, "member_removed", sql`email || ' (' || role || ')'`, "removed", self ? null : actor.userId)}
      returning id
    `),
  ]);
  return removed.rows.length > 0 ? "done" : whyNot(db, actor, userId);
}

/** The operator's invitation of an account's first owner (`npm run accounts -- create --owner`): no one in the account acts. */
export async function inviteOwner(db: Database, accountId: number, email: string): Promise<{ id: number; secret: string }> {
  const secret = newSecret();
  const [[row]] = await db.batch([
    db
      .insert(invitations)
      .values({ accountId, email, role: "owner", tokenHash: await secretHash(secret), expiresAt: sql`now() + make_interval(days => ${INVITATION_TTL_DAYS})` })
      .returning({ id: invitations.id }),
    db.execute(sql`insert into security_events (account_id, actor_email, kind, subject) values (${accountId}, 'operator', 'member_invited', ${`${email} (owner)`})`),
  ]);
  return { id: row!.id, secret };
}
