/**
 * Decision 193: the canvas draws synchronously on this thread, and a chain of drawings awaits
 * only promises, so nothing waiting on I/O (a synthesis sent to its runner, a cached clip read, an
 * encoder's progress) would run until every slide was drawn, leaving the second core idle at the
 * render's start. Each drawing first lets the event loop take what has arrived.
 *
 * Decision 197: one turn of the loop moved a file read or write by one step (open, stat, read,
 * close), so a cached clip (two files) or a synthesis's request (a folder and its text files)
 * still waited one drawing a step, about all of them: the first encode of an MP4 with its
 * narration cached started 0.4 s into the render. The loop now turns while a file request is
 * under way and for FILE_STEP_GRACE_MS after the last one (a file's close is not listed as one,
 * and the next request starts only after it), for at most DRAWING_YIELD_MS in all.
 */
export async function betweenDrawings(): Promise<void> {
  const started = performance.now();
  let lastSeen = Number.NEGATIVE_INFINITY;
  for (;;) {
    await new Promise<void>((resolve) => setImmediate(resolve));
    const now = performance.now();
    if (fileRequestsPending()) lastSeen = now;
    if (now - lastSeen >= FILE_STEP_GRACE_MS || now - started >= DRAWING_YIELD_MS) return;
  }
}

/**
 * How long a drawing waits at most for the file requests under way (decision 197): the loop turns
 * on this thread meanwhile, so a longer wait spends CPU the encoders could use; a read that takes
 * longer goes on during the next drawing's wait.
 */
export const DRAWING_YIELD_MS = 4;
/** How long after the last file request a drawing still waits for the next step of the same read or write. */
const FILE_STEP_GRACE_MS = 2;

const fileRequestsPending = () => process.getActiveResourcesInfo().some((resource) => resource.startsWith('FSReq'));
