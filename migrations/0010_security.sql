-- Admin rights that can be taken away, an audit trail of who changed them, login limits that count attempts still
-- being verified, share links that expire and can be shown again, and payments that can be refunded or disputed
-- (docs/decisions/022-admin-rights-and-the-mailbox-owner.md, 023-security-review-fixes.md).

-- An admin took this account's admin rights away: ADMIN_EMAILS never grants them back by itself (an admin or the
-- command line can). NULL when never revoked, or granted again since.
ALTER TABLE users ADD COLUMN admin_revoked_at timestamptz;

-- Who did what to whom, and when. The API only ever inserts and reads these rows.
CREATE TABLE audit_log (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  at timestamptz NOT NULL DEFAULT now(),
  -- The admin who acted; NULL for the command line and for ADMIN_EMAILS (actor_kind says which).
  actor_id uuid REFERENCES users (id) ON DELETE SET NULL,
  actor_kind text NOT NULL CHECK (actor_kind IN ('admin', 'cli', 'admin-emails', 'gateway')),
  action text NOT NULL,
  target_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  details jsonb NOT NULL DEFAULT '{}'::jsonb
);
CREATE INDEX audit_log_at_idx ON audit_log (at DESC, id DESC);

-- Logins being verified right now: counted against a limit together with the failures, so guesses sent in parallel
-- cannot all pass the check before any of them fails.
ALTER TABLE rate_limits ADD COLUMN pending integer NOT NULL DEFAULT 0;

-- A share link is shown to its owner again (the token is kept, as the report it opens is) and ends after a while.
ALTER TABLE report_shares ADD COLUMN token text UNIQUE;
ALTER TABLE report_shares ADD COLUMN expires_at timestamptz;
UPDATE report_shares SET expires_at = created_at + interval '365 days';
ALTER TABLE report_shares ALTER COLUMN expires_at SET NOT NULL;

-- A refunded payment withdraws what it granted; a dispute or a partial refund is flagged for an admin.
ALTER TABLE entitlements ADD COLUMN revoked_at timestamptz;
ALTER TABLE orders DROP CONSTRAINT orders_status_check;
ALTER TABLE orders ADD CONSTRAINT orders_status_check CHECK (status IN ('created', 'replaced', 'paid', 'refunded'));
ALTER TABLE orders ADD COLUMN flag text CHECK (flag IN ('disputed', 'partially-refunded'));
ALTER TABLE orders ADD COLUMN flagged_at timestamptz;
