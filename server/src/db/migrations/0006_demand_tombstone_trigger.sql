-- Every deleted demand leaves its id behind for devices that sync with updated_since, whether it
-- was deleted by its owner or went with a removed account (ON DELETE CASCADE).
CREATE OR REPLACE FUNCTION demand_tombstone() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO demand_tombstones (demand_id, owner_id) VALUES (OLD.id, OLD.user_created)
  ON CONFLICT (demand_id) DO UPDATE SET deleted_at = now();
  RETURN OLD;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER demands_tombstone AFTER DELETE ON demands
FOR EACH ROW EXECUTE FUNCTION demand_tombstone();
