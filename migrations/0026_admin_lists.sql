-- The platform admin's lists of users and tests at scale: keyset pages newest first, by (created_at, id) for users and
-- (completed_at, id) for tests, narrowed by each filter through an index in that order, and searched through trigram
-- indexes (pg_trgm), so a search for part of a name, an e-mail, a user name or a roll number finds it among 50,000
-- accounts without reading them all (docs/benchmarks.md, "Admin lists"). A test's id is found by its prefix through
-- the primary key.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE INDEX users_created_idx ON users (created_at DESC, id DESC);
CREATE INDEX users_role_idx ON users (role, created_at DESC, id DESC);
CREATE INDEX users_admin_idx ON users (created_at DESC, id DESC) WHERE is_admin;
DROP INDEX users_school_id_idx;
CREATE INDEX users_school_id_idx ON users (school_id, created_at DESC, id DESC) WHERE school_id IS NOT NULL;
DROP INDEX users_class_id_idx;
CREATE INDEX users_class_id_idx ON users (class_id, created_at DESC, id DESC) WHERE class_id IS NOT NULL;
-- What the search box looks through, as one text: name, e-mail, user name and roll number.
CREATE INDEX users_search_idx ON users USING gin (
  lower(first_name || ' ' || coalesce(last_name, '') || ' ' || coalesce(email, '') || ' ' || coalesce(username, '') || ' ' || coalesce(roll_number, ''))
  gin_trgm_ops
);
-- A user's grade is their class's.
CREATE INDEX classes_grade_idx ON classes (grade);

CREATE INDEX tests_completed_idx ON tests (completed_at DESC, id DESC);
CREATE INDEX tests_grade_idx ON tests (grade, completed_at DESC, id DESC);
CREATE INDEX tests_student_name_idx ON tests USING gin (lower(student_name) gin_trgm_ops);
