import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { zipStream } from './zip-stream';

const dir = mkdtempSync(join(tmpdir(), 'lectern-zip-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function written(stream: ReadableStream<Uint8Array>, name: string): Promise<string> {
  const path = join(dir, name);
  writeFileSync(path, new Uint8Array(await new Response(stream).arrayBuffer()));
  return path;
}

/** Python's zipfile reads every entry and checks its CRC, as an LMS importer would. */
function pythonRead(path: string): { name: string; method: number; size: number; text: string | null }[] {
  const script = `
import json, sys, zipfile
z = zipfile.ZipFile(sys.argv[1])
assert z.testzip() is None
out = []
for info in z.infolist():
    data = z.read(info)
    out.append({'name': info.filename, 'method': info.compress_type, 'size': len(data), 'text': data.decode('utf-8') if info.file_size < 4096 else None})
print(json.dumps(out))`;
  return JSON.parse(execFileSync('python3', ['-c', script, path], { encoding: 'utf8' }));
}

const bytes = (length: number, seed: number) => {
  const out = new Uint8Array(length);
  let x = seed;
  for (let i = 0; i < length; i++) {
    x = (x * 1103515245 + 12345) >>> 0;
    out[i] = x >>> 24;
  }
  return out;
};

const chunked = (data: Uint8Array, size: number) => () =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (let i = 0; i < data.byteLength; i += size) controller.enqueue(data.slice(i, i + size));
      controller.close();
    },
  });

describe('zipStream (yazl, decision 174)', () => {
  it('writes an archive unzip and Python read back byte for byte: text deflated, the video stored', async () => {
    const video = bytes(300_000, 7);
    const text = `<?xml version="1.0"?>\n<manifest>${'<file href="a.mp4"/>'.repeat(200)}</manifest>\n`;
    const path = await written(
      zipStream([
        { name: 'imsmanifest.xml', data: text },
        { name: 'media/sécurité é.vtt', data: 'WEBVTT\n\n1\n00:00:00.000 --> 00:00:01.000\nBonjour\n' },
        { name: 'video.mp4', size: video.byteLength, open: chunked(video, 65_536) },
        { name: 'empty.txt', data: '' },
      ]),
      'mixed.zip',
    );
    expect(execFileSync('unzip', ['-t', path], { encoding: 'utf8' })).toMatch(/No errors detected/);
    const entries = pythonRead(path);
    expect(entries.map((e) => e.name)).toEqual(['imsmanifest.xml', 'media/sécurité é.vtt', 'video.mp4', 'empty.txt']);
    expect(entries[0]).toMatchObject({ method: 8, text });
    expect(entries[1]?.text).toContain('Bonjour');
    expect(entries[2]).toMatchObject({ method: 0, size: video.byteLength });
    expect(Buffer.compare(execFileSync('unzip', ['-p', path, 'video.mp4']), Buffer.from(video))).toBe(0);
    expect(entries[3]).toMatchObject({ size: 0, text: '' });
  });

  it('refuses names that would climb out of the folder, and duplicates, before writing anything', () => {
    for (const name of ['../evil.txt', '/etc/passwd', 'a/../../b']) expect(() => zipStream([{ name, data: 'x' }]), name).toThrow();
    expect(() =>
      zipStream([
        { name: 'a.txt', data: 'x' },
        { name: 'a.txt', data: 'y' },
      ]),
    ).toThrow(/duplicate/);
  });

  it('fails the download when a streamed file is not the size it claimed', async () => {
    const stream = zipStream([{ name: 'video.mp4', size: 999, open: chunked(bytes(1000, 1), 100) }]);
    await expect(new Response(stream).arrayBuffer()).rejects.toThrow();
  });
});
