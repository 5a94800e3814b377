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
  paused = false;
  pause() {
    this.paused = true;
  }
  play() {
    this.paused = false;
  }
  /** Plays to `to` in 0.25 s steps, stopping where the player pauses the video. */
  playTo(to: number) {
    this.paused = false;
    while (this.currentTime < to - 1e-9 && !this.paused) {
      this.currentTime = Math.min(to, Math.round((this.currentTime + 0.25) * 1000) / 1000);
      this.fire('timeupdate');
    }
  }
}

const QUIZZES = [
  { id: 'q1', slideIndex: 1, atSeconds: 20, question: 'Which exit?', answers: ['North', 'South'], correct: [1], explanation: 'South is nearest.' },
  { id: 'q2', slideIndex: 3, atSeconds: 60, question: 'Which apply?', answers: ['A fact', 'A myth', 'Another fact'], correct: [0, 2], explanation: '' },
];

function launch(version: '1.2' | '2004', options: { passMark?: string; stored?: Record<string, string> } = {}) {
  const values = new Map(Object.entries(options.stored ?? {}));
  const sets: [string, string][] = [];
  const get = (key: string) =>
    values.get(key) ?? (key.endsWith('lesson_status') ? 'not attempted' : key.endsWith('_status') ? 'unknown' : key.endsWith('_count') ? '0' : '');
  const set = (key: string, value: string) => {
    sets.push([key, value]);
    values.set(key, value);
    return 'true';
  };
  const ok = () => 'true';
  const api =
    version === '1.2'
      ? { LMSInitialize: ok, LMSGetValue: get, LMSSetValue: set, LMSCommit: ok, LMSFinish: ok }
      : { Initialize: ok, GetValue: get, SetValue: set, Commit: ok, Terminate: ok };
  const video = new FakeVideo();
  const attributes: Record<string, string> = { 'data-scorm-version': version, 'data-completion-threshold': '0.9', 'data-pass-mark': options.passMark ?? '80' };
  const lmsWindow = { [version === '1.2' ? 'API' : 'API_1484_11']: api };
  Object.defineProperty(lmsWindow, 'parent', { value: lmsWindow });
  const window = Object.assign(new FakeTarget(), {
    document: {
      body: { getAttribute: (name: string) => attributes[name] ?? null },
      getElementById: (id: string) => (id === 'lectern-video' ? video : id === 'lectern-quizzes' ? { textContent: JSON.stringify(QUIZZES) } : null),
    },
    opener: null,
    parent: lmsWindow,
  }) as unknown as FakeTarget & Record<string, unknown>;
  window.top = lmsWindow;
  runInNewContext(SCORM_SCRIPT, { window });
  const player = window.LecternScorm as {
    state(): { asking: string | null; score: number; passMark: number };
    answer(id: string, response: number[]): boolean;
    skip(id: string): void;
  };
  const interaction = (n: number) =>
    Object.fromEntries([...values].filter(([k]) => k.startsWith(`cmi.interactions.${n}.`)).map(([k, v]) => [k.slice(`cmi.interactions.${n}.`.length), v]));
  const statusSets = (key: string) => sets.filter(([k]) => k === key).map(([, v]) => v);
  return { video, player, values, interaction, statusSets };
}

describe('scorm.js quiz questions (decision 175)', () => {
  it('1.2: stops at each question, reports each answer as an interaction, the score, and passed at the pass mark', () => {
    const { video, player, values, interaction, statusSets } = launch('1.2');
    video.playTo(30);
    // Stopped at the first question.
    expect(video.paused).toBe(true);
    expect(video.currentTime).toBeGreaterThanOrEqual(20);
    expect(video.currentTime).toBeLessThan(20.5);
    expect(player.state().asking).toBe('q1');
    expect(player.answer('q1', [1])).toBe(true);
    expect(player.state().asking).toBeNull();
    expect(interaction(0)).toMatchObject({
      id: 'q1',
      type: 'choice',
      student_response: 'b',
      'correct_responses.0.pattern': 'b',
      result: 'correct',
    });
    expect(interaction(0).latency).toMatch(/^\d{2,4}:\d{2}:\d{2}\.\d{2}$/);
    expect(interaction(0).time).toMatch(/^\d{2}:\d{2}:\d{2}$/);
    expect(values.get('cmi.core.score.raw')).toBe('50');
    expect(values.get('cmi.core.score.min')).toBe('0');
    expect(values.get('cmi.core.score.max')).toBe('100');
    // One question of two met: no result yet.
    expect(statusSets('cmi.core.lesson_status')).toEqual(['incomplete']);
    video.playTo(70);
    expect(player.state().asking).toBe('q2');
    expect(player.answer('q2', [2, 0])).toBe(true);
    expect(interaction(1)).toMatchObject({ id: 'q2', student_response: 'a,c', result: 'correct' });
    expect(values.get('cmi.core.score.raw')).toBe('100');
    expect(statusSets('cmi.core.lesson_status')).toEqual(['incomplete', 'passed']);
    // With questions, watching most of the video never sets "completed" in 1.2.
    video.playTo(100);
    expect(statusSets('cmi.core.lesson_status')).toEqual(['incomplete', 'passed']);
  });

  it('1.2: fails under the pass mark; a skipped question counts as not right and is not an interaction', () => {
    const { video, player, values, interaction, statusSets } = launch('1.2', { passMark: '60' });
    video.playTo(30);
    player.skip('q1');
    expect(video.paused).toBe(false);
    video.playTo(70);
    expect(player.answer('q2', [0])).toBe(false);
    expect(interaction(0)).toMatchObject({ id: 'q2', student_response: 'a', result: 'wrong' });
    expect(interaction(1)).toEqual({});
    expect(values.get('cmi.core.score.raw')).toBe('0');
    expect(statusSets('cmi.core.lesson_status')).toEqual(['incomplete', 'failed']);
  });

  it('1.2: without answering, watching most of the video settles the result with what was answered', () => {
    const { video, values, statusSets } = launch('1.2', { passMark: '50' });
    video.currentTime = 61;
    video.fire('seeked');
    video.playTo(100);
    video.currentTime = 0;
    video.fire('seeked');
    video.playTo(19);
    video.currentTime = 21;
    video.fire('seeked');
    video.playTo(59);
    // Both questions were seeked past; 90 % was watched.
    expect(values.get('cmi.core.score.raw')).toBe('0');
    expect(statusSets('cmi.core.lesson_status')).toEqual(['incomplete', 'failed']);
  });

  it('2004: interactions with learner_response and ISO times, scaled score, completion and success apart', () => {
    const { video, player, values, interaction, statusSets } = launch('2004');
    video.playTo(30);
    player.answer('q1', [0]);
    expect(interaction(0)).toMatchObject({
      id: 'q1',
      type: 'choice',
      description: 'Which exit?',
      learner_response: 'a',
      'correct_responses.0.pattern': 'b',
      result: 'incorrect',
    });
    expect(interaction(0).latency).toMatch(/^PT(\d+H)?(\d+M)?\d+(\.\d{1,2})?S$/);
    expect(interaction(0).timestamp).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    video.playTo(70);
    player.answer('q2', [0, 2]);
    expect(interaction(1)).toMatchObject({ learner_response: 'a[,]c', 'correct_responses.0.pattern': 'a[,]c', result: 'correct' });
    expect(values.get('cmi.score.raw')).toBe('50');
    expect(values.get('cmi.score.scaled')).toBe('0.5');
    expect(statusSets('cmi.success_status')).toEqual(['failed']);
    expect(statusSets('cmi.completion_status')).toEqual(['incomplete']);
    video.playTo(100);
    expect(statusSets('cmi.completion_status')).toEqual(['incomplete', 'completed']);
    expect(statusSets('cmi.success_status')).toEqual(['failed']);
  });

  it('2004: appends to the interactions of an earlier attempt, and leaves a passed attempt as it was', () => {
    const retry = launch('2004', { stored: { 'cmi.interactions._count': '2', 'cmi.success_status': 'failed' } });
    retry.video.playTo(30);
    retry.player.answer('q1', [1]);
    expect(retry.interaction(2)).toMatchObject({ id: 'q1', result: 'correct' });
    const review = launch('2004', { stored: { 'cmi.success_status': 'passed', 'cmi.completion_status': 'completed', 'cmi.score.raw': '100' } });
    review.video.playTo(30);
    review.player.answer('q1', [0]);
    expect(review.values.get('cmi.score.raw')).toBe('100');
    expect(review.statusSets('cmi.success_status')).toEqual([]);
  });
});
