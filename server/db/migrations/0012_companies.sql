-- Charter companies own bases (and so their boats); a booking names the company it was placed with
-- (docs/decisions/038). Written by hand: the trigger is beyond Drizzle's schema.
CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"legal_name" text NOT NULL,
	"trading_name" text NOT NULL,
	"street" text NOT NULL,
	"postcode" text NOT NULL,
	"city" text NOT NULL,
	"country_code" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"registration_number" text NOT NULL,
	"vat_number" text,
	"account_holder" text NOT NULL,
	"iban" text NOT NULL,
	"bic" text NOT NULL,
	"bank_name" text NOT NULL,
	"staff_languages" text[] NOT NULL,
	"free_cancellation_hours" smallint DEFAULT 48 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "companies_slug_unique" UNIQUE("slug")
);--> statement-breakpoint
ALTER TABLE "bases" ADD COLUMN "company_id" integer REFERENCES "companies"("id");--> statement-breakpoint
CREATE INDEX "bases_company_idx" ON "bases" USING btree ("company_id");--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "company_id" integer REFERENCES "companies"("id");--> statement-breakpoint
CREATE INDEX "bookings_company_idx" ON "bookings" USING btree ("company_id");--> statement-breakpoint
-- Every writer of bookings (the site, the seed, a future connector) gets the company right without knowing
-- about it: the company of the boat's base at the moment of the insert.
CREATE FUNCTION "bookings_set_company"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."company_id" IS NULL THEN
    SELECT b."company_id" INTO NEW."company_id" FROM "yachts" y JOIN "bases" b ON b."id" = y."base_id" WHERE y."id" = NEW."yacht_id";
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "bookings_set_company" BEFORE INSERT ON "bookings" FOR EACH ROW EXECUTE FUNCTION "bookings_set_company"();
