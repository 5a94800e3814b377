import { describe, expect, it } from 'vitest';
import { CONCAT_LIST_ON_STDIN } from './ffmpeg-args.ts';
import { buildTrackConcatArgs, trackConcatList } from './track-concat-args.ts';

describe('trackConcatList', () => {
  it('states each part’s length, so a slide starts where the slides before it end', () => {
    expect(
      trackConcatList([
        { file: '/c/a.webm', seconds: 2.3 },
        { file: "/c/it's.webm", seconds: 3.05 },
      ]),
    ).toBe("file '/c/a.webm'\nduration 2.3\nfile '/c/it'\\''s.webm'\nduration 3.05\n");
  });
  it('names files by the file protocol when the list comes on stdin', () => {
    expect(trackConcatList([{ file: '/c/a.webm', seconds: 1 / 3 }], { onStdin: true })).toBe("file 'file:/c/a.webm'\nduration 0.333333\n");
  });
});

describe('buildTrackConcatArgs', () => {
  it('copies the pictures of one list and the sounds of the other into one file', () => {
    const args = buildTrackConcatArgs({ pictureList: CONCAT_LIST_ON_STDIN, soundList: '/w/sounds.txt', format: 'mp4', output: '/w/out.mp4' });
    expect(args.slice(5)).toEqual([
      '-f',
      'concat',
      '-safe',
      '0',
      '-protocol_whitelist',
      'file,pipe',
      '-i',
      'pipe:0',
      '-f',
      'concat',
      '-safe',
      '0',
      '-i',
      '/w/sounds.txt',
      '-map',
      '0:v:0',
      '-map',
      '1:a:0',
      '-c',
      'copy',
      '-movflags',
      '+faststart',
      '-f',
      'mp4',
      '/w/out.mp4',
    ]);
  });
});
