import { sql } from '@lectern/db';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * Spec 000 §8: a fault on our side reads in the spec's words for the call that failed, never as
 * one generic sentence; what failed goes to the server log only. A table the call needs is taken
 * away for the length of one call, so the database itself fails.
 */
describe('server fault texts (spec 000 §8)', () => {
  let t: TestApp;
  let admin: { token: string; userId: string };
  let user: { token: string; userId: string };
  let projectId: string;
  const logged: string[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signUp('admin@example.com', 'secret123', 'Ada Admin');
    user = await t.signUp('user@example.com', 'secret123', 'Uma User');
    projectId = (await (await t.request('/api/projects', { token: user.token, body: { name: 'Kept', purpose: 'Other' } })).json()).project.id;
    await t.request('/api/allowance', { token: user.token });
  });
  afterAll(() => t.close());
  afterEach(() => vi.restoreAllMocks());

  /** Runs one call while `table` is missing; returns its status and body. */
  async function withoutTable(table: string, call: () => Promise<Response>) {
    vi.spyOn(console, 'error').mockImplementation((line: unknown) => {
      logged.push(String(line));
    });
    await t.database.db.execute(sql.raw(`ALTER TABLE ${table} RENAME TO ${table}_away`));
    try {
      const res = await call();
      return { status: res.status, body: await res.json() };
    } finally {
      await t.database.db.execute(sql.raw(`ALTER TABLE ${table}_away RENAME TO ${table}`));
    }
  }
  const fault = (error: string) => ({ status: 500, body: { error } });

  it('names each project call', async () => {
    const as = user.token;
    expect(await withoutTable('projects', () => t.request('/api/projects', { token: as }))).toEqual(fault('Failed to fetch projects'));
    expect(await withoutTable('projects', () => t.request('/api/projects', { token: as, body: { name: 'N', purpose: 'Other' } }))).toEqual(
      fault('Failed to create project'),
    );
    expect(await withoutTable('projects', () => t.request(`/api/projects/${projectId}`, { token: as }))).toEqual(fault('Failed to fetch project'));
    expect(await withoutTable('projects', () => t.request(`/api/projects/${projectId}`, { method: 'PATCH', token: as, body: { name: 'M' } }))).toEqual(
      fault('Failed to update project'),
    );
    expect(await withoutTable('projects', () => t.request(`/api/projects/${projectId}`, { method: 'DELETE', token: as }))).toEqual(
      fault('Failed to delete project'),
    );
    // The log has what failed; the person never reads SQL.
    expect(logged.some((line) => line.startsWith('Failed to fetch projects on GET /api/projects:') && line.includes('projects'))).toBe(true);
  });

  it('names the video record reads', async () => {
    expect(await withoutTable('videos', () => t.request(`/api/projects/${projectId}/videos`, { token: user.token }))).toEqual(
      fault('Failed to fetch video record'),
    );
  });

  it("names a document text's read", async () => {
    const doc = '00000000-0000-4000-8000-000000000001';
    expect(await withoutTable('documents', () => t.request(`/api/projects/${projectId}/documents/${doc}/text`, { token: user.token }))).toEqual(
      fault('Failed to load document text'),
    );
  });

  it('names the profile calls', async () => {
    expect(await withoutTable('user_profiles', () => t.request('/api/profile', { token: user.token }))).toEqual(fault('Failed to fetch user profile'));
  });

  it('names the allowance calls', async () => {
    const as = user.token;
    expect(await withoutTable('user_allowances', () => t.request('/api/allowance', { token: as }))).toEqual(fault('Failed to initialize allowance'));
    expect(await withoutTable('usage_logs', () => t.request('/api/allowance', { token: as }))).toEqual(
      fault('Failed to fetch allowance: Something went wrong on our side. Please try again.'),
    );
    expect(await withoutTable('allowance_holds', () => t.request('/api/allowance/check?minutes=1&type=avatar', { token: as }))).toEqual(
      fault('Failed to check allowance'),
    );
  });

  it('names the request calls', async () => {
    const missing = (call: () => Promise<Response>) => withoutTable('allowance_requests', call);
    expect(await missing(() => t.request('/api/allowance/requests', { token: user.token }))).toEqual(fault('Failed to fetch requests'));
    expect(await missing(() => t.request('/api/allowance/requests', { token: user.token, body: { reason: 'More' } }))).toEqual(
      fault('Failed to submit allowance request'),
    );
    expect(await missing(() => t.request('/api/admin/requests?status=pending', { token: admin.token }))).toEqual(fault('Failed to fetch pending requests'));
    expect(await missing(() => t.request('/api/admin/requests/pending-count', { token: admin.token }))).toEqual(fault('Failed to fetch pending requests'));
    expect(await missing(() => t.request('/api/admin/requests?status=all', { token: admin.token }))).toEqual(fault('Failed to fetch requests'));
    // Approving or denying reads the one request first.
    const id = '00000000-0000-4000-8000-000000000002';
    expect(await missing(() => t.request(`/api/admin/requests/${id}/approve`, { token: admin.token, body: {} }))).toEqual(fault('Failed to fetch request'));
    expect(await missing(() => t.request(`/api/admin/requests/${id}/deny`, { token: admin.token, body: { reason: 'No budget' } }))).toEqual(
      fault('Failed to fetch request'),
    );
  });

  it('names the admin calls', async () => {
    expect(await withoutTable('user_profiles', () => t.request('/api/admin/users', { token: admin.token }))).toEqual(fault('Failed to fetch all allowances'));
    expect(await withoutTable('user_allowances', () => t.request('/api/admin/stats', { token: admin.token }))).toEqual(fault('Failed to fetch stats'));
    expect(
      await withoutTable('user_profiles', () =>
        t.request(`/api/admin/users/${user.userId}/features`, { method: 'PATCH', token: admin.token, body: { conversational_mode_enabled: true } }),
      ),
    ).toEqual(fault('Failed to enable conversational mode'));
    expect(
      await withoutTable('user_profiles', () =>
        t.request(`/api/admin/users/${user.userId}/features`, { method: 'PATCH', token: admin.token, body: { language_conversion_quota: 9 } }),
      ),
    ).toEqual(fault('Failed to update quota'));
    expect(
      await withoutTable('usage_logs', () =>
        t.request(`/api/admin/users/${user.userId}/allowance`, { token: admin.token, body: { minutes: 2, type: 'avatar' } }),
      ),
    ).toEqual(fault('Failed to add allowance'));
  });
});
