-- The booking's life told in one set of states (issues 27, 28; docs/decisions/038):
--   option → reserved → confirmed → paid → completed, and cancelled or expired with who ended it and why.
-- "reserved" is what decision 020 called "confirmed" (the visitor accepted the terms; nothing received yet):
-- every such row is renamed, since no payment was ever recorded. The five first states are LIVE: they hold
-- the boat's days in the exclusion constraint, the availability index and yachts.booked, exactly as option
-- and confirmed did.
--
-- Blocks (a week out of service or used by the owner) hold days too. They live in their own table, and the
-- boat's row lock decides any race between a block and a booking: both write yachts.booked in their
-- transaction, and each refuses days that row already holds (SQLSTATE 23P01, as the exclusion constraint
-- answers two bookings).
CREATE OR REPLACE FUNCTION "bookings_add_booked_days"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Holding the boats' rows first makes a block written meanwhile visible to the check below (READ
  -- COMMITTED takes a fresh snapshot per statement). Live bookings never overlap each other (the exclusion
  -- constraint has already decided), so an overlap with the held days is an overlap with a block. NO KEY
  -- UPDATE is the lock the UPDATE below takes anyway: it does not wait for the KEY SHARE lock that another
  -- booking's foreign key holds on the same boat (FOR UPDATE would, and two bookings would deadlock).
  PERFORM 1 FROM "yachts" WHERE "id" IN (SELECT DISTINCT "yacht_id" FROM new_rows) ORDER BY "id" FOR NO KEY UPDATE;
  IF EXISTS (
    SELECT 1 FROM "yachts" y
    JOIN (SELECT "yacht_id", range_agg("period") AS days FROM new_rows
          WHERE "status" IN ('option', 'reserved', 'confirmed', 'paid', 'completed') GROUP BY "yacht_id") n
      ON y."id" = n."yacht_id"
    WHERE y."booked" && n.days
  ) THEN
    RAISE EXCEPTION 'the days overlap a block of the boat' USING ERRCODE = 'exclusion_violation', CONSTRAINT = 'yacht_blocks_no_booking';
  END IF;
  UPDATE "yachts" y SET "booked" = y."booked" + n.days
  FROM (SELECT "yacht_id", range_agg("period") AS days FROM new_rows
        WHERE "status" IN ('option', 'reserved', 'confirmed', 'paid', 'completed') GROUP BY "yacht_id") n
  WHERE y."id" = n."yacht_id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bookings_move_booked_days"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD."status" IN ('option', 'reserved', 'confirmed', 'paid', 'completed') THEN
    UPDATE "yachts" SET "booked" = "booked" - multirange(OLD."period") WHERE "id" = OLD."yacht_id";
  END IF;
  IF TG_OP = 'UPDATE' AND NEW."status" IN ('option', 'reserved', 'confirmed', 'paid', 'completed') THEN
    UPDATE "yachts" SET "booked" = "booked" + multirange(NEW."period") WHERE "id" = NEW."yacht_id";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER "bookings_booked_days_update" ON "bookings";--> statement-breakpoint
CREATE TRIGGER "bookings_booked_days_update" AFTER UPDATE ON "bookings" FOR EACH ROW
  WHEN ((OLD."status" IN ('option', 'reserved', 'confirmed', 'paid', 'completed')) <> (NEW."status" IN ('option', 'reserved', 'confirmed', 'paid', 'completed'))
        OR OLD."period" <> NEW."period" OR OLD."yacht_id" <> NEW."yacht_id")
  EXECUTE FUNCTION "bookings_move_booked_days"();--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_status_check";--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_no_overlap";--> statement-breakpoint
DROP INDEX "bookings_live_yacht_end_idx";--> statement-breakpoint
UPDATE "bookings" SET "status" = 'reserved' WHERE "status" = 'confirmed';--> statement-breakpoint
ALTER TABLE "bookings" RENAME COLUMN "confirmed_at" TO "reserved_at";--> statement-breakpoint
-- When the company received the first instalment, and the whole price.
ALTER TABLE "bookings" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
-- Who ended a cancelled or expired booking, and why, in their words or the system's code.
ALTER TABLE "bookings" ADD COLUMN "ended_by" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "end_reason" text;--> statement-breakpoint
UPDATE "bookings" SET "ended_by" = 'customer' WHERE "status" = 'cancelled';--> statement-breakpoint
UPDATE "bookings" SET "ended_by" = 'system', "end_reason" = 'hold_ended' WHERE "status" = 'expired';--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_ended_by_check" CHECK ("ended_by" IN ('customer', 'company', 'system'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_status_check"
  CHECK ("status" IN ('option', 'reserved', 'confirmed', 'paid', 'completed', 'cancelled', 'expired'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap"
  EXCLUDE USING gist ("yacht_id" WITH =, "period" WITH &&) WHERE ("status" IN ('option', 'reserved', 'confirmed', 'paid', 'completed'));--> statement-breakpoint
CREATE INDEX "bookings_live_yacht_end_idx" ON "bookings" ("yacht_id", upper("period"))
  WHERE "status" IN ('option', 'reserved', 'confirmed', 'paid', 'completed');--> statement-breakpoint
-- The sweeper's second job: live bookings whose check-out has passed become completed.
CREATE INDEX "bookings_running_end_idx" ON "bookings" (upper("period")) WHERE "status" IN ('reserved', 'confirmed', 'paid');--> statement-breakpoint
CREATE INDEX "bookings_company_period_idx" ON "bookings" USING gist ("company_id", "period");--> statement-breakpoint

CREATE TABLE "yacht_blocks" (
  "id" serial PRIMARY KEY NOT NULL,
  "yacht_id" integer NOT NULL REFERENCES "yachts"("id") ON DELETE CASCADE,
  "period" daterange NOT NULL,
  "reason" text NOT NULL CHECK ("reason" IN ('maintenance', 'owner', 'other')),
  "note" text,
  "created_by" integer REFERENCES "operators"("id") ON DELETE SET NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "yacht_blocks_no_overlap" EXCLUDE USING gist ("yacht_id" WITH =, "period" WITH &&)
);--> statement-breakpoint
CREATE FUNCTION "yacht_blocks_hold_days"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  held datemultirange;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE "yachts" SET "booked" = "booked" - multirange(OLD."period") WHERE "id" = OLD."yacht_id";
  END IF;
  IF TG_OP <> 'DELETE' THEN
    -- The lock waits for a booking being written on the boat and reads its days once it has committed.
    SELECT "booked" INTO held FROM "yachts" WHERE "id" = NEW."yacht_id" FOR NO KEY UPDATE;
    IF held && NEW."period" THEN
      RAISE EXCEPTION 'the days overlap a booking or block of the boat' USING ERRCODE = 'exclusion_violation', CONSTRAINT = 'yacht_blocks_no_booking';
    END IF;
    UPDATE "yachts" SET "booked" = "booked" + multirange(NEW."period") WHERE "id" = NEW."yacht_id";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "yacht_blocks_hold_days" AFTER INSERT OR DELETE OR UPDATE OF "yacht_id", "period" ON "yacht_blocks"
  FOR EACH ROW EXECUTE FUNCTION "yacht_blocks_hold_days"();--> statement-breakpoint

-- Every day a boat cannot be booked, with what holds it: the catalog's read model and quotes read this one
-- view, so a block hides its days wherever a booking's are hidden.
CREATE VIEW "yacht_held_periods" AS
  SELECT "yacht_id", "period", 'booking'::text AS "kind" FROM "bookings"
    WHERE "status" IN ('option', 'reserved', 'confirmed', 'paid', 'completed')
  UNION ALL
  SELECT "yacht_id", "period", 'block'::text AS "kind" FROM "yacht_blocks";--> statement-breakpoint

-- A booking's history: one row per change (placed, option extended or released, reserved, payment, confirmed,
-- paid, completed, cancelled, expired, a note), written in the transaction of the change and never edited.
CREATE TABLE "booking_events" (
  "id" serial PRIMARY KEY NOT NULL,
  "booking_id" integer NOT NULL REFERENCES "bookings"("id") ON DELETE CASCADE,
  "at" timestamp with time zone DEFAULT now() NOT NULL,
  "actor" text NOT NULL CHECK ("actor" IN ('customer', 'operator', 'system')),
  "operator_id" integer REFERENCES "operators"("id") ON DELETE SET NULL,
  "kind" text NOT NULL,
  "status_before" text,
  "status_after" text,
  "data" jsonb DEFAULT '{}'::jsonb NOT NULL
);--> statement-breakpoint
CREATE INDEX "booking_events_booking_idx" ON "booking_events" ("booking_id", "at");--> statement-breakpoint
CREATE TRIGGER "booking_events_no_update" BEFORE UPDATE ON "booking_events" FOR EACH ROW EXECUTE FUNCTION "audit_log_refuse_change"();--> statement-breakpoint
INSERT INTO "booking_events" ("booking_id", "at", "actor", "kind", "status_before", "status_after")
  SELECT "id", "created_at", 'customer', 'placed', NULL, 'option' FROM "bookings";--> statement-breakpoint
INSERT INTO "booking_events" ("booking_id", "at", "actor", "kind", "status_before", "status_after")
  SELECT "id", coalesce("reserved_at", "created_at"), 'customer', 'reserved', 'option', 'reserved' FROM "bookings" WHERE "reserved_at" IS NOT NULL;--> statement-breakpoint

-- Money the company received (or refunded), recorded by its staff: an instalment is received once the
-- payments cover it in order (src/contract/payment-plan.ts).
CREATE TABLE "booking_payments" (
  "id" serial PRIMARY KEY NOT NULL,
  "booking_id" integer NOT NULL REFERENCES "bookings"("id") ON DELETE CASCADE,
  "kind" text DEFAULT 'payment' NOT NULL CHECK ("kind" IN ('payment', 'refund')),
  "amount" integer NOT NULL CHECK ("amount" > 0),
  "received_on" date NOT NULL,
  "method" text NOT NULL CHECK ("method" IN ('bank_transfer', 'card', 'cash', 'other')),
  "note" text,
  "recorded_by" integer REFERENCES "operators"("id") ON DELETE SET NULL,
  "recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "booking_payments_booking_idx" ON "booking_payments" ("booking_id");--> statement-breakpoint

-- Reminder mails sent, one per booking, instalment and kind, so a restart or a second instance never sends
-- one twice.
CREATE TABLE "booking_reminders" (
  "booking_id" integer NOT NULL REFERENCES "bookings"("id") ON DELETE CASCADE,
  "instalment" smallint NOT NULL,
  "kind" text NOT NULL CHECK ("kind" IN ('due_soon', 'overdue')),
  "sent_at" timestamp with time zone DEFAULT now() NOT NULL,
  PRIMARY KEY ("booking_id", "instalment", "kind")
);
