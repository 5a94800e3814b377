import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

/** The person who asked learns the outcome: in their request history, by mail, and until they dismiss it. */
describe('allowance request outcomes', () => {
  let t: TestApp;
  let admin: { token: string; userId: string };
  let casey: { token: string; userId: string };
  let dana: { token: string; userId: string };
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signUp('admin@example.com', 'secret123', 'Ada Admin');
    casey = await t.signUp('casey@example.com', 'secret123', 'Casey Creator');
    dana = await t.signUp('dana@example.com', 'secret123', 'Dana Other');
  });
  afterAll(() => t.close());

  const json = async (res: Response) => ({ status: res.status, body: await res.json() });
  const ask = async (token: string, body: unknown) => json(await t.request('/api/allowance/requests', { token, body }));

  it("accepts the spec's requested_minutes and refuses unknown fields instead of defaulting to 5", async () => {
    const misspelt = await json(await t.request('/api/allowance/requests', { token: casey.token, body: { minutez: 10, reason: 'Course' } }));
    expect(misspelt).toEqual({ status: 400, body: { error: 'Unknown field "minutez". Send minutes (or requested_minutes), reason and video_type.' } });
    const specName = await json(await t.request('/api/allowance/requests', { token: casey.token, body: { requested_minutes: 10, reason: 'Course' } }));
    expect(specName.status).toBe(201);
    expect(specName.body.request).toMatchObject({ requested_minutes: 10, video_type: 'non_avatar', outcome_seen_at: null });
  });

  it('keeps a denied request with its reason in the history and mails the requester', async () => {
    const [pending] = (await (await t.request('/api/allowance/requests', { token: casey.token })).json()).requests;
    const early = await json(await t.request(`/api/allowance/requests/${pending.id}/dismiss`, { token: casey.token, body: {} }));
    expect(early).toEqual({ status: 409, body: { error: 'This request is still waiting for an answer' } });

    const sentBefore = t.mailer.sent.length;
    const denied = await t.request(`/api/admin/requests/${pending.id}/deny`, { token: admin.token, body: { reason: 'Budget is spent <this> quarter' } });
    expect(denied.status).toBe(200);

    const history = (await (await t.request('/api/allowance/requests', { token: casey.token })).json()).requests;
    expect(history[0]).toMatchObject({ id: pending.id, status: 'denied', admin_response: 'Budget is spent <this> quarter', outcome_seen_at: null });

    const mails = t.mailer.sent.slice(sentBefore);
    expect(mails.map((m) => m.to)).toEqual(['casey@example.com']);
    expect(mails[0]!.subject).toBe('Your request for more minutes was denied');
    expect(mails[0]!.text).toContain('your request for 10 non-avatar minutes was denied. The reason given: "Budget is spent <this> quarter"');
    expect(mails[0]!.text).toContain('http://localhost:3000/profile');
    // The admin's words are text in the HTML mail, never markup.
    expect(mails[0]!.html).toContain('Budget is spent &#60;this&#62; quarter');
    expect(mails[0]!.html).not.toContain('<this>');
  });

  it('lets only the requester dismiss the outcome, once', async () => {
    const [denied] = (await (await t.request('/api/allowance/requests', { token: casey.token })).json()).requests;
    const other = await json(await t.request(`/api/allowance/requests/${denied.id}/dismiss`, { token: dana.token, body: {} }));
    expect(other).toEqual({ status: 404, body: { error: 'Request not found' } });
    const first = await json(await t.request(`/api/allowance/requests/${denied.id}/dismiss`, { token: casey.token, body: {} }));
    expect(first.status).toBe(200);
    expect(Date.parse(first.body.request.outcome_seen_at)).not.toBeNaN();
    const second = await json(await t.request(`/api/allowance/requests/${denied.id}/dismiss`, { token: casey.token, body: {} }));
    expect(second.body.request.outcome_seen_at).toBe(first.body.request.outcome_seen_at);
    expect((await t.request('/api/allowance/requests/not-a-uuid/dismiss', { token: casey.token, body: {} })).status).toBe(404);
  });

  it('mails an approval with the minutes added, naming a custom amount', async () => {
    const { body } = await ask(casey.token, { minutes: 15, reason: 'Launch week', video_type: 'avatar' });
    const sentBefore = t.mailer.sent.length;
    await t.request(`/api/admin/requests/${body.request.id}/approve`, { token: admin.token, body: { minutes: 6 } });
    const [mail] = t.mailer.sent.slice(sentBefore);
    expect(mail).toMatchObject({ to: 'casey@example.com', subject: 'Your request for more minutes was approved' });
    expect(mail!.text).toContain('6 avatar minutes were added to your allowance (you asked for 15 avatar minutes).');
  });

  it('still resolves the request when the mail cannot be sent', async () => {
    const failing = await createTestApp();
    try {
      const boss = await failing.signUp('boss@example.com');
      const eve = await failing.signUp('eve@example.com');
      const { request } = await (await failing.request('/api/allowance/requests', { token: eve.token, body: { reason: 'More' } })).json();
      failing.mailer.send = async () => {
        throw new Error('smtp down');
      };
      const res = await failing.request(`/api/admin/requests/${request.id}/deny`, { token: boss.token, body: { reason: 'Not now' } });
      expect(res.status).toBe(200);
      const [mine] = (await (await failing.request('/api/allowance/requests', { token: eve.token })).json()).requests;
      expect(mine).toMatchObject({ status: 'denied', admin_response: 'Not now' });
    } finally {
      await failing.close();
    }
  });

  it('says "Admin not authenticated" to an admin call without a session', async () => {
    expect(await json(await t.request('/api/admin/stats'))).toEqual({ status: 401, body: { error: 'Admin not authenticated' } });
    expect(await json(await t.request('/api/projects', { body: { name: 'x', purpose: 'Other' } }))).toEqual({
      status: 401,
      body: { error: 'User not authenticated' },
    });
  });
});
