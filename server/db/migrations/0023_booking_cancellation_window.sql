-- Issue 28: a reservation keeps the free-cancellation window its company had when the visitor reserved (the
-- terms they accepted): a company that shortens its window later changes it for new reservations only.
-- Null while the booking is an option (its window is not fixed yet: the company's current one is shown).
ALTER TABLE "bookings" ADD COLUMN "free_cancellation_hours" smallint;--> statement-breakpoint
UPDATE "bookings" b SET "free_cancellation_hours" = c."free_cancellation_hours"
  FROM "companies" c WHERE c."id" = b."company_id" AND b."reserved_at" IS NOT NULL;
