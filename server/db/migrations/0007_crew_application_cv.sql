-- The join-us form takes a CV (P1): the file lives under DATA_DIR/cv with a random name and is never
-- served; the row keeps that name, the type found in its content, its size and the name it was sent with
-- (shown to the office only).
ALTER TABLE "crew_applications" ADD COLUMN "cv_file" text;--> statement-breakpoint
ALTER TABLE "crew_applications" ADD COLUMN "cv_type" text;--> statement-breakpoint
ALTER TABLE "crew_applications" ADD COLUMN "cv_bytes" integer;--> statement-breakpoint
ALTER TABLE "crew_applications" ADD COLUMN "cv_original_name" text;
