import { phonemeShapes, visemeFrames, visemeTrack } from '@lectern/core';
import { afterAll, describe, expect, it } from 'vitest';
import { AVATAR_FPS } from '../ffmpeg/avatar-args.ts';
import { LocalSpeechProvider } from '../speech/local/local-speech-provider.ts';

/**
 * Issue 21 item 4 (decision 172): the presenter's lips close on every m, b and p within one frame
 * of the sound, from what the offline voices really report (eSpeak IPA, Flite ARPAbet).
 */
describe('lip closures from the offline voices', () => {
  const speech = new LocalSpeechProvider();
  afterAll(() => speech.close());

  it.each([
    ['eSpeak', 'en-US-Local-Annie'],
    ['Flite', 'en-US-Local-Abigail'],
  ])(
    'closes the lips on m, b and p within a frame (%s)',
    async (_engine, voice) => {
      const spoken = await speech.synthesize({ text: 'Maybe Bob pays a premium.', voice, languageCode: 'en-US' });
      const phonemes = spoken.phonemes ?? [];
      const closures = phonemes.filter((p) => phonemeShapes(p.phoneme)[0] === 'MBP');
      // m, b, b, b, p, p, m: the voice reports them all.
      expect(closures.length).toBeGreaterThanOrEqual(6);
      const durationMs = Math.round(spoken.durationSeconds * 1000);
      const frames = visemeFrames(visemeTrack(phonemes, { durationMs, fps: AVATAR_FPS }));
      for (const p of closures) {
        // The frames the phone sounds in, one frame either side.
        const from = Math.max(0, Math.floor((p.startMs * AVATAR_FPS) / 1000) - 1);
        const to = Math.ceil((p.endMs * AVATAR_FPS) / 1000);
        expect(frames.slice(from, to + 1), `${p.phoneme} at ${p.startMs} ms`).toContain('MBP');
      }
    },
    60_000,
  );
});
