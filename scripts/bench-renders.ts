/**
 * Render throughput against worker processes (issue 13 item 6): one API process (WORKER=0) and
 * worker processes (`npm run worker`) on a database of their own on the PostgreSQL server named by
 * BENCH_DATABASE_URL or TEST_DATABASE_URL. One render alone gives the single-render time; then
 * BENCH_RENDERS (6, at most 10) renders asked for at once, with 1 worker and again with 2, give
 * renders_per_minute. Renders are one-minute, six-slide projects on the offline voice, each with
 * its own narration so none reuses another's encoded slides. With perfect scaling the batch on 2
 * workers takes half the time of the batch on 1; `render_scaling_efficiency_2_workers` says how
 * close it came (1 = perfect; on a machine with fewer free cores than workers it cannot reach 1).
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { type AspectRatioId, MUSIC_VOLUME, pageSize, themeById } from '@lectern/core';
import { createTestDatabase, type Database } from '@lectern/db';
import { createSpeechProvider, musicTrackFile, withSpeechCache } from '@lectern/media';
import { createNodeRenderPorts } from '../apps/server/src/renders/node-render-ports';
import { renderVideo } from '../apps/server/src/renders/render-pipeline';
import { videoChapters } from '../apps/server/src/renders/video-chapters';
import { type ServerProcess, startServerProcess } from '../apps/server/src/test/server-process';
import { benchSlides } from './bench-project';
import { childEnv, followRender, requestRender, signUpAcross, type WorkerProcess, workerProcess } from './installation';

type Line = (name: string, value: number | string, unit: string) => void;

/** At most 10: each batch is one person's, and a person has 10 minutes. */
const RENDERS = Math.min(10, Number(process.env.BENCH_RENDERS ?? 6));
const CONCURRENCY = Number(process.env.RENDER_CONCURRENCY ?? 1);
/** Six slides: enough drawing, speech and encoding that the queue's and the stream's polling (about 1.5 s) stay a small part. */
const SLIDES = 6;

export async function benchRenders(line: Line) {
  const serverUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    line('renders_per_minute', 'skipped', '(set BENCH_DATABASE_URL or TEST_DATABASE_URL: worker processes share a PostgreSQL database)');
    return;
  }
  const work = await mkdtemp(join(tmpdir(), 'lectern-bench-renders-'));
  const workers: WorkerProcess[] = [];
  let api: ServerProcess | undefined;
  let database: Database | undefined;
  const previous = process.env.TEST_DATABASE_URL;
  try {
    // createTestDatabase makes (and on close drops) a database of its own on that server.
    process.env.TEST_DATABASE_URL = serverUrl;
    database = await createTestDatabase();
    // One machine: the API and the workers share DATA_DIR (files and caches), as `npm start` would.
    const dataDir = join(work, 'data');
    const shared = { NODE_ENV: 'test', RATE_LIMIT: '0', AUTH_SECRET: randomBytes(24).toString('hex'), RENDER_CONCURRENCY: String(CONCURRENCY) };
    api = await startServerProcess({ dataDir, databaseUrl: database.url, env: { ...shared, WORKER: '0' } });
    const publicUrl = api.url;
    const workerEnv = childEnv({
      ...process.env,
      ...shared,
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      PUBLIC_URL: publicUrl,
      SMTP_URL: '',
      TEST_DATABASE_URL: '',
      BENCH_DATABASE_URL: '',
      VITEST: '',
    });
    const addWorker = async () => {
      const w = workerProcess(`worker-${workers.length + 1}`, workerEnv);
      workers.push(w);
      await w.start();
    };
    await addWorker();
    let n = 0;
    let people = 0;
    /** Asks for `count` renders at once (by a new person: each has 10 minutes) and returns the seconds until the last one completed. */
    const batch = async (count: number) => {
      people += 1;
      const { token } = await signUpAcross(publicUrl, api!, api!, `bench-renders-${people}@example.com`, 'Bench');
      const from = performance.now();
      await Promise.all(
        Array.from({ length: count }, async () => {
          n += 1;
          const { renderId } = await requestRender(publicUrl, api!, token, `bench ${n}`, api!, SLIDES);
          const end = await followRender(api!, publicUrl, token, renderId);
          if (end.status !== 'completed')
            throw new Error(`bench render ${renderId} ended ${end.status}:\n${workers.map((w) => w.output().slice(-1500)).join('\n')}`);
        }),
      );
      return (performance.now() - from) / 1000;
    };

    // The first render also warms the worker (fonts, the voice engine); it is not counted. The
    // second, alone, includes the queue's and the progress stream's polling.
    await batch(1);
    line('render_one_1min_6slides', await batch(1), 's');
    // One render's encode already spreads over the cores (VP9 row multithreading), so workers add
    // throughput when they bring cores of their own: read the figures below against this.
    line('cpu_cores', availableParallelism(), 'count');
    const seconds: number[] = [];
    for (const count of [1, 2]) {
      while (workers.length < count) await addWorker();
      seconds.push(await batch(RENDERS));
      const label = `${count}_worker${count > 1 ? 's' : ''}`;
      line(`renders_parallel_${RENDERS}_${label}`, seconds.at(-1)!, 's');
      line(`renders_per_minute_${label}`, (RENDERS / seconds.at(-1)!) * 60, 'renders/min');
    }
    const results = seconds.map((t) => RENDERS / t);
    // Perfect scaling: the batch takes N / workers × one render, one render being the 1-worker batch's share.
    line('render_scaling_efficiency_2_workers', seconds[0]! / 2 / seconds[1]!, 'x');
    line('render_worker_speedup_2_vs_1', results[1]! / results[0]!, 'x');
  } finally {
    await Promise.all([...workers.map((w) => w.stop()), api?.stop()]);
    await database?.close();
    if (previous === undefined) delete process.env.TEST_DATABASE_URL;
    else process.env.TEST_DATABASE_URL = previous;
    await rm(work, { recursive: true, force: true });
  }
}

/**
 * `npm run bench -- render` (issue 14): the bench's 6-slide, 2-minute project published in other
 * ways, each cold (its own speech cache and segments, as render_webm_2min) and through the final
 * pass a worker runs (chapters, music, faststart): render_9x16_2min (vertical WebM),
 * render_mp4_9x16_2min (vertical MP4) and render_captions_music_2min (16:9 WebM with burned
 * captions and a shipped track ducked under the narration).
 */
export async function benchPublishRenders(line: Line) {
  const work = await mkdtemp(join(tmpdir(), 'lectern-bench-publish-'));
  const engine = createSpeechProvider({ TTS_PROVIDER: 'local' });
  try {
    const slides = await benchSlides();
    const signal = new AbortController().signal;

    const publish = async (label: string, options: { aspect: AspectRatioId; format: 'webm' | 'mp4'; burnedCaptions?: boolean; music?: boolean }) => {
      const ports = createNodeRenderPorts(withSpeechCache(engine, join(work, `speech-${label}`)), { segmentsDir: join(work, `segments-${label}`) });
      const output = join(work, `${label}.joined.${options.format}`);
      const started = performance.now();
      const result = await renderVideo(
        ports,
        {
          slides,
          theme: themeById('corporate-blue'),
          logo: null,
          images: new Map(),
          voice: undefined,
          language: 'en-US',
          format: options.format,
          page: pageSize(options.aspect),
          burnedCaptions: options.burnedCaptions ?? false,
          output,
        },
        signal,
        () => {},
      );
      const finishing = performance.now();
      await ports.finish({
        input: output,
        output: join(work, `${label}.${options.format}`),
        format: options.format,
        chapters: videoChapters(slides, result.slideSeconds),
        music: options.music ? { file: musicTrackFile('calm-focus'), volume: MUSIC_VOLUME.default } : null,
        durationSeconds: result.durationSeconds,
        signal,
      });
      const done = performance.now();
      return { seconds: (done - started) / 1000, finishMs: done - finishing, ...result };
    };

    const vertical = await publish('vertical', { aspect: '9:16', format: 'webm' });
    line('render_9x16_2min', vertical.seconds, 's');
    line('realtime_factor_9x16', vertical.durationSeconds / vertical.seconds, 'x');
    line('finish_pass_chapters_webm', vertical.finishMs, 'ms');
    const verticalMp4 = await publish('vertical-mp4', { aspect: '9:16', format: 'mp4' });
    line('render_mp4_9x16_2min', verticalMp4.seconds, 's');
    const captionsMusic = await publish('captions-music', { aspect: '16:9', format: 'webm', burnedCaptions: true, music: true });
    line('render_captions_music_2min', captionsMusic.seconds, 's');
    line('finish_pass_music_webm', captionsMusic.finishMs, 'ms');
    line('encode_with_burned_captions', captionsMusic.timings.encode_ms ?? 0, 'ms');
  } finally {
    // The local voice runs in a worker thread that holds the process open until it is closed.
    if ('close' in engine && typeof engine.close === 'function') await engine.close();
    await rm(work, { recursive: true, force: true });
  }
}
