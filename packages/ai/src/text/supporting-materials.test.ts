import { describe, expect, it } from 'vitest';
import { joinSupportingMaterials } from './supporting-materials';

describe('joinSupportingMaterials', () => {
  it('puts the documents under the Supporting Materials heading without their file names', () => {
    const joined = joinSupportingMaterials('Pasted notes.', [
      { filename: 'benefits.pdf', text: 'Dental cover is included.' } as { text: string },
      { text: '  ' },
      { text: 'Vision insurance pays for one eye exam.' },
    ]);
    expect(joined).toBe('Pasted notes.\n\nSupporting Materials:\n\nDental cover is included.\n\nVision insurance pays for one eye exam.');
    expect(joined).not.toContain('benefits.pdf');
  });

  it('adds no heading when there is no document text', () => {
    expect(joinSupportingMaterials('Only a brief.', [])).toBe('Only a brief.');
    expect(joinSupportingMaterials('', [{ text: 'Text.' }])).toBe('Supporting Materials:\n\nText.');
  });
});
