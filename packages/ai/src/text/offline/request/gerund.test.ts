import { describe, expect, it } from 'vitest';
import { gerund } from './gerund';

describe('a verb phrase as a noun phrase', () => {
  it('puts the verb in its -ing form, doubling or dropping letters as English does', () => {
    expect(['report incidents', 'stop work', 'make it safe', 'tie the knot', 'see it'].map(gerund)).toEqual([
      'reporting incidents',
      'stopping work',
      'making it safe',
      'tying the knot',
      'seeing it',
    ]);
  });
});
