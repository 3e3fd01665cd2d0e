-- Indexes for the cron tick and the deliveries: the prune of events past their retention reads events by
-- created_at across accounts, and a failed delivery reads its endpoint's latest attempt to tell a continuing failure
-- streak from a new one (src/domain/webhooks/delivery.ts).
CREATE INDEX "webhook_deliveries_endpoint_attempt_idx" ON "webhook_deliveries" USING btree ("endpoint_id","last_attempt_at");--> statement-breakpoint
CREATE INDEX "webhook_events_created_at_idx" ON "webhook_events" USING btree ("created_at");