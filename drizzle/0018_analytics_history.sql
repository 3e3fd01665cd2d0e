CREATE TABLE "client_audit_history" (
	"audit_id" integer PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"completed_at" timestamp with time zone NOT NULL,
	"ordinal" integer NOT NULL,
	"score" integer,
	"visibility" numeric,
	"share_of_voice" numeric,
	"score_se" double precision,
	"previous_score" integer,
	"previous_completed_at" timestamp with time zone,
	"model_ids" text[] NOT NULL,
	"model_scores" double precision[] NOT NULL
);
--> statement-breakpoint
ALTER TABLE "client_audit_history" ADD CONSTRAINT "client_audit_history_audit_id_audits_id_fk" FOREIGN KEY ("audit_id") REFERENCES "public"."audits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_audit_history" ADD CONSTRAINT "client_audit_history_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_audit_history" ADD CONSTRAINT "client_audit_history_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_audit_history_client_idx" ON "client_audit_history" USING btree ("client_id","completed_at" desc,"audit_id" desc);--> statement-breakpoint
CREATE INDEX "client_audit_history_account_idx" ON "client_audit_history" USING btree ("account_id","completed_at");--> statement-breakpoint
-- `scores.by_model` as two parallel arrays (model id, score), in the document's order, first entry of a model only.
CREATE FUNCTION "model_scores_of"(scores jsonb, OUT model_ids text[], OUT model_scores double precision[]) LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(array_agg(model_id ORDER BY i), '{}'), coalesce(array_agg(score ORDER BY i), '{}') FROM (
    SELECT DISTINCT ON (m ->> 'model_id') m ->> 'model_id' AS model_id, (m ->> 'score')::float8 AS score, i
    FROM jsonb_array_elements(CASE WHEN jsonb_typeof(scores -> 'by_model') = 'array' THEN scores -> 'by_model' ELSE '[]'::jsonb END) WITH ORDINALITY e(m, i)
    WHERE m ->> 'model_id' IS NOT NULL AND jsonb_typeof(m -> 'score') = 'number'
    ORDER BY m ->> 'model_id', i) x
$$;
--> statement-breakpoint
-- Numbers the clients' history rows 1, 2, 3… by (completed_at, audit_id) and copies each one's predecessor
-- (score, completion time) into it; writes only the rows whose numbers changed (usually the one just added).
CREATE FUNCTION "renumber_client_audit_history"(ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE client_audit_history h
  SET ordinal = r.ordinal, previous_score = r.previous_score, previous_completed_at = r.previous_completed_at
  FROM (
    SELECT audit_id, row_number() OVER w AS ordinal, lag(score) OVER w AS previous_score, lag(completed_at) OVER w AS previous_completed_at
    FROM client_audit_history WHERE client_id = ANY(ids)
    WINDOW w AS (PARTITION BY client_id ORDER BY completed_at, audit_id)
  ) r
  WHERE h.audit_id = r.audit_id
    AND (h.ordinal, h.previous_score, h.previous_completed_at) IS DISTINCT FROM (r.ordinal::int, r.previous_score, r.previous_completed_at)
$$;
--> statement-breakpoint
-- The summaries' trigger function now also keeps the history: after the clients' rows are locked (in
-- refresh_client_audit_summaries), it removes the rows of audits that are no longer completed, writes those of
-- the statement's completed audits (only what changed), and renumbers the clients. Two transactions completing
-- audits of one client wait for each other at the lock, and the second renumbers with the first's rows in view.
CREATE OR REPLACE FUNCTION "audits_refresh_summaries"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    ids := ARRAY(SELECT DISTINCT client_id FROM new_rows WHERE status = 'completed');
  ELSIF TG_OP = 'UPDATE' THEN
    ids := ARRAY(SELECT client_id FROM new_rows WHERE status = 'completed' UNION SELECT client_id FROM old_rows WHERE status = 'completed');
  ELSE
    ids := ARRAY(SELECT DISTINCT client_id FROM old_rows WHERE status = 'completed');
  END IF;
  IF cardinality(ids) = 0 THEN RETURN NULL; END IF;
  PERFORM refresh_client_audit_summaries(ids);
  IF TG_OP = 'DELETE' THEN
    DELETE FROM client_audit_history h USING old_rows o WHERE h.audit_id = o.id;
  ELSE
    IF TG_OP = 'UPDATE' THEN
      DELETE FROM client_audit_history h USING new_rows n
      WHERE h.audit_id = n.id AND (n.status <> 'completed' OR n.completed_at IS NULL);
    END IF;
    INSERT INTO client_audit_history AS h (audit_id, client_id, account_id, completed_at, ordinal, score, visibility, share_of_voice, score_se,
      model_ids, model_scores)
    SELECT n.id, n.client_id, n.account_id, n.completed_at, 0, n.score,
      (n.scores -> 'overall' ->> 'visibility')::numeric, (n.scores -> 'overall' ->> 'share_of_voice')::numeric, score_standard_error(n.scores),
      ms.model_ids, ms.model_scores
    FROM new_rows n, model_scores_of(n.scores) ms
    WHERE n.status = 'completed' AND n.completed_at IS NOT NULL
    ON CONFLICT (audit_id) DO UPDATE SET completed_at = excluded.completed_at, score = excluded.score, visibility = excluded.visibility,
      share_of_voice = excluded.share_of_voice, score_se = excluded.score_se, model_ids = excluded.model_ids, model_scores = excluded.model_scores
    WHERE (h.completed_at, h.score, h.visibility, h.share_of_voice, h.score_se, h.model_ids, h.model_scores)
      IS DISTINCT FROM (excluded.completed_at, excluded.score, excluded.visibility, excluded.share_of_voice, excluded.score_se, excluded.model_ids, excluded.model_scores);
  END IF;
  PERFORM renumber_client_audit_history(ids);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Existing audits.
INSERT INTO client_audit_history (audit_id, client_id, account_id, completed_at, ordinal, score, visibility, share_of_voice, score_se,
  previous_score, previous_completed_at, model_ids, model_scores)
SELECT a.id, a.client_id, a.account_id, a.completed_at,
  row_number() OVER w, a.score, (a.scores -> 'overall' ->> 'visibility')::numeric, (a.scores -> 'overall' ->> 'share_of_voice')::numeric,
  score_standard_error(a.scores), lag(a.score) OVER w, lag(a.completed_at) OVER w, ms.model_ids, ms.model_scores
FROM audits a, model_scores_of(a.scores) ms
WHERE a.status = 'completed' AND a.completed_at IS NOT NULL
WINDOW w AS (PARTITION BY a.client_id ORDER BY a.completed_at, a.id);
