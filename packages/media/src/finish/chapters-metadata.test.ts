import { describe, expect, it } from 'vitest';
import { buildChaptersMetadata, escapeFfmetadata } from './chapters-metadata.ts';

describe('buildChaptersMetadata', () => {
  it('writes one chapter per slide, each ending where the next starts, the last at the end', () => {
    expect(
      buildChaptersMetadata(
        [
          { title: 'Welcome', startSeconds: 0 },
          { title: 'Safety first', startSeconds: 12.3456 },
        ],
        30,
      ),
    ).toBe(
      [
        ';FFMETADATA1',
        '[CHAPTER]',
        'TIMEBASE=1/1000',
        'START=0',
        'END=12346',
        'title=Welcome',
        '[CHAPTER]',
        'TIMEBASE=1/1000',
        'START=12346',
        'END=30000',
        'title=Safety first',
        '',
      ].join('\n'),
    );
  });

  it("escapes ffmpeg's special characters and keeps hostile titles on one line", () => {
    expect(escapeFfmetadata('a=b;c#d\\e\nf')).toBe('a\\=b\\;c\\#d\\\\e\\\nf');
    const text = buildChaptersMetadata([{ title: 'Q&A = fun; #1 \\ end\n[CHAPTER]\r\nSTART=0\u0000', startSeconds: 0 }], 5)!;
    expect(text.split('\n').filter((l) => l === '[CHAPTER]')).toHaveLength(1);
    expect(text).toContain('title=Q&A \\= fun\\; \\#1 \\\\ end [CHAPTER] START\\=0\n');
    expect(text).not.toContain('\u0000');
  });

  it('names untitled slides and drops chapters past the end; none is null', () => {
    const text = buildChaptersMetadata(
      [
        { title: '   ', startSeconds: 0 },
        { title: 'Late', startSeconds: 40 },
      ],
      10,
    );
    expect(text).toContain('title=Slide 1');
    expect(text).not.toContain('Late');
    expect(buildChaptersMetadata([], 10)).toBeNull();
  });
});
