-- Minhas Demandas in one scan: the page and its counters are window aggregates over the owner's
-- rows, which this index hands over in order and without visiting the table (status included).
CREATE INDEX IF NOT EXISTS "demands_owner_list_idx" ON "demands" USING btree ("user_created","created_at","id") INCLUDE ("status");
