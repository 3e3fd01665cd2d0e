// Whether a client is the caller's: the condition every query under a client starts from, and the 404s that name what
// is missing (the client itself, or the item under it), so another account's client is never told apart from none.
import { and, eq } from "drizzle-orm";
import type { Database } from "@/db/client";
import { clients } from "@/db/schema";
import { ApiError } from "@/platform/errors";

/** The client `clientId`, in the caller's account. */
export function ownedClient(accountId: number, clientId: number) {
  return and(eq(clients.accountId, accountId), eq(clients.id, clientId));
}

/** The client exists in the account (a write under another account's client is a 404, never a write). */
export async function ownedClientOrFail(db: Database, accountId: number, clientId: number): Promise<void> {
  const [row] = await db.select({ id: clients.id }).from(clients).where(ownedClient(accountId, clientId));
  if (!row) throw new ApiError(404, `Client ${clientId} not found.`);
}

/** 404 naming what is missing: the client, or the item under it (`Competitor 7`, `Prompt 3`). */
export async function notFoundUnder(db: Database, accountId: number, clientId: number, item: string): Promise<never> {
  await ownedClientOrFail(db, accountId, clientId);
  throw new ApiError(404, `${item} not found for client ${clientId}.`);
}
