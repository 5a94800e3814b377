import { slideWordBudget } from '@lectern/core';

// How long each slide's narration may be; the narration itself is written in narration/ (write-offline-scripts.ts).

/** Spec 001 §9 speech estimate: a script may run past its slide's word budget by at most this share. */
export const SCRIPT_BUDGET_TOLERANCE = 0.15;
/**
 * A script may fall short of its budget by at most this share (decision 150): the voice's pace
 * already counts its pauses, so every word short is a shorter video. Scripts end between this
 * minimum and the budget unless a required sentence alone runs longer. 5 %, not 10 %: a voice
 * speaks some texts a few per cent faster than its measured pace (short words, short sentences),
 * and at the natural pace (decision 166) a one-minute video aimed 10 % short came out 10.6 % short.
 */
export const SCRIPT_SHORTFALL_TOLERANCE = 0.05;

/**
 * The words a slide's script may have: its seconds, less the pause the video keeps after it
 * (SLIDE_PAUSE_SECONDS), at the narration voice's measured pace (decision 150), within the tolerances.
 */
export const scriptWordRange = (durationSeconds: number, voice?: string) => {
  const budget = slideWordBudget(durationSeconds, { voice });
  return {
    budget,
    min: Math.max(1, Math.ceil(budget * (1 - SCRIPT_SHORTFALL_TOLERANCE))),
    max: Math.max(1, Math.floor(budget * (1 + SCRIPT_BUDGET_TOLERANCE))),
  };
};
