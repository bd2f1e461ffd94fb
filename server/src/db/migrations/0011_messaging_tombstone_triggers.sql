-- Every deleted message and notification leaves its id behind for devices that sync with
-- updated_since: deleted by its author, by the expiry job or with a removed account (cascade).
CREATE OR REPLACE FUNCTION message_tombstone() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO message_tombstones (message_id, conversation_id) VALUES (OLD.id, OLD.conversation_id)
  ON CONFLICT (message_id) DO UPDATE SET deleted_at = now();
  RETURN OLD;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER messages_tombstone AFTER DELETE ON messages
FOR EACH ROW EXECUTE FUNCTION message_tombstone();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION notification_tombstone() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO notification_tombstones (notification_id, user_id) VALUES (OLD.id, OLD.user_id)
  ON CONFLICT (notification_id) DO UPDATE SET deleted_at = now();
  RETURN OLD;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER notifications_tombstone AFTER DELETE ON notifications
FOR EACH ROW EXECUTE FUNCTION notification_tombstone();
