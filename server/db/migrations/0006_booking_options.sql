-- Options that expire, and access by an unguessable token (issue 12, docs/decisions/020).
--
-- A booking is LIVE while it is an option or a reservation: only live bookings hold days, in the exclusion
-- constraint, the availability index and the booked days the triggers keep (migration 0003). An option not
-- confirmed by expires_at becomes 'expired' (the server's sweeper, and the placing of any new option on the
-- same boat, set it), which frees its days exactly as a cancellation does. Options with no expires_at
-- (placed by the office, or before this migration) are held until someone acts on them.
ALTER TABLE "bookings" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "message" text;--> statement-breakpoint
-- 32 bytes from gen_random_uuid (the CSPRNG; 244 random bits over two UUIDs) for rows written without a
-- token; the server draws its own 256 bits. Looked up by its SHA-256, so the time an index search takes
-- says nothing about the token.
ALTER TABLE "bookings" ADD COLUMN "access_token" text NOT NULL DEFAULT translate(rtrim(encode(decode(
  replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', ''), 'hex'), 'base64'), '='), '+/', '-_');--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "access_key" bytea GENERATED ALWAYS AS (sha256(decode("access_token", 'escape'))) STORED;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_access_key_idx" ON "bookings" ("access_key");--> statement-breakpoint
-- The sweeper finds the options past their time without reading the rest.
CREATE INDEX "bookings_option_expiry_idx" ON "bookings" ("expires_at") WHERE "status" = 'option';--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_status_check";--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_status_check" CHECK ("status" IN ('option', 'confirmed', 'cancelled', 'expired'));--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_no_overlap";--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap"
  EXCLUDE USING gist ("yacht_id" WITH =, "period" WITH &&) WHERE ("status" IN ('option', 'confirmed'));--> statement-breakpoint
DROP INDEX "bookings_live_yacht_end_idx";--> statement-breakpoint
CREATE INDEX "bookings_live_yacht_end_idx" ON "bookings" ("yacht_id", upper("period")) WHERE "status" IN ('option', 'confirmed');--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bookings_add_booked_days"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "yachts" y SET "booked" = y."booked" + n.days
  FROM (SELECT "yacht_id", range_agg("period") AS days FROM new_rows WHERE "status" IN ('option', 'confirmed') GROUP BY "yacht_id") n
  WHERE y."id" = n."yacht_id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bookings_move_booked_days"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD."status" IN ('option', 'confirmed') THEN
    UPDATE "yachts" SET "booked" = "booked" - multirange(OLD."period") WHERE "id" = OLD."yacht_id";
  END IF;
  IF TG_OP = 'UPDATE' AND NEW."status" IN ('option', 'confirmed') THEN
    UPDATE "yachts" SET "booked" = "booked" + multirange(NEW."period") WHERE "id" = NEW."yacht_id";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER "bookings_booked_days_update" ON "bookings";--> statement-breakpoint
CREATE TRIGGER "bookings_booked_days_update" AFTER UPDATE ON "bookings" FOR EACH ROW
  WHEN ((OLD."status" IN ('option', 'confirmed')) <> (NEW."status" IN ('option', 'confirmed')) OR OLD."period" <> NEW."period" OR OLD."yacht_id" <> NEW."yacht_id")
  EXECUTE FUNCTION "bookings_move_booked_days"();
