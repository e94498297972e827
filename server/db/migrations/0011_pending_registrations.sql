-- Registrations wait for the link mailed to their address before they become accounts (decision 034), so
-- the registration's answer is the same whether or not the address has an account.
CREATE TABLE "pending_registrations" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"language" text NOT NULL,
	"subscribed" boolean NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE INDEX "pending_registrations_email_idx" ON "pending_registrations" USING btree ("email");--> statement-breakpoint
CREATE INDEX "pending_registrations_expires_idx" ON "pending_registrations" USING btree ("expires_at");
