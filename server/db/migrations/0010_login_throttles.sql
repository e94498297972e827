-- Sign-in throttled per e-mail address as well as per client address (issue 25): failures and the next
-- allowed attempt, keyed by the SHA-256 of the address; shared by every instance.
CREATE TABLE "login_throttles" (
	"account_key" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE INDEX "login_throttles_next_attempt_idx" ON "login_throttles" USING btree ("next_attempt_at");
