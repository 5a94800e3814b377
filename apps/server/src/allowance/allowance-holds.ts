import { ALLOWANCE_MESSAGES, insufficientAllowanceDetail, usageVideoType, type VideoType } from '@lectern/core';
import { rows, sql } from '@lectern/db';
import { AppError, validationError } from '../http/errors';
import { type Executor, ensureAllowance, num, toStoredMinutes } from './allowance-rows';

/**
 * Allowance holds (docs/decisions/107). Accepting a render holds its minutes; the minutes a user
 * can start new renders with are total − used − held. Every function here that changes or
 * judges holds expects the caller's transaction to hold the user's allowance row lock
 * (`lockAllowance`), so holds, charges and releases of one user are serialised.
 */

/** Creates the default allowance if missing, then locks the user's row until the transaction ends. */
export async function lockAllowance(tx: Executor, userId: string): Promise<void> {
  await ensureAllowance(tx, userId);
  await tx.execute(sql`SELECT user_id FROM user_allowances WHERE user_id = ${userId} FOR UPDATE`);
}

export type HeldMinutes = Record<VideoType, number>;

/**
 * Minutes held by the user's renders that are still queued or running. A hold whose render
 * reached a final state no longer counts even if nothing released it, so a render ended by
 * any path can never keep minutes locked away. `exceptRenderId` leaves one render's hold out
 * (the one being charged).
 */
export async function heldMinutes(db: Executor, userId: string, exceptRenderId: string | null = null): Promise<HeldMinutes> {
  const [row] = await rows<{ avatar: unknown; non_avatar: unknown }>(
    db,
    sql`SELECT COALESCE(sum(h.minutes) FILTER (WHERE h.video_type = 'avatar'), 0) AS avatar,
               COALESCE(sum(h.minutes) FILTER (WHERE h.video_type = 'non-avatar'), 0) AS non_avatar
        FROM allowance_holds h JOIN renders r ON r.id = h.render_id
        WHERE h.user_id = ${userId} AND h.state = 'held' AND r.status IN ('queued', 'running')
          ${exceptRenderId ? sql`AND h.render_id::text <> ${exceptRenderId}` : sql``}`,
  );
  return { avatar: num(row?.avatar), non_avatar: num(row?.non_avatar) };
}

/** Remaining minutes of one kind minus what running renders hold (never below 0). */
export async function availableMinutes(db: Executor, userId: string, type: VideoType): Promise<{ remaining: number; held: number; available: number }> {
  const column = sql.raw(type === 'avatar' ? 'avatar_remaining_minutes' : 'non_avatar_remaining_minutes');
  const [row] = await rows<{ remaining: unknown }>(db, sql`SELECT ${column} AS remaining FROM user_allowances WHERE user_id = ${userId}`);
  const remaining = num(row?.remaining);
  const held = (await heldMinutes(db, userId))[type];
  return { remaining, held, available: Math.max(0, toStoredMinutes(remaining - held)) };
}

/** A render refused because its minutes do not fit: the spec 000 §8 detailed text, HTTP 409 kind. */
export class AllowanceHoldRefusedError extends AppError {
  constructor(type: VideoType, requiredMinutes: number, availableMinutes: number) {
    super(insufficientAllowanceDetail(type, requiredMinutes, availableMinutes), 'conflict', {
      videoType: type,
      requiredMinutes,
      remainingMinutes: availableMinutes,
    });
    this.name = 'AllowanceHoldRefusedError';
  }
}

/**
 * Holds `minutes` for a render just recorded in the same transaction, or throws
 * AllowanceHoldRefusedError (the transaction then rolls the render back). Caller holds the lock.
 */
export async function holdMinutes(tx: Executor, userId: string, renderId: string, minutes: number, type: VideoType): Promise<void> {
  const amount = toStoredMinutes(minutes);
  if (!(amount > 0)) throw validationError(ALLOWANCE_MESSAGES.invalidMinutes);
  const { available } = await availableMinutes(tx, userId, type);
  if (amount > available) throw new AllowanceHoldRefusedError(type, amount, available);
  await tx.execute(sql`
    INSERT INTO allowance_holds (render_id, user_id, video_type, minutes)
    VALUES (${renderId}, ${userId}, ${usageVideoType(type)}, ${amount})`);
}

export interface Hold {
  renderId: string;
  userId: string;
  type: VideoType;
  minutes: number;
  state: 'held' | 'charged' | 'released';
}

/** The render's hold, locked for the rest of the transaction (any render id text: charges may name non-render ids). */
export async function findHold(tx: Executor, renderId: string): Promise<Hold | null> {
  const [row] = await rows<{ user_id: string; video_type: string; minutes: unknown; state: Hold['state'] }>(
    tx,
    sql`SELECT user_id, video_type, minutes, state FROM allowance_holds WHERE render_id::text = ${renderId} FOR UPDATE`,
  );
  if (!row) return null;
  return { renderId, userId: row.user_id, type: row.video_type === 'avatar' ? 'avatar' : 'non_avatar', minutes: num(row.minutes), state: row.state };
}

/** Ends a hold without a charge (failed or cancelled render). Releasing twice, or a charged hold, changes nothing. */
export async function releaseHold(tx: Executor, renderId: string): Promise<boolean> {
  const released = await rows<{ render_id: string }>(
    tx,
    sql`UPDATE allowance_holds SET state = 'released', settled_at = now()
        WHERE render_id = ${renderId} AND state = 'held' RETURNING render_id`,
  );
  return released.length > 0;
}

/** Marks a hold as turned into the charge `usageLogId` (same transaction as the charge). */
export async function markHoldCharged(tx: Executor, renderId: string, usageLogId: string): Promise<void> {
  await tx.execute(sql`
    UPDATE allowance_holds SET state = 'charged', usage_log_id = ${usageLogId}, settled_at = now()
    WHERE render_id = ${renderId} AND state = 'held'`);
}
