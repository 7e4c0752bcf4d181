-- The school board a student names (CBSE, ICSE/ISC, or a state board following the NCERT books), on the profile or
-- before a test; the board and the questions of each attempt and test, so that a sitting is always scored against
-- the items its student met. Attempts and tests from before name no questions: they were the grade's fixed bank.
ALTER TABLE users ADD COLUMN board text CHECK (board IN ('cbse', 'icse', 'state'));
ALTER TABLE test_attempts ADD COLUMN board text CHECK (board IN ('cbse', 'icse', 'state'));
ALTER TABLE test_attempts ADD COLUMN question_ids jsonb;
ALTER TABLE tests ADD COLUMN board text CHECK (board IN ('cbse', 'icse', 'state'));
ALTER TABLE tests ADD COLUMN question_ids jsonb;
-- A student of a school class follows the class's board.
UPDATE users SET board = classes.board FROM classes WHERE users.class_id = classes.id AND users.board IS NULL;
