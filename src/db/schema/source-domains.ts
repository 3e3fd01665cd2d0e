// An account's own rules for classifying the domains engines cite, on top of the built-in table
// (src/domain/source-domains/classify.ts, documented in docs/source-domains.md).
import { sql } from "drizzle-orm";
import { check, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { accountId } from "./accounts";
import { createdAt } from "./columns";

export const domainRules = pgTable(
  "domain_rules",
  {
    id: serial("id").primaryKey(),
    accountId: accountId(),
    /** `example.com` (that host and its subdomains) or `brand.*` (any public suffix), lower case. */
    pattern: text("pattern").notNull(),
    category: text("category").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // One rule per pattern and account, held by the database rather than a check before the insert.
    uniqueIndex("domain_rules_account_pattern_idx").on(t.accountId, t.pattern),
    check("domain_rules_category", sql`${t.category} in ('editorial', 'reference', 'forum', 'social', 'marketplace', 'other')`),
  ],
);
