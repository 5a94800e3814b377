import { describe, expect, it } from 'vitest';
import { captionsToParagraphs, decodeEntities, parseCaptionTrack, parseJson3, parseTimedTextXml, parseWebVtt, withoutRepeatedLead } from './video-captions';

describe('entity decoding', () => {
  it('decodes named, decimal and hex references once', () => {
    expect(decodeEntities('Tom &amp; Jerry&#39;s &quot;show&quot; &#x2019;&nbsp;&lt;b&gt;')).toBe('Tom & Jerry\'s "show" ’ <b>');
    expect(decodeEntities('&amp;amp;')).toBe('&amp;');
  });

  it('drops impossible code points and leaves unknown names as written', () => {
    expect(decodeEntities('a&#0;b&#xD800;c&#99999999;d&#x110000;e')).toBe('abcde');
    expect(decodeEntities('&bogus; & &amp')).toBe('&bogus; & &amp');
  });
});

describe('caption track formats', () => {
  it('reads the classic timedtext XML, whose text is escaped twice', () => {
    const xml = `<?xml version="1.0" encoding="utf-8" ?><transcript><text start="0.5" dur="2.1">Welcome to the &amp;#39;safe lifting&amp;#39; course</text><text start="2.6" dur="1">Bend &lt;i&gt;your&lt;/i&gt; knees</text><text start="4" dur="1"></text></transcript>`;
    expect(parseTimedTextXml(xml)).toEqual([
      { start: 0.5, text: "Welcome to the 'safe lifting' course" },
      { start: 2.6, text: 'Bend your knees' },
    ]);
  });

  it('reads timedtext format 3 (milliseconds, words in <s>)', () => {
    const xml = `<timedtext format="3"><body><p t="1200" d="900"><s>Keep</s><s t="300"> the load</s> close</p><p t="2500" d="500">Fish &amp; chips</p></body></timedtext>`;
    expect(parseTimedTextXml(xml)).toEqual([
      { start: 1.2, text: 'Keep the load close' },
      { start: 2.5, text: 'Fish & chips' },
    ]);
  });

  it('reads hostile tracks in one pass: thousands of unclosed or look-alike tags', () => {
    // Each would make a lazy pattern scan to the end of the 2 MB track again.
    expect(parseTimedTextXml(`<transcript>${'<text start="1">x'.repeat(150_000)}`)).toEqual([]);
    expect(parseTimedTextXml(`<timedtext><body>${'<pre<p t="1">'.repeat(150_000)}`)).toEqual([]);
    expect(parseTimedTextXml(`${'<textX'.repeat(300_000)}>`)).toEqual([]);
    const many = parseTimedTextXml(`<transcript>${'<text start="1">word</text>'.repeat(60_000)}</transcript>`);
    expect(many).toHaveLength(60_000);
    const huge = 'word '.repeat(200_000).trim();
    expect(
      captionsToParagraphs([
        { start: 0, text: huge },
        { start: 1, text: `${huge} more` },
      ]).length,
    ).toBeGreaterThan(huge.length);
  });

  it('reads json3 events and skips line-break-only events', () => {
    const json = JSON.stringify({
      events: [
        { tStartMs: 0, dDurationMs: 1000, segs: [{ utf8: 'Lift' }, { utf8: ' with your legs' }] },
        { tStartMs: 1000, segs: [{ utf8: '\n' }] },
        { tStartMs: 2000, dDurationMs: 1000 },
        { tStartMs: 3000, segs: [{ utf8: 'not your back' }] },
      ],
    });
    expect(parseJson3(json)).toEqual([
      { start: 0, text: 'Lift with your legs' },
      { start: 3, text: 'not your back' },
    ]);
    expect(parseJson3('{"events": 3}')).toEqual([]);
    expect(parseJson3('{broken')).toEqual([]);
  });

  it('reads WebVTT without header, notes, styles, ids, settings or tags', () => {
    const vtt = `\uFEFFWEBVTT Kind: captions\r\nLanguage: en\r\n\r\nNOTE made by hand\r\n\r\nSTYLE\r\n::cue { color: red }\r\n\r\n1\r\n00:00:01.000 --> 00:00:03.000 align:start position:10%\r\n<v Ana>Ask for <b>help</b>\r\nabove 25&nbsp;kg\r\n\r\n01:02.500 --> 01:04.000\r\n<c.yellow>Thank</c><00:01:03.000><c> you</c>\r\n`;
    expect(parseWebVtt(vtt)).toEqual([
      { start: 1, text: 'Ask for help above 25 kg' },
      { start: 62.5, text: 'Thank you' },
    ]);
  });

  it('tells the formats apart by their content', () => {
    expect(parseCaptionTrack('WEBVTT\n\n00:00.000 --> 00:01.000\nHi')).toEqual([{ start: 0, text: 'Hi' }]);
    expect(parseCaptionTrack('{"events":[{"tStartMs":0,"segs":[{"utf8":"Hi"}]}]}')).toEqual([{ start: 0, text: 'Hi' }]);
    expect(parseCaptionTrack('<transcript><text start="0">Hi</text></transcript>')).toEqual([{ start: 0, text: 'Hi' }]);
    expect(parseCaptionTrack('plain words')).toEqual([]);
  });
});

describe('transcript paragraphs', () => {
  it('drops sound cues and speaker marks and keeps rolling caption lines once', () => {
    const text = captionsToParagraphs([
      { start: 0, text: '[Music]' },
      { start: 1, text: '>> Welcome everyone to the' },
      { start: 2, text: 'Welcome everyone to the safety course' },
      { start: 4, text: 'to the safety course today we learn' },
      { start: 5, text: '(applause) no, no' },
      { start: 6, text: 'no, no, never twist ♪' },
    ]);
    expect(text).toBe('Welcome everyone to the safety course today we learn no, no no, no, never twist');
  });

  it('keeps a short repetition that is the speaker’s own', () => {
    expect(withoutRepeatedLead('we said it again', 'again and again')).toBe('again and again');
    expect(withoutRepeatedLead('keep the load', 'keep the load close')).toBe('close');
  });

  it('starts a paragraph at a long pause or past 600 characters at a sentence end', () => {
    const sentence = 'Bend your knees and keep the load close to your body at all times.';
    const cues = Array.from({ length: 12 }, (_, i) => ({ start: i * 3, text: `${sentence} ${i}.` }));
    cues.push({ start: 200, text: 'After the break we look at ladders.' });
    const paragraphs = captionsToParagraphs(cues).split('\n\n');
    expect(paragraphs.length).toBe(3);
    expect(paragraphs[0]?.length).toBeGreaterThan(600);
    expect(paragraphs.at(-1)).toBe('After the break we look at ladders.');
  });
});
