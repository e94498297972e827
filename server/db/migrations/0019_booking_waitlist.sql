-- Issue 28: the waiting list on a held week (server/waitlist). A visitor asks to be told when the days free
-- up; when an option on them lapses or a booking is released or cancelled, the first in line (by created_at)
-- whose days are wholly free gets an option of their own (option_booking_id) and a mail; when that option
-- lapses in turn the entry is 'lapsed' and the next in line is offered. The withdraw link's token (32 random
-- bytes, like a booking's access token) is in both mails: on joining and with the offer.
CREATE TABLE "booking_waitlist" (
  "id" serial PRIMARY KEY NOT NULL,
  "yacht_id" integer NOT NULL REFERENCES "yachts"("id") ON DELETE CASCADE,
  "period" daterange NOT NULL CHECK (NOT isempty("period") AND lower_inc("period") AND NOT upper_inc("period")),
  "first_name" text NOT NULL,
  "last_name" text NOT NULL,
  "email" text NOT NULL,
  "phone" text NOT NULL,
  "language" text NOT NULL,
  "product" text NOT NULL,
  "people" integer NOT NULL CHECK ("people" > 0),
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "state" text DEFAULT 'waiting' NOT NULL CHECK ("state" IN ('waiting', 'offered', 'lapsed', 'withdrawn')),
  "option_booking_id" integer REFERENCES "bookings"("id") ON DELETE SET NULL,
  "offered_at" timestamp with time zone,
  "withdraw_token" text NOT NULL,
  CONSTRAINT "booking_waitlist_withdraw_token_unique" UNIQUE("withdraw_token")
);--> statement-breakpoint
-- The queue of a boat: the entries still waiting, oldest first.
CREATE INDEX "booking_waitlist_queue_idx" ON "booking_waitlist" ("yacht_id", "created_at", "id") WHERE "state" = 'waiting';--> statement-breakpoint
CREATE INDEX "booking_waitlist_option_idx" ON "booking_waitlist" ("option_booking_id") WHERE "option_booking_id" IS NOT NULL;
