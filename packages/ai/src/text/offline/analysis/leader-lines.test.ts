import { describe, expect, it } from 'vitest';
import { withoutLeaderLines } from './leader-lines';

describe('withoutLeaderLines', () => {
  it('leaves out contents and index entries printed with a leader of dots', () => {
    const text = [
      '2.3 Simple parsing. . . . . . . . . . . . . 4',
      'asn1_der_coding ........................ 20',
      'Preface . . . . . . . . v',
      'The parser is case sensitive.',
      'Wait... then press 4',
    ].join('\n');
    expect(withoutLeaderLines(text)).toBe('The parser is case sensitive.\nWait... then press 4');
  });
});
