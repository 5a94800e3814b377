import { describe, expect, it } from 'vitest';
import { contrastTableLines } from './contrast-table-lines';

describe('contrastTableLines', () => {
  it('writes each cell of a table headed by two sides under its own label', () => {
    const rows = [
      ['Acceptable', 'Not acceptable'],
      ['Sharing a file through the secure share', 'Emailing a customer list home'],
      ['Discussing a case in a meeting room', ''],
    ];
    expect(contrastTableLines(rows, true)).toBe(
      '- Acceptable: Sharing a file through the secure share\n- Acceptable: Discussing a case in a meeting room\n- Not acceptable: Emailing a customer list home',
    );
  });
  it('leaves any other table to the row reader', () => {
    expect(
      contrastTableLines(
        [
          ['Item', 'Limit'],
          ['Hotel', '$180'],
        ],
        true,
      ),
    ).toBeNull();
    expect(
      contrastTableLines(
        [
          ['Do', 'Don’t'],
          ['Lock the screen', 'Share a password'],
        ],
        false,
      ),
    ).toBeNull();
    expect(
      contrastTableLines(
        [
          ['Do', 'Don’t', 'Why'],
          ['a', 'b', 'c'],
        ],
        true,
      ),
    ).toBeNull();
  });
});
