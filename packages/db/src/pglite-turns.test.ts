import { PGlite } from '@electric-sql/pglite';
import { afterEach, describe, expect, it } from 'vitest';
import { takeTurnsWithEventLoop } from './pglite-turns';

describe('statements on the embedded database and the event loop', () => {
  let client: PGlite | undefined;
  afterEach(async () => {
    await client?.close();
    client = undefined;
  });

  /** How many of 30 queued statements had finished when a callback queued with them first ran. */
  async function finishedBeforeTheLoopTurned(db: PGlite) {
    let finished = 0;
    const statements = Array.from({ length: 30 }, (_, i) =>
      db.query('SELECT $1::int AS n, repeat(md5($1::text), 200) AS filler', [i]).then(() => {
        finished++;
      }),
    );
    const seen = new Promise<number>((resolve) => setImmediate(() => resolve(finished)));
    await Promise.all(statements);
    return { seen: await seen, finished };
  }

  it('gives the event loop a turn between statements once they have run long enough', async () => {
    client = await PGlite.create();
    takeTurnsWithEventLoop(client, 0);
    const { seen, finished } = await finishedBeforeTheLoopTurned(client);
    expect(finished).toBe(30);
    expect(seen).toBeLessThan(30);
  });

  it('keeps the statements in the order they were queued, transactions included', async () => {
    client = await PGlite.create();
    takeTurnsWithEventLoop(client, 0);
    await client.exec('CREATE TABLE log (n int)');
    const order: number[] = [];
    await Promise.all([
      client.query('INSERT INTO log VALUES (1)').then(() => order.push(1)),
      client
        .transaction(async (tx) => {
          await tx.query('INSERT INTO log VALUES (2)');
          await tx.query('INSERT INTO log VALUES (3)');
        })
        .then(() => order.push(2)),
      client.query('INSERT INTO log VALUES (4)').then(() => order.push(4)),
    ]);
    expect(order).toEqual([1, 2, 4]);
    expect((await client.query<{ n: number }>('SELECT n FROM log')).rows.map((r) => r.n)).toEqual([1, 2, 3, 4]);
  });
});
