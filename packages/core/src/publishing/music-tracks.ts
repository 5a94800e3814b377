import { z } from 'zod';

/**
 * Background music (issue 14). A few tracks ship with Lectern; they are made by Lectern's own
 * synthesiser (packages/media), so they carry no third-party licence: they are released with the
 * product under CC0 and may be published anywhere. Files: packages/media/assets/music/{id}.ogg.
 */
export const MUSIC_TRACKS = [
  { id: 'calm-focus', title: 'Calm Focus', mood: 'Soft piano-like chords for training and compliance' },
  { id: 'bright-steps', title: 'Bright Steps', mood: 'Light, upbeat plucks for onboarding and product tours' },
  { id: 'warm-horizon', title: 'Warm Horizon', mood: 'Slow warm pads for storytelling and culture videos' },
] as const;
export type MusicTrackId = (typeof MUSIC_TRACKS)[number]['id'];
export const MUSIC_TRACK_IDS = MUSIC_TRACKS.map((t) => t.id) as [MusicTrackId, ...MusicTrackId[]];
export const MUSIC_LICENCE = 'CC0 1.0 — made for Lectern; free to publish anywhere';

/** Uploaded music: audio only, checked by its bytes, at most this large (about 20 minutes of 128 kbit/s MP3). */
export const MUSIC_UPLOAD_MAX_BYTES = 20 * 1024 * 1024;
/** Longest uploaded track kept; longer music is cut (a video is at most 5 minutes, spec 001 §9). */
export const MUSIC_MAX_SECONDS = 30 * 60;

/**
 * Music level in percent of its own loudness. 100 % is the track as mastered, which competes with
 * speech; the default sits well under the narration even before ducking.
 */
export const MUSIC_VOLUME = { min: 0, max: 100, step: 5, default: 25 } as const;
/** How far the music drops while someone speaks, and how it ends (ffmpeg sidechaincompress, afade). */
export const MUSIC_DUCKING = { reductionDb: 12, attackMs: 20, releaseMs: 400, fadeOutSeconds: 3, fadeInSeconds: 1 } as const;

export const backgroundMusicSchema = z.discriminatedUnion('source', [
  z.object({ source: z.literal('library'), trackId: z.enum(MUSIC_TRACK_IDS) }),
  // key: the storage key returned by POST /api/projects/:id/music (owner-scoped, checked on save).
  z.object({ source: z.literal('upload'), key: z.string().min(1).max(300), name: z.string().max(200) }),
]);
export type BackgroundMusic = z.infer<typeof backgroundMusicSchema>;

export const MUSIC_MESSAGES = {
  notAudio: 'That file is not an audio track. Upload an MP3, M4A, WAV, OGG, Opus or FLAC file.',
  tooLarge: `That music file is too large. Upload a track of at most ${MUSIC_UPLOAD_MAX_BYTES / (1024 * 1024)} MB.`,
  unreadable: 'That music file could not be read. Export it again as MP3 or WAV and upload it.',
  notFound: 'The chosen music track was not found. Pick a track again.',
  notYours: 'This project uses a music file that was not uploaded to one of your projects. Upload the music again.',
} as const;
