-- Issue 22 item 2, decision 182: the questions viewers asked a shared video's assistant, kept for
-- the owner's grouped list (chat messages go with their session after 4 hours). Only the words and
-- whether the assistant could answer; no session, viewer or address. Pruned with the raw playback
-- events after ANALYTICS_RETENTION_DAYS.
CREATE TABLE viewer_questions (
  id bigserial PRIMARY KEY,
  video_id uuid NOT NULL REFERENCES videos(id) ON DELETE CASCADE,
  project_id uuid NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  question text NOT NULL,
  answered boolean NOT NULL,
  asked_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX viewer_questions_video_asked ON viewer_questions (video_id, asked_at);
CREATE INDEX viewer_questions_asked ON viewer_questions (asked_at);
