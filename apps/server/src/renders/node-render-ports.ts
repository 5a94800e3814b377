import { concatWavs, encodeSlideshow, probe, type SpeechProvider, silentWav } from '@lectern/media';
import { createNodeRenderer } from '@lectern/slides/node';
import type { RenderPorts } from './render-ports';

/**
 * The real platform for renders: the shared slide renderer on @napi-rs/canvas, the configured
 * speech provider (cached on disk by text and voice) and ffmpeg.
 */
export function createNodeRenderPorts(speech: SpeechProvider): RenderPorts {
  const renderer = createNodeRenderer();
  const defaultVoices = new Map<string, string>();

  async function voiceFor(language: string, wanted: string | undefined) {
    if (wanted) return wanted;
    if (!defaultVoices.has(language)) {
      const voices = await speech.listVoices(language);
      const first = voices[0] ?? (await speech.listVoices('en-US'))[0];
      if (!first) throw new Error('No voices available');
      defaultVoices.set(language, first.name);
    }
    return defaultVoices.get(language)!;
  }

  return {
    async drawSlide(slide, { theme, logo, images, index, total }) {
      const decoded = new Map<string, Awaited<ReturnType<typeof renderer.loadImage>>>();
      for (const [url, data] of images) decoded.set(url, await renderer.loadImage(data));
      const frame = renderer.renderSlideRgba(slide, {
        theme,
        images: decoded,
        logo: logo ? await renderer.loadImage(logo.data) : null,
        slideNumber: index + 1,
        totalSlides: total,
      });
      return frame.data;
    },
    async speak(text, { voice, language, signal }) {
      const result = await speech.synthesize({ text, voice: await voiceFor(language, voice), languageCode: language, signal });
      return { wav: result.wav, durationSeconds: result.durationSeconds };
    },
    joinAudio(parts) {
      return concatWavs(parts.map((p) => ({ wav: p.wav.byteLength > 0 ? Buffer.from(p.wav) : silentWav(p.seconds), durationSeconds: p.seconds })));
    },
    async encode({ frames, audio, format, output, signal, onProgress }) {
      const total = frames.reduce((s, f) => s + f.durationSeconds, 0);
      await encodeSlideshow({
        frames: frames.map((f) => ({ rgba: Buffer.from(f.rgba.buffer, f.rgba.byteOffset, f.rgba.byteLength), durationSeconds: f.durationSeconds })),
        audio: Buffer.from(audio),
        width: 1920,
        height: 1080,
        format,
        output,
        signal,
        onProgress: (seconds: number) => onProgress(total > 0 ? seconds / total : 0),
      });
    },
    async probeDuration(file) {
      return (await probe(file)).durationSeconds;
    },
  };
}
