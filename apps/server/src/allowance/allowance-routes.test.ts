import { rows, sql } from '@lectern/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

describe('allowance and admin API', () => {
  let t: TestApp;
  let admin: { token: string; userId: string };
  let alice: { token: string; userId: string };
  let bob: { token: string; userId: string };
  beforeAll(async () => {
    t = await createTestApp();
    // The first account of an empty installation is its admin.
    admin = await t.signUp('admin@example.com', 'secret123', 'Ada Admin');
    alice = await t.signUp('alice@example.com', 'secret123', 'Alice Example');
    bob = await t.signUp('bob@example.com', 'secret123', 'Bob Example');
  });
  afterAll(() => t.close());

  const json = async (res: Response) => ({ status: res.status, body: await res.json() });

  it('needs a signed-in user', async () => {
    expect(await json(await t.request('/api/allowance'))).toEqual({ status: 401, body: { error: 'User not authenticated' } });
  });

  it('creates the default 3/10 allowance on first read', async () => {
    const [before] = await rows<{ n: number }>(t.database.db, sql`SELECT count(*)::int AS n FROM user_allowances WHERE user_id = ${bob.userId}`);
    expect(before!.n).toBe(0);
    const { status, body } = await json(await t.request('/api/allowance', { token: bob.token }));
    expect(status).toBe(200);
    expect(body.allowance).toMatchObject({
      user_id: bob.userId,
      avatar_total_minutes: 3,
      avatar_used_minutes: 0,
      avatar_remaining_minutes: 3,
      non_avatar_total_minutes: 10,
      non_avatar_used_minutes: 0,
      non_avatar_remaining_minutes: 10,
      total_remaining_minutes: 13,
      recentUsage: [],
      videosCreated: 0,
      avatarVideosCreated: 0,
      nonAvatarVideosCreated: 0,
    });
    expect(Date.parse(body.allowance.created_at)).not.toBeNaN();
    // Two first reads at once stay one row.
    await Promise.all([t.request('/api/allowance', { token: bob.token }), t.request('/api/allowance', { token: bob.token })]);
    const [after] = await rows<{ n: number }>(t.database.db, sql`SELECT count(*)::int AS n FROM user_allowances WHERE user_id = ${bob.userId}`);
    expect(after!.n).toBe(1);
  });

  it('counts completed videos by flow: experimental is avatar', async () => {
    const mk = async (name: string) => (await (await t.request('/api/projects', { token: bob.token, body: { name, purpose: 'Other' } })).json()).project.id;
    const native = await mk('Native');
    const avatar = await mk('Avatar');
    await t.request(`/api/projects/${avatar}`, { method: 'PATCH', token: bob.token, body: { flow_type: 'experimental' } });
    await t.database.db.execute(sql`
      INSERT INTO videos (project_id, user_id, status, metadata) VALUES
        (${native}, ${bob.userId}, 'completed', '{}'),
        (${native}, ${bob.userId}, 'completed', '{"created_via":"generate-video"}'),
        (${avatar}, ${bob.userId}, 'completed', '{"flow_type":"experimental"}'),
        (${native}, ${bob.userId}, 'failed', '{}')`);
    const { allowance } = await (await t.request('/api/allowance', { token: bob.token })).json();
    expect(allowance).toMatchObject({ videosCreated: 3, avatarVideosCreated: 1, nonAvatarVideosCreated: 2 });
  });

  it('checks the allowance for a number of minutes', async () => {
    const ok = await json(await t.request('/api/allowance/check?minutes=2&type=avatar', { token: bob.token }));
    expect(ok.status).toBe(200);
    expect(ok.body.check).toMatchObject({ hasEnough: true, requiredMinutes: 2, remainingMinutes: 3, lowRemainderWarning: true, videoType: 'avatar' });
    expect(ok.body.check.currentAllowance.avatar_total_minutes).toBe(3);
    const short = (await json(await t.request('/api/allowance/check?minutes=4&type=avatar', { token: bob.token }))).body.check;
    expect(short.hasEnough).toBe(false);
    expect(short.message).toBe('Insufficient avatar video allowance. You need 4 minutes but only have 3 minutes remaining.');
    const roomy = (await json(await t.request('/api/allowance/check?minutes=1.5&type=non-avatar', { token: bob.token }))).body.check;
    expect(roomy).toMatchObject({ hasEnough: true, lowRemainderWarning: false, videoType: 'non_avatar' });
    const bad = await json(await t.request('/api/allowance/check?minutes=abc&type=avatar', { token: bob.token }));
    expect(bad).toEqual({ status: 400, body: { error: 'Please enter a valid number of minutes' } });
  });

  it('runs the request lifecycle: create, one pending, approve with a custom amount', async () => {
    const blank = await json(await t.request('/api/allowance/requests', { token: alice.token, body: { minutes: 10, reason: '   ' } }));
    expect(blank).toEqual({ status: 400, body: { error: 'Please provide a reason for your request' } });
    const tooMany = await json(await t.request('/api/allowance/requests', { token: alice.token, body: { minutes: 61, reason: 'x' } }));
    expect(tooMany).toEqual({ status: 400, body: { error: 'Please enter a valid number of minutes' } });

    const created = await json(
      await t.request('/api/allowance/requests', { token: alice.token, body: { minutes: 10, reason: '  Quarterly onboarding videos ', video_type: 'avatar' } }),
    );
    expect(created.status).toBe(201);
    expect(created.body.request).toMatchObject({
      user_id: alice.userId,
      video_type: 'avatar',
      requested_minutes: 10,
      reason: 'Quarterly onboarding videos',
      status: 'pending',
      admin_response: null,
      resolved_at: null,
      resolved_by: null,
    });

    const second = await json(await t.request('/api/allowance/requests', { token: alice.token, body: { reason: 'More please' } }));
    expect(second).toEqual({ status: 409, body: { error: 'You already have a pending request. Please wait for admin approval.' } });

    const own = (await (await t.request('/api/allowance/requests', { token: alice.token })).json()).requests;
    expect(own).toHaveLength(1);

    const count = await json(await t.request('/api/admin/requests/pending-count', { token: admin.token }));
    expect(count).toEqual({ status: 200, body: { count: 1 } });
    const listed = (await (await t.request('/api/admin/requests', { token: admin.token })).json()).requests;
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ id: created.body.request.id, user_email: 'alice@example.com', user_name: 'Alice Example' });
    expect(listed[0].current_allowance).toMatchObject({ avatar_total_minutes: 3, non_avatar_total_minutes: 10 });

    const approved = await json(await t.request(`/api/admin/requests/${created.body.request.id}/approve`, { token: admin.token, body: { minutes: 7 } }));
    expect(approved.status).toBe(200);
    expect(approved.body.request).toMatchObject({ status: 'approved', granted_minutes: 7, resolved_by: admin.userId });
    expect(approved.body.request.admin_response).toBe('Approved: 7 avatar minutes added');
    expect(approved.body.request.resolved_at).not.toBeNull();
    expect(approved.body.allowance).toMatchObject({ avatar_total_minutes: 10, avatar_remaining_minutes: 10 });

    const mine = (await (await t.request('/api/allowance', { token: alice.token })).json()).allowance;
    expect(mine.avatar_total_minutes).toBe(10);
    expect(mine.recentUsage[0]).toMatchObject({
      action: 'admin_adjustment',
      video_type: 'avatar',
      minutes_used: 7,
      description: 'Approved request: Quarterly onboarding videos',
    });

    const again = await json(await t.request(`/api/admin/requests/${created.body.request.id}/approve`, { token: admin.token, body: {} }));
    expect(again).toEqual({ status: 409, body: { error: 'Request is not pending' } });
    const denyLate = await json(await t.request(`/api/admin/requests/${created.body.request.id}/deny`, { token: admin.token, body: { reason: 'No' } }));
    expect(denyLate).toEqual({ status: 409, body: { error: 'Request is not pending' } });
    // Nothing more was granted by the refused second approval.
    expect((await (await t.request('/api/allowance', { token: alice.token })).json()).allowance.avatar_total_minutes).toBe(10);
  });

  it('approves the requested minutes when the custom amount is not numeric', async () => {
    const { request } = await (await t.request('/api/allowance/requests', { token: alice.token, body: { minutes: 4, reason: 'Team demo' } })).json();
    const res = await json(await t.request(`/api/admin/requests/${request.id}/approve`, { token: admin.token, body: { minutes: 'lots' } }));
    expect(res.body.request).toMatchObject({ status: 'approved', granted_minutes: 4, video_type: 'non_avatar' });
    expect(res.body.allowance.non_avatar_total_minutes).toBe(14);
  });

  it('denies only with a reason, and lists by status in the right order', async () => {
    const { request } = await (await t.request('/api/allowance/requests', { token: alice.token, body: { minutes: 20, reason: 'Big course' } })).json();
    const { request: bobs } = await (await t.request('/api/allowance/requests', { token: bob.token, body: { minutes: 5, reason: 'Demo' } })).json();
    const pending = (await (await t.request('/api/admin/requests?status=pending', { token: admin.token })).json()).requests;
    expect(pending.map((r: { id: string }) => r.id)).toEqual([request.id, bobs.id]);

    const noReason = await json(await t.request(`/api/admin/requests/${request.id}/deny`, { token: admin.token, body: { reason: '  ' } }));
    expect(noReason.status).toBe(400);
    const denied = await json(
      await t.request(`/api/admin/requests/${request.id}/deny`, { token: admin.token, body: { reason: 'Budget is spent this quarter' } }),
    );
    expect(denied.body.request).toMatchObject({ status: 'denied', admin_response: 'Budget is spent this quarter', resolved_by: admin.userId });

    const all = (await (await t.request('/api/admin/requests?status=all', { token: admin.token })).json()).requests;
    expect(all).toHaveLength(4);
    const times = all.map((r: { created_at: string }) => Date.parse(r.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const deniedOnly = (await (await t.request('/api/admin/requests?status=denied', { token: admin.token })).json()).requests;
    expect(deniedOnly.map((r: { id: string }) => r.id)).toEqual([request.id]);
    expect((await t.request('/api/admin/requests?status=archived', { token: admin.token })).status).toBe(400);
    expect((await t.request('/api/admin/requests/not-a-uuid/deny', { token: admin.token, body: { reason: 'x' } })).status).toBe(404);
    // A resolved request frees the user to ask again.
    expect((await t.request('/api/allowance/requests', { token: alice.token, body: { reason: 'Smaller course' } })).status).toBe(201);
  });

  it('lets an admin add minutes, writing a usage log', async () => {
    const bad = await json(await t.request(`/api/admin/users/${bob.userId}/allowance`, { token: admin.token, body: { minutes: 0, type: 'avatar' } }));
    expect(bad).toEqual({ status: 400, body: { error: 'Please enter a valid number of minutes' } });
    const res = await json(await t.request(`/api/admin/users/${bob.userId}/allowance`, { token: admin.token, body: { minutes: 2.5, type: 'non_avatar' } }));
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ user_id: bob.userId, non_avatar_total_minutes: 12.5, email: 'bob@example.com' });
    expect(res.body.usageLog).toMatchObject({
      action: 'admin_adjustment',
      minutes_used: 2.5,
      video_type: 'non-avatar',
      description: 'Admin added 2.5 non-avatar minutes',
    });
    const [log] = await rows<{ admin_id: string }>(t.database.db, sql`SELECT admin_id FROM usage_logs WHERE id = ${res.body.usageLog.id}`);
    expect(log!.admin_id).toBe(admin.userId);
    const withReason = await json(
      await t.request(`/api/admin/users/${bob.userId}/allowance`, { token: admin.token, body: { minutes: 1, type: 'avatar', reason: 'Conference demo' } }),
    );
    expect(withReason.body.usageLog.description).toBe('Conference demo');
    const missing = await t.request('/api/admin/users/nobody/allowance', { token: admin.token, body: { minutes: 1, type: 'avatar' } });
    expect(missing.status).toBe(404);
  });

  it('lists users by total remaining ascending, with their switches', async () => {
    await t.database.db.execute(sql`UPDATE user_allowances SET non_avatar_used_minutes = 9.5, avatar_used_minutes = 3 WHERE user_id = ${alice.userId}`);
    await t.database.db.execute(
      sql`UPDATE user_allowances SET avatar_total_minutes = 3, avatar_used_minutes = 3, non_avatar_total_minutes = 10, non_avatar_used_minutes = 10 WHERE user_id = ${alice.userId}`,
    );
    const { users } = await (await t.request('/api/admin/users', { token: admin.token })).json();
    expect(users.map((u: { email: string }) => u.email)).toEqual(['alice@example.com', 'admin@example.com', 'bob@example.com']);
    expect(users[0]).toMatchObject({
      total_remaining_minutes: 0,
      needs_attention: true,
      near_limit: true,
      conversational_mode_enabled: false,
      language_conversion_quota: 5,
    });
    expect(users[1]).toMatchObject({ is_admin: true, total_remaining_minutes: 13, needs_attention: false });
  });

  it('switches per-user features, creating the profile when missing', async () => {
    const [none] = await rows<{ n: number }>(t.database.db, sql`SELECT count(*)::int AS n FROM user_profiles WHERE id = ${bob.userId}`);
    expect(none!.n).toBe(0);
    const on = await json(
      await t.request(`/api/admin/users/${bob.userId}/features`, {
        method: 'PATCH',
        token: admin.token,
        body: { conversational_mode_enabled: true, has_language_conversion: true },
      }),
    );
    expect(on.body.user).toMatchObject({ conversational_mode_enabled: true, has_language_conversion: true, language_conversion_quota: 5 });
    const quota = await json(
      await t.request(`/api/admin/users/${bob.userId}/features`, { method: 'PATCH', token: admin.token, body: { language_conversion_quota: 12 } }),
    );
    expect(quota.body.user).toMatchObject({ language_conversion_quota: 12, conversational_mode_enabled: true });
    const bad = await json(
      await t.request(`/api/admin/users/${bob.userId}/features`, { method: 'PATCH', token: admin.token, body: { language_conversion_quota: 101 } }),
    );
    expect(bad).toEqual({ status: 400, body: { error: 'Quota must be between 0 and 100' } });
    // The user cannot flip the switches through their own profile.
    const self = await t.request('/api/profile', { method: 'PUT', token: alice.token, body: { conversational_mode_enabled: true } });
    expect(self.status).toBe(400);
    const profile = (await (await t.request('/api/profile', { token: bob.token })).json()).profile;
    expect(profile).toMatchObject({
      conversational_mode_enabled: true,
      has_language_conversion: true,
      language_conversion_quota: 12,
      email: 'bob@example.com',
    });
  });

  it('reports usage stats with insights', async () => {
    const { status, body } = await json(await t.request('/api/admin/stats', { token: admin.token }));
    expect(status).toBe(200);
    const users = (await (await t.request('/api/admin/users', { token: admin.token })).json()).users as {
      avatar_total_minutes: number;
      non_avatar_total_minutes: number;
      avatar_used_minutes: number;
      non_avatar_used_minutes: number;
      total_remaining_minutes: number;
    }[];
    const granted = users.reduce((s, u) => s + u.avatar_total_minutes + u.non_avatar_total_minutes, 0);
    const used = users.reduce((s, u) => s + u.avatar_used_minutes + u.non_avatar_used_minutes, 0);
    expect(body.stats).toEqual({
      totalUsers: 3,
      totalMinutesUsed: used,
      totalMinutesGranted: granted,
      averageUsagePerUser: Math.round((used / 3) * 100) / 100,
      usersNearLimit: users.filter((u) => u.total_remaining_minutes < 2).length,
    });
    // 13 of 42.5 minutes used (30.6%: between the notices), 4.33 per user, 1 of 3 near the limit.
    expect(body.stats).toMatchObject({ totalMinutesUsed: 13, totalMinutesGranted: 42.5, usersNearLimit: 1 });
    expect(body.insights).toMatchObject({ utilisationPercent: 30.6, usageNotice: null, engagement: 'moderate', userEfficiencyPercent: 66.7 });
  });

  it('answers 403 to a non-admin on every admin route', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const routes: [string, string, unknown?][] = [
      ['GET', '/api/admin/requests'],
      ['GET', '/api/admin/requests?status=all'],
      ['GET', '/api/admin/requests/pending-count'],
      ['POST', `/api/admin/requests/${id}/approve`, { minutes: 5 }],
      ['POST', `/api/admin/requests/${id}/deny`, { reason: 'x' }],
      ['GET', '/api/admin/users'],
      ['POST', `/api/admin/users/${alice.userId}/allowance`, { minutes: 50, type: 'avatar' }],
      ['PATCH', `/api/admin/users/${alice.userId}/features`, { conversational_mode_enabled: true }],
      ['GET', '/api/admin/stats'],
    ];
    for (const [method, path, body] of routes) {
      const res = await t.request(path, { method, token: alice.token, body });
      expect({ path, method, status: res.status, body: await res.json() }).toEqual({
        path,
        method,
        status: 403,
        body: { error: "You don't have permission to access the admin dashboard." },
      });
    }
    const unsigned = await t.request('/api/admin/stats');
    expect(unsigned.status).toBe(401);
    // Nothing changed behind the refusals.
    const [row] = await rows<{ avatar_total_minutes: string }>(
      t.database.db,
      sql`SELECT avatar_total_minutes FROM user_allowances WHERE user_id = ${alice.userId}`,
    );
    expect(Number(row!.avatar_total_minutes)).toBe(3);
  });
});
