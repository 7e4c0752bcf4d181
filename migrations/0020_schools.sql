-- Schools, their counsellors and classes, and students who sign in with a school code and a user name instead of an
-- e-mail address (docs/decisions/026-schools.md).

CREATE TABLE schools (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  -- What a student types at school sign-in and what the slips print: upper-case letters and digits.
  code text NOT NULL UNIQUE CHECK (code ~ '^[A-Z0-9]{6}$'),
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- One school per name, whatever the letter case: two schools called the same confuse everyone who picks one.
CREATE UNIQUE INDEX schools_name_lower_idx ON schools (lower(name));

CREATE TABLE classes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  school_id uuid NOT NULL REFERENCES schools (id),
  name text NOT NULL,
  grade smallint NOT NULL CHECK (grade BETWEEN 8 AND 12),
  board text NOT NULL CHECK (board IN ('cbse', 'icse', 'state')),
  -- A student joins the class by typing it; limited like a password guess, so it need not be long.
  join_code text NOT NULL UNIQUE CHECK (join_code ~ '^[A-Z0-9]{8}$'),
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- The target of users' (class_id, school_id): a student's class is always in the student's school.
  UNIQUE (id, school_id)
);
CREATE UNIQUE INDEX classes_school_name_idx ON classes (school_id, lower(name));

-- A user is a student (the default, every account before this migration) or a counsellor of one school. A student
-- may belong to a school through a class: one who signed up with an e-mail and joined by code, or one created by the
-- counsellor from a class list, who has no e-mail and signs in with the school's code and a user name.
ALTER TABLE users ADD COLUMN role text NOT NULL DEFAULT 'student' CHECK (role IN ('student', 'counsellor'));
ALTER TABLE users ADD COLUMN school_id uuid REFERENCES schools (id);
ALTER TABLE users ADD COLUMN class_id uuid;
ALTER TABLE users ADD COLUMN username text;
ALTER TABLE users ADD COLUMN roll_number text;
-- Set by a one-time password (a slip, a counsellor's reset): the account can do nothing but choose its own password.
ALTER TABLE users ADD COLUMN must_change_password boolean NOT NULL DEFAULT false;
ALTER TABLE users ADD CONSTRAINT users_class_school_fk FOREIGN KEY (class_id, school_id) REFERENCES classes (id, school_id);
ALTER TABLE users ALTER COLUMN email DROP NOT NULL;
-- Exactly one way to sign in: an e-mail address, or a user name inside a school (students only).
ALTER TABLE users ADD CONSTRAINT users_sign_in_check CHECK (
  (email IS NOT NULL AND username IS NULL)
  OR (email IS NULL AND username IS NOT NULL AND school_id IS NOT NULL AND class_id IS NOT NULL AND role = 'student')
);
ALTER TABLE users ADD CONSTRAINT users_counsellor_school_check CHECK (role <> 'counsellor' OR (school_id IS NOT NULL AND class_id IS NULL));
CREATE UNIQUE INDEX users_school_username_idx ON users (school_id, lower(username)) WHERE username IS NOT NULL;
CREATE UNIQUE INDEX users_class_roll_number_idx ON users (class_id, lower(roll_number)) WHERE roll_number IS NOT NULL;
CREATE INDEX users_school_id_idx ON users (school_id) WHERE school_id IS NOT NULL;
CREATE INDEX users_class_id_idx ON users (class_id) WHERE class_id IS NOT NULL;

-- The link mailed to an invited counsellor: its SHA-256 only, used once, to set the account's first password.
CREATE TABLE counsellor_invitations (
  token_hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX counsellor_invitations_user_id_idx ON counsellor_invitations (user_id);

-- A counsellor's actions are audited as a counsellor's (the admin kinds stay as they were).
ALTER TABLE audit_log DROP CONSTRAINT audit_log_actor_kind_check;
ALTER TABLE audit_log ADD CONSTRAINT audit_log_actor_kind_check
  CHECK (actor_kind IN ('admin', 'cli', 'admin-emails', 'gateway', 'counsellor'));
-- A school's trail is read by school.
ALTER TABLE audit_log ADD COLUMN school_id uuid REFERENCES schools (id);
CREATE INDEX audit_log_school_idx ON audit_log (school_id, at DESC) WHERE school_id IS NOT NULL;
