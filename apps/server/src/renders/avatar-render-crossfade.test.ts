import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AVATARS, type Slide, slideSchema, themeById } from '@lectern/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderAvatarVideo } from './avatar-render-pipeline';
import { fakePorts, fakePresenter, slide } from './fake-render-ports';
import type { RenderPorts } from './render-ports';

/** Decision 187: a presenter video's slides crossfade into each other as a slide video's do (decision 180). */
describe('presenter videos that crossfade', () => {
  let work = '';
  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'lectern-avatar-crossfade-'));
  });
  afterAll(() => rm(work, { recursive: true, force: true }));

  // A light theme: decision 171's dip went through its white between slides.
  const settings = (output: string) => ({
    theme: themeById('corporate-blue'),
    logo: null,
    images: new Map<string, Uint8Array>(),
    language: 'en-US',
    format: 'webm' as const,
    avatar: AVATARS[0]!,
    workDir: work,
    output: join(work, output),
  });
  const milestones = { clipsReady: async () => {}, composing: async () => {} };
  // The presenter stands on slide 1 (its introduction), is hidden on the title slide 2 and stands on the bullet slide 3.
  const slides = () =>
    [
      slide(1, 'Hello, I am your presenter for this course.'),
      { ...slide(2, 'This part is about safety.'), templateId: 'title-slide', keyPoints: [] },
      slide(3, 'Report every incident.'),
    ].map((s) => slideSchema.parse(s) as Slide);

  /** The fake platform drawing each slide as its own bytes; every segment, with or without the presenter, recorded. */
  function recording() {
    const { ports, calls } = fakePorts();
    const { presenter } = fakePresenter();
    const encoded: { slide: number; presenter: boolean; into: number | null; crossfade: boolean; fadesTo: string | null }[] = [];
    const platform: RenderPorts = {
      ...ports,
      async drawSlide(s) {
        calls.draw += 1;
        return new Uint8Array(16).fill(s.order);
      },
      async encode(input) {
        encoded.push({
          slide: input.frames[0]!.rgba[0]!,
          presenter: false,
          into: input.crossfadeInto ? input.crossfadeInto[0]! : null,
          crossfade: Boolean(input.motion?.crossfade),
          fadesTo: input.motion?.fade?.color ?? null,
        });
        return ports.encode(input);
      },
    };
    const encodeSegment = presenter.encodeSegment;
    presenter.encodeSegment = async (input) => {
      encoded.push({
        slide: input.still[0]!,
        presenter: true,
        into: input.crossfadeInto ? input.crossfadeInto[0]! : null,
        crossfade: Boolean(input.motion?.crossfade),
        fadesTo: input.motion?.fade?.color ?? null,
      });
      return encodeSegment(input);
    };
    return { platform, presenter, encoded };
  }

  it('ends every slide on the next one’s opening, with or without the presenter on it, and fades only the last to black', async () => {
    const { platform, presenter, encoded } = recording();
    await renderAvatarVideo(platform, presenter, { ...settings('all.webm'), slides: slides() }, new AbortController().signal, () => {}, milestones);
    expect(encoded.sort((a, b) => a.slide - b.slide)).toEqual([
      { slide: 1, presenter: true, into: 2, crossfade: true, fadesTo: null },
      { slide: 2, presenter: false, into: 3, crossfade: true, fadesTo: null },
      { slide: 3, presenter: true, into: null, crossfade: false, fadesTo: '#000000' },
    ]);
  });

  it('re-encodes only the slide whose script changed, and the slide before one whose look changed (decision 180’s openingKey)', async () => {
    const { platform, presenter, encoded } = recording();
    const first = slides();
    await renderAvatarVideo(platform, presenter, { ...settings('a.webm'), slides: first }, new AbortController().signal, () => {}, milestones);
    encoded.length = 0;
    const scripted = first.map((s) => (s.order === 3 ? { ...s, script: 'Report every incident the same day.' } : s));
    await renderAvatarVideo(platform, presenter, { ...settings('b.webm'), slides: scripted }, new AbortController().signal, () => {}, milestones);
    expect(encoded.map((e) => e.slide)).toEqual([3]);
    encoded.length = 0;
    // A new script for slide 2: slide 1 keeps ending on the same opening; slide 3, reused, is drawn again for slide 2 to end on.
    const again = scripted.map((s) => (s.order === 2 ? { ...s, script: 'This part is about fire safety.' } : s));
    await renderAvatarVideo(platform, presenter, { ...settings('c.webm'), slides: again }, new AbortController().signal, () => {}, milestones);
    expect(encoded).toMatchObject([{ slide: 2, into: 3 }]);
    encoded.length = 0;
    // A new title for slide 3 changes what slide 2 ends on.
    const retitled = again.map((s) => (s.order === 3 ? { ...s, title: 'Report it' } : s));
    await renderAvatarVideo(platform, presenter, { ...settings('d.webm'), slides: retitled }, new AbortController().signal, () => {}, milestones);
    expect(encoded.map((e) => e.slide).sort()).toEqual([2, 3]);
  });
});
