-- Provider search: professional_search is kept by triggers, so every path that
-- changes what a search sees (profile save, approval, suspension, ratings, finished jobs,
-- account removal, a new geography seed) updates it in its own transaction; catalogue_words
-- follows the catalogue.
-- Statement-level triggers with transition tables: a bulk write refreshes each provider once.

-- Folding as in shared/src/rules/search.ts (lower case, Portuguese accents off).
CREATE OR REPLACE FUNCTION alinhavo_fold(t text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT translate(lower(t), 'áàâãäéèêëíìîïóòôõöúùûüçÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇ', 'aaaaaeeeeiiiiooooouuuucaaaaaeeeeiiiiooooouuuuc')
$$;
--> statement-breakpoint
-- 'filled' of server/src/modules/profile/completeness.ts: present and not only blanks.
CREATE OR REPLACE FUNCTION alinhavo_filled(t text) RETURNS boolean
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(btrim(t, E' \t\r\n') <> '', false)
$$;
--> statement-breakpoint
-- A provider's (or viewer's) city and UF find their IBGE municipality by folded name.
CREATE INDEX municipios_uf_fold_idx ON municipios (uf, alinhavo_fold(nome));
--> statement-breakpoint
-- The search row of each id from the account and its catalogue choices, ratings and finished
-- jobs; ids that are no provider (any more) lose theirs. Rows already there are locked first,
-- so the values below are read after a concurrent writer of the same provider committed.
CREATE OR REPLACE FUNCTION professional_search_refresh(ids uuid[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF ids IS NULL OR cardinality(ids) = 0 THEN
    RETURN;
  END IF;
  PERFORM 1 FROM professional_search WHERE user_id = ANY (ids) ORDER BY user_id FOR UPDATE;
  DELETE FROM professional_search ps
  WHERE ps.user_id = ANY (ids)
    AND NOT EXISTS (SELECT 1 FROM users u WHERE u.id = ps.user_id AND u.user_type = 'PROFISSIONAL');
  INSERT INTO professional_search AS ps (
    user_id, listed, complete, name, city, uf, city_key, municipio_id,
    services, areas, specialties, tecid_type, availability_id, doc_names, doc_about,
    rating_avg, rating_count, work_count
  )
  SELECT
    b.id,
    b.approval_status = 'APPROVED' AND b.suspended_at IS NULL,
    -- Spec §3: name, services, areas, specialties, fabric type, location, e-mail, availability.
    b.display_name IS NOT NULL
      AND b.located
      AND alinhavo_filled(b.contact_email)
      AND cardinality(sv.ids) > 0
      AND cardinality(ar.ids) > 0
      AND cardinality(sp.ids) > 0
      AND b.tecid_type IS NOT NULL
      AND b.availability_id IS NOT NULL,
    b.display_name,
    b.display_city,
    b.display_uf,
    alinhavo_fold(btrim(b.display_city)),
    mu.id,
    sv.ids,
    ar.ids,
    sp.ids,
    b.tecid_type,
    b.availability_id,
    to_tsvector('simple', alinhavo_fold(b.names)),
    to_tsvector('simple', alinhavo_fold(coalesce(b.about_me, ''))),
    coalesce(rt.avg, 0),
    rt.n,
    wk.n
  FROM (
    SELECT c.*,
      CASE WHEN c.company
        THEN coalesce(nullif(btrim(c.trade_name), ''), nullif(btrim(c.corporate_name), ''), nullif(btrim(c.full_name), ''))
        ELSE nullif(btrim(c.full_name), '')
      END AS display_name,
      CASE WHEN c.company
        THEN alinhavo_filled(c.company_city) AND alinhavo_filled(c.company_uf)
        ELSE alinhavo_filled(c.city) AND alinhavo_filled(c.uf)
      END AS located,
      CASE WHEN c.company THEN coalesce(c.company_email, c.email) ELSE c.email END AS contact_email,
      nullif(btrim(CASE WHEN c.company AND alinhavo_filled(c.company_city) THEN c.company_city ELSE c.city END), '') AS display_city,
      nullif(upper(btrim(CASE WHEN c.company AND alinhavo_filled(c.company_uf) THEN c.company_uf ELSE c.uf END)), '') AS display_uf,
      concat_ws(' ', c.full_name, c.trade_name, c.corporate_name) AS names
    FROM (
      SELECT u.*, alinhavo_filled(u.cnpj) OR coalesce(u.company_size <> 'CPF', false) AS company
      FROM users u
      WHERE u.id = ANY (ids) AND u.user_type = 'PROFISSIONAL'
    ) c
  ) b
  CROSS JOIN LATERAL (
    SELECT coalesce(array_agg(l.service_id ORDER BY l.service_id), '{}') AS ids
    FROM user_services l WHERE l.user_id = b.id
  ) sv
  CROSS JOIN LATERAL (
    SELECT coalesce(array_agg(l.area_id ORDER BY l.area_id), '{}') AS ids
    FROM user_areas l WHERE l.user_id = b.id
  ) ar
  CROSS JOIN LATERAL (
    SELECT coalesce(array_agg(l.specialty_id ORDER BY l.specialty_id), '{}') AS ids
    FROM user_specialties l WHERE l.user_id = b.id
  ) sp
  LEFT JOIN LATERAL (
    SELECT m.id
    FROM municipios m
    WHERE m.uf = b.display_uf AND alinhavo_fold(m.nome) = alinhavo_fold(btrim(b.display_city))
    ORDER BY m.id
    LIMIT 1
  ) mu ON true
  CROSS JOIN LATERAL (
    SELECT avg(r.score)::float8 AS avg, count(*)::int AS n FROM ratings r WHERE r.professional_id = b.id
  ) rt
  CROSS JOIN LATERAL (
    SELECT count(*)::int AS n FROM demands d
    WHERE d.chosen_professional_id = b.id AND d.status = 'CONCLUÍDA'
  ) wk
  ON CONFLICT (user_id) DO UPDATE SET
    listed = excluded.listed,
    complete = excluded.complete,
    name = excluded.name,
    city = excluded.city,
    uf = excluded.uf,
    city_key = excluded.city_key,
    municipio_id = excluded.municipio_id,
    services = excluded.services,
    areas = excluded.areas,
    specialties = excluded.specialties,
    tecid_type = excluded.tecid_type,
    availability_id = excluded.availability_id,
    doc_names = excluded.doc_names,
    doc_about = excluded.doc_about,
    rating_avg = excluded.rating_avg,
    rating_count = excluded.rating_count,
    work_count = excluded.work_count;
END;
$$;
--> statement-breakpoint
-- Only the figures (a rating or a finished job changed): cheaper than the whole row.
CREATE OR REPLACE FUNCTION professional_search_figures(ids uuid[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF ids IS NULL OR cardinality(ids) = 0 THEN
    RETURN;
  END IF;
  PERFORM 1 FROM professional_search WHERE user_id = ANY (ids) ORDER BY user_id FOR UPDATE;
  UPDATE professional_search ps
  SET rating_avg = coalesce(rt.avg, 0), rating_count = rt.n, work_count = wk.n
  FROM (SELECT DISTINCT unnest(ids) AS id) x
  CROSS JOIN LATERAL (
    SELECT avg(r.score)::float8 AS avg, count(*)::int AS n FROM ratings r WHERE r.professional_id = x.id
  ) rt
  CROSS JOIN LATERAL (
    SELECT count(*)::int AS n FROM demands d
    WHERE d.chosen_professional_id = x.id AND d.status = 'CONCLUÍDA'
  ) wk
  WHERE ps.user_id = x.id;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION professional_search_users_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM professional_search_refresh(ARRAY(
      SELECT n.id FROM new_rows n WHERE n.user_type = 'PROFISSIONAL'));
  ELSE
    -- Only what the search row is made of; a login or a session touch changes nothing here.
    PERFORM professional_search_refresh(ARRAY(
      SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE 'PROFISSIONAL' IN (n.user_type, o.user_type)
        AND (n.user_type, n.email, n.approval_status, n.suspended_at, n.full_name, n.trade_name,
             n.corporate_name, n.cnpj, n.company_size, n.city, n.uf, n.company_city, n.company_uf,
             n.company_email, n.about_me, n.tecid_type, n.availability_id)
          IS DISTINCT FROM
            (o.user_type, o.email, o.approval_status, o.suspended_at, o.full_name, o.trade_name,
             o.corporate_name, o.cnpj, o.company_size, o.city, o.uf, o.company_city, o.company_uf,
             o.company_email, o.about_me, o.tecid_type, o.availability_id)));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER professional_search_users_inserted AFTER INSERT ON users
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION professional_search_users_changed();
--> statement-breakpoint
CREATE TRIGGER professional_search_users_updated AFTER UPDATE ON users
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION professional_search_users_changed();
--> statement-breakpoint
-- user_services, user_areas, user_specialties: the profile save deletes and inserts them.
CREATE OR REPLACE FUNCTION professional_search_choices_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM professional_search_refresh(ARRAY(SELECT DISTINCT user_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM professional_search_refresh(ARRAY(SELECT DISTINCT user_id FROM old_rows));
  ELSE
    PERFORM professional_search_refresh(ARRAY(
      SELECT user_id FROM new_rows UNION SELECT user_id FROM old_rows));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER professional_search_services_inserted AFTER INSERT ON user_services
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION professional_search_choices_changed();
--> statement-breakpoint
CREATE TRIGGER professional_search_services_deleted AFTER DELETE ON user_services
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION professional_search_choices_changed();
--> statement-breakpoint
CREATE TRIGGER professional_search_services_updated AFTER UPDATE ON user_services
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION professional_search_choices_changed();
--> statement-breakpoint
CREATE TRIGGER professional_search_areas_inserted AFTER INSERT ON user_areas
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION professional_search_choices_changed();
--> statement-breakpoint
CREATE TRIGGER professional_search_areas_deleted AFTER DELETE ON user_areas
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION professional_search_choices_changed();
--> statement-breakpoint
CREATE TRIGGER professional_search_areas_updated AFTER UPDATE ON user_areas
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION professional_search_choices_changed();
--> statement-breakpoint
CREATE TRIGGER professional_search_specialties_inserted AFTER INSERT ON user_specialties
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION professional_search_choices_changed();
--> statement-breakpoint
CREATE TRIGGER professional_search_specialties_deleted AFTER DELETE ON user_specialties
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION professional_search_choices_changed();
--> statement-breakpoint
CREATE TRIGGER professional_search_specialties_updated AFTER UPDATE ON user_specialties
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION professional_search_choices_changed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION professional_search_ratings_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM professional_search_figures(ARRAY(SELECT DISTINCT professional_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM professional_search_figures(ARRAY(SELECT DISTINCT professional_id FROM old_rows));
  ELSE
    PERFORM professional_search_figures(ARRAY(
      SELECT n.professional_id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.score, n.professional_id) IS DISTINCT FROM (o.score, o.professional_id)
      UNION
      SELECT o.professional_id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE n.professional_id IS DISTINCT FROM o.professional_id));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER professional_search_ratings_inserted AFTER INSERT ON ratings
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION professional_search_ratings_changed();
--> statement-breakpoint
CREATE TRIGGER professional_search_ratings_deleted AFTER DELETE ON ratings
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION professional_search_ratings_changed();
--> statement-breakpoint
CREATE TRIGGER professional_search_ratings_updated AFTER UPDATE ON ratings
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION professional_search_ratings_changed();
--> statement-breakpoint
-- Jobs done: a demand entering or leaving CONCLUÍDA, or its chosen provider changing there.
CREATE OR REPLACE FUNCTION professional_search_demands_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM professional_search_figures(ARRAY(
      SELECT chosen_professional_id FROM new_rows
      WHERE status = 'CONCLUÍDA' AND chosen_professional_id IS NOT NULL));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM professional_search_figures(ARRAY(
      SELECT chosen_professional_id FROM old_rows
      WHERE status = 'CONCLUÍDA' AND chosen_professional_id IS NOT NULL));
  ELSE
    PERFORM professional_search_figures(ARRAY(
      SELECT v.id FROM new_rows n JOIN old_rows o ON o.id = n.id
      CROSS JOIN LATERAL (VALUES (n.chosen_professional_id), (o.chosen_professional_id)) v(id)
      WHERE v.id IS NOT NULL
        AND 'CONCLUÍDA' IN (n.status, o.status)
        AND (n.status, n.chosen_professional_id) IS DISTINCT FROM (o.status, o.chosen_professional_id)));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER professional_search_demands_inserted AFTER INSERT ON demands
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION professional_search_demands_changed();
--> statement-breakpoint
CREATE TRIGGER professional_search_demands_deleted AFTER DELETE ON demands
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION professional_search_demands_changed();
--> statement-breakpoint
CREATE TRIGGER professional_search_demands_updated AFTER UPDATE ON demands
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION professional_search_demands_changed();
--> statement-breakpoint
-- Every word of the catalogue's names and aliases, folded and split as the full-text parser
-- splits, with the item it names (a few hundred rows: rebuilt whole when the catalogue changes).
CREATE OR REPLACE FUNCTION catalogue_words_refresh() RETURNS void
LANGUAGE sql AS $$
  DELETE FROM catalogue_words;
  INSERT INTO catalogue_words (word, kind, item_id)
  SELECT DISTINCT w.lexeme, c.kind, c.id
  FROM (
    SELECT 'service' AS kind, id, name || ' ' || array_to_string(aliases, ' ') AS t FROM services
    UNION ALL SELECT 'area', id, name FROM service_areas
    UNION ALL SELECT 'specialty', id, name FROM specialties
  ) c
  CROSS JOIN LATERAL unnest(to_tsvector('simple', alinhavo_fold(c.t))) w
  WHERE length(w.lexeme) >= 3
    AND w.lexeme !~ '^[0-9]+$'
    AND w.lexeme NOT IN ('com', 'para', 'das', 'dos', 'nas', 'nos', 'pra', 'por', 'uma');
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalogue_words_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM catalogue_words_refresh();
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER catalogue_words_services AFTER INSERT OR UPDATE OR DELETE ON services
FOR EACH STATEMENT EXECUTE FUNCTION catalogue_words_changed();
--> statement-breakpoint
CREATE TRIGGER catalogue_words_areas AFTER INSERT OR UPDATE OR DELETE ON service_areas
FOR EACH STATEMENT EXECUTE FUNCTION catalogue_words_changed();
--> statement-breakpoint
CREATE TRIGGER catalogue_words_specialties AFTER INSERT OR UPDATE OR DELETE ON specialties
FOR EACH STATEMENT EXECUTE FUNCTION catalogue_words_changed();
--> statement-breakpoint
-- A new geography seed: providers without a municipality may now have one, and a moved or
-- renamed municipality moves its providers.
CREATE OR REPLACE FUNCTION professional_search_municipios_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM professional_search_refresh(ARRAY(
      SELECT user_id FROM professional_search WHERE municipio_id IS NULL));
  ELSIF EXISTS (
    SELECT 1 FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE (n.nome, n.uf, n.latitude, n.longitude) IS DISTINCT FROM (o.nome, o.uf, o.latitude, o.longitude)
  ) THEN
    PERFORM professional_search_refresh(ARRAY(SELECT user_id FROM professional_search));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER professional_search_municipios_inserted AFTER INSERT ON municipios
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION professional_search_municipios_changed();
--> statement-breakpoint
CREATE TRIGGER professional_search_municipios_updated AFTER UPDATE ON municipios
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION professional_search_municipios_changed();
--> statement-breakpoint
-- The catalogue and the providers that existed before this migration.
SELECT catalogue_words_refresh();
--> statement-breakpoint
SELECT professional_search_refresh(ARRAY(SELECT id FROM users WHERE user_type = 'PROFISSIONAL'));
