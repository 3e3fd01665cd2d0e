CREATE TABLE "client_audit_summaries" (
	"client_id" integer PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"completed_audits" integer NOT NULL,
	"latest_audit_id" integer NOT NULL,
	"latest_score" integer,
	"latest_completed_at" timestamp with time zone,
	"latest_visibility" numeric,
	"latest_share_of_voice" numeric,
	"previous_audit_id" integer,
	"previous_score" integer,
	"previous_completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "client_model_scores" (
	"client_id" integer NOT NULL,
	"model_id" text NOT NULL,
	"account_id" integer NOT NULL,
	"score" double precision NOT NULL,
	CONSTRAINT "client_model_scores_client_id_model_id_pk" PRIMARY KEY("client_id","model_id")
);
--> statement-breakpoint
ALTER TABLE "client_audit_summaries" ADD CONSTRAINT "client_audit_summaries_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_audit_summaries" ADD CONSTRAINT "client_audit_summaries_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_model_scores" ADD CONSTRAINT "client_model_scores_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_model_scores" ADD CONSTRAINT "client_model_scores_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_audit_summaries_account_id_idx" ON "client_audit_summaries" USING btree ("account_id","latest_score");--> statement-breakpoint
CREATE INDEX "client_model_scores_account_id_idx" ON "client_model_scores" USING btree ("account_id","model_id","score");--> statement-breakpoint
CREATE INDEX "audits_completed_client_idx" ON "audits" USING btree ("client_id","completed_at","id") WHERE "audits"."status" = 'completed';--> statement-breakpoint
CREATE INDEX "audits_completed_account_idx" ON "audits" USING btree ("account_id","completed_at") WHERE "audits"."status" = 'completed';
--> statement-breakpoint
-- Recomputes the summaries (and latest per-model scores) of the given clients from their completed audits.
-- The clients' rows are locked first, and the statements after the lock see what concurrent transactions
-- committed meanwhile (read committed, one snapshot per statement): two audits of one client completing
-- at the same time cannot leave a summary that misses one of them.
CREATE FUNCTION "refresh_client_audit_summaries"(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(ids) = 0 THEN RETURN; END IF;
  PERFORM 1 FROM clients WHERE id = ANY(ids) ORDER BY id FOR NO KEY UPDATE;
  DELETE FROM client_audit_summaries WHERE client_id = ANY(ids);
  DELETE FROM client_model_scores WHERE client_id = ANY(ids);
  WITH ranked AS (
    SELECT a.id, a.account_id, a.client_id, a.score, a.scores, a.completed_at,
           row_number() OVER (PARTITION BY a.client_id ORDER BY a.completed_at DESC, a.id DESC) AS n,
           count(*) OVER (PARTITION BY a.client_id) AS audits_count
    FROM audits a WHERE a.client_id = ANY(ids) AND a.status = 'completed'
  )
  INSERT INTO client_audit_summaries (client_id, account_id, completed_audits, latest_audit_id, latest_score, latest_completed_at,
    latest_visibility, latest_share_of_voice, previous_audit_id, previous_score, previous_completed_at)
  SELECT l.client_id, l.account_id, l.audits_count, l.id, l.score, l.completed_at,
    (l.scores -> 'overall' ->> 'visibility')::numeric, (l.scores -> 'overall' ->> 'share_of_voice')::numeric, p.id, p.score, p.completed_at
  FROM ranked l LEFT JOIN ranked p ON p.client_id = l.client_id AND p.n = 2
  WHERE l.n = 1;
  INSERT INTO client_model_scores (client_id, model_id, account_id, score)
  SELECT s.client_id, m ->> 'model_id', s.account_id, (m ->> 'score')::float8
  FROM client_audit_summaries s JOIN audits a ON a.id = s.latest_audit_id,
       jsonb_array_elements(CASE WHEN jsonb_typeof(a.scores -> 'by_model') = 'array' THEN a.scores -> 'by_model' ELSE '[]'::jsonb END) m
  WHERE s.client_id = ANY(ids) AND m ->> 'model_id' IS NOT NULL AND jsonb_typeof(m -> 'score') = 'number'
  ON CONFLICT DO NOTHING;
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
