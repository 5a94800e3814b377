import { access, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeToFile } from './encode-to-file.ts';

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

describe('encodeToFile', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'lectern-encode-to-file-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('shows the output only once the encode completed, and removes its scratch folder', async () => {
    const output = join(dir, 'done.webm');
    let scratch = '';
    const result = await encodeToFile(output, 'lectern-test-', async ({ work, partial }) => {
      scratch = work;
      await writeFile(join(work, 'input.wav'), 'narration');
      await writeFile(partial, 'video bytes');
      expect(await exists(output)).toBe(false);
      return 42;
    });
    expect(result).toBe(42);
    expect(await readFile(output, 'utf8')).toBe('video bytes');
    expect(await exists(`${output}.partial`)).toBe(false);
    expect(await exists(scratch)).toBe(false);
  });

  it('leaves nothing behind when the encode fails', async () => {
    const output = join(dir, 'failed.webm');
    let scratch = '';
    await expect(
      encodeToFile(output, 'lectern-test-', async ({ work, partial }) => {
        scratch = work;
        await writeFile(partial, 'half a video');
        throw new Error('ffmpeg exited with code 1');
      }),
    ).rejects.toThrow('ffmpeg exited with code 1');
    expect(await exists(output)).toBe(false);
    expect(await exists(`${output}.partial`)).toBe(false);
    expect(await exists(scratch)).toBe(false);
  });
});
