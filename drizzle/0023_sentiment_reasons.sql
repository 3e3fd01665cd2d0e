-- Why each sentiment is what it is: per tracked name, the sentences that decided it (analysis version 4).
-- Null for answers read by an earlier analysis until `npm run reanalyze` reads them again.
ALTER TABLE "audit_queries" ADD COLUMN "sentiment_reasons" jsonb;