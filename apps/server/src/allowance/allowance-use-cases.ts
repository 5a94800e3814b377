import {
  ALLOWANCE_FAILURES,
  ALLOWANCE_MESSAGES,
  type Allowance,
  type AllowanceBalance,
  type AllowanceCheck,
  adminAddedNote,
  type ConsumeResult,
  hasEnoughAllowance,
  insufficientAllowance,
  insufficientAllowanceDetail,
  lowRemainderAfterGeneration,
  RECENT_USAGE_READ,
  remainingOf,
  SERVER_FAULT,
  type UsageLogEntry,
  usageVideoType,
  type VideoType,
} from '@lectern/core';
import { type Db, rows, sql } from '@lectern/db';
import { AppError, notFound, orServerFault, ServerFault, validationError } from '../http/errors';
import { findHold, heldMinutes, lockAllowance, markHoldCharged } from './allowance-holds';
import {
  BALANCE_COLUMNS,
  type BalanceRow,
  type Executor,
  ensureAllowance,
  iso,
  isUniqueViolation,
  num,
  single,
  toBalance,
  toStoredMinutes,
  toUsageLog,
  USAGE_COLUMNS,
  type UsageRow,
} from './allowance-rows';

/** Spec 000 §8: the allowance service's read failure, with our words for the database's reason. */
const FETCH_ALLOWANCE_FAILED = ALLOWANCE_FAILURES.fetchAllowance(SERVER_FAULT);

/** Spec 000 §8: a missing row creates the default allowances; failing that is "Failed to initialize allowance". */
const initialize = (db: Executor, userId: string) => orServerFault(ALLOWANCE_FAILURES.initializeAllowance, () => ensureAllowance(db, userId));

export async function getBalance(db: Executor, userId: string): Promise<AllowanceBalance> {
  await initialize(db, userId);
  const [row] = await orServerFault(FETCH_ALLOWANCE_FAILED, () =>
    rows<BalanceRow>(db, sql`SELECT ${BALANCE_COLUMNS} FROM user_allowances WHERE user_id = ${userId}`),
  );
  if (!row) throw notFound(ALLOWANCE_FAILURES.allowanceNotFound);
  return toBalance(row);
}

/** `GET /api/allowance`: balance, the last 10 usage rows and the video counts (spec 000 §3). */
export async function getUserAllowance(db: Db, userId: string): Promise<Allowance> {
  await initialize(db, userId);
  return orServerFault(FETCH_ALLOWANCE_FAILED, () => readAllowance(db, userId));
}

async function readAllowance(db: Db, userId: string): Promise<Allowance> {
  const [row] = await rows<BalanceRow & { user_id: string; created_at: Date; updated_at: Date }>(
    db,
    sql`SELECT user_id, ${BALANCE_COLUMNS}, created_at, updated_at FROM user_allowances WHERE user_id = ${userId}`,
  );
  // Spec 000 §8: the row was just created, so its absence is a fault, not a missing user.
  if (!row) throw new ServerFault(ALLOWANCE_FAILURES.retrieveAllowance, new Error('no allowance row after initializing it'));
  const usage = await rows<UsageRow>(
    db,
    sql`SELECT ${USAGE_COLUMNS} FROM usage_logs WHERE user_id = ${userId} ORDER BY created_at DESC, id DESC LIMIT ${RECENT_USAGE_READ}`,
  );
  // Spec 000 §9: avatar videos are those of experimental-flow projects; everything else
  // (native, azure, or created through the generate-video call) is non-avatar. The flow
  // recorded on the video wins over the project's current one.
  const [counts] = await rows<{ total: unknown; avatar: unknown }>(
    db,
    sql`SELECT count(*) AS total,
               count(*) FILTER (WHERE COALESCE(v.metadata->>'flow_type', p.flow_type) = 'experimental') AS avatar
        FROM videos v LEFT JOIN projects p ON p.id = v.project_id
        WHERE v.user_id = ${userId} AND v.status = 'completed'`,
  );
  const total = num(counts?.total);
  const avatar = num(counts?.avatar);
  const held = await heldMinutes(db, userId);
  return {
    user_id: row.user_id,
    ...toBalance(row),
    avatar_held_minutes: held.avatar,
    non_avatar_held_minutes: held.non_avatar,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    recentUsage: usage.map(toUsageLog),
    videosCreated: total,
    avatarVideosCreated: avatar,
    nonAvatarVideosCreated: total - avatar,
  };
}

/**
 * Spec 001 §3 "Allowance check result". The remaining minutes are those a new render can hold:
 * remaining minus what running renders already hold (decision 107), as the render request judges.
 */
export function checkAllowance(db: Db, userId: string, minutes: number, type: VideoType): Promise<AllowanceCheck> {
  return orServerFault(ALLOWANCE_FAILURES.checkAllowance, () => checkBalance(db, userId, minutes, type));
}

async function checkBalance(db: Db, userId: string, minutes: number, type: VideoType): Promise<AllowanceCheck> {
  const currentAllowance = await getBalance(db, userId);
  const heldMinutesOfType = (await heldMinutes(db, userId))[type];
  const remainingMinutes = Math.max(0, toStoredMinutes(remainingOf(currentAllowance, type) - heldMinutesOfType));
  // Judge by the amount a charge would actually store, so check and charge always agree.
  const charged = toStoredMinutes(minutes);
  const hasEnough = hasEnoughAllowance(remainingMinutes, charged);
  return {
    hasEnough,
    currentAllowance,
    message: hasEnough ? ALLOWANCE_MESSAGES.enough : insufficientAllowanceDetail(type, minutes, remainingMinutes),
    videoType: type,
    requiredMinutes: minutes,
    remainingMinutes,
    heldMinutes: heldMinutesOfType,
    lowRemainderWarning: lowRemainderAfterGeneration(remainingMinutes, charged),
  };
}

/** The typed failure of a charge that does not fit; `details` carries the numbers. */
export class InsufficientAllowanceError extends AppError {
  constructor(type: VideoType, requiredMinutes: number, remainingMinutes: number) {
    super(insufficientAllowance(type), 'conflict', {
      videoType: type,
      requiredMinutes,
      remainingMinutes,
      detail: insufficientAllowanceDetail(type, requiredMinutes, remainingMinutes),
    });
    this.name = 'InsufficientAllowanceError';
  }
}

const usedColumn = (type: VideoType) => sql.raw(type === 'avatar' ? 'avatar_used_minutes' : 'non_avatar_used_minutes');
const totalColumn = (type: VideoType) => sql.raw(type === 'avatar' ? 'avatar_total_minutes' : 'non_avatar_total_minutes');

export interface ConsumeOptions {
  projectId?: string | null;
  videoId?: string | null;
  /** Charging the same render twice charges once (retries, crash recovery); its hold becomes the charge. */
  renderId?: string | null;
  description?: string | null;
}

/**
 * Spends minutes for a generated video (spec 001 §4: by the selected duration, not the final
 * length) in its own transaction. See chargeInTransaction.
 */
export async function consumeAllowance(db: Db, userId: string, minutes: number, type: VideoType, options: ConsumeOptions = {}): Promise<ConsumeResult> {
  const renderId = options.renderId ?? null;
  try {
    return await db.transaction((tx) => chargeInTransaction(tx, userId, minutes, type, options));
  } catch (err) {
    // Another process charged the same render between our check and insert (different users
    // cannot share a render, so this is the same charge): answer like a repeated call.
    if (renderId && isUniqueViolation(err, 'render_id')) {
      const earlier = await findRenderCharge(db, renderId);
      if (earlier) return alreadyCharged(db, userId, earlier);
    }
    if (err instanceof AppError) throw err;
    throw new ServerFault(ALLOWANCE_FAILURES.updateAllowance, err);
  }
}

/**
 * The charge, inside the caller's transaction (decisions 030 and 107): lock the allowance row,
 * return the earlier charge if this render was already charged, else one conditional UPDATE
 * that only succeeds while used + minutes + minutes held by the user's other running renders
 * <= total, plus the usage_logs row. A render's own hold becomes this charge (its kind wins; its
 * minutes are the most it may be, decision 160). Concurrent charges and holds therefore can never overspend.
 */
export async function chargeInTransaction(
  tx: Executor,
  userId: string,
  minutes: number,
  type: VideoType,
  options: ConsumeOptions = {},
): Promise<ConsumeResult> {
  const renderId = options.renderId ?? null;
  await lockAllowance(tx, userId);
  if (renderId) {
    const earlier = await findRenderCharge(tx, renderId);
    if (earlier) return alreadyCharged(tx, userId, earlier);
  }
  const found = renderId ? await findHold(tx, renderId) : null;
  const hold = found && found.state === 'held' && found.userId === userId ? found : null;
  const kind = hold ? hold.type : type;
  // A render's charge never exceeds its hold; a video clearly shorter than its hold is charged less (decision 160).
  const amount = hold ? Math.min(hold.minutes, toStoredMinutes(minutes)) : toStoredMinutes(minutes);
  if (!(amount > 0)) throw validationError(ALLOWANCE_MESSAGES.invalidMinutes);
  const othersHeld = (await heldMinutes(tx, userId, renderId))[kind];
  const [updated] = await rows<BalanceRow>(
    tx,
    sql`UPDATE user_allowances
        SET ${usedColumn(kind)} = ${usedColumn(kind)} + ${amount}, updated_at = now()
        WHERE user_id = ${userId} AND ${usedColumn(kind)} + ${amount} + ${othersHeld} <= ${totalColumn(kind)}
        RETURNING ${BALANCE_COLUMNS}`,
  );
  if (!updated) {
    const balance = await getBalance(tx, userId);
    throw new InsufficientAllowanceError(kind, amount, Math.max(0, toStoredMinutes(remainingOf(balance, kind) - othersHeld)));
  }
  const logList = await rows<UsageRow>(
    tx,
    sql`INSERT INTO usage_logs (user_id, project_id, video_id, render_id, minutes_used, video_type, action, description)
        VALUES (${userId}, ${options.projectId ?? null}, ${options.videoId ?? null}, ${renderId}, ${amount},
                ${usageVideoType(kind)}, 'video_generation', ${options.description ?? null})
        RETURNING ${USAGE_COLUMNS}`,
  );
  const usageLog = toUsageLog(single(logList));
  if (hold && renderId) await markHoldCharged(tx, renderId, usageLog.id);
  return { allowance: toBalance(updated), usageLog, alreadyConsumed: false };
}

async function findRenderCharge(db: Executor, renderId: string): Promise<UsageLogEntry | null> {
  const [row] = await rows<UsageRow>(db, sql`SELECT ${USAGE_COLUMNS} FROM usage_logs WHERE render_id = ${renderId}`);
  return row ? toUsageLog(row) : null;
}

async function alreadyCharged(db: Executor, userId: string, usageLog: UsageLogEntry): Promise<ConsumeResult> {
  if (usageLog.user_id !== userId) throw validationError('This render was charged to another account');
  return { allowance: await getBalance(db, userId), usageLog, alreadyConsumed: true };
}

/**
 * Admin grant (spec 000 §7 addAllowance): raises the total of one kind and writes an
 * admin_adjustment usage row in the same transaction. `tx` lets an approval run it inside
 * its own transaction.
 */
export async function addAllowance(
  db: Executor,
  userId: string,
  minutes: number,
  type: VideoType,
  reason: string | undefined,
  adminId: string,
): Promise<{ allowance: AllowanceBalance; usageLog: UsageLogEntry }> {
  const amount = toStoredMinutes(minutes);
  if (!(amount > 0)) throw validationError(ALLOWANCE_MESSAGES.invalidMinutes);
  const [user] = await orServerFault(ALLOWANCE_FAILURES.addAllowanceShort, () => rows<{ id: string }>(db, sql`SELECT id FROM users WHERE id = ${userId}`));
  if (!user) throw notFound(ALLOWANCE_MESSAGES.userNotFound);
  await initialize(db, userId);
  return orServerFault(ALLOWANCE_FAILURES.addAllowanceShort, () => raiseTotal(db, userId, amount, type, reason, adminId));
}

async function raiseTotal(db: Executor, userId: string, amount: number, type: VideoType, reason: string | undefined, adminId: string) {
  const updatedList = await rows<BalanceRow>(
    db,
    sql`UPDATE user_allowances SET ${totalColumn(type)} = ${totalColumn(type)} + ${amount}, updated_at = now()
        WHERE user_id = ${userId} RETURNING ${BALANCE_COLUMNS}`,
  );
  const logList = await rows<UsageRow>(
    db,
    sql`INSERT INTO usage_logs (user_id, minutes_used, video_type, action, description, admin_id)
        VALUES (${userId}, ${amount}, ${usageVideoType(type)}, 'admin_adjustment', ${reason ?? adminAddedNote(amount, type)}, ${adminId})
        RETURNING ${USAGE_COLUMNS}`,
  );
  return { allowance: toBalance(single(updatedList)), usageLog: toUsageLog(single(logList)) };
}

/** addAllowance in its own transaction, for the admin route. */
export const grantAllowance = (db: Db, userId: string, minutes: number, type: VideoType, reason: string | undefined, adminId: string) =>
  db.transaction((tx) => addAllowance(tx, userId, minutes, type, reason, adminId));
