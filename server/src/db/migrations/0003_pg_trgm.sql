-- Trigram search over demand text (accent- and case-folded), on PostgreSQL and PGlite alike.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
