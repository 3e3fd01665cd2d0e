-- The cap on active scheduled audits per account, enforced where concurrent writers meet: a trigger that locks the
-- account row, then counts (a fresh snapshot, taken after the lock, sees every committed schedule). A count in the
-- application followed by an insert let 24 concurrent creates go past the cap.
CREATE FUNCTION enforce_active_schedule_cap() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.active AND (TG_OP = 'INSERT' OR NOT OLD.active) THEN
    PERFORM 1 FROM accounts WHERE id = NEW.account_id FOR UPDATE;
    IF (SELECT count(*) FROM scheduled_audits WHERE account_id = NEW.account_id AND active AND id <> NEW.id) >= 100 THEN
      RAISE EXCEPTION 'active_schedule_cap' USING ERRCODE = 'check_violation', HINT = 'at most 100 active scheduled audits per account';
    END IF;
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER scheduled_audits_active_cap BEFORE INSERT OR UPDATE OF active ON scheduled_audits
  FOR EACH ROW EXECUTE FUNCTION enforce_active_schedule_cap();
