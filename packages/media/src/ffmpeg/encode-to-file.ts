import { mkdtemp, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Runs one encode the way every ffmpeg step here must: inputs go to a scratch folder removed
 * afterwards, ffmpeg writes `<output>.partial`, and the file appears at `output` only when the
 * encode completed (a rename, atomic on one file system), so a reader, a cache or a crashed
 * worker's successor never sees half a video. A failed or aborted encode leaves nothing behind.
 */
export async function encodeToFile<T>(output: string, scratchPrefix: string, encode: (paths: { work: string; partial: string }) => Promise<T>): Promise<T> {
  const work = await mkdtemp(join(tmpdir(), scratchPrefix));
  const partial = `${output}.partial`;
  try {
    const result = await encode({ work, partial });
    await rename(partial, output);
    return result;
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
