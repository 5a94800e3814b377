import { afterAll, describe, expect, it } from 'vitest';
import { FliteEngine, type FliteRequest } from './flite-engine.ts';

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

/** A short synthesis of two runs (the sentence, then its words), by the fast diphone voice. */
const SHORT: FliteRequest = {
  chunks: ['Report a breach within one hour.'],
  voice: 'kal16',
  durationStretch: 1,
  words: ['Report', 'a', 'breach', 'within', 'one', 'hour.'],
};

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Runner processes this test process is held open by (Node lists only handles that keep it alive). */
const heldProcesses = () => process.getActiveResourcesInfo().filter((name) => name === 'ProcessWrap').length;

describe('FliteEngine', () => {
  it('finishes a synthesis of several runs every time', { timeout: 60_000 }, async () => {
    for (let i = 0; i < 5; i++) {
      const result = await engine.synthesize({ chunks: CHUNKS, voice: 'awb', durationStretch: 1.16, words: WORDS });
      expect(result.parts).toHaveLength(2);
      expect(result.wordPhones.split('\n').filter(Boolean).length).toBeGreaterThanOrEqual(WORDS.length);
    }
  });

  it('speaks the stretches of a text on as many runners at once, the output of each run in its place (decision 197)', { timeout: 60_000 }, async () => {
    const request: FliteRequest = {
      ...SHORT,
      chunks: ['Report a breach within one hour.', 'Lock your screen.'],
      words: [...SHORT.words, 'Lock', 'your', 'screen.'],
    };
    const seen: number[] = [];
    const two = new FliteEngine(2, { onRequest: (pid) => seen.push(pid) });
    const one = new FliteEngine(1);
    try {
      const [apart, together] = await Promise.all([two.synthesize(request), one.synthesize(request)]);
      expect(new Set(seen).size).toBe(2);
      expect(apart.parts.map((p) => p.segments)).toEqual(together.parts.map((p) => p.segments));
      expect(apart.parts.map((p) => p.wav.length)).toEqual(together.parts.map((p) => p.wav.length));
      expect(apart.wordPhones).toBe(together.wordPhones);
    } finally {
      await Promise.all([two.close(), one.close()]);
    }
  });

  it('speaks many times in a row on long-lived runners, each retired after its instances, and the same every time', { timeout: 60_000 }, async () => {
    const seen = new Set<number>();
    // Two instances a synthesis, four a runner: a new runner every other synthesis.
    const pool = new FliteEngine(1, { instancesPerRunner: 4, onRequest: (pid) => seen.add(pid) });
    try {
      const first = await pool.synthesize(SHORT);
      for (let i = 1; i < 8; i++) {
        const again = await pool.synthesize(SHORT);
        expect(again.parts[0]?.wav.equals(first.parts[0]!.wav)).toBe(true);
        expect(again.parts[0]?.segments).toBe(first.parts[0]?.segments);
        expect(again.wordPhones).toBe(first.wordPhones);
      }
      // Retired every other synthesis (one more should a runner have died and its request been made again).
      expect(seen.size).toBeGreaterThanOrEqual(4);
      expect(pool.runnerPids.length).toBeLessThanOrEqual(1);
    } finally {
      await pool.close();
    }
    expect([...seen].filter(alive)).toEqual([]);
  });

  it('makes a synthesis again on a fresh runner when its runner dies mid-run, leaving no process behind', { timeout: 30_000 }, async () => {
    const handed: number[] = [];
    const pool = new FliteEngine(1, {
      onRequest: (pid) => {
        handed.push(pid);
        // The first runner dies with the request in hand, as Node's WASI did (decision 139).
        if (handed.length === 1) process.kill(pid, 'SIGKILL');
      },
    });
    try {
      const result = await pool.synthesize(SHORT);
      expect(result.parts[0]?.wav.length).toBeGreaterThan(1000);
      expect(result.wordPhones.split('\n').filter(Boolean)).toHaveLength(SHORT.words.length);
      expect(handed).toHaveLength(2);
      expect(handed[1]).not.toBe(handed[0]);
      expect(alive(handed[0]!)).toBe(false);
      // The fresh runner is kept for the next synthesis, without holding this process open.
      expect(pool.runnerPids).toEqual([handed[1]]);
      expect(heldProcesses()).toBe(0);
    } finally {
      await pool.close();
    }
    expect(pool.runnerPids).toEqual([]);
    expect(alive(handed[1]!)).toBe(false);
  });

  it('kills the runner at work when its synthesis is aborted, and tries it no more', { timeout: 30_000 }, async () => {
    const controller = new AbortController();
    const handed: number[] = [];
    const pool = new FliteEngine(1, {
      onRequest: (pid) => {
        handed.push(pid);
        controller.abort();
      },
    });
    try {
      await expect(pool.synthesize(SHORT, controller.signal)).rejects.toMatchObject({ name: 'AbortError' });
      expect(handed).toHaveLength(1);
      expect(alive(handed[0]!)).toBe(false);
      expect(pool.runnerPids).toEqual([]);
      // The next synthesis starts a runner of its own.
      expect((await pool.synthesize(SHORT)).parts).toHaveLength(1);
    } finally {
      await pool.close();
    }
  });
});
