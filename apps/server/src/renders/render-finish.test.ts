import { eq, sql, videos } from '@lectern/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileStorage } from '../storage/file-storage';
import { createTestApp, type TestApp } from '../test/test-app';
import { allowancePort } from './allowance-port';
import { fakePorts, slide } from './fake-render-ports';
import { processRender } from './render-worker';

/** Issue 14 items 4 and 7: the last pass gets the chapters and the chosen music; someone else's upload is never read. */
describe('the final pass of a render', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function renderWith(token: string, extra: Record<string, unknown>, storage: FileStorage = t.services.storage) {
    const { project } = await (await t.request('/api/projects', { token, body: { name: 'Music test', purpose: 'Compliance Training' } })).json();
    const slides = [slide(1, 'One two three.'), slide(2, 'Four five.'), slide(3, 'Six.')];
    await t.request(`/api/projects/${project.id}`, { method: 'PATCH', token, body: { progress_data: { duration: 1, slides } } });
    // Written straight to the database: a save would refuse a foreign upload before the render could see it.
    await t.database.db.execute(sql`UPDATE projects SET progress_data = progress_data || ${JSON.stringify(extra)}::jsonb WHERE id = ${project.id}`);
    const { render } = await (await t.request(`/api/projects/${project.id}/renders`, { token, body: {} })).json();
    const fake = fakePorts();
    await processRender({ db: t.database.db, storage, ports: fake.ports, allowance: allowancePort(), pollMs: 20, log: () => {} }, render.id);
    const [video] = await t.database.db.select().from(videos).where(eq(videos.project_id, project.id));
    return { fake, video: video!, projectId: project.id as string };
  }

  it('mixes a shipped track at the chosen level and writes one chapter per slide', async () => {
    const { token } = await t.signUp('finish-library@example.com');
    const { fake, video } = await renderWith(token, { backgroundMusic: { source: 'library', trackId: 'bright-steps' }, musicVolume: 40 });
    expect(fake.calls.finish).toBe(1);
    expect(fake.finishes[0]).toEqual({ chapters: 3, music: { volume: 40 } });
    expect(video.metadata.background_music).toEqual({ source: 'library', trackId: 'bright-steps', volume: 40 });
    expect(video.metadata.chapters).toHaveLength(3);
  });

  it('mixes the owner’s upload, and never reads another person’s', async () => {
    const owner = await t.signUp('finish-owner@example.com');
    const stranger = await t.signUp('finish-stranger@example.com');
    const { project: theirs } = await (
      await t.request('/api/projects', { token: stranger.token, body: { name: 'Theirs', purpose: 'Compliance Training' } })
    ).json();
    const foreignKey = `music/${theirs.id}/00000000-0000-4000-8000-000000000001.wav`;
    await t.services.storage.put(foreignKey, new Uint8Array([1, 2, 3]));
    const read: string[] = [];
    const watched: FileStorage = {
      ...t.services.storage,
      get: (key, ...rest) => {
        read.push(key);
        return t.services.storage.get(key, ...rest);
      },
    };

    const foreign = await renderWith(owner.token, { backgroundMusic: { source: 'upload', key: foreignKey, name: 'x.wav' } }, watched);
    expect(foreign.fake.finishes[0]).toEqual({ chapters: 3, music: null });
    expect(read).not.toContain(foreignKey);
    expect(foreign.video.metadata.background_music).toBeUndefined();

    const { projectId } = await renderWith(owner.token, {});
    const ownKey = `music/${projectId}/00000000-0000-4000-8000-000000000002.wav`;
    await t.services.storage.put(ownKey, new Uint8Array([1, 2, 3]));
    const own = await renderWith(owner.token, { backgroundMusic: { source: 'upload', key: ownKey, name: 'mine.wav' }, musicVolume: 10 }, watched);
    expect(own.fake.finishes[0]).toEqual({ chapters: 3, music: { volume: 10 } });
    expect(read).toContain(ownKey);
  });
});
