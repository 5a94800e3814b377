-- Allowance holds (docs/decisions/107): accepting a render holds its minutes, so the minutes a
-- user can start renders with are total - used - held. A hold ends exactly once: charged when
-- the video exists (then usage_log_id names the charge) or released when the render fails or
-- is cancelled. Holds are taken and settled under the user's user_allowances row lock.
CREATE TABLE allowance_holds (
  render_id uuid PRIMARY KEY REFERENCES renders(id) ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  video_type text NOT NULL CHECK (video_type IN ('avatar', 'non-avatar')),
  minutes numeric(10,2) NOT NULL CHECK (minutes > 0),
  state text NOT NULL DEFAULT 'held' CHECK (state IN ('held', 'charged', 'released')),
  usage_log_id uuid REFERENCES usage_logs(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  settled_at timestamptz,
  CONSTRAINT allowance_holds_settled_check CHECK ((state = 'held') = (settled_at IS NULL))
);
CREATE INDEX allowance_holds_user_held_idx ON allowance_holds(user_id) WHERE state = 'held';

-- Renders accepted before holds existed hold their minutes from now on.
INSERT INTO allowance_holds (render_id, user_id, video_type, minutes)
SELECT r.id, r.user_id, r.video_type, r.minutes
FROM renders r
WHERE r.status IN ('queued', 'running') AND r.minutes > 0 AND r.video_type IN ('avatar', 'non-avatar')
  AND NOT EXISTS (SELECT 1 FROM usage_logs u WHERE u.render_id = r.id::text);
