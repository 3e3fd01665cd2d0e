CREATE TABLE "domain_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"pattern" text NOT NULL,
	"category" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "domain_rules_category" CHECK ("domain_rules"."category" in ('editorial', 'reference', 'forum', 'social', 'marketplace', 'other'))
);
--> statement-breakpoint
ALTER TABLE "domain_rules" ADD CONSTRAINT "domain_rules_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "domain_rules_account_pattern_idx" ON "domain_rules" USING btree ("account_id","pattern");--> statement-breakpoint
-- At most 200 rules per account, held where concurrent writers meet (as for scheduled audits, 0010): lock the
-- account row, then count with a snapshot taken after the lock.
CREATE FUNCTION enforce_domain_rule_cap() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM accounts WHERE id = NEW.account_id FOR UPDATE;
  IF (SELECT count(*) FROM domain_rules WHERE account_id = NEW.account_id) >= 200 THEN
    RAISE EXCEPTION 'domain_rule_cap' USING ERRCODE = 'check_violation', HINT = 'at most 200 domain rules per account';
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER domain_rules_cap BEFORE INSERT ON domain_rules FOR EACH ROW EXECUTE FUNCTION enforce_domain_rule_cap();
