-- Minhas Demandas' free text: the counts per status and the page's matching ids are read from the
-- owner's rows in this index alone, the folded text tested on each entry (a client of 9,090
-- demands: ~230 index pages). Without the text here the trigram index's rows for a common word
-- (20,000 for 'bordado') were ANDed with the owner's and ~1,800 table pages read for the status.
-- An entry stays far below btree's 2.7 kB limit: title (100) and description (500 characters) fold
-- to at most ~1.8 kB.
DROP INDEX IF EXISTS "demands_owner_list_idx";--> statement-breakpoint
CREATE INDEX "demands_owner_list_idx" ON "demands" USING btree ("user_created","created_at","id") INCLUDE ("status","search_text");
