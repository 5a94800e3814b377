import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { MUSIC_LICENCE, MUSIC_MESSAGES, MUSIC_TRACKS, MUSIC_UPLOAD_MAX_BYTES } from '@lectern/core';
import { ffmpegPath } from '@lectern/media';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../test/test-app';

const run = promisify(execFile);

/** Issue 14 item 4: shipped tracks for the preview, and uploads checked by content and size, owner only. */
describe('background music', () => {
  let t: TestApp;
  let dir: string;
  let owner: { token: string; userId: string };
  let projectId: string;
  let wav: Uint8Array;
  let mp3: Uint8Array;
  beforeAll(async () => {
    t = await createTestApp();
    dir = await mkdtemp(join(tmpdir(), 'lectern-music-test-'));
    // Two seconds of a tone, as WAV and as MP3 (with an ID3 tag, as music players write them).
    await run(ffmpegPath(), ['-v', 'error', '-f', 'lavfi', '-i', 'sine=frequency=440:duration=2', join(dir, 'tone.wav')]);
    await run(ffmpegPath(), ['-v', 'error', '-i', join(dir, 'tone.wav'), '-metadata', 'title=Tone', '-c:a', 'libmp3lame', join(dir, 'tone.mp3')]).catch(
      () => undefined,
    );
    wav = new Uint8Array(await readFile(join(dir, 'tone.wav')));
    mp3 = await readFile(join(dir, 'tone.mp3')).then(
      (b) => new Uint8Array(b),
      () => new Uint8Array(),
    );
    owner = await t.signUp('music-owner@example.com');
    projectId = await newProject(owner.token);
  });
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  async function newProject(token: string) {
    const { project } = await (await t.request('/api/projects', { token, body: { name: 'With music', purpose: 'Compliance Training' } })).json();
    return project.id as string;
  }
  const upload = (bytes: Uint8Array, name: string, token = owner.token, project = projectId) => {
    const form = new FormData();
    form.append('file', new File([new Uint8Array(bytes)], name));
    return t.app.request(`/api/projects/${project}/music`, { method: 'POST', body: form, headers: { Origin: TEST_ORIGIN, Authorization: `Bearer ${token}` } });
  };

  it('lists the shipped tracks with their licence and length, and serves each for the preview', async () => {
    const { tracks } = await (await t.request('/api/music/tracks', { token: owner.token })).json();
    expect(tracks.map((x: { id: string }) => x.id)).toEqual(MUSIC_TRACKS.map((x) => x.id));
    for (const track of tracks) {
      expect(track).toMatchObject({ licence: MUSIC_LICENCE, audioUrl: `/api/music/tracks/${track.id}/audio` });
      expect(track.durationSeconds).toBeGreaterThan(10);
      const audio = await t.request(track.audioUrl, { token: owner.token });
      expect(audio.status).toBe(200);
      expect(audio.headers.get('content-type')).toBe('audio/ogg');
      expect(audio.headers.get('cache-control')).toBe('public, max-age=86400');
      expect(new TextDecoder().decode((await audio.arrayBuffer()).slice(0, 4))).toBe('OggS');
    }
    for (const bad of ['nope', '..%2F..%2Fpackage.json', 'calm-focus.ogg']) {
      const res = await t.request(`/api/music/tracks/${bad}/audio`, { token: owner.token });
      expect(res.status).toBe(404);
    }
    expect((await t.request('/api/music/tracks')).status).toBe(401);
  });

  it('stores an audio upload under the project and says how long it is', async () => {
    const res = await upload(wav, 'C:\\Users\\me\\My theme.wav');
    expect(res.status).toBe(201);
    const music = await res.json();
    expect(music).toMatchObject({ name: 'My theme.wav' });
    expect(music.key).toMatch(new RegExp(`^music/${projectId}/[0-9a-f-]{36}\\.wav$`));
    expect(music.durationSeconds).toBeCloseTo(2, 0);
    expect(await t.services.storage.get(music.key)).not.toBeNull();
    if (mp3.byteLength > 0) expect((await upload(mp3, 'tone.mp3')).status).toBe(201);
  });

  it('refuses files that are not audio by their content, whatever their name', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
    const playlist = new TextEncoder().encode('#EXTM3U\n#EXTINF:10,\nfile:///etc/passwd\n');
    for (const [bytes, name] of [
      [png, 'song.mp3'],
      [playlist, 'list.m4a'],
    ] as const) {
      const res = await upload(bytes, name);
      expect(res.status).toBe(400);
      expect((await res.json()).error).toBe(MUSIC_MESSAGES.notAudio);
    }
    // Looks like a WAV by its first bytes, but nothing in it plays.
    const fake = new Uint8Array(4096);
    fake.set(new TextEncoder().encode('RIFF\x00\x10\x00\x00WAVEfmt '));
    const res = await upload(fake, 'broken.wav');
    expect(res.status).toBe(400);
    expect([MUSIC_MESSAGES.notAudio, MUSIC_MESSAGES.unreadable]).toContain((await res.json()).error);
    expect(await t.services.storage.list(`music/${projectId}/`)).toHaveLength(mp3.byteLength > 0 ? 2 : 1);
  });

  it('refuses a file over the limit with 413, counted on the body', async () => {
    const big = new Uint8Array(MUSIC_UPLOAD_MAX_BYTES + 1);
    big.set(wav.subarray(0, 44));
    const res = await upload(big, 'long.wav');
    expect(res.status).toBe(413);
    expect((await res.json()).error).toBe(MUSIC_MESSAGES.tooLarge);
  }, 60_000);

  it("uploads only to one's own project, and a project may only name the owner's own music", async () => {
    const stranger = await t.signUp('music-stranger@example.com');
    expect((await upload(wav, 'mine.wav', stranger.token)).status).toBe(404);
    const theirProject = await newProject(stranger.token);
    const theirs = await (await upload(wav, 'theirs.wav', stranger.token, theirProject)).json();
    const mine = await (await upload(wav, 'mine.wav')).json();

    const save = (key: string) =>
      t.request(`/api/projects/${projectId}`, {
        method: 'PATCH',
        token: owner.token,
        body: { progress_data: { backgroundMusic: { source: 'upload', key, name: 'x' }, musicVolume: 30 } },
      });
    const refused = await save(theirs.key);
    expect(refused.status).toBe(403);
    expect((await refused.json()).error).toBe(MUSIC_MESSAGES.notYours);
    expect((await save(`music/${projectId}/../../assets/x.wav`)).status).toBe(403);
    expect((await save(mine.key)).status).toBe(200);
    // Music uploaded to another of the owner's projects may be used too (as images, decision 108).
    const second = await newProject(owner.token);
    const ok = await t.request(`/api/projects/${second}`, {
      method: 'PATCH',
      token: owner.token,
      body: { progress_data: { backgroundMusic: { source: 'upload', key: mine.key, name: 'x' } } },
    });
    expect(ok.status).toBe(200);
  });
});
