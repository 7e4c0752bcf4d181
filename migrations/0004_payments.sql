-- Payments: orders placed with the gateway (or in mock mode), what they granted, and webhook events seen.

-- An order is a request to pay for one purpose: a grade's test ('grade:10') or a plan ('plan:premium').
-- Its amount is set by the server from configuration when it is created; the client never sends one.
-- Orders are kept when an account is deleted (a payment is an accounting record) but lose their owner.
CREATE TABLE orders (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  purpose text NOT NULL CHECK (purpose ~ '^(grade:(8|9|10|11|12)|plan:(basic|premium))$'),
  amount integer NOT NULL CHECK (amount > 0),
  currency text NOT NULL DEFAULT 'INR',
  gateway text NOT NULL CHECK (gateway IN ('razorpay', 'mock')),
  gateway_order_id text NOT NULL UNIQUE,
  receipt text NOT NULL UNIQUE,
  -- created -> paid only; 'replaced' is an unpaid order superseded by a new one at a new price (it may still be paid).
  status text NOT NULL DEFAULT 'created' CHECK (status IN ('created', 'replaced', 'paid')),
  payment_id text UNIQUE,
  -- What settled it: the browser's verify call, a webhook, the reconciliation job, or mock mode.
  paid_via text CHECK (paid_via IN ('verify', 'webhook', 'reconcile', 'mock')),
  created_at timestamptz NOT NULL DEFAULT now(),
  paid_at timestamptz,
  -- When the reconciliation job last asked the gateway about this order (claimed by one instance at a time).
  checked_at timestamptz
);
-- One open order per student and purpose: a retried create reuses it instead of making another.
CREATE UNIQUE INDEX orders_one_open_idx ON orders (user_id, purpose) WHERE status = 'created';
CREATE INDEX orders_user_idx ON orders (user_id, created_at DESC);
CREATE INDEX orders_unpaid_idx ON orders (created_at) WHERE status IN ('created', 'replaced');

-- What a student may use: a grade's test, a basic plan (one assessment of any grade, bound to a grade when first
-- used), or a premium plan (every grade, retakes, until expires_at). A paid order grants exactly once (order_id is
-- unique); an admin's grant has no order and names the admin.
CREATE TABLE entitlements (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('grade', 'basic', 'premium')),
  grade smallint CHECK (grade BETWEEN 8 AND 12),
  order_id uuid UNIQUE REFERENCES orders (id) ON DELETE SET NULL,
  granted_by uuid REFERENCES users (id) ON DELETE SET NULL,
  note text,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz,
  CHECK (kind <> 'grade' OR grade IS NOT NULL)
);
CREATE INDEX entitlements_user_idx ON entitlements (user_id);

-- Webhook deliveries already handled, by the gateway's event id: a redelivery is acknowledged and ignored.
CREATE TABLE payment_events (
  event_id text PRIMARY KEY,
  event text NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now()
);
