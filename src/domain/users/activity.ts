// The account's activity log: security events (sign-ins, keys, members, webhooks), written in the same batch as the
// change they record where there is one, and read by owners and admins newest first.
import { count, desc, eq, sql, type SQL } from "drizzle-orm";
import type { Database } from "@/db/client";
import { securityEvents, SECURITY_EVENT_KINDS } from "@/db/schema";

export type SecurityEventKind = (typeof SECURITY_EVENT_KINDS)[number];

export interface Actor {
  accountId: number;
  userId: number;
  email: string;
  ipAddress?: string | null;
}

/** The statement that records `kind` by `actor` (for a batch with the change it records). */
export function eventStatement(db: Database, actor: Actor, kind: SecurityEventKind, subject?: string | null) {
  return db.insert(securityEvents).values({
    accountId: actor.accountId,
    actorUserId: actor.userId,
    actorEmail: actor.email,
    kind,
    subject: subject?.slice(0, 300) ?? null,
    ipAddress: actor.ipAddress?.slice(0, 100) ?? null,
  });
}

/**
 * The SQL that records `kind` by `actor` once per row of the CTE `from` (an update's or delete's `returning`), with
 * `subject` computed from that row: for one statement that changes something and logs it only when it did.
 */
export function eventsFrom(actor: Actor, kind: SecurityEventKind, subject: SQL, from: string, actorUserId: number | null = actor.userId): SQL {
  return sql`
    insert into security_events (account_id, actor_user_id, actor_email, kind, subject, ip_address)
    select ${actor.accountId}, ${actorUserId}, ${actor.email}, ${kind}::security_event_kind, ${subject}, ${actor.ipAddress?.slice(0, 100) ?? null} from ${sql.identifier(from)}`;
}

export async function recordEvent(db: Database, actor: Actor, kind: SecurityEventKind, subject?: string | null): Promise<void> {
  await eventStatement(db, actor, kind, subject);
}

/** One page of the account's events, newest first, and how many there are (one round trip). */
export async function listEvents(db: Database, accountId: number, page: number, perPage: number) {
  const where = eq(securityEvents.accountId, accountId);
  const [items, [total]] = await db.batch([
    db.select().from(securityEvents).where(where).orderBy(desc(securityEvents.id)).limit(perPage).offset((page - 1) * perPage),
    db.select({ total: count() }).from(securityEvents).where(where),
  ]);
  return { items, total: total?.total ?? 0 };
}
