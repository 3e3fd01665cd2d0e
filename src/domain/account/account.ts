// The caller's account as the API shows it.
import { eq } from "drizzle-orm";
import type { Database } from "@/db/client";
import { accounts } from "@/db/schema";
import type { Caller } from "@/platform/context";

export async function getProfile(db: Database, caller: Caller) {
  const [account] = await db.select().from(accounts).where(eq(accounts.id, caller.accountId));
  if (!account) return undefined;
  return {
    id: account.id,
    name: account.name,
    email: account.email,
    company: account.company,
    plan: account.plan,
    is_partner: account.isPartner,
    locale: account.locale,
    created_at: account.createdAt.toISOString(),
    api_key: { name: caller.keyName, prefix: caller.keyPrefix, scopes: caller.scopes },
  };
}
