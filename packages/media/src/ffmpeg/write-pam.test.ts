import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pamImage, writePam } from './encode-avatar-segment.ts';

describe('writePam', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  it('writes the same bytes as the joined image, header then pixels, without copying the pixels first', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'lectern-pam-'));
    dirs.push(dir);
    // Larger than writeFile's 512 KB chunk, so the pixels go out in several writes.
    const width = 400;
    const height = 500;
    const rgba = new Uint8Array(width * height * 4).map((_, i) => (i * 37) % 251);
    const path = join(dir, 'figure.pam');
    await writePam(path, rgba, width, height);
    const written = await readFile(path);
    expect(written.equals(pamImage(rgba, width, height))).toBe(true);
    expect(written.subarray(0, 3).toString('latin1')).toBe('P7\n');
    expect(written.subarray(written.byteLength - rgba.byteLength).equals(Buffer.from(rgba))).toBe(true);
  });

  it('refuses pixels that do not fill the image, as pamImage does', async () => {
    await expect(writePam(join(tmpdir(), 'never.pam'), new Uint8Array(10), 2, 2)).rejects.toThrow(RangeError);
  });
});
