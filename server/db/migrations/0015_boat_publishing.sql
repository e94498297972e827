-- Issue 27, the fleet: a charter company writes its boats in the console and decides when each is on the
-- public site. Boats already here stay public (the default); the console inserts new boats unpublished.
-- Migration 0008's NOTIFY triggers on yachts already tell every process when the flag changes.
ALTER TABLE "yachts" ADD COLUMN "published" boolean DEFAULT true NOT NULL;
