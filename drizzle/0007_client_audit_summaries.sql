CREATE TABLE "client_audit_summaries" (
	"client_id" integer PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"completed_audits" integer NOT NULL,
	"latest_audit_id" integer NOT NULL,
	"latest_score" integer,
	"latest_completed_at" timestamp with time zone,
	"latest_visibility" numeric,
	"latest_share_of_voice" numeric,
	"latest_model_scores" jsonb NOT NULL,
	"previous_audit_id" integer,
	"previous_score" integer
);
--> statement-breakpoint
ALTER TABLE "client_audit_summaries" ADD CONSTRAINT "client_audit_summaries_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_audit_summaries" ADD CONSTRAINT "client_audit_summaries_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_audit_summaries_account_id_idx" ON "client_audit_summaries" USING btree ("account_id","latest_score");--> statement-breakpoint
CREATE INDEX "audits_completed_client_idx" ON "audits" USING btree ("client_id","completed_at","id") WHERE "audits"."status" = 'completed';--> statement-breakpoint
CREATE INDEX "audits_completed_account_idx" ON "audits" USING btree ("account_id","completed_at") WHERE "audits"."status" = 'completed';--> statement-breakpoint
-- Recomputes the summaries of the given clients from their completed audits (custom SQL below this line).
-- The clients' rows are locked first, and the statements after the lock see what concurrent transactions
-- committed meanwhile (read committed, one snapshot per statement): two audits of one client completing
-- at the same time cannot leave a summary that misses one of them.
CREATE FUNCTION "refresh_client_audit_summaries"(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(ids) = 0 THEN RETURN; END IF;
  PERFORM 1 FROM clients WHERE id = ANY(ids) ORDER BY id FOR NO KEY UPDATE;
  DELETE FROM client_audit_summaries s WHERE s.client_id = ANY(ids)
    AND NOT EXISTS (SELECT 1 FROM audits a WHERE a.client_id = s.client_id AND a.status = 'completed');
  WITH ranked AS (
    SELECT a.*, row_number() OVER (PARTITION BY a.client_id ORDER BY a.completed_at DESC, a.id DESC) AS n,
           count(*) OVER (PARTITION BY a.client_id) AS audits_count
    FROM audits a WHERE a.client_id = ANY(ids) AND a.status = 'completed'
  )
  INSERT INTO client_audit_summaries AS s (client_id, account_id, completed_audits, latest_audit_id, latest_score,
    latest_completed_at, latest_visibility, latest_share_of_voice, latest_model_scores, previous_audit_id, previous_score)
  SELECT l.client_id, l.account_id, l.audits_count, l.id, l.score, l.completed_at,
    (l.scores -> 'overall' ->> 'visibility')::numeric, (l.scores -> 'overall' ->> 'share_of_voice')::numeric,
    coalesce((SELECT jsonb_agg(jsonb_build_object('model_id', m ->> 'model_id', 'score', (m ->> 'score')::numeric))
              FROM jsonb_array_elements(CASE WHEN jsonb_typeof(l.scores -> 'by_model') = 'array' THEN l.scores -> 'by_model' ELSE '[]'::jsonb END) m), '[]'::jsonb),
    p.id, p.score
  FROM ranked l LEFT JOIN ranked p ON p.client_id = l.client_id AND p.n = 2
  WHERE l.n = 1
  ON CONFLICT (client_id) DO UPDATE SET account_id = excluded.account_id, completed_audits = excluded.completed_audits,
    latest_audit_id = excluded.latest_audit_id, latest_score = excluded.latest_score, latest_completed_at = excluded.latest_completed_at,
    latest_visibility = excluded.latest_visibility, latest_share_of_voice = excluded.latest_share_of_voice,
    latest_model_scores = excluded.latest_model_scores, previous_audit_id = excluded.previous_audit_id, previous_score = excluded.previous_score;
END $$;
--> statement-breakpoint
-- Statement-level triggers: one refresh per statement for the clients whose completed audits it added,
-- changed or removed (a progress update of a running audit touches no completed row and costs a scan of one row).
CREATE FUNCTION "audits_refresh_summaries"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_client_audit_summaries(ARRAY(SELECT DISTINCT client_id FROM new_rows WHERE status = 'completed'));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM refresh_client_audit_summaries(ARRAY(
      SELECT client_id FROM new_rows WHERE status = 'completed' UNION SELECT client_id FROM old_rows WHERE status = 'completed'));
  ELSE
    PERFORM refresh_client_audit_summaries(ARRAY(SELECT DISTINCT client_id FROM old_rows WHERE status = 'completed'));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "audits_summaries_insert" AFTER INSERT ON "audits" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION audits_refresh_summaries();
--> statement-breakpoint
CREATE TRIGGER "audits_summaries_update" AFTER UPDATE ON "audits" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION audits_refresh_summaries();
--> statement-breakpoint
CREATE TRIGGER "audits_summaries_delete" AFTER DELETE ON "audits" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION audits_refresh_summaries();
--> statement-breakpoint
-- Existing audits.
SELECT refresh_client_audit_summaries(ARRAY(SELECT DISTINCT client_id FROM audits WHERE status = 'completed'));
