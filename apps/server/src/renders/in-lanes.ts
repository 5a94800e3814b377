/**
 * Runs `work` on every item, at most `lanes` at once, in the items' order. After a failure no new
 * item starts; the ones already started are waited for (so nothing is still writing when the caller
 * cleans up), then the first failure is thrown.
 */
export async function inLanes<T>(items: readonly T[], lanes: number, work: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items];
  let failed = false;
  const lane = async () => {
    for (let item = queue.shift(); item !== undefined && !failed; item = queue.shift()) {
      try {
        await work(item);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  const outcomes = await Promise.allSettled(Array.from({ length: Math.max(1, Math.min(lanes, queue.length)) }, lane));
  const failure = outcomes.find((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected');
  if (failure) throw failure.reason;
}
