// What the audit engine finds about a client's site: the GEO checklist and the URLs AI models invented.
import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgEnum, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { clientId } from "./clients";
import { accountId } from "./accounts";
import { timestamptz, updatedAt } from "./columns";

export const CHECK_STATUSES = ["pass", "warning", "fail", "unknown"] as const;
export const checkStatusEnum = pgEnum("check_status", CHECK_STATUSES);
export const PRIORITIES = ["high", "medium", "low"] as const;
export const priorityEnum = pgEnum("priority", PRIORITIES);
export const CHECK_CATEGORIES = ["technical", "content", "structured_data", "authority"] as const;
export const checkCategoryEnum = pgEnum("check_category", CHECK_CATEGORIES);

export const geoChecklistItems = pgTable(
  "geo_checklist_items",
  {
    id: serial("id").primaryKey(),
    accountId: accountId(),
    clientId: clientId(),
    /** Stable identifier of the check, e.g. `robots_txt_allows_ai_crawlers`. */
    key: text("key").notNull(),
    category: checkCategoryEnum("category").notNull(),
    /** Texts by language: `{ "en": …, "fr": …, "es": …, "de": … }`. */
    title: jsonb("title").$type<Localized>().notNull(),
    description: jsonb("description").$type<Localized>().notNull(),
    status: checkStatusEnum("status").notNull().default("unknown"),
    priority: priorityEnum("priority").notNull().default("medium"),
    /** What to do, by language; null when the check passes. */
    recommendation: jsonb("recommendation").$type<Localized>(),
    /**
     * What was observed when the check ran (e.g. the robots.txt line that blocks GPTBot), by language. Rows checked
     * before migration 0012 have English only (`{ "en": … }`) until their next check.
     */
    evidence: jsonb("evidence").$type<Partial<Localized>>(),
    checkedAt: timestamptz("checked_at"),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("geo_checklist_items_client_key_idx").on(t.clientId, t.key)],
);

/** A text in each documentation language. */
export type Localized = Record<"en" | "fr" | "es" | "de", string>;

/** What an HTTP check of the URL found: `hallucinated` (404/410…), `valid`, or `unverified` (site unreachable, 5xx, 401/403). */
export const URL_STATES = ["hallucinated", "valid", "unverified"] as const;
export const urlStateEnum = pgEnum("url_state", URL_STATES);
/** What the agency did about it. */
export const HALLUCINATED_URL_STATUSES = ["open", "redirected", "ignored"] as const;
export const hallucinatedUrlStatusEnum = pgEnum("hallucinated_url_status", HALLUCINATED_URL_STATUSES);

export const hallucinatedUrls = pgTable(
  "hallucinated_urls",
  {
    id: serial("id").primaryKey(),
    accountId: accountId(),
    clientId: clientId(),
    url: text("url").notNull(),
    /** Model ids (e.g. `gpt-4o`) whose answers cited this URL. */
    modelIds: text("model_ids").array().notNull(),
    /** Audits whose answers cited it, oldest first. */
    auditIds: integer("audit_ids").array().notNull().default(sql`'{}'::int[]`),
    state: urlStateEnum("state").notNull().default("unverified"),
    /** HTTP status the URL answered with when checked; null when the site could not be reached. */
    httpStatus: integer("http_status"),
    status: hallucinatedUrlStatusEnum("status").notNull().default("open"),
    /** Existing page of the site the URL should redirect to, when one matches. */
    suggestedRedirect: text("suggested_redirect"),
    /** The agency's note on the status (e.g. "301 set up on 12 Nov"), or null. */
    note: text("note"),
    occurrences: integer("occurrences").notNull().default(1),
    /** Audit that last saw the URL. */
    lastAuditId: integer("last_audit_id"),
    checkedAt: timestamptz("checked_at"),
    firstSeenAt: timestamptz("first_seen_at").notNull().defaultNow(),
    lastSeenAt: timestamptz("last_seen_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("hallucinated_urls_client_url_idx").on(t.clientId, t.url),
    index("hallucinated_urls_client_id_idx").on(t.clientId, t.id),
  ],
);
