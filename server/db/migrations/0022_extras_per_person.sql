-- Issue 27: an extra may be priced per person aboard (once per charter). Only an optional one: every search
-- result shows a boat's full price before the crew is known, so an obligatory charge cannot depend on it
-- (the obligatory-extras sums of migration 0004 never meet a per-person row).
ALTER TABLE "extras" DROP CONSTRAINT "extras_unit_check";--> statement-breakpoint
ALTER TABLE "extras" ADD CONSTRAINT "extras_unit_check" CHECK ("unit" IN ('per_booking', 'per_week', 'per_day', 'per_night', 'per_person'));--> statement-breakpoint
ALTER TABLE "extras" ADD CONSTRAINT "extras_per_person_optional_check" CHECK (NOT ("obligatory" AND "unit" = 'per_person'));
