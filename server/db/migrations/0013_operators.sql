-- A charter company's staff, their invitations, sessions and recovery codes, and the audit trail of their
-- writes (issue 27, docs/decisions/038). Written by hand beside the schema: the trail's guard is a trigger.
CREATE TABLE "operators" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL REFERENCES "companies"("id"),
	"email" text NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL CHECK ("role" IN ('owner', 'manager', 'agent')),
	"language" text DEFAULT 'en' NOT NULL,
	"password_hash" text,
	"totp_secret" text,
	"totp_enabled_at" timestamp with time zone,
	"totp_last_step" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"disabled_at" timestamp with time zone
);--> statement-breakpoint
CREATE UNIQUE INDEX "operators_email_idx" ON "operators" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "operators_company_idx" ON "operators" USING btree ("company_id");--> statement-breakpoint
CREATE TABLE "operator_invitations" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"operator_id" integer NOT NULL REFERENCES "operators"("id") ON DELETE cascade,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);--> statement-breakpoint
CREATE INDEX "operator_invitations_operator_idx" ON "operator_invitations" USING btree ("operator_id");--> statement-breakpoint
CREATE TABLE "operator_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"operator_id" integer NOT NULL REFERENCES "operators"("id") ON DELETE cascade,
	"stage" text NOT NULL CHECK ("stage" IN ('password', 'enrol', 'full')),
	"failed_codes" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE INDEX "operator_sessions_operator_idx" ON "operator_sessions" USING btree ("operator_id");--> statement-breakpoint
CREATE TABLE "operator_recovery_codes" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"operator_id" integer NOT NULL REFERENCES "operators"("id") ON DELETE cascade,
	"used_at" timestamp with time zone
);--> statement-breakpoint
CREATE INDEX "operator_recovery_codes_operator_idx" ON "operator_recovery_codes" USING btree ("operator_id");--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"company_id" integer NOT NULL REFERENCES "companies"("id"),
	"operator_id" integer REFERENCES "operators"("id"),
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb
);--> statement-breakpoint
CREATE INDEX "audit_log_company_at_idx" ON "audit_log" USING btree ("company_id", "at");--> statement-breakpoint
-- The trail is written once: an UPDATE or DELETE of any of its rows fails, whoever runs it.
CREATE FUNCTION "audit_log_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log rows cannot be changed or deleted' USING ERRCODE = 'insufficient_privilege';
END $$;
--> statement-breakpoint
CREATE TRIGGER "audit_log_no_update" BEFORE UPDATE OR DELETE ON "audit_log" FOR EACH ROW EXECUTE FUNCTION "audit_log_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log" FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_refuse_change"();
