// The agency's decision on a URL models cited on a client's domain: its status and a note. The audits' checks
// (`state`) never change them.
import { and, eq } from "drizzle-orm";
import type { Database } from "@/db/client";
import { clients, hallucinatedUrls } from "@/db/schema";
import { toHallucinatedUrl } from "@/domain/clients";

/** Most characters a note holds. */
export const MAX_NOTE_LENGTH = 1000;

export interface HallucinatedUrlChanges {
  status?: (typeof hallucinatedUrls.$inferSelect)["status"];
  /** An empty note clears it, as null does. */
  note?: string | null;
}

export type HallucinatedUrlUpdate = { kind: "missing_client" } | { kind: "missing_url" } | { kind: "updated"; url: ReturnType<typeof toHallucinatedUrl> };

/** Sets the status or note of one of the client's URLs; says which of the two was not found in the account. */
export async function updateHallucinatedUrl(db: Database, accountId: number, clientId: number, urlId: number, changes: HallucinatedUrlChanges): Promise<HallucinatedUrlUpdate> {
  const [owner, updated] = await db.batch([
    db.select({ id: clients.id }).from(clients).where(and(eq(clients.accountId, accountId), eq(clients.id, clientId))),
    db
      .update(hallucinatedUrls)
      .set({ status: changes.status, note: changes.note === undefined ? undefined : changes.note || null })
      .where(and(eq(hallucinatedUrls.accountId, accountId), eq(hallucinatedUrls.clientId, clientId), eq(hallucinatedUrls.id, urlId)))
      .returning(),
  ]);
  if (owner.length === 0) return { kind: "missing_client" };
  const [row] = updated;
  return row ? { kind: "updated", url: toHallucinatedUrl(row) } : { kind: "missing_url" };
}
