import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AVATAR_MESSAGES, AVATARS, slideSchema, themeById, VERTICAL_PRESENTER } from '@lectern/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { avatarSegmentKey, renderAvatarVideo } from './avatar-render-pipeline';
import { fakePorts, fakePresenter, slide } from './fake-render-ports';
import { VideoTooLongError } from './render-length';

describe('avatarSegmentKey', () => {
  const avatar = AVATARS[0]!;

  it('tells apart segments whose burned-in captions keep clear of a shown presenter, so older ones are not reused', () => {
    expect(avatarSegmentKey('base', avatar, VERTICAL_PRESENTER, true)).not.toBe(avatarSegmentKey('base', avatar, VERTICAL_PRESENTER, false));
  });

  it('keeps the key of segments without captions or without a presenter on screen', () => {
    expect(avatarSegmentKey('base', avatar, VERTICAL_PRESENTER)).toBe(avatarSegmentKey('base', avatar, VERTICAL_PRESENTER, false));
    expect(avatarSegmentKey('base', avatar, null, true)).toBe(avatarSegmentKey('base', avatar, null, false));
  });
});

describe('renderAvatarVideo stages (decision 181)', () => {
  const settings = (output: string) => ({
    theme: themeById('corporate-blue'),
    logo: null,
    images: new Map<string, Uint8Array>(),
    language: 'en-US',
    format: 'webm' as const,
    avatar: AVATARS[0]!,
    workDir: tmpdir(),
    output,
  });
  const milestones = { clipsReady: async () => {}, composing: async () => {} };
  const slides = [slide(1, 'One two three four'), slide(2, 'Five six seven eight'), slide(3, 'Nine ten eleven twelve')].map((s) => slideSchema.parse(s));
  let work = '';
  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'lectern-avatar-stages-'));
  });
  afterAll(() => rm(work, { recursive: true, force: true }));

  it('encodes a slide as soon as its own narration exists, while later slides are still spoken', async () => {
    const { ports } = fakePorts();
    const { presenter } = fakePresenter();
    const encoded: number[] = [];
    let firstEncoded!: () => void;
    const gate = new Promise<void>((resolve) => {
      firstEncoded = resolve;
    });
    const encodeSegment = presenter.encodeSegment;
    presenter.encodeSegment = async (segment) => {
      await encodeSegment(segment);
      encoded.push(encoded.length);
      firstEncoded();
    };
    const speak = presenter.speak;
    // The last slide is spoken only once the first is encoded: stages that waited for all speech would never finish.
    presenter.speak = async (text, options) => {
      if (text.startsWith('Nine')) await gate;
      return speak(text, options);
    };
    const result = await renderAvatarVideo(
      ports,
      presenter,
      { ...settings(join(work, 'overlap.webm')), slides },
      new AbortController().signal,
      () => {},
      milestones,
    );
    expect(encoded).toHaveLength(3);
    expect(result.slideSeconds).toHaveLength(3);
  });

  it('sends the narration to the voice while the slides are still being drawn, the steps still in order (decision 197)', async () => {
    const { ports } = fakePorts();
    const { presenter } = fakePresenter();
    const events: string[] = [];
    const drawSlide = ports.drawSlide;
    ports.drawSlide = async (s, options) => {
      events.push(`draw ${s.order}`);
      return drawSlide(s, options);
    };
    const speak = presenter.speak;
    presenter.speak = async (text, options) => {
      events.push(`speak ${text.split(' ')[0]}`);
      return speak(text, options);
    };
    const steps: string[] = [];
    await renderAvatarVideo(
      ports,
      presenter,
      { ...settings(join(work, 'drawn-while-spoken.webm')), slides },
      new AbortController().signal,
      (step) => {
        if (steps.at(-1) !== step) steps.push(step);
      },
      milestones,
    );
    expect(events.indexOf('speak One')).toBeLessThan(events.lastIndexOf('draw 3'));
    // The spec's avatar steps never go back: preparing, submitting, generating, then the results.
    expect(new Set(steps).size).toBe(steps.length);
  });

  it('refuses narration longer than the chosen length as itself, and keeps no segment after it', async () => {
    const { ports, calls } = fakePorts();
    const { presenter } = fakePresenter();
    const render = renderAvatarVideo(
      ports,
      presenter,
      { ...settings(join(work, 'long.webm')), slides, lengthLimit: { chosenSeconds: 3, kind: 'avatar' } },
      new AbortController().signal,
      () => {},
      milestones,
    );
    await expect(render).rejects.toBeInstanceOf(VideoTooLongError);
    expect(calls.concat).toBe(0);
  });

  it('tells a failed presenter segment in the spec words', async () => {
    const { ports } = fakePorts();
    const { presenter } = fakePresenter({ failSegment: true });
    const render = renderAvatarVideo(ports, presenter, { ...settings(join(work, 'failed.webm')), slides }, new AbortController().signal, () => {}, milestones);
    await expect(render).rejects.toMatchObject({ name: 'AvatarStageError', message: AVATAR_MESSAGES.generateFailed });
  });
});
