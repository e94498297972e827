CREATE TABLE "bases" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"city" text NOT NULL,
	"country_id" integer NOT NULL,
	"destination_id" integer NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	CONSTRAINT "bases_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"yacht_id" integer NOT NULL,
	"user_id" integer,
	"period" daterange NOT NULL,
	"status" text NOT NULL,
	"product" text NOT NULL,
	"people" smallint NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"language" text NOT NULL,
	"quote" jsonb NOT NULL,
	"total" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"yacht_slug" text,
	"language" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"slug" text NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	CONSTRAINT "countries_code_unique" UNIQUE("code"),
	CONSTRAINT "countries_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "crew_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"role" text NOT NULL,
	"years_experience" smallint NOT NULL,
	"languages" text[] NOT NULL,
	"message" text NOT NULL,
	"language" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crew_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"base_id" integer,
	"languages" text[] NOT NULL,
	"years_experience" smallint NOT NULL,
	"bio" jsonb NOT NULL,
	"photo" text NOT NULL,
	"price_per_day" integer NOT NULL,
	CONSTRAINT "crew_members_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "destinations" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"country_id" integer NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"popular" boolean DEFAULT false NOT NULL,
	CONSTRAINT "destinations_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "equipment" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "extras" (
	"id" serial PRIMARY KEY NOT NULL,
	"yacht_id" integer NOT NULL,
	"name" jsonb NOT NULL,
	"price" integer NOT NULL,
	"unit" text NOT NULL,
	"obligatory" boolean NOT NULL,
	"payable_at_base" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faq_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"position" smallint NOT NULL,
	"category" text NOT NULL,
	"question" jsonb NOT NULL,
	"answer" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favorites" (
	"user_id" integer NOT NULL,
	"yacht_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorites_user_id_yacht_id_pk" PRIMARY KEY("user_id","yacht_id")
);
--> statement-breakpoint
CREATE TABLE "itineraries" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"destination_id" integer NOT NULL,
	"nights" smallint NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"stops" jsonb NOT NULL,
	CONSTRAINT "itineraries_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "models" (
	"id" serial PRIMARY KEY NOT NULL,
	"shipyard_id" integer NOT NULL,
	"name" text NOT NULL,
	"type_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news_articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"published_on" date NOT NULL,
	"title" jsonb NOT NULL,
	"summary" jsonb NOT NULL,
	"body" jsonb NOT NULL,
	"image" text NOT NULL,
	CONSTRAINT "news_articles_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"yacht_id" integer NOT NULL,
	"period" daterange NOT NULL,
	"discount_percent" smallint NOT NULL,
	"title" jsonb NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	CONSTRAINT "offers_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"hits" integer NOT NULL,
	CONSTRAINT "rate_limits_key_window_start_pk" PRIMARY KEY("key","window_start")
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"yacht_id" integer NOT NULL,
	"author" text NOT NULL,
	"country_code" text NOT NULL,
	"rate" real NOT NULL,
	"language" text NOT NULL,
	"body" text NOT NULL,
	"sailed_on" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seed_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"yachts" integer NOT NULL,
	"seeded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipyards" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"country" text NOT NULL,
	CONSTRAINT "shipyards_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "user_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"google_sub" text,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"births_day" date,
	"phone" text,
	"subscribed" boolean DEFAULT false NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_google_sub_unique" UNIQUE("google_sub")
);
--> statement-breakpoint
CREATE TABLE "yacht_prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"yacht_id" integer NOT NULL,
	"period" daterange NOT NULL,
	"price_per_day" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "yacht_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" jsonb NOT NULL,
	CONSTRAINT "yacht_types_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "yachts" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"model_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	"shipyard_id" integer NOT NULL,
	"base_id" integer NOT NULL,
	"year" smallint NOT NULL,
	"length_m" real NOT NULL,
	"beam_m" real NOT NULL,
	"draught_m" real NOT NULL,
	"cabins" smallint NOT NULL,
	"berths" smallint NOT NULL,
	"heads" smallint NOT NULL,
	"max_people" smallint NOT NULL,
	"engine" text NOT NULL,
	"fuel_tank_l" integer NOT NULL,
	"water_tank_l" integer NOT NULL,
	"main_sail_type" text,
	"products" text[] NOT NULL,
	"deposit" integer NOT NULL,
	"check_in_day" smallint NOT NULL,
	"check_in_time" text NOT NULL,
	"check_out_time" text NOT NULL,
	"equipment_ids" integer[] NOT NULL,
	"images" text[] NOT NULL,
	"description" jsonb NOT NULL,
	"rating" real,
	"reviews_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "yachts_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "bases" ADD CONSTRAINT "bases_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bases" ADD CONSTRAINT "bases_destination_id_destinations_id_fk" FOREIGN KEY ("destination_id") REFERENCES "public"."destinations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_yacht_id_yachts_id_fk" FOREIGN KEY ("yacht_id") REFERENCES "public"."yachts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew_members" ADD CONSTRAINT "crew_members_base_id_bases_id_fk" FOREIGN KEY ("base_id") REFERENCES "public"."bases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "destinations" ADD CONSTRAINT "destinations_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extras" ADD CONSTRAINT "extras_yacht_id_yachts_id_fk" FOREIGN KEY ("yacht_id") REFERENCES "public"."yachts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_yacht_id_yachts_id_fk" FOREIGN KEY ("yacht_id") REFERENCES "public"."yachts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "itineraries" ADD CONSTRAINT "itineraries_destination_id_destinations_id_fk" FOREIGN KEY ("destination_id") REFERENCES "public"."destinations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "models" ADD CONSTRAINT "models_shipyard_id_shipyards_id_fk" FOREIGN KEY ("shipyard_id") REFERENCES "public"."shipyards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "models" ADD CONSTRAINT "models_type_id_yacht_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."yacht_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_yacht_id_yachts_id_fk" FOREIGN KEY ("yacht_id") REFERENCES "public"."yachts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_yacht_id_yachts_id_fk" FOREIGN KEY ("yacht_id") REFERENCES "public"."yachts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_tokens" ADD CONSTRAINT "user_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "yacht_prices" ADD CONSTRAINT "yacht_prices_yacht_id_yachts_id_fk" FOREIGN KEY ("yacht_id") REFERENCES "public"."yachts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "yachts" ADD CONSTRAINT "yachts_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "yachts" ADD CONSTRAINT "yachts_type_id_yacht_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."yacht_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "yachts" ADD CONSTRAINT "yachts_shipyard_id_shipyards_id_fk" FOREIGN KEY ("shipyard_id") REFERENCES "public"."shipyards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "yachts" ADD CONSTRAINT "yachts_base_id_bases_id_fk" FOREIGN KEY ("base_id") REFERENCES "public"."bases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bases_destination_idx" ON "bases" USING btree ("destination_id");--> statement-breakpoint
CREATE INDEX "bookings_user_idx" ON "bookings" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "bookings_yacht_idx" ON "bookings" USING btree ("yacht_id");--> statement-breakpoint
CREATE INDEX "extras_yacht_idx" ON "extras" USING btree ("yacht_id");--> statement-breakpoint
CREATE UNIQUE INDEX "models_shipyard_name_idx" ON "models" USING btree ("shipyard_id","name");--> statement-breakpoint
CREATE INDEX "offers_yacht_idx" ON "offers" USING btree ("yacht_id");--> statement-breakpoint
CREATE INDEX "password_resets_user_idx" ON "password_resets" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "reviews_yacht_idx" ON "reviews" USING btree ("yacht_id");--> statement-breakpoint
CREATE INDEX "user_tokens_user_idx" ON "user_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "yacht_prices_yacht_idx" ON "yacht_prices" USING btree ("yacht_id");--> statement-breakpoint
CREATE INDEX "yachts_base_idx" ON "yachts" USING btree ("base_id");--> statement-breakpoint
CREATE INDEX "yachts_type_idx" ON "yachts" USING btree ("type_id");--> statement-breakpoint
CREATE INDEX "yachts_model_idx" ON "yachts" USING btree ("model_id");--> statement-breakpoint
CREATE INDEX "yachts_shipyard_idx" ON "yachts" USING btree ("shipyard_id");