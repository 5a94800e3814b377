import { sql } from '@lectern/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

describe('projects API', () => {
  let t: TestApp;
  let alice: string;
  let bob: string;
  beforeAll(async () => {
    t = await createTestApp();
    alice = (await t.signUp('alice@example.com')).token;
    bob = (await t.signUp('bob@example.com')).token;
  });
  afterAll(() => t.close());

  it('needs a signed-in user', async () => {
    const res = await t.request('/api/projects');
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: 'User not authenticated' });
  });

  it('creates native projects and lists them newest first', async () => {
    const a = await t.request('/api/projects', { token: alice, body: { name: 'Onboarding 101', purpose: 'Onboarding' } });
    expect(a.status).toBe(201);
    const first = (await a.json()).project;
    expect(first).toMatchObject({ name: 'Onboarding 101', purpose: 'Onboarding', flow_type: 'native', status: 'in_progress', progress_percentage: 0 });
    await t.request('/api/projects', { token: alice, body: { name: 'Security basics', purpose: 'Compliance Training' } });
    await t.request(`/api/projects/${first.id}`, { method: 'PATCH', token: alice, body: { progress_data: { contentSubmitted: true } } });
    const list = (await (await t.request('/api/projects', { token: alice })).json()).projects;
    expect(list.map((p: { name: string }) => p.name)).toEqual(['Onboarding 101', 'Security basics']);
    expect(list[0].progress_percentage).toBe(20);
  });

  it('lists what the project cards show, never the saved wizard state', async () => {
    const { project } = await (await t.request('/api/projects', { token: bob, body: { name: 'Avatar intro', purpose: 'Onboarding' } })).json();
    const bulky = { contentSubmitted: true, slidesGenerated: true, notes: 'x'.repeat(50_000), slides: [{ title: 'One' }] };
    expect((await t.request(`/api/projects/${project.id}`, { method: 'PATCH', token: bob, body: { progress_data: bulky } })).status).toBe(200);
    const res = await t.request('/api/projects', { token: bob });
    const [item] = (await res.json()).projects;
    // The fields the dashboard and /projects cards read (id, name, purpose, flow_type, status,
    // progress_percentage, created_at, updated_at) and the rest of a project but progress_data.
    expect(Object.keys(item).sort()).toEqual(
      ['completed_at', 'created_at', 'current_language', 'flow_type', 'id', 'name', 'progress_percentage', 'purpose', 'status', 'updated_at', 'user_id'].sort(),
    );
    expect(item).toMatchObject({
      id: project.id,
      name: 'Avatar intro',
      purpose: 'Onboarding',
      flow_type: 'native',
      status: 'in_progress',
      progress_percentage: 50,
    });
    expect(Number.isNaN(Date.parse(item.created_at))).toBe(false);
    // Opening the project still gives its whole saved state.
    const one = (await (await t.request(`/api/projects/${project.id}`, { token: bob })).json()).project;
    expect(one.progress_data).toEqual(bulky);
    expect(one.progress_percentage).toBe(50);
    await t.request(`/api/projects/${project.id}`, { method: 'DELETE', token: bob });
  });

  it('rejects a missing name or an unknown purpose with a clear message', async () => {
    const res = await t.request('/api/projects', { token: alice, body: { name: ' ', purpose: 'Onboarding' } });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'Project name is required' });
    const bad = await t.request('/api/projects', { token: alice, body: { name: 'x', purpose: 'Gardening' } });
    expect(bad.status).toBe(400);
  });

  it('sets completed_at when the status becomes completed', async () => {
    const { project } = await (await t.request('/api/projects', { token: alice, body: { name: 'Done', purpose: 'Documentation' } })).json();
    expect(project.completed_at).toBeNull();
    const res = await t.request(`/api/projects/${project.id}`, { method: 'PATCH', token: alice, body: { status: 'completed', current_language: 'en-GB' } });
    const updated = (await res.json()).project;
    expect(updated.status).toBe('completed');
    expect(updated.completed_at).not.toBeNull();
    expect(updated.current_language).toBe('en-GB');
    expect(updated.progress_percentage).toBe(100);
  });

  it("answers 404 for another user's project, never its data", async () => {
    const { project } = await (await t.request('/api/projects', { token: alice, body: { name: 'Private', purpose: 'Other' } })).json();
    for (const [method, body] of [['GET'], ['PATCH', { name: 'hacked' }], ['DELETE']] as const) {
      const res = await t.request(`/api/projects/${project.id}`, { method, token: bob, body });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: 'Project not found' });
    }
    expect((await (await t.request('/api/projects', { token: bob })).json()).projects).toEqual([]);
    const still = await (await t.request(`/api/projects/${project.id}`, { token: alice })).json();
    expect(still.project.name).toBe('Private');
  });

  it('deletes own projects and 404s on unknown ids', async () => {
    const { project } = await (await t.request('/api/projects', { token: alice, body: { name: 'Temp', purpose: 'Other' } })).json();
    expect((await t.request(`/api/projects/${project.id}`, { method: 'DELETE', token: alice })).status).toBe(200);
    expect((await t.request(`/api/projects/${project.id}`, { token: alice })).status).toBe(404);
    expect((await t.request('/api/projects/not-a-uuid', { token: alice })).status).toBe(404);
  });

  it("answers Project not found on every project sub-resource for another user's, unknown or malformed ids", async () => {
    const { project } = await (await t.request('/api/projects', { token: alice, body: { name: 'Owned', purpose: 'Other' } })).json();
    const malformed = '-'.repeat(36);
    for (const id of [project.id, '00000000-0000-4000-8000-000000000000', malformed]) {
      for (const path of ['videos', 'documents', 'conversational-mode', 'renders/latest', 'assets']) {
        const res = await t.request(`/api/projects/${id}/${path}`, { token: bob, ...(path === 'assets' ? { method: 'POST', body: {} } : {}) });
        expect([path, res.status]).toEqual([path, 404]);
        expect(await res.json()).toEqual({ error: 'Project not found' });
      }
    }
    expect((await t.request(`/api/assets/${malformed}/x.png`, { token: alice })).status).toBe(404);
  });
  it('keeps what renders wrote when a page saves progress it read before', async () => {
    const { project } = await (await t.request('/api/projects', { token: alice, body: { name: 'Presenter intro', purpose: 'Onboarding' } })).json();
    // A render saved the presenter clips and its video while the wizard still held the older progress.
    await t.database.db.execute(
      sql`UPDATE projects SET progress_data = progress_data || ${JSON.stringify({ azureVideoUrl: 'projects/x/avatar-clips/r.json', azureVideosGenerated: true, finalVideoUrl: '/api/videos/v/file' })}::jsonb WHERE id = ${project.id}`,
    );
    const stale = { currentStep: 6, compositionAttempted: false, finalVideoUrl: '/api/videos/forged/file', slides: [] };
    const res = await t.request(`/api/projects/${project.id}`, { method: 'PATCH', token: alice, body: { progress_data: stale } });
    expect(res.status).toBe(200);
    const saved = (await res.json()).project.progress_data;
    expect(saved).toEqual({
      currentStep: 6,
      slides: [],
      azureVideoUrl: 'projects/x/avatar-clips/r.json',
      azureVideosGenerated: true,
      finalVideoUrl: '/api/videos/v/file',
    });
  });
});
