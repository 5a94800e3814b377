import { describe, expect, it } from 'vitest';
import { buildWebVtt, CAPTION_RULES, type CaptionWord, captionCues, captionLines, vttTimestamp } from './captions';

/** Evenly timed words: each word takes `ms`, with `gap` ms between words. */
function timed(text: string, ms = 300, gap = 0, from = 0): CaptionWord[] {
  let at = from;
  return text.split(' ').map((word) => {
    const w = { text: word, startMs: at, endMs: at + ms };
    at += ms + gap;
    return w;
  });
}

describe('WebVTT output', () => {
  it('writes timestamps as HH:MM:SS.mmm', () => {
    expect(vttTimestamp(0)).toBe('00:00:00.000');
    expect(vttTimestamp(1234.4)).toBe('00:00:01.234');
    expect(vttTimestamp(61_005)).toBe('00:01:01.005');
    expect(vttTimestamp(3_723_450)).toBe('01:02:03.450');
    expect(vttTimestamp(-5)).toBe('00:00:00.000');
  });

  it('writes the header, numbered cues and escaped text', () => {
    const vtt = buildWebVtt([
      { startMs: 0, endMs: 1500, text: 'Salt & pepper' },
      { startMs: 1500, endMs: 3000, text: 'a <b> tag\nthen --> arrows' },
    ]);
    expect(vtt).toBe(
      'WEBVTT\n\n1\n00:00:00.000 --> 00:00:01.500\nSalt &amp; pepper\n\n2\n00:00:01.500 --> 00:00:03.000\na &lt;b&gt; tag\nthen --&gt; arrows\n',
    );
  });

  it('is a valid empty file without cues and skips cues without text', () => {
    expect(buildWebVtt([])).toBe('WEBVTT\n');
    expect(buildWebVtt([{ startMs: 0, endMs: 1000, text: ' \n ' }])).toBe('WEBVTT\n');
  });
});

describe('caption lines', () => {
  it('keeps short text on one line and balances two lines of at most 42 characters', () => {
    expect(captionLines(['Hello', 'there.'])).toEqual(['Hello there.']);
    const lines = captionLines('Every exit in this building is marked with a green sign above the door'.split(' '));
    expect(lines).toHaveLength(2);
    for (const line of lines!) expect(line.length).toBeLessThanOrEqual(CAPTION_RULES.maxLineChars);
    expect(Math.abs(lines![0]!.length - lines![1]!.length)).toBeLessThan(12);
  });

  it('refuses text longer than two lines', () => {
    expect(captionLines('one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen'.split(' '))).toBeNull();
  });
});

describe('caption cues', () => {
  it('breaks at sentence ends and shifts each slide by its offset', () => {
    const cues = captionCues([
      { offsetSeconds: 0, words: timed('Welcome to fire safety. Know your exits.') },
      { offsetSeconds: 10, words: timed('Keep them clear.') },
    ]);
    expect(cues.map((c) => c.text)).toEqual(['Welcome to fire safety.', 'Know your exits.', 'Keep them clear.']);
    expect(cues[0]).toMatchObject({ startMs: 0, endMs: 1200 });
    // 0.9 s of speech stays up for the minimum second.
    expect(cues[1]).toMatchObject({ startMs: 1200, endMs: 2200 });
    expect(cues[2]).toMatchObject({ startMs: 10_000, endMs: 10_900 + 100 });
  });

  it('breaks at a pause', () => {
    const words = [...timed('Before the pause', 300), ...timed('after it', 300, 0, 2000)];
    expect(captionCues([{ offsetSeconds: 0, words }]).map((c) => c.text)).toEqual(['Before the pause', 'after it']);
  });

  it('never shows more than two lines of 42 characters or more than six seconds', () => {
    const long =
      'fire doors must stay closed at all times because they slow the spread of smoke and flames through corridors and stairwells giving everyone inside more time to leave the building safely and calmly';
    const cues = captionCues([{ offsetSeconds: 0, words: timed(long, 400) }]);
    expect(cues.length).toBeGreaterThanOrEqual(3);
    for (const cue of cues) {
      const lines = cue.text.split('\n');
      expect(lines.length).toBeLessThanOrEqual(CAPTION_RULES.maxLines);
      for (const line of lines) expect(line.length).toBeLessThanOrEqual(CAPTION_RULES.maxLineChars);
      expect(cue.endMs - cue.startMs).toBeLessThanOrEqual(CAPTION_RULES.maxCueMs);
      expect(cue.endMs - cue.startMs).toBeGreaterThanOrEqual(CAPTION_RULES.minCueMs);
    }
    expect(cues.map((c) => c.text.replace('\n', ' ')).join(' ')).toBe(long);
    for (let i = 1; i < cues.length; i++) expect(cues[i]!.startMs).toBeGreaterThanOrEqual(cues[i - 1]!.endMs);
  });

  it('breaks at a clause end once a line is full', () => {
    const cues = captionCues([{ offsetSeconds: 0, words: timed('When the fire alarm sounds anywhere in the building, leave by the nearest exit') }]);
    expect(cues[0]!.text.replace('\n', ' ')).toBe('When the fire alarm sounds anywhere in the building,');
  });

  it('breaks a full cue after its last clause rather than leaving the clause end alone', () => {
    const cues = captionCues([{ offsetSeconds: 0, words: timed('make the area safe, and tell your supervisor straight away.', 700) }]);
    expect(cues.map((c) => c.text.replace('\n', ' '))).toEqual(['make the area safe,', 'and tell your supervisor straight away.']);
  });

  it('keeps short cues up for a second without overlapping the next one', () => {
    const cues = captionCues([
      {
        offsetSeconds: 0,
        words: [
          { text: 'Hi.', startMs: 0, endMs: 200 },
          { text: 'Next.', startMs: 700, endMs: 1500 },
          { text: 'End.', startMs: 3000, endMs: 3200 },
        ],
      },
    ]);
    expect(cues.map((c) => [c.startMs, c.endMs])).toEqual([
      [0, 700],
      [700, 1700],
      [3000, 4000],
    ]);
  });

  it('ignores empty words and slides without narration', () => {
    expect(
      captionCues([
        { offsetSeconds: 3, words: [] },
        { offsetSeconds: 5, words: [{ text: ' ', startMs: 0, endMs: 10 }] },
      ]),
    ).toEqual([]);
  });
});
