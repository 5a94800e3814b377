import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findAvatar, POINT_LEAD_SECONDS, type Slide, themeById } from '@lectern/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderAvatarVideo } from './avatar-render-pipeline';
import { fakePorts, fakePresenter, slide } from './fake-render-ports';
import type { PresenterPorts } from './presenter-ports';
import { type RenderInput, renderVideo, SLIDE_TAIL_SECONDS, segmentKey } from './render-pipeline';
import type { RenderPorts } from './render-ports';

/** Decision 170: bullet and comparison points appear as the narration reaches them, in both kinds of render. */
describe('points appear as they are spoken in the render', () => {
  let work: string;
  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'lectern-render-reveal-'));
  });
  afterAll(() => rm(work, { recursive: true, force: true }));

  // The fake voice says a word every half second: "stop" is word 1, "tell" word 6, of 11.
  const twoPoints = {
    ...slide(1, 'First, stop work at once. Then tell your supervisor what happened.'),
    keyPoints: ['Stop work at once', 'Tell your supervisor'],
  } as Slide;
  const seconds = 11 / 2 + SLIDE_TAIL_SECONDS;
  const settings = { theme: themeById('corporate-blue'), logo: null, images: new Map(), voice: undefined, language: 'en-US', format: 'webm' as const };

  /** The fake platform with the renderer's reveal answers, recording what is drawn and encoded. */
  function revealing() {
    const { ports } = fakePorts();
    const drawn: (number | undefined)[] = [];
    const encoded: { revealed: number | undefined; durationSeconds: number }[][] = [];
    const byFrame = new Map<Uint8Array, number | undefined>();
    const platform: RenderPorts = {
      ...ports,
      slideReveal: async (s) => ({ points: s.keyPoints, pages: [s.keyPoints.map((_, i) => i)] }),
      async drawSlide(s, options) {
        drawn.push(options.revealed);
        const frame = await ports.drawSlide(s, options);
        byFrame.set(frame, options.revealed);
        return frame;
      },
      async encode(input) {
        encoded.push(input.frames.map((f) => ({ revealed: byFrame.get(f.rgba), durationSeconds: f.durationSeconds })));
        return ports.encode(input);
      },
    };
    return { platform, drawn, encoded, byFrame };
  }

  it('encodes the title alone, then each point from just before its first spoken word, as long as the narration', async () => {
    const { platform, drawn, encoded } = revealing();
    await renderVideo(platform, { ...settings, slides: [twoPoints], output: join(work, 'on.webm') }, new AbortController().signal, () => {});
    // Each reveal state is drawn once, before the narration is known.
    expect(drawn).toEqual([0, 1, 2]);
    const [frames] = encoded;
    expect(frames?.map((f) => f.revealed)).toEqual([0, 1, 2]);
    expect(frames?.[0]?.durationSeconds).toBeCloseTo(0.5 - POINT_LEAD_SECONDS);
    expect(frames?.[1]?.durationSeconds).toBeCloseTo(3 - 0.5);
    expect((frames ?? []).reduce((sum, f) => sum + f.durationSeconds, 0)).toBeCloseTo(seconds);
  });

  it('draws every point from the start when switched off, and keeps that slide apart in the cache', async () => {
    const { platform, drawn, encoded } = revealing();
    await renderVideo(
      platform,
      { ...settings, slides: [twoPoints], revealPoints: false, output: join(work, 'off.webm') },
      new AbortController().signal,
      () => {},
    );
    expect(drawn).toEqual([undefined]);
    expect(encoded[0]).toEqual([{ revealed: undefined, durationSeconds: seconds }]);

    const input = { ...settings } as Omit<RenderInput, 'slides' | 'output'>;
    const on = segmentKey(twoPoints, input, 0, 1);
    expect(segmentKey(twoPoints, { ...input, revealPoints: true }, 0, 1)).toBe(on);
    expect(segmentKey(twoPoints, { ...input, revealPoints: false }, 0, 1)).not.toBe(on);
    // A slide with nothing to reveal is the same segment either way: switching never re-renders it.
    const title = { ...twoPoints, templateId: 'title-slide' } as Slide;
    expect(segmentKey(title, { ...input, revealPoints: false }, 0, 1)).toBe(segmentKey(title, input, 0, 1));
  });

  it('gives the presenter segment the same stills in time, the first one as its still', async () => {
    const { platform, byFrame } = revealing();
    const { presenter } = fakePresenter();
    const backgrounds: { still: number | undefined; pages: { revealed: number | undefined; seconds: number }[] }[] = [];
    const capturing: PresenterPorts = {
      ...presenter,
      async encodeSegment(input) {
        backgrounds.push({ still: byFrame.get(input.still), pages: (input.pages ?? []).map((p) => ({ revealed: byFrame.get(p.rgba), seconds: p.seconds })) });
        return presenter.encodeSegment(input);
      },
    };
    await renderAvatarVideo(
      platform,
      capturing,
      {
        ...settings,
        slides: [{ ...twoPoints, avatarVisible: true }],
        output: join(work, 'avatar.webm'),
        avatar: findAvatar('lisa-casual-sitting')!,
        workDir: work,
      },
      new AbortController().signal,
      () => {},
      { clipsReady: async () => {}, composing: async () => {} },
    );
    expect(backgrounds).toHaveLength(1);
    expect(backgrounds[0]?.still).toBe(0);
    expect(backgrounds[0]?.pages.map((p) => p.revealed)).toEqual([0, 1, 2]);
    expect(backgrounds[0]?.pages[1]?.seconds).toBeCloseTo(2.5);
    expect(backgrounds[0]?.pages.reduce((sum, p) => sum + p.seconds, 0)).toBeCloseTo(seconds);
  });
});
