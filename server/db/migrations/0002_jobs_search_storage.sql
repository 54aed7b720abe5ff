-- Keep the search tsvector in the row (compressed) and let TOAST move the descriptions out of line
-- instead. Matching and ranking read `search` for every candidate row; out of line, each read is
-- a TOAST index lookup plus decompression (about 8 µs a row), which made a relevance search over a
-- few thousand matches cost tens of milliseconds. Storage only: no value changes. Rows written
-- before this migration keep their layout until they are next updated.
ALTER TABLE "jobs" ALTER COLUMN "search" SET STORAGE MAIN;
