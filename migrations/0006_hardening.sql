-- Hardening: confirmed e-mail addresses (ADMIN_EMAILS grants need one) and the links that confirm them.

-- When the owner of the address proved they read its mailbox (a confirmation or password-reset link); NULL if never.
ALTER TABLE users ADD COLUMN email_confirmed_at timestamptz;

CREATE TABLE email_confirmations (
  token_hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX email_confirmations_user_id_idx ON email_confirmations (user_id);

-- Rate-limit counters, shared by every app instance on this database (docs/decisions/008-rate-limits.md).
-- One row per bucket and key (an address, an account, or both), counting within a fixed window.
CREATE TABLE rate_limits (
  key text PRIMARY KEY,
  count integer NOT NULL,
  reset_at timestamptz NOT NULL
);
CREATE INDEX rate_limits_reset_at_idx ON rate_limits (reset_at);
