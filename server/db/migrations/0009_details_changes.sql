-- The boat page's details are kept per boat in each process (docs/decisions/030), so the two tables they
-- read that migration 0008 left without a notice get one: a review tells its boat, the equipment list
-- (a reference table, in every process's catalog) tells everything.
CREATE TRIGGER "reviews_catalog_insert" AFTER INSERT ON "reviews" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "catalog_notify_boats"();--> statement-breakpoint
CREATE TRIGGER "reviews_catalog_update" AFTER UPDATE ON "reviews" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "catalog_notify_boats"();--> statement-breakpoint
CREATE TRIGGER "reviews_catalog_delete" AFTER DELETE ON "reviews" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "catalog_notify_boats"();--> statement-breakpoint
CREATE TRIGGER "reviews_catalog_truncate" AFTER TRUNCATE ON "reviews" FOR EACH STATEMENT EXECUTE FUNCTION "catalog_notify_all"();--> statement-breakpoint
CREATE TRIGGER "equipment_catalog" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "equipment" FOR EACH STATEMENT EXECUTE FUNCTION "catalog_notify_all"();
