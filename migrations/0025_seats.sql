-- Seats (docs/decisions/050-seats.md): a school buys or is granted seats, and a student of a class takes the class
-- grade's test on one of them without paying. A ledger, not a counter: what was added and what was used are rows, so
-- "left" is added minus used and every seat can be traced to the order, the grant or the student.

-- A school's order is placed by a counsellor and settles into seats for the school: 'seats:N' names how many.
ALTER TABLE orders ADD COLUMN school_id uuid REFERENCES schools (id);
ALTER TABLE orders DROP CONSTRAINT orders_purpose_check;
ALTER TABLE orders ADD CONSTRAINT orders_purpose_check
  CHECK (purpose ~ '^(grade:(8|9|10|11|12)|plan:(basic|premium)|seats:[1-9][0-9]{0,3})$');
ALTER TABLE orders ADD CONSTRAINT orders_seats_school_check CHECK (purpose NOT LIKE 'seats:%' OR school_id IS NOT NULL);

-- Seats added to a school: bought (a paid order, at most once: order_id is unique) or granted by a platform admin.
-- A full refund of the order withdraws its seats (revoked_at) without deleting the record.
CREATE TABLE seat_additions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  school_id uuid NOT NULL REFERENCES schools (id),
  kind text NOT NULL CHECK (kind IN ('bought', 'granted')),
  seats integer NOT NULL CHECK (seats BETWEEN 1 AND 1000),
  order_id uuid UNIQUE REFERENCES orders (id) ON DELETE SET NULL,
  granted_by uuid REFERENCES users (id) ON DELETE SET NULL,
  note text,
  created_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz
);
CREATE INDEX seat_additions_school_idx ON seat_additions (school_id);

-- A seat used: one per student and grade, taken when the attempt starts. A deleted student's seat stays used (the
-- school spent it) with the owner cleared.
CREATE TABLE seat_uses (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  school_id uuid NOT NULL REFERENCES schools (id),
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  grade smallint NOT NULL CHECK (grade BETWEEN 8 AND 12),
  used_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, grade)
);
CREATE INDEX seat_uses_school_idx ON seat_uses (school_id);
