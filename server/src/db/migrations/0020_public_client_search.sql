-- The landing's public client search. Existing accounts keep listed_in_public_search
-- null: until they choose in Conta, companies are listed and CPF people are not (the same default
-- a new account gets, and one that fills its company data later).
ALTER TABLE "users" ADD COLUMN "listed_in_public_search" boolean;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "open_demands" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "public_search_text" text GENERATED ALWAYS AS (translate(lower(case when (coalesce(cnpj, '') <> '' or coalesce(company_size, 'CPF') <> 'CPF') then coalesce(nullif(trade_name, ''), nullif(corporate_name, ''), nullif(full_name, '')) else nullif(full_name, '') end || ' ' || coalesce(case when (coalesce(cnpj, '') <> '' or coalesce(company_size, 'CPF') <> 'CPF') then nullif(corporate_name, '') end, '')), 'áàâãäéèêëíìîïóòôõöúùûüçÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇ', 'aaaaaeeeeiiiiooooouuuucaaaaaeeeeiiiiooooouuuuc')) STORED;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "public_uf" text GENERATED ALWAYS AS (case when (coalesce(cnpj, '') <> '' or coalesce(company_size, 'CPF') <> 'CPF') then company_uf else uf end) STORED;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "public_city_key" text GENERATED ALWAYS AS (translate(lower(case when (coalesce(cnpj, '') <> '' or coalesce(company_size, 'CPF') <> 'CPF') then company_city else city end), 'áàâãäéèêëíìîïóòôõöúùûüçÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇ', 'aaaaaeeeeiiiiooooouuuucaaaaaeeeeiiiiooooouuuuc')) STORED;--> statement-breakpoint
CREATE INDEX "users_public_clients_order_idx" ON "users" USING btree ((-"open_demands"),"public_search_text" collate "C","id") WHERE user_type = 'CLIENTE' and is_email_verified and suspended_at is null and public_search_text is not null and coalesce(listed_in_public_search, (coalesce(cnpj, '') <> '' or coalesce(company_size, 'CPF') <> 'CPF'));--> statement-breakpoint
CREATE INDEX "users_public_clients_place_idx" ON "users" USING btree ("public_uf","public_city_key") WHERE user_type = 'CLIENTE' and is_email_verified and suspended_at is null and public_search_text is not null and coalesce(listed_in_public_search, (coalesce(cnpj, '') <> '' or coalesce(company_size, 'CPF') <> 'CPF'));--> statement-breakpoint
CREATE INDEX "users_public_clients_trgm_idx" ON "users" USING gin ("public_search_text" gin_trgm_ops) WHERE user_type = 'CLIENTE' and is_email_verified and suspended_at is null and public_search_text is not null and coalesce(listed_in_public_search, (coalesce(cnpj, '') <> '' or coalesce(company_size, 'CPF') <> 'CPF'));--> statement-breakpoint
-- open_demands follows the client's demands, so the public list is ordered from an index instead
-- of counting every client's open demands on each request. AFTER triggers: the count moves only
-- with a change that happened.
CREATE OR REPLACE FUNCTION client_open_demands() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status = 'ABERTA' THEN
    UPDATE users SET open_demands = open_demands - 1 WHERE id = OLD.user_created;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status = 'ABERTA' THEN
    UPDATE users SET open_demands = open_demands + 1 WHERE id = NEW.user_created;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER demands_open_count_write AFTER INSERT OR DELETE ON demands
FOR EACH ROW EXECUTE FUNCTION client_open_demands();
--> statement-breakpoint
CREATE TRIGGER demands_open_count_change AFTER UPDATE OF status, user_created ON demands
FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.user_created IS DISTINCT FROM NEW.user_created)
EXECUTE FUNCTION client_open_demands();
--> statement-breakpoint
UPDATE users SET open_demands = o.n
FROM (SELECT user_created, count(*)::int AS n FROM demands WHERE status = 'ABERTA' GROUP BY user_created) o
WHERE o.user_created = users.id;
