-- Issue 27, the fleet: the fewest nights a boat is chartered for, set by its company in the console. A
-- charter shorter than that is not offered anywhere (search, quotes, offers, bookings; the rule is
-- src/contract/minimum-nights.ts). Boats already here take 1, which every charter meets, so nothing they
-- offer changes. Migration 0008's NOTIFY triggers on yachts tell every process when it changes.
ALTER TABLE "yachts" ADD COLUMN "min_nights" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "yachts" ADD CONSTRAINT "yachts_min_nights_range" CHECK ("min_nights" BETWEEN 1 AND 28);
