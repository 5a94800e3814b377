-- Render jobs (DESIGN.md: POST /api/projects/{id}/renders queues a job; progress is read from here
-- by any API process). The queue itself is pg-boss; this row is the user-facing state.
CREATE TABLE renders (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  project_id uuid NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'completed', 'failed', 'cancelled')),
  format text NOT NULL DEFAULT 'webm' CHECK (format IN ('webm', 'mp4')),
  step text NOT NULL DEFAULT 'Waiting for a free renderer…',
  percent integer NOT NULL DEFAULT 0 CHECK (percent BETWEEN 0 AND 100),
  eta_seconds integer,
  minutes numeric(10, 2) NOT NULL,
  video_type text NOT NULL DEFAULT 'non-avatar',
  attempts integer NOT NULL DEFAULT 0,
  error text,
  video_id uuid,
  timings jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  started_at timestamptz,
  finished_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX renders_project_idx ON renders(project_id, created_at DESC);

-- One video per render, whatever happens to the job (retries after a crash find it here).
ALTER TABLE videos ADD COLUMN render_id uuid UNIQUE REFERENCES renders(id) ON DELETE SET NULL;
