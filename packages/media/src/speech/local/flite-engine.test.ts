import { afterAll, describe, expect, it } from 'vitest';
import { FliteEngine } from './flite-engine.ts';

/**
 * Three runs in one process (two chunks of a script, then its words) once crashed Node 20's WASI in
 * about two syntheses of three (SIGSEGV) when a collection reached a finished run's instance while
 * the next one ran: a render failed on an ordinary script. The runner now collects between runs.
 * These are the pieces of the script that showed it; five syntheses in a row all finish.
 */
const CHUNKS = [
  'Moving on to five working days.\n\nYour manager approves each claim within five working days.\n\nYou can see the two points on screen.\n\nFirst, taxis are allowed only when no public transport runs.\n\nListen closely if you are one of the employees.\n\nEvery one of the employees needs this.\n\nThis applies to all employees.\n\nIf you are one of the employees, this part is for you.',
  'Take a moment to look at the points on screen.\n\nThink about where this shows up in your own work.\n\nPause the video if you want more time with this slide.\n\nThat covers five working days.',
];
const WORDS = [
  'Moving',
  'on',
  'to',
  'five',
  'working',
  'days.',
  'Your',
  'manager',
  'approves',
  'each',
  'claim',
  'within',
  'five',
  'working',
  'days.',
  'You',
  'can',
  'see',
  'the',
  'two',
  'points',
  'on',
  'screen.',
  'First,',
  'taxis',
  'are',
  'allowed',
  'only',
  'when',
  'no',
  'public',
  'transport',
  'runs.',
  'Listen',
  'closely',
  'if',
  'you',
  'are',
  'one',
  'of',
  'the',
  'employees.',
  'Every',
  'one',
  'of',
  'the',
  'employees',
  'needs',
  'this.',
  'This',
  'applies',
  'to',
  'all',
  'employees.',
  'If',
  'you',
  'are',
  'one',
  'of',
  'the',
  'employees,',
  'this',
  'part',
  'is',
  'for',
  'you.',
  'Take',
  'a',
  'moment',
  'to',
  'look',
  'at',
  'the',
  'points',
  'on',
  'screen.',
  'Think',
  'about',
  'where',
  'this',
  'shows',
  'up',
  'in',
  'your',
  'own',
  'work.',
  'Pause',
  'the',
  'video',
  'if',
  'you',
  'want',
  'more',
  'time',
  'with',
  'this',
  'slide.',
  'That',
  'covers',
  'five',
  'working',
  'days.',
];

const engine = new FliteEngine();
afterAll(() => engine.close());

describe('FliteEngine', () => {
  it('finishes a synthesis of several runs every time', { timeout: 60_000 }, async () => {
    for (let i = 0; i < 5; i++) {
      const result = await engine.synthesize({ chunks: CHUNKS, voice: 'awb', durationStretch: 1.16, words: WORDS });
      expect(result.parts).toHaveLength(2);
      expect(result.wordPhones.split('\n').filter(Boolean).length).toBeGreaterThanOrEqual(WORDS.length);
    }
  });
});
