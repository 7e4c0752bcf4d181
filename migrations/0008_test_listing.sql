-- What the history and the admin lists show of a stored result (the leading family and the response-quality
-- findings), kept beside it by the database. A whole result is 14-18 KB; this part is under 1 KB, so the admin list
-- of 1,000 tests no longer reads and parses some 17 MB (tests/bench/lists.ts). Generated from the result, so it
-- cannot disagree with it, and filled for existing rows by this statement. It has the result's own shape, cut down,
-- so the code that reads a result reads it (src/server/routes/serialize.ts). jsonb_set and -> are immutable, as a
-- generated column needs (jsonb_build_object is not).
ALTER TABLE tests ADD COLUMN listed jsonb GENERATED ALWAYS AS (
  CASE WHEN result IS NULL THEN NULL ELSE
    jsonb_set(
      jsonb_set(
        jsonb_set('{"families": [null], "profile": {"quality": null}, "lowConfidence": null}'::jsonb,
          '{families,0}', coalesce(result -> 'families' -> 0, 'null'::jsonb)),
        '{profile,quality}', coalesce(result -> 'profile' -> 'quality', 'null'::jsonb)),
      '{lowConfidence}', coalesce(result -> 'lowConfidence', 'null'::jsonb))
  END
) STORED;
