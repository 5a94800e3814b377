import type { Tone } from '@lectern/core';

/**
 * The connectives a tone joins sentences with, by the relation between them (decision 190). Each is
 * said at most once on a slide; the first unused of its list is taken. A sequence's words are only
 * for a real order (a numbered list in the source).
 */
export interface ConnectiveWords {
  contrast: string[];
  cause: string[];
  consequence: string[];
  addition: string[];
  sequence: { first: string; middle: string[]; last: string };
}

export const CONNECTIVE_WORDS: Record<Tone, ConnectiveWords> = {
  Professional: {
    contrast: ['However,', 'But', 'That said,'],
    cause: ['This is because'],
    consequence: ['So', 'For that reason,'],
    addition: ['Also,', 'In addition,'],
    sequence: { first: 'First,', middle: ['Then,', 'Next,', 'After that,'], last: 'Finally,' },
  },
  Friendly: {
    contrast: ['But', 'That said,', 'Mind you,'],
    cause: ['That’s because'],
    consequence: ['So'],
    addition: ['Also,', 'On top of that,'],
    sequence: { first: 'To start,', middle: ['Then,', 'Next,', 'After that,'], last: 'And finally,' },
  },
  Casual: {
    contrast: ['But', 'That said,'],
    cause: ['That’s because'],
    consequence: ['So'],
    addition: ['Plus,', 'Also,'],
    sequence: { first: 'First,', middle: ['Then,', 'Next,', 'After that,'], last: 'And last,' },
  },
  Enthusiastic: {
    contrast: ['But', 'That said,'],
    cause: ['That’s because'],
    consequence: ['So'],
    addition: ['On top of that,', 'Also,'],
    sequence: { first: 'First up,', middle: ['Then,', 'Next,', 'After that,'], last: 'Finally,' },
  },
  Calm: {
    contrast: ['But', 'That said,'],
    cause: ['This is because'],
    consequence: ['So'],
    addition: ['Also,'],
    sequence: { first: 'To begin,', middle: ['Then,', 'Next,', 'After that,'], last: 'And lastly,' },
  },
  Authoritative: {
    contrast: ['However,', 'But'],
    cause: ['This is because'],
    consequence: ['Therefore,', 'So'],
    addition: ['In addition,', 'Also,'],
    sequence: { first: 'First,', middle: ['Then,', 'Next,', 'After that,'], last: 'Finally,' },
  },
};
