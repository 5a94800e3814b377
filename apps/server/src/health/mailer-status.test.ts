import { describe, expect, it } from 'vitest';
import type { Mailer } from '../mail/mailer';
import { mailerStatus } from './mailer-status';

/** A fake mailer that counts its checks and answers what the test says, when the test says. */
function countingMailer(answer: () => Promise<'ok' | 'error'>) {
  const mailer = {
    checks: 0,
    check() {
      mailer.checks++;
      return answer();
    },
  } satisfies Pick<Mailer, 'check'> & { checks: number };
  return mailer;
}

describe('mailer status for the health probe', () => {
  it('checks once, then answers from the last check until it is stale', async () => {
    let state: 'ok' | 'error' = 'ok';
    const mailer = countingMailer(async () => state);
    let clock = 0;
    const current = mailerStatus(mailer, 60_000, () => clock);

    expect(await Promise.all(Array.from({ length: 20 }, () => current()))).toEqual(Array(20).fill('ok'));
    expect(mailer.checks).toBe(1);

    state = 'error';
    clock = 59_999;
    expect(await current()).toBe('ok');
    expect(mailer.checks).toBe(1);

    // Stale: this probe still answers at once with the last result and starts one re-check.
    clock = 60_000;
    expect(await current()).toBe('ok');
    expect(await current()).toBe('ok');
    expect(mailer.checks).toBe(2);
    await new Promise((resolve) => setImmediate(resolve));
    expect(await current()).toBe('error');
    expect(mailer.checks).toBe(2);
  });

  it('runs one background re-check at a time however many probes arrive', async () => {
    let release: (state: 'ok' | 'error') => void = () => {};
    let first = true;
    const mailer = countingMailer(() => {
      if (first) {
        first = false;
        return Promise.resolve('ok');
      }
      return new Promise((resolve) => {
        release = resolve;
      });
    });
    let clock = 0;
    const current = mailerStatus(mailer, 1_000, () => clock);
    await current();
    clock = 5_000;
    for (let i = 0; i < 100; i++) expect(await current()).toBe('ok');
    expect(mailer.checks).toBe(2);
    release('error');
    await new Promise((resolve) => setImmediate(resolve));
    expect(await current()).toBe('error');
  });

  it('reports a check that throws as "error"', async () => {
    const mailer = countingMailer(() => Promise.reject(new Error('ECONNREFUSED')));
    expect(await mailerStatus(mailer)()).toBe('error');
  });
});
