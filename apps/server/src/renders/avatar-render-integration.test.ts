import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { AVATAR_PROGRESS_STEPS, findAvatar, presenterBox, slideSchema, themeById, VIDEO_LOUDNESS } from '@lectern/core';
import { eq, rows, sql, videos } from '@lectern/db';
import { createSpeechProvider, ffmpegPath, probe, probeLoudness, withSpeechCache } from '@lectern/media';
import { presenterMouthRect } from '@lectern/slides';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app';
import { allowancePort } from './allowance-port';
import { renderAvatarVideo } from './avatar-render-pipeline';
import { slide } from './fake-render-ports';
import { createNodePresenterPorts } from './node-presenter-ports';
import { createNodeRenderPorts } from './node-render-ports';
import { SLIDE_TAIL_SECONDS } from './render-pipeline';
import { processRender } from './render-worker';

const run = promisify(execFile);

/** The mouth area of one frame at `seconds`, as RGB bytes. */
async function mouthPixels(video: string, seconds: number, rect: { x: number; y: number; width: number; height: number }) {
  const crop = `crop=${Math.round(rect.width)}:${Math.round(rect.height)}:${Math.round(rect.x)}:${Math.round(rect.y)}`;
  const { stdout } = await run(
    ffmpegPath(),
    ['-v', 'error', '-ss', seconds.toFixed(3), '-i', video, '-frames:v', '1', '-vf', crop, '-f', 'rawvideo', '-pix_fmt', 'rgb24', 'pipe:1'],
    { encoding: 'buffer', maxBuffer: 1 << 24 },
  );
  return stdout as Buffer;
}

/** How open the mouth is: pixels much darker than skin (the inside of the mouth). */
const darkPixels = (rgb: Buffer) => {
  let n = 0;
  for (let i = 0; i < rgb.length; i += 3) if (0.299 * rgb[i]! + 0.587 * rgb[i + 1]! + 0.114 * rgb[i + 2]! < 90) n++;
  return n;
};

/** Real slides, the local voice, the drawn presenter and ffmpeg: the file a person downloads. */
describe('avatar render with the real platform', () => {
  let work: string;
  let engine: ReturnType<typeof createSpeechProvider>;
  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'lectern-avatar-int-'));
    engine = createSpeechProvider({ TTS_PROVIDER: 'local' });
  });
  afterAll(async () => {
    if ('close' in engine && typeof engine.close === 'function') await engine.close();
    await rm(work, { recursive: true, force: true });
  });

  it('lip-syncs the presenter to the narration in a 1920×1080 WebM as long as the narration', async () => {
    const speech = withSpeechCache(engine, join(work, 'speech'));
    const ports = createNodeRenderPorts(speech, { segmentsDir: join(work, 'segments') });
    const presenter = createNodePresenterPorts(speech, ports, {
      audioVisemes: () => {
        throw new Error('the local voice reports phonemes');
      },
    });
    const slides = [
      slide(1, 'Hello, I am Lisa. Today we look at how to open a meeting well, and how to close it.'),
      slide(2, 'Start on time, say why we meet, and agree on one clear outcome.'),
    ].map((s) => slideSchema.parse(s));
    const steps: { step: string; percent: number }[] = [];
    const output = join(work, 'avatar.webm');
    const result = await renderAvatarVideo(
      ports,
      presenter,
      {
        slides,
        theme: themeById('ocean-teal'),
        logo: null,
        images: new Map(),
        language: 'en-US',
        format: 'webm',
        output,
        avatar: findAvatar('lisa-casual-sitting')!,
        workDir: work,
      },
      new AbortController().signal,
      (step, percent) => steps.push({ step, percent }),
      { clipsReady: async () => {}, composing: async () => {} },
    );

    const info = await probe(output);
    const video = info.streams.find((s) => s.type === 'video')!;
    expect(video.codec).toBe('vp9');
    expect([video.width, video.height]).toEqual([1920, 1080]);
    expect(info.streams.find((s) => s.type === 'audio')?.codec).toBe('opus');
    expect(Math.abs(info.durationSeconds - result.narrationSeconds)).toBeLessThan(0.5);
    // Both slides carry the presenter: it is on screen for the whole video.
    expect(result.talkingAvatarDurationSeconds).toBeCloseTo(result.narrationSeconds, 1);
    // Decision 163: a presenter video is as loud as any other (it was 4.7 LU quieter), by ffmpeg's EBU R 128 meter.
    const loudness = await probeLoudness(output);
    expect(Math.abs(loudness.integratedLufs - VIDEO_LOUDNESS.integratedLufs), JSON.stringify(loudness)).toBeLessThanOrEqual(1);
    expect(loudness.truePeakDb).toBeLessThanOrEqual(VIDEO_LOUDNESS.truePeakDbtp);
    // The spec's steps, in order, the bar only moving forward.
    const texts = [...new Set(steps.map((s) => s.step))];
    expect(texts).toEqual([
      AVATAR_PROGRESS_STEPS.preparing.text,
      AVATAR_PROGRESS_STEPS.submitting.text,
      AVATAR_PROGRESS_STEPS.generating.text,
      AVATAR_PROGRESS_STEPS.results.text,
      AVATAR_PROGRESS_STEPS.composing.text,
    ]);
    expect(steps.map((s) => s.percent)).toEqual([...steps.map((s) => s.percent)].sort((a, b) => a - b));

    // The mouth moves while the first slide is spoken and rests in the silence after it.
    // The middle of the mouth's area: its margins hold the head's travel (decision 172), where hair
    // below the chin shows and would count as an open mouth.
    const area = presenterMouthRect(presenterBox('bullet-points'));
    const mouth = { x: area.x + area.width * 0.2, y: area.y + area.height * 0.1, width: area.width * 0.6, height: area.height * 0.7 };
    const slideEnd = result.slideSeconds[0]!;
    const speechEnd = slideEnd - SLIDE_TAIL_SECONDS;
    const spoken = await Promise.all(Array.from({ length: 16 }, (_, i) => mouthPixels(output, 0.4 + ((speechEnd - 0.8) * i) / 15, mouth)));
    const silent = await Promise.all([speechEnd + 0.25, slideEnd - 0.15].map((t) => mouthPixels(output, t, mouth)));
    const open = spoken.map(darkPixels);
    const closed = silent.map(darkPixels);
    // Speech shows several mouth shapes, and its open mouths are far more open than the resting one.
    expect(new Set(spoken.map((p) => p.toString('base64'))).size).toBeGreaterThanOrEqual(5);
    const rest = Math.max(...closed);
    expect(Math.max(...open)).toBeGreaterThan(rest * 1.5);
    // Lisa speaks with the natural voice (decision 139), which holds consonants and phrase ends
    // longer than eSpeak did: 3 of these 16 moments are wide open (eSpeak's Annie: 5 or more).
    expect(open.filter((n) => n > rest + 100).length).toBeGreaterThanOrEqual(3);
  }, 240_000);

  it('through the API: held as avatar minutes, rendered for real with the presenter, charged once as avatar', async () => {
    const t = await createTestApp();
    try {
      const { token, userId } = await t.signUp('avatar-real@example.com');
      const { project } = await (await t.request('/api/projects', { token, body: { name: 'Open a meeting', purpose: 'Onboarding' } })).json();
      await t.request(`/api/projects/${project.id}`, {
        method: 'PATCH',
        token,
        body: {
          flow_type: 'experimental',
          progress_data: {
            azureDuration: 60,
            selectedAvatar: 'harry-casual',
            slides: [slide(1, 'Hi, I am Harry. Let me show you how our team meets.'), { ...slide(2, 'Thank you.'), templateId: 'title-slide' }],
          },
        },
      });
      const res = await t.request(`/api/projects/${project.id}/renders`, { token, body: { format: 'mp4' } });
      expect(res.status).toBe(202);
      const { render } = await res.json();
      expect((await (await t.request('/api/allowance', { token })).json()).allowance).toMatchObject({ avatar_held_minutes: 1 });

      const speech = withSpeechCache(engine, join(work, 'speech-api'));
      const ports = createNodeRenderPorts(speech, { segmentsDir: join(work, 'segments-api') });
      const presenter = createNodePresenterPorts(speech, ports);
      await processRender(
        { db: t.database.db, storage: t.services.storage, ports, presenter, allowance: allowancePort(), pollMs: 50, log: () => {} },
        render.id,
      );
      const done = (await (await t.request(`/api/renders/${render.id}`, { token })).json()).render;
      expect(done).toMatchObject({ status: 'completed', percent: 100, step: AVATAR_PROGRESS_STEPS.done.text, videoType: 'avatar' });
      const [video] = await t.database.db.select().from(videos).where(eq(videos.render_id, render.id));
      const info = await probe(t.services.storage.localPath(video!.storage_key!));
      expect(info.streams.find((s) => s.type === 'video')).toMatchObject({ codec: 'h264', width: 1920, height: 1080 });
      expect(info.streams.find((s) => s.type === 'audio')?.codec).toBe('aac');
      // Decision 163: the video loudness, measured by ffmpeg's own EBU R 128 meter.
      const loudness = await probeLoudness(t.services.storage.localPath(video!.storage_key!));
      expect(Math.abs(loudness.integratedLufs - VIDEO_LOUDNESS.integratedLufs), JSON.stringify(loudness)).toBeLessThanOrEqual(1);
      expect(loudness.truePeakDb).toBeLessThanOrEqual(VIDEO_LOUDNESS.truePeakDbtp);
      // The presenter stands on the first slide only (the title slide has no introduction phrase).
      expect(done.talkingAvatarDurationSeconds).toBeGreaterThan(1);
      expect(done.talkingAvatarDurationSeconds).toBeLessThan(info.durationSeconds - 1);
      const charged = await rows<{ video_type: string; minutes_used: string }>(
        t.database.db,
        sql`SELECT video_type, minutes_used::text FROM usage_logs WHERE user_id = ${userId} AND action = 'video_generation'`,
      );
      expect(charged).toEqual([{ video_type: 'avatar', minutes_used: '1.00' }]);
    } finally {
      await t.close();
    }
  }, 240_000);
});
