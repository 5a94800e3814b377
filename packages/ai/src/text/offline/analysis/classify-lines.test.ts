import { describe, expect, it } from 'vitest';
import { classifyLines } from './classify-lines';

describe('lines of a text are read as headings, list items and text', () => {
  it('tells Markdown headings, numbered and bulleted items and title-case headings from text', () => {
    expect(classifyLines('# Fire exits\nKeep exits clear.\n\n1. Stop\n2. Make it safe\n- a bullet\n\nOpening Hours\nWe open at nine.')).toEqual([
      { kind: 'heading', text: 'Fire exits', level: 1 },
      { kind: 'text', text: 'Keep exits clear.' },
      { kind: 'blank' },
      { kind: 'item', text: 'Stop' },
      { kind: 'item', text: 'Make it safe' },
      { kind: 'item', text: 'a bullet' },
      { kind: 'blank' },
      { kind: 'heading', text: 'Opening Hours' },
      { kind: 'text', text: 'We open at nine.' },
    ]);
  });

  it('reads a lone short numbered line as a numbered heading, and a sentence line as text', () => {
    expect(classifyLines('2. Reporting a Fault\nCall the desk.')[0]).toEqual({ kind: 'heading', text: 'Reporting a Fault', level: 1 });
    // A Markdown or numbered heading says how deep it sits (decision 178).
    expect(classifyLines('2.1 Scope\nThis applies to all staff.')[0]).toEqual({ kind: 'heading', text: 'Scope', level: 2 });
    expect(classifyLines('### Fire exits\nKeep exits clear.')[0]).toEqual({ kind: 'heading', text: 'Fire exits', level: 3 });
    expect(classifyLines('The desk opens at nine and closes at five.\nCall it.')[0]).toEqual({
      kind: 'text',
      text: 'The desk opens at nine and closes at five.',
    });
  });
});
