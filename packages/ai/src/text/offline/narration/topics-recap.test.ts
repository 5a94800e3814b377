import { describe, expect, it } from 'vitest';
import { topicsRecap } from './topics-recap';

const recap = (items: string) => `We have looked at ${items}.`;

describe('the closing says every topic covered in short sentences (decision 194)', () => {
  it('names plain topics as one list', () => {
    expect(topicsRecap(['evaporation', 'condensation', 'collection'], recap)).toBe('We have looked at evaporation, condensation and collection.');
  });

  it('sets off a topic with its own "and", two a sentence, and names every topic', () => {
    const topics = [
      'purpose and booking travel',
      'air travel and rail travel',
      'hotels, meals and daily allowance',
      'using your own car and approvals',
      'claiming expenses and safety while travelling',
      'exceptions',
    ];
    const said = topicsRecap(topics, recap);
    expect(said).toBe(
      'We have looked at purpose and booking travel, and air travel and rail travel. We then turned to hotels, meals and daily allowance, and using your own car and approvals. We ended with claiming expenses and safety while travelling, and exceptions.',
    );
    for (const t of topics) expect(said).toContain(t);
    expect(said).not.toMatch(/travel and air/);
  });
});

describe('a topic alone in its sentence', () => {
  it('is said as it is, with nothing before it', () => {
    expect(topicsRecap(['hot weather', 'the law', 'assessing the risk', 'controls, vulnerable workers and further help'], recap)).toBe(
      'We have looked at hot weather, the law and assessing the risk. We then turned to controls, vulnerable workers and further help.',
    );
  });
});
