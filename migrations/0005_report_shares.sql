-- Links that let a parent or counsellor read a test's summary and download its report without signing in.
-- Only the SHA-256 of the token is stored. A link dies with its test (reset by an admin) and with the account
-- (tests cascade from users); 'Stop sharing' deletes the test's rows.
CREATE TABLE report_shares (
  token_hash text PRIMARY KEY,
  test_id uuid NOT NULL REFERENCES tests (id) ON DELETE CASCADE,
  created_by uuid REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX report_shares_test_id_idx ON report_shares (test_id, created_at DESC);
