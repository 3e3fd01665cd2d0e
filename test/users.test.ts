// The console's people, below its pages: passwords hashed with scrypt and checked in constant time, server-side
// sessions that end on revocation, idleness or age, and e-mailed links that work once and expire.
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { accounts, subscriptions, users, userSessions, userTokens } from "@/db/schema";
import {
  changePassword, changeRole, createSession, removeMember, hashPassword, IDLE_HOURS, issueToken, listSessions, needsRehash, ownerVerified, passwordProblem, reissueVerification,
  requestPasswordReset, resetPassword, revokeOtherSessions, revokeSession, sessionBySecret, signIn, signUp, useToken, verifyEmail, verifyPassword,
} from "@/domain/users";
import { balanceAndLedger, createAgency, db } from "./helpers/factories";

async function createUser(accountId: number, role: "owner" | "admin" | "member" | "viewer" = "owner") {
  const [user] = await db()
    .insert(users)
    .values({ accountId, email: `${role}-${crypto.randomUUID().slice(0, 8)}@agency.example`, name: "Camille Martin", passwordHash: await hashPassword("correct horse battery"), role, locale: "fr" })
    .returning();
  return user!;
}

describe("passwords", () => {
  it("hashes with scrypt at OWASP's 16 MiB setting, a new salt each time, and verifies only the same password", async () => {
    const stored = await hashPassword("correct horse battery");
    expect(stored).toMatch(/^scrypt\$16384\$8\$5\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(await hashPassword("correct horse battery")).not.toBe(stored);
    expect(await verifyPassword("correct horse battery", stored)).toBe(true);
    expect(await verifyPassword("correct horse batterY", stored)).toBe(false);
    expect(await verifyPassword("", stored)).toBe(false);
    // The same text in another Unicode form is the same password (NFKC).
    const accented = await hashPassword("mot de passe élevé");
    expect(await verifyPassword("mot de passe e\u0301leve\u0301", accented)).toBe(true);
    expect(needsRehash(stored)).toBe(false);
  });

  it("refuses malformed or tampered hashes, and says when one was made with other parameters", async () => {
    const stored = await hashPassword("correct horse battery");
    const [scheme, n, r, p, salt, key] = stored.split("$");
    expect(await verifyPassword("correct horse battery", [scheme, n, r, p, salt, key!.replace(/^./, (c) => (c === "A" ? "B" : "A"))].join("$"))).toBe(false);
    for (const broken of ["", "plain", `bcrypt$${n}$${r}$${p}$${salt}$${key}`, `scrypt$${2 ** 21}$8$1$${salt}$${key}`, `scrypt$x$8$5$${salt}$${key}`, `${stored}$extra`, `scrypt$${n}$${r}$${p}$${salt}$not+base64url`]) {
      expect(await verifyPassword("correct horse battery", broken), broken).toBe(false);
    }
    expect(needsRehash(stored.replace("scrypt$16384$", "scrypt$8192$"))).toBe(true);
    expect(passwordProblem("short")).toBe("must be at least 10 characters long");
    expect(passwordProblem("x".repeat(201))).toBe("must be at most 200 characters long");
    expect(passwordProblem("long enough now")).toBeUndefined();
  });
});

describe("sessions", () => {
  it("opens a session with its secret, stores only the secret's hash, and tells who is signed in", async () => {
    const { account } = await createAgency();
    const user = await createUser(account.id);
    const { secret, session } = await createSession(db(), user.id, { ipAddress: "203.0.113.5", userAgent: "Firefox" });
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(session.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(session.tokenHash).not.toContain(secret);
    expect(await sessionBySecret(db(), secret)).toEqual({ sessionId: session.id, userId: user.id, accountId: account.id, accountName: account.name, email: user.email, name: "Camille Martin", role: "owner", locale: "fr", emailVerified: false });
    expect(await sessionBySecret(db(), `${secret.slice(0, -1)}${secret.endsWith("A") ? "B" : "A"}`)).toBeUndefined();
    expect((await listSessions(db(), user.id)).map((s) => ({ id: s.id, ip: s.ipAddress, agent: s.userAgent }))).toEqual([{ id: session.id, ip: "203.0.113.5", agent: "Firefox" }]);
  });

  it("ends a session when revoked, after its idle time, or at its absolute end; moves last_seen_at at most every 5 minutes", async () => {
    const { account } = await createAgency();
    const user = await createUser(account.id);
    const other = await createUser(account.id, "viewer");
    const revoked = await createSession(db(), user.id);
    expect(await revokeSession(db(), other.id, revoked.session.id)).toBe(false);
    expect(await revokeSession(db(), user.id, revoked.session.id)).toBe(true);
    expect(await revokeSession(db(), user.id, revoked.session.id)).toBe(false);
    expect(await sessionBySecret(db(), revoked.secret)).toBeUndefined();

    const idle = await createSession(db(), user.id);
    await db().update(userSessions).set({ lastSeenAt: sql`now() - make_interval(hours => ${IDLE_HOURS}, mins => 1)` }).where(eq(userSessions.id, idle.session.id));
    expect(await sessionBySecret(db(), idle.secret)).toBeUndefined();

    const old = await createSession(db(), user.id);
    await db().update(userSessions).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(userSessions.id, old.session.id));
    expect(await sessionBySecret(db(), old.secret)).toBeUndefined();

    const live = await createSession(db(), user.id);
    const seenAt = async () => (await db().select().from(userSessions).where(eq(userSessions.id, live.session.id)))[0]!.lastSeenAt.getTime();
    const first = await seenAt();
    await sessionBySecret(db(), live.secret);
    expect(await seenAt()).toBe(first);
    await db().update(userSessions).set({ lastSeenAt: sql`now() - interval '6 minutes'` }).where(eq(userSessions.id, live.session.id));
    const before = await seenAt();
    expect((await sessionBySecret(db(), live.secret))?.sessionId).toBe(live.session.id);
    expect(await seenAt()).toBeGreaterThan(before);
    expect((await listSessions(db(), user.id)).map((s) => s.id)).toEqual([live.session.id]);
  });

  it("ends every other session of the user, as a password change does", async () => {
    const { account } = await createAgency();
    const user = await createUser(account.id);
    const sessions = await Promise.all([1, 2, 3].map(() => createSession(db(), user.id)));
    expect(await revokeOtherSessions(db(), user.id, sessions[0]!.session.id)).toBe(2);
    expect(await sessionBySecret(db(), sessions[0]!.secret)).toBeDefined();
    expect(await sessionBySecret(db(), sessions[1]!.secret)).toBeUndefined();
    expect(await revokeOtherSessions(db(), user.id)).toBe(1);
    expect(await sessionBySecret(db(), sessions[0]!.secret)).toBeUndefined();
  });
});

describe("e-mailed links", () => {
  it("works once, for its purpose, until it expires; two clicks at once use it once", async () => {
    const { account } = await createAgency();
    const user = await createUser(account.id);
    const verify = await issueToken(db(), user.id, "verify_email");
    expect(await useToken(db(), "reset_password", verify.secret)).toBeUndefined();
    const clicks = await Promise.all([useToken(db(), "verify_email", verify.secret), useToken(db(), "verify_email", verify.secret)]);
    expect(clicks.filter((c) => c === user.id)).toHaveLength(1);
    expect(clicks.filter((c) => c === undefined)).toHaveLength(1);
    expect(await useToken(db(), "verify_email", verify.secret)).toBeUndefined();

    const reset = await issueToken(db(), user.id, "reset_password");
    const [row] = await db().select().from(userTokens).where(eq(userTokens.id, reset.id));
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(60 * 60_000);
    expect(row!.tokenHash).not.toContain(reset.secret);
    await db().update(userTokens).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(userTokens.id, reset.id));
    expect(await useToken(db(), "reset_password", reset.secret)).toBeUndefined();
    expect(await useToken(db(), "reset_password", "made-up")).toBeUndefined();
  });
});

describe("getting in", () => {
  const newcomer = () => ({ name: "Inès Moreau", company: "Agence Prisme", email: `Ines.${crypto.randomUUID().slice(0, 8)}@prisme.example`, password: "un mot de passe solide", locale: "fr" as const });

  it("signs up an agency in one transaction: the free plan with its bonus through the ledger, its subscription, its owner and a verification link", async () => {
    const input = newcomer();
    const outcome = await signUp(db(), input);
    if (outcome.kind !== "created") throw new Error(`not created: ${outcome.kind}`);
    const [account] = await db().select().from(accounts).where(eq(accounts.id, outcome.accountId));
    expect(account).toMatchObject({ name: "Agence Prisme", company: "Agence Prisme", email: input.email, plan: "free", locale: "fr" });
    expect(await balanceAndLedger(outcome.accountId)).toEqual({ balance: 500, ledger: 500 });
    expect(await db().select().from(subscriptions).where(eq(subscriptions.accountId, outcome.accountId))).toHaveLength(1);
    const [owner] = await db().select().from(users).where(eq(users.id, outcome.userId));
    expect(owner).toMatchObject({ accountId: outcome.accountId, email: input.email, name: "Inès Moreau", role: "owner", locale: "fr", emailVerifiedAt: null });
    expect(await ownerVerified(db(), outcome.accountId)).toBe(false);
    expect(await verifyEmail(db(), outcome.verifySecret)).toBe(outcome.userId);
    expect(await verifyEmail(db(), outcome.verifySecret)).toBeUndefined();
    expect(await ownerVerified(db(), outcome.accountId)).toBe(true);
    expect(await reissueVerification(db(), outcome.userId)).toBeUndefined();
  });

  it("writes nothing for an e-mail that already has an account or a user, whatever its case", async () => {
    const input = newcomer();
    expect((await signUp(db(), input)).kind).toBe("created");
    const before = (await db().select().from(accounts)).length;
    expect(await signUp(db(), { ...input, company: "Other" })).toEqual({ kind: "taken" });
    expect(await signUp(db(), { ...input, email: input.email.toUpperCase() })).toEqual({ kind: "taken" });
    expect((await db().select().from(accounts)).length).toBe(before);
  });

  it("signs in with the right password only, the same refusal for an unknown e-mail, and a new session each time", async () => {
    const input = newcomer();
    await signUp(db(), input);
    const first = await signIn(db(), input.email.toLowerCase(), input.password, { ipAddress: "203.0.113.9" });
    const second = await signIn(db(), input.email, input.password);
    if (first.kind !== "signed_in" || second.kind !== "signed_in") throw new Error("not signed in");
    expect(first.secret).not.toBe(second.secret);
    expect((await sessionBySecret(db(), first.secret))?.userId).toBe(first.userId);
    expect(await signIn(db(), input.email, "not the password")).toEqual({ kind: "refused" });
    expect(await signIn(db(), "nobody@prisme.example", input.password)).toEqual({ kind: "refused" });
  });

  it("resets a forgotten password with a link that works once: the old password and every session end, the address counts as verified", async () => {
    const input = newcomer();
    await signUp(db(), input);
    const session = await signIn(db(), input.email, input.password);
    if (session.kind !== "signed_in") throw new Error("not signed in");
    expect(await requestPasswordReset(db(), "nobody@prisme.example")).toBeUndefined();
    const reset = await requestPasswordReset(db(), input.email.toUpperCase());
    expect(reset).toMatchObject({ userId: session.userId, locale: "fr" });
    expect(await resetPassword(db(), reset!.secret, "un tout nouveau mot de passe")).toBe(session.userId);
    expect(await resetPassword(db(), reset!.secret, "encore un autre")).toBeUndefined();
    expect(await sessionBySecret(db(), session.secret)).toBeUndefined();
    expect(await signIn(db(), input.email, input.password)).toEqual({ kind: "refused" });
    expect((await signIn(db(), input.email, "un tout nouveau mot de passe")).kind).toBe("signed_in");
    const [user] = await db().select().from(users).where(eq(users.id, session.userId));
    expect(user!.emailVerifiedAt).not.toBeNull();
  });

  it("changes a password after checking the current one, ending the user's other sessions but not this one", async () => {
    const input = newcomer();
    await signUp(db(), input);
    const here = await signIn(db(), input.email, input.password);
    const elsewhere = await signIn(db(), input.email, input.password);
    if (here.kind !== "signed_in" || elsewhere.kind !== "signed_in") throw new Error("not signed in");
    const actor = { accountId: here.accountId, userId: here.userId, email: here.email };
    expect(await changePassword(db(), actor, here.sessionId, "wrong current one", "a brand new password")).toBe(false);
    expect(await changePassword(db(), actor, here.sessionId, input.password, "a brand new password")).toBe(true);
    expect(await sessionBySecret(db(), here.secret)).toBeDefined();
    expect(await sessionBySecret(db(), elsewhere.secret)).toBeUndefined();
    expect((await signIn(db(), input.email, "a brand new password")).kind).toBe("signed_in");
  });
});

describe("team", () => {
  it("keeps an owner when two owners demote or remove each other at the same moment (the account's row is locked first)", async () => {
    for (let round = 0; round < 5; round++) {
      const { account } = await createAgency();
      const [a, b] = [await createUser(account.id), await createUser(account.id)];
      const actor = (u: typeof a) => ({ accountId: account.id, userId: u.id, email: u.email, role: "owner" as const });
      const outcomes = await Promise.all(round % 2 === 0 ? [changeRole(db(), actor(a), b.id, "viewer"), changeRole(db(), actor(b), a.id, "viewer")] : [removeMember(db(), actor(a), b.id), removeMember(db(), actor(b), a.id)]);
      expect(outcomes.sort()).toEqual(["done", "last_owner"]);
      const owners = await db().select().from(users).where(sql`${users.accountId} = ${account.id} and ${users.role} = 'owner'`);
      expect(owners).toHaveLength(1);
    }
  });
});
