import { describe, expect, it } from 'vitest';
import { inReadyBatches } from './in-ready-batches';

/** Items made ready from outside, in any order. */
function readiness(items: number[]) {
  const settle = new Map<number, { resolve: (v: string) => void; reject: (e: unknown) => void }>();
  const promises = new Map(items.map((item) => [item, new Promise<string>((resolve, reject) => settle.set(item, { resolve, reject }))] as const));
  return {
    ready: (item: number) => promises.get(item)!,
    settle: (item: number) => settle.get(item)!.resolve(`value ${item}`),
    fail: (item: number, e: unknown) => settle.get(item)!.reject(e),
  };
}
const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('inReadyBatches', () => {
  it('gives a free lane every item ready by then, in order, and a lone ready item as a batch of one', async () => {
    const { ready, settle } = readiness([0, 1, 2, 3, 4]);
    const batches: number[][] = [];
    let release!: () => void;
    const firstHeld = new Promise<void>((resolve) => {
      release = resolve;
    });
    const run = inReadyBatches(
      [0, 1, 2, 3, 4],
      1,
      ready,
      async (batch) => {
        batches.push(batch.map((b) => b.item));
        if (batches.length === 1) await firstHeld;
      },
      { signal: new AbortController().signal },
    );
    settle(0);
    await tick();
    // While the first batch works, three more get ready (out of order): the next batch takes them together.
    settle(3);
    settle(1);
    settle(2);
    await tick();
    release();
    await tick();
    settle(4);
    await run;
    expect(batches).toEqual([[0], [1, 2, 3], [4]]);
  });

  it('runs up to `lanes` batches at once and tells when the last items’ work has started', async () => {
    const { ready, settle } = readiness([0, 1, 2]);
    const events: string[] = [];
    const run = inReadyBatches(
      [0, 1, 2],
      2,
      ready,
      async (batch) => {
        events.push(`start ${batch.map((b) => b.item).join('+')}`);
        await tick();
        events.push(`end ${batch.map((b) => b.item).join('+')}`);
      },
      { signal: new AbortController().signal, onLastTaken: () => events.push('last taken') },
    );
    settle(0);
    await new Promise((resolve) => setImmediate(resolve));
    settle(1);
    settle(2);
    await run;
    expect(events.slice(0, 3)).toEqual(['start 0', 'start 1+2', 'last taken']);
    expect(events).toContain('end 0');
    expect(events).toContain('end 1+2');
  });

  it('stops taking batches after a failure and waits for the batch at work before throwing it', async () => {
    const { ready, settle, fail } = readiness([0, 1, 2]);
    const done: number[] = [];
    const run = inReadyBatches(
      [0, 1, 2],
      2,
      ready,
      async (batch) => {
        await tick();
        done.push(...batch.map((b) => b.item));
      },
      { signal: new AbortController().signal },
    );
    settle(0);
    await new Promise((resolve) => setImmediate(resolve));
    fail(1, new Error('could not speak slide 2'));
    settle(2);
    await expect(run).rejects.toThrow('could not speak slide 2');
    // Slide 1's batch was at work and finished; slide 3 was never taken.
    expect(done).toEqual([0]);
  });

  it('stops on the signal, with its reason, while waiting for an item', async () => {
    const { ready } = readiness([0]);
    const controller = new AbortController();
    const run = inReadyBatches([0], 1, ready, async () => {}, { signal: controller.signal });
    controller.abort(new Error('cancelled'));
    await expect(run).rejects.toThrow('cancelled');
  });
});
