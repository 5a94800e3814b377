import { describe, expect, it } from 'vitest';
import { buildChaptersVtt, readVideoChapters } from './chapters';

describe('buildChaptersVtt', () => {
  it('gives each slide a cue until the next slide, the last until the end', () => {
    const vtt = buildChaptersVtt(
      [
        { title: 'Welcome', startSeconds: 0 },
        { title: 'Fire <exits> & alarms', startSeconds: 12.5 },
        { title: '  ', startSeconds: 30 },
      ],
      41.2,
    );
    expect(vtt).toBe(
      'WEBVTT\n\n1\n00:00:00.000 --> 00:00:12.500\nWelcome\n\n2\n00:00:12.500 --> 00:00:30.000\nFire &lt;exits&gt; &amp; alarms\n\n3\n00:00:30.000 --> 00:00:41.200\nSlide 3\n',
    );
  });

  it('keeps titles on one line and drops chapters past the end or without time', () => {
    const vtt = buildChaptersVtt(
      [
        { title: 'One\n\nTwo --> three', startSeconds: 0 },
        { title: 'Same time', startSeconds: 5 },
        { title: 'Same time again', startSeconds: 5 },
        { title: 'After the end', startSeconds: 99 },
      ],
      10,
    );
    expect(vtt).toBe('WEBVTT\n\n1\n00:00:00.000 --> 00:00:05.000\nOne Two --&gt; three\n\n2\n00:00:05.000 --> 00:00:10.000\nSame time again\n');
    expect(buildChaptersVtt([], 10)).toBeNull();
    expect(buildChaptersVtt([{ title: 'Late', startSeconds: 20 }], 10)).toBeNull();
  });
});

describe('readVideoChapters', () => {
  it('reads stored chapters and ignores malformed ones', () => {
    expect(readVideoChapters([{ title: 'A', startSeconds: 0 }])).toEqual([{ title: 'A', startSeconds: 0 }]);
    expect(readVideoChapters([{ title: 'A', startSeconds: -1 }])).toEqual([]);
    expect(readVideoChapters('chapters')).toEqual([]);
    expect(readVideoChapters(undefined)).toEqual([]);
  });
});
