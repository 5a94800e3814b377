import type { Db } from '@lectern/db';
import { checkAllowance, consumeAllowance } from '../allowance/allowance-use-cases';
import type { AllowancePort } from './render-use-cases';

/** The render pipeline's view of the allowance use-cases. */
export const allowancePort = (db: Db): AllowancePort => ({
  check: (userId, minutes, type) => checkAllowance(db, userId, minutes, type),
  consume: (userId, minutes, type, ref) => consumeAllowance(db, userId, minutes, type, { ...ref, description: 'Video Generation' }),
});
