CREATE TABLE "client_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"demand_id" uuid NOT NULL,
	"professional_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"payment" smallint NOT NULL,
	"communication" smallint NOT NULL,
	"clarity" smallint NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	CONSTRAINT "client_reviews_demand_key" UNIQUE("demand_id"),
	CONSTRAINT "client_reviews_scores_range" CHECK ("client_reviews"."payment" between 1 and 5 and "client_reviews"."communication" between 1 and 5 and "client_reviews"."clarity" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "ratings" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "client_reviews" ADD CONSTRAINT "client_reviews_demand_id_demands_id_fk" FOREIGN KEY ("demand_id") REFERENCES "public"."demands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_reviews" ADD CONSTRAINT "client_reviews_professional_id_users_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_reviews" ADD CONSTRAINT "client_reviews_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_reviews_client_idx" ON "client_reviews" USING btree ("client_id","published_at");--> statement-breakpoint
CREATE INDEX "client_reviews_professional_idx" ON "client_reviews" USING btree ("professional_id","created_at");--> statement-breakpoint
-- The ratings given before two-way reviews were already public.
UPDATE "ratings" SET "published_at" = "created_at" WHERE "published_at" IS NULL;
--> statement-breakpoint
-- Search figures count only published ratings; the functions of 0019 with that filter.
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
    SELECT avg(r.score)::float8 AS avg, count(*)::int AS n FROM ratings r WHERE r.professional_id = b.id AND r.published_at IS NOT NULL
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
    SELECT avg(r.score)::float8 AS avg, count(*)::int AS n FROM ratings r WHERE r.professional_id = x.id AND r.published_at IS NOT NULL
  ) rt
  CROSS JOIN LATERAL (
    SELECT count(*)::int AS n FROM demands d
    WHERE d.chosen_professional_id = x.id AND d.status = 'CONCLUÍDA'
  ) wk
  WHERE ps.user_id = x.id;
END;
$$;
--> statement-breakpoint
-- A rating's publication moves the figures like a new score.
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
      WHERE (n.score, n.professional_id, n.published_at) IS DISTINCT FROM (o.score, o.professional_id, o.published_at)
      UNION
      SELECT o.professional_id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE n.professional_id IS DISTINCT FROM o.professional_id));
  END IF;
  RETURN NULL;
END;
$$;
