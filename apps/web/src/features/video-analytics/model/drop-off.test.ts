import { expect, it } from 'vitest';
import { dropOff } from './drop-off';

const slides = (...viewers: number[]) => viewers.map((n, index) => ({ index, title: `Slide ${index + 1}`, viewers: n }));

it('gives each slide its share of the audience and the steepest fall', () => {
  const result = dropOff(slides(10, 9, 4, 3));
  expect(result.audience).toBe(10);
  expect(result.slides.map((s) => s.share)).toEqual([1, 0.9, 0.4, 0.3]);
  expect(result.steepest).toMatchObject({ slide: { number: 3, title: 'Slide 3' }, lost: 5 });
});

it('measures shares against the most-reached slide when viewers skipped ahead', () => {
  const result = dropOff(slides(2, 5, 5, 1));
  expect(result.audience).toBe(5);
  expect(result.slides.map((s) => s.share)).toEqual([0.4, 1, 1, 0.2]);
  expect(result.steepest).toMatchObject({ slide: { number: 4 }, lost: 4 });
});

it('names the first of equal falls, and none when nobody left', () => {
  expect(dropOff(slides(6, 4, 2)).steepest).toMatchObject({ slide: { number: 2 }, lost: 2 });
  expect(dropOff(slides(3, 3, 3)).steepest).toBeNull();
  expect(dropOff(slides(1, 2, 3)).steepest).toBeNull();
});

it('reads a period without viewers, or a video without slides, as zeros', () => {
  expect(dropOff(slides(0, 0)).slides.map((s) => s.share)).toEqual([0, 0]);
  expect(dropOff([])).toEqual({ slides: [], audience: 0, steepest: null });
});
