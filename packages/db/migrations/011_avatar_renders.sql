-- Videos with a presenter (spec 001 §4 "Avatar persistence and resume", decision 137): the
-- presenter a render was asked with, and the seconds the presenter is on screen (Azure reports
-- talkingAvatarDurationSeconds; the offline presenter counts the seconds of its slides).
ALTER TABLE renders
  ADD COLUMN avatar_id text,
  ADD COLUMN talking_avatar_duration_seconds numeric(10, 2);
