-- Spec 000 §3 "Video". Rows are written by the render pipeline; allowances read them for
-- the videosCreated counts.
CREATE TABLE videos (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  project_id uuid NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'completed',
  metadata jsonb NOT NULL DEFAULT '{}'::jsonb,
  filename text,
  storage_key text,
  public_url text,
  file_size bigint,
  duration numeric,
  format text,
  width integer,
  height integer,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX videos_project_created_idx ON videos(project_id, created_at DESC);
CREATE INDEX videos_user_created_idx ON videos(user_id, created_at DESC);

-- Spec 000 §3 "Allowance". Minutes only change through a conditional update or under a row
-- lock, and every change writes a usage_logs row; the checks make overspending impossible
-- even for a faulty caller. Defaults (3 avatar, 10 non-avatar) are spec 000 §9.
CREATE TABLE user_allowances (
  user_id text PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  avatar_total_minutes numeric(10,2) NOT NULL DEFAULT 3,
  avatar_used_minutes numeric(10,2) NOT NULL DEFAULT 0,
  non_avatar_total_minutes numeric(10,2) NOT NULL DEFAULT 10,
  non_avatar_used_minutes numeric(10,2) NOT NULL DEFAULT 0,
  avatar_remaining_minutes numeric(10,2) GENERATED ALWAYS AS (avatar_total_minutes - avatar_used_minutes) STORED,
  non_avatar_remaining_minutes numeric(10,2) GENERATED ALWAYS AS (non_avatar_total_minutes - non_avatar_used_minutes) STORED,
  total_remaining_minutes numeric(10,2) GENERATED ALWAYS AS (
    (avatar_total_minutes - avatar_used_minutes) + (non_avatar_total_minutes - non_avatar_used_minutes)
  ) STORED,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT user_allowances_avatar_used_check CHECK (avatar_used_minutes >= 0 AND avatar_used_minutes <= avatar_total_minutes),
  CONSTRAINT user_allowances_non_avatar_used_check CHECK (non_avatar_used_minutes >= 0 AND non_avatar_used_minutes <= non_avatar_total_minutes)
);
CREATE INDEX user_allowances_total_remaining_idx ON user_allowances(total_remaining_minutes);

-- Spec 000 §3 "Usage log": the ledger. minutes_used is positive; action says whether minutes
-- were spent (video_generation) or granted (admin_adjustment). render_id makes charging a
-- render idempotent. Project and video links survive their deletion as NULL: the ledger stays.
CREATE TABLE usage_logs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  project_id uuid REFERENCES projects(id) ON DELETE SET NULL,
  video_id uuid REFERENCES videos(id) ON DELETE SET NULL,
  render_id text UNIQUE,
  minutes_used numeric(10,2) NOT NULL CHECK (minutes_used > 0),
  video_type text NOT NULL CHECK (video_type IN ('avatar', 'non-avatar')),
  action text NOT NULL CHECK (action IN ('video_generation', 'admin_adjustment')),
  description text,
  admin_id text REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX usage_logs_user_created_idx ON usage_logs(user_id, created_at DESC);

-- Spec 000 §3 "Allowance request"; one pending request per user (spec 000 §4).
CREATE TABLE allowance_requests (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  video_type text NOT NULL DEFAULT 'non_avatar' CHECK (video_type IN ('avatar', 'non_avatar')),
  requested_minutes numeric(10,2) NOT NULL CHECK (requested_minutes > 0),
  reason text NOT NULL CHECK (btrim(reason) <> ''),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'denied')),
  admin_response text,
  granted_minutes numeric(10,2),
  resolved_at timestamptz,
  resolved_by text REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT allowance_requests_resolution_check CHECK ((status = 'pending') = (resolved_at IS NULL))
);
CREATE UNIQUE INDEX allowance_requests_one_pending_idx ON allowance_requests(user_id) WHERE status = 'pending';
CREATE INDEX allowance_requests_status_created_idx ON allowance_requests(status, created_at);
CREATE INDEX allowance_requests_user_created_idx ON allowance_requests(user_id, created_at DESC);
