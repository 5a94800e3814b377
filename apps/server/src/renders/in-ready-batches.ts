/**
 * Decision 210: work on items as they become ready, `lanes` batches at once. A lane that frees
 * takes every item ready by then (in the items' order) as one batch, or waits for the next one to
 * be ready: an encoder process then serves every slide spoken while the previous batch encoded,
 * and a lone ready slide (a one-slide re-render) is a batch of one. `onLastTaken` is called once
 * the last items' work has started.
 *
 * The first failure (an item that cannot be made ready, a batch's work, the signal) stops the
 * lanes from taking more; every lane's running batch is waited for before it is thrown.
 */
export async function inReadyBatches<T>(
  items: readonly number[],
  lanes: number,
  ready: (item: number) => Promise<T>,
  work: (batch: { item: number; value: T }[]) => Promise<void>,
  options: { signal: AbortSignal; onLastTaken?: () => void },
): Promise<void> {
  const waiting = new Map<number, T>();
  let left = items.length;
  let failure: { reason: unknown } | undefined;
  const wakers: (() => void)[] = [];
  const wake = () => {
    for (const resolve of wakers.splice(0)) resolve();
  };
  const fail = (reason: unknown) => {
    failure ??= { reason };
    wake();
  };
  const onAbort = () => fail(options.signal.reason);
  options.signal.addEventListener('abort', onAbort, { once: true });
  if (options.signal.aborted) onAbort();
  for (const item of items)
    ready(item).then((value) => {
      waiting.set(item, value);
      wake();
    }, fail);

  const lane = async () => {
    for (;;) {
      if (failure) throw failure.reason;
      if (left === 0) return;
      if (!waiting.size) {
        await new Promise<void>((resolve) => wakers.push(resolve));
        continue;
      }
      const batch = items.filter((item) => waiting.has(item)).map((item) => ({ item, value: waiting.get(item) as T }));
      for (const { item } of batch) waiting.delete(item);
      left -= batch.length;
      try {
        // Called once the last batch's work has started (its encoder asked for), not before.
        const working = work(batch);
        if (left === 0) options.onLastTaken?.();
        await working;
      } catch (error) {
        fail(error);
        throw error;
      }
    }
  };
  const results = await Promise.allSettled(Array.from({ length: Math.min(lanes, items.length) }, lane));
  options.signal.removeEventListener('abort', onAbort);
  if (failure) throw failure.reason;
  const rejected = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (rejected) throw rejected.reason;
}
