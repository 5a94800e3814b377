import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createOfflineTextGenerator } from '@lectern/ai';
import { themeById, VIDEO_LOUDNESS } from '@lectern/core';
import { createSpeechProvider, probe, probeLoudness, withSpeechCache } from '@lectern/media';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNodeRenderPorts } from './node-render-ports';
import { renderVideo } from './render-pipeline';

/** Real slides, real speech, real ffmpeg: the files a person downloads, checked with ffprobe. */
describe('render pipeline with the real platform', () => {
  let work: string;
  let slides: Awaited<ReturnType<ReturnType<typeof createOfflineTextGenerator>['outline']>>['slides'];
  const ports = (segmentsDir = join(work, `segments-${Math.random()}`)) =>
    createNodeRenderPorts(withSpeechCache(createSpeechProvider({ TTS_PROVIDER: 'local' }), join(work, 'speech')), { segmentsDir });

  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'lectern-render-int-'));
    const ai = createOfflineTextGenerator();
    const outline = await ai.outline({
      brief: 'Teach new starters how to report a safety incident: stop work, make the area safe, tell your supervisor, and file the report the same day.',
      styleId: 'workshop-style',
      durationSeconds: 60,
    });
    slides = outline.slides;
    const { scripts } = await ai.scripts({ slides, projectTitle: 'Reporting incidents', tone: 'Calm' });
    for (const s of slides) s.script = scripts.find((x) => x.slideId === s.id)!.script;
  });
  afterAll(() => rm(work, { recursive: true, force: true }));

  it.each(['webm', 'mp4'] as const)(
    'encodes a standard %s at 1920×1080 as long as its narration',
    async (format) => {
      const steps: number[] = [];
      const output = join(work, `video.${format}`);
      const result = await renderVideo(
        ports(),
        { slides, theme: themeById('ocean-teal'), logo: null, images: new Map(), voice: undefined, language: 'en-US', format, output },
        new AbortController().signal,
        (_step, percent) => steps.push(percent),
      );
      const info = await probe(output);
      const video = info.streams.find((s) => s.type === 'video')!;
      const audio = info.streams.find((s) => s.type === 'audio')!;
      expect(video.codec).toBe(format === 'webm' ? 'vp9' : 'h264');
      expect(audio.codec).toBe(format === 'webm' ? 'opus' : 'aac');
      expect([video.width, video.height]).toEqual([1920, 1080]);
      expect(Math.abs(info.durationSeconds - result.narrationSeconds)).toBeLessThan(0.5);
      expect(result.narrationSeconds).toBeGreaterThan(20);
      // Decision 163: the video loudness, measured by ffmpeg's own EBU R 128 meter.
      const loudness = await probeLoudness(output);
      expect(Math.abs(loudness.integratedLufs - VIDEO_LOUDNESS.integratedLufs), JSON.stringify(loudness)).toBeLessThanOrEqual(1);
      expect(loudness.truePeakDb).toBeLessThanOrEqual(VIDEO_LOUDNESS.truePeakDbtp);
      // Captions follow the real voice to the end of the narration, in order.
      expect(result.cues.length).toBeGreaterThan(slides.length);
      expect(Math.abs(result.cues.at(-1)!.endMs / 1000 - result.narrationSeconds)).toBeLessThan(1);
      for (let i = 1; i < result.cues.length; i++) expect(result.cues[i]!.startMs).toBeGreaterThanOrEqual(result.cues[i - 1]!.endMs);
      expect(result.captionsVtt.startsWith('WEBVTT\n\n1\n00:00:00.')).toBe(true);
      // Progress only moves forward and reaches the encode phase's end.
      expect(steps).toEqual([...steps].sort((a, b) => a - b));
      expect(steps.at(-1)).toBeGreaterThanOrEqual(95);
    },
    120_000,
  );

  it('re-renders only the slide that changed', async () => {
    const segmentsDir = join(work, 'segments-edit');
    const settings = { theme: themeById('forest-emerald'), logo: null, images: new Map(), voice: undefined, language: 'en-US', format: 'webm' as const };
    const first = await renderVideo(ports(segmentsDir), { ...settings, slides, output: join(work, 'before.webm') }, new AbortController().signal, () => {});
    expect(first.timings.slides_reused).toBe(0);
    // The edit cuts one slide's script to its first sentence: a script lengthened past its slide's seconds would be
    // spoken faster (fittedRate), so only a shorter one moves the length one known way.
    const edited = slides.map((s, i) => (i === 1 ? { ...s, script: s.script.split(/(?<=[.!?])\s+/)[0] as string } : s));
    expect(edited[1]?.script).not.toBe(slides[1]?.script);
    const second = await renderVideo(
      ports(segmentsDir),
      { ...settings, slides: edited, output: join(work, 'after.webm') },
      new AbortController().signal,
      () => {},
    );
    expect(second.timings.slides_reused).toBe(slides.length - 1);
    const info = await probe(join(work, 'after.webm'));
    expect(Math.abs(info.durationSeconds - second.narrationSeconds)).toBeLessThan(0.5);
    // Reused and new slides were levelled alike, so the joined video is too.
    // Decision 163: the video loudness, measured by ffmpeg's own EBU R 128 meter.
    const loudness = await probeLoudness(join(work, 'after.webm'));
    expect(Math.abs(loudness.integratedLufs - VIDEO_LOUDNESS.integratedLufs), JSON.stringify(loudness)).toBeLessThanOrEqual(1);
    expect(loudness.truePeakDb).toBeLessThanOrEqual(VIDEO_LOUDNESS.truePeakDbtp);
    expect(second.narrationSeconds).toBeLessThan(first.narrationSeconds - 1);
  }, 120_000);

  it('stops ffmpeg when cancelled', async () => {
    const controller = new AbortController();
    const output = join(work, 'cancelled.webm');
    const running = renderVideo(
      ports(),
      { slides, theme: themeById('corporate-blue'), logo: null, images: new Map(), voice: undefined, language: 'en-US', format: 'webm', output },
      controller.signal,
      (step) => {
        if (step === 'Encoding the video') controller.abort();
      },
    );
    await expect(running).rejects.toThrow();
  }, 120_000);
});
