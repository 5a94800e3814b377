import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildWebVtt, SCORM_MESSAGES } from '@lectern/core';
import { videos } from '@lectern/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { scormFilename } from './scorm-package';

const dir = mkdtempSync(join(tmpdir(), 'lectern-scorm-'));

interface Unpacked {
  names: string[];
  crcOk: boolean;
  manifest: { root: string; schemaversion: string; scormType: string | null; href: string; files: string[]; items: number; title: string };
  text: Record<string, string>;
  sizes: Record<string, number>;
}

/** Unzips with Python's zipfile (CRC checked) and parses the manifest with its XML parser, which refuses malformed XML. */
function unpack(zip: Uint8Array, name: string): Unpacked {
  const path = join(dir, name);
  writeFileSync(path, zip);
  const script = `
import json, sys, zipfile
import xml.etree.ElementTree as ET
z = zipfile.ZipFile(sys.argv[1])
root = ET.fromstring(z.read('imsmanifest.xml'))
ns = {'cp': root.tag[1:root.tag.index('}')]}
res = root.find('cp:resources/cp:resource', ns)
scorm_type = None
for key, value in res.attrib.items():
    if key.lower().endswith('}scormtype'):
        scorm_type = key[1:key.index('}')] + ' ' + key[key.index('}') + 1:] + '=' + value
text = {}
for info in z.infolist():
    if info.filename.endswith(('.html', '.js', '.vtt', '.xml')):
        text[info.filename] = z.read(info).decode('utf-8')
print(json.dumps({
  'names': z.namelist(),
  'crcOk': z.testzip() is None,
  'manifest': {
    'root': root.tag,
    'schemaversion': root.find('cp:metadata/cp:schemaversion', ns).text,
    'scormType': scorm_type,
    'href': res.get('href'),
    'files': [f.get('href') for f in res.findall('cp:file', ns)],
    'items': len(root.findall('cp:organizations/cp:organization/cp:item', ns)),
    'title': root.find('cp:organizations/cp:organization/cp:title', ns).text,
  },
  'text': text,
  'sizes': {i.filename: i.file_size for i in z.infolist()},
}))`;
  // unzip tests every entry the way most LMS importers' unzip libraries read them.
  expect(execFileSync('unzip', ['-t', path], { encoding: 'utf8' })).toMatch(/No errors detected/);
  return JSON.parse(execFileSync('python3', ['-c', script, path], { encoding: 'utf8' }));
}

describe('LMS packages: GET /api/videos/:id/scorm.zip (decision 147)', () => {
  let t: TestApp;
  let token: string;
  let videoId: string;
  let bareVideoId: string;
  const videoBytes = new Uint8Array(200_000).map((_, i) => (i * 31) % 251);

  beforeAll(async () => {
    t = await createTestApp();
    const owner = await t.signUp('scorm-owner@example.com');
    token = owner.token;
    const created = await t.request('/api/projects', { token, body: { name: 'Fire <Safety> & "Exits"', purpose: 'Compliance Training' } });
    const projectId = (await created.json()).project.id as string;
    await t.services.storage.put(`videos/${projectId}.mp4`, videoBytes);
    await t.services.storage.put(`videos/${projectId}.vtt`, new TextEncoder().encode(buildWebVtt([{ startMs: 0, endMs: 2000, text: 'Hola & bienvenidos' }])));
    const [full] = await t.database.db
      .insert(videos)
      .values({
        project_id: projectId,
        user_id: owner.userId,
        filename: 'fire-safety-exits.mp4',
        storage_key: `videos/${projectId}.mp4`,
        format: 'mp4',
        duration: '42.50',
        width: 1080,
        height: 1920,
        metadata: {
          captions_key: `videos/${projectId}.vtt`,
          caption_language: 'es-MX',
          chapters: [
            { title: 'Welcome', startSeconds: 0 },
            { title: 'Exits & alarms', startSeconds: 20 },
          ],
        },
      })
      .returning();
    videoId = full!.id;
    const [bare] = await t.database.db
      .insert(videos)
      .values({ project_id: projectId, user_id: owner.userId, filename: 'old.webm', storage_key: `videos/${projectId}.mp4`, format: 'webm', metadata: {} })
      .returning();
    bareVideoId = bare!.id;
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('gives the owner a SCORM 1.2 package by default: manifest, player, script, video, captions and chapters', async () => {
    const res = await t.request(`/api/videos/${videoId}/scorm.zip`, { token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="fire-safety-exits-scorm-1.2.zip"');
    const zip = unpack(new Uint8Array(await res.arrayBuffer()), 'v12.zip');
    expect(zip.crcOk).toBe(true);
    expect(zip.names).toEqual(['imsmanifest.xml', 'index.html', 'scorm.js', 'video.mp4', 'captions.vtt', 'chapters.vtt']);
    expect(zip.manifest).toMatchObject({
      root: '{http://www.imsproject.org/xsd/imscp_rootv1p1p2}manifest',
      schemaversion: '1.2',
      scormType: 'http://www.adlnet.org/xsd/adlcp_rootv1p2 scormtype=sco',
      href: 'index.html',
      items: 1,
      title: 'Fire <Safety> & "Exits"',
    });
    // Every file of the package is listed on the SCO, and every listed file is in the package.
    expect([...zip.manifest.files].sort()).toEqual(zip.names.filter((n) => n !== 'imsmanifest.xml').sort());
    expect(zip.sizes['video.mp4']).toBe(videoBytes.byteLength);

    const page = zip.text['index.html']!;
    expect(page).toContain('data-scorm-version="1.2"');
    expect(page).toContain('data-completion-threshold="0.9"');
    expect(page).toContain('<source src="video.mp4" type="video/mp4">');
    expect(page).toContain('<track kind="captions" src="captions.vtt" srclang="es-MX" label="Spanish (Mexico)" default>');
    expect(page).toContain('<track kind="chapters" src="chapters.vtt"');
    // The player takes the video's own shape, here vertical.
    expect(page).toContain('aspect-ratio: 1080 / 1920');
    expect(page).toContain('<title>Fire &#60;Safety&#62; &#38; &#34;Exits&#34;</title>');
    expect(page).toContain('Made with Lectern');
    // Nothing is fetched from outside the package.
    expect(page).not.toMatch(/(src|href)="(https?:)?\/\//);
    expect(zip.text['scorm.js']).toContain('LMSInitialize');
    expect(zip.text['captions.vtt']).toContain('Hola &amp; bienvenidos');
    expect(zip.text['chapters.vtt']).toBe('WEBVTT\n\n1\n00:00:00.000 --> 00:00:20.000\nWelcome\n\n2\n00:00:20.000 --> 00:00:42.500\nExits &amp; alarms\n');
  });

  it('switches to SCORM 2004 4th edition on ?version=2004', async () => {
    const res = await t.request(`/api/videos/${videoId}/scorm.zip?version=2004`, { token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="fire-safety-exits-scorm-2004.zip"');
    const zip = unpack(new Uint8Array(await res.arrayBuffer()), 'v2004.zip');
    expect(zip.manifest).toMatchObject({
      root: '{http://www.imsglobal.org/xsd/imscp_v1p1}manifest',
      schemaversion: '2004 4th Edition',
      scormType: 'http://www.adlnet.org/xsd/adlcp_v1p3 scormType=sco',
    });
    expect(zip.text['index.html']).toContain('data-scorm-version="2004"');
  });

  it('offers the caption track without switching it on when the captions are burned into the picture', async () => {
    const owner = await t.signUp('scorm-burned@example.com');
    const created = await t.request('/api/projects', { token: owner.token, body: { name: 'Reel', purpose: 'Compliance Training' } });
    const projectId = (await created.json()).project.id as string;
    await t.services.storage.put(`videos/${projectId}.mp4`, videoBytes);
    await t.services.storage.put(`videos/${projectId}.vtt`, new TextEncoder().encode(buildWebVtt([{ startMs: 0, endMs: 2000, text: 'Hello' }])));
    const [burned] = await t.database.db
      .insert(videos)
      .values({
        project_id: projectId,
        user_id: owner.userId,
        filename: 'reel.mp4',
        storage_key: `videos/${projectId}.mp4`,
        format: 'mp4',
        metadata: { captions_key: `videos/${projectId}.vtt`, caption_language: 'en-US', burned_captions: true },
      })
      .returning();
    const res = await t.request(`/api/videos/${burned!.id}/scorm.zip`, { token: owner.token });
    const zip = unpack(new Uint8Array(await res.arrayBuffer()), 'burned.zip');
    expect(zip.names).toContain('captions.vtt');
    expect(zip.text['index.html']).toContain('<track kind="captions" src="captions.vtt" srclang="en-US" label="English (United States)">');
  });

  it('leaves out captions and chapters a video does not have, and plays WebM as WebM', async () => {
    const res = await t.request(`/api/videos/${bareVideoId}/scorm.zip`, { token });
    const zip = unpack(new Uint8Array(await res.arrayBuffer()), 'bare.zip');
    expect(zip.names).toEqual(['imsmanifest.xml', 'index.html', 'scorm.js', 'video.webm']);
    expect(zip.manifest.files).toEqual(['index.html', 'scorm.js', 'video.webm']);
    expect(zip.text['index.html']).not.toContain('<track');
    expect(zip.text['index.html']).toContain('aspect-ratio: 1920 / 1080');
  });

  it('packs the MP4 of the same content when the WebM is asked for, and the WebM when there is no such MP4', async () => {
    const owner = await t.signUp('scorm-formats@example.com');
    const created = await t.request('/api/projects', { token: owner.token, body: { name: 'Two formats', purpose: 'Compliance Training' } });
    const projectId = (await created.json()).project.id as string;
    await t.services.storage.put(`videos/${projectId}-a.webm`, new Uint8Array(100));
    await t.services.storage.put(`videos/${projectId}-a.mp4`, new Uint8Array(300));
    await t.services.storage.put(`videos/${projectId}-b.mp4`, new Uint8Array(500));
    const insert = async (key: string, format: string, contentKey: string) => {
      const [row] = await t.database.db
        .insert(videos)
        .values({
          project_id: projectId,
          user_id: owner.userId,
          filename: `two-formats.${format}`,
          storage_key: key,
          format,
          content_key: contentKey,
          metadata: {},
        })
        .returning();
      return row!.id;
    };
    const webm = await insert(`videos/${projectId}-a.webm`, 'webm', 'content-a');
    await insert(`videos/${projectId}-a.mp4`, 'mp4', 'content-a');
    await insert(`videos/${projectId}-b.mp4`, 'mp4', 'content-b');
    const zip = unpack(new Uint8Array(await (await t.request(`/api/videos/${webm}/scorm.zip`, { token: owner.token })).arrayBuffer()), 'prefer.zip');
    expect(zip.names).toContain('video.mp4');
    expect(zip.sizes['video.mp4']).toBe(300);
    expect(zip.text['index.html']).toContain('type="video/mp4"');

    const alone = await insert(`videos/${projectId}-a.webm`, 'webm', 'content-c');
    const only = unpack(new Uint8Array(await (await t.request(`/api/videos/${alone}/scorm.zip`, { token: owner.token })).arrayBuffer()), 'alone.zip');
    expect(only.sizes['video.webm']).toBe(100);
    expect(only.names).not.toContain('video.mp4');
  });

  it('carries the video’s quiz questions and the pass mark the owner chose, 80 % unless chosen (decision 175)', async () => {
    const owner = await t.signUp('scorm-quiz@example.com');
    const created = await t.request('/api/projects', { token: owner.token, body: { name: 'Quiz', purpose: 'Compliance Training' } });
    const projectId = (await created.json()).project.id as string;
    await t.services.storage.put(`videos/${projectId}.mp4`, videoBytes);
    const quiz = { id: 'q1', slideIndex: 2, atSeconds: 31.5, question: 'Is </script> safe?', answers: ['Yes', 'No'], correct: [1], explanation: 'Never.' };
    const [row] = await t.database.db
      .insert(videos)
      .values({
        project_id: projectId,
        user_id: owner.userId,
        filename: 'quiz.mp4',
        storage_key: `videos/${projectId}.mp4`,
        format: 'mp4',
        metadata: { quizzes: [quiz] },
      })
      .returning();
    const page = (zip: Unpacked) => zip.text['index.html']!;
    const chosen = unpack(
      new Uint8Array(await (await t.request(`/api/videos/${row!.id}/scorm.zip?version=2004&passMark=70`, { token: owner.token })).arrayBuffer()),
      'quiz.zip',
    );
    expect(page(chosen)).toContain('data-pass-mark="70"');
    const json = /<script type="application\/json" id="lectern-quizzes">(.*)<\/script>/.exec(page(chosen))?.[1] ?? '';
    expect(json).not.toContain('</');
    expect(JSON.parse(json)).toEqual([quiz]);
    const byDefault = unpack(
      new Uint8Array(await (await t.request(`/api/videos/${row!.id}/scorm.zip`, { token: owner.token })).arrayBuffer()),
      'quiz-default.zip',
    );
    expect(page(byDefault)).toContain('data-pass-mark="80"');
    for (const bad of ['101', '-1', '7.5', 'most']) {
      const res = await t.request(`/api/videos/${row!.id}/scorm.zip?passMark=${bad}`, { token: owner.token });
      expect(res.status, bad).toBe(400);
      expect(await res.json()).toEqual({ error: SCORM_MESSAGES.passMark });
    }
  });

  it('answers 404 to anyone but the owner, 401 without sign-in and 400 for an unknown version', async () => {
    const stranger = (await t.signUp('scorm-stranger@example.com')).token;
    for (const [path, who] of [
      [`/api/videos/${videoId}/scorm.zip`, stranger],
      [`/api/videos/${videoId}/scorm.zip?version=2004`, stranger],
      ['/api/videos/00000000-0000-4000-8000-000000000000/scorm.zip', token],
      ['/api/videos/not-a-uuid/scorm.zip', token],
    ] as const) {
      const res = await t.request(path, { token: who });
      expect(res.status, path).toBe(404);
      expect(await res.json()).toEqual({ error: expect.any(String) });
    }
    expect((await t.request(`/api/videos/${videoId}/scorm.zip`)).status).toBe(401);
    const wrong = await t.request(`/api/videos/${videoId}/scorm.zip?version=3`, { token });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ error: SCORM_MESSAGES.unknownVersion });
  });
});

describe('scormFilename', () => {
  it('names the package after the video, safely', () => {
    expect(scormFilename('fire-safety.mp4', '1.2')).toBe('fire-safety-scorm-1.2.zip');
    expect(scormFilename('../../etc/passwd', '2004')).toBe('etc-passwd-scorm-2004.zip');
    expect(scormFilename(null, '1.2')).toBe('lectern-video-scorm-1.2.zip');
  });
});
