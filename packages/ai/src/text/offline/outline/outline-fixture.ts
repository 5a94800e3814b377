import { planOutline } from '../../outline-plan';
import { buildOutlineContext } from './outline-context';

/** A small policy with labelled sides, a rule with a figure and practices set against a prohibition, for the outline stages' tests. */
export const GIFTS_SOURCE =
  'Gifts\n\nAcceptable: A working lunch.\nNot acceptable: Cash of any value.\nYou must declare any gift over $50 within five days.\n\nHospitality\n\nNever accept tickets from a supplier during a tender. Tell your manager about every invitation. Hospitality is logged in the register by the team.';

export const giftsContext = () =>
  buildOutlineContext({ brief: 'Explain the gifts policy to staff.', sourceText: GIFTS_SOURCE, projectTitle: 'Gifts' }, planOutline('workshop-style', 120));
