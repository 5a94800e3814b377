import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { SCORM_SCRIPT } from '../scorm-player-page';

type Listener = () => void;

class FakeTarget {
  private listeners = new Map<string, Listener[]>();
  addEventListener(type: string, listener: Listener) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  fire(type: string) {
    for (const listener of this.listeners.get(type) ?? []) listener();
  }
}

class FakeVideo extends FakeTarget {
  currentTime = 0;
  duration = 100;
  seeking = false;
  readyState = 1;
  /** Plays from the current time to `to` in steps of `step` seconds, as timeupdate would report. */
  playTo(to: number, step = 0.25) {
    while (this.currentTime < to - 1e-9) {
      this.currentTime = Math.min(to, Math.round((this.currentTime + step) * 1000) / 1000);
      this.fire('timeupdate');
    }
  }
  seek(to: number) {
    this.seeking = true;
    this.currentTime = to;
    this.fire('seeking');
    this.fire('timeupdate');
    this.seeking = false;
    this.fire('seeked');
  }
}

interface Call {
  fn: string;
  key?: string;
  value?: string;
}

/** An LMS API object: values kept in a map, every call recorded. */
function fakeLms(version: '1.2' | '2004', stored: Record<string, string> = {}) {
  const calls: Call[] = [];
  const values = new Map(Object.entries(stored));
  const get = (key: string) => {
    calls.push({ fn: 'get', key });
    return values.get(key) ?? (key.endsWith('lesson_status') ? 'not attempted' : key.endsWith('completion_status') ? 'unknown' : '');
  };
  const set = (key: string, value: string) => {
    calls.push({ fn: 'set', key, value });
    values.set(key, value);
    return 'true';
  };
  const simple = (fn: string) => () => {
    calls.push({ fn });
    return 'true';
  };
  const api =
    version === '1.2'
      ? { LMSInitialize: simple('init'), LMSGetValue: get, LMSSetValue: set, LMSCommit: simple('commit'), LMSFinish: simple('finish') }
      : { Initialize: simple('init'), GetValue: get, SetValue: set, Commit: simple('commit'), Terminate: simple('finish') };
  return { api, calls, values };
}

/** Runs scorm.js in a window whose parent chain is given; returns the window and its video. */
function launch(version: '1.2' | '2004', parents: Record<string, unknown>[], options: { duration?: number } = {}) {
  const video = new FakeVideo();
  if (options.duration) video.duration = options.duration;
  const attributes: Record<string, string> = { 'data-scorm-version': version, 'data-completion-threshold': '0.9', 'data-duration': '' };
  const window = Object.assign(new FakeTarget(), {
    document: { body: { getAttribute: (name: string) => attributes[name] ?? null }, getElementById: (id: string) => (id === 'lectern-video' ? video : null) },
    opener: null,
  }) as unknown as FakeTarget & Record<string, unknown>;
  // window.parent → parents[0] → parents[1] …; the last is its own parent (the top window).
  const chain = [window, ...parents];
  chain.forEach((w, i) => {
    if (!('parent' in w)) Object.defineProperty(w, 'parent', { value: chain[i + 1] ?? w, configurable: true });
  });
  window.top = chain[chain.length - 1];
  runInNewContext(SCORM_SCRIPT, { window });
  const helpers = window.LecternScorm as {
    state(): { connected: boolean; completed: boolean; progress: number; ranges: number[][] };
    timespan12(s: number): string;
    timespan2004(s: number): string;
    encodeRanges(r: number[][]): string;
    decodeRanges(t: string): number[][];
  };
  return { window, video, helpers };
}

const setsOf = (calls: Call[], key: string) => calls.filter((c) => c.fn === 'set' && c.key === key).map((c) => c.value);

describe('scorm.js, SCORM 1.2', () => {
  it('starts the attempt, and completes only once 90 % has been played', () => {
    const lms = fakeLms('1.2');
    const { video, helpers } = launch('1.2', [{ API: lms.api }]);
    expect(lms.calls[0]).toEqual({ fn: 'init' });
    expect(setsOf(lms.calls, 'cmi.core.lesson_status')).toEqual(['incomplete']);
    video.playTo(89.5);
    expect(helpers.state().completed).toBe(false);
    expect(setsOf(lms.calls, 'cmi.core.lesson_status')).toEqual(['incomplete']);
    video.playTo(90.25);
    expect(helpers.state().completed).toBe(true);
    expect(setsOf(lms.calls, 'cmi.core.lesson_status')).toEqual(['incomplete', 'completed']);
    expect(lms.values.get('cmi.suspend_data')).toBe('w1:0-90');
    expect(lms.values.get('cmi.core.lesson_location')).toBe('90');
    expect(lms.calls.at(-1)).toEqual({ fn: 'commit' });
  });

  it('gives no credit for seeking or for jumps longer than 1.5 s', () => {
    const lms = fakeLms('1.2');
    const { video, helpers } = launch('1.2', [{ API: lms.api }]);
    video.playTo(10);
    video.seek(80);
    video.playTo(100);
    // Played at 16× a timeupdate step is 4 s of video: not watched.
    video.seek(10);
    video.playTo(80, 4);
    video.fire('ended');
    expect(helpers.state().progress).toBeCloseTo(0.3, 2);
    expect(helpers.state().completed).toBe(false);
    expect(lms.values.get('cmi.core.lesson_status')).toBe('incomplete');
    expect(lms.values.get('cmi.suspend_data')).toBe('w1:0-10,80-100');
  });

  it('resumes where the learner stopped, keeping the credit from before', () => {
    const lms = fakeLms('1.2', { 'cmi.suspend_data': 'w1:0-50,garbage,60-70', 'cmi.core.lesson_location': '50', 'cmi.core.lesson_status': 'incomplete' });
    const { video, helpers } = launch('1.2', [{ API: lms.api }]);
    expect(video.currentTime).toBe(50);
    expect(helpers.state().ranges).toEqual([
      [0, 50],
      [60, 70],
    ]);
    video.playTo(80);
    expect(helpers.state().completed).toBe(false);
    video.seek(80);
    video.playTo(90.5);
    expect(helpers.state().completed).toBe(true);
  });

  it('keeps a completed status and finishes once on leaving, with the session time and exit', () => {
    const lms = fakeLms('1.2', { 'cmi.core.lesson_status': 'completed' });
    const { window, video } = launch('1.2', [{ API: lms.api }]);
    expect(setsOf(lms.calls, 'cmi.core.lesson_status')).toEqual([]);
    video.playTo(5);
    window.fire('pagehide');
    window.fire('unload');
    expect(lms.calls.filter((c) => c.fn === 'finish')).toHaveLength(1);
    expect(lms.values.get('cmi.core.session_time')).toMatch(/^\d{2,4}:\d{2}:\d{2}\.\d{2}$/);
    expect(lms.values.get('cmi.core.exit')).toBe('');
  });

  it('suspends an unfinished attempt on leaving', () => {
    const lms = fakeLms('1.2');
    const { window, video } = launch('1.2', [{ API: lms.api }]);
    video.playTo(20);
    window.fire('pagehide');
    expect(lms.values.get('cmi.core.exit')).toBe('suspend');
    expect(lms.calls.at(-1)).toEqual({ fn: 'finish' });
  });

  it('plays without an LMS', () => {
    const { video, helpers } = launch('1.2', [{}]);
    video.playTo(95);
    expect(helpers.state()).toMatchObject({ connected: false, completed: false });
  });
});

describe('scorm.js, SCORM 2004', () => {
  it('finds API_1484_11 past a parent of another origin and reports progress_measure and completion_status', () => {
    const lms = fakeLms('2004');
    const foreign = {};
    Object.defineProperty(foreign, 'API_1484_11', {
      get() {
        throw new Error('SecurityError: Blocked a frame from accessing a cross-origin frame.');
      },
    });
    const { video, window } = launch('2004', [foreign, { API_1484_11: lms.api }], { duration: 40 });
    expect(setsOf(lms.calls, 'cmi.completion_status')).toEqual(['incomplete']);
    video.playTo(20);
    video.fire('pause');
    expect(lms.values.get('cmi.progress_measure')).toBe('0.5000');
    expect(lms.values.get('cmi.location')).toBe('20');
    video.playTo(36);
    expect(setsOf(lms.calls, 'cmi.completion_status')).toEqual(['incomplete', 'completed']);
    window.fire('pagehide');
    expect(lms.values.get('cmi.session_time')).toMatch(/^PT(\d+H)?(\d+M)?\d+(\.\d{1,2})?S$/);
    expect(lms.values.get('cmi.exit')).toBe('normal');
    expect(lms.calls.at(-1)).toEqual({ fn: 'finish' });
  });
});

describe('scorm.js helpers', () => {
  const { helpers } = launch('1.2', [{}]);
  it('writes SCORM time spans', () => {
    expect(helpers.timespan12(3725.5)).toBe('01:02:05.50');
    expect(helpers.timespan12(0)).toBe('00:00:00.00');
    expect(helpers.timespan2004(3725.5)).toBe('PT1H2M5.5S');
    expect(helpers.timespan2004(42)).toBe('PT42S');
    expect(helpers.timespan2004(0)).toBe('PT0S');
  });

  it('keeps suspend_data within SCORM 1.2 limits, dropping the shortest ranges first', () => {
    const ranges = Array.from({ length: 1000 }, (_, i) => [i * 10, i * 10 + 1 + (i === 7 ? 5 : 0)]);
    const text = helpers.encodeRanges(ranges);
    expect(text.length).toBeLessThanOrEqual(4096);
    expect(helpers.decodeRanges(text)).toContainEqual([70, 76]);
  });
});
