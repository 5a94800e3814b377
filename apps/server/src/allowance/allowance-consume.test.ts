import { rows, sql } from '@lectern/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { approveRequest, createRequest } from './allowance-request-use-cases';
import { consumeAllowance, getBalance, grantAllowance, InsufficientAllowanceError } from './allowance-use-cases';

describe('allowance consumption', () => {
  let t: TestApp;
  let adminId: string;
  beforeAll(async () => {
    t = await createTestApp();
    adminId = (await t.signUp('owner@example.com')).userId;
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  const newUser = async (email: string) => (await t.signUp(email)).userId;
  const ledger = async (userId: string) => {
    const [row] = await rows<{ spent: string; granted: string; n: number }>(
      db(),
      sql`SELECT COALESCE(sum(minutes_used) FILTER (WHERE action = 'video_generation'), 0) AS spent,
                 COALESCE(sum(minutes_used) FILTER (WHERE action = 'admin_adjustment'), 0) AS granted,
                 count(*) FILTER (WHERE action = 'video_generation')::int AS n
          FROM usage_logs WHERE user_id = ${userId}`,
    );
    return { spent: Number(row!.spent), granted: Number(row!.granted), charges: row!.n };
  };

  it('charges the chosen kind and logs it', async () => {
    const user = await newUser('one@example.com');
    const { allowance, usageLog, alreadyConsumed } = await consumeAllowance(db(), user, 2, 'avatar', { description: 'Team intro' });
    expect(alreadyConsumed).toBe(false);
    expect(allowance).toMatchObject({ avatar_used_minutes: 2, avatar_remaining_minutes: 1, non_avatar_used_minutes: 0, total_remaining_minutes: 11 });
    expect(usageLog).toMatchObject({ minutes_used: 2, video_type: 'avatar', action: 'video_generation', description: 'Team intro' });
  });

  it('refuses a charge above the remaining minutes with the typed error, charging nothing', async () => {
    const user = await newUser('two@example.com');
    const err = await consumeAllowance(db(), user, 3.5, 'avatar').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(InsufficientAllowanceError);
    expect((err as InsufficientAllowanceError).message).toBe('Insufficient avatar allowance');
    expect((err as InsufficientAllowanceError).kind).toBe('conflict');
    expect((err as InsufficientAllowanceError).details).toMatchObject({ requiredMinutes: 3.5, remainingMinutes: 3 });
    expect((await getBalance(db(), user)).avatar_used_minutes).toBe(0);
    expect((await ledger(user)).charges).toBe(0);
    // Exactly the remainder still fits.
    await consumeAllowance(db(), user, 3, 'avatar');
    expect((await getBalance(db(), user)).avatar_remaining_minutes).toBe(0);
  });

  it('never overspends under concurrency: 40 parallel charges of 2 against 10 remaining', async () => {
    const user = await newUser('race@example.com');
    const results = await Promise.allSettled(
      Array.from({ length: 40 }, (_, i) => consumeAllowance(db(), user, 2, 'non_avatar', { description: `video ${i}` })),
    );
    const ok = results.filter((r) => r.status === 'fulfilled');
    const failed = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(ok).toHaveLength(5);
    expect(failed).toHaveLength(35);
    for (const f of failed) expect((f.reason as Error).message).toBe('Insufficient non-avatar allowance');
    const balance = await getBalance(db(), user);
    expect(balance).toMatchObject({ non_avatar_used_minutes: 10, non_avatar_remaining_minutes: 0 });
    expect(await ledger(user)).toMatchObject({ spent: 10, charges: 5 });
  });

  it('charges one render once, even when retried in parallel', async () => {
    const user = await newUser('render@example.com');
    const first = await consumeAllowance(db(), user, 1.5, 'non_avatar', { renderId: 'render-abc' });
    const second = await consumeAllowance(db(), user, 1.5, 'non_avatar', { renderId: 'render-abc' });
    expect(second.alreadyConsumed).toBe(true);
    expect(second.usageLog).toEqual(first.usageLog);
    expect(second.allowance.non_avatar_used_minutes).toBe(1.5);

    const burst = await Promise.all(Array.from({ length: 8 }, () => consumeAllowance(db(), user, 2, 'non_avatar', { renderId: 'render-xyz' })));
    expect(burst.filter((r) => !r.alreadyConsumed)).toHaveLength(1);
    expect(new Set(burst.map((r) => r.usageLog.id)).size).toBe(1);
    expect(await ledger(user)).toMatchObject({ spent: 3.5, charges: 2 });
    expect((await getBalance(db(), user)).non_avatar_used_minutes).toBe(3.5);

    const other = await newUser('other@example.com');
    await expect(consumeAllowance(db(), other, 1, 'non_avatar', { renderId: 'render-abc' })).rejects.toThrow('This render was charged to another account');
  });

  it('keeps the ledger balanced: used = charges, total = defaults + grants', async () => {
    const user = await newUser('ledger@example.com');
    await grantAllowance(db(), user, 4, 'non_avatar', undefined, adminId);
    const request = await createRequest(db(), user, { minutes: 5, reason: 'Course', video_type: 'non_avatar' });
    await approveRequest(db(), request.id, adminId, 2.25);
    await Promise.allSettled(Array.from({ length: 12 }, (_, i) => consumeAllowance(db(), user, 1.75, 'non_avatar', { renderId: `r-${i % 9}` })));
    const balance = await getBalance(db(), user);
    const book = await ledger(user);
    expect(book.spent).toBeCloseTo(balance.non_avatar_used_minutes + balance.avatar_used_minutes, 2);
    expect(book.granted).toBeCloseTo(balance.non_avatar_total_minutes + balance.avatar_total_minutes - 13, 2);
    // 16.25 non-avatar minutes fit 9 distinct renders of 1.75 (15.75).
    expect(book.charges).toBe(9);
    expect(balance.non_avatar_remaining_minutes).toBeCloseTo(0.5, 2);
  });

  it('never lets two approvals of one request both grant', async () => {
    const user = await newUser('twice@example.com');
    const request = await createRequest(db(), user, { minutes: 6, reason: 'Launch', video_type: 'avatar' });
    const results = await Promise.allSettled([approveRequest(db(), request.id, adminId), approveRequest(db(), request.id, adminId)]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect((refused!.reason as Error).message).toBe('Request is not pending');
    expect((await getBalance(db(), user)).avatar_total_minutes).toBe(9);
  });

  it('keeps one pending request per user under concurrency', async () => {
    const user = await newUser('eager@example.com');
    const results = await Promise.allSettled(
      Array.from({ length: 6 }, (_, i) => createRequest(db(), user, { minutes: 5, reason: `try ${i}`, video_type: 'non_avatar' })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results.filter((x): x is PromiseRejectedResult => x.status === 'rejected')) {
      expect((r.reason as Error).message).toBe('You already have a pending request. Please wait for admin approval.');
    }
  });
});
