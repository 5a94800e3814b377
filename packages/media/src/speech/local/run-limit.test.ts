import { describe, expect, it } from 'vitest';
import { createRunLimit } from './run-limit';

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('run limit', () => {
  it('runs at most `limit` tasks at once, in the order asked, and goes on after a failure', async () => {
    const run = createRunLimit(2);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const task = (n: number) => async () => {
      started.push(n);
      running += 1;
      most = Math.max(most, running);
      await tick();
      await tick();
      running -= 1;
      if (n === 1) throw new Error('boom');
      return n;
    };
    const results = await Promise.allSettled([1, 2, 3, 4, 5].map((n) => run(task(n))));
    expect(most).toBe(2);
    expect(started).toEqual([1, 2, 3, 4, 5]);
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : 'failed'))).toEqual(['failed', 2, 3, 4, 5]);
  });

  it('runs one at a time with a limit of one, and refuses no limit at all', async () => {
    const run = createRunLimit(1);
    const order: string[] = [];
    await Promise.all(
      ['a', 'b'].map((name) =>
        run(async () => {
          order.push(`${name} start`);
          await tick();
          order.push(`${name} end`);
        }),
      ),
    );
    expect(order).toEqual(['a start', 'a end', 'b start', 'b end']);
    expect(() => createRunLimit(0)).toThrow(RangeError);
  });
});
