-- The exam period (docs/decisions/030-exam-period-and-live-progress.md): a counsellor opens and closes a class's test
-- window, and gives a student with a documented need extra time (WCAG 2.2.1 Timing Adjustable).

-- While a class's window is closed, its students cannot start the class grade's test (an attempt already open goes
-- on). Open by default: classes made before the window existed keep working as they did.
ALTER TABLE classes ADD COLUMN test_window_open boolean NOT NULL DEFAULT true;

-- A student's time as a percentage of the test's limit: 100, or 125, 150 or 200 given by the counsellor. The server
-- multiplies the limit by it when the next attempt starts; the attempt's deadline then holds it.
ALTER TABLE users ADD COLUMN time_factor_percent smallint NOT NULL DEFAULT 100
  CHECK (time_factor_percent IN (100, 125, 150, 200));

-- A sitting with extra time lasts up to twice the 30-minute limit, and its test keeps the time the server measured.
ALTER TABLE tests DROP CONSTRAINT tests_time_spent_check;
ALTER TABLE tests ADD CONSTRAINT tests_time_spent_check CHECK (time_spent BETWEEN 0 AND 3600);
