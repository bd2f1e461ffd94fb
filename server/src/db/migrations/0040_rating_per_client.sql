-- DESIGN §9.16: a rating names a demand of its client on which the provider was chosen. The
-- ratings given without one (from search) are moved onto the client's latest such demand that
-- has no rating of that provider yet; the others (a demand already rated, or no such demand any
-- more) are withdrawn.
UPDATE "ratings" r SET "demand_id" = (
  SELECT d.id FROM "demands" d
  WHERE d.user_created = r.client_id AND d.chosen_professional_id = r.professional_id
    AND NOT EXISTS (
      SELECT 1 FROM "ratings" o
      WHERE o.demand_id = d.id AND o.client_id = r.client_id AND o.professional_id = r.professional_id)
  ORDER BY d.created_at DESC, d.id DESC
  LIMIT 1)
WHERE r."demand_id" IS NULL;
--> statement-breakpoint
DELETE FROM "ratings" WHERE "demand_id" IS NULL;
--> statement-breakpoint
ALTER TABLE "ratings" ALTER COLUMN "demand_id" SET NOT NULL;
--> statement-breakpoint
-- The one definition of the ratings a provider's figures count: each client once, by their latest
-- published rating (average, count, search order, dashboard, profile, comparison, public page).
CREATE VIEW "counted_ratings" AS
SELECT DISTINCT ON (r.professional_id, r.client_id)
  r.id, r.professional_id, r.client_id, r.demand_id, r.score, r.created_at
FROM "ratings" r
WHERE r.published_at IS NOT NULL
ORDER BY r.professional_id, r.client_id, r.created_at DESC, r.id DESC;
--> statement-breakpoint
-- The search figures of 0033, read from that view.
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
    SELECT avg(r.score)::float8 AS avg, count(*)::int AS n FROM counted_ratings r WHERE r.professional_id = b.id
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
    SELECT avg(r.score)::float8 AS avg, count(*)::int AS n FROM counted_ratings r WHERE r.professional_id = x.id
  ) rt
  CROSS JOIN LATERAL (
    SELECT count(*)::int AS n FROM demands d
    WHERE d.chosen_professional_id = x.id AND d.status = 'CONCLUÍDA'
  ) wk
  WHERE ps.user_id = x.id;
END;
$$;
--> statement-breakpoint
-- Every stored figure recomputed under the new definition.
SELECT professional_search_figures(ARRAY(SELECT user_id FROM professional_search));
