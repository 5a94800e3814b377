import type { PGlite } from '@electric-sql/pglite';

/** The longest stretch of statements run back to back before the event loop gets a turn. */
export const PGLITE_TURN_MS = 5;

/**
 * Lets the event loop run between statements on the embedded database.
 *
 * PGlite executes each statement synchronously on the server's own thread, one at a time behind
 * its statement lock. Under load, the requests that arrived together then ran back to back in one
 * event-loop turn (50 clients: 100 ms and more), and since libuv accepts a single new connection
 * per turn (libuv pull request 3696, in Node 20), a burst of new connections waited seconds to be
 * accepted: 50 clients connecting at once measured 3 to 5 s for their first answer
 * (docs/decisions/148). Once statements have run for PGLITE_TURN_MS, the next one waits one turn
 * (setImmediate) after taking the lock: the order of statements is kept (the lock is first come,
 * first served) and the server accepts connections and reads requests in between.
 *
 * The hook is PGlite's own: every query, exec and transaction runs through `_runExclusiveTransaction`.
 */
export function takeTurnsWithEventLoop(client: PGlite, turnMs = PGLITE_TURN_MS): void {
  const runExclusive = client._runExclusiveTransaction.bind(client);
  let turnStarted = performance.now();
  client._runExclusiveTransaction = <T>(fn: () => Promise<T>) =>
    runExclusive(async () => {
      if (performance.now() - turnStarted >= turnMs) {
        await new Promise<void>((resolve) => setImmediate(resolve));
        turnStarted = performance.now();
      }
      return fn();
    });
}
