import { describe, expect, it } from 'vitest';
import { leftOutLine, standsAlone } from './closing-pieces';

const said = (t: string) => t.replace(/\b[A-Z][a-z]+\b/g, (w) => w.toLowerCase());

describe('the close says what the video left out, as a trainer would (decision 212)', () => {
  it('names the document the slide points to, and the sections in words a line can say', () => {
    expect(leftOutLine(['Hotels', 'Not covered here: Travel Insurance and Gifts — see the Benefits Guide.'], said, 'The full document')).toBe(
      'The Benefits Guide also covers travel insurance and gifts.',
    );
  });
  it('falls back on the document itself, and says nothing when nothing was left out', () => {
    expect(leftOutLine(['Not covered here: Restoring Files, Logs and 2 more sections.'], said, 'The full document')).toBe(
      'The full document also covers restoring files, logs and 2 more sections.',
    );
    expect(leftOutLine(['Booking Travel', 'Hotels'], said, 'The full document')).toBeNull();
  });
});

describe('a sentence the close may say on its own', () => {
  it('stands alone: a verb, no pointer back, no code', () => {
    expect(standsAlone('For anything else, write to the benefits team at benefits@contoso.example.')).toBe(true);
    expect(standsAlone('They answer within two working days.')).toBe(false);
    expect(standsAlone('$ harbourline restore --job nightly')).toBe(false);
  });
});
