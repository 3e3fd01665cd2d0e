// The people who sign in to the console: each belongs to one account with a role, signs in with an e-mail and a
// password, and holds server-side sessions. A console session is never an API credential, nor an API key a session.
import { sql } from "drizzle-orm";
import { index, integer, pgEnum, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { accountId } from "./accounts";
import { createdAt, timestamptz, updatedAt } from "./columns";

/** owner: everything, ownership included; admin: everything but ownership; member: clients and audits (no keys,
 * webhooks or team); viewer: reads only. */
export const USER_ROLES = ["owner", "admin", "member", "viewer"] as const;
export const userRoleEnum = pgEnum("user_role", USER_ROLES);

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    accountId: accountId(),
    /** As typed; unique whatever its case (the index below). */
    email: text("email").notNull(),
    name: text("name").notNull(),
    /** `scrypt$N$r$p$salt$hash` (src/domain/users/passwords.ts): the parameters travel with the hash. */
    passwordHash: text("password_hash").notNull(),
    role: userRoleEnum("role").notNull(),
    /** `en`, `fr`, `es` or `de`: the console's language for this user. */
    locale: text("locale").notNull().default("en"),
    /** Null until the user opens the verification link; an account makes keys only once its owner is verified. */
    emailVerifiedAt: timestamptz("email_verified_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("users_email_idx").on(sql`lower(${t.email})`), index("users_account_id_idx").on(t.accountId, t.id)],
);

export const userSessions = pgTable(
  "user_sessions",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Hex SHA-256 of the cookie's token; the token itself is never stored. */
    tokenHash: text("token_hash").notNull().unique(),
    createdAt: createdAt(),
    /** Moved at most every few minutes: a session unused for the idle limit ends. */
    lastSeenAt: timestamptz("last_seen_at").notNull().defaultNow(),
    /** The absolute end, whatever the use. */
    expiresAt: timestamptz("expires_at").notNull(),
    revokedAt: timestamptz("revoked_at"),
    /** What the sessions page shows the user: where and with what it signed in. */
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
  },
  (t) => [index("user_sessions_user_id_idx").on(t.userId, t.id)],
);

export const USER_TOKEN_PURPOSES = ["verify_email", "reset_password"] as const;
export const userTokenPurposeEnum = pgEnum("user_token_purpose", USER_TOKEN_PURPOSES);

/** Links sent by e-mail: single use, expiring, stored as the hash of their token. */
export const userTokens = pgTable(
  "user_tokens",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: userTokenPurposeEnum("purpose").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: timestamptz("expires_at").notNull(),
    usedAt: timestamptz("used_at"),
    createdAt: createdAt(),
  },
  (t) => [index("user_tokens_user_id_idx").on(t.userId, t.purpose)],
);

/**
 * Invitations to join an account with a role: e-mailed as a single-use link (the hash of its secret is kept), expiring,
 * revocable. An address has at most one pending invitation per account (the partial unique index).
 */
export const invitations = pgTable(
  "invitations",
  {
    id: serial("id").primaryKey(),
    accountId: accountId(),
    email: text("email").notNull(),
    role: userRoleEnum("role").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    invitedByUserId: integer("invited_by_user_id").references(() => users.id, { onDelete: "set null" }),
    expiresAt: timestamptz("expires_at").notNull(),
    acceptedAt: timestamptz("accepted_at"),
    revokedAt: timestamptz("revoked_at"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("invitations_pending_email_idx").on(t.accountId, sql`lower(${t.email})`).where(sql`accepted_at is null and revoked_at is null`),
    index("invitations_account_id_idx").on(t.accountId, t.id),
  ],
);

export const SECURITY_EVENT_KINDS = [
  "signed_in",
  "signed_out",
  "password_changed",
  "password_reset",
  "email_verified",
  "session_revoked",
  "key_created",
  "key_revoked",
  "member_invited",
  "invitation_revoked",
  "member_joined",
  "member_removed",
  "role_changed",
  "webhook_created",
  "webhook_secret_rotated",
  "webhook_toggled",
] as const;
export const securityEventKindEnum = pgEnum("security_event_kind", SECURITY_EVENT_KINDS);

/** The account's activity log of security events, for its owners and admins: who did what, from where, when. */
export const securityEvents = pgTable(
  "security_events",
  {
    id: serial("id").primaryKey(),
    accountId: accountId(),
    /** Who acted; null once that user is removed (the event stays, with `actor_email`). */
    actorUserId: integer("actor_user_id").references(() => users.id, { onDelete: "set null" }),
    actorEmail: text("actor_email"),
    kind: securityEventKindEnum("kind").notNull(),
    /** What it was about, as shown: a key's name and prefix, a member's e-mail and role… */
    subject: text("subject"),
    ipAddress: text("ip_address"),
    createdAt: createdAt(),
  },
  (t) => [index("security_events_account_id_idx").on(t.accountId, t.id)],
);
