-- The Activity view pages the audit log newest first by (at, id), narrowed by action or by school: each filter has an
-- index in that order, so a page costs the same however long the log grows.
CREATE INDEX audit_log_action_idx ON audit_log (action, at DESC, id DESC);
DROP INDEX audit_log_school_idx;
CREATE INDEX audit_log_school_idx ON audit_log (school_id, at DESC, id DESC) WHERE school_id IS NOT NULL;
