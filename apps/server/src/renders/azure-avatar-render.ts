import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { AVATAR_MESSAGES, AVATAR_PROGRESS_STEPS, buildWebVtt, type CaptionWord, type Slide, spokenScript } from '@lectern/core';
import { estimateWordTimings, silentWav } from '@lectern/media';
import type { FileStorage } from '../storage/file-storage';
import type { AvatarClipSource } from './avatar-render-job';
import { type AvatarMilestones, type AvatarRenderInput, AvatarStageError, avatarSegmentKey } from './avatar-render-pipeline';
import { presenterPlacement } from './avatar-render-settings';
import { CLIP_AUDIO_RATE, type PresenterPorts } from './presenter-ports';
import { assertWithinLength } from './render-length';
import { burnedCues, drawPages, type ProgressReport, revealsPoints, SILENT_SLIDE_SECONDS, segmentKey, timedPages, videoCaptionCues } from './render-pipeline';
import type { RenderPorts, SegmentMeta } from './render-ports';

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
  const keys = shown.map((slide, i) => avatarSegmentKey(segmentKey(slide, settings, i, total), input.avatar, boxes[i] ?? null, input.burnedCaptions === true));
  const cached = await Promise.all(keys.map((key) => ports.segments.get(key)));
  const todo = shown.map((_, i) => i).filter((i) => !cached[i]);
  timings.slides_reused = total - todo.length;

  // Which clips exist already: a retry never pays for the same clip twice.
  const clipKeys = shown.map((slide) => (slide.script.trim() ? clipKey(input.avatar.id, spokenScript(slide.script), input.language) : null));
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
          slides: missing.map((i) => ({ slideId: shown[i]!.id, script: spokenScript(shown[i]!.script) })),
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
  try {
    for (const [n, index] of todo.entries()) {
      signal.throwIfAborted();
      const slide = shown[index]!;
      const drawn = await drawPages(
        ports,
        slide,
        { theme: input.theme, logo: input.logo, images: input.images, index, total, avatar: true, page: input.page },
        revealsPoints(slide, input),
      );
      const file = `${input.output}.slide-${index + 1}.${input.format}`;
      const clip = local.get(index);
      let meta: SegmentMeta;
      if (clip) {
        const seconds = clipSeconds.get(index)!;
        const words: CaptionWord[] = estimateWordTimings(spokenScript(slide.script), seconds);
        // The slide's stills in time: its pages, and its points as they are spoken (decisions 165, 170).
        const stills = timedPages(drawn, words, seconds);
        await presenter.encodeClipSegment({
          still: stills[0]!.rgba,
          pages: stills.map((f) => ({ rgba: f.rgba, seconds: f.durationSeconds })),
          box: boxes[index] ?? null,
          clip,
          format: input.format,
          page: input.page,
          ...burnedCues(input, words, { slide, avatar: true }),
          output: file,
          signal,
        });
        meta = { seconds, words };
      } else {
        await ports.encode({
          frames: timedPages(drawn, [], SILENT_SLIDE_SECONDS),
          audio: ports.joinAudio([{ wav: silentWav(SILENT_SLIDE_SECONDS, CLIP_AUDIO_RATE), seconds: SILENT_SLIDE_SECONDS }]),
          format: input.format,
          page: input.page,
          output: file,
          signal,
          onProgress: () => {},
        });
        meta = { seconds: SILENT_SLIDE_SECONDS, words: [] };
      }
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

  const cues = videoCaptionCues(segments);
  const durationSeconds = await ports.probeDuration(input.output);
  return {
    durationSeconds,
    narrationSeconds: segments.reduce((s, x) => s + x.meta.seconds, 0),
    slideSeconds: segments.map((s) => s.meta.seconds),
    talkingAvatarDurationSeconds: talking,
    timings,
    cues,
    captionsVtt: buildWebVtt(cues),
  };
}
