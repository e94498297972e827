-- Issue 31: a catalog change is also written down, so a process whose listening connection dropped reads
-- what it missed instead of the whole catalog (seconds at 30,000 boats). The same functions that NOTIFY
-- (migration 0008; used by the triggers of 0008, 0009, 0016 and 0021) add a row per statement: the
-- writing transaction's id and the boats it touched (NULL: anything may have changed, as the '*' payload).
-- A process remembers a snapshot of which every change it has been told of, and after a gap reads the rows
-- of the transactions not visible in it (pg_visible_in_snapshot): exact in commit order, where an id from
-- a sequence is not (a lower id can commit later). Rows older than an hour are pruned by the processes.
CREATE TABLE "catalog_change_log" (
  "xid" xid8 NOT NULL DEFAULT pg_current_xact_id(),
  "yacht_ids" int[],
  "at" timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX "catalog_change_log_xid" ON "catalog_change_log" ("xid");
--> statement-breakpoint
CREATE INDEX "catalog_change_log_at" ON "catalog_change_log" ("at");
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "catalog_notify_boats"() RETURNS trigger LANGUAGE plpgsql AS $$
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
  ids := ARRAY(SELECT DISTINCT i FROM unnest(ids) i WHERE i IS NOT NULL ORDER BY i);
  IF cardinality(ids) > 0 THEN
    INSERT INTO "catalog_change_log" ("yacht_ids") VALUES (ids);
    payload := array_to_string(ids, ',');
    PERFORM pg_notify('catalog_changes', CASE WHEN length(payload) > 7000 THEN '*' ELSE payload END);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "catalog_notify_all"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "catalog_change_log" ("yacht_ids") VALUES (NULL);
  PERFORM pg_notify('catalog_changes', '*');
  RETURN NULL;
END $$;
