import { describe, expect, it } from 'vitest';
import type { Block } from './document-tree';
import { namesBackMatter, withoutManualApparatus } from './manual-apparatus';

const prose = (page: number, n = 60): Block => ({ type: 'paragraph', text: `${'The tool reads a file and writes its result. '.repeat(n / 10)}`.trim(), page });
const h = (level: number, text: string, page: number): Block => ({ type: 'heading', level, text, page });
const texts = (blocks: Block[]) =>
  blocks.map((b) => (b.type === 'heading' ? `#${b.text}` : b.type === 'list' ? 'list' : b.type === 'table' ? 'table' : `${b.type}:${b.text.slice(0, 20)}`));

describe('namesBackMatter', () => {
  it('names licences, copying notices, indexes and credits, with their labels', () => {
    for (const t of [
      'Appendix A Copying Information',
      'A.1 GNU Free Documentation License',
      'Concept Index',
      'Function and Data Index',
      'Index',
      'Acknowledgements',
      'Credits',
      '9 Authors',
      'Appendix B GNU General Public License',
    ])
      expect(namesBackMatter(t), t).toBe(true);
  });
  it('leaves headings that only mention such a word', () => {
    for (const t of [
      'Licence fees for staff',
      'Body mass index',
      'Copying files between servers',
      'Authors of a bug report',
      'Introduction',
      'Appendix A Standard Resolution Procedure',
    ])
      expect(namesBackMatter(t), t).toBe(false);
  });
});

describe('withoutManualApparatus', () => {
  it('leaves out a licence appendix and the indexes after the body, with what is under them', () => {
    const blocks = [
      h(1, 'Libfoo', 1),
      h(2, '1 Introduction', 2),
      prose(2),
      prose(2),
      prose(3),
      prose(3),
      h(2, 'Appendix A Copying Information', 9),
      h(3, 'A.1 GNU Free Documentation License', 9),
      prose(9),
      h(2, 'Concept Index', 12),
      prose(12),
    ];
    expect(texts(withoutManualApparatus(blocks))).toEqual(['#Libfoo', '#1 Introduction', ...Array(4).fill('paragraph:The tool reads a fil')]);
  });
  it('keeps a licence that is the document itself', () => {
    const blocks = [h(1, 'GNU Free Documentation License', 1), prose(1), h(2, '1. Applicability and definitions', 1), prose(1)];
    expect(withoutManualApparatus(blocks)).toHaveLength(4);
  });
  it('leaves out the title page byline, copyright line and copying grant, not its description', () => {
    const blocks: Block[] = [
      h(1, 'Libfoo', 1),
      { type: 'paragraph', text: 'A library for parsing foo files, version 2.1', page: 1 },
      h(3, 'Ann Author Bo Writer (help-libfoo@example.org)', 1),
      { type: 'paragraph', text: 'Copyright © 2001–2022 Free Software Foundation, Inc.', page: 2 },
      { type: 'paragraph', text: 'Permission is granted to copy, distribute and/or modify this document under the terms of the GNU FDL.', page: 2 },
      h(2, '1 Introduction', 3),
      { type: 'paragraph', text: 'Copyright © notices in source files must be kept.', page: 3 },
    ];
    expect(texts(withoutManualApparatus(blocks))).toEqual(['#Libfoo', 'paragraph:A library for parsin', '#1 Introduction', 'paragraph:Copyright © notices ']);
  });
  it('keeps a reference entry as code, and drops a section holding nothing else', () => {
    const blocks: Block[] = [
      h(1, 'Libfoo', 1),
      h(2, '3 Utilities', 2),
      prose(2),
      h(2, '4 Function reference', 3),
      h(3, 'foo parse', 3),
      { type: 'paragraph', text: '[Function]int foo_parse (const char * file) file: the file to read. Parses the file.', page: 3 },
      { type: 'paragraph', text: 'Returns: FOO_SUCCESS on success.', page: 3 },
      { type: 'paragraph', text: 'Since: 2.0', page: 3 },
      h(3, 'foo version', 3),
      { type: 'paragraph', text: 'Tells the version. Call it first.', page: 3 },
      { type: 'paragraph', text: '[Variable]int foo_debug', page: 4 },
    ];
    const out = withoutManualApparatus(blocks);
    expect(texts(out)).toEqual([
      '#Libfoo',
      '#3 Utilities',
      'paragraph:The tool reads a fil',
      '#4 Function reference',
      '#foo version',
      'paragraph:Tells the version. C',
      'code:[Variable]int foo_de',
    ]);
  });
});
