// Reports: one per completed audit, the document an agency hands to its client. The PDF itself is
// rendered from the audit's data on request; the row records its language and, once rendered, its size.
import { index, integer, pgEnum, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { audits } from "./audits";
import { clientId } from "./clients";
import { accountId } from "./accounts";
import { createdAt, timestamptz } from "./columns";

/** `ready`: rendered on the first download; `rendered`: rendered once, so its pages and size are known. */
export const REPORT_STATUSES = ["ready", "rendered"] as const;
export const reportStatusEnum = pgEnum("report_status", REPORT_STATUSES);

export const reports = pgTable(
  "reports",
  {
    id: serial("id").primaryKey(),
    accountId: accountId(),
    clientId: clientId(),
    auditId: integer("audit_id")
      .notNull()
      .references(() => audits.id, { onDelete: "cascade" }),
    /** Language the report is written in (fr, en, es, de): the client's, else English. */
    language: text("language").notNull(),
    status: reportStatusEnum("status").notNull().default("ready"),
    pageCount: integer("page_count"),
    sizeBytes: integer("size_bytes"),
    renderedAt: timestamptz("rendered_at"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("reports_audit_id_key").on(t.auditId),
    index("reports_account_id_idx").on(t.accountId, t.id),
    // GET /reports pages newest first (created_at desc, id desc): without it, every report of the account is joined and sorted (bench/scale.ts).
    index("reports_account_created_at_idx").on(t.accountId, t.createdAt, t.id),
  ],
);
