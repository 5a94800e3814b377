-- Issue 22 items 2–4, decision 177: what viewers of a shared video did, kept privately. Raw
-- events carry a random per-browser viewer id and the day, never an address or a cookie, and are
-- pruned after the retention (ANALYTICS_RETENTION_DAYS, default 90); each video's figures are
-- kept per day, rebuilt from that day's events on every write, and stay after the events go.
-- Events belong to the video (not the share), so a video shared again keeps its day's figures.
CREATE TABLE playback_events (
  id bigserial PRIMARY KEY,
  video_id uuid NOT NULL REFERENCES videos(id) ON DELETE CASCADE,
  share_id uuid REFERENCES shares(id) ON DELETE SET NULL,
  viewer_id text NOT NULL,
  day date NOT NULL,
  kind text NOT NULL,
  payload jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX playback_events_video_day ON playback_events (video_id, day, viewer_id);
CREATE INDEX playback_events_day ON playback_events (day);

CREATE TABLE playback_daily (
  video_id uuid NOT NULL REFERENCES videos(id) ON DELETE CASCADE,
  project_id uuid NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  day date NOT NULL,
  viewers integer NOT NULL DEFAULT 0,
  watch_share_sum double precision NOT NULL DEFAULT 0,
  completions integer NOT NULL DEFAULT 0,
  questions integer NOT NULL DEFAULT 0,
  slide_reach jsonb NOT NULL DEFAULT '[]',
  quizzes jsonb NOT NULL DEFAULT '{}',
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (video_id, day)
);
CREATE INDEX playback_daily_project ON playback_daily (project_id, day);
