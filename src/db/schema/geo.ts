// What the audit engine finds about a client's site: the GEO checklist and the URLs AI models invented.
import { index, integer, pgEnum, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { clientId } from "./clients";
import { accountId, timestamptz, updatedAt } from "./columns";

export const CHECK_STATUSES = ["pass", "warning", "fail", "unverified"] as const;
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
    title: text("title").notNull(),
    description: text("description").notNull(),
    status: checkStatusEnum("status").notNull().default("unverified"),
    priority: priorityEnum("priority").notNull().default("medium"),
    recommendation: text("recommendation"),
    /** What was observed when the check ran (e.g. the robots.txt line that blocks GPTBot). */
    evidence: text("evidence"),
    checkedAt: timestamptz("checked_at"),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("geo_checklist_items_client_key_idx").on(t.clientId, t.key)],
);

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
    /** HTTP status the URL answered with when checked; null when the site could not be reached. */
    httpStatus: integer("http_status"),
    status: hallucinatedUrlStatusEnum("status").notNull().default("open"),
    /** Existing page of the site the URL should redirect to, when one matches. */
    suggestedRedirect: text("suggested_redirect"),
    occurrences: integer("occurrences").notNull().default(1),
    /** Audit that last saw the URL (no foreign key yet: audits arrive with the audit engine). */
    lastAuditId: integer("last_audit_id"),
    firstSeenAt: timestamptz("first_seen_at").notNull().defaultNow(),
    lastSeenAt: timestamptz("last_seen_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("hallucinated_urls_client_url_idx").on(t.clientId, t.url),
    index("hallucinated_urls_client_id_idx").on(t.clientId, t.id),
  ],
);
