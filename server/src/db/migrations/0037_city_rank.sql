-- Provider search, the Cidade filter: a city names a few hundred to a thousand
-- providers, and the search orders all of them by (rating, jobs, id) to give the first page and
-- their count. From the facets' GIN index every match was a row to read (about 2 ms for a
-- thousand); this index holds the order's columns, so the matches, the page and the count come
-- from it alone (an index-only scan).
CREATE INDEX "professional_search_city_rank_idx" ON "professional_search" USING btree ("city_key","uf","rating_avg","work_count","user_id") WHERE "professional_search"."listed" and "professional_search"."complete";