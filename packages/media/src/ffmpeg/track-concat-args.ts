/**
 * Decision 210: the join of slide segments kept as two files each (the picture, the sound): two
 * concat lists read into one copy. Each entry states its slide's length (`duration`), so every
 * slide starts where the slides before it end, whatever the last frame's or packet's own end.
 */

import { CONCAT_LIST_ON_STDIN, type VideoFormat } from './ffmpeg-args.ts';

export interface TrackPart {
  file: string;
  seconds: number;
}

/** One concat list: a quoted path (the `file:` protocol when read from stdin, decision 208) and its length per entry. */
export const trackConcatList = (parts: readonly TrackPart[], options: { onStdin?: boolean } = {}) =>
  parts
    .map(({ file, seconds }) => `file '${(options.onStdin ? `file:${file}` : file).replace(/'/g, "'\\''")}'\nduration ${Number(seconds.toFixed(6))}\n`)
    .join('');

/**
 * The join's arguments: the pictures' list (a file, or stdin so ffmpeg can be started ahead,
 * decision 208) and the sounds' list (a file, written before the pictures' list is sent: ffmpeg
 * opens it only once the first list is read), copied into `output`.
 */
export function buildTrackConcatArgs(input: { pictureList: string; soundList: string; format: VideoFormat; output: string }): string[] {
  const concat = (list: string) => ['-f', 'concat', '-safe', '0', ...(list === CONCAT_LIST_ON_STDIN ? ['-protocol_whitelist', 'file,pipe'] : []), '-i', list];
  return [
    '-hide_banner',
    '-nostdin',
    '-y',
    '-loglevel',
    'error',
    ...concat(input.pictureList),
    ...concat(input.soundList),
    '-map',
    '0:v:0',
    '-map',
    '1:a:0',
    '-c',
    'copy',
    ...(input.format === 'mp4' ? ['-movflags', '+faststart'] : []),
    '-f',
    input.format,
    input.output,
  ];
}
