import { joinList } from '../text-shaping';

/** "and" (or "&") inside a heading: "Meals and Daily Allowance". */
const AND = /\s+(?:and|&)\s+/i;

/**
 * Headings joined into one slide name (decision 191), never with "and" twice: when a heading holds
 * "and" itself, every heading gives its parts and the name lists them once ("Hotels" and "Meals and
 * Daily Allowance" → "Hotels, Meals and Daily Allowance", never "Hotels and Meals and Daily Allowance").
 */
export function joinNames(names: string[]): string {
  if (names.length < 2 || !names.some((n) => AND.test(n))) return joinList(names);
  return joinList(names.flatMap((n) => n.split(/\s*,\s+|\s+(?:and|&)\s+/i)).filter(Boolean));
}
