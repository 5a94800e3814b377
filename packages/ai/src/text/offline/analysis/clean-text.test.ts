import { describe, expect, it } from 'vitest';
import { dropPageFurniture } from './clean-text';

describe('only text a person wrote reaches the slides', () => {
  it('drops page numbers, running headers and file names', () => {
    const text =
      'Acme Handbook 2026\nBenefits\nDental cover is included.\nPage 1 of 2\n\nAcme Handbook 2026\nVision\nOne eye exam a year.\nPage 2 of 2\nbenefits.pdf';
    expect(dropPageFurniture(text)).toBe('Benefits\nDental cover is included.\n\nVision\nOne eye exam a year.');
  });
});
