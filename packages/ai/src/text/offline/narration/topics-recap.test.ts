import { describe, expect, it } from 'vitest';
import { topicsNotNamed, topicsRecap } from './topics-recap';

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

describe('the close names only the topics no line named yet (decision 212)', () => {
  it('leaves out a topic an earlier line said, whole words only', () => {
    const said = ['in this video we will look at booking travel and hotels', 'next let s turn to claiming expenses'];
    expect(topicsNotNamed(['booking travel', 'hotels', 'claiming expenses', 'exceptions', 'travel'], said)).toEqual(['exceptions']);
    expect(topicsNotNamed(['hotel'], said)).toEqual(['hotel']);
  });
});
