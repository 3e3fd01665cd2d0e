// Columns every tenant table repeats: the owning account and timestamps (`clientId` lives beside `clients`).
import { integer, timestamp } from "drizzle-orm/pg-core";
import { accounts } from "./accounts";

/** Every row belongs to an account; queries always filter on it (tenancy). */
export const accountId = () =>
  integer("account_id")
    .notNull()
    .references(() => accounts.id, { onDelete: "cascade" });

export const timestamptz = (name: string) => timestamp(name, { withTimezone: true });
export const createdAt = () => timestamptz("created_at").notNull().defaultNow();
export const updatedAt = () => timestamptz("updated_at").notNull().defaultNow();
