-- Test attempts: the server owns the clock and keeps every saved answer until the attempt becomes a test.

CREATE TABLE test_attempts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  grade smallint NOT NULL CHECK (grade BETWEEN 8 AND 12),
  student_name text NOT NULL,
  answers jsonb NOT NULL DEFAULT '{}'::jsonb,
  position smallint NOT NULL DEFAULT 0,
  -- The client numbers its saves; an older save arriving late never overwrites a newer one.
  revision integer NOT NULL DEFAULT 0,
  started_at timestamptz NOT NULL,
  deadline_at timestamptz NOT NULL,
  saved_at timestamptz NOT NULL,
  submitted_at timestamptz,
  test_id uuid REFERENCES tests (id) ON DELETE SET NULL
);
-- One open attempt per student and grade: a second tab or device resumes it instead of starting another.
CREATE UNIQUE INDEX test_attempts_one_open_idx ON test_attempts (user_id, grade) WHERE submitted_at IS NULL;
CREATE INDEX test_attempts_overdue_idx ON test_attempts (deadline_at) WHERE submitted_at IS NULL;

-- A test made from an attempt names it, so a retried or racing submit cannot make a second test.
ALTER TABLE tests ADD COLUMN attempt_id uuid UNIQUE;
-- The recommendations as computed at submission, so a report never changes after the fact.
ALTER TABLE tests ADD COLUMN result jsonb;
