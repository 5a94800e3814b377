import { eq, renders, rows, sql, videos } from '@lectern/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { allowancePort } from './allowance-port';
import { fakePorts, slide } from './fake-render-ports';
import type { RenderPorts } from './render-ports';
import { cancelRender, requestRender } from './render-use-cases';
import { processRender } from './render-worker';

describe('render worker', () => {
  let t: TestApp;
  let userId: string;
  let token: string;
  const queued: string[] = [];
  const queue = {
    sendRender: async (job: { renderId: string }) => {
      queued.push(job.renderId);
      return 'job';
    },
  };

  beforeAll(async () => {
    t = await createTestApp();
    ({ token, userId } = await t.signUp('renderer@example.com'));
  });
  afterAll(() => t.close());

  async function projectWithSlides(duration = 1) {
    const { project } = await (await t.request('/api/projects', { token, body: { name: 'Fire Safety Basics', purpose: 'Compliance Training' } })).json();
    await t.request(`/api/projects/${project.id}`, {
      method: 'PATCH',
      token,
      body: {
        progress_data: {
          duration,
          selectedTheme: 'ocean-teal',
          slides: [slide(1, 'Welcome to fire safety.'), slide(2, 'Know your exits and keep them clear.')],
        },
      },
    });
    return project.id as string;
  }
  const deps = (ports: RenderPorts) => ({
    db: t.database.db,
    storage: t.services.storage,
    ports,
    allowance: allowancePort(t.database.db),
    pollMs: 20,
    log: () => {},
  });
  const used = async () =>
    (await rows<{ used: string }>(t.database.db, sql`SELECT non_avatar_used_minutes::text AS used FROM user_allowances WHERE user_id = ${userId}`))[0]?.used;

  it('renders once, records one video, completes the project and charges the selected duration once', async () => {
    const projectId = await projectWithSlides(1);
    const { ports, calls } = fakePorts();
    const render = await requestRender({ db: t.database.db, queue, allowance: allowancePort(t.database.db) }, userId, projectId, 'webm');
    expect(queued).toContain(render.id);
    await processRender(deps(ports), render.id);
    await processRender(deps(ports), render.id); // a duplicate delivery changes nothing
    // Each slide is drawn, spoken and encoded once, and the segments joined once.
    expect(calls).toEqual({ draw: 2, speak: 2, encode: 2, concat: 1, finish: 1 });
    const [row] = await t.database.db.select().from(renders).where(eq(renders.id, render.id));
    expect(row).toMatchObject({ status: 'completed', percent: 100 });
    const vids = await t.database.db.select().from(videos).where(eq(videos.project_id, projectId));
    expect(vids).toHaveLength(1);
    // The video lasts what was encoded into it: each slide's narration and the pause after it.
    expect(Number(vids[0]!.duration)).toBeGreaterThan(1);
    const { project } = await (await t.request(`/api/projects/${projectId}`, { token })).json();
    expect(project.status).toBe('completed');
    expect(project.progress_data).toMatchObject({ videoGenerated: true, finalVideoUrl: `/api/videos/${vids[0]!.id}/file` });
    expect(await used()).toBe('1.00');
    const file = await t.request(`/api/videos/${vids[0]!.id}/file`, { token, headers: { Range: 'bytes=0-4' } });
    expect(file.status).toBe(206);
    expect(await file.text()).toBe('video');

    // Captions: stored next to the video, listed on the video and served to its owner only.
    const captionsKey = `projects/${projectId}/videos/${render.id}.vtt`;
    expect(vids[0]!.metadata.captions_key).toBe(captionsKey);
    expect(await t.services.storage.get(captionsKey)).not.toBeNull();
    const listed = await (await t.request(`/api/projects/${projectId}/videos`, { token })).json();
    expect(listed.videos[0].captions_url).toBe(`/api/videos/${vids[0]!.id}/captions.vtt`);
    expect(listed.videos[0].captions_language).toBe('en-US');
    const captions = await t.request(`/api/videos/${vids[0]!.id}/captions.vtt`, { token });
    expect(captions.status).toBe(200);
    expect(captions.headers.get('content-type')).toBe('text/vtt; charset=utf-8');
    const vtt = await captions.text();
    expect(vtt.startsWith('WEBVTT\n')).toBe(true);
    // Slide 2 starts after slide 1's 2 s of speech and its 0.6 s tail.
    expect(vtt).toContain('00:00:00.000 --> 00:00:02.000\nWelcome to fire safety.');
    expect(vtt).toContain('00:00:02.600 --> 00:00:06.100\nKnow your exits and keep them clear.');
    const stranger = (await t.signUp('caption-stranger@example.com')).token;
    expect((await t.request(`/api/videos/${vids[0]!.id}/captions.vtt`, { token: stranger })).status).toBe(404);

    // The share page reads the same file without signing in.
    const { slug } = await (await t.request('/api/videos/share', { token, body: { videoId: vids[0]!.id, title: 'Fire safety' } })).json();
    const shared = await t.request(`/api/share/${slug}/captions.vtt`);
    expect(shared.status).toBe(200);
    expect(await shared.text()).toBe(vtt);
  });

  it('retries a failed attempt to exactly one video and one charge', async () => {
    const before = Number(await used());
    const projectId = await projectWithSlides(2);
    const { ports, calls } = fakePorts({ failEncodeOnce: true });
    const render = await requestRender({ db: t.database.db, queue, allowance: allowancePort(t.database.db) }, userId, projectId, 'mp4');
    await expect(processRender(deps(ports), render.id)).rejects.toThrow('ffmpeg exited with code 1');
    const [failedRow] = await t.database.db.select().from(renders).where(eq(renders.id, render.id));
    expect(failedRow!.error).toBe('ffmpeg exited with code 1');
    expect(Number(await used())).toBe(before);
    await processRender(deps(ports), render.id);
    // Slide 1 failed and is encoded again; slide 2, finished before the failure, is reused.
    expect(calls.encode).toBe(3);
    expect(await t.database.db.select().from(videos).where(eq(videos.render_id, render.id))).toHaveLength(1);
    // Two minutes held; the video runs seconds, so it is charged the one minute it starts (decision 160).
    expect(Number(await used())).toBe(before + 1);
  });

  it('a video record that cannot be written says so on the render, and nothing is charged', async () => {
    const before = Number(await used());
    const projectId = await projectWithSlides(1);
    const { ports } = fakePorts();
    const render = await requestRender({ db: t.database.db, queue, allowance: allowancePort(t.database.db) }, userId, projectId, 'webm');
    await t.database.db.execute(
      sql.raw(`CREATE FUNCTION refuse_video() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'disk full: secret-path-91'; END $$`),
    );
    await t.database.db.execute(sql.raw('CREATE TRIGGER refuse_video BEFORE INSERT ON videos FOR EACH ROW EXECUTE FUNCTION refuse_video()'));
    try {
      await expect(processRender(deps(ports), render.id)).rejects.toThrow('Failed to create video record');
    } finally {
      await t.database.db.execute(sql.raw('DROP TRIGGER refuse_video ON videos'));
      await t.database.db.execute(sql.raw('DROP FUNCTION refuse_video()'));
    }
    const [row] = await t.database.db.select().from(renders).where(eq(renders.id, render.id));
    expect(row!.error).toBe('Failed to create video record');
    expect(row!.error).not.toContain('secret-path-91');
    expect(Number(await used())).toBe(before);
  });

  it('a resumed render keeps the progress it showed: the bar never moves back', async () => {
    const projectId = await projectWithSlides(1);
    const { ports } = fakePorts({ hangEncode: true });
    const render = await requestRender({ db: t.database.db, queue, allowance: allowancePort(t.database.db) }, userId, projectId, 'webm');
    // As a render interrupted at 63 % is left.
    await t.database.db.update(renders).set({ status: 'running', percent: 63 }).where(eq(renders.id, render.id));
    const running = processRender(deps(ports), render.id);
    const seen: number[] = [];
    for (let i = 0; i < 10; i++) {
      await new Promise((r) => setTimeout(r, 50));
      const [row] = await t.database.db.select({ percent: renders.percent }).from(renders).where(eq(renders.id, render.id));
      seen.push(row!.percent);
    }
    await cancelRender(t.database.db, allowancePort(), userId, render.id);
    await running;
    expect(Math.min(...seen)).toBeGreaterThanOrEqual(63);
  });

  it('stops on cancel without a video or a charge', async () => {
    const before = await used();
    const projectId = await projectWithSlides(1);
    const { ports } = fakePorts({ hangEncode: true });
    const render = await requestRender({ db: t.database.db, queue, allowance: allowancePort(t.database.db) }, userId, projectId, 'webm');
    const running = processRender(deps(ports), render.id);
    await new Promise((r) => setTimeout(r, 150));
    await cancelRender(t.database.db, allowancePort(), userId, render.id);
    await running;
    expect(await t.database.db.select().from(videos).where(eq(videos.render_id, render.id))).toHaveLength(0);
    expect(await used()).toBe(before);
  });

  it('hands the brand logo and uploaded slide images to the slide renderer', async () => {
    const { project } = await (await t.request('/api/projects', { token, body: { name: 'Branded', purpose: 'Marketing & Sales' } })).json();
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
    const uploadAsset = async () => {
      const form = new FormData();
      form.append('file', new File([png], 'logo.png'));
      const res = await t.app.request(`/api/projects/${project.id}/assets`, {
        method: 'POST',
        body: form,
        headers: { Origin: 'http://localhost:3000', Authorization: `Bearer ${token}` },
      });
      expect(res.status).toBe(201);
      return (await res.json()).asset as { url: string; key: string; width: number; height: number };
    };
    const logo = await uploadAsset();
    const image = await uploadAsset();
    const withImage = { ...slide(1, 'Our brand in one minute.'), contextualImage: { url: image.url, keywords: [], source: 'upload' } };
    await t.request(`/api/projects/${project.id}`, {
      method: 'PATCH',
      token,
      body: { progress_data: { duration: 1, brandLogo: logo, slides: [withImage, slide(2, 'Thanks for watching.')] } },
    });
    const seen: { logo: boolean; images: string[] }[] = [];
    const { ports } = fakePorts();
    const draw = ports.drawSlide;
    ports.drawSlide = async (s, options) => {
      seen.push({ logo: options.logo !== null && options.logo.data.byteLength === png.byteLength, images: [...options.images.keys()] });
      return draw(s, options);
    };
    const render = await requestRender({ db: t.database.db, queue, allowance: allowancePort(t.database.db) }, userId, project.id, 'webm');
    await processRender(deps(ports), render.id);
    expect(seen).toEqual([
      { logo: true, images: [image.url] },
      { logo: true, images: [image.url] },
    ]);
  });

  it('refuses a render the allowance cannot cover, before queuing anything', async () => {
    const projectId = await projectWithSlides(5);
    await t.database.db.execute(sql`UPDATE user_allowances SET non_avatar_used_minutes = non_avatar_total_minutes - 1 WHERE user_id = ${userId}`);
    const res = await t.request(`/api/projects/${projectId}/renders`, { token, body: { format: 'webm' } });
    expect(res.status).toBe(409);
    expect((await res.json()).error).toMatch(/Insufficient non-avatar/);
  });
});
