import { describe, expect, it } from 'vitest';
import { inLanes } from './in-lanes';

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('in lanes', () => {
  it('works on every item, at most `lanes` at once', async () => {
    let running = 0;
    let most = 0;
    const done: number[] = [];
    await inLanes([1, 2, 3, 4, 5], 2, async (n) => {
      running += 1;
      most = Math.max(most, running);
      await tick();
      running -= 1;
      done.push(n);
    });
    expect(most).toBe(2);
    expect(done.sort()).toEqual([1, 2, 3, 4, 5]);
  });

  it('starts nothing after a failure, waits for what started, and throws the failure', async () => {
    const started: number[] = [];
    let finished = 0;
    const run = inLanes([1, 2, 3, 4, 5], 2, async (n) => {
      started.push(n);
      await tick();
      if (n === 1) throw new Error('slide 1 failed');
      await tick();
      finished += 1;
    });
    await expect(run).rejects.toThrow('slide 1 failed');
    expect(started).toEqual([1, 2]);
    expect(finished).toBe(1);
  });

  it('does nothing for no items', async () => {
    await expect(inLanes([], 3, async () => Promise.reject(new Error('never')))).resolves.toBeUndefined();
  });
});
