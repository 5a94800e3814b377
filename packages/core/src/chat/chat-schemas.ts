import { z } from 'zod';
import { DEFAULT_SUGGESTION_LIMIT, MAX_CHAT_MESSAGE_LENGTH } from './chat-constants';

/** Spec 000 §7 request bodies, validated at the server boundary. */
export const conversationalModeSchema = z.object({ enabled: z.boolean({ message: 'enabled must be true or false' }) });

export const searchRequestSchema = z.object({
  query: z.string().trim().min(1, 'Please enter a search query').max(MAX_CHAT_MESSAGE_LENGTH),
  /** Minimum relevance 0–1 (of the best result's score); 0 keeps every match. */
  threshold: z.number().min(0).max(1).default(0),
  limit: z.number().int().min(1).max(20).default(5),
});

export const suggestionQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(10).default(DEFAULT_SUGGESTION_LIMIT) });

export const shareRequestSchema = z.object({
  videoId: z.string().min(1, 'videoId is required'),
  title: z.string().trim().min(1, 'Please give the video a title').max(200),
  description: z.string().trim().max(2000).nullish(),
});

/** A viewer session id from the browser: opaque, bounded, URL-safe. */
export const viewerSessionIdSchema = z
  .string()
  .trim()
  .min(8, 'sessionId is required')
  .max(100)
  .regex(/^[\w-]+$/, 'Invalid sessionId');

export const shareViewSchema = z.object({ sessionId: viewerSessionIdSchema });

export const shareChatSchema = z.object({
  message: z.string().trim().min(1, 'Please enter a question').max(MAX_CHAT_MESSAGE_LENGTH, 'Please keep questions under 1000 characters'),
  sessionId: viewerSessionIdSchema.nullish(),
});

export interface ChatSource {
  document_name: string;
  page_number: number;
}

/** Spec 000 §3 "Chat message" as the share chat returns it. */
export interface ChatAnswer {
  id: string;
  content: string;
  timestamp: string;
  sources: ChatSource[];
}

/** POST /api/share/{slug}/chat answer: the spec's `response`, plus the server-side chat session it belongs to. */
export interface ShareChatReply {
  response: ChatAnswer;
  /** A new id when the one sent was unknown or expired (spec 000 §4: sessions last 4 hours). */
  sessionId: string;
}
