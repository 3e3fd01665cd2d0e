// The credit ledger: every change of an account's balance, so the balance is always explainable.
import { index, integer, pgEnum, pgTable, serial, text } from "drizzle-orm/pg-core";
import { accountId } from "./accounts";
import { createdAt } from "./columns";

export const LEDGER_REASONS = ["signup_bonus", "monthly_allowance", "audit_launch", "audit_refund", "adjustment"] as const;
export const ledgerReasonEnum = pgEnum("ledger_reason", LEDGER_REASONS);

export const creditLedger = pgTable(
  "credit_ledger",
  {
    id: serial("id").primaryKey(),
    accountId: accountId(),
    /** Credits added (positive) or spent (negative). */
    amount: integer("amount").notNull(),
    reason: ledgerReasonEnum("reason").notNull(),
    /** The audit a launch debit or refund is for (no foreign key: the entry outlives the audit). */
    auditId: integer("audit_id"),
    description: text("description"),
    createdAt: createdAt(),
  },
  (t) => [index("credit_ledger_account_id_idx").on(t.accountId, t.id)],
);
