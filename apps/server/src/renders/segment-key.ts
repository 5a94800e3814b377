import { createHash } from 'node:crypto';
import type { Slide } from '@lectern/core';
import { revealsPoints } from './drawn-pages';
import type { RenderInput } from './render-pipeline';

/** Bump when the drawing, speech or encoding of a slide changes, so old segments are not reused. */
// 2: the narration is levelled to the video loudness (decision 163); 3: caption cues and their place (decision 164);
// 4: slide text fitted without broken words, continued over pages (decision 165).
// 5: transitions, a picture's slow zoom and a title's ease-in inside each segment (decision 171).
// 6: a burned-in cue with no room on a full slide is shown a line at a time (decision 172).
// Decision 180's crossfades need no bump: a slide video's key names the next slide's opening (segmentKey `next`).
// 7: every script drawn in its own font, right-to-left slides from the right, the drawn words in the video's language (decision 188).
// 8: Opus at the narration's own rate, AAC at one rate in every segment (decision 186).
// 9: a comparison's card appears with its first point, never empty (decision 193).
// 10: a title slide keeps its text after its ease-in (segments made with 9 could lose it, decision 193).
export const SEGMENT_VERSION = 10;

const digest = (data: Uint8Array | string) => createHash('sha256').update(data).digest('hex');

/**
 * Everything that shows or sounds in one slide's segment. An edit to one slide changes only that
 * slide's key; its position counts because the footer shows "n / total". `next` (decision 180,
 * openingKey): what the next slide opens on, which the segment crossfades into (presenter videos
 * too, decision 187); null for the last slide.
 */
export function segmentKey(slide: Slide, input: Omit<RenderInput, 'slides' | 'output'>, index: number, total: number, next?: string | null): string {
  const { availableImages: _pool, ...shown } = slide;
  return digest(
    JSON.stringify({
      v: SEGMENT_VERSION,
      slide: shown,
      image: imageKey(slide, input),
      theme: input.theme,
      logo: input.logo ? digest(input.logo.data) : null,
      voice: input.voice ?? null,
      language: input.language,
      format: input.format,
      // Only other shapes and burned captions add to the key: 16:9 segments made before them stay reusable.
      ...(input.page && (input.page.width !== 1920 || input.page.height !== 1080) ? { page: input.page } : {}),
      ...(input.burnedCaptions ? { burnedCaptions: true } : {}),
      // Decision 170: only slides whose points appear as they are spoken add to the key, so a slide
      // without points, or a video with them all shown at once, keeps the segments made before.
      ...(revealsPoints(slide, input) ? { reveal: 'spoken' } : {}),
      ...(next !== undefined ? { next } : {}),
      index,
      total,
    }),
  );
}

const imageKey = (slide: Slide, input: Pick<RenderInput, 'images'>) => {
  const imageUrl = slide.userSelectedNoImage ? null : (slide.contextualImage?.url ?? null);
  const image = imageUrl ? input.images.get(imageUrl) : undefined;
  return image ? digest(image) : imageUrl;
};

/**
 * Decision 180: what a slide's opening still depends on — everything drawn, not what is said (its
 * script, its planned seconds): editing a script re-encodes that slide alone, while a change to
 * what the slide shows re-encodes the slide before it too, whose end crossfades into it.
 */
export function openingKey(slide: Slide, input: Omit<RenderInput, 'slides' | 'output'>): string {
  const { availableImages: _pool, script: _said, duration: _planned, ...shown } = slide;
  return digest(JSON.stringify({ slide: shown, image: imageKey(slide, input), reveal: revealsPoints(slide, input) }));
}

/**
 * Decision 210: the key of a slide video's segment kept as two files (its picture and its sound,
 * made by a batch encoder). Another stored form than the one-file segment of the same slide, so a
 * key of its own: segments kept before are never joined with these.
 */
export const tracksKey = (key: string) => digest(JSON.stringify({ key, stored: 'picture+sound' }));
