import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { gifHeader, jpegHeader, pngOfSize, webpHeader } from './crafted-images';

describe('image upload refuses images too big to decode (POST /api/projects/:id/assets)', () => {
  let t: TestApp;
  let token: string;
  let projectId: string;

  beforeAll(async () => {
    t = await createTestApp();
    token = (await t.signUp('uploads-limits@example.com')).token;
    const { project } = await (await t.request('/api/projects', { token, body: { name: 'Launch film', purpose: 'Marketing & Sales' } })).json();
    projectId = project.id;
  });
  afterAll(() => t.close());

  const upload = (bytes: Uint8Array, name: string) => {
    const form = new FormData();
    form.append('file', new File([new Uint8Array(bytes)], name));
    return t.app.request(`/api/projects/${projectId}/assets`, {
      method: 'POST',
      body: form,
      headers: { Origin: 'http://localhost:3000', Authorization: `Bearer ${token}` },
    });
  };

  it.each([
    ['a PNG whose header claims 60000 × 60000', pngOfSize(60000, 60000, false), 'huge.png', '60000 × 60000'],
    ['a PNG bomb of 20000 × 20000 in a few KB', pngOfSize(20000, 20000), 'bomb.png', '20000 × 20000'],
    ['a JPEG whose frame header claims 60000 × 60000', jpegHeader(60000, 60000), 'huge.jpg', '60000 × 60000'],
    ['a WebP whose canvas claims 60000 × 60000', webpHeader.vp8x(60000, 60000), 'huge.webp', '60000 × 60000'],
    ['a GIF whose frame overflows its screen to 65000 × 65000', gifHeader([16, 16], [65000, 65000]), 'huge.gif', '65000 × 65000'],
  ])('refuses %s with a clear message', async (_name, bytes, file, size) => {
    const res = await upload(bytes, file);
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe(`This image is ${size} pixels. Images can be up to 40 megapixels (for example 8000 × 5000).`);
  });

  it('accepts an ordinary image and reports its size', async () => {
    const res = await upload(pngOfSize(1600, 900), 'photo.png');
    expect(res.status).toBe(201);
    expect((await res.json()).asset).toMatchObject({ width: 1600, height: 900, mime: 'image/png' });
  });
});
