/**
 * `npm run bench`: figures printed as `name value unit` lines, then the process exits by itself.
 * Sections (all by default; name some to run only those: `npm run bench -- web api`):
 * - render: a 6-slide, 2-minute project on the offline defaults: outline and scripts from the
 *   offline engine, slides drawn by the shared renderer, narration by the local voice, encoded
 *   by ffmpeg to WebM and to MP4; then published vertically (9:16 WebM and MP4) and with burned
 *   captions and background music, through the final pass (bench-renders.ts benchPublishRenders);
 * - web: compressed JavaScript of the landing and share pages, landing first render (bench-web.ts);
 * - api: 50 signed-in clients against the API on PGlite and PostgreSQL, the health probe (bench-api.ts);
 * - renders: renders_per_minute with 1 and 2 worker processes on PostgreSQL (bench-renders.ts);
 * - avatar: the same 6-slide, 2-minute project with the offline presenter, cold, then after one
 *   slide's edit (bench-avatar.ts);
 * - voice: each offline English voice's pace and word error rate (pocketsphinx) at the natural and
 *   the old pace (bench-voice.ts, decision 166).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { themeById } from '@lectern/core';
import { createSpeechProvider, withSpeechCache } from '@lectern/media';
import { createNodeRenderPorts } from '../apps/server/src/renders/node-render-ports';
import { renderVideo } from '../apps/server/src/renders/render-pipeline';
import { benchApi } from './bench-api';
import { benchAvatar } from './bench-avatar';
import { benchSlides } from './bench-project';
import { benchPublishRenders, benchRenders } from './bench-renders';
import { benchVoice } from './bench-voice';
import { benchWeb } from './bench-web';

const line = (name: string, value: number | string, unit: string) =>
  console.log(`${name} ${typeof value === 'number' ? Number(value.toFixed(2)) : value} ${unit}`);

async function benchRender() {
  const work = await mkdtemp(join(tmpdir(), 'lectern-bench-'));
  let speechEngine: ReturnType<typeof createSpeechProvider> | undefined;
  try {
    const slides = await benchSlides();

    speechEngine = createSpeechProvider({ TTS_PROVIDER: 'local' });
    const speech = withSpeechCache(speechEngine, join(work, 'speech-cache'));
    const ports = createNodeRenderPorts(speech, { segmentsDir: join(work, 'segments') });
    const input = { slides, theme: themeById('corporate-blue'), logo: null, images: new Map(), voice: undefined, language: 'en-US' };
    const signal = new AbortController().signal;

    const run = async (format: 'webm' | 'mp4', label: string) => {
      const started = performance.now();
      const result = await renderVideo(ports, { ...input, format, output: join(work, `${label}.${format}`) }, signal, () => {});
      const seconds = (performance.now() - started) / 1000;
      return { seconds, ...result };
    };

    const webm = await run('webm', 'first');
    line('slides', slides.length, 'count');
    line('video_duration', webm.durationSeconds, 's');
    line('render_webm_2min', webm.seconds, 's');
    line('realtime_factor_webm', webm.durationSeconds / webm.seconds, 'x');
    line('slide_draw_webm', webm.timings.slides_ms ?? 0, 'ms');
    line('speech_first_render', webm.timings.speech_ms ?? 0, 'ms');
    line('encode_webm', webm.timings.encode_ms ?? 0, 'ms');

    const mp4 = await run('mp4', 'first');
    line('render_mp4_2min', mp4.seconds, 's');
    line('realtime_factor_mp4', mp4.durationSeconds / mp4.seconds, 'x');
    line('speech_cached', mp4.timings.speech_ms ?? 0, 'ms');
    line('encode_mp4', mp4.timings.encode_ms ?? 0, 'ms');

    // Editing one slide's narration: only that slide is spoken again.
    slides[2]!.script += ' Ask the security desk whenever you are unsure.';
    const edited = await run('webm', 'edited');
    line('rerender_one_slide_webm', edited.seconds, 's');
    line('slides_reused_after_one_edit', edited.timings.slides_reused ?? 0, 'count');
    line('speech_after_one_edit', edited.timings.speech_ms ?? 0, 'ms');

    // The natural English voice (decision 139) speaking the six scripts in one go, uncached.
    const fliteStarted = performance.now();
    await speechEngine.synthesize({ text: slides.map((s) => s.script).join('\n\n'), voice: 'en-US-Local-Abigail', languageCode: 'en-US' });
    line('speech_flite_2min', (performance.now() - fliteStarted) / 1000, 's');
    // The same six scripts as the renderer speaks them: a slide each, at once (issue 21 item 9).
    const engine = speechEngine;
    const slidesStarted = performance.now();
    await Promise.all(slides.map((s) => engine.synthesize({ text: s.script, voice: 'en-US-Local-Abigail', languageCode: 'en-US' })));
    line('speech_flite_2min_by_slide', (performance.now() - slidesStarted) / 1000, 's');

    line('peak_rss', process.resourceUsage().maxRSS / 1024, 'MB');
  } finally {
    // The local voice runs in a worker thread that holds the process open until it is closed.
    if (speechEngine && 'close' in speechEngine && typeof speechEngine.close === 'function') await speechEngine.close();
    await rm(work, { recursive: true, force: true });
  }
}

const SECTIONS = ['render', 'web', 'api', 'renders', 'avatar', 'voice'] as const;

async function main() {
  const asked = process.argv.slice(2);
  const unknown = asked.filter((a) => !SECTIONS.includes(a as never));
  if (unknown.length) throw new Error(`Unknown bench section: ${unknown.join(', ')} (choose from ${SECTIONS.join(', ')})`);
  const run = (section: (typeof SECTIONS)[number]) => asked.length === 0 || asked.includes(section);
  const missed: string[] = [];
  if (run('render')) {
    await benchRender();
    await benchPublishRenders(line);
  }
  if (run('web')) missed.push(...(await benchWeb(line)).missed);
  if (run('api')) await benchApi(line);
  if (run('renders')) await benchRenders(line);
  if (run('avatar')) missed.push(...(await benchAvatar(line)).missed);
  if (run('voice')) await benchVoice(line);
  for (const m of missed) console.error(`target missed: ${m}`);
  return missed.length ? 1 : 0;
}

main().then(
  (code) => {
    process.exitCode = code;
    // Everything the bench opened is closed, so the process ends here by itself. Should a
    // handle leak again, say which and end anyway: the bench must run unattended.
    setTimeout(() => {
      const handles = (process as unknown as { _getActiveHandles(): object[] })._getActiveHandles();
      console.error(`bench: still open after the figures: ${handles.map((h) => h.constructor.name).join(', ')}; exiting`);
      process.exit(code);
    }, 5000).unref();
  },
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
