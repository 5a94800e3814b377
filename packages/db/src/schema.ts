import { bigserial, boolean, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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
  userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
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
  userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
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
  id: text('id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
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
  user_id: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
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
  project_id: uuid('project_id').notNull().references(() => projects.id, { onDelete: 'cascade' }),
  user_id: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  filename: text('filename').notNull(),
  file_size: integer('file_size').notNull(),
  kind: text('kind'),
  storage_key: text('storage_key').notNull(),
  status: text('status').notNull().default('pending'),
  error: text('error'),
  pages: integer('pages'),
  text_length: integer('text_length'),
  created_at: created(),
  updated_at: updated(),
});

export const documentPages = pgTable('document_pages', {
  document_id: uuid('document_id').notNull().references(() => documents.id, { onDelete: 'cascade' }),
  page_number: integer('page_number').notNull(),
  text: text('text').notNull(),
});
