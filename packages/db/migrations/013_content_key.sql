-- Issue 14, decision 145: a second format of unchanged content costs no minutes. content_key is a
-- digest of everything that shows or sounds in a video (slides, theme, logo, voice, language,
-- aspect ratio, burned captions, music and its level, presenter), never its container format.
-- A render whose content matches a completed video of the project in the other format is free.
ALTER TABLE renders ADD COLUMN content_key text;
ALTER TABLE videos ADD COLUMN content_key text;
CREATE INDEX videos_project_content_idx ON videos(project_id, content_key) WHERE content_key IS NOT NULL;
