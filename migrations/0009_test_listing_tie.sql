-- The lists also name a family tied with the leading one, as the results page, the PDF and the parents' page do
-- (docs/assessment.md, section 6). `listed` (0008_test_listing.sql) now keeps the second family too: still the
-- result's own shape, cut down, and under 1 KB. A generated column's expression cannot be altered before
-- PostgreSQL 17, so it is dropped and added again; adding it fills it for existing rows.
ALTER TABLE tests DROP COLUMN listed;
ALTER TABLE tests ADD COLUMN listed jsonb GENERATED ALWAYS AS (
  CASE WHEN result IS NULL THEN NULL ELSE
    jsonb_set(
      jsonb_set(
        jsonb_set(
          jsonb_set('{"families": [null, null], "profile": {"quality": null}, "lowConfidence": null}'::jsonb,
            '{families,0}', coalesce(result -> 'families' -> 0, 'null'::jsonb)),
          '{families,1}', coalesce(result -> 'families' -> 1, 'null'::jsonb)),
        '{profile,quality}', coalesce(result -> 'profile' -> 'quality', 'null'::jsonb)),
      '{lowConfidence}', coalesce(result -> 'lowConfidence', 'null'::jsonb))
  END
) STORED;
