-- Provider search: every filter value of a row as one tag, so one GIN index answers
-- any mix of filters in a single scan. With one index per column the planner took the most
-- selective one (the state) and checked the rest row by row on most of the table.
-- Tags: s: service, a: area, e: specialty, u: state, c: display city (folded), t: fabric type,
-- v: availability.
CREATE OR REPLACE FUNCTION alinhavo_search_facets(
  services int[], areas int[], specialties int[], uf text, city_key text, tecid_type text,
  availability_id int
) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT array(SELECT 's:' || x FROM unnest(services) x)
    || array(SELECT 'a:' || x FROM unnest(areas) x)
    || array(SELECT 'e:' || x FROM unnest(specialties) x)
    || array_remove(
      ARRAY['u:' || uf, 'c:' || city_key, 't:' || tecid_type, 'v:' || availability_id::text],
      NULL
    )
$$;
--> statement-breakpoint
ALTER TABLE "professional_search" ADD COLUMN "facets" text[] GENERATED ALWAYS AS (alinhavo_search_facets(services, areas, specialties, uf, city_key, tecid_type, availability_id)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "professional_search_facets_idx" ON "professional_search" USING gin ("facets");--> statement-breakpoint
-- The new column has no statistics until analyzed, and without them the planner guesses that
-- any tag is rare (0.5 %) and sorts thousands of rows instead of walking the rating index.
ANALYZE "professional_search";
