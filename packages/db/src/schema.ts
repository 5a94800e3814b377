import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, date, doublePrecision, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const tz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const created = () => tz('created_at').notNull().defaultNow();
const updated = () => tz('updated_at').notNull().defaultNow();

// Property names are better-auth's field names; column names are ours (snake_case).
export const users = pgTable('users', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  isAdmin: boolean('is_admin').notNull().default(false),
  createdAt: created(),
  updatedAt: updated(),
});

export const sessions = pgTable('sessions', {
  id: text('id').primaryKey(),
  token: text('token').notNull().unique(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: tz('expires_at').notNull(),
  ipAddress: text('ip_address'),
  userAgent: text('user_agent'),
  createdAt: created(),
  updatedAt: updated(),
});

export const accounts = pgTable('accounts', {
  id: text('id').primaryKey(),
  accountId: text('account_id').notNull(),
  providerId: text('provider_id').notNull(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  accessToken: text('access_token'),
  refreshToken: text('refresh_token'),
  idToken: text('id_token'),
  accessTokenExpiresAt: tz('access_token_expires_at'),
  refreshTokenExpiresAt: tz('refresh_token_expires_at'),
  scope: text('scope'),
  password: text('password'),
  createdAt: created(),
  updatedAt: updated(),
});

export const verifications = pgTable('verifications', {
  id: text('id').primaryKey(),
  identifier: text('identifier').notNull(),
  value: text('value').notNull(),
  expiresAt: tz('expires_at').notNull(),
  createdAt: created(),
  updatedAt: updated(),
});

export const userProfiles = pgTable('user_profiles', {
  id: text('id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  username: text('username'),
  email: text('email').notNull(),
  role: text('role').array().notNull().default([]),
  team_size: text('team_size'),
  use_cases: text('use_cases').array().notNull().default([]),
  onboarding_completed: boolean('onboarding_completed').notNull().default(false),
  conversational_mode_enabled: boolean('conversational_mode_enabled').notNull().default(false),
  has_language_conversion: boolean('has_language_conversion').notNull().default(false),
  language_conversion_quota: integer('language_conversion_quota').notNull().default(5),
  language_conversions_used: integer('language_conversions_used').notNull().default(0),
  created_at: created(),
  updated_at: updated(),
});

export const projects = pgTable('projects', {
  id: uuid('id').primaryKey().defaultRandom(),
  user_id: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  purpose: text('purpose').notNull(),
  flow_type: text('flow_type').notNull().default('native'),
  status: text('status').notNull().default('in_progress'),
  progress_data: jsonb('progress_data').$type<Record<string, unknown>>().notNull().default({}),
  current_language: text('current_language').notNull().default('en-US'),
  completed_at: tz('completed_at'),
  conversational_mode: boolean('conversational_mode').notNull().default(false),
  embeddings_status: text('embeddings_status').notNull().default('none'),
  embeddings_updated_at: tz('embeddings_updated_at'),
  embedding_stats: jsonb('embedding_stats').$type<{ totalChunks: number; chunksWithEmbeddings: number; embeddingProgress: number }>(),
  created_at: created(),
  updated_at: updated(),
});

export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  window_start: tz('window_start').notNull(),
  count: integer('count').notNull(),
});

export const devMailbox = pgTable('dev_mailbox', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  to_address: text('to_address').notNull(),
  subject: text('subject').notNull(),
  text_body: text('text_body').notNull(),
  html_body: text('html_body').notNull(),
  created_at: created(),
});

export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  created_at: created(),
});

export const documents = pgTable('documents', {
  id: uuid('id').primaryKey().defaultRandom(),
  project_id: uuid('project_id')
    .notNull()
    .references(() => projects.id, { onDelete: 'cascade' }),
  user_id: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  filename: text('filename').notNull(),
  file_size: integer('file_size').notNull(),
  kind: text('kind'),
  storage_key: text('storage_key').notNull(),
  status: text('status').notNull().default('pending'),
  error: text('error'),
  pages: integer('pages'),
  text_length: integer('text_length'),
  /** Migration 015, decision 157: the document tree placed in the pages' text; checked by packages/ai's documentTreeSchema when read. */
  structure: jsonb('structure').$type<unknown>(),
  created_at: created(),
  updated_at: updated(),
});

export const documentPages = pgTable('document_pages', {
  document_id: uuid('document_id')
    .notNull()
    .references(() => documents.id, { onDelete: 'cascade' }),
  page_number: integer('page_number').notNull(),
  text: text('text').notNull(),
});

// Migration 002: videos, allowances, the usage ledger and allowance requests (spec 000 §3).
// Minutes are numeric(10,2): drizzle reads them as strings; the allowance use-cases convert.
export const videos = pgTable('videos', {
  id: uuid('id').primaryKey().defaultRandom(),
  project_id: uuid('project_id')
    .notNull()
    .references(() => projects.id, { onDelete: 'cascade' }),
  user_id: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  status: text('status').notNull().default('completed'),
  metadata: jsonb('metadata').$type<{ flow_type?: string; created_via?: string } & Record<string, unknown>>().notNull().default({}),
  filename: text('filename'),
  storage_key: text('storage_key'),
  public_url: text('public_url'),
  file_size: bigint('file_size', { mode: 'number' }),
  duration: numeric('duration'),
  format: text('format'),
  width: integer('width'),
  height: integer('height'),
  /** The render that produced it (migration 004): one video per render. */
  render_id: uuid('render_id'),
  /** Migration 013: digest of what the video shows and sounds like, not its format (decision 145). */
  content_key: text('content_key'),
  created_at: created(),
  updated_at: updated(),
});

export const userAllowances = pgTable('user_allowances', {
  user_id: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  avatar_total_minutes: numeric('avatar_total_minutes', { precision: 10, scale: 2 }).notNull().default('3'),
  avatar_used_minutes: numeric('avatar_used_minutes', { precision: 10, scale: 2 }).notNull().default('0'),
  non_avatar_total_minutes: numeric('non_avatar_total_minutes', { precision: 10, scale: 2 }).notNull().default('10'),
  non_avatar_used_minutes: numeric('non_avatar_used_minutes', { precision: 10, scale: 2 }).notNull().default('0'),
  // Generated columns (read only).
  avatar_remaining_minutes: numeric('avatar_remaining_minutes', { precision: 10, scale: 2 }).generatedAlwaysAs(sql`avatar_total_minutes - avatar_used_minutes`),
  non_avatar_remaining_minutes: numeric('non_avatar_remaining_minutes', { precision: 10, scale: 2 }).generatedAlwaysAs(
    sql`non_avatar_total_minutes - non_avatar_used_minutes`,
  ),
  total_remaining_minutes: numeric('total_remaining_minutes', { precision: 10, scale: 2 }).generatedAlwaysAs(
    sql`(avatar_total_minutes - avatar_used_minutes) + (non_avatar_total_minutes - non_avatar_used_minutes)`,
  ),
  created_at: created(),
  updated_at: updated(),
});

export const usageLogs = pgTable('usage_logs', {
  id: uuid('id').primaryKey().defaultRandom(),
  user_id: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  project_id: uuid('project_id').references(() => projects.id, { onDelete: 'set null' }),
  video_id: uuid('video_id').references(() => videos.id, { onDelete: 'set null' }),
  render_id: text('render_id').unique(),
  minutes_used: numeric('minutes_used', { precision: 10, scale: 2 }).notNull(),
  video_type: text('video_type').$type<'avatar' | 'non-avatar'>().notNull(),
  action: text('action').$type<'video_generation' | 'admin_adjustment'>().notNull(),
  description: text('description'),
  admin_id: text('admin_id').references(() => users.id, { onDelete: 'set null' }),
  created_at: created(),
});

export const allowanceRequests = pgTable('allowance_requests', {
  id: uuid('id').primaryKey().defaultRandom(),
  user_id: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  video_type: text('video_type').$type<'avatar' | 'non_avatar'>().notNull().default('non_avatar'),
  requested_minutes: numeric('requested_minutes', { precision: 10, scale: 2 }).notNull(),
  reason: text('reason').notNull(),
  status: text('status').$type<'pending' | 'approved' | 'denied'>().notNull().default('pending'),
  admin_response: text('admin_response'),
  granted_minutes: numeric('granted_minutes', { precision: 10, scale: 2 }),
  resolved_at: tz('resolved_at'),
  resolved_by: text('resolved_by').references(() => users.id, { onDelete: 'set null' }),
  created_at: created(),
});

export const renders = pgTable('renders', {
  id: uuid('id').primaryKey().defaultRandom(),
  project_id: uuid('project_id')
    .notNull()
    .references(() => projects.id, { onDelete: 'cascade' }),
  user_id: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  status: text('status').notNull().default('queued'),
  format: text('format').notNull().default('webm'),
  step: text('step').notNull(),
  percent: integer('percent').notNull().default(0),
  eta_seconds: integer('eta_seconds'),
  minutes: numeric('minutes', { precision: 10, scale: 2, mode: 'number' }).notNull(),
  video_type: text('video_type').notNull().default('non-avatar'),
  attempts: integer('attempts').notNull().default(0),
  error: text('error'),
  video_id: uuid('video_id'),
  timings: jsonb('timings').$type<Record<string, number>>(),
  created_at: created(),
  started_at: tz('started_at'),
  finished_at: tz('finished_at'),
  updated_at: updated(),
  // Migration 008: the worker that owns the render, its pg-boss job and its last heartbeat.
  worker_id: text('worker_id'),
  job_id: uuid('job_id'),
  heartbeat_at: tz('heartbeat_at'),
  // Migration 011: the presenter of an avatar render and its seconds on screen (decision 137).
  avatar_id: text('avatar_id'),
  talking_avatar_duration_seconds: numeric('talking_avatar_duration_seconds', { precision: 10, scale: 2, mode: 'number' }),
  // Migration 013: the content the render was asked for; a render of a video's other format is free (decision 145).
  content_key: text('content_key'),
});

// Migration 005: knowledge-base chunks, shares, viewer sessions and chat (spec 000 §3–4).
export const documentChunks = pgTable('document_chunks', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  project_id: uuid('project_id')
    .notNull()
    .references(() => projects.id, { onDelete: 'cascade' }),
  document_id: uuid('document_id')
    .notNull()
    .references(() => documents.id, { onDelete: 'cascade' }),
  page_number: integer('page_number').notNull(),
  chunk_index: integer('chunk_index').notNull(),
  text: text('text').notNull(),
  // tsv is a generated tsvector column; it is only read through raw SQL.
  created_at: created(),
});

export const shares = pgTable('shares', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  video_id: uuid('video_id')
    .notNull()
    .unique()
    .references(() => videos.id, { onDelete: 'cascade' }),
  project_id: uuid('project_id')
    .notNull()
    .references(() => projects.id, { onDelete: 'cascade' }),
  user_id: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  description: text('description'),
  view_count: integer('view_count').notNull().default(0),
  created_at: created(),
  updated_at: updated(),
});

export const shareViews = pgTable('share_views', {
  share_id: uuid('share_id')
    .notNull()
    .references(() => shares.id, { onDelete: 'cascade' }),
  viewer_session: text('viewer_session').notNull(),
  created_at: created(),
});

export const chatSessions = pgTable('chat_sessions', {
  id: uuid('id').primaryKey().defaultRandom(),
  project_id: uuid('project_id')
    .notNull()
    .references(() => projects.id, { onDelete: 'cascade' }),
  video_id: uuid('video_id').references(() => videos.id, { onDelete: 'set null' }),
  share_id: uuid('share_id').references(() => shares.id, { onDelete: 'cascade' }),
  created_at: created(),
  last_active_at: tz('last_active_at').notNull().defaultNow(),
  expires_at: tz('expires_at').notNull(),
  questions_asked: integer('questions_asked').notNull().default(0),
  topics: text('topics').array().notNull().default([]),
  viewer_context: jsonb('viewer_context').$type<Record<string, unknown>>().notNull().default({}),
});

export const chatMessages = pgTable('chat_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  session_id: uuid('session_id')
    .notNull()
    .references(() => chatSessions.id, { onDelete: 'cascade' }),
  type: text('type').$type<'user' | 'assistant'>().notNull(),
  content: text('content').notNull(),
  sources: jsonb('sources').$type<{ document_name: string; page_number: number }[]>().notNull().default([]),
  created_at: created(),
});

export const chatSessionSummaries = pgTable('chat_session_summaries', {
  session_id: uuid('session_id').primaryKey(),
  project_id: uuid('project_id')
    .notNull()
    .references(() => projects.id, { onDelete: 'cascade' }),
  share_id: uuid('share_id').references(() => shares.id, { onDelete: 'cascade' }),
  questions_asked: integer('questions_asked').notNull(),
  session_duration_minutes: integer('session_duration_minutes').notNull(),
  topics: text('topics').array().notNull().default([]),
  started_at: tz('started_at').notNull(),
  ended_at: tz('ended_at').notNull().defaultNow(),
});

// Migration 016: playback events of shared videos and each video's figures per day (decision 177).
export const playbackEvents = pgTable('playback_events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  video_id: uuid('video_id')
    .notNull()
    .references(() => videos.id, { onDelete: 'cascade' }),
  share_id: uuid('share_id').references(() => shares.id, { onDelete: 'set null' }),
  viewer_id: text('viewer_id').notNull(),
  day: date('day', { mode: 'string' }).notNull(),
  kind: text('kind').notNull(),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
  created_at: created(),
});

export const playbackDaily = pgTable(
  'playback_daily',
  {
    video_id: uuid('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    project_id: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    viewers: integer('viewers').notNull().default(0),
    watch_share_sum: doublePrecision('watch_share_sum').notNull().default(0),
    completions: integer('completions').notNull().default(0),
    questions: integer('questions').notNull().default(0),
    slide_reach: jsonb('slide_reach').$type<number[]>().notNull().default([]),
    quizzes: jsonb('quizzes').$type<Record<string, { answered: number; rightFirstTime: number }>>().notNull().default({}),
    updated_at: updated(),
  },
  (t) => [primaryKey({ columns: [t.video_id, t.day] })],
);

// Migration 017: questions viewers asked a shared video's assistant, for the owner's grouped list (decision 182).
export const viewerQuestions = pgTable('viewer_questions', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  video_id: uuid('video_id')
    .notNull()
    .references(() => videos.id, { onDelete: 'cascade' }),
  project_id: uuid('project_id')
    .notNull()
    .references(() => projects.id, { onDelete: 'cascade' }),
  question: text('question').notNull(),
  answered: boolean('answered').notNull(),
  asked_at: tz('asked_at').notNull().defaultNow(),
});
