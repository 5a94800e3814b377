import { progressPercentage } from '@lectern/core';
import { desc, eq, projects, sql } from '@lectern/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

type Row = typeof projects.$inferSelect;

/**
 * The answers as they were made before the hot reads selected their timestamps as text
 * (docs/decisions/148): drizzle's whole row, Dates turned back into text by toISOString.
 */
function mappedItem(row: Row) {
  return {
    id: row.id,
    user_id: row.user_id,
    name: row.name,
    purpose: row.purpose,
    flow_type: row.flow_type,
    status: row.status,
    progress_percentage: progressPercentage(row),
    current_language: row.current_language,
    completed_at: row.completed_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

describe('project list and project read', () => {
  let t: TestApp;
  let token: string;
  let userId: string;
  beforeAll(async () => {
    t = await createTestApp();
    ({ token, userId } = await t.signUp('reads@example.com'));
    // Timestamps with microseconds (truncated, never rounded, to milliseconds), a day and a year
    // boundary in the session's time zone, completed and not completed.
    const stamps = [
      ['2026-03-01 10:20:30.999999+00', null],
      ['2026-03-01 23:59:59.9995+00', '2026-03-02 00:00:00.000001+00'],
      ['2025-12-31 23:30:00.0145+00', '2026-01-01 00:00:00+00'],
      ['2026-07-15 12:00:00.057+00', '1999-12-31 23:00:00.5+00'],
      ['2024-02-29 00:00:00.123456+00', null],
    ] as const;
    const progress = [
      {},
      { contentSubmitted: true, slidesGenerated: true, notes: 'é “quoted” \u2028 \\ </script>', score: 0.1, big: 1e21, small: 5e-7 },
      { contentSubmitted: true, slides: [{ title: 'One', nested: { deep: [1, 2.5, null, true] } }] },
      { videoGenerated: true, finalVideoUrl: '/api/videos/v/file' },
      { currentStep: 3 },
    ];
    for (const [i, [updated, completed]] of stamps.entries()) {
      const res = await t.request('/api/projects', { token, body: { name: `Project ${i} — “${'ü'.repeat(i)}”`, purpose: 'Onboarding' } });
      const { project } = await res.json();
      await t.database.db
        .update(projects)
        .set({
          progress_data: progress[i]!,
          status: completed ? 'completed' : 'in_progress',
          current_language: i % 2 ? 'fr-FR' : 'en-US',
        })
        .where(eq(projects.id, project.id));
      await t.database.db.execute(
        sql`UPDATE projects SET updated_at = ${updated}::timestamptz, created_at = ${updated}::timestamptz - interval '1 day 0.000001 second', completed_at = ${completed}::timestamptz WHERE id = ${project.id}`,
      );
    }
    // Not UTC, and not a whole number of hours from it: the ISO text must still be in UTC.
    await t.database.db.execute(sql`SET TIME ZONE 'Pacific/Chatham'`);
  });
  afterAll(() => t.close());

  const storedRows = () => t.database.db.select().from(projects).where(eq(projects.user_id, userId)).orderBy(desc(projects.updated_at));

  it('lists exactly the bytes the row mapping gave', async () => {
    const rows = await storedRows();
    expect(rows).toHaveLength(5);
    const res = await t.request('/api/projects', { token });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(JSON.stringify({ projects: rows.map(mappedItem) }));
  });

  it('reads each project as exactly the bytes the row mapping gave', async () => {
    for (const row of await storedRows()) {
      const res = await t.request(`/api/projects/${row.id}`, { token });
      expect(res.status).toBe(200);
      expect(await res.text()).toBe(JSON.stringify({ project: { ...mappedItem(row), progress_data: row.progress_data } }));
    }
  });

  it("answers Project not found for another user's, unknown or malformed ids", async () => {
    const [row] = await storedRows();
    const other = (await t.signUp('other-reads@example.com')).token;
    for (const [id, as] of [
      [row!.id, other],
      ['00000000-0000-4000-8000-000000000000', token],
      ['not-a-uuid', token],
    ] as const) {
      const res = await t.request(`/api/projects/${id}`, { token: as });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: 'Project not found' });
    }
    expect(await (await t.request('/api/projects', { token: other })).json()).toEqual({ projects: [] });
  });
});
