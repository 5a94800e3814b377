import { describe, expect, it } from 'vitest';
import type { Block, DocumentTree } from '../../../documents/tree/document-tree';
import { classifyLines } from './classify-lines';
import { HEADINGS_STATED, headingText, readsAsHeading, treeText } from './tree-text';

const placed = (nodes: Block[]): DocumentTree => ({
  version: 1,
  nodes: nodes.map((n, i) => ({ ...n, start: i * 10, end: i * 10 + 5, path: [] })),
  notes: [],
});

describe('a document tree read as sections (decision 178)', () => {
  it('writes headings at their level without their numbers, lists and tables an item a line, and no code', () => {
    const tree = placed([
      { type: 'heading', level: 1, text: 'Benefits Guide' },
      { type: 'heading', level: 2, text: '2.1 Health Insurance' },
      { type: 'paragraph', text: 'Everyone is covered\nfrom their first day.' },
      { type: 'list', ordered: false, items: [{ text: 'Two check-ups a year', level: 0 }] },
      {
        type: 'table',
        rows: [
          ['Plan', 'Share'],
          ['Dental', '80 %'],
        ],
      },
      { type: 'code', text: '$ enrol --plan dental' },
    ]);
    expect(treeText(tree)).toBe(
      `${HEADINGS_STATED}\n\n# Benefits Guide\n\n## Health Insurance\n\nEveryone is covered from their first day.\n\n- Two check-ups a year\n\n- Plan, Share\n- Dental, 80 %`,
    );
  });

  it('writes a table whose header row the reader told apart as rows named by their first cell, without the header (decision 196)', () => {
    const tree = placed([
      { type: 'heading', level: 1, text: 'Travel allowances' },
      {
        type: 'table',
        header: true,
        rows: [
          ['Item', 'Limit', 'Where'],
          ['Hotel cap', '$180 a night', 'most cities'],
          ['Meals', '$60 a day', ''],
        ],
      },
    ]);
    expect(treeText(tree)).toBe(`${HEADINGS_STATED}\n\n# Travel allowances\n\n- Hotel cap: $180 a night, most cities\n- Meals: $60 a day`);
  });

  it('reads a heading that runs into a sentence or stops mid-phrase as text, and skips a table of contents', () => {
    expect(readsAsHeading('Waiver. To the greatest extent permitted by, but')).toBe(false);
    expect(readsAsHeading('Debian Claims No Authority Over an Organisation That')).toBe(false);
    expect(readsAsHeading('What is Debian GNU/Linux?')).toBe(true);
    // An infinitive ends a heading whole, though "do" alone would leave a phrase open.
    expect(readsAsHeading('What to Do')).toBe(true);
    expect(readsAsHeading('Time Off')).toBe(true);
    expect(readsAsHeading('Signing in')).toBe(true);
    expect(readsAsHeading('Claims for the time off')).toBe(false);
    expect(readsAsHeading('What we rely on')).toBe(false);
    // A printed PDF sets a question's number against its text: the number still goes.
    expect(headingText('1.4Does Debian just do GNU/Linux?')).toBe('Does Debian just do GNU/Linux?');
    expect(headingText('2024 Benefits')).toBe('2024 Benefits');
    expect(readsAsHeading('Members may choose what they do')).toBe(false);
    // An FAQ's question heads its answer, though longer than a title (decision 192); two sentences do not.
    expect(readsAsHeading('How can I ensure that all programs use the same paper size?')).toBe(true);
    expect(readsAsHeading('I am currently tracking stable. Can I change to testing or unstable?')).toBe(false);
    const tree = placed([
      { type: 'heading', level: 1, text: 'Contents' },
      { type: 'paragraph', text: '1 Installing ........ 2' },
      { type: 'heading', level: 1, text: '1 Installing the Agent' },
      { type: 'paragraph', text: 'Contents: 1 Installing · 2 Restoring Files · 3 Support' },
      { type: 'paragraph', text: 'The agent listens on port 8405.' },
    ]);
    expect(treeText(tree)).toBe(`${HEADINGS_STATED}\n\n# Installing the Agent\n\nThe agent listens on port 8405.`);
  });

  it('states every heading of the tree, so no paragraph of it is taken for a heading by its look (decision 192)', () => {
    const tree = placed([
      { type: 'heading', level: 1, text: 'The Debian FAQ' },
      { type: 'paragraph', text: 'May 31, 2022' },
      { type: 'paragraph', text: 'Currently there are three versions of Debian:' },
      { type: 'list', ordered: false, items: [{ text: 'stable, for servers', level: 0 }] },
      { type: 'paragraph', text: 'Housing Services' },
      { type: 'paragraph', text: 'Repairs are attended within 24 hours.' },
    ]);
    const lines = classifyLines(treeText(tree)!).filter((l) => l.kind !== 'blank');
    expect(lines).toEqual([
      { kind: 'heading', text: 'The Debian FAQ', level: 1 },
      { kind: 'text', text: 'May 31, 2022' },
      { kind: 'text', text: 'Currently there are three versions of Debian:' },
      { kind: 'item', text: 'stable, for servers' },
      { kind: 'text', text: 'Housing Services' },
      { kind: 'text', text: 'Repairs are attended within 24 hours.' },
    ]);
    // Text without the mark keeps the heading finder: its short title-case line over text heads a section.
    expect(classifyLines('Intro text.\n\nHousing Services\nRepairs are attended within 24 hours.')[2]).toEqual({ kind: 'heading', text: 'Housing Services' });
  });

  it('does not trust a tree whose content could mostly not be placed in the text', () => {
    const tree = placed([{ type: 'paragraph', text: 'Words run together.' }]);
    expect(treeText({ ...tree, nodes: tree.nodes.map((n) => ({ ...n, end: n.start })) })).toBeNull();
  });
});
