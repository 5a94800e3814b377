import { execFile } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import { promisify } from 'node:util';
import { type AvatarGender, presenterTimeline, SLIDE_HEIGHT, SLIDE_WIDTH, type VisemeSegment, visemeTrack } from '@lectern/core';
import {
  AVATAR_FPS,
  audioVisemeTrack,
  encodeAvatarSegment,
  ffmpegPath,
  hasSpeakableText,
  probe,
  runFfmpeg,
  type SpeechProvider,
  silentWav,
} from '@lectern/media';
import type { ClipSilence } from './avatar-render-clip-words';
import { burnedCaptionImages, fittedRate, spokenSecondsEstimate, UNSPOKEN_SLIDE } from './node-render-ports';
import { presenterLayers } from './presenter-layers';
import { CLIP_AUDIO_RATE, type PresenterPorts, type PresenterSpeech } from './presenter-ports';
import type { RenderPorts } from './render-ports';
import { speakInParts } from './speak-in-parts';

const SSML: Record<AvatarGender, 'FEMALE' | 'MALE'> = { female: 'FEMALE', male: 'MALE' };

/**
 * The offline presenter on this machine: the presenter's voice from the configured speech provider,
 * lip sync from its phonemes (packages/core visemes and presenter timeline), the presenter drawn by
 * packages/slides, and ffmpeg placing the drawn poses over the slide (packages/media).
 * Voices that report no phonemes (cloud voices) lip-sync from the audio itself (`audioVisemeTrack`);
 * `audioVisemes` replaces that in tests.
 */
export function createNodePresenterPorts(
  speech: SpeechProvider,
  ports: Pick<RenderPorts, 'encode' | 'joinAudio'>,
  options: { audioVisemes?: (wav: Uint8Array, durationMs: number, fps: number) => VisemeSegment[] } = {},
): PresenterPorts {
  const voices = new Map<string, string>();
  const layers = presenterLayers();
  // Decision 187: a slide without the presenter is made by the presenter's encoder, so it joins the others by copy.
  const encodeSlide: NonNullable<PresenterPorts['encodeSlide']> = async ({
    frames,
    audio,
    format,
    page,
    captions,
    motion,
    crossfadeInto,
    audioSampleRate,
    output,
    signal,
  }) => {
    const seconds = frames.reduce((sum, f) => sum + f.durationSeconds, 0);
    await encodeAvatarSegment({
      background: frames.length > 1 ? { pages: frames.map((f) => ({ rgba: f.rgba, seconds: f.durationSeconds })) } : { rgba: frames[0]!.rgba },
      width: page?.width ?? SLIDE_WIDTH,
      height: page?.height ?? SLIDE_HEIGHT,
      presenter: { kind: 'none' },
      box: { x: 0, y: 0, width: 0, height: 0 },
      audio,
      durationSeconds: seconds,
      ...(audioSampleRate ? { audioSampleRate } : {}),
      fps: AVATAR_FPS,
      format,
      captions: burnedCaptionImages(captions, page ?? { width: SLIDE_WIDTH, height: SLIDE_HEIGHT }),
      ...(motion ? { motion } : {}),
      ...(crossfadeInto ? { crossfadeInto } : {}),
      output,
      signal,
    });
  };
  const fromAudio = options.audioVisemes ?? ((wav: Uint8Array, durationMs: number, fps: number) => audioVisemeTrack(wav, { fps, durationMs }));

  return {
    /**
     * Spec 001 §2: the presenter speaks the chosen language with the presenter's voice. Female
     * presenters share one voice and male presenters another, per provider: the first voice of
     * that gender in the provider's list for the language (lists are sorted, spec 001 §9), so the
     * choice is the same on every render; a language without such a voice uses its first voice.
     */
    async voiceFor(gender, language) {
      const key = `${gender}|${language}`;
      if (!voices.has(key)) {
        const listed = await speech.listVoices(language);
        const fallback = listed.length ? listed : await speech.listVoices('en-US');
        const voice = fallback.find((v) => v.ssmlGender === SSML[gender]) ?? fallback[0];
        if (!voice) throw new Error('No voices available');
        voices.set(key, voice.name);
      }
      return voices.get(key)!;
    },
    async speak(script, { voice, language, targetSeconds: slideSeconds, signal }) {
      // Decision 175: a script that pauses (a quiz) is spoken in parts with the pause between them; the presenter waits.
      return speakInParts(script, slideSeconds, async (text, targetSeconds) => {
        // Decision 150: a script with nothing to say is a silent slide as long as an empty one; the presenter stays still.
        if (!hasSpeakableText(text))
          return { wav: silentWav(UNSPOKEN_SLIDE.durationSeconds), durationSeconds: UNSPOKEN_SLIDE.durationSeconds, words: [], phonemes: [] };
        const result = await speech.synthesize({
          text,
          voice,
          languageCode: language,
          signal,
          rate: fittedRate(spokenSecondsEstimate(text, voice), targetSeconds),
        });
        return { wav: result.wav, durationSeconds: result.durationSeconds, words: result.words, phonemes: result.phonemes };
      });
    },
    motion(spoken: PresenterSpeech | null, seconds, seed) {
      const durationMs = Math.round(seconds * 1000);
      const visemes = !spoken
        ? []
        : spoken.phonemes?.length
          ? visemeTrack(spoken.phonemes, { durationMs, fps: AVATAR_FPS })
          : fromAudio(spoken.wav, durationMs, AVATAR_FPS);
      // Brows, nods and the shoulders' lift follow the narration's words (decision 172).
      const timeline = presenterTimeline(visemes, { fps: AVATAR_FPS, durationMs, seed, words: spoken?.words ?? [] });
      return { poses: timeline.states, runs: timeline.segments.map((s) => ({ pose: s.state, seconds: s.frames / AVATAR_FPS })) };
    },
    // Decision 172: drawn when the encoder needs them, as a figure and a mouth laid over it.
    async drawSprite(avatar, pose, box) {
      return layers.sprite(avatar, pose, box);
    },
    async encodeSegment({ still, pages, box, sprites, runs, audio, seconds, format, page, captions, motion, crossfadeInto, output, signal }) {
      await encodeAvatarSegment({
        background: pages && pages.length > 1 ? { pages } : { rgba: still },
        width: page?.width ?? SLIDE_WIDTH,
        height: page?.height ?? SLIDE_HEIGHT,
        // Runs are whole frames of the presenter's frame rate (the timeline counts frames).
        presenter: layers.presenter(
          sprites,
          runs.map((run) => ({ state: run.sprite, frames: Math.max(1, Math.round(run.seconds * AVATAR_FPS)) })),
        ),
        box,
        audio,
        durationSeconds: seconds,
        fps: AVATAR_FPS,
        format,
        captions: burnedCaptionImages(captions, page ?? { width: SLIDE_WIDTH, height: SLIDE_HEIGHT }, box),
        ...(motion ? { motion } : {}),
        ...(crossfadeInto ? { crossfadeInto } : {}),
        output,
        signal,
      });
    },
    clipSilences: (clip, minSeconds, signal) => clipSilences(clip, minSeconds, signal),
    encodeSlide: (input) => encodeSlide(input),
    async encodeClipSegment({ still, pages, box, clip, format, page, captions, motion, crossfadeInto, output, signal }) {
      const durationSeconds = await clipSeconds(clip, signal);
      // The clip's voice is taken out and levelled like every narration (decision 163), then
      // encoded under the clip's picture, or under the slide alone where the presenter is hidden (spec 001 §4).
      const wav = `${output}.voice.wav`;
      try {
        await runFfmpeg(
          ['-hide_banner', '-nostdin', '-y', '-loglevel', 'error', '-i', clip, '-vn', '-ac', '1', '-ar', String(CLIP_AUDIO_RATE), '-c:a', 'pcm_s16le', wav],
          {
            signal,
          },
        );
        const audio = ports.joinAudio([{ wav: await readFile(wav), seconds: durationSeconds }]);
        if (box) {
          await encodeAvatarSegment({
            background: pages && pages.length > 1 ? { pages } : { rgba: still },
            width: page?.width ?? SLIDE_WIDTH,
            height: page?.height ?? SLIDE_HEIGHT,
            presenter: { kind: 'video', path: clip },
            box,
            audio,
            durationSeconds,
            audioSampleRate: CLIP_AUDIO_RATE,
            fps: AVATAR_FPS,
            format,
            captions: burnedCaptionImages(captions, page ?? { width: SLIDE_WIDTH, height: SLIDE_HEIGHT }, box),
            ...(motion ? { motion } : {}),
            ...(crossfadeInto ? { crossfadeInto } : {}),
            output,
            signal,
          });
          return;
        }
        await encodeSlide({
          frames: pages && pages.length > 1 ? pages.map((p) => ({ rgba: p.rgba, durationSeconds: p.seconds })) : [{ rgba: still, durationSeconds }],
          audio,
          format,
          page,
          captions,
          ...(motion ? { motion } : {}),
          ...(crossfadeInto ? { crossfadeInto } : {}),
          audioSampleRate: CLIP_AUDIO_RATE,
          output,
          signal,
        });
      } finally {
        await rm(wav, { force: true });
      }
    },
  };
}

const run = promisify(execFile);

/** A quiet below this is silence: a voice between words stays far above it, a synthesised pause is digital silence. */
const SILENCE_DB = -45;

/** The silences of at least `minSeconds` in a clip's audio, by ffmpeg's silencedetect. */
export async function clipSilences(clip: string, minSeconds: number, signal: AbortSignal): Promise<ClipSilence[]> {
  const { stderr } = await run(
    ffmpegPath(),
    ['-hide_banner', '-nostdin', '-i', clip, '-vn', '-af', `silencedetect=n=${SILENCE_DB}dB:d=${minSeconds}`, '-f', 'null', '-'],
    { signal, maxBuffer: 16 * 1024 * 1024 },
  );
  const silences: ClipSilence[] = [];
  for (const line of stderr.split('\n')) {
    const start = /silence_start: (-?[\d.]+)/.exec(line);
    if (start) silences.push({ startSeconds: Number(start[1]), endSeconds: Number.POSITIVE_INFINITY });
    const end = /silence_end: ([\d.]+)/.exec(line);
    const open = silences.at(-1);
    if (end && open) open.endSeconds = Number(end[1]);
  }
  return silences;
}

async function clipSeconds(clip: string, signal: AbortSignal): Promise<number> {
  signal.throwIfAborted();
  return (await probe(clip)).durationSeconds;
}
