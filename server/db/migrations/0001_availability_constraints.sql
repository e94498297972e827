-- Availability is the database's job (B4): two live bookings of one boat can never share a day, however
-- many requests race. Check-out days are exclusive, so Saturday-to-Saturday charters meet without overlapping.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap"
  EXCLUDE USING gist ("yacht_id" WITH =, "period" WITH &&) WHERE ("status" <> 'cancelled');
--> statement-breakpoint
-- A boat's season prices never overlap either, so a day has exactly one price.
ALTER TABLE "yacht_prices" ADD CONSTRAINT "yacht_prices_no_overlap"
  EXCLUDE USING gist ("yacht_id" WITH =, "period" WITH &&);
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_status_check" CHECK ("status" IN ('option', 'confirmed', 'cancelled'));
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_period_check" CHECK (NOT isempty("period") AND NOT lower_inf("period") AND NOT upper_inf("period"));
--> statement-breakpoint
ALTER TABLE "extras" ADD CONSTRAINT "extras_unit_check" CHECK ("unit" IN ('per_booking', 'per_week', 'per_day', 'per_night'));
--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_rate_check" CHECK ("rate" >= 0 AND "rate" <= 5);
--> statement-breakpoint
CREATE INDEX "offers_period_idx" ON "offers" USING gist ("yacht_id", "period");
