import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { AVATAR_MESSAGES, avatarResumeAction, VIDEO_LOUDNESS } from '@lectern/core';
import { eq, renders, rows, sql, videos } from '@lectern/db';
import { createSpeechProvider, ffmpegPath, ffprobePath, probe, probeLoudness } from '@lectern/media';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAvatarProvider } from '../avatars/azure/create-avatar-provider';
import { type FakeAzureAvatarServer, startFakeAzureAvatarServer } from '../avatars/azure/fake-azure-avatar-server';
import { createTestApp, type TestApp } from '../test/test-app';
import { allowancePort } from './allowance-port';
import { avatarClipsFolder } from './avatar-render-job';
import { fakePorts, fakePresenter, slide } from './fake-render-ports';
import { clipSilences, createNodePresenterPorts } from './node-presenter-ports';
import { createNodeRenderPorts } from './node-render-ports';
import type { PresenterPorts } from './presenter-ports';
import type { RenderPorts } from './render-ports';
import { markRenderFailed, processRender } from './render-worker';

const run = promisify(execFile);

/** AVATAR_PROVIDER=azure: clips from a local server speaking Azure's batch avatar protocol, composited onto the slides. */
describe('avatar renders with the Azure presenter', () => {
  let t: TestApp;
  let azure: FakeAzureAvatarServer;
  beforeAll(async () => {
    [t, azure] = await Promise.all([createTestApp(), startFakeAzureAvatarServer()]);
  });
  afterAll(async () => {
    await Promise.all([t.close(), azure.close()]);
  });
  beforeEach(() => {
    azure.configure({ mode: 'succeed', notStartedPolls: 1, runningPolls: 1 });
  });

  const provider = () =>
    createAvatarProvider(
      { AVATAR_PROVIDER: 'azure', AZURE_SPEECH_KEY: azure.key, AZURE_SPEECH_REGION: undefined, AZURE_AVATAR_ENDPOINT: azure.url },
      // The spec's 20-second polls, on a clock that does not wait.
      { sleep: async () => {} },
    )!;
  const deps = (ports: RenderPorts, fake = fakePresenter()) => ({
    db: t.database.db,
    storage: t.services.storage,
    ports,
    presenter: fake.presenter,
    avatarClips: provider(),
    allowance: allowancePort(),
    pollMs: 20,
    log: () => {},
  });
  const syntheses = () => azure.requests.filter((r) => r.startsWith('PUT /avatar/batchsyntheses/')).length;

  async function avatarProject(token: string) {
    const { project } = await (await t.request('/api/projects', { token, body: { name: 'Clear writing', purpose: 'Compliance Training' } })).json();
    await t.request(`/api/projects/${project.id}`, {
      method: 'PATCH',
      token,
      body: {
        flow_type: 'experimental',
        progress_data: {
          azureDuration: 60,
          selectedAvatar: 'lisa-casual-sitting',
          slides: [
            slide(1, 'Welcome to this short course about clear writing.'),
            slide(2, 'Say the main point in one sentence.'),
            { ...slide(3, 'Thank you for watching.'), templateId: 'title-slide' },
          ],
        },
      },
    });
    return project.id as string;
  }
  const startRender = async (token: string, projectId: string, format: 'webm' | 'mp4' = 'webm') =>
    (await (await t.request(`/api/projects/${projectId}/renders`, { token, body: { format } })).json()).render;
  const progressOf = async (token: string, projectId: string) =>
    (await (await t.request(`/api/projects/${projectId}`, { token })).json()).project.progress_data;

  it('composites one clip per slide, stores the service seconds, and a retry asks the service for nothing again', async () => {
    const { token, userId } = await t.signUp('azure-avatar@example.com');
    const projectId = await avatarProject(token);
    const first = await startRender(token, projectId);
    const { ports } = fakePorts();
    const concat = ports.concat;
    ports.concat = async () => {
      throw new Error('ffmpeg exited with code 1');
    };
    const fake = fakePresenter();
    const before = syntheses();
    await expect(processRender(deps(ports, fake), first.id)).rejects.toThrow(AVATAR_MESSAGES.composeFailed);
    await markRenderFailed(t.database.db, first.id, AVATAR_MESSAGES.composeFailed);
    // Every slide with a script got its clip (the title slide's presenter is hidden, its voice plays).
    expect(syntheses() - before).toBe(3);
    expect(fake.calls.clipSegments).toBe(3);
    expect(await t.services.storage.list(avatarClipsFolder(projectId))).toHaveLength(4); // 3 clips + this render's description
    const progress = await progressOf(token, projectId);
    expect(avatarResumeAction(progress)).toBe('retry');
    expect(progress.azureVideoUrl).toBe(`${avatarClipsFolder(projectId)}render-${first.id}.json`);
    expect(String(progress.azureVideoUrl)).not.toMatch(/https?:|sig=|key/i);

    // Retry Video Creation: the saved clips are used; no second synthesis.
    ports.concat = concat;
    const second = await startRender(token, projectId);
    await processRender(deps(ports, fake), second.id);
    expect(syntheses() - before).toBe(3);
    const [row] = await t.database.db.select().from(renders).where(eq(renders.id, second.id));
    expect(row).toMatchObject({ status: 'completed', video_type: 'avatar' });
    expect(row!.talking_avatar_duration_seconds).toBeGreaterThan(0);
    const charged = await rows<{ video_type: string; minutes_used: string }>(
      t.database.db,
      sql`SELECT video_type, minutes_used::text FROM usage_logs WHERE user_id = ${userId} AND action = 'video_generation'`,
    );
    expect(charged).toEqual([{ video_type: 'avatar', minutes_used: '1.00' }]);
  });

  it.each(['webm', 'mp4'] as const)(
    'composites the real clips into a %s: the presenter on content slides, only its voice on a hidden one',
    async (format) => {
      const { token } = await t.signUp(`azure-avatar-real-${format}@example.com`);
      const projectId = await avatarProject(token);
      const render = await startRender(token, projectId, format);
      const work = await mkdtemp(join(tmpdir(), 'lectern-azure-real-'));
      try {
        const speech = createSpeechProvider({ TTS_PROVIDER: 'local' });
        const ports = createNodeRenderPorts(speech, { segmentsDir: join(work, 'segments') });
        const presenter = createNodePresenterPorts(speech, ports);
        await processRender({ ...deps(ports), presenter }, render.id);
        const [row] = await t.database.db.select().from(renders).where(eq(renders.id, render.id));
        expect(row).toMatchObject({ status: 'completed' });
        const [video] = await t.database.db.select().from(videos).where(eq(videos.render_id, render.id));
        const info = await probe(t.services.storage.localPath(video!.storage_key!));
        expect(info.streams.find((s) => s.type === 'video')).toMatchObject({ codec: format === 'webm' ? 'vp9' : 'h264', width: 1920, height: 1080 });
        expect(info.streams.find((s) => s.type === 'audio')?.codec).toBe(format === 'webm' ? 'opus' : 'aac');
        // Three clips, each with its voice: the video is as long as the clips together.
        const clips = [...azure.syntheses.values()].slice(-3).reduce((sum, s) => sum + (s.durationSeconds ?? 0), 0);
        expect(Math.abs(info.durationSeconds - clips)).toBeLessThan(1);
        // The fake presenter (a blue body under a face, on a transparent background) stands in the
        // avatar area on the first slide, with the slide showing around it; on the title slide it is hidden.
        const file = t.services.storage.localPath(video!.storage_key!);
        // Every segment, the presenter's and the hidden one's, keeps its frames' times when joined (decision 187):
        // MP4 segments of different time bases played the last slide's frames all at once.
        const { stdout: lastFrame } = await run(ffprobePath(), [
          '-v',
          'error',
          '-select_streams',
          'v:0',
          '-show_entries',
          'frame=pts_time',
          '-of',
          'csv=p=0',
          file,
        ]);
        const times = lastFrame
          .trim()
          .split('\n')
          .map((line) => Number.parseFloat(line))
          .filter(Number.isFinite);
        expect(info.durationSeconds - times.at(-1)!).toBeLessThan(0.2);
        for (let i = 1; i < times.length; i++) expect(times[i]! - times[i - 1]!).toBeGreaterThan(0.01);
        const pixel = async (seconds: number, x: number, y: number) => {
          const { stdout } = await run(
            ffmpegPath(),
            [
              '-v',
              'error',
              '-ss',
              seconds.toFixed(2),
              '-i',
              file,
              '-frames:v',
              '1',
              '-vf',
              `crop=2:2:${x}:${y}`,
              '-f',
              'rawvideo',
              '-pix_fmt',
              'rgb24',
              'pipe:1',
            ],
            { encoding: 'buffer' },
          );
          return [...(stdout as Buffer).subarray(0, 3)];
        };
        // Decision 163: as loud as every other video, the hidden slide's voice and the crossfades included.
        const loudness = await probeLoudness(file);
        expect(Math.abs(loudness.integratedLufs - VIDEO_LOUDNESS.integratedLufs), JSON.stringify(loudness)).toBeLessThanOrEqual(1);
        expect(loudness.truePeakDb).toBeLessThanOrEqual(VIDEO_LOUDNESS.truePeakDbtp);
        const near = (rgb: number[], hex: number) => rgb.every((v, i) => Math.abs(v - ((hex >> (16 - 8 * i)) & 255)) < 24);
        expect(near(await pixel(0.5, 1560, 950), 0x3e5c76)).toBe(true);
        expect(near(await pixel(0.5, 1210, 210), 0x000000)).toBe(false);
        // Before the video’s last half second, which fades to black (decision 187) through colours near the presenter’s.
        expect(near(await pixel(info.durationSeconds - 1, 1560, 950), 0x3e5c76)).toBe(false);
        if ('close' in speech && typeof speech.close === 'function') await speech.close();
      } finally {
        await rm(work, { recursive: true, force: true });
      }
    },
    120_000,
  );

  it('moves the slide behind a cloud presenter as behind the offline one, and pauses a quiz for its answer (decision 187)', async () => {
    const { token } = await t.signUp('azure-avatar-motion@example.com');
    const quiz = { question: 'How long do we keep records?', answers: ['30 days', '60 days', '90 days'], correct: [1], explanation: 'The policy says 60.' };
    const points = ['Report every incident', 'Call the supervisor'];
    const { project } = await (await t.request('/api/projects', { token, body: { name: 'Records', purpose: 'Compliance Training' } })).json();
    const saved = await t.request(`/api/projects/${project.id}`, {
      method: 'PATCH',
      token,
      body: {
        flow_type: 'experimental',
        progress_data: {
          azureDuration: 60,
          selectedAvatar: 'lisa-casual-sitting',
          slides: [
            { ...slide(1, 'Welcome. First, report every incident. Then call the supervisor at once.'), keyPoints: points },
            {
              ...slide(2, 'How long do we keep records? A, 30 days. B, 60 days. C, 90 days. [pause] The answer is B, 60 days.'),
              description: quiz.question,
              keyPoints: quiz.answers.map((a, i) => `${'ABC'[i]}. ${a}`),
              quiz,
            },
            { ...slide(3, 'Thank you for watching.'), templateId: 'title-slide' },
          ],
        },
      },
    });
    expect(saved.status).toBe(200);
    const render = await startRender(token, project.id);

    // The platform: slide 1 reveals its two points as spoken and has a picture to zoom; each drawing says what it shows.
    const { ports } = fakePorts();
    const picture = { rect: { x: 100, y: 300, width: 640, height: 400 }, radius: 24 };
    const drawing = (s: { order: number; keyPoints: string[] }, revealed?: number) =>
      new Uint8Array(16).fill(s.order * 10 + (s.keyPoints.some((p) => p.includes('✓') || /right|correct/i.test(p)) ? 9 : (revealed ?? 5)));
    const platform: RenderPorts = {
      ...ports,
      drawSlide: async (s, options) => drawing(s, options.revealed),
      slideReveal: async (s) => (s.order === 1 ? { points, pages: [[0, 1]] } : { points: [], pages: [] }),
      slideMotion: async (s) => ({ picture: s.order === 1 ? picture : null, reveal: null }),
      // The clips' own lengths: the fake ports know only what they wrote.
      probeDuration: async (file) => (/clip-\d+\.webm$/.test(file) ? (await probe(file)).durationSeconds : ports.probeDuration(file)),
    };
    const clips: Parameters<PresenterPorts['encodeClipSegment']>[0][] = [];
    const fake = fakePresenter();
    const encodeClipSegment = fake.presenter.encodeClipSegment;
    // The clips' silences are measured in the fake service's real clips.
    const presenter: PresenterPorts = {
      ...fake.presenter,
      clipSilences,
      encodeClipSegment: async (input) => {
        clips.push(input);
        return encodeClipSegment(input);
      },
    };
    const known = new Set(azure.syntheses.keys());
    await processRender(deps(platform, { ...fake, presenter }), render.id);

    // The quiz's pause is asked for as a silence, never said.
    const asked = [...azure.syntheses.values()].filter((q) => !known.has(q.id)).map((q) => JSON.stringify(q.body));
    expect(asked.filter((body) => body.includes('<break time=\\"3000ms\\"/>'))).toHaveLength(1);
    expect(asked.some((body) => /\[pause\]/i.test(body))).toBe(false);

    const [points1, quiz2, title3] = clips.sort((a, b) => a.still[0]! - b.still[0]!);
    // Slide 1: its points appear as spoken, its picture zooms, it ends on slide 2's opening.
    expect(points1!.pages!.map((p) => p.rgba[0])).toEqual([10, 11, 12]);
    expect(points1!.motion).toMatchObject({ crossfade: { seconds: expect.any(Number) }, zoom: { rect: picture.rect } });
    expect(points1!.crossfadeInto?.[0]).toBe(25);
    // Slide 2: the right answer is marked from where the presenter speaks again after the pause (3 s in the clip).
    const stills = quiz2!.pages!;
    expect(stills.map((p) => p.rgba[0])).toEqual([25, 29]);
    const clipSeconds = stills.reduce((sum, p) => sum + p.seconds, 0);
    const spokenAgainAt = stills[0]!.seconds;
    // "The answer is B, 60 days." is six words at the fake's 2.5 a second.
    expect(clipSeconds - spokenAgainAt).toBeCloseTo(6 / 2.5, 0);
    expect(quiz2!.crossfadeInto?.[0]).toBe(35);
    // Slide 3 (the presenter hidden, its voice heard) is the last: it fades to black.
    expect(title3!.box).toBeNull();
    expect(title3!.motion).toMatchObject({ fade: { color: '#000000' } });
    expect(title3!.crossfadeInto).toBeUndefined();

    // The players stop where the presenter stops: after the answers are read, 3 s before the answer.
    const [video] = await t.database.db.select().from(videos).where(eq(videos.render_id, render.id));
    const quizzes = (video!.metadata as { quizzes: { atSeconds: number }[] }).quizzes;
    const slide1Seconds = points1!.pages!.reduce((sum, p) => sum + p.seconds, 0);
    expect(quizzes).toHaveLength(1);
    expect(quizzes[0]!.atSeconds).toBeGreaterThan(slide1Seconds + spokenAgainAt - 3.3);
    expect(quizzes[0]!.atSeconds).toBeLessThan(slide1Seconds + spokenAgainAt - 2.7);
  }, 60_000);

  it('stores the seconds the service reports, and a failed synthesis ends with the hold released', async () => {
    const { token } = await t.signUp('azure-avatar-seconds@example.com');
    const projectId = await avatarProject(token);
    const render = await startRender(token, projectId);
    const known = new Set(azure.syntheses.keys());
    await processRender(deps(fakePorts().ports), render.id);
    const [row] = await t.database.db.select().from(renders).where(eq(renders.id, render.id));
    // talkingAvatarDurationSeconds as the service billed it (the fake bills whole seconds per synthesis), not the clips' length.
    const billed = [...azure.syntheses.values()].filter((s) => !known.has(s.id)).reduce((sum, s) => sum + Math.floor(s.durationSeconds ?? 0), 0);
    expect(billed).toBeGreaterThan(0);
    expect(row!.talking_avatar_duration_seconds).toBeCloseTo(billed, 1);

    azure.configure({ mode: 'fail' });
    const { token: other } = await t.signUp('azure-avatar-fail@example.com');
    const failing = await startRender(other, await avatarProject(other));
    await expect(processRender(deps(fakePorts().ports), failing.id)).rejects.toThrow();
    const [attempt] = await t.database.db.select().from(renders).where(eq(renders.id, failing.id));
    // In the spec's avatar words (spec 001 §8), whatever the service said.
    expect(Object.values(AVATAR_MESSAGES).some((m) => typeof m === 'string' && attempt!.error!.startsWith(m))).toBe(true);
    await markRenderFailed(t.database.db, failing.id, attempt!.error!);
    expect((await (await t.request('/api/allowance', { token: other })).json()).allowance).toMatchObject({ avatar_held_minutes: 0, avatar_used_minutes: 0 });
  });
  it('a download that fails after the service made the clips can be resumed, without asking the service again', async () => {
    const { token } = await t.signUp('azure-avatar-resume@example.com');
    const projectId = await avatarProject(token);
    // The result links answer 404 (expired or unreachable): the clips exist at the service, not here.
    azure.configure({ missingResults: 1_000 });
    const first = await startRender(token, projectId);
    await expect(processRender(deps(fakePorts().ports), first.id)).rejects.toThrow();
    const [failed] = await t.database.db.select().from(renders).where(eq(renders.id, first.id));
    await markRenderFailed(t.database.db, first.id, failed!.error!);
    const progress = await progressOf(token, projectId);
    expect(progress).toMatchObject({ azureVideosGenerated: true });
    expect(progress.compositionAttempted).toBeUndefined();
    expect(avatarResumeAction(progress)).toBe('resume');

    // Resume Video Creation: a new render that finds the service's clips and composes them.
    azure.configure({ missingResults: 0 });
    const asked = syntheses();
    const resumed = await startRender(token, projectId);
    expect(resumed.id).not.toBe(first.id);
    await processRender(deps(fakePorts().ports), resumed.id);
    expect(syntheses()).toBe(asked);
    const [done] = await t.database.db.select().from(renders).where(eq(renders.id, resumed.id));
    expect(done!.status).toBe('completed');
    expect(avatarResumeAction(await progressOf(token, projectId))).toBeNull();
  }, 120_000);
});
