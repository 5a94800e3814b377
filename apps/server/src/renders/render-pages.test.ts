import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findAvatar, pageSize, type Slide, themeById } from '@lectern/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderAvatarVideo } from './avatar-render-pipeline';
import { fakePorts, fakePresenter, slide } from './fake-render-ports';
import { createNodeRenderPorts } from './node-render-ports';
import type { PresenterPorts } from './presenter-ports';
import { renderVideo, SLIDE_TAIL_SECONDS } from './render-pipeline';
import type { RenderPorts } from './render-ports';

/** Decision 165: a slide whose points need continuation pages in the video's shape shows them in turn, within its narration. */
describe('continuation pages in the video', () => {
  let work: string;
  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'lectern-render-pages-'));
  });
  afterAll(() => rm(work, { recursive: true, force: true }));

  const crowded = {
    ...slide(1, 'First, lock your screen every time. Then comes the sixth habit, report phishing at once.'),
    keyPoints: [
      'Lock your screen every time',
      'Use a password manager',
      'Turn on multi-factor sign-in',
      'Keep software up to date',
      'Back up your work',
      'Report phishing at once',
    ],
  } as Slide;

  it('lays a crowded 9:16 slide out on two pages, the sixth point on the second', async () => {
    const ports = createNodeRenderPorts({} as never, { segmentsDir: join(work, 'segments') });
    const texts = await ports.slidePages?.(crowded, { logo: null, page: pageSize('9:16') });
    expect(texts).toEqual([crowded.keyPoints.slice(0, 5).join(' '), 'Report phishing at once']);
    expect(await ports.slidePages?.({ ...crowded, keyPoints: crowded.keyPoints.slice(0, 3) }, { logo: null, page: pageSize('9:16') })).toHaveLength(1);
  });

  it('encodes every page of the slide, the next one from when the narration reaches it, together as long as the narration', async () => {
    const { ports } = fakePorts();
    const drawn: (number | undefined)[] = [];
    const encoded: { durationSeconds: number }[][] = [];
    const paged: RenderPorts = {
      ...ports,
      slidePages: async () => ['Lock your screen every time and four more', 'Report phishing at once'],
      async drawSlide(s, options) {
        drawn.push(options.part);
        return ports.drawSlide(s, options);
      },
      async encode(input) {
        encoded.push(input.frames.map((f) => ({ durationSeconds: f.durationSeconds })));
        return ports.encode(input);
      },
    };
    const output = join(work, 'video.webm');
    await renderVideo(
      paged,
      { slides: [crowded], theme: themeById('corporate-blue'), logo: null, images: new Map(), voice: undefined, language: 'en-US', format: 'webm', output },
      new AbortController().signal,
      () => {},
    );
    expect(drawn).toEqual([undefined, 1]);
    // The fake voice says a word every half second: "report" is the 12th of 15 words.
    const [frames] = encoded;
    expect(frames).toHaveLength(2);
    expect(frames?.[0]?.durationSeconds).toBeCloseTo(5.5);
    const total = (frames ?? []).reduce((sum, f) => sum + f.durationSeconds, 0);
    expect(total).toBeCloseTo(15 / 2 + SLIDE_TAIL_SECONDS);
  });

  it('gives the presenter segment every page of a slide, timed by the narration', async () => {
    const { ports } = fakePorts();
    const { presenter } = fakePresenter();
    const backgrounds: { seconds: number }[][] = [];
    const paged: RenderPorts = { ...ports, slidePages: async () => ['Lock your screen every time', 'Report phishing at once'] };
    const capturing: PresenterPorts = {
      ...presenter,
      async encodeSegment(input) {
        backgrounds.push((input.pages ?? []).map((p) => ({ seconds: p.seconds })));
        return presenter.encodeSegment(input);
      },
    };
    await renderAvatarVideo(
      paged,
      capturing,
      {
        slides: [{ ...crowded, avatarVisible: true }],
        theme: themeById('corporate-blue'),
        logo: null,
        images: new Map(),
        language: 'en-US',
        format: 'webm',
        output: join(work, 'avatar.webm'),
        avatar: findAvatar('lisa-casual-sitting')!,
        workDir: work,
      },
      new AbortController().signal,
      () => {},
      { clipsReady: async () => {}, composing: async () => {} },
    );
    expect(backgrounds).toHaveLength(1);
    expect(backgrounds[0]?.map((p) => p.seconds)[0]).toBeCloseTo(5.5);
    expect(backgrounds[0]?.reduce((sum, p) => sum + p.seconds, 0)).toBeCloseTo(15 / 2 + SLIDE_TAIL_SECONDS);
  });
});
