import type { SpeechProvider } from '@lectern/media';
import { Hono } from 'hono';
import { z } from 'zod';
import { AppError } from '../http/errors';
import type { AppVariables } from '../http/session';
import { validate } from '../http/validate';
import { listOfferedLanguages, type TranslationLanguages } from './offered-languages';
import { previewNarration } from './preview-narration';

const previewSchema = z.object({
  text: z.string().trim().min(1, 'There is no text to preview').max(5000, 'The preview text is too long'),
  languageCode: z.string().min(2).default('en-US'),
  voiceName: z.string().min(1, 'Choose a voice to preview'),
  rate: z.number().min(0.5).max(2).optional(),
  // Decision 170: the slide's points, answered with when each appears (X-Point-Starts).
  points: z.array(z.string().max(1000, 'A point to time is too long')).max(60, 'There are too many points to time').optional(),
});

/** /api/tts — the output languages, voices for a language and a spoken preview (spec 001 §7 "Speech"). */
export function ttsRoutes(speech: SpeechProvider, options: { translation?: TranslationLanguages } = {}) {
  return new Hono<{ Variables: AppVariables }>()
    .get('/languages', async (c) => c.json({ success: true, ...(await listOfferedLanguages(speech, options.translation)) }))
    .get('/voices', async (c) => {
      try {
        return c.json({ success: true, voices: await speech.listVoices(c.req.query('language') || undefined) });
      } catch (err) {
        // Spec 001 §8: voice listing failure returns an empty list (the dropdown says No voices available).
        return c.json({ success: false, error: (err as Error).message, voices: [] });
      }
    })
    .post('/', validate('json', previewSchema), async (c) => {
      const input = c.req.valid('json');
      try {
        const audio = await previewNarration(speech, { ...input, signal: c.req.raw.signal });
        return new Response(new Uint8Array(audio.wav), {
          headers: {
            'Content-Type': 'audio/wav',
            'Cache-Control': 'private, max-age=3600',
            'X-Audio-Duration': audio.durationSeconds.toFixed(2),
            ...(audio.pointStarts ? { 'X-Point-Starts': audio.pointStarts.map((s) => s.toFixed(3)).join(',') } : {}),
          },
        });
      } catch (err) {
        throw new AppError((err as Error).message || 'No audio content returned from the speech provider.', 'unavailable');
      }
    });
}
