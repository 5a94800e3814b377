import { z } from 'zod';
import { decodeEntities } from './video-captions';

/** A caption track a page offers: where it is, its language, and whether it was made by speech recognition. */
export interface CaptionTrack {
  url: string;
  languageCode: string;
  automatic: boolean;
  name: string;
}

const textSchema = z
  .object({ simpleText: z.string().optional(), runs: z.array(z.object({ text: z.string().catch('') })).optional() })
  .catch({})
  .transform((t) => t.simpleText ?? t.runs?.map((r) => r.text).join('') ?? '');

const captionTrackSchema = z.object({
  baseUrl: z.string().min(1),
  languageCode: z.string().catch(''),
  kind: z.string().optional().catch(undefined),
  name: textSchema.optional(),
});

/** The parts of YouTube's player response read here; everything else in it is ignored. */
const playerResponseSchema = z.object({
  playabilityStatus: z
    .object({ status: z.string().catch(''), reason: z.string().optional().catch(undefined) })
    .optional()
    .catch(undefined),
  videoDetails: z
    .object({ title: z.string().optional().catch(undefined), shortDescription: z.string().optional().catch(undefined) })
    .optional()
    .catch(undefined),
  captions: z
    .object({
      playerCaptionsTracklistRenderer: z
        .object({ captionTracks: z.array(z.unknown()).catch([]) })
        .optional()
        .catch(undefined),
    })
    .optional()
    .catch(undefined),
});

export interface PlayerResponse {
  /** OK, or why the video does not play (LOGIN_REQUIRED, UNPLAYABLE, ERROR...); '' when the page says nothing. */
  status: string;
  title: string;
  /** The video's description, where its chapters are listed ("0:00 Intro"). */
  description: string;
  tracks: CaptionTrack[];
}

/**
 * The JSON object literal that starts at `open` (a `{`), found by matching braces outside strings,
 * so whatever script follows it (`;var meta = ...`) is left out.
 */
function objectLiteralAt(text: string, open: number): string | null {
  let depth = 0;
  let inString = false;
  for (let i = open; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c) i++;
      else if (ch === 0x22) inString = false;
    } else if (ch === 0x22) inString = true;
    else if (ch === 0x7b) depth++;
    else if (ch === 0x7d && --depth === 0) return text.slice(open, i + 1);
  }
  return null;
}

/** The watch page's embedded `ytInitialPlayerResponse = {...};`, or null when the page has none (or it is not JSON). */
export function readPlayerResponse(html: string, base: URL): PlayerResponse | null {
  const marker = /ytInitialPlayerResponse\s*=\s*\{/.exec(html);
  if (!marker) return null;
  const literal = objectLiteralAt(html, marker.index + marker[0].length - 1);
  if (!literal) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(literal);
  } catch {
    return null;
  }
  const parsed = playerResponseSchema.safeParse(raw);
  if (!parsed.success) return null;
  const tracks = (parsed.data.captions?.playerCaptionsTracklistRenderer?.captionTracks ?? []).flatMap((t) => {
    const track = captionTrackSchema.safeParse(t);
    const url = track.success ? absoluteHttp(track.data.baseUrl, base) : null;
    if (!track.success || !url) return [];
    return [{ url, languageCode: track.data.languageCode, automatic: track.data.kind === 'asr', name: track.data.name ?? '' }];
  });
  const details = parsed.data.videoDetails;
  return { status: parsed.data.playabilityStatus?.status ?? '', title: details?.title ?? '', description: details?.shortDescription ?? '', tracks };
}

const absoluteHttp = (raw: string, base: URL): string | null => {
  try {
    const url = new URL(raw, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
};

const attr = (tag: string, name: string) => {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, 'i').exec(tag);
  const value = match ? (match[1] ?? match[2] ?? match[3] ?? '') : null;
  return value === null ? null : decodeEntities(value);
};

/** HTML5 `<track kind="captions|subtitles" src srclang label>` elements (a track without kind is subtitles, per HTML). */
export function readTrackElements(html: string, base: URL): CaptionTrack[] {
  const tracks: CaptionTrack[] = [];
  for (const match of html.matchAll(/<track\b[^>]{0,2000}>/gi)) {
    const tag = match[0];
    const kind = (attr(tag, 'kind') ?? 'subtitles').toLowerCase();
    if (kind !== 'captions' && kind !== 'subtitles') continue;
    const src = attr(tag, 'src');
    const url = src ? absoluteHttp(src, base) : null;
    if (url) tracks.push({ url, languageCode: attr(tag, 'srclang') ?? '', automatic: false, name: attr(tag, 'label') ?? '' });
  }
  return tracks;
}

/** The address of the page's HTML5 chapters track (`<track kind="chapters" src>`), if it has one. */
export function readChaptersTrack(html: string, base: URL): string | null {
  for (const match of html.matchAll(/<track\b[^>]{0,2000}>/gi)) {
    if ((attr(match[0], 'kind') ?? '').toLowerCase() !== 'chapters') continue;
    const src = attr(match[0], 'src');
    const url = src ? absoluteHttp(src, base) : null;
    if (url) return url;
  }
  return null;
}

/** True when a page without caption tracks still shows a video (a player, or says it is a video page). */
export function pageHasVideo(html: string): boolean {
  return /<video\b/i.test(html) || /<meta\b[^>]{0,300}property\s*=\s*["']og:type["'][^>]{0,300}content\s*=\s*["']video/i.test(html);
}

const baseLanguage = (code: string) => code.toLowerCase().split(/[-_]/)[0] ?? '';

/**
 * The track to read (issue 11 item 6: "captions in the chosen language, else any"): the chosen
 * language exactly, then the same base language (a person's own captions before automatic
 * ones), then any captions a person wrote, then automatic captions, the first of each.
 */
export function chooseTrack(tracks: readonly CaptionTrack[], language: string | undefined): CaptionTrack | null {
  const wanted = (language ?? '').toLowerCase().replace('_', '-');
  const byHand = (list: readonly CaptionTrack[]) => list.find((t) => !t.automatic) ?? list[0] ?? null;
  if (wanted) {
    const exact = tracks.filter((t) => t.languageCode.toLowerCase().replace('_', '-') === wanted);
    if (exact.length) return byHand(exact);
    const same = tracks.filter((t) => baseLanguage(t.languageCode) === baseLanguage(wanted));
    if (same.length) return byHand(same);
  }
  return byHand(tracks);
}
