// Columns every table repeats: timestamps. The owning account's column (`accountId`) lives beside `accounts`, and
// `clientId` beside `clients`.
import { timestamp } from "drizzle-orm/pg-core";

export const timestamptz = (name: string) => timestamp(name, { withTimezone: true });
export const createdAt = () => timestamptz("created_at").notNull().defaultNow();
export const updatedAt = () => timestamptz("updated_at").notNull().defaultNow();
