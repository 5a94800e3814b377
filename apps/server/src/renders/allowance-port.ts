import type { Db } from '@lectern/db';
import { holdMinutes, lockAllowance, releaseHold } from '../allowance/allowance-holds';
import { chargeInTransaction } from '../allowance/allowance-use-cases';
import type { AllowancePort } from './render-use-cases';

/**
 * The render pipeline's view of the allowance use-cases. Every method runs in the caller's
 * transaction; the database argument stays for callers that build the port once per process.
 */
export const allowancePort = (_db?: Db): AllowancePort => ({
  lock: (tx, userId) => lockAllowance(tx, userId),
  hold: (tx, userId, renderId, minutes, type) => holdMinutes(tx, userId, renderId, minutes, type),
  charge: (tx, userId, minutes, type, ref) => chargeInTransaction(tx, userId, minutes, type, { ...ref, description: 'Video Generation' }),
  release: (tx, renderId) => releaseHold(tx, renderId),
});
