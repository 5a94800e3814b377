import { eq, projects, sql } from '@lectern/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowancePort } from '../renders/allowance-port';
import { fakePorts, slide } from '../renders/fake-render-ports';
import { processRender } from '../renders/render-worker';
import type { FileStorage } from '../storage/file-storage';
import { createTestApp, type TestApp } from '../test/test-app';
import { FOREIGN_ASSET_MESSAGE, parseAssetRef, storedFileRefs } from './asset-ownership';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const P = '3f2b8c1e-1d2a-4c3b-9e4f-5a6b7c8d9e0f';
const N = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d.png';

describe('stored file references', () => {
  it('reads asset keys and URLs, and nothing else, as assets', () => {
    expect(parseAssetRef(`assets/${P}/${N}`)).toEqual({ projectId: P, key: `assets/${P}/${N}` });
    expect(parseAssetRef(`/api/assets/${P}/${N}`)).toEqual({ projectId: P, key: `assets/${P}/${N}` });
    for (const bad of [
      `assets/${P}/../${N}`,
      `/api/assets/${P}/x/${N}`,
      `assets/not-a-project/${N}`,
      `projects/${P}/videos/x.webm`,
      `/api/assets/${P}/${N}?x=1`,
      '',
    ]) {
      expect(parseAssetRef(bad)).toBeNull();
    }
  });

  it('finds every url or key that names a stored file, at any depth, and the logo key whatever it holds', () => {
    const refs = storedFileRefs({
      brandLogo: { url: `/api/assets/${P}/${N}`, key: 'projects/other/videos/secret.webm' },
      slides: [
        { contextualImage: { url: `/api/assets/${P}/a.png` }, availableImages: [{ url: 'https://images.unsplash.com/photo-1' }, { url: `assets/${P}/b.png` }] },
        { script: 'assets/ are described here', contextualImage: null },
      ],
      extra: { nested: [{ imageUrl: ` /API/ASSETS/${P}/c.png` }] },
    });
    expect(refs.sort()).toEqual(
      [`/api/assets/${P}/${N}`, 'projects/other/videos/secret.webm', `/api/assets/${P}/a.png`, `assets/${P}/b.png`, ` /API/ASSETS/${P}/c.png`].sort(),
    );
  });
});

describe('renders and previews use only the owner’s files', () => {
  let t: TestApp;
  let alice: { token: string; userId: string };
  let bob: { token: string; userId: string };
  let aliceProject: string;
  let aliceLogo: { url: string; key: string; width: number; height: number };
  let aliceImage: { url: string; key: string };

  beforeAll(async () => {
    t = await createTestApp();
    alice = await t.signUp('alice-assets@example.com');
    bob = await t.signUp('bob-assets@example.com');
    aliceProject = await newProject(alice.token);
    aliceLogo = await upload(alice.token, aliceProject);
    aliceImage = await upload(alice.token, aliceProject);
  });
  afterAll(() => t.close());

  async function newProject(token: string) {
    const { project } = await (await t.request('/api/projects', { token, body: { name: 'Brand film', purpose: 'Marketing & Sales' } })).json();
    return project.id as string;
  }
  async function upload(token: string, projectId: string) {
    const form = new FormData();
    form.append('file', new File([PNG], 'logo.png'));
    const res = await t.app.request(`/api/projects/${projectId}/assets`, {
      method: 'POST',
      body: form,
      headers: { Origin: 'http://localhost:3000', Authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(201);
    return (await res.json()).asset as { url: string; key: string; width: number; height: number };
  }
  const save = (token: string, projectId: string, progress_data: Record<string, unknown>) =>
    t.request(`/api/projects/${projectId}`, { method: 'PATCH', token, body: { progress_data } });
  const withImage = (url: string) => ({ ...slide(1, 'Our brand in one minute.'), contextualImage: { url, keywords: [], source: 'upload' } });

  it('refuses to save another user’s asset key or URL, with a clear 403, and writes nothing', async () => {
    const bobProject = await newProject(bob.token);
    const before = { duration: 1, slides: [slide(1, 'Hello.')] };
    expect((await save(bob.token, bobProject, before)).status).toBe(200);
    const attempts = [
      { brandLogo: aliceLogo },
      { brandLogo: { ...aliceLogo, url: '/api/assets/x.png', key: aliceLogo.key } },
      { brandLogo: { url: 'https://example.com/logo.png', width: 1, height: 1, key: `projects/${aliceProject}/videos/anything.webm` } },
      { slides: [withImage(aliceImage.url)] },
      { slides: [{ ...slide(1, 'Hi.'), availableImages: [{ url: aliceImage.url, keywords: [], source: 'upload' }] }] },
      { slides: [withImage(`/api/assets/${aliceProject}/../../projects/${aliceProject}/videos/x.webm`)] },
    ];
    for (const attempt of attempts) {
      const res = await save(bob.token, bobProject, { duration: 1, ...attempt });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ error: FOREIGN_ASSET_MESSAGE });
    }
    const { project } = await (await t.request(`/api/projects/${bobProject}`, { token: bob.token })).json();
    expect(project.progress_data).toEqual(before);
  });

  it('saves the owner’s own uploads, from any of their projects, and stock or generated images', async () => {
    const other = await newProject(alice.token);
    const res = await save(alice.token, other, {
      duration: 1,
      brandLogo: aliceLogo,
      slides: [
        withImage(aliceImage.url),
        { ...slide(2, 'Thanks.'), order: 2, contextualImage: { url: 'https://images.unsplash.com/photo-1', keywords: [], source: 'unsplash' } },
      ],
    });
    expect(res.status).toBe(200);
  });

  it('serves an uploaded image to its owner only (the browser preview’s route)', async () => {
    expect((await t.request(aliceImage.url, { token: alice.token })).status).toBe(200);
    const res = await t.request(aliceImage.url, { token: bob.token });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'Project not found' });
  });

  it('a render of progress already holding foreign keys draws them as missing and never reads the other owner’s files', async () => {
    const bobProject = await newProject(bob.token);
    // Written straight to the database, as if saved before the check existed.
    const progress = {
      duration: 1,
      brandLogo: { ...aliceLogo },
      slides: [withImage(aliceImage.url), { ...withImage(`/api/assets/${aliceProject}/../secret.png`), id: 'slide-2', order: 2 }],
    };
    await t.database.db.update(projects).set({ progress_data: progress }).where(eq(projects.id, bobProject));
    const read: string[] = [];
    const spying: FileStorage = {
      ...t.services.storage,
      get: (key) => {
        read.push(key);
        return t.services.storage.get(key);
      },
    };
    const seen: { logo: boolean; images: string[] }[] = [];
    const { ports } = fakePorts();
    const draw = ports.drawSlide;
    ports.drawSlide = async (s, options) => {
      seen.push({ logo: options.logo !== null, images: [...options.images.keys()] });
      return draw(s, options);
    };
    const start = await t.request(`/api/projects/${bobProject}/renders`, { token: bob.token, body: { format: 'webm' } });
    expect(start.status).toBe(202);
    const { id } = await start.json();
    await processRender({ db: t.database.db, storage: spying, ports, allowance: allowancePort(), pollMs: 20, log: () => {} }, id);
    expect(seen).toEqual([
      { logo: false, images: [] },
      { logo: false, images: [] },
    ]);
    expect(read.filter((key) => key.startsWith('assets/'))).toEqual([]);
    const { render } = await (await t.request(`/api/renders/${id}`, { token: bob.token })).json();
    expect(render.status).toBe('completed');

    // The same render of Alice's own project draws her images.
    await t.database.db.execute(sql`UPDATE projects SET progress_data = ${JSON.stringify(progress)}::jsonb WHERE id = ${aliceProject}`);
    const own = await (await t.request(`/api/projects/${aliceProject}/renders`, { token: alice.token, body: { format: 'webm' } })).json();
    seen.length = 0;
    await processRender({ db: t.database.db, storage: spying, ports, allowance: allowancePort(), pollMs: 20, log: () => {} }, own.id);
    expect(seen[0]).toEqual({ logo: true, images: [aliceImage.url] });
  });
});
