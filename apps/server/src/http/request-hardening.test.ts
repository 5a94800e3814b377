import { PROGRESS_DATA_MAX_BYTES, PROGRESS_DATA_MESSAGES, REQUEST_TOO_LARGE } from '@lectern/core';
import { rows, sql } from '@lectern/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../test/test-app';
import { NUL_IN_TEXT } from './refuse-nul-text';
import { FOREIGN_ORIGIN } from './same-origin-writes';

/** A body sent in chunks with no Content-Length (Transfer-Encoding: chunked on the wire). */
function chunked(bytes: number, chunk = 64 * 1024): ReadableStream<Uint8Array> {
  let sent = 0;
  const piece = new TextEncoder().encode('x'.repeat(chunk));
  return new ReadableStream({
    pull(controller) {
      if (sent === 0) controller.enqueue(new TextEncoder().encode('{"name":"'));
      if (sent >= bytes) {
        controller.enqueue(new TextEncoder().encode('"}'));
        controller.close();
        return;
      }
      controller.enqueue(piece);
      sent += piece.length;
    },
  });
}

describe('request bodies are bounded', () => {
  let t: TestApp;
  let token: string;
  let projectId: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = (await t.signUp('bodies@example.com')).token;
    projectId = (await (await t.request('/api/projects', { token, body: { name: 'P', purpose: 'Other' } })).json()).project.id;
  });
  afterAll(() => t.close());

  const send = (path: string, init: RequestInit) =>
    t.app.request(path, {
      ...init,
      headers: {
        Origin: TEST_ORIGIN,
        Authorization: `Bearer ${token}`,
        'Content-Type': 'application/json',
        ...(init.headers as Record<string, string> | undefined),
      },
    });

  it('answers 413 with a clear message for an oversize JSON body that declares its length', async () => {
    const body = JSON.stringify({ name: 'x'.repeat(1024 * 1024 + 10), purpose: 'Other' });
    const res = await send('/api/projects', { method: 'POST', body, headers: { 'Content-Length': String(body.length) } });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: REQUEST_TOO_LARGE });
  });

  it('answers 413 for a chunked body without Content-Length, before reading it all', async () => {
    const res = await send('/api/projects', { method: 'POST', body: chunked(8 * 1024 * 1024), duplex: 'half' } as RequestInit);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: REQUEST_TOO_LARGE });
    // Also on the auth routes, which parse bodies themselves.
    const auth = await t.app.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { Origin: TEST_ORIGIN, 'Content-Type': 'application/json' },
      body: chunked(4 * 1024 * 1024),
      duplex: 'half',
    } as RequestInit);
    expect(auth.status).toBe(413);
  });

  it('refuses progress_data over its ceiling with 413 and stores nothing', async () => {
    const big = { contentInput: 'y'.repeat(PROGRESS_DATA_MAX_BYTES + 10) };
    const res = await send(`/api/projects/${projectId}`, { method: 'PATCH', body: JSON.stringify({ progress_data: big }) });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: PROGRESS_DATA_MESSAGES.tooLarge });
    // A body far over the ceiling (the 64 MB case) is stopped by the stream limit with the same message.
    const huge = await send(`/api/projects/${projectId}`, { method: 'PATCH', body: chunked(16 * 1024 * 1024), duplex: 'half' } as RequestInit);
    expect(huge.status).toBe(413);
    expect(await huge.json()).toEqual({ error: PROGRESS_DATA_MESSAGES.tooLarge });
    const [row] = await rows<{ bytes: number }>(t.database.db, sql`SELECT length(progress_data::text)::int AS bytes FROM projects WHERE id = ${projectId}`);
    expect(row!.bytes).toBeLessThan(100);
  });

  it('saves progress_data just under the ceiling', async () => {
    const fits = { contentInput: 'z'.repeat(PROGRESS_DATA_MAX_BYTES - 100) };
    const res = await send(`/api/projects/${projectId}`, { method: 'PATCH', body: JSON.stringify({ progress_data: fits }) });
    expect(res.status).toBe(200);
  });

  it('refuses progress_data of the wrong shape with 400 and a clear message', async () => {
    let deep: unknown = 'leaf';
    for (let i = 0; i < 100; i++) deep = [deep];
    for (const [progress, message] of [
      [[1, 2, 3], PROGRESS_DATA_MESSAGES.invalid],
      ['text', PROGRESS_DATA_MESSAGES.invalid],
      [{ contentSubmitted: 'yes' }, PROGRESS_DATA_MESSAGES.flag],
      [{ currentStep: 99 }, PROGRESS_DATA_MESSAGES.step],
      [{ slides: 'many' }, PROGRESS_DATA_MESSAGES.slides],
      [{ slides: Array.from({ length: 201 }, (_, i) => ({ id: String(i) })) }, PROGRESS_DATA_MESSAGES.slides],
      [{ nested: deep }, PROGRESS_DATA_MESSAGES.tooDeep],
    ] as const) {
      const res = await send(`/api/projects/${projectId}`, { method: 'PATCH', body: JSON.stringify({ progress_data: progress }) });
      expect([message, res.status]).toEqual([message, 400]);
      expect(await res.json()).toEqual({ error: message });
    }
    const ok = await send(`/api/projects/${projectId}`, {
      method: 'PATCH',
      body: JSON.stringify({ progress_data: { contentSubmitted: true, currentStep: 2, slides: [{ id: 'a', title: 'T' }], anythingElse: { kept: [1] } } }),
    });
    expect(ok.status).toBe(200);
    expect((await ok.json()).project.progress_data.anythingElse).toEqual({ kept: [1] });
  });
});

describe('text PostgreSQL cannot store', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = (await t.signUp('nul@example.com')).token;
  });
  afterAll(() => t.close());

  it('refuses a NUL character in JSON and form bodies with 400 instead of failing in the query', async () => {
    const project = await t.request('/api/projects', { token, body: { name: 'a\u0000b', purpose: 'Other' } });
    expect(project.status).toBe(400);
    expect(await project.json()).toEqual({ error: NUL_IN_TEXT });
    const { project: p } = await (await t.request('/api/projects', { token, body: { name: 'ok', purpose: 'Other' } })).json();
    const progress = await t.request(`/api/projects/${p.id}`, { method: 'PATCH', token, body: { progress_data: { contentInput: 'x\u0000' } } });
    expect(progress.status).toBe(400);
    const form = await t.app.request('/api/auth/sign-up/email', {
      method: 'POST',
      headers: { Origin: TEST_ORIGIN, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'email=form-nul%40example.com&password=secret123&name=x%00y',
    });
    expect(form.status).toBe(400);
    // A backslash followed by "u0000" is ordinary text.
    const literal = await t.request('/api/projects', { token, body: { name: 'path\\u0000', purpose: 'Other' } });
    expect(literal.status).toBe(201);
    expect((await literal.json()).project.name).toBe('path\\u0000');
  });
});

describe('private API answers, policies and cross-site writes', () => {
  let t: TestApp;
  let token: string;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = (await t.signUp('headers@example.com')).token;
    const signIn = await t.request('/api/auth/sign-in/email', { body: { email: 'headers@example.com', password: 'secret123' } });
    cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
  });
  afterAll(() => t.close());

  it('marks private JSON no-store', async () => {
    for (const path of ['/api/projects', '/api/profile', '/api/allowance']) {
      const res = await t.request(path, { token });
      expect([path, res.headers.get('cache-control')]).toEqual([path, 'no-store']);
    }
    expect((await t.request('/api/projects')).headers.get('cache-control')).toBe('no-store');
  });

  it("keeps the asset route's own Content-Security-Policy", async () => {
    const { project } = await (await t.request('/api/projects', { token, body: { name: 'Img', purpose: 'Other' } })).json();
    const png = Uint8Array.from(Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'));
    const form = new FormData();
    form.append('file', new File([png], 'dot.png', { type: 'image/png' }));
    const up = await t.app.request(`/api/projects/${project.id}/assets`, {
      method: 'POST',
      headers: { Origin: TEST_ORIGIN, Authorization: `Bearer ${token}` },
      body: form,
    });
    expect(up.status).toBe(201);
    const { asset } = await up.json();
    const res = await t.request(asset.url, { token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(res.headers.get('cache-control')).toBe('private, max-age=86400');
    // Everything else still gets the app's policy.
    expect((await t.request('/api/projects', { token })).headers.get('content-security-policy')).toMatch(/default-src 'self'/);
  });

  it('refuses a cookie-authenticated write from a foreign Origin, keeps same-origin and bearer writes', async () => {
    const write = (headers: Record<string, string>) =>
      t.app.request('/api/projects', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify({ name: 'From somewhere', purpose: 'Other' }),
      });
    const foreign = await write({ Cookie: cookie, Origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toEqual({ error: FOREIGN_ORIGIN });
    expect((await write({ Cookie: cookie, 'Sec-Fetch-Site': 'cross-site' })).status).toBe(403);
    expect((await write({ Cookie: cookie, Origin: 'null' })).status).toBe(403);
    expect((await write({ Cookie: cookie, Origin: TEST_ORIGIN })).status).toBe(201);
    // Scripts with a bearer token and no Origin keep working.
    expect((await write({ Authorization: `Bearer ${token}` })).status).toBe(201);
    const [count] = await rows<{ n: number }>(t.database.db, sql`SELECT count(*)::int AS n FROM projects WHERE name = 'From somewhere'`);
    expect(count?.n).toBe(2);
  });
});
