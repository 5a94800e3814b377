/**
 * `npm run bench`: render speed on the offline defaults, printed as `name value unit` lines.
 * A 6-slide, 2-minute project: outline and scripts from the offline engine, slides drawn by the
 * shared renderer, narration by the local voice, encoded by ffmpeg to WebM and to MP4.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createOfflineTextGenerator } from '@lectern/ai';
import { themeById } from '@lectern/core';
import { createSpeechProvider, withSpeechCache } from '@lectern/media';
import { createNodeRenderPorts } from '../apps/server/src/renders/node-render-ports';
import { renderVideo } from '../apps/server/src/renders/render-pipeline';

const BRIEF = `Explain to every employee how we handle customer data. Personal data may only be stored in approved systems.
Access is granted per role and reviewed every quarter. Report a suspected breach to the security desk within one hour.
Never send customer lists by e-mail; use the secure share instead. Delete data you no longer need at the end of each project.`;

const line = (name: string, value: number, unit: string) => console.log(`${name} ${Number(value.toFixed(2))} ${unit}`);

async function main() {
  const work = await mkdtemp(join(tmpdir(), 'lectern-bench-'));
  try {
    const ai = createOfflineTextGenerator();
    const outline = await ai.outline({ brief: BRIEF, styleId: 'executive-brief', durationSeconds: 180, projectTitle: 'Handling customer data' });
    // Six slides sharing two minutes: the spec's presets give six slides for three minutes.
    const slides = outline.slides.slice(0, 6).map((s) => ({ ...s, duration: 20 }));
    const { scripts } = await ai.scripts({ slides, projectTitle: 'Handling customer data', tone: 'Professional' });
    for (const s of slides) s.script = scripts.find((x) => x.slideId === s.id)?.script ?? '';

    const speech = withSpeechCache(createSpeechProvider({ TTS_PROVIDER: 'local' }), join(work, 'speech-cache'));
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

    line('peak_rss', process.resourceUsage().maxRSS / 1024, 'MB');
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
