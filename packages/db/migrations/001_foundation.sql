-- Accounts (better-auth's user/session/account/verification models, snake_case columns).
CREATE TABLE users (
  id text PRIMARY KEY,
  name text NOT NULL,
  email text NOT NULL UNIQUE,
  email_verified boolean NOT NULL DEFAULT false,
  image text,
  is_admin boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE sessions (
  id text PRIMARY KEY,
  token text NOT NULL UNIQUE,
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  ip_address text,
  user_agent text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sessions_user_id_idx ON sessions(user_id);

CREATE TABLE accounts (
  id text PRIMARY KEY,
  account_id text NOT NULL,
  provider_id text NOT NULL,
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  access_token text,
  refresh_token text,
  id_token text,
  access_token_expires_at timestamptz,
  refresh_token_expires_at timestamptz,
  scope text,
  password text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX accounts_user_id_idx ON accounts(user_id);

CREATE TABLE verifications (
  id text PRIMARY KEY,
  identifier text NOT NULL,
  value text NOT NULL,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX verifications_identifier_idx ON verifications(identifier);

-- Spec 000 §3 "Profile".
CREATE TABLE user_profiles (
  id text PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  username text,
  email text NOT NULL,
  role text[] NOT NULL DEFAULT '{}',
  team_size text,
  use_cases text[] NOT NULL DEFAULT '{}',
  onboarding_completed boolean NOT NULL DEFAULT false,
  conversational_mode_enabled boolean NOT NULL DEFAULT false,
  has_language_conversion boolean NOT NULL DEFAULT false,
  language_conversion_quota integer NOT NULL DEFAULT 5 CHECK (language_conversion_quota BETWEEN 0 AND 100),
  language_conversions_used integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Spec 000 §3 "Project".
CREATE TABLE projects (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name text NOT NULL,
  purpose text NOT NULL,
  flow_type text NOT NULL DEFAULT 'native' CHECK (flow_type IN ('native', 'azure', 'experimental')),
  status text NOT NULL DEFAULT 'in_progress',
  progress_data jsonb NOT NULL DEFAULT '{}'::jsonb,
  current_language text NOT NULL DEFAULT 'en-US',
  completed_at timestamptz,
  conversational_mode boolean NOT NULL DEFAULT false,
  embeddings_status text NOT NULL DEFAULT 'none' CHECK (embeddings_status IN ('none', 'processing', 'completed', 'failed')),
  embeddings_updated_at timestamptz,
  embedding_stats jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX projects_user_updated_idx ON projects(user_id, updated_at DESC);

-- Fixed-window counters shared by every API process (sign-in, sign-up, recovery limits).
CREATE TABLE rate_limits (
  key text PRIMARY KEY,
  window_start timestamptz NOT NULL,
  count integer NOT NULL
);

-- Messages kept for the developer mailbox when no SMTP server is configured.
CREATE TABLE dev_mailbox (
  id bigserial PRIMARY KEY,
  to_address text NOT NULL,
  subject text NOT NULL,
  text_body text NOT NULL,
  html_body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Secrets generated once per installation (e.g. the session-signing key when AUTH_SECRET is unset),
-- shared by every process that uses this database.
CREATE TABLE app_secrets (
  name text PRIMARY KEY,
  value text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
