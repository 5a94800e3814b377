import { MAX_SCRIPT_WORDS, VIDEO_LENGTH_MESSAGES } from '@lectern/core';
import { sql } from '@lectern/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slide } from '../renders/fake-render-ports';
import { createTestApp, type TestApp } from '../test/test-app';

/** Decision 149: a project write may only choose the spec's lengths, sane slide durations and scripts a video can hold. */
describe('project writes and the video length', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = (await t.signUp('lengths@example.com')).token;
  });
  afterAll(() => t.close());

  const newProject = async () =>
    (await (await t.request('/api/projects', { token, body: { name: 'Fire Safety', purpose: 'Compliance Training' } })).json()).project.id as string;
  const save = (id: string, progress_data: Record<string, unknown>) => t.request(`/api/projects/${id}`, { method: 'PATCH', token, body: { progress_data } });
  const stored = async (id: string) => (await (await t.request(`/api/projects/${id}`, { token })).json()).project.progress_data;
  const words = (n: number) => Array.from({ length: n }, () => 'safety').join(' ');

  it('refuses every length outside the choices with the message, and keeps what was saved before', async () => {
    const id = await newProject();
    const before = { duration: 2, azureDuration: 120, slides: [slide(1, 'Welcome.')] };
    expect((await save(id, before)).status).toBe(200);
    const refused: [Record<string, unknown>, string][] = [
      [{ duration: 1e9 }, VIDEO_LENGTH_MESSAGES.minutes],
      [{ duration: 0.01 }, VIDEO_LENGTH_MESSAGES.minutes],
      [{ duration: 6 }, VIDEO_LENGTH_MESSAGES.minutes],
      [{ duration: '3' }, VIDEO_LENGTH_MESSAGES.minutes],
      [{ azureDuration: 60.5 }, VIDEO_LENGTH_MESSAGES.avatarSeconds],
      [{ azureDuration: 600 }, VIDEO_LENGTH_MESSAGES.avatarSeconds],
      [{ slides: [{ ...slide(1, 'Welcome.'), duration: 0.01 }] }, VIDEO_LENGTH_MESSAGES.slideDuration],
      [{ slides: [{ ...slide(1, 'Welcome.'), duration: 1e9 }] }, VIDEO_LENGTH_MESSAGES.slideDuration],
      [{ englishContent: [{ ...slide(1, 'Welcome.'), duration: -5 }] }, VIDEO_LENGTH_MESSAGES.slideDuration],
      [{ translatedSlides: { h: { hash: 'h', slides: [{ id: 'slide-1', duration: 9999 }] } } }, VIDEO_LENGTH_MESSAGES.slideDuration],
    ];
    for (const [change, message] of refused) {
      const res = await save(id, { ...before, ...change });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error: message });
    }
    expect(await stored(id)).toEqual(before);
  });

  it('caps the scripts at what the longest video can hold', async () => {
    const id = await newProject();
    const atCap = { duration: 5, slides: [slide(1, words(MAX_SCRIPT_WORDS - 1)), slide(2, 'Thanks')] };
    expect((await save(id, atCap)).status).toBe(200);
    const over = await save(id, { duration: 5, slides: [slide(1, words(MAX_SCRIPT_WORDS)), slide(2, 'Thanks')] });
    expect(over.status).toBe(400);
    expect(await over.json()).toEqual({ error: VIDEO_LENGTH_MESSAGES.scriptsTooLong });
    expect((await stored(id)).slides[1].script).toBe('Thanks');
  });

  it('still opens a project saved with odd lengths before they were checked, and lets it be fixed', async () => {
    const id = await newProject();
    const odd = { duration: 1e9, azureDuration: 0.01, slides: [{ ...slide(1, 'Welcome.'), duration: 0.01 }] };
    await t.database.db.execute(sql`UPDATE projects SET progress_data = ${JSON.stringify(odd)}::jsonb WHERE id = ${id}`);
    const read = await t.request(`/api/projects/${id}`, { token });
    expect(read.status).toBe(200);
    expect((await read.json()).project.progress_data).toEqual(odd);
    const fixed = { duration: 1, slides: [{ ...slide(1, 'Welcome.'), duration: 30 }] };
    expect((await save(id, fixed)).status).toBe(200);
    expect(await stored(id)).toEqual(fixed);
  });
});
