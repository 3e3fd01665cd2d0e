-- GEO checklist evidence in every language of the API, like the items' titles and recommendations. Evidence stored
-- before this migration was English text: it becomes `{ "en": … }` and is served in English until the next check.
ALTER TABLE "geo_checklist_items" ALTER COLUMN "evidence" SET DATA TYPE jsonb USING CASE WHEN "evidence" IS NULL THEN NULL ELSE jsonb_build_object('en', "evidence") END;
