-- The language an account chose for the interface: English or Hindi (docs/decisions/045-i18n.md). NULL until the
-- account chooses one; the browser's own choice applies meanwhile.
ALTER TABLE users ADD COLUMN locale text CHECK (locale IN ('en', 'hi'));
