ALTER TABLE "yachts" ADD COLUMN "obligatory_per_booking" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "yachts" ADD COLUMN "obligatory_per_week" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "yachts" ADD COLUMN "obligatory_per_day" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The sums are recomputed from the boat's extras after every write to them (per statement, so a seed
-- adding thousands of extras updates each boat once). Extras are written by the seed and by staff, never
-- concurrently for one boat, so recomputing is safe and simpler than adding and subtracting.
CREATE FUNCTION "yachts_sum_obligatory_extras"(ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE "yachts" y SET
    "obligatory_per_booking" = s.per_booking, "obligatory_per_week" = s.per_week, "obligatory_per_day" = s.per_day
  FROM (
    SELECT b."id",
      coalesce(sum(e."price") FILTER (WHERE e."unit" = 'per_booking'), 0) AS per_booking,
      coalesce(sum(e."price") FILTER (WHERE e."unit" = 'per_week'), 0) AS per_week,
      coalesce(sum(e."price") FILTER (WHERE e."unit" IN ('per_day', 'per_night')), 0) AS per_day
    FROM "yachts" b LEFT JOIN "extras" e ON e."yacht_id" = b."id" AND e."obligatory"
    WHERE b."id" = ANY (ids) GROUP BY b."id"
  ) s
  WHERE y."id" = s."id"
$$;
--> statement-breakpoint
SELECT "yachts_sum_obligatory_extras"(array(SELECT "id" FROM "yachts"));
--> statement-breakpoint
CREATE FUNCTION "extras_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "yachts_sum_obligatory_extras"(array(SELECT DISTINCT "yacht_id" FROM new_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "extras_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "yachts_sum_obligatory_extras"(array(SELECT "yacht_id" FROM new_rows UNION SELECT "yacht_id" FROM old_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "extras_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "yachts_sum_obligatory_extras"(array(SELECT DISTINCT "yacht_id" FROM old_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "extras_obligatory_insert" AFTER INSERT ON "extras"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "extras_inserted"();
--> statement-breakpoint
CREATE TRIGGER "extras_obligatory_update" AFTER UPDATE ON "extras"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "extras_updated"();
--> statement-breakpoint
CREATE TRIGGER "extras_obligatory_delete" AFTER DELETE ON "extras"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "extras_deleted"();
