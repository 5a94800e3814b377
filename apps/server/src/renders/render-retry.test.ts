import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { allowancePort } from './allowance-port';
import { fakePorts, slide } from './fake-render-ports';
import { requestRender } from './render-use-cases';
import { markRenderFailed, processRender } from './render-worker';

/** What GET /api/renders/:id and its event stream report while the queue retries a render. */
describe('a render the queue is retrying is reported as retrying, not as failed', () => {
  let t: TestApp;
  let userId: string;
  let token: string;
  const queue = { sendRender: async () => 'job' };

  beforeAll(async () => {
    t = await createTestApp();
    ({ token, userId } = await t.signUp('retries@example.com'));
  });
  afterAll(() => t.close());

  async function render() {
    const { project } = await (await t.request('/api/projects', { token, body: { name: 'Ladder Safety', purpose: 'Compliance Training' } })).json();
    await t.request(`/api/projects/${project.id}`, {
      method: 'PATCH',
      token,
      body: { progress_data: { duration: 1, slides: [slide(1, 'Check the ladder first.'), slide(2, 'Keep three points of contact.')] } },
    });
    return requestRender({ db: t.database.db, queue, allowance: allowancePort(t.database.db) }, userId, project.id, 'webm');
  }
  const deps = (ports: ReturnType<typeof fakePorts>['ports']) => ({
    db: t.database.db,
    storage: t.services.storage,
    ports,
    allowance: allowancePort(t.database.db),
    pollMs: 20,
    log: () => {},
  });
  const get = async (id: string) => (await (await t.request(`/api/renders/${id}`, { token })).json()).render;

  it('says which attempt failed and that another follows, then completes', async () => {
    const { id } = await render();
    expect(await get(id)).toMatchObject({ status: 'queued', attempt: 0, maxAttempts: 4, retrying: false, error: null });
    const { ports } = fakePorts({ failEncodeOnce: true });
    await expect(processRender(deps(ports), id)).rejects.toThrow('ffmpeg exited with code 1');

    const between = await get(id);
    expect(between).toMatchObject({ status: 'running', attempt: 1, maxAttempts: 4, retrying: true, error: 'ffmpeg exited with code 1' });
    expect(between.step).not.toBe('Video generation failed');

    // The event stream carries the same fields.
    const events = await t.request(`/api/renders/${id}/events`, { token });
    const reader = events.body!.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    await reader.cancel();
    expect(first).toContain('"retrying":true');
    expect(first).toContain('"attempt":1');

    await processRender(deps(ports), id);
    expect(await get(id)).toMatchObject({ status: 'completed', attempt: 2, retrying: false, error: null });
  });

  it('is final only once the queue gives up, with a message fit for the person', async () => {
    const { id } = await render();
    const { ports } = fakePorts({ failEncodeOnce: true });
    await expect(processRender(deps(ports), id)).rejects.toThrow();
    expect((await get(id)).retrying).toBe(true);
    await markRenderFailed(t.database.db, id, 'Failed query: select * from renders where id = $1 params: secret');
    const final = await get(id);
    expect(final).toMatchObject({ status: 'failed', retrying: false, step: 'Video generation failed' });
    expect(final.error).not.toContain('secret');
    expect(final.error).not.toContain('select');
  });
});
