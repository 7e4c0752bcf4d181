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
