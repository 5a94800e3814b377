import type { MeasureText } from './types';

/**
 * A platform-free text measure for layout tests: every character is 0.55 em wide, the size is
 * read from the CSS font shorthand. Deterministic, so layouts can be asserted exactly.
 */
export const fakeMeasure: MeasureText = (text, font) => {
  const size = Number(/(\d+(?:\.\d+)?)px/.exec(font)?.[1] ?? 16);
  return text.length * size * 0.55;
};
