import { expect, it } from 'vitest';
import { publishingSummary } from './publishing-summary';

it('says how a video was published', () => {
  expect(
    publishingSummary({
      videoFormat: 'mp4',
      aspectRatio: '9:16',
      burnedCaptions: true,
      backgroundMusic: { source: 'library', trackId: 'calm-focus' },
      musicVolume: 25,
    }),
  ).toBe('MP4 · Vertical 9:16 · Captions in the picture · Calm Focus music at 25%');
  expect(
    publishingSummary({
      videoFormat: 'webm',
      aspectRatio: '16:9',
      burnedCaptions: false,
      backgroundMusic: { source: 'upload', key: 'k', name: 'jingle.mp3' },
      musicVolume: 40,
    }),
  ).toBe('WebM · Landscape 16:9 · Captions as a track · jingle.mp3 music at 40%');
  expect(publishingSummary({ videoFormat: 'webm', aspectRatio: '1:1', burnedCaptions: false, backgroundMusic: null, musicVolume: 25 })).toBe(
    'WebM · Square 1:1 · Captions as a track · No music',
  );
});
