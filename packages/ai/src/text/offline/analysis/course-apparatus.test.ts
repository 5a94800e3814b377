import { describe, expect, it } from 'vitest';
import { analyzeText } from './analyze-text';
import { classifyLines } from './classify-lines';
import { cleanText } from './clean-text';
import { withoutCourseApparatus } from './course-apparatus';

const read = (text: string) => withoutCourseApparatus(classifyLines(cleanText(text)));
const kept = (text: string) => read(text).lines.flatMap((l) => (l.kind === 'blank' ? [] : [l.text]));

const CHAPTER = [
  'CHAPTER 4',
  'The Water Cycle',
  '',
  'Learning objectives',
  'By the end of this chapter you should be able to:',
  '  a) name the four main stages of the water cycle;',
  '  b) explain why evaporation needs energy from the Sun;',
  '  c) describe how clouds form.',
  '',
  '4.1 Where the water is',
  'About 97 per cent of the water on Earth is salt water in the oceans.',
  '',
  'Key words',
  'evaporation · transpiration · condensation · precipitation · groundwater',
  '',
  'Check your understanding',
  '1. What fraction of the Earth’s water is fresh water?',
  '2. Why does water vapour condense as it rises?',
  '3. Name two kinds of precipitation.',
].join('\n');

describe("course material's apparatus (decision 217)", () => {
  it('takes a textbook’s objectives for the opening and leaves out its review questions and bare key words', () => {
    const r = read(CHAPTER);
    expect(r.objectives).toEqual([
      'name the four main stages of the water cycle',
      'explain why evaporation needs energy from the Sun',
      'describe how clouds form',
    ]);
    expect(kept(CHAPTER)).toEqual(['The Water Cycle', 'Where the water is', 'About 97 per cent of the water on Earth is salt water in the oceans.']);
  });

  it('reads the same apparatus in Markdown, with other labels', () => {
    const md = [
      '# Reading a payslip',
      '',
      '## What you will learn',
      '',
      '- Read your gross and net pay',
      '- The deductions on a payslip',
      '',
      '## Gross and net pay',
      '',
      'Gross pay is what you earn before deductions.',
      '',
      '## Questions for discussion',
      '',
      'Why might two people with the same salary take home different pay?',
      '',
      '## Further reading',
      '',
      '- *Pay and tax explained*, chapter 3',
      '- The tax office leaflet on deductions',
    ].join('\n');
    const r = read(md);
    expect(r.objectives).toEqual(['read your gross and net pay', 'the deductions on a payslip']);
    expect(kept(md)).toEqual(['Reading a payslip', 'Gross and net pay', 'Gross pay is what you earn before deductions.']);
  });

  it('takes objectives a lead-in sentence states itself, with no list', () => {
    const r = read('Aims\nIn this module you will learn how to lift a load safely.\n\nLifting\nBend your knees.');
    expect(r.objectives).toEqual(['lift a load safely']);
    expect(kept('Aims\nIn this module you will learn how to lift a load safely.\n\nLifting\nBend your knees.')).toEqual(['Lifting', 'Bend your knees.']);
  });

  it('keeps a project’s "Objectives", a glossary that defines its terms, and an "Exercises" heading over a paragraph', () => {
    const project = 'Objectives\n- Cut delivery times by 20 per cent\n- Open three new depots\n\nBudget\nThe budget is 2 million.';
    expect(read(project).objectives).toEqual([]);
    expect(kept(project)).toContain('Cut delivery times by 20 per cent');
    const glossary = 'Glossary\n- Evaporation: water turning into a gas as it warms.\n- Condensation: a gas turning back into a liquid as it cools.';
    expect(kept(glossary)).toContain('Evaporation: water turning into a gas as it warms.');
    const exercises = 'Exercises\nEach morning, stretch for five minutes before you start work.';
    expect(kept(exercises)).toContain('Each morning, stretch for five minutes before you start work.');
  });

  it('hands the objectives to the analysis and keeps them out of every section', () => {
    const a = analyzeText('Make a lesson video.', [CHAPTER]);
    expect(a.objectives).toHaveLength(3);
    const texts = a.sentences.map((s) => s.text).join(' ');
    expect(texts).not.toMatch(/name the four|by the end|check your understanding|\?|·/i);
    expect(a.sections.map((s) => s.heading)).not.toContain('Key words');
  });

  it("drops a part's label over the heading that names the part, and keeps one over a sentence", () => {
    expect(kept('CHAPTER 4\nThe Water Cycle\n\n4.1 Where the water is\nMost water is salt water.')).toEqual([
      'The Water Cycle',
      'Where the water is',
      'Most water is salt water.',
    ]);
    expect(kept('Unit 3\n\nWater moves between the sea, the air and the land.')).toContain('Unit 3');
  });
});
