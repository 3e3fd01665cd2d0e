-- An action plan's status follows its tasks and its client: `archived` while the client is archived, else `active`
-- while a task is to do or in progress, `completed` when none is (every task done or dismissed, or no task at all).
-- Kept by triggers, so every path (an audit's findings, PATCH on a task, archiving or restoring the client, the demo
-- seed) leaves it right. The plans are locked first: two transactions changing tasks of one plan recompute one after
-- the other, the second with the first's tasks in view.
CREATE FUNCTION "refresh_action_plan_status"(plan_ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM action_plans WHERE id = ANY(plan_ids) ORDER BY id FOR UPDATE;
  UPDATE action_plans p
  SET status = s.status
  FROM (
    SELECT ap.id,
      (CASE
        WHEN c.status = 'archived' THEN 'archived'
        WHEN EXISTS (SELECT 1 FROM action_plan_tasks t WHERE t.plan_id = ap.id AND t.status IN ('todo', 'in_progress')) THEN 'active'
        ELSE 'completed'
      END)::plan_status AS status
    FROM action_plans ap JOIN clients c ON c.id = ap.client_id
    WHERE ap.id = ANY(plan_ids)
  ) s
  WHERE p.id = s.id AND p.status IS DISTINCT FROM s.status;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "action_plan_tasks_refresh_plans"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_action_plan_status(ARRAY(SELECT DISTINCT plan_id FROM new_rows));
  ELSIF TG_OP = 'UPDATE' THEN
    -- Only the plans whose tasks changed status (a task never moves to another plan).
    PERFORM refresh_action_plan_status(ARRAY(SELECT DISTINCT n.plan_id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n.status IS DISTINCT FROM o.status));
  ELSE
    PERFORM refresh_action_plan_status(ARRAY(SELECT DISTINCT plan_id FROM old_rows));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "action_plan_tasks_plan_status_insert" AFTER INSERT ON "action_plan_tasks" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION action_plan_tasks_refresh_plans();
--> statement-breakpoint
CREATE TRIGGER "action_plan_tasks_plan_status_update" AFTER UPDATE ON "action_plan_tasks" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION action_plan_tasks_refresh_plans();
--> statement-breakpoint
CREATE TRIGGER "action_plan_tasks_plan_status_delete" AFTER DELETE ON "action_plan_tasks" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION action_plan_tasks_refresh_plans();
--> statement-breakpoint
-- A new plan starts from its tasks (none yet: completed, until the same statement's tasks arrive and make it active).
CREATE FUNCTION "action_plans_initial_status"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_action_plan_status(ARRAY[NEW.id]);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "action_plans_status_insert" AFTER INSERT ON "action_plans"
  FOR EACH ROW EXECUTE FUNCTION action_plans_initial_status();
--> statement-breakpoint
CREATE FUNCTION "clients_refresh_plan_status"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_action_plan_status(ARRAY(SELECT id FROM action_plans WHERE client_id = NEW.id));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "clients_plan_status" AFTER UPDATE OF status ON "clients"
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION clients_refresh_plan_status();
--> statement-breakpoint
SELECT refresh_action_plan_status(ARRAY(SELECT id FROM action_plans));
