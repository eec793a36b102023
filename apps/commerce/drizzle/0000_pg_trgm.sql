-- Trigram matching for search (products_name_trgm_idx); PGlite loads the extension from its bundled contrib.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
