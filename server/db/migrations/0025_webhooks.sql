-- Issue 29: signed webhooks out. A company's endpoints (owners enter them in the console) and one delivery per
-- endpoint and booking event, written by the webhook worker from booking_events past the endpoint's cursor
-- (server/webhooks/webhook-worker.ts). The unique key (endpoint, event) makes a second instance's or a
-- restarted worker's copy of the same delivery a no-op; the secret is kept sealed (server/operators/secret-box.ts).
CREATE TABLE "webhook_endpoints" (
  "id" serial PRIMARY KEY NOT NULL,
  "company_id" integer NOT NULL REFERENCES "companies"("id") ON DELETE CASCADE,
  "url" text NOT NULL,
  "events" text[] NOT NULL,
  "secret_sealed" text NOT NULL,
  "secret_created_at" timestamp with time zone NOT NULL,
  "enabled" boolean DEFAULT true NOT NULL,
  "since_event_id" integer NOT NULL,
  "cursor_event_id" integer NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "webhook_endpoints_company_idx" ON "webhook_endpoints" ("company_id");--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
  "id" serial PRIMARY KEY NOT NULL,
  "endpoint_id" integer NOT NULL REFERENCES "webhook_endpoints"("id") ON DELETE CASCADE,
  "event_id" integer NOT NULL,
  "public_id" text NOT NULL UNIQUE,
  "event_type" text NOT NULL,
  "payload" jsonb NOT NULL,
  "status" text DEFAULT 'pending' NOT NULL,
  "attempts" smallint DEFAULT 0 NOT NULL,
  "next_attempt_at" timestamp with time zone NOT NULL,
  "leased_until" timestamp with time zone,
  "last_attempt_at" timestamp with time zone,
  "last_status_code" smallint,
  "last_error" text,
  "delivered_at" timestamp with time zone,
  "created_at" timestamp with time zone NOT NULL,
  CONSTRAINT "webhook_deliveries_status_check" CHECK ("status" IN ('pending', 'delivered', 'failed'))
);--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_deliveries_endpoint_event_idx" ON "webhook_deliveries" ("endpoint_id", "event_id");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_pending_idx" ON "webhook_deliveries" ("endpoint_id", "id") WHERE "status" = 'pending';
