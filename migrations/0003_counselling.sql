-- Requests for a call with a career counsellor, made from a result page and followed up by an admin.
CREATE TABLE counselling_requests (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  test_id uuid REFERENCES tests (id) ON DELETE SET NULL,
  contact_name text NOT NULL,
  phone text NOT NULL,
  preferred_time text NOT NULL,
  message text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX counselling_requests_created_idx ON counselling_requests (created_at DESC);
