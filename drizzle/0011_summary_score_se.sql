ALTER TABLE "client_audit_summaries" ADD COLUMN "latest_score_se" double precision;--> statement-breakpoint
-- A score's standard error, read from its 95 % interval (width / 3.92); null when the scores have no interval. The
-- summaries keep it, and the windowed analytics read it from the audits, through this one definition.
CREATE FUNCTION "score_standard_error"(scores jsonb) RETURNS double precision LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN jsonb_typeof(scores -> 'overall' -> 'score_ci95' -> 'low') = 'number' AND jsonb_typeof(scores -> 'overall' -> 'score_ci95' -> 'high') = 'number'
    THEN ((scores -> 'overall' -> 'score_ci95' ->> 'high')::float8 - (scores -> 'overall' -> 'score_ci95' ->> 'low')::float8) / 3.92 END
$$;
--> statement-breakpoint
-- The summaries also keep the latest score's standard error, so the portfolio can give its mean score a noise
-- interval without reading every client's latest audit.
CREATE OR REPLACE FUNCTION "refresh_client_audit_summaries"(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
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
    latest_visibility, latest_share_of_voice, latest_score_se, previous_audit_id, previous_score, previous_completed_at)
  SELECT l.client_id, l.account_id, l.audits_count, l.id, l.score, l.completed_at,
    (l.scores -> 'overall' ->> 'visibility')::numeric, (l.scores -> 'overall' ->> 'share_of_voice')::numeric,
    score_standard_error(l.scores),
    p.id, p.score, p.completed_at
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
SELECT refresh_client_audit_summaries(ARRAY(SELECT DISTINCT client_id FROM audits WHERE status = 'completed'));
