import { describe, expect, it } from 'vitest';
import {
  buildSrt,
  buildWebVtt,
  CAPTION_RULES,
  type CaptionWord,
  captionCues,
  captionLanguage,
  captionLines,
  parseWebVtt,
  srtTimestamp,
  vttTimestamp,
} from './captions';

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

describe('SubRip output', () => {
  it('writes timestamps as HH:MM:SS,mmm and rolls over into hours', () => {
    expect(srtTimestamp(0)).toBe('00:00:00,000');
    expect(srtTimestamp(59_999)).toBe('00:00:59,999');
    expect(srtTimestamp(3_599_999)).toBe('00:59:59,999');
    expect(srtTimestamp(3_600_000)).toBe('01:00:00,000');
    expect(srtTimestamp(36_000_000 * 10 + 1)).toBe('100:00:00,001');
    expect(srtTimestamp(-20)).toBe('00:00:00,000');
  });

  it('numbers cues, separates them by a blank line and ends lines in CRLF', () => {
    const srt = buildSrt([
      { startMs: 3_598_500, endMs: 3_601_250, text: 'Across the hour\nstill one cue' },
      { startMs: 3_601_250, endMs: 3_603_000, text: 'Next.' },
    ]);
    expect(srt).toBe('1\r\n00:59:58,500 --> 01:00:01,250\r\nAcross the hour\r\nstill one cue\r\n\r\n2\r\n01:00:01,250 --> 01:00:03,000\r\nNext.\r\n');
  });

  it('writes text as it is, without WebVTT references, and never a blank line or an arrow inside a cue', () => {
    const srt = buildSrt([
      { startMs: 0, endMs: 1000, text: 'Salt & pepper <b> "quoted"' },
      { startMs: 1000, endMs: 2000, text: 'first\n\n  \nthen --> arrows\r\nlast' },
      { startMs: 2000, endMs: 2500, text: ' \n ' },
      { startMs: 3000, endMs: 2900, text: 'Ende.' },
    ]);
    expect(srt).toBe(
      '1\r\n00:00:00,000 --> 00:00:01,000\r\nSalt & pepper <b> "quoted"\r\n\r\n2\r\n00:00:01,000 --> 00:00:02,000\r\nfirst\r\nthen -> arrows\r\nlast\r\n\r\n3\r\n00:00:03,000 --> 00:00:03,000\r\nEnde.\r\n',
    );
    expect(buildSrt([])).toBe('');
  });

  it('turns a stored WebVTT file into the same cues, so its SubRip says what the track says', () => {
    const cues = [
      { startMs: 0, endMs: 1500, text: 'Sal & pimienta <b>' },
      { startMs: 1500, endMs: 3_725_000, text: '¿Dónde está\nla salida? -->' },
    ];
    expect(parseWebVtt(buildWebVtt(cues))).toEqual(cues);
    expect(
      parseWebVtt(
        '\uFEFFWEBVTT - title\r\n\r\nNOTE a note\r\n\r\nintro\r\n00:01.000 --> 00:02.500 align:start\r\n<v Ana>Hola</v> &#x263A; &unknown;\r\n\r\nbroken --> cue\r\ntext\r\n',
      ),
    ).toEqual([{ startMs: 1000, endMs: 2500, text: 'Hola ☺ &unknown;' }]);
  });
});

describe('caption language', () => {
  it('gives the track a canonical BCP 47 tag and an English name', () => {
    expect(captionLanguage('es')).toEqual({ code: 'es', label: 'Spanish' });
    expect(captionLanguage('de-de')).toEqual({ code: 'de-DE', label: 'German (Germany)' });
    expect(captionLanguage('pt-BR')).toEqual({ code: 'pt-BR', label: 'Portuguese (Brazil)' });
  });

  it('is English for videos that recorded no language, and undetermined for a tag that is not BCP 47', () => {
    expect(captionLanguage(undefined)).toEqual({ code: 'en', label: 'English' });
    expect(captionLanguage('  ')).toEqual({ code: 'en', label: 'English' });
    expect(captionLanguage('Russian (Chile)')).toEqual({ code: 'und', label: 'Captions' });
  });

  it('names an unknown but well-formed tag by the tag itself', () => {
    expect(captionLanguage('qdb')).toEqual({ code: 'qdb', label: 'qdb' });
  });
});
