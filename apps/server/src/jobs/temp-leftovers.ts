import { readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Scratch folders of render attempts (renders/render-worker.ts) and of slide encodes (@lectern/media). */
const SCRATCH = /^lectern-(render|encode)-/;
/**
 * Far longer than a render attempt runs (videos are at most 5 minutes long, pg-boss gives a job 15
 * minutes, and an attempt's folder is touched whenever a slide segment is written), so only
 * leftovers of dead processes match.
 */
export const TEMP_LEFTOVER_AGE_MS = 60 * 60 * 1000;

/**
 * Removes the scratch folders earlier attempts of this render left in the temp directory (a
 * process killed mid-render cleans up nothing). Called by the render's new owner right after its
 * claim: any earlier attempt on this machine belongs to a dead worker or to one that lost the
 * render and stops. Returns how many were removed.
 */
export async function removeRenderLeftovers(renderId: string, dir = tmpdir()): Promise<number> {
  const prefix = `lectern-render-${renderId}`;
  let removed = 0;
  for (const name of await readdir(dir).catch(() => [] as string[])) {
    if (!name.startsWith(prefix)) continue;
    await rm(join(dir, name), { recursive: true, force: true });
    removed += 1;
  }
  return removed;
}

/** Removes render and encode scratch folders untouched for an hour: those of killed processes that no resumed render removed. */
export async function pruneTempLeftovers(maxAgeMs = TEMP_LEFTOVER_AGE_MS, dir = tmpdir(), now = Date.now()): Promise<number> {
  let removed = 0;
  for (const name of await readdir(dir).catch(() => [] as string[])) {
    if (!SCRATCH.test(name)) continue;
    const path = join(dir, name);
    try {
      if ((await stat(path)).mtimeMs >= now - maxAgeMs) continue;
      await rm(path, { recursive: true, force: true });
      removed += 1;
    } catch {
      // Removed meanwhile by the process that owned it.
    }
  }
  return removed;
}
