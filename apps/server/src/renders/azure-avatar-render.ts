import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { AVATAR_MESSAGES, AVATAR_PROGRESS_STEPS, QUIZ_PAUSE_SECONDS, type Slide } from '@lectern/core';
import { silentWav } from '@lectern/media';
import type { FileStorage } from '../storage/file-storage';
import { CLIP_PAUSE_SHARE, clipScript, clipWords } from './avatar-render-clip-words';
import type { AvatarClipSource } from './avatar-render-job';
import { type AvatarMilestones, type AvatarRenderInput, AvatarStageError, avatarSegmentKey, presenterOpenings } from './avatar-render-pipeline';
import { presenterPlacement } from './avatar-render-settings';
import { CLIP_AUDIO_RATE, type PresenterPorts } from './presenter-ports';
import { assertWithinLength } from './render-length';
import {
  burnedCues,
  type DrawnPages,
  drawPages,
  openingKey,
  type ProgressReport,
  revealsPoints,
  SILENT_SLIDE_SECONDS,
  segmentKey,
  segmentsSummary,
  timedPages,
} from './render-pipeline';
import type { RenderPorts, SegmentMeta } from './render-ports';
import { movingSegment } from './slide-motion';

const STEPS = AVATAR_PROGRESS_STEPS;
/** Bump when the cloud clips' request changes, so saved clips are not reused for a different request. */
const CLIP_VERSION = 1;
const digest = (data: string) => createHash('sha256').update(data).digest('hex');
const between = (from: number, to: number, fraction: number) => Math.round(from + (to - from) * Math.min(1, Math.max(0, fraction)));

/** A saved clip is the same clip when the presenter, the script and the language are the same. */
export const clipKey = (avatarId: string, script: string, language: string) => digest(JSON.stringify({ v: CLIP_VERSION, avatarId, script, language }));

/**
 * The video with a cloud presenter: the service makes one clip per slide (the presenter on a
 * transparent background, speaking the script). Clips are saved in storage by content, so a
 * retried or resumed render asks the service only for the clips it does not have (spec 001 §4
 * "Avatar persistence and resume"). Each clip is composited onto its slide at the presenter's box
 * (on slides where the presenter is hidden only its narration plays); captions spread the
 * script's words over the clip (the service reports no word timings).
 */
export async function renderAzureAvatarVideo(
  deps: { ports: RenderPorts; presenter: PresenterPorts; clips: AvatarClipSource; storage: FileStorage; clipsFolder: string; jobPrefix: string },
  input: AvatarRenderInput,
  signal: AbortSignal,
  report: ProgressReport,
  milestones: AvatarMilestones,
) {
  const { ports, presenter, storage } = deps;
  const timings: Record<string, number> = {};
  const total = input.slides.length;
  if (total === 0) throw new Error('There are no slides to render.');
  report(STEPS.preparing.text, STEPS.preparing.percent);
  const boxes = input.slides.map((slide) => presenterPlacement(slide, input.page));
  const shown: Slide[] = input.slides.map((slide, i) => ({ ...slide, avatarVisible: boxes[i] !== null }));
  const settings = { ...input, voice: `azure:${input.avatar.voice}` };
  // Decision 187: each segment ends on the next slide's opening, as the offline presenter's do.
  const openings = shown.map((slide) => openingKey(slide, settings));
  const keys = shown.map((slide, i) =>
    avatarSegmentKey(segmentKey(slide, settings, i, total, openings[i + 1] ?? null), input.avatar, boxes[i] ?? null, input.burnedCaptions === true),
  );
  const cached = await Promise.all(keys.map((key) => ports.segments.get(key)));
  const todo = shown.map((_, i) => i).filter((i) => !cached[i]);
  timings.slides_reused = total - todo.length;

  // Which clips exist already: a retry never pays for the same clip twice. A quiz's pause is part of
  // what the presenter is asked for (decision 187); a script without one keys as its words did before.
  const clipKeys = shown.map((slide) => (slide.script.trim() ? clipKey(input.avatar.id, clipScript(slide.script), input.language) : null));
  const clipStorageKey = (key: string) => `${deps.clipsFolder}${key}.webm`;
  const have = await Promise.all(clipKeys.map(async (key) => (key ? (await storage.get(clipStorageKey(key))) !== null : false)));
  const missing = todo.filter((i) => clipKeys[i] && !have[i]);

  let talkingFromService: number | null = null;
  if (missing.length > 0) {
    report(STEPS.submitting.text, STEPS.submitting.percent);
    const dir = join(input.workDir, 'clips');
    await mkdir(dir, { recursive: true });
    let saved: Promise<void> | null = null;
    const made = await deps.clips
      .synthesize(
        {
          jobPrefix: deps.jobPrefix,
          slides: missing.map((i) => ({ slideId: shown[i]!.id, script: clipScript(shown[i]!.script) })),
          language: input.language,
          avatar: input.avatar,
        },
        dir,
        signal,
        (state, { done, total: clips }) => {
          if (state === 'submitting') report(STEPS.submitting.text, STEPS.submitting.percent);
          else if (state === 'downloading') {
            saved ??= (milestones.clipsMade?.() ?? Promise.resolve()).catch((err) => console.warn(`avatar clips not recorded: ${(err as Error).message}`));
            report(STEPS.results.text, STEPS.results.percent);
          }
          // NotStarted and Running: the service is generating; the bar moves as clips finish.
          else report(STEPS.generating.text, between(STEPS.generating.percent, STEPS.results.percent - 1, clips > 0 ? done / clips : 0));
        },
      )
      .finally(() => saved);
    if (made.clips.length === 0) throw new AvatarStageError(AVATAR_MESSAGES.noVideosGenerated, new Error('the service returned no clips'));
    for (const i of missing) {
      const clip = made.clips.find((c) => c.slideId === shown[i]!.id);
      if (!clip) throw new AvatarStageError(AVATAR_MESSAGES.noUrlInResults, new Error(`no clip for ${shown[i]!.id}`));
      await storage.putFile(clipStorageKey(clipKeys[i]!), clip.file);
    }
    if (missing.length === todo.filter((i) => clipKeys[i]).length && timings.slides_reused === 0) talkingFromService = made.talkingAvatarDurationSeconds;
  }
  report(STEPS.results.text, STEPS.results.percent);

  // The clips this render composites, copied next to the scratch files for ffmpeg.
  const local = new Map<number, string>();
  for (const i of todo) {
    const key = clipKeys[i];
    if (!key) continue;
    const stored = await storage.get(clipStorageKey(key));
    if (!stored) throw new AvatarStageError(AVATAR_MESSAGES.noVideoUrl, new Error(`clip ${key} is gone`));
    const file = join(input.workDir, `clip-${i + 1}.webm`);
    await pipeline(Readable.fromWeb(stored.stream() as WebReadableStream<Uint8Array>), createWriteStream(file));
    local.set(i, file);
  }
  const clipSeconds = new Map<number, number>();
  for (const [i, file] of local) clipSeconds.set(i, await ports.probeDuration(file));
  // Decision 149: the clips' real length (the service speaks at its own pace), before anything is composited.
  assertWithinLength(
    shown.reduce((sum, _, i) => sum + (cached[i]?.meta.seconds ?? clipSeconds.get(i) ?? SILENT_SLIDE_SECONDS), 0),
    input.lengthLimit,
  );
  const talking =
    talkingFromService ?? cached.reduce((sum, c, i) => sum + (c && clipKeys[i] ? c.meta.seconds : 0), 0) + [...clipSeconds.values()].reduce((a, b) => a + b, 0);
  await milestones.clipsReady({ segmentKeys: keys, talkingAvatarDurationSeconds: talking });

  await milestones.composing();
  report(STEPS.composing.text, STEPS.composing.percent);
  let started = performance.now();
  const segments: { file: string; meta: SegmentMeta }[] = cached.map((c) => c ?? { file: '', meta: { seconds: 0, words: [] } });
  const options = (index: number) => ({ theme: input.theme, logo: input.logo, images: input.images, index, total, avatar: true, page: input.page });
  try {
    // Every slide to composite is drawn first: a segment ends on the next slide's opening (decision 187).
    const drawn = new Map<number, DrawnPages>();
    for (const index of todo) {
      signal.throwIfAborted();
      drawn.set(index, await drawPages(ports, shown[index]!, options(index), revealsPoints(shown[index]!, input)));
    }
    const opening = presenterOpenings(ports, { ...settings, slides: shown }, options, (index) => drawn.get(index));
    for (const [n, index] of todo.entries()) {
      signal.throwIfAborted();
      const slide = shown[index]!;
      const file = `${input.output}.slide-${index + 1}.${input.format}`;
      const clip = local.get(index);
      const seconds = clip ? clipSeconds.get(index)! : SILENT_SLIDE_SECONDS;
      // The service reports no word timings: the script's words spread over the clip, apart where it
      // is silent for a quiz's pause (decision 187), so the answer is marked where it is given (decision 175).
      const silences = clip && presenter.clipSilences ? await presenter.clipSilences(clip, QUIZ_PAUSE_SECONDS * CLIP_PAUSE_SHARE, signal) : [];
      const words = clip ? clipWords(slide.script, seconds, silences) : [];
      // The slide's stills in time: its pages, its points as they are spoken and a quiz's answer when
      // it is given (decisions 165, 170, 175); its motion as the offline presenter's slide has it
      // (decisions 171, 187): the picture's zoom, a title's ease-in, the crossfade into the next slide.
      const moving = await movingSegment(
        ports,
        [slide, options(index)],
        timedPages(drawn.get(index)!, words, seconds),
        Boolean(clip && boxes[index]),
        index + 1 < total ? await opening.still(index + 1) : null,
        await opening.plan(index),
      );
      if (clip) {
        await presenter.encodeClipSegment({
          still: moving.frames[0]!.rgba,
          pages: moving.frames.map((f) => ({ rgba: f.rgba, seconds: f.durationSeconds })),
          box: boxes[index] ?? null,
          clip,
          format: input.format,
          page: input.page,
          ...burnedCues(input, words, { slide, avatar: true }),
          motion: moving.motion,
          ...(moving.crossfadeInto ? { crossfadeInto: moving.crossfadeInto } : {}),
          output: file,
          signal,
        });
      } else {
        // Decision 187: made as the presenter segments are, so it joins them (the slide encoder where the platform has no other).
        await (presenter.encodeSlide ?? ports.encode)({
          frames: moving.frames,
          motion: moving.motion,
          ...(moving.crossfadeInto ? { crossfadeInto: moving.crossfadeInto } : {}),
          audio: ports.joinAudio([{ wav: silentWav(SILENT_SLIDE_SECONDS, CLIP_AUDIO_RATE), seconds: SILENT_SLIDE_SECONDS }]),
          audioSampleRate: CLIP_AUDIO_RATE,
          format: input.format,
          page: input.page,
          output: file,
          signal,
          onProgress: () => {},
        });
      }
      const meta: SegmentMeta = { seconds, words };
      segments[index] = { file: await ports.segments.put(keys[index]!, file, meta), meta };
      report(STEPS.composing.text, between(STEPS.composing.percent, 97, (n + 1) / (todo.length + 1)));
    }
    timings.composite_ms = performance.now() - started;
    started = performance.now();
    await ports.concat(
      segments.map((s) => s.file),
      input.output,
      input.format,
      signal,
    );
  } catch (err) {
    if (signal.aborted) throw err;
    throw new AvatarStageError(AVATAR_MESSAGES.composeFailed, err);
  }
  timings.compose_ms = performance.now() - started;

  const durationSeconds = await ports.probeDuration(input.output);
  // The slides' words come back with the lengths and cues (segmentsSummary): a quiz's stop is found in them (decision 175).
  return { durationSeconds, talkingAvatarDurationSeconds: talking, timings, ...segmentsSummary(segments) };
}
