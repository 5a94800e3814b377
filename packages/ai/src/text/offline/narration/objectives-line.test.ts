import { describe, expect, it } from 'vitest';
import { objectivesLine } from './objectives-line';

describe('learning objectives said as the promise (decision 217)', () => {
  it('says skills as what the viewer will learn to do, never as orders', () => {
    expect(objectivesLine(['name the four main stages of the water cycle', 'explain why evaporation needs energy', 'describe how clouds form'])).toBe(
      'In this video, you will learn to name the four main stages of the water cycle, explain why evaporation needs energy and describe how clouds form.',
    );
  });
  it('says things to know as what the viewer will learn about', () => {
    expect(objectivesLine(['read your gross and net pay', 'the deductions on a payslip'])).toBe(
      'In this video, you will learn to read your gross and net pay, and about the deductions on a payslip.',
    );
  });
  it('says as many as the room holds, from the first, and nothing when none fits', () => {
    const line = objectivesLine(['name the four main stages of the water cycle', 'explain why evaporation needs energy from the Sun'], 16);
    expect(line).toBe('In this video, you will learn to name the four main stages of the water cycle.');
    expect(objectivesLine(['name the four main stages of the water cycle'], 5)).toBeNull();
    expect(objectivesLine([])).toBeNull();
  });
});
