-- Issue 27: a boat's discount rules (docs/decisions/048), apart from the offers, which the site lists as
-- concrete charter weeks (/offers). Each rule takes its percentage off a charter whose held days all lie
-- inside its period, when its kind's condition holds on the day of booking: early_booking, booked on or
-- before booked_by; last_minute, check-in within within_days days of booking; long_stay, at least
-- min_nights nights. Exactly the kind's condition is set. Applied by src/contract/price-rules.ts
-- bestDiscount in the search, the quotes and the booking's own quote.
CREATE TABLE "discount_rules" (
  "id" serial PRIMARY KEY NOT NULL,
  "yacht_id" integer NOT NULL REFERENCES "yachts"("id") ON DELETE CASCADE,
  "kind" text NOT NULL CHECK ("kind" IN ('early_booking', 'last_minute', 'long_stay')),
  "period" daterange NOT NULL CHECK (NOT isempty("period") AND lower_inc("period") AND NOT upper_inc("period")),
  "discount_percent" smallint NOT NULL CHECK ("discount_percent" BETWEEN 1 AND 90),
  "booked_by" date,
  "within_days" smallint CHECK ("within_days" BETWEEN 0 AND 365),
  "min_nights" smallint CHECK ("min_nights" BETWEEN 1 AND 365),
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "discount_rules_condition" CHECK (
    ("kind" = 'early_booking') = ("booked_by" IS NOT NULL)
    AND ("kind" = 'last_minute') = ("within_days" IS NOT NULL)
    AND ("kind" = 'long_stay') = ("min_nights" IS NOT NULL))
);--> statement-breakpoint
CREATE INDEX "discount_rules_yacht_idx" ON "discount_rules" ("yacht_id");--> statement-breakpoint
-- Every instance's in-memory catalog hears a change to a boat's rules (migration 0008).
CREATE TRIGGER "discount_rules_catalog_insert" AFTER INSERT ON "discount_rules" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "catalog_notify_boats"();--> statement-breakpoint
CREATE TRIGGER "discount_rules_catalog_update" AFTER UPDATE ON "discount_rules" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "catalog_notify_boats"();--> statement-breakpoint
CREATE TRIGGER "discount_rules_catalog_delete" AFTER DELETE ON "discount_rules" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "catalog_notify_boats"();--> statement-breakpoint
CREATE TRIGGER "discount_rules_catalog_truncate" AFTER TRUNCATE ON "discount_rules" FOR EACH STATEMENT EXECUTE FUNCTION "catalog_notify_all"();
