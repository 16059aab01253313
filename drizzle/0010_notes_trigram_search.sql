-- The notes search matches a case-insensitive substring of a note's title, text and tags at any
-- size (decision 064): trigrams index it. array_to_string is only "stable" (it could call any
-- type's output function), so an index cannot name it; on text[] it depends on nothing but its
-- arguments, hence this immutable wrapper, which the search repeats verbatim. Its text is the one
-- the small list's filter in the browser matches: title, text and tags, one per line.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE OR REPLACE FUNCTION note_search_text(title text, content_text text, tags text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE COST 1000
  AS $$ SELECT title || E'\n' || content_text || E'\n' || pg_catalog.array_to_string(tags, E'\n') $$;--> statement-breakpoint
CREATE INDEX "note_text_trgm_idx" ON "note" USING gin (note_search_text("title", "content_text", "tags") gin_trgm_ops);
