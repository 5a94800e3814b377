import { describe, expect, it } from 'vitest';
import { leadsIntoDisplay } from './leads-into-display';

describe('leadsIntoDisplay', () => {
  it('sees a lead-in that ends on what it introduces', () => {
    for (const text of ['To restore a folder to its original place, run:', 'The file looks like this:', 'Type the following:', 'Do it as follows:'])
      expect(leadsIntoDisplay(text), text).toBe(true);
  });
  it('leaves lead-ins that say something, and sentences, alone', () => {
    for (const text of ['Each job names the folders to copy, a schedule and how long copies are kept:', 'Install it as root:', 'Run the backup every night.'])
      expect(leadsIntoDisplay(text), text).toBe(false);
  });
});
