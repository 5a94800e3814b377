import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pageSize, presenterBox, themeById } from '@lectern/core';
import { decodeWav, type SpeechProvider } from '@lectern/media';
import { describe, expect, it } from 'vitest';
import { gifHeader, jpegHeader, pngOfSize, webpHeader } from '../assets/crafted-images';
import { slide } from './fake-render-ports';
import { burnedCaptionImages, createNodeRenderPorts, fittedRate, spokenSecondsEstimate } from './node-render-ports';
import { SILENT_SLIDE_SECONDS, SLIDE_TAIL_SECONDS } from './render-pipeline';

it('keeps the default rate unless narration clearly overruns the slide', () => {
  expect(fittedRate(20, 20)).toBe(0.9);
  expect(fittedRate(21.9, 20)).toBe(0.9);
  expect(fittedRate(20, undefined)).toBe(0.9);
  expect(fittedRate(24, 20)).toBeCloseTo(1.08);
  expect(fittedRate(60, 20)).toBeCloseTo(1.125);
});

it("estimates spoken seconds from the words at the voice's measured pace, its pauses included", () => {
  const text = 'Report it today. Make the area safe. Tell your supervisor.';
  // 10 words, but 16 syllables and three sentence pauses: 25 / 1.73 = 14.5 average words, 5.8 s at 150 wpm.
  // The offline voices are tuned to the planned pace (decisions 150, 166); the length counts syllables (decision 176).
  expect(spokenSecondsEstimate(text)).toBeCloseTo(5.8, 1);
  expect(spokenSecondsEstimate(text, 'en-US-Local-Abigail')).toBeCloseTo(5.8, 1);
  expect(spokenSecondsEstimate(text, 'en-US-Local-Annie')).toBeCloseTo(5.8, 1);
});

it('makes a slide whose script has nothing to say a silent slide as long as an empty one, without asking the voice', async () => {
  const speech = {
    synthesize: () => Promise.reject(new Error('the voice was asked to speak nothing')),
    listVoices: async () => [{ name: 'any', languageCode: 'en-US', ssmlGender: 'FEMALE' as const, displayName: 'Any' }],
  } as unknown as SpeechProvider;
  const ports = createNodeRenderPorts(speech, { segmentsDir: join(tmpdir(), 'lectern-unused-segments') });
  for (const script of ['😀👍🏽', '&& || ;', '\u200b\ufeff...']) {
    const spoken = await ports.speak(script, { voice: undefined, language: 'en-US', targetSeconds: 20, signal: new AbortController().signal });
    expect(spoken.words).toEqual([]);
    expect(spoken.durationSeconds + SLIDE_TAIL_SECONDS).toBeCloseTo(SILENT_SLIDE_SECONDS, 5);
    expect(decodeWav(Buffer.from(spoken.wav)).samples.length).toBeGreaterThan(0);
  }
});

describe('slide images in renders', () => {
  const ports = createNodeRenderPorts({} as SpeechProvider, { segmentsDir: join(tmpdir(), 'lectern-unused-segments') });
  const url = '/api/assets/3f2b8c1e-1d2a-4c3b-9e4f-5a6b7c8d9e0f/0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d.png';
  const withImage = {
    ...slide(1, 'Our brand in one minute.'),
    templateId: 'bullet-points' as const,
    contextualImage: { url, keywords: [], source: 'upload' as const },
  };
  const draw = (images: Map<string, Uint8Array>, logo: Uint8Array | null = null) =>
    ports.drawSlide(withImage, { theme: themeById('ocean-teal'), logo: logo ? { data: logo, mime: 'image/png' } : null, images, index: 0, total: 1 });
  const same = (a: Uint8Array, b: Uint8Array) => Buffer.compare(Buffer.from(a), Buffer.from(b)) === 0;

  it('draws a good image, and the grey "Image Unavailable" box for one that cannot be drawn (spec 001 §8)', async () => {
    const unavailable = await draw(new Map());
    expect(same(await draw(new Map([[url, pngOfSize(800, 600)]])), unavailable)).toBe(false);
    const corrupt = pngOfSize(800, 600);
    corrupt.fill(0x55, 40);
    const rssBefore = process.memoryUsage().rss;
    for (const [name, bytes] of [
      ['PNG claiming 60000 × 60000', pngOfSize(60000, 60000, false)],
      ['PNG bomb 20000 × 20000', pngOfSize(20000, 20000)],
      ['JPEG claiming 60000 × 60000', jpegHeader(60000, 60000)],
      ['WebP claiming 60000 × 60000', webpHeader.vp8x(60000, 60000)],
      ['GIF frame of 65000 × 65000', gifHeader([16, 16], [65000, 65000])],
      ['PNG with corrupt data', corrupt],
      ['not an image', new TextEncoder().encode('<html></html>')],
    ] as const) {
      expect(same(await draw(new Map([[url, bytes]])), unavailable), name).toBe(true);
    }
    // Old behaviour: the bomb alone cost +860 MB and the lying header failed the render.
    expect((process.memoryUsage().rss - rssBefore) / 2 ** 20).toBeLessThan(400);
  });

  it('leaves out a logo that cannot be drawn', async () => {
    const noLogo = await draw(new Map());
    expect(same(await draw(new Map(), pngOfSize(400, 100)), noLogo)).toBe(false);
    expect(same(await draw(new Map(), pngOfSize(60000, 60000, false)), noLogo)).toBe(true);
    expect(same(await draw(new Map(), pngOfSize(20000, 20000)), noLogo)).toBe(true);
  });
});

describe('burned-in captions over a full slide (decision 172)', () => {
  const theme = themeById('corporate-blue');
  const page = pageSize('1:1');
  // Four long points fill a square slide's body beside its corner presenter.
  const full = {
    ...slide(1, 'Speech.'),
    templateId: 'bullet-points' as const,
    title: 'Why security matters to every team',
    keyPoints: [
      'Most breaches start with a single phishing email or a reused password',
      'Customer trust takes years to build and minutes to lose',
      'Regulators expect documented, repeatable safeguards',
      'Good habits make secure work the fastest way to work',
    ],
    avatarVisible: true,
  };
  const cue = { startMs: 1000, endMs: 4000, text: 'Every team member reviews the safety guide\nbefore the first shift starts on Monday.' };

  it('shows a two-line cue a line at a time, back to back, where no band fits clear of the points and the face', () => {
    const box = presenterBox('bullet-points', page);
    const images = burnedCaptionImages({ cues: [cue], theme, slide: full, avatar: true }, page, box)!;
    // A line at a time (beside the presenter the cue may take a third, narrower line), back to back.
    expect(images.length).toBeGreaterThanOrEqual(2);
    expect(images[0]!.startSeconds).toBe(1);
    for (let i = 1; i < images.length; i++) expect(images[i]!.startSeconds).toBe(images[i - 1]!.endSeconds);
    expect(images.at(-1)!.endSeconds).toBe(4);
    // The same cue on an empty slide keeps its two lines together.
    const roomy = burnedCaptionImages({ cues: [cue], theme, slide: { ...full, keyPoints: ['One point'] }, avatar: true }, page, box)!;
    expect(roomy).toHaveLength(1);
  });
});
