-- Issue 29 (docs/decisions/050): a company's fleet where it already lives — Booking Manager or NauSYS.
-- One connection per company, its credentials sealed with the secrets key (server/operators/secret-box.ts).
CREATE TABLE "fleet_connections" (
  "company_id" integer PRIMARY KEY REFERENCES "companies"("id"),
  "system" text NOT NULL CHECK ("system" IN ('booking_manager', 'nausys')),
  "credentials_sealed" text NOT NULL,
  -- The company's name in the fleet system, as its answer to the credentials gave it.
  "remote_name" text NOT NULL,
  "sync_interval_minutes" integer NOT NULL DEFAULT 60 CHECK ("sync_interval_minutes" BETWEEN 5 AND 1440),
  "enabled" boolean NOT NULL DEFAULT true,
  "created_at" timestamptz NOT NULL DEFAULT now(),
  "updated_at" timestamptz NOT NULL DEFAULT now()
);--> statement-breakpoint
-- Syncs, one at a time per company across every instance (the partial unique index). A run lists the
-- fleet system's boats first and records each boat it has done, so a run whose instance died is taken over
-- (its heartbeat is old) and goes on from the next boat. The report is per boat.
CREATE TABLE "fleet_sync_runs" (
  "id" serial PRIMARY KEY,
  "company_id" integer NOT NULL REFERENCES "companies"("id"),
  "trigger" text NOT NULL CHECK ("trigger" IN ('schedule', 'operator')),
  "status" text NOT NULL DEFAULT 'running' CHECK ("status" IN ('running', 'succeeded', 'failed')),
  "started_at" timestamptz NOT NULL DEFAULT now(),
  "heartbeat_at" timestamptz NOT NULL DEFAULT now(),
  "finished_at" timestamptz,
  "boat_ids" text[],
  "done_boat_ids" text[] NOT NULL DEFAULT '{}',
  "report" jsonb NOT NULL DEFAULT '[]',
  -- The reconciliation at the run's end: every difference between our bookings and the system's holds.
  "differences" jsonb,
  "error" text
);--> statement-breakpoint
CREATE UNIQUE INDEX "fleet_sync_runs_one_running_idx" ON "fleet_sync_runs" ("company_id") WHERE "status" = 'running';--> statement-breakpoint
CREATE INDEX "fleet_sync_runs_company_idx" ON "fleet_sync_runs" ("company_id", "started_at");--> statement-breakpoint
-- What the fleet system owns, by its ids. A boat with a source company is imported: the sync writes its
-- specs, prices, discounts, imported extras and holds; the console shows them read-only.
ALTER TABLE "bases" ADD COLUMN "external_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "bases_external_idx" ON "bases" ("company_id", "external_id") WHERE "external_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "yachts" ADD COLUMN "source_company_id" integer REFERENCES "companies"("id");--> statement-breakpoint
ALTER TABLE "yachts" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "yachts" ADD COLUMN "synced_at" timestamptz;--> statement-breakpoint
-- A digest of what the system said of the boat at the last sync: an unchanged boat is not written again.
ALTER TABLE "yachts" ADD COLUMN "source_digest" text;--> statement-breakpoint
ALTER TABLE "yachts" ADD CONSTRAINT "yachts_external_check" CHECK (("source_company_id" IS NULL) = ("external_id" IS NULL));--> statement-breakpoint
CREATE UNIQUE INDEX "yachts_external_idx" ON "yachts" ("source_company_id", "external_id") WHERE "external_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "extras" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "discount_rules" ADD COLUMN "external_id" text;--> statement-breakpoint
-- An option or booking made in the fleet system (by an agent there, or the company's office) holds the
-- boat's days here as a block, found again by its id at the next sync.
ALTER TABLE "yacht_blocks" DROP CONSTRAINT "yacht_blocks_reason_check";--> statement-breakpoint
ALTER TABLE "yacht_blocks" ADD CONSTRAINT "yacht_blocks_reason_check" CHECK ("reason" IN ('maintenance', 'owner', 'other', 'fleet_system'));--> statement-breakpoint
ALTER TABLE "yacht_blocks" ADD COLUMN "external_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "yacht_blocks_external_idx" ON "yacht_blocks" ("yacht_id", "external_id") WHERE "external_id" IS NOT NULL;--> statement-breakpoint
-- A booking of an imported boat and its twin in the fleet system. fleet_state: 'pending' (to be placed
-- there: the system did not answer when the visitor booked), 'option', 'booking' (made a booking there),
-- 'released', 'refused' (the system said no after all). Null: not an imported boat's booking. The worker
-- (server/connectors/fleet-follower.ts) brings the system's state to ours, with backoff between attempts.
ALTER TABLE "bookings" ADD COLUMN "fleet_hold_id" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "fleet_state" text CHECK ("fleet_state" IN ('pending', 'option', 'booking', 'released', 'refused'));--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "fleet_attempts" smallint NOT NULL DEFAULT 0;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "fleet_next_attempt_at" timestamptz;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "fleet_error" text;--> statement-breakpoint
CREATE INDEX "bookings_fleet_due_idx" ON "bookings" ("fleet_next_attempt_at") WHERE "fleet_next_attempt_at" IS NOT NULL;
