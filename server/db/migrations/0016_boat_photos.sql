-- Issue 27, a boat's photos: the order stays in "yachts"."images" (the first is the main image), which every
-- public read already uses; this table adds each photo's alt text per language. A change here tells every
-- process like a change to the boat (migration 0008's trigger function), so the public boat page shows it.
CREATE TABLE "yacht_photo_alts" (
	"yacht_id" integer NOT NULL REFERENCES "yachts"("id") ON DELETE CASCADE,
	"image_key" text NOT NULL,
	"alt" jsonb NOT NULL,
	CONSTRAINT "yacht_photo_alts_pk" PRIMARY KEY("yacht_id","image_key")
);--> statement-breakpoint
CREATE TRIGGER "yacht_photo_alts_catalog_insert" AFTER INSERT ON "yacht_photo_alts" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "catalog_notify_boats"();--> statement-breakpoint
CREATE TRIGGER "yacht_photo_alts_catalog_update" AFTER UPDATE ON "yacht_photo_alts" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "catalog_notify_boats"();--> statement-breakpoint
CREATE TRIGGER "yacht_photo_alts_catalog_delete" AFTER DELETE ON "yacht_photo_alts" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "catalog_notify_boats"();
