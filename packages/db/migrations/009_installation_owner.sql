-- The first account of an empty installation administers it. Counting users before the insert
-- let parallel sign-ups all see an empty installation and all become admins; a single row that
-- only one sign-up can claim (primary key on a constant) makes "first" exact.
CREATE TABLE IF NOT EXISTS installation_owner (
  singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
  user_id text NOT NULL,
  claimed_at timestamptz NOT NULL DEFAULT now()
);

-- An installation that already has accounts has had its first account.
INSERT INTO installation_owner (user_id)
SELECT id FROM users ORDER BY created_at, id LIMIT 1
ON CONFLICT DO NOTHING;
