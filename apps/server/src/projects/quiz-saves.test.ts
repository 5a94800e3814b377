import { QUIZ_MESSAGES } from '@lectern/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

const quiz = (patch: Record<string, unknown> = {}) => ({
  question: 'How many days does a new starter have to enrol?',
  answers: ['30 days', '60 days', '90 days'],
  correct: [0],
  explanation: 'The handbook gives 30 days from the first day.',
  ...patch,
});

const slide = (q: unknown) => ({
  id: 'slide-3',
  order: 2,
  title: 'Quick Quiz',
  description: '',
  script: '',
  duration: 15,
  keyPoints: [],
  templateId: 'focus-quote',
  visualCues: [],
  avatarVisible: false,
  imageKeyword: '',
  quiz: q,
});

describe('saving quiz slides (decision 175)', () => {
  let t: TestApp;
  let token: string;
  let projectId: string;
  const save = (progress_data: Record<string, unknown>) => t.request(`/api/projects/${projectId}`, { method: 'PATCH', token, body: { progress_data } });
  const saved = async () => (await (await t.request(`/api/projects/${projectId}`, { token })).json()).project.progress_data;

  beforeAll(async () => {
    t = await createTestApp();
    token = (await t.signUp('quiz-trainer@example.com')).token;
    projectId = (await (await t.request('/api/projects', { token, body: { name: 'Benefits', purpose: 'Onboarding' } })).json()).project.id;
  });
  afterAll(() => t.close());

  it('keeps an edited quiz as sent, several right answers included', async () => {
    const edited = quiz({ answers: ['30 days', '60 days', 'Before the first payday', '90 days'], correct: [0, 2] });
    expect((await save({ slides: [slide(edited)] })).status).toBe(200);
    expect((await saved()).slides[0].quiz).toEqual(edited);
  });

  it('refuses a quiz that breaks a rule with the rule in words, and keeps what was saved', async () => {
    const cases: [unknown, string][] = [
      [quiz({ answers: ['30 days'] }), QUIZ_MESSAGES.answerCount],
      [quiz({ correct: [] }), QUIZ_MESSAGES.correct],
      [quiz({ answers: ['30 days', ''] }), QUIZ_MESSAGES.answerEmpty],
      [quiz({ question: '' }), QUIZ_MESSAGES.question],
      [quiz({ correct: [7] }), QUIZ_MESSAGES.correctUnknown],
      ['30 days', QUIZ_MESSAGES.invalid],
    ];
    for (const [bad, message] of cases) {
      const res = await save({ slides: [slide(bad)] });
      expect(res.status, message).toBe(400);
      expect(await res.json()).toEqual({ error: `Slide 1: ${message}` });
    }
    expect((await saved()).slides[0].quiz.correct).toEqual([0, 2]);
  });
});
