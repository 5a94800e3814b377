import { availableParallelism } from 'node:os';

/**
 * How many syntheses an offline engine runs at once (issue 21 item 9: speech for different slides
 * is made in parallel). One a core, at most four: each Flite runner is a process of ~150 MB (decision 186), and past
 * the cores more runs only wait for each other.
 */
export const SPEECH_CONCURRENCY = Math.max(1, Math.min(4, availableParallelism()));

/**
 * Runs tasks at most `limit` at a time, in the order they were asked for; a failed task frees its
 * place like a finished one.
 */
export function createRunLimit(limit: number) {
  if (!(limit >= 1)) throw new RangeError('limit must be at least 1');
  let running = 0;
  const waiting: (() => void)[] = [];
  const next = () => {
    running -= 1;
    waiting.shift()?.();
  };
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await task();
    } finally {
      next();
    }
  };
}
