// Clients (the brands an agency audits), their contacts and their competitors.
import { sql } from "drizzle-orm";
import { boolean, index, integer, pgEnum, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { accountId } from "./accounts";
import { createdAt, updatedAt } from "./columns";

export const CLIENT_STATUSES = ["active", "paused", "archived"] as const;
export const clientStatusEnum = pgEnum("client_status", CLIENT_STATUSES);

export const clients = pgTable(
  "clients",
  {
    id: serial("id").primaryKey(),
    accountId: accountId(),
    name: text("name").notNull(),
    sector: text("sector").notNull(),
    website: text("website").notNull(),
    /** Host of `website` without `www.`; citations on it count as the client's own. */
    domain: text("domain").notNull(),
    /** The client's other domains (country sites, a corporate site): citations and sources on them are its own too. */
    otherDomains: text("other_domains").array().notNull().default(sql`'{}'::text[]`),
    /** ISO 3166-1 alpha-2, upper case. */
    country: text("country").notNull(),
    /** ISO 639-1 language of the client's market; prompts are asked in it. */
    language: text("language").notNull().default("en"),
    /** Other names that count as a mention of the brand (matched accent- and case-insensitively). */
    aliases: text("aliases").array().notNull().default(sql`'{}'::text[]`),
    keywords: text("keywords").array().notNull().default(sql`'{}'::text[]`),
    description: text("description"),
    status: clientStatusEnum("status").notNull().default("active"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("clients_account_id_id_idx").on(t.accountId, t.id),
    // One client per domain name in an account, whatever its status: an archived client is restored, not created
    // again. A site on an IP address (only local development sites have one) is not a domain: several may share it.
    uniqueIndex("clients_account_domain_idx")
      .on(t.accountId, t.domain)
      .where(sql`${t.domain} !~ '^[0-9.]+$' and ${t.domain} not like '[%'`),
  ],
);

/** The client a row hangs off; deleting the client deletes it. */
export const clientId = () =>
  integer("client_id")
    .notNull()
    .references(() => clients.id, { onDelete: "cascade" });

export const contacts = pgTable(
  "contacts",
  {
    id: serial("id").primaryKey(),
    accountId: accountId(),
    clientId: clientId(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    role: text("role"),
    isPrimary: boolean("is_primary").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index("contacts_client_id_idx").on(t.clientId, t.id),
    uniqueIndex("contacts_client_email_idx").on(t.clientId, sql`lower(${t.email})`),
    // At most one primary contact per client.
    uniqueIndex("contacts_client_primary_idx").on(t.clientId).where(sql`${t.isPrimary}`),
  ],
);

export const competitors = pgTable(
  "competitors",
  {
    id: serial("id").primaryKey(),
    accountId: accountId(),
    clientId: clientId(),
    name: text("name").notNull(),
    website: text("website"),
    aliases: text("aliases").array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
  },
  (t) => [index("competitors_client_id_idx").on(t.clientId, t.id), uniqueIndex("competitors_client_name_idx").on(t.clientId, sql`lower(${t.name})`)],
);
