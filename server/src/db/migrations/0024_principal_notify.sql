-- The per-request session check is served from each instance's memory (no query per request); these
-- triggers tell every instance, at commit, which accounts and sessions changed, whatever path
-- wrote them (services, other triggers, an operator's SQL). Payload 'u:<user id>' or
-- 's:<session id>'; PostgreSQL folds equal payloads of one transaction into one.
CREATE OR REPLACE FUNCTION alinhavo_notify_principal_user() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('alinhavo_principal', 'u:' || OLD.id::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION alinhavo_notify_principal_session() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('alinhavo_principal', 's:' || OLD.id::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_notify_principal AFTER UPDATE OR DELETE ON users
FOR EACH ROW EXECUTE FUNCTION alinhavo_notify_principal_user();
--> statement-breakpoint
CREATE TRIGGER sessions_notify_principal AFTER UPDATE OR DELETE ON sessions
FOR EACH ROW EXECUTE FUNCTION alinhavo_notify_principal_session();
