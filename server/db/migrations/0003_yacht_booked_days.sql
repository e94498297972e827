ALTER TABLE "yachts" ADD COLUMN "booked" datemultirange DEFAULT '{}'::datemultirange NOT NULL;--> statement-breakpoint
-- yachts.booked is the union of the boat's live bookings, kept in the same transaction as every booking
-- write: inserts per statement (one update per boat however many rows a statement adds, so seeding stays
-- fast), updates and deletes per row. Live bookings of a boat never overlap (bookings_no_overlap), so
-- removing one booking's range from the union removes exactly its days. The updates add to and take
-- from the row's current value, so concurrent bookings of one boat serialise on its row and none is lost.
UPDATE "yachts" y SET "booked" = b.days
FROM (SELECT "yacht_id", range_agg("period") AS days FROM "bookings" WHERE "status" <> 'cancelled' GROUP BY "yacht_id") b
WHERE y."id" = b."yacht_id";
--> statement-breakpoint
CREATE FUNCTION "bookings_add_booked_days"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "yachts" y SET "booked" = y."booked" + n.days
  FROM (SELECT "yacht_id", range_agg("period") AS days FROM new_rows WHERE "status" <> 'cancelled' GROUP BY "yacht_id") n
  WHERE y."id" = n."yacht_id";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "bookings_booked_days_insert" AFTER INSERT ON "bookings"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bookings_add_booked_days"();
--> statement-breakpoint
CREATE FUNCTION "bookings_move_booked_days"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD."status" <> 'cancelled' THEN
    UPDATE "yachts" SET "booked" = "booked" - multirange(OLD."period") WHERE "id" = OLD."yacht_id";
  END IF;
  IF TG_OP = 'UPDATE' AND NEW."status" <> 'cancelled' THEN
    UPDATE "yachts" SET "booked" = "booked" + multirange(NEW."period") WHERE "id" = NEW."yacht_id";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "bookings_booked_days_update" AFTER UPDATE ON "bookings" FOR EACH ROW
  WHEN ((OLD."status" = 'cancelled') <> (NEW."status" = 'cancelled') OR OLD."period" <> NEW."period" OR OLD."yacht_id" <> NEW."yacht_id")
  EXECUTE FUNCTION "bookings_move_booked_days"();
--> statement-breakpoint
CREATE TRIGGER "bookings_booked_days_delete" AFTER DELETE ON "bookings" FOR EACH ROW EXECUTE FUNCTION "bookings_move_booked_days"();
