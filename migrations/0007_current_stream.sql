-- Grades 11 and 12: the stream and subjects the student studies now, chosen before the test, kept with the attempt
-- and the test so that careers their stream has closed are not recommended as if they were open (issue #10).
ALTER TABLE test_attempts ADD COLUMN current_stream text
  CHECK (current_stream IN ('science-pcm', 'science-pcb', 'science-pcmb', 'commerce-maths', 'commerce', 'humanities', 'vocational'));
ALTER TABLE tests ADD COLUMN current_stream text
  CHECK (current_stream IN ('science-pcm', 'science-pcb', 'science-pcmb', 'commerce-maths', 'commerce', 'humanities', 'vocational'));
