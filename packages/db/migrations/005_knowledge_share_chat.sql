-- Knowledge base search (DESIGN.md "search for chat"): chunks of each completed document's pages
-- with a full-text vector kept by PostgreSQL itself, so PGlite and any PostgreSQL server search alike.
CREATE TABLE document_chunks (
  id bigserial PRIMARY KEY,
  project_id uuid NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  document_id uuid NOT NULL REFERENCES documents(id) ON DELETE CASCADE,
  page_number integer NOT NULL,
  chunk_index integer NOT NULL,
  text text NOT NULL,
  tsv tsvector GENERATED ALWAYS AS (to_tsvector('english', text)) STORED,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX document_chunks_project_idx ON document_chunks(project_id);
CREATE INDEX document_chunks_tsv_idx ON document_chunks USING gin(tsv);

-- Spec 000 §3 "Share record": one public link per video; the slug is 128 random bits.
CREATE TABLE shares (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  slug text NOT NULL UNIQUE,
  video_id uuid NOT NULL UNIQUE REFERENCES videos(id) ON DELETE CASCADE,
  project_id uuid NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  title text NOT NULL,
  description text,
  view_count integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- One counted view per viewer session (spec 000 §7 "tracks a view").
CREATE TABLE share_views (
  share_id uuid NOT NULL REFERENCES shares(id) ON DELETE CASCADE,
  viewer_session text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (share_id, viewer_session)
);

-- Spec 000 §3 "Chat session", kept server-side (DESIGN.md departure) with the 4-hour expiry.
CREATE TABLE chat_sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  project_id uuid NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  video_id uuid REFERENCES videos(id) ON DELETE SET NULL,
  share_id uuid REFERENCES shares(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_active_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  questions_asked integer NOT NULL DEFAULT 0,
  topics text[] NOT NULL DEFAULT '{}',
  viewer_context jsonb NOT NULL DEFAULT '{}'::jsonb
);
CREATE INDEX chat_sessions_expires_idx ON chat_sessions(expires_at);
CREATE INDEX chat_sessions_share_idx ON chat_sessions(share_id, created_at DESC);

CREATE TABLE chat_messages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  session_id uuid NOT NULL REFERENCES chat_sessions(id) ON DELETE CASCADE,
  type text NOT NULL CHECK (type IN ('user', 'assistant')),
  content text NOT NULL,
  sources jsonb NOT NULL DEFAULT '[]'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX chat_messages_session_idx ON chat_messages(session_id, created_at);

-- What is left of a session after cleanup (spec 000 §4 "topics are extracted on destroy"): the
-- analytics only, no viewer text.
CREATE TABLE chat_session_summaries (
  session_id uuid PRIMARY KEY,
  project_id uuid NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  share_id uuid REFERENCES shares(id) ON DELETE CASCADE,
  questions_asked integer NOT NULL,
  session_duration_minutes integer NOT NULL,
  topics text[] NOT NULL DEFAULT '{}',
  started_at timestamptz NOT NULL,
  ended_at timestamptz NOT NULL DEFAULT now()
);
