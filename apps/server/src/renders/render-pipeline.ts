import { buildWebVtt, type CaptionWord, captionCues, type Slide, type Theme } from '@lectern/core';
import type { LogoImage, RenderPorts } from './render-ports';

/** Silence after each slide's narration, so slides do not cut off mid-breath. */
export const SLIDE_TAIL_SECONDS = 0.6;
/** A slide without narration still shows for a moment. */
export const SILENT_SLIDE_SECONDS = 3;

export interface RenderInput {
  slides: Slide[];
  theme: Theme;
  logo: LogoImage | null;
  images: Map<string, Uint8Array>;
  voice: string | undefined;
  language: string;
  format: 'webm' | 'mp4';
  output: string;
}

export type ProgressReport = (step: string, percent: number) => void;

/** Where each phase sits on the progress bar; encoding takes the largest share. */
export const RENDER_PHASES = {
  slides: { from: 5, to: 25, step: 'Drawing your slides' },
  speech: { from: 25, to: 55, step: 'Recording the narration' },
  encode: { from: 55, to: 97, step: 'Encoding the video' },
} as const;

const within = (phase: { from: number; to: number }, fraction: number) => Math.round(phase.from + (phase.to - phase.from) * Math.min(1, Math.max(0, fraction)));

/**
 * Slides → narration → one encode. Each slide lasts as long as its narration (plus a short
 * tail), so the video's length matches the narration; a slide is drawn and spoken once.
 */
export async function renderVideo(ports: RenderPorts, input: RenderInput, signal: AbortSignal, report: ProgressReport) {
  const timings: Record<string, number> = {};
  const total = input.slides.length;
  if (total === 0) throw new Error('There are no slides to render.');

  let started = performance.now();
  const frames: Uint8Array[] = [];
  for (const [index, slide] of input.slides.entries()) {
    signal.throwIfAborted();
    frames.push(await ports.drawSlide(slide, { theme: input.theme, logo: input.logo, images: input.images, index, total }));
    report(RENDER_PHASES.slides.step, within(RENDER_PHASES.slides, (index + 1) / total));
  }
  timings.slides_ms = performance.now() - started;

  started = performance.now();
  const clips: { wav: Uint8Array; seconds: number }[] = [];
  const spokenWords: CaptionWord[][] = [];
  for (const [index, slide] of input.slides.entries()) {
    signal.throwIfAborted();
    const text = slide.script.trim();
    if (text) {
      const spoken = await ports.speak(text, { voice: input.voice, language: input.language, targetSeconds: slide.duration, signal });
      clips.push({ wav: spoken.wav, seconds: spoken.durationSeconds + SLIDE_TAIL_SECONDS });
      spokenWords.push(spoken.words);
    } else {
      clips.push({ wav: new Uint8Array(), seconds: SILENT_SLIDE_SECONDS });
      spokenWords.push([]);
    }
    report(RENDER_PHASES.speech.step, within(RENDER_PHASES.speech, (index + 1) / total));
  }
  timings.speech_ms = performance.now() - started;

  // Each slide's words start where its clip starts: after all earlier clips, tails included.
  let offsetSeconds = 0;
  const cues = captionCues(
    clips.map((clip, i) => {
      const slide = { offsetSeconds, words: spokenWords[i]! };
      offsetSeconds += clip.seconds;
      return slide;
    }),
  );

  started = performance.now();
  const audio = ports.joinAudio(clips);
  await ports.encode({
    frames: frames.map((rgba, i) => ({ rgba, durationSeconds: clips[i]!.seconds })),
    audio,
    format: input.format,
    output: input.output,
    signal,
    onProgress: (fraction) => report(RENDER_PHASES.encode.step, within(RENDER_PHASES.encode, fraction)),
  });
  timings.encode_ms = performance.now() - started;

  const durationSeconds = await ports.probeDuration(input.output);
  return { durationSeconds, narrationSeconds: clips.reduce((s, c) => s + c.seconds, 0), timings, cues, captionsVtt: buildWebVtt(cues) };
}
