ALTER TYPE "public"."task_status" ADD VALUE 'dismissed';--> statement-breakpoint
ALTER TYPE "public"."audit_status" ADD VALUE 'cancelled';--> statement-breakpoint
ALTER TYPE "public"."query_status" ADD VALUE 'cancelled';--> statement-breakpoint
ALTER TABLE "client_prompts" ADD COLUMN "language" text;--> statement-breakpoint
-- Saved prompts were written in their client's language.
UPDATE "client_prompts" SET "language" = "clients"."language" FROM "clients" WHERE "clients"."id" = "client_prompts"."client_id";--> statement-breakpoint
ALTER TABLE "client_prompts" ALTER COLUMN "language" SET NOT NULL;--> statement-breakpoint
-- The same prompt twice for a client asks it twice for nothing: keep the first.
DELETE FROM "client_prompts" p USING "client_prompts" q WHERE p."client_id" = q."client_id" AND lower(p."prompt") = lower(q."prompt") AND p."id" > q."id";--> statement-breakpoint
ALTER TABLE "client_prompts" ADD COLUMN "topic" text;--> statement-breakpoint
ALTER TABLE "client_prompts" ADD COLUMN "tags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "client_prompts" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "client_prompts" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "resource_type" text DEFAULT 'audit' NOT NULL;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "resource_ids" integer[];--> statement-breakpoint
UPDATE "idempotency_keys" SET "resource_ids" = ARRAY["audit_id"] WHERE "audit_id" IS NOT NULL;--> statement-breakpoint
-- A client had at most one primary contact by convention; the index below makes it a rule (the first one stays).
UPDATE "contacts" c SET "is_primary" = false FROM "contacts" d WHERE c."client_id" = d."client_id" AND c."is_primary" AND d."is_primary" AND c."id" > d."id";--> statement-breakpoint
ALTER TABLE "hallucinated_urls" ADD COLUMN "note" text;--> statement-breakpoint
CREATE UNIQUE INDEX "client_prompts_client_prompt_idx" ON "client_prompts" USING btree ("client_id",lower("prompt"));--> statement-breakpoint
CREATE UNIQUE INDEX "clients_account_domain_idx" ON "clients" USING btree ("account_id","domain") WHERE "clients"."domain" !~ '^[0-9.]+$' and "clients"."domain" not like '[%';--> statement-breakpoint
CREATE UNIQUE INDEX "competitors_client_name_idx" ON "competitors" USING btree ("client_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "contacts_client_email_idx" ON "contacts" USING btree ("client_id",lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "contacts_client_primary_idx" ON "contacts" USING btree ("client_id") WHERE "contacts"."is_primary";--> statement-breakpoint
-- What one client may hold, enforced where concurrent writers meet (as 0010 and 0014 do for the account): lock the
-- client row, then count with a snapshot taken after the lock. 50 competitors and 50 contacts; 200 tracked prompts of
-- which at most 50 active (a launch asks at most 50 prompts).
CREATE FUNCTION enforce_client_item_caps() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  held integer;
BEGIN
  PERFORM 1 FROM clients WHERE id = NEW.client_id FOR UPDATE;
  IF TG_TABLE_NAME = 'competitors' THEN
    SELECT count(*) INTO held FROM competitors WHERE client_id = NEW.client_id AND id <> NEW.id;
    IF held >= 50 THEN RAISE EXCEPTION 'client_item_cap:competitors:50' USING ERRCODE = 'check_violation'; END IF;
  ELSIF TG_TABLE_NAME = 'contacts' THEN
    SELECT count(*) INTO held FROM contacts WHERE client_id = NEW.client_id AND id <> NEW.id;
    IF held >= 50 THEN RAISE EXCEPTION 'client_item_cap:contacts:50' USING ERRCODE = 'check_violation'; END IF;
  ELSIF TG_TABLE_NAME = 'client_prompts' THEN
    IF TG_OP = 'INSERT' THEN
      SELECT count(*) INTO held FROM client_prompts WHERE client_id = NEW.client_id AND id <> NEW.id;
      IF held >= 200 THEN RAISE EXCEPTION 'client_item_cap:prompts:200' USING ERRCODE = 'check_violation'; END IF;
    END IF;
    IF NEW.active AND (TG_OP = 'INSERT' OR NOT OLD.active) THEN
      SELECT count(*) INTO held FROM client_prompts WHERE client_id = NEW.client_id AND active AND id <> NEW.id;
      IF held >= 50 THEN RAISE EXCEPTION 'client_item_cap:active_prompts:50' USING ERRCODE = 'check_violation'; END IF;
    END IF;
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER competitors_cap BEFORE INSERT ON competitors FOR EACH ROW EXECUTE FUNCTION enforce_client_item_caps();--> statement-breakpoint
CREATE TRIGGER contacts_cap BEFORE INSERT ON contacts FOR EACH ROW EXECUTE FUNCTION enforce_client_item_caps();--> statement-breakpoint
CREATE TRIGGER client_prompts_cap BEFORE INSERT OR UPDATE OF active ON client_prompts FOR EACH ROW EXECUTE FUNCTION enforce_client_item_caps();