import { Document, HeadingLevel, LevelFormat, Packer, PageBreak, Paragraph, Table, TableCell, TableRow } from 'docx';
import { describe, expect, it } from 'vitest';
import { buildDocx } from '../../../../../quality/documents/build-documents';
import { GETTING_STARTED } from '../../../../../quality/documents/structured-documents';
import { extractDocument } from '../extract-document';
import { ZipArchive } from '../zip-archive';
import { docxBlocks } from './docx-tree';
import { coverage, misplaced, sections } from './testing/tree-words';

async function handbook(): Promise<Uint8Array> {
  const doc = new Document({
    styles: {
      paragraphStyles: [
        { id: 'Quote', name: 'Quote', run: { italics: true } },
        { id: 'SourceCode', name: 'Source Code', run: { font: 'Courier New' } },
        // A translated heading style: its id and name are not "Heading 2", its base style is.
        { id: 'Kop2', name: 'Kop 2', basedOn: 'Heading2' },
      ],
    },
    numbering: {
      config: [{ reference: 'steps', levels: [{ level: 0, format: LevelFormat.DECIMAL, text: '%1.' }] }],
    },
    sections: [
      {
        children: [
          new Paragraph({ text: 'Site handbook', heading: HeadingLevel.TITLE }),
          new Paragraph({ text: 'Fire exits', heading: HeadingLevel.HEADING_1 }),
          new Paragraph('Use the stairs, never the lift.'),
          new Paragraph({ text: 'Exits are marked in green', bullet: { level: 0 } }),
          new Paragraph({ text: 'even in the cold store', bullet: { level: 1 } }),
          new Paragraph({ text: 'Assembly', style: 'Kop2' }),
          new Paragraph({ text: 'Leave the building', numbering: { reference: 'steps', level: 0 } }),
          new Paragraph({ text: 'Gather at point B', numbering: { reference: 'steps', level: 0 } }),
          new Paragraph({ children: [new PageBreak()] }),
          new Paragraph({ text: 'First aid', heading: HeadingLevel.HEADING_1 }),
          new Paragraph({ text: 'Call 555 0100 at any hour.', style: 'Quote' }),
          new Table({
            rows: [
              new TableRow({ children: [new TableCell({ children: [new Paragraph('Kit')] }), new TableCell({ children: [new Paragraph('Where')] })] }),
              new TableRow({
                children: [new TableCell({ children: [new Paragraph('First aid')] }), new TableCell({ children: [new Paragraph('Reception')] })],
              }),
            ],
          }),
          new Paragraph({ text: 'alarm --test', style: 'SourceCode' }),
          new Paragraph({ text: 'alarm --reset', style: 'SourceCode' }),
          new Paragraph('Kits hang by every door.'),
        ],
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
}

async function blocksOf(bytes: Uint8Array) {
  const zip = new ZipArchive(bytes);
  return docxBlocks((await zip.text('word/document.xml'))!, await zip.text('word/styles.xml'), await zip.text('word/numbering.xml'));
}

describe('docxBlocks', () => {
  it('reads Title and heading styles (also through a base style), numbered and bulleted lists, quotes, tables and code', async () => {
    expect(await blocksOf(await handbook())).toEqual([
      { type: 'heading', level: 1, text: 'Site handbook' },
      { type: 'heading', level: 2, text: 'Fire exits' },
      { type: 'paragraph', text: 'Use the stairs, never the lift.' },
      {
        type: 'list',
        ordered: false,
        items: [
          { text: 'Exits are marked in green', level: 0 },
          { text: 'even in the cold store', level: 1 },
        ],
      },
      { type: 'heading', level: 3, text: 'Assembly' },
      {
        type: 'list',
        ordered: true,
        items: [
          { text: 'Leave the building', level: 0 },
          { text: 'Gather at point B', level: 0 },
        ],
      },
      { type: 'heading', level: 2, text: 'First aid' },
      { type: 'quote', text: 'Call 555 0100 at any hour.' },
      {
        type: 'table',
        rows: [
          ['Kit', 'Where'],
          ['First aid', 'Reception'],
        ],
      },
      { type: 'code', text: 'alarm --test\nalarm --reset' },
      { type: 'paragraph', text: 'Kits hang by every door.' },
    ]);
  });

  it('reads Word’s own style names and outline levels: a custom style with an outline level, a paragraph’s own level, chains of base styles (decision 192)', () => {
    const style = (id: string, name: string, inner = '') => `<w:style w:type="paragraph" w:styleId="${id}"><w:name w:val="${name}"/>${inner}</w:style>`;
    const stylesXml = `<w:styles>${[
      style('Heading1', 'heading 1'),
      style('Heading3', 'heading 3'),
      style('Heading6', 'heading 6'),
      // A house style that is a heading only by its outline level (Word's "Level 2" in the paragraph dialog).
      style('SectionTitle', 'Section Title', '<w:pPr><w:outlineLvl w:val="1"/></w:pPr>'),
      // Two steps from Heading 3.
      style('PolicyHead', 'Policy Head', '<w:basedOn w:val="Heading3"/>'),
      style('PolicySub', 'Policy Sub', '<w:basedOn w:val="PolicyHead"/>'),
      // Outline level 9 is Word's "Body Text".
      style('Lead', 'Lead Paragraph', '<w:pPr><w:outlineLvl w:val="9"/></w:pPr>'),
    ].join('')}</w:styles>`;
    const p = (text: string, pPr = '') => `<w:p>${pPr ? `<w:pPr>${pPr}</w:pPr>` : ''}<w:r><w:t>${text}</w:t></w:r></w:p>`;
    const pStyle = (id: string) => `<w:pStyle w:val="${id}"/>`;
    const documentXml = `<w:document><w:body>${[
      p('Handbook', pStyle('Heading1')),
      p('Scope', pStyle('SectionTitle')),
      p('Who this is for', pStyle('PolicySub')),
      p('A lead paragraph.', pStyle('Lead')),
      p('Fine print', pStyle('Heading6')),
      p('Set by hand', '<w:outlineLvl w:val="3"/>'),
      p('Body text.'),
    ].join('')}</w:body></w:document>`;
    expect(docxBlocks(documentXml, stylesXml).map((b) => [b.type, 'level' in b ? b.level : '', 'text' in b ? b.text : ''])).toEqual([
      ['heading', 1, 'Handbook'],
      ['heading', 2, 'Scope'],
      ['heading', 3, 'Who this is for'],
      ['paragraph', '', 'A lead paragraph.'],
      ['heading', 6, 'Fine print'],
      ['heading', 4, 'Set by hand'],
      ['paragraph', '', 'Body text.'],
    ]);
  });

  it('keeps the text as it was and adds the tree: pages from page breaks, sections, ranges, every word in order', async () => {
    const doc = await extractDocument(await handbook(), 'handbook.docx');
    const text = doc.pages.map((p) => p.text).join('\n\n');
    const tree = doc.tree!;
    expect(doc.pages).toHaveLength(2);
    expect(tree.nodes.find((n) => n.type === 'quote')).toMatchObject({ page: 2, path: [0, 6] });
    expect(sections(tree).find((s) => s.text.startsWith('Kits'))?.under).toEqual(['Site handbook', 'First aid']);
    expect(coverage(text, tree)).toEqual({ inOrder: true, missed: [] });
    expect(misplaced(text, tree)).toEqual([]);
  });

  it('files every paragraph of a real handbook under its own heading', async () => {
    const doc = await extractDocument(await buildDocx(GETTING_STARTED), 'getting-started.docx');
    const tree = doc.tree!;
    const found = sections(tree);
    for (const section of GETTING_STARTED.sections)
      for (const paragraph of section.paragraphs)
        expect(found.find((f) => f.text === paragraph.slice(0, 30))?.under).toEqual([GETTING_STARTED.title, section.heading]);
    expect(coverage(doc.pages.map((p) => p.text).join('\n\n'), tree).missed).toEqual([]);
  });

  it('marks a table’s first row as its header when Word repeats it on each page or it alone is bold (decision 196)', () => {
    const run = (text: string, bold = false) => `<w:r>${bold ? '<w:rPr><w:b/></w:rPr>' : ''}<w:t>${text}</w:t></w:r>`;
    const row = (cells: string[], bold = false, props = '') => `<w:tr>${props}${cells.map((c) => `<w:tc><w:p>${run(c, bold)}</w:p></w:tc>`).join('')}</w:tr>`;
    const rows = [
      ['Item', 'Limit'],
      ['Hotel cap', '$180 a night'],
    ];
    const table = (first: string) => `<w:body><w:tbl>${first}${row(rows[1]!)}</w:tbl></w:body>`;
    expect(docxBlocks(table(row(rows[0]!, true)))).toEqual([{ type: 'table', rows, header: true }]);
    expect(docxBlocks(table(row(rows[0]!, false, '<w:trPr><w:tblHeader/></w:trPr>')))).toEqual([{ type: 'table', rows, header: true }]);
    expect(docxBlocks(table(row(rows[0]!)))).toEqual([{ type: 'table', rows }]);
  });

  it('survives hostile input: no body, no styles, headings only, tables in tables, style loops, deep numbering', () => {
    expect(docxBlocks('<w:document><w:body/></w:document>')).toEqual([]);
    const p = (text: string, props = '') => `<w:p><w:pPr>${props}</w:pPr><w:r><w:t>${text}</w:t></w:r></w:p>`;
    const headingsOnly = ['One', 'Two', 'Three'].map((t) => p(t, '<w:pStyle w:val="Heading1"/>')).join('');
    expect(docxBlocks(`<w:body>${headingsOnly}</w:body>`).map((b) => b.type)).toEqual(['heading', 'heading', 'heading']);
    const loop =
      '<w:styles><w:style w:styleId="A"><w:name w:val="A"/><w:basedOn w:val="B"/></w:style><w:style w:styleId="B"><w:name w:val="B"/><w:basedOn w:val="A"/></w:style></w:styles>';
    expect(docxBlocks(`<w:body>${p('Looping', '<w:pStyle w:val="A"/>')}</w:body>`, loop)).toEqual([{ type: 'paragraph', text: 'Looping' }]);
    const cell = (inner: string) => `<w:tc>${inner}</w:tc>`;
    const nested = `<w:tbl><w:tr>${cell(p('outer'))}${cell(`<w:tbl><w:tr>${cell(p('inner'))}</w:tr></w:tbl>`)}</w:tr></w:tbl>`;
    expect(docxBlocks(`<w:body>${nested}</w:body>`)).toEqual([{ type: 'table', rows: [['outer', 'inner']] }]);
    const deep = p('Deep', '<w:numPr><w:ilvl w:val="40"/><w:numId w:val="3"/></w:numPr>');
    expect(docxBlocks(`<w:body>${deep}</w:body>`)).toEqual([{ type: 'list', ordered: false, items: [{ text: 'Deep', level: 9 }] }]);
  });
});
