import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MUSIC_MESSAGES } from '@lectern/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runFfmpeg } from '../ffmpeg/run-ffmpeg.ts';
import { MusicFileError, probeAudio } from './probe-audio.ts';

let dir = '';
const file = (name: string) => join(dir, name);
const make = (args: string[]) => runFfmpeg(['-hide_banner', '-nostdin', '-y', '-loglevel', 'error', ...args]);

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'probe-audio-'));
  const tone = ['-f', 'lavfi', '-i', 'sine=f=440:d=4'];
  await make([...tone, file('track.wav')]);
  await make([...tone, '-c:a', 'aac', file('track.m4a')]);
  await make([...tone, '-c:a', 'libmp3lame', file('track.mp3')]);
  await make([...tone, '-c:a', 'flac', file('track.flac')]);
  // An MP3 with cover art (an attached picture stream) is still music.
  await make([
    ...tone,
    '-f',
    'lavfi',
    '-i',
    'color=c=red:s=64x64:d=1',
    '-map',
    '0',
    '-map',
    '1',
    '-c:a',
    'libmp3lame',
    '-c:v',
    'png',
    '-frames:v',
    '1',
    '-disposition:v',
    'attached_pic',
    file('cover.mp3'),
  ]);
  await make([
    ...tone,
    '-f',
    'lavfi',
    '-i',
    'color=c=blue:s=64x64:d=4',
    '-map',
    '0',
    '-map',
    '1',
    '-c:a',
    'aac',
    '-c:v',
    'libx264',
    '-shortest',
    file('clip.mp4'),
  ]);
  await writeFile(file('notes.mp3'), 'These are not music notes.\n');
  await writeFile(file('playlist.mp3'), `#EXTM3U\n#EXT-X-TARGETDURATION:4\n#EXTINF:4,\n${file('track.wav')}\n#EXT-X-ENDLIST\n`);
  await writeFile(file('concat.ogg'), `ffconcat version 1.0\nfile '${file('track.wav')}'\n`);
  // A WAV header promising audio, with nothing after it.
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36, 4);
  header.write('WAVEfmt ', 8, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(44100, 24);
  header.writeUInt32LE(88200, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'latin1');
  await writeFile(file('empty.wav'), header);
}, 60_000);
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('probeAudio', () => {
  it.each([
    ['track.wav', 'pcm_s16le'],
    ['track.m4a', 'aac'],
    ['track.mp3', 'mp3'],
    ['track.flac', 'flac'],
    ['cover.mp3', 'mp3'],
  ])('accepts %s (%s) with its length', async (name, codec) => {
    const info = await probeAudio(file(name));
    expect(info.codec).toBe(codec);
    expect(info.durationSeconds).toBeGreaterThan(3.9);
    expect(info.durationSeconds).toBeLessThan(4.2);
  });

  it.each(['clip.mp4', 'notes.mp3', 'playlist.mp3', 'concat.ogg'])('refuses %s: not an audio track (videos, text, playlists)', async (name) => {
    const error = await probeAudio(file(name)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MusicFileError);
    expect((error as MusicFileError).reason).toBe('notAudio');
    expect((error as Error).message).toBe(MUSIC_MESSAGES.notAudio);
  });

  it('refuses an audio file without any sound in it as unreadable', async () => {
    const error = await probeAudio(file('empty.wav')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MusicFileError);
    expect((error as MusicFileError).reason).toBe('unreadable');
  });
});
