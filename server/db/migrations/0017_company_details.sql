-- Issue 27: a company's logo and its calendar feed (server/companies). The feed's token is looked up by its
-- SHA-256; the sealed copy lets the console show the address again. Replacing both revokes the old feed.
ALTER TABLE "companies" ADD COLUMN "logo_key" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "feed_token_hash" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "feed_token_sealed" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "feed_created_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_feed_token_hash_unique" UNIQUE("feed_token_hash");
