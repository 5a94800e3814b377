import { z } from 'zod';

/**
 * Playback events of a shared video (issue 22 items 3–4, decision 177): the share page and the
 * embedded player batch what a viewer did and send it with `sendBeacon` on page hide. A viewer is
 * a random per-browser id, never an address or a cookie; every field is capped so one batch (and,
 * with the server's rate limits, one viewer) can only move a video's figures so far.
 */
export const PLAYBACK_LIMITS = {
  /** Events in one batch: a page sends on hide, and a few times while playing. */
  eventsPerBatch: 50,
  /** Watched ranges in one progress event. */
  rangesPerEvent: 50,
  /** Longest position a range may name; later seconds are beyond any video Lectern makes. */
  maxSeconds: 24 * 60 * 60,
  viewerIdMin: 16,
  viewerIdMax: 64,
  /** Answers one quiz answer may pick (a quiz has at most 5, decision 175). */
  answersPerQuiz: 5,
  /** Events one viewer may leave on one video in a day; a page watched through sends a few hundred. */
  eventsPerViewerDay: 2000,
  /** A video is complete for a viewer who watched this share of it (or reached its end). */
  completionShare: 0.9,
} as const;

/**
 * Batches a viewer, and a video from all its viewers, may send (decision 177). A page sends a few
 * a minute; a flood of made-up viewers is held by the video's limit, so it can move that video's
 * figures by at most this many batches a minute, and never another video's.
 */
export const PLAYBACK_RATE_LIMITS = {
  viewer: { limit: 20, windowSeconds: 60 },
  video: { limit: 300, windowSeconds: 60 },
  /** Bounds what a sustained flood can store for one video in a day. */
  videoDay: { limit: 20_000, windowSeconds: 24 * 60 * 60 },
} as const;

/** Raw events are kept this many days unless ANALYTICS_RETENTION_DAYS says otherwise; the daily figures stay. */
export const ANALYTICS_RETENTION_DAYS_DEFAULT = 90;

export const PLAYBACK_MESSAGES = {
  invalid: 'These playback events could not be recorded.',
  tooMany: 'Too many playback events. Please wait a minute before sending more.',
  /** The admin dashboard's playback totals could not be read (decision 182). */
  fetchTotals: 'Failed to fetch playback totals',
} as const;

const seconds = z.number().finite().min(0).max(PLAYBACK_LIMITS.maxSeconds);

/** One watched stretch, [from, to] in seconds of the video; `to` may not come before `from`. */
export const watchedRangeSchema = z.tuple([seconds, seconds]).refine(([from, to]) => to >= from, { message: PLAYBACK_MESSAGES.invalid });
export type WatchedRange = [number, number];

/** Random per-browser viewer id: 16–64 url-safe characters (a UUID or base64url bytes). */
export const viewerIdSchema = z
  .string()
  .min(PLAYBACK_LIMITS.viewerIdMin)
  .max(PLAYBACK_LIMITS.viewerIdMax)
  .regex(/^[A-Za-z0-9_-]+$/);

const slideIndex = z.number().int().min(0).max(999);

export const playbackEventSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('play'), slideIndex: slideIndex.optional() }),
  z.object({
    kind: z.literal('progress'),
    ranges: z.array(watchedRangeSchema).min(1).max(PLAYBACK_LIMITS.rangesPerEvent),
    slideIndex: slideIndex.optional(),
  }),
  z.object({ kind: z.literal('ended') }),
  z.object({
    kind: z.literal('quiz-answer'),
    /** The video's quiz id ("q1"…, decision 175); an id the video does not have is ignored. */
    quizId: z.string().regex(/^q\d{1,3}$/),
    answers: z
      .array(
        z
          .number()
          .int()
          .min(0)
          .max(PLAYBACK_LIMITS.answersPerQuiz - 1),
      )
      .min(1)
      .max(PLAYBACK_LIMITS.answersPerQuiz),
  }),
  /** The viewer asked the assistant a question (its text is kept by the chat, spec 000 §4). */
  z.object({ kind: z.literal('question'), slideIndex: slideIndex.optional() }),
]);
export type PlaybackEvent = z.infer<typeof playbackEventSchema>;
export type PlaybackEventKind = PlaybackEvent['kind'];

/** What the browser sends: one viewer's events, in the order they happened. */
export const playbackBatchSchema = z.object({
  viewerId: viewerIdSchema,
  events: z.array(playbackEventSchema).min(1).max(PLAYBACK_LIMITS.eventsPerBatch),
});
export type PlaybackBatch = z.infer<typeof playbackBatchSchema>;
