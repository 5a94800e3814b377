import { createTestDatabase, type Database, sql } from '@lectern/db';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { errorHandler } from './error-handler';
import { installSafeConsole, safeErrorText, safeLogArgs, userFacingErrorText } from './safe-log';

const SECRET = 'caller-secret-value-7f3a';

describe('failed queries are logged without their parameter values', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  async function failingQueryError(): Promise<unknown> {
    try {
      await database.db.execute(sql`SELECT ${`${SECRET}${'x'.repeat(100_000)}`}::uuid AS id`);
    } catch (err) {
      return err;
    }
    throw new Error('the query should have failed');
  }

  it('the error handler logs the statement and the reason, not the values', async () => {
    const err = await failingQueryError();
    // The raw error does carry the value: this is what must not reach the log.
    expect(String((err as Error).message)).toContain(SECRET);

    const app = new Hono();
    app.onError(errorHandler);
    app.get('/boom', () => {
      throw err;
    });
    const lines: string[] = [];
    const spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      lines.push(args.map(String).join(' '));
    });
    try {
      const res = await app.request('/boom');
      expect(res.status).toBe(500);
      expect(await res.json()).toEqual({ error: 'Something went wrong on our side. Please try again.' });
    } finally {
      spy.mockRestore();
    }
    const logged = lines.join('\n');
    expect(logged).toContain('unhandled error on GET /boom');
    expect(logged).toMatch(/select/i);
    expect(logged).not.toContain(SECRET);
    expect(logged.length).toBeLessThan(10_000);
  });

  it('better-auth log arguments are made safe the same way', async () => {
    const err = await failingQueryError();
    const [text] = safeLogArgs([err]) as string[];
    expect(text).not.toContain(SECRET);
    expect(safeErrorText(new Error('plain reason'))).toContain('plain reason');
    const [long] = safeLogArgs(['y'.repeat(50_000)]) as string[];
    expect(long!.length).toBeLessThan(2_100);
  });

  it('a message built by hand from a query error loses its values on any console line', async () => {
    const err = await failingQueryError();
    const lines: string[] = [];
    const target = { log: (...a: unknown[]) => lines.push(a.map(String).join(' ')), info: () => {}, warn: () => {}, error: () => {} };
    installSafeConsole(target);
    target.log(`render 1: progress update failed: ${(err as Error).message}`);
    expect(lines[0]).toContain('render 1: progress update failed');
    expect(lines[0]).not.toContain(SECRET);
  });

  it('what a person reads of a failure never carries a query or its values', async () => {
    const err = await failingQueryError();
    expect(userFacingErrorText(err, 'Something failed.')).toBe('Something failed.');
    expect(userFacingErrorText(new Error('ffmpeg exited with code 1'), 'x')).toBe('ffmpeg exited with code 1');
    expect(userFacingErrorText(new Error('z'.repeat(5000)), 'x').length).toBeLessThan(310);
    expect(userFacingErrorText('not an error', 'Something failed.')).toBe('Something failed.');
  });
});
