import { describe, expect, it } from 'vitest';
import { frameCount, phonemeShapes, smoothVisemes, type TimedPhoneme, visemeFrames, visemeSegments, visemeTrack } from './visemes';

/** "Hello world. Be brave, my friend!" as the local engine (eSpeak, en-US, 150 wpm) times it. */
const HELLO: [string, number][] = [
  ['h', 12],
  ['ə', 70],
  ['l', 128],
  ['ˈoʊ', 209],
  ['w', 360],
  ['ˈɜː', 511],
  ['l', 803],
  ['d', 830],
  ['_', 870],
  ['b', 1273],
  ['iː', 1302],
  ['b', 1392],
  ['ɹ', 1450],
  ['ˈeɪ', 1537],
  ['v', 1799],
  ['_', 1885],
  ['m', 2079],
  ['aɪ', 2155],
  ['f', 2242],
  ['ɹ', 2328],
  ['ˈɛ', 2403],
  ['n', 2566],
  ['d', 2711],
  ['_', 2755],
];
const HELLO_MS = 2764;
const timed = (list: [string, number][], endMs: number): TimedPhoneme[] =>
  list.map(([phoneme, startMs], i) => ({ phoneme, startMs, endMs: list[i + 1]?.[1] ?? endMs }));
const hello = timed(HELLO, HELLO_MS);

describe('phonemeShapes', () => {
  it('reads eSpeak IPA, ignoring stress and length marks', () => {
    expect(phonemeShapes('h')).toEqual(['etc']);
    expect(phonemeShapes('ˈɑː')).toEqual(['AI']);
    expect(phonemeShapes('ˌæ')).toEqual(['AI']);
    expect(phonemeShapes('ɜː')).toEqual(['E']);
    expect(phonemeShapes('iː')).toEqual(['E']);
    expect(phonemeShapes('ˈɔːɹ')).toEqual(['O']);
    expect(phonemeShapes('uː')).toEqual(['U']);
    expect(phonemeShapes('ʊ')).toEqual(['U']);
    expect(phonemeShapes('m')).toEqual(['MBP']);
    expect(phonemeShapes('b')).toEqual(['MBP']);
    expect(phonemeShapes('f')).toEqual(['FV']);
    expect(phonemeShapes('v')).toEqual(['FV']);
    expect(phonemeShapes('l')).toEqual(['L']);
    expect(phonemeShapes('w')).toEqual(['WQ']);
    expect(phonemeShapes('tʃ')).toEqual(['etc']);
    expect(phonemeShapes('ɹ')).toEqual(['etc']);
    expect(phonemeShapes('θ')).toEqual(['etc']);
    expect(phonemeShapes('ɡ')).toEqual(['etc']);
  });

  it('gives a diphthong its first vowel shape then its second', () => {
    expect(phonemeShapes('aɪ')).toEqual(['AI', 'E']);
    expect(phonemeShapes('ˈoʊ')).toEqual(['O', 'U']);
    expect(phonemeShapes('aʊ')).toEqual(['AI', 'U']);
    expect(phonemeShapes('ɔɪ')).toEqual(['O', 'E']);
    expect(phonemeShapes('ˈeɪ')).toEqual(['E']);
  });

  it('reads ARPAbet with stress digits, diphthongs included', () => {
    expect(phonemeShapes('AA1')).toEqual(['AI']);
    expect(phonemeShapes('AE')).toEqual(['AI']);
    expect(phonemeShapes('AO0')).toEqual(['O']);
    expect(phonemeShapes('AY2')).toEqual(['AI', 'E']);
    expect(phonemeShapes('OW1')).toEqual(['O', 'U']);
    expect(phonemeShapes('IY')).toEqual(['E']);
    expect(phonemeShapes('UW1')).toEqual(['U']);
    expect(phonemeShapes('M')).toEqual(['MBP']);
    expect(phonemeShapes('P')).toEqual(['MBP']);
    expect(phonemeShapes('V')).toEqual(['FV']);
    expect(phonemeShapes('L')).toEqual(['L']);
    expect(phonemeShapes('W')).toEqual(['WQ']);
    for (const consonant of ['CH', 'D', 'DH', 'G', 'HH', 'JH', 'K', 'N', 'NG', 'R', 'S', 'SH', 'T', 'TH', 'Y', 'Z', 'ZH']) {
      expect(phonemeShapes(consonant)).toEqual(['etc']);
    }
  });

  it('rests on pauses and silence, and talks neutrally on anything unknown', () => {
    for (const pause of ['', ' ', '_', '_:', '||', 'pau', 'SIL', 'sp', 'ˈ']) expect(phonemeShapes(pause)).toEqual(['rest']);
    expect(phonemeShapes('QQ')).toEqual(['etc']);
    expect(phonemeShapes('ʘ')).toEqual(['etc']);
  });
});

describe('smoothVisemes', () => {
  it('merges runs shorter than the minimum into the longer neighbour', () => {
    expect(smoothVisemes(['AI', 'AI', 'AI', 'E', 'O', 'O'], 2)).toEqual([
      { shape: 'AI', startFrame: 0, frames: 4 },
      { shape: 'O', startFrame: 4, frames: 2 },
    ]);
    // The same shape on both sides: the flicker disappears.
    expect(smoothVisemes(['E', 'E', 'etc', 'E', 'E'], 2)).toEqual([{ shape: 'E', startFrame: 0, frames: 5 }]);
  });

  it('keeps a one-frame lip closure wherever it falls, before a vowel or a consonant', () => {
    expect(visemeFrames(smoothVisemes(['rest', 'rest', 'MBP', 'AI', 'AI', 'AI'], 2))).toEqual(['rest', 'rest', 'MBP', 'AI', 'AI', 'AI']);
    // "lamps": the m and p close the lips before the s.
    expect(visemeFrames(smoothVisemes(['E', 'E', 'E', 'MBP', 'etc', 'etc'], 2))).toEqual(['E', 'E', 'E', 'MBP', 'etc', 'etc']);
    // "bob": the one open frame between two closures stays open, and no closure grows.
    expect(visemeFrames(smoothVisemes(['E', 'E', 'MBP', 'O', 'MBP', 'E', 'E'], 2))).toEqual(['E', 'E', 'MBP', 'O', 'MBP', 'E', 'E']);
    expect(visemeFrames(smoothVisemes(['E', 'E', 'MBP', 'etc', 'AI', 'AI'], 2)).filter((s) => s === 'MBP')).toHaveLength(1);
  });

  it('changes nothing when every run is long enough', () => {
    const frames = ['rest', 'rest', 'O', 'O', 'L', 'L'] as const;
    expect(smoothVisemes(frames, 2)).toEqual(visemeSegments(frames));
  });
});

describe('visemeTrack', () => {
  it('covers every frame of the narration, resting before the first and after the last phoneme', () => {
    for (const fps of [25, 12.5]) {
      const track = visemeTrack(hello, { durationMs: HELLO_MS, fps });
      const frames = visemeFrames(track);
      expect(frames).toHaveLength(frameCount(HELLO_MS, fps));
      expect(track[0]!.startFrame).toBe(0);
      for (let i = 1; i < track.length; i++) expect(track[i]!.startFrame).toBe(track[i - 1]!.startFrame + track[i - 1]!.frames);
      expect(frames.at(-1)).toBe('rest');
      // Silence between the sentences (870–1273 ms) shows rest.
      expect(frames[Math.floor((1100 / 1000) * fps)]).toBe('rest');
    }
  });

  it('opens for vowels and closes for "b" and "m", a frame ahead of the sound', () => {
    const fps = 25;
    const frames = visemeFrames(visemeTrack(hello, { durationMs: HELLO_MS, fps }));
    const at = (ms: number, lead = 1) => frames[Math.floor((ms * fps) / 1000) - lead];
    expect(at(260)).toBe('O'); // "hello": ˈoʊ starts with O
    expect(at(650)).toBe('E'); // "world": ɜː
    expect(at(1660)).toBe('E'); // "brave": eɪ
    expect(['AI', 'E']).toContain(at(2200)); // "my": aɪ, open after the closure
    // "Be" and "my" close the lips right before their vowel.
    const closures = frames.flatMap((shape, i) => (shape === 'MBP' && frames[i - 1] !== 'MBP' ? [i] : []));
    expect(closures.length).toBeGreaterThanOrEqual(2);
    expect(closures.some((i) => i * 40 >= 1200 && i * 40 < 1302)).toBe(true);
    const closeMy = frames.findIndex((shape, i) => shape === 'MBP' && i * 40 > 2000);
    expect(closeMy * 40).toBeLessThan(2079); // leads the "m" heard at 2079 ms
  });

  it('rests until a frame before the first phoneme', () => {
    const late = hello.map((p) => ({ ...p, startMs: p.startMs + 1000, endMs: p.endMs + 1000 }));
    const frames = visemeFrames(visemeTrack(late, { durationMs: HELLO_MS + 1000, fps: 25 }));
    expect(frames.indexOf(frames.find((s) => s !== 'rest')!)).toBe(25 - 1);
    expect(frames.slice(0, 24).every((s) => s === 'rest')).toBe(true);
  });

  it('keeps a closure shorter than a frame at 12.5 fps', () => {
    // "Be" at a fast rate: the "b" lasts 30 ms, shorter than one 80 ms frame.
    const track = visemeTrack(
      [
        { phoneme: '_', startMs: 0, endMs: 400 },
        { phoneme: 'b', startMs: 400, endMs: 430 },
        { phoneme: 'iː', startMs: 430, endMs: 700 },
      ],
      { durationMs: 900, fps: 12.5 },
    );
    expect(track.map((s) => s.shape)).toEqual(['rest', 'MBP', 'E', 'rest']);
  });

  describe('closes the lips on every m, b and p within one frame of the sound (issue 21 item 4)', () => {
    // "Maybe Bob pays" at a brisk pace (phones of 45–90 ms), as eSpeak reports it in IPA and Flite in ARPAbet.
    const ipa: [string, number][] = [
      ['_', 0],
      ['m', 300],
      ['eɪ', 360],
      ['b', 450],
      ['i', 495],
      ['b', 560],
      ['ɒ', 610],
      ['b', 700],
      ['p', 745],
      ['eɪ', 800],
      ['z', 905],
      ['_', 990],
    ];
    const arpabet: [string, number][] = [
      ['pau', 0],
      ['M', 300],
      ['EY1', 360],
      ['B', 450],
      ['IY0', 495],
      ['B', 560],
      ['AA1', 610],
      ['B', 700],
      ['P', 745],
      ['EY1', 800],
      ['Z', 905],
      ['pau', 990],
    ];
    const closures = new Set(['m', 'b', 'p', 'M', 'B', 'P']);
    for (const [name, track] of [
      ['IPA', ipa],
      ['ARPAbet', arpabet],
    ] as const) {
      for (const fps of [25, 12.5]) {
        it(`${name} at ${fps} fps`, () => {
          const phonemes = timed(track, 1300);
          const frames = visemeFrames(visemeTrack(phonemes, { durationMs: 1300, fps }));
          for (const p of phonemes.filter((p) => closures.has(p.phoneme))) {
            // The frames the phone sounds in, widened by one on each side (the mouth leads by one).
            const from = Math.max(0, Math.floor((p.startMs * fps) / 1000) - 1);
            const to = Math.ceil((p.endMs * fps) / 1000);
            expect(frames.slice(from, to + 1), `${p.phoneme} at ${p.startMs} ms`).toContain('MBP');
          }
          // Between the closures of "bob" the mouth opens again (at 25 fps there is a frame for it).
          if (fps === 25) expect(frames.slice(Math.floor(0.56 * fps), Math.ceil(0.745 * fps)).some((s) => s !== 'MBP')).toBe(true);
        });
      }
    }
  });

  it('reads ARPAbet tracks the same way', () => {
    const arpabet = visemeTrack(
      timed(
        [
          ['pau', 0],
          ['M', 100],
          ['AY1', 180],
          ['F', 400],
          ['UW1', 500],
          ['pau', 700],
        ],
        900,
      ),
      { durationMs: 900, fps: 25 },
    );
    expect(arpabet.map((s) => s.shape)).toEqual(['rest', 'MBP', 'AI', 'E', 'FV', 'U', 'rest']);
  });

  it('rests for the whole clip without phonemes, and refuses a frame rate of zero', () => {
    expect(visemeTrack([], { durationMs: 1000, fps: 25 })).toEqual([{ shape: 'rest', startFrame: 0, frames: 25 }]);
    expect(() => visemeTrack([], { durationMs: 1000, fps: 0 })).toThrow(RangeError);
  });
});
