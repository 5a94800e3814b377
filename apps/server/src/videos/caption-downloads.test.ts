import { buildWebVtt } from '@lectern/core';
import { videos } from '@lectern/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { captionsFilename, contentDisposition } from './captions-file';

const CUES = [
  { startMs: 0, endMs: 2000, text: 'Bienvenidos a la seguridad & salud.' },
  { startMs: 3_599_000, endMs: 3_601_500, text: '¿Dónde está\nla salida?' },
];

describe('caption downloads (docs/decisions/140)', () => {
  let t: TestApp;
  let token: string;
  let videoId: string;
  let silentVideoId: string;
  let legacyVideoId: string;
  let projectId: string;

  beforeAll(async () => {
    t = await createTestApp();
    const owner = await t.signUp('captions-owner@example.com');
    token = owner.token;
    const created = await t.request('/api/projects', { token, body: { name: 'Seguridad: "Básico"', purpose: 'Compliance Training' } });
    projectId = (await created.json()).project.id as string;
    const insert = async (metadata: Record<string, unknown>) => {
      const [row] = await t.database.db
        .insert(videos)
        .values({
          project_id: projectId,
          user_id: owner.userId,
          filename: 'seguridad-basico.webm',
          storage_key: `videos/${projectId}.webm`,
          format: 'webm',
          metadata,
        })
        .returning();
      return row!.id;
    };
    await t.services.storage.put(`videos/${projectId}.webm`, new Uint8Array(64));
    await t.services.storage.put(`videos/${projectId}.vtt`, new TextEncoder().encode(buildWebVtt(CUES)));
    videoId = await insert({ captions_key: `videos/${projectId}.vtt`, caption_language: 'es-mx' });
    legacyVideoId = await insert({ captions_key: `videos/${projectId}.vtt` });
    silentVideoId = await insert({});
  });
  afterAll(() => t.close());

  it('lists the captions language with the video', async () => {
    const listed = (await (await t.request(`/api/projects/${projectId}/videos`, { token })).json()).videos as {
      id: string;
      captions_url: string | null;
      captions_language: string | null;
    }[];
    const byId = new Map(listed.map((v) => [v.id, v]));
    expect(byId.get(videoId)).toMatchObject({ captions_url: `/api/videos/${videoId}/captions.vtt`, captions_language: 'es-MX' });
    // Rendered before the language was recorded: those scripts were English.
    expect(byId.get(legacyVideoId)).toMatchObject({ captions_language: 'en' });
    expect(byId.get(silentVideoId)).toMatchObject({ captions_url: null, captions_language: null });
  });

  it('gives the owner SubRip with its type, a safe file name and the narration language', async () => {
    const res = await t.request(`/api/videos/${videoId}/captions.srt?download=1`, { token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/x-subrip; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="Seguridad Basico.es-MX.srt"; filename*=UTF-8''Seguridad%20B%C3%A1sico.es-MX.srt`,
    );
    expect(await res.text()).toBe(
      '1\r\n00:00:00,000 --> 00:00:02,000\r\nBienvenidos a la seguridad & salud.\r\n\r\n2\r\n00:59:59,000 --> 01:00:01,500\r\n¿Dónde está\r\nla salida?\r\n',
    );
  });

  it('gives the owner the WebVTT file itself, to save or to play', async () => {
    const res = await t.request(`/api/videos/${videoId}/captions.vtt?download=1`, { token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/vtt; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="Seguridad Basico\.es-MX\.vtt"/);
    expect(await res.text()).toBe(buildWebVtt(CUES));
    const played = await t.request(`/api/videos/${videoId}/captions.vtt`, { token });
    expect(played.headers.get('content-disposition')).toMatch(/^inline; /);
    const legacy = await t.request(`/api/videos/${legacyVideoId}/captions.srt?download=1`, { token });
    expect(legacy.headers.get('content-disposition')).toMatch(/filename="Seguridad Basico\.en\.srt"/);
  });

  it('answers 404 with a JSON error for someone else, a video without captions and an unknown id', async () => {
    const stranger = (await t.signUp('captions-stranger@example.com')).token;
    for (const [path, who] of [
      [`/api/videos/${videoId}/captions.srt?download=1`, stranger],
      [`/api/videos/${videoId}/captions.vtt?download=1`, stranger],
      [`/api/videos/${silentVideoId}/captions.srt`, token],
      [`/api/videos/${silentVideoId}/captions.vtt`, token],
      ['/api/videos/00000000-0000-4000-8000-000000000000/captions.srt', token],
    ] as const) {
      const res = await t.request(path, { token: who });
      expect(res.status, path).toBe(404);
      expect(await res.json()).toEqual({ error: expect.any(String) });
    }
    expect((await t.request(`/api/videos/${videoId}/captions.srt`)).status).toBe(401);
  });

  it('tells the share page the captions language', async () => {
    const { slug } = await (await t.request('/api/videos/share', { token, body: { videoId, title: 'Seguridad' } })).json();
    expect((await (await t.request(`/api/share/${slug}`)).json()).captionsLanguage).toBe('es-MX');
  });
});

describe('caption file names', () => {
  it('keeps the project name readable and drops what file systems refuse', () => {
    expect(captionsFilename('Fire Safety Basics', 'en-US', 'srt')).toBe('Fire Safety Basics.en-US.srt');
    expect(captionsFilename('../../etc/passwd', 'de', 'vtt')).toBe('etc passwd.de.vtt');
    expect(captionsFilename('a\r\nb\u202e"c"<d>|e?*', 'fr', 'srt')).toBe('a b c d e.fr.srt');
    expect(captionsFilename(' ... ', 'ja', 'srt')).toBe('captions.ja.srt');
    expect(captionsFilename('x'.repeat(300), 'es', 'srt')).toBe(`${'x'.repeat(100)}.es.srt`);
  });

  it('sends an ASCII name to every client and the UTF-8 name to those that read filename*', () => {
    expect(contentDisposition('attachment', 'Plain.en.srt')).toBe('attachment; filename="Plain.en.srt"');
    expect(contentDisposition('attachment', '安全 100%.zh.srt')).toBe(
      `attachment; filename="__ 100_.zh.srt"; filename*=UTF-8''%E5%AE%89%E5%85%A8%20100%25.zh.srt`,
    );
  });
});
