import { expect, it } from 'vitest';
import { fittedRate, spokenSecondsEstimate } from './node-render-ports';

it('keeps the default rate unless narration clearly overruns the slide', () => {
  expect(fittedRate(20, 20)).toBe(0.9);
  expect(fittedRate(21.9, 20)).toBe(0.9);
  expect(fittedRate(20, undefined)).toBe(0.9);
  expect(fittedRate(24, 20)).toBeCloseTo(1.08);
  expect(fittedRate(60, 20)).toBeCloseTo(1.125);
});

it('estimates spoken seconds from words and sentence pauses', () => {
  const text = 'Report it today. Make the area safe. Tell your supervisor.';
  // 10 words at 117 wpm ≈ 5.13 s, plus three sentence pauses.
  expect(spokenSecondsEstimate(text)).toBeCloseTo(5.13 + 2.4, 1);
});
