-- Issue 11 item 3, decision 141: each translated project counts once against the account's
-- language_conversion_quota. One row per (user, project) counted; the primary key makes the count
-- exactly-once however many translations of the project run, in parallel or later. Deleting the
-- project removes its row, never the count already in user_profiles.language_conversions_used.
CREATE TABLE language_conversions (
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  project_id uuid NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, project_id)
);
