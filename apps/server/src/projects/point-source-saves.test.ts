import { POINT_SOURCE_MESSAGES } from '@lectern/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

const source = (point: string, page: number) => ({
  point,
  kind: 'document',
  document: 'benefits.pdf',
  page,
  section: ['Benefits', 'Health insurance'],
  excerpt: `${point}.`,
});

const slide = (keyPoints: string[], pointSources: unknown[]) => ({
  id: 'slide-2',
  order: 1,
  title: 'Health insurance',
  description: '',
  script: '',
  duration: 30,
  keyPoints,
  templateId: 'bullet-points',
  visualCues: [],
  avatarVisible: false,
  imageKeyword: 'health',
  pointSources,
});

describe('saving slides with their points’ sources (decision 161)', () => {
  let t: TestApp;
  let token: string;
  let projectId: string;
  const save = (progress_data: Record<string, unknown>) => t.request(`/api/projects/${projectId}`, { method: 'PATCH', token, body: { progress_data } });
  const saved = async () => (await (await t.request(`/api/projects/${projectId}`, { token })).json()).project.progress_data;

  beforeAll(async () => {
    t = await createTestApp();
    token = (await t.signUp('trainer@example.com')).token;
    projectId = (await (await t.request('/api/projects', { token, body: { name: 'Benefits', purpose: 'Onboarding' } })).json()).project.id;
  });
  afterAll(() => t.close());

  it('keeps every source of an unchanged slide, whatever the order of its points', async () => {
    const sources = [source('Cover starts on day one', 2), source('Dental care is included', 3)];
    expect((await save({ slides: [slide(['Dental care is included', 'Cover starts on day one'], sources)] })).status).toBe(200);
    expect((await saved()).slides[0].pointSources).toEqual(sources);
  });

  it('drops the source of a point the person rewrote, in the slides and the English beside a translation', async () => {
    const sources = [source('Cover starts on day one', 2), source('Dental care is included', 3)];
    const edited = slide(['Cover starts after one month', 'Dental care is included'], sources);
    expect((await save({ slides: [edited], englishContent: [edited] })).status).toBe(200);
    const progress = await saved();
    expect(progress.slides[0].pointSources).toEqual([sources[1]]);
    expect(progress.englishContent[0].pointSources).toEqual([sources[1]]);
    expect(progress.slides[0].keyPoints).toEqual(['Cover starts after one month', 'Dental care is included']);
  });

  it('refuses malformed sources with a message and keeps what was saved', async () => {
    const res = await save({ slides: [slide(['Cover starts on day one'], [{ point: 'Cover starts on day one', document: 'benefits.pdf' }])] });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: POINT_SOURCE_MESSAGES.invalid });
    expect((await saved()).slides[0].keyPoints).toEqual(['Cover starts after one month', 'Dental care is included']);
  });
});
