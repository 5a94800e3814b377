import { AVATARS, DEFAULT_AVATAR_ID } from '@lectern/core';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { PORTRAIT_SIZE } from './avatar-routes';

describe('presenter catalogue and portraits API', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp();
    token = (await t.signUp('picker@example.com')).token;
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists every presenter with its portrait url, without the drawing instructions', async () => {
    const res = await t.request('/api/avatars', { token });
    expect(res.status).toBe(200);
    const { avatars } = await res.json();
    expect(avatars.map((a: { id: string }) => a.id)).toEqual(AVATARS.map((a) => a.id));
    const lisa = avatars.find((a: { id: string }) => a.id === DEFAULT_AVATAR_ID);
    expect(lisa).toMatchObject({ name: 'Lisa', style: 'casual-sitting', gender: 'female', imageUrl: `/api/avatars/${DEFAULT_AVATAR_ID}/portrait.png` });
    expect(lisa.look).toBeUndefined();
    expect(lisa.languages).toContain('en-US');
  });

  it('serves a drawn, transparent PNG portrait that browsers may cache for a day', async () => {
    const res = await t.request(`/api/avatars/${DEFAULT_AVATAR_ID}/portrait.png`, { token });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('image/png');
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=86400');
    const bytes = Buffer.from(await res.arrayBuffer());
    const image = await loadImage(bytes);
    expect([image.width, image.height]).toEqual([PORTRAIT_SIZE.width, PORTRAIT_SIZE.height]);
    const ctx = createCanvas(image.width, image.height).getContext('2d');
    ctx.drawImage(image, 0, 0);
    const alphaAt = (x: number, y: number) => ctx.getImageData(x, y, 1, 1).data[3];
    expect(alphaAt(2, 2)).toBe(0);
    expect(alphaAt(image.width / 2, image.height / 2)).toBe(255);
    // Drawn once, then the same bytes from memory; another presenter is another picture.
    const again = Buffer.from(await (await t.request(`/api/avatars/${DEFAULT_AVATAR_ID}/portrait.png`, { token })).arrayBuffer());
    expect(again.equals(bytes)).toBe(true);
    const max = Buffer.from(await (await t.request('/api/avatars/max-casual/portrait.png', { token })).arrayBuffer());
    expect(max.equals(bytes)).toBe(false);
  });

  it('answers 404 with a JSON error for an unknown presenter', async () => {
    const res = await t.request('/api/avatars/nobody-casual/portrait.png', { token });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'Avatar not found' });
  });

  it('is for signed-in people, like the rest of the API', async () => {
    expect((await t.request('/api/avatars')).status).toBe(401);
    expect((await t.request(`/api/avatars/${DEFAULT_AVATAR_ID}/portrait.png`)).status).toBe(401);
  });
});
