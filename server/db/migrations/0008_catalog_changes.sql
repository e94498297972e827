-- The catalog's changes, told to every server process (issue 15, docs/decisions/026). Each process keeps the
-- catalog in memory (server/catalog/model/catalog-model.ts) and LISTENs on 'catalog_changes': a change to a
-- boat, its season prices, offers or extras (and so to its booked days, which the booking triggers write
-- on its row) sends the ids of the boats it touched, once per statement, delivered at commit; a change to
-- a reference table sends '*' (read everything again), as does a statement touching too many boats for
-- one payload (PostgreSQL caps a payload below 8,000 bytes).
CREATE FUNCTION "catalog_notify_boats"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids int[] := '{}';
  payload text;
BEGIN
  IF TG_OP <> 'DELETE' THEN
    IF TG_TABLE_NAME = 'yachts' THEN ids := ids || ARRAY(SELECT "id" FROM new_rows);
    ELSE ids := ids || ARRAY(SELECT "yacht_id" FROM new_rows);
    END IF;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    IF TG_TABLE_NAME = 'yachts' THEN ids := ids || ARRAY(SELECT "id" FROM old_rows);
    ELSE ids := ids || ARRAY(SELECT "yacht_id" FROM old_rows);
    END IF;
  END IF;
  SELECT string_agg(DISTINCT i::text, ',') INTO payload FROM unnest(ids) i;
  IF payload IS NOT NULL THEN
    PERFORM pg_notify('catalog_changes', CASE WHEN length(payload) > 7000 THEN '*' ELSE payload END);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "catalog_notify_all"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalog_changes', '*');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "yachts_catalog_insert" AFTER INSERT ON "yachts" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "catalog_notify_boats"();--> statement-breakpoint
CREATE TRIGGER "yachts_catalog_update" AFTER UPDATE ON "yachts" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "catalog_notify_boats"();--> statement-breakpoint
CREATE TRIGGER "yachts_catalog_delete" AFTER DELETE ON "yachts" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "catalog_notify_boats"();--> statement-breakpoint
CREATE TRIGGER "yacht_prices_catalog_insert" AFTER INSERT ON "yacht_prices" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "catalog_notify_boats"();--> statement-breakpoint
CREATE TRIGGER "yacht_prices_catalog_update" AFTER UPDATE ON "yacht_prices" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "catalog_notify_boats"();--> statement-breakpoint
CREATE TRIGGER "yacht_prices_catalog_delete" AFTER DELETE ON "yacht_prices" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "catalog_notify_boats"();--> statement-breakpoint
CREATE TRIGGER "offers_catalog_insert" AFTER INSERT ON "offers" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "catalog_notify_boats"();--> statement-breakpoint
CREATE TRIGGER "offers_catalog_update" AFTER UPDATE ON "offers" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "catalog_notify_boats"();--> statement-breakpoint
CREATE TRIGGER "offers_catalog_delete" AFTER DELETE ON "offers" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "catalog_notify_boats"();--> statement-breakpoint
CREATE TRIGGER "extras_catalog_insert" AFTER INSERT ON "extras" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "catalog_notify_boats"();--> statement-breakpoint
CREATE TRIGGER "extras_catalog_update" AFTER UPDATE ON "extras" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "catalog_notify_boats"();--> statement-breakpoint
CREATE TRIGGER "extras_catalog_delete" AFTER DELETE ON "extras" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "catalog_notify_boats"();--> statement-breakpoint
CREATE TRIGGER "countries_catalog" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "countries" FOR EACH STATEMENT EXECUTE FUNCTION "catalog_notify_all"();--> statement-breakpoint
CREATE TRIGGER "destinations_catalog" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "destinations" FOR EACH STATEMENT EXECUTE FUNCTION "catalog_notify_all"();--> statement-breakpoint
CREATE TRIGGER "bases_catalog" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "bases" FOR EACH STATEMENT EXECUTE FUNCTION "catalog_notify_all"();--> statement-breakpoint
CREATE TRIGGER "yacht_types_catalog" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "yacht_types" FOR EACH STATEMENT EXECUTE FUNCTION "catalog_notify_all"();--> statement-breakpoint
CREATE TRIGGER "shipyards_catalog" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "shipyards" FOR EACH STATEMENT EXECUTE FUNCTION "catalog_notify_all"();--> statement-breakpoint
CREATE TRIGGER "models_catalog" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "models" FOR EACH STATEMENT EXECUTE FUNCTION "catalog_notify_all"();
--> statement-breakpoint
CREATE TRIGGER "yachts_catalog_truncate" AFTER TRUNCATE ON "yachts" FOR EACH STATEMENT EXECUTE FUNCTION "catalog_notify_all"();--> statement-breakpoint
CREATE TRIGGER "yacht_prices_catalog_truncate" AFTER TRUNCATE ON "yacht_prices" FOR EACH STATEMENT EXECUTE FUNCTION "catalog_notify_all"();--> statement-breakpoint
CREATE TRIGGER "offers_catalog_truncate" AFTER TRUNCATE ON "offers" FOR EACH STATEMENT EXECUTE FUNCTION "catalog_notify_all"();--> statement-breakpoint
CREATE TRIGGER "extras_catalog_truncate" AFTER TRUNCATE ON "extras" FOR EACH STATEMENT EXECUTE FUNCTION "catalog_notify_all"();
