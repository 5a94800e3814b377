import PptxGenJS from 'pptxgenjs';
import { describe, expect, it } from 'vitest';
import { buildPptx } from '../../../../../quality/documents/build-documents';
import { SHIFTPLANNER_DECK } from '../../../../../quality/documents/structured-documents';
import { extractDocument } from '../extract-document';
import { pptxSlideBlocks } from './pptx-tree';
import { coverage, misplaced, sections } from './testing/tree-words';

const shape = (ph: string | undefined, paragraphs: string, y = 0) =>
  `<p:sp><p:nvSpPr><p:nvPr>${ph === undefined ? '' : `<p:ph type="${ph}"/>`}</p:nvPr></p:nvSpPr><p:spPr><a:xfrm><a:off x="0" y="${y}"/></a:xfrm></p:spPr><p:txBody>${paragraphs}</p:txBody></p:sp>`;
const para = (text: string, pPr = '', sz = '') => `<a:p>${pPr}<a:r><a:rPr${sz ? ` sz="${sz}"` : ''}/><a:t>${text}</a:t></a:r></a:p>`;
const slide = (...shapes: string[]) => `<p:sld><p:cSld><p:spTree>${shapes.join('')}</p:spTree></p:cSld></p:sld>`;

describe('pptxSlideBlocks', () => {
  it('makes the title placeholder a heading, body placeholders lists with their levels, and keeps notes apart', () => {
    const xml = slide(
      shape('body', para('Open the rota') + para('Pick a shift', '<a:pPr lvl="1"/>') + para('Swap with a colleague', '<a:pPr lvl="1"/>')),
      shape('title', para('Planning shifts')),
      shape('sldNum', '<a:p><a:fld type="slidenum"><a:t>4</a:t></a:fld></a:p>'),
      shape('ftr', para('Northwind confidential')),
    );
    expect(pptxSlideBlocks(xml, 4, 'Say that swaps need approval.')).toEqual([
      { type: 'heading', level: 1, text: 'Planning shifts', page: 4 },
      {
        type: 'list',
        ordered: false,
        items: [
          { text: 'Open the rota', level: 0 },
          { text: 'Pick a shift', level: 1 },
          { text: 'Swap with a colleague', level: 1 },
        ],
        page: 4,
      },
      { type: 'note', page: 4, text: 'Say that swaps need approval.' },
    ]);
  });

  it('shows a title-only slide’s notes as its text without the stage directions in them (decision 196)', () => {
    const xml = slide(shape('title', para('Closing up')));
    expect(pptxSlideBlocks(xml, 5, 'Pause here. Lock the till drawer at closing time [click] and take the key to the safe. Click to show the chart.')).toEqual([
      { type: 'heading', level: 1, text: 'Closing up', page: 5 },
      { type: 'paragraph', page: 5, text: 'Lock the till drawer at closing time and take the key to the safe.' },
    ]);
    expect(pptxSlideBlocks(xml, 5, 'Pause here. Ask the room who has closed a till before.')).toEqual([
      { type: 'heading', level: 1, text: 'Closing up', page: 5 },
    ]);
  });

  it('makes a title slide’s centred title its heading and its subtitle a paragraph, and an untyped placeholder a body (decision 192)', () => {
    const titleSlide = slide(shape('subTitle', para('Rota changes from May')), shape('ctrTitle', para('Shift Planner')));
    expect(pptxSlideBlocks(titleSlide, 1)).toEqual([
      { type: 'heading', level: 1, text: 'Shift Planner', page: 1 },
      { type: 'paragraph', text: 'Rota changes from May', page: 1 },
    ]);
    // <p:ph idx="1"/>: a content placeholder without a type is the slide's body.
    const untyped = `<p:sld><p:cSld><p:spTree>${shape('title', para('Swaps'))}<p:sp><p:nvSpPr><p:nvPr><p:ph idx="1"/></p:nvPr></p:nvSpPr><p:txBody>${para('Ask a colleague')}${para('Tell your lead')}</p:txBody></p:sp></p:spTree></p:cSld></p:sld>`;
    expect(pptxSlideBlocks(untyped, 2).map((b) => b.type)).toEqual(['heading', 'list']);
  });

  it('reads numbered bodies, text boxes with bullets, tables, and a drawn title when there is no placeholder', () => {
    const xml = slide(
      shape(undefined, para('Why it matters', '', '3200'), 100),
      shape(undefined, para('Fewer gaps in the rota.', '', '1800') + para('One', '<a:pPr><a:buChar char="•"/></a:pPr>', '1800'), 900),
      '<p:graphicFrame><a:graphic><a:graphicData><a:tbl><a:tr><a:tc><a:txBody><a:p><a:r><a:t>Day</a:t></a:r></a:p></a:txBody></a:tc><a:tc><a:txBody><a:p><a:r><a:t>Lead</a:t></a:r></a:p></a:txBody></a:tc></a:tr></a:tbl></a:graphicData></a:graphic></p:graphicFrame>',
      shape('obj', para('Check', '<a:pPr><a:buAutoNum type="arabicPeriod"/></a:pPr>') + para('Confirm', '<a:pPr><a:buAutoNum type="arabicPeriod"/></a:pPr>')),
    );
    expect(pptxSlideBlocks(xml, 1).map((b) => ('items' in b ? [b.type, b.ordered] : 'rows' in b ? [b.type, b.rows] : [b.type, b.text]))).toEqual([
      ['heading', 'Why it matters'],
      ['paragraph', 'Fewer gaps in the rota.'],
      ['list', false],
      ['table', [['Day', 'Lead']]],
      ['list', true],
    ]);
    // Without a placeholder, a text box is a title only when it is larger than the rest.
    expect(pptxSlideBlocks(slide(shape(undefined, para('Same size', '', '1800'), 0), shape(undefined, para('Body.', '', '1800'), 500)), 1)[0]?.type).toBe(
      'paragraph',
    );
  });

  it('leaves out a deck’s agenda, "Questions?" and "Thank you" slides, and reads a table’s first row as its header', () => {
    expect(
      pptxSlideBlocks(slide(shape('title', para('Agenda')), shape('body', para('Why it matters') + para('Response times'))), 2, 'Walk through the plan.'),
    ).toEqual([]);
    expect(pptxSlideBlocks(slide(shape('title', para('Thank you')), shape(undefined, para('quality.team@contoso.example'))), 9)).toEqual([]);
    expect(
      pptxSlideBlocks(
        slide(
          shape('title', para('Questions?')),
          shape('body', para('Who signs off a refund over £50?') + para('Ask your team leader before you promise one.')),
        ),
        8,
      ),
    ).toHaveLength(2);
    const cell = (t: string) => `<a:tc><a:txBody><a:p><a:r><a:t>${t}</a:t></a:r></a:p></a:txBody></a:tc>`;
    const table = (pr: string, ...rows: string[][]) =>
      `<p:graphicFrame><a:graphic><a:graphicData><a:tbl>${pr}${rows.map((r) => `<a:tr>${r.map(cell).join('')}</a:tr>`).join('')}</a:tbl></a:graphicData></a:graphic></p:graphicFrame>`;
    const header = (xml: string) => pptxSlideBlocks(xml, 3).find((b) => b.type === 'table');
    expect(header(slide(shape('title', para('Rota')), table('<a:tblPr firstRow="1"/>', ['Day', 'Lead'], ['Monday', 'Ana'])))).toMatchObject({ header: true });
    expect(
      header(slide(shape('title', para('Times')), table('<a:tblPr/>', ['Channel', 'Resolve within'], ['Phone', '5 days'], ['Letter', '8 weeks']))),
    ).toMatchObject({ header: true });
    expect(header(slide(shape('title', para('Rota')), table('<a:tblPr/>', ['Monday', 'Ana'], ['Tuesday', 'Ben'], ['Friday', 'Cy'])))).not.toHaveProperty(
      'header',
    );
  });

  it('keeps the text as it was and adds the tree of a real deck: one section per slide, notes apart', async () => {
    const doc = await extractDocument(await buildPptx(SHIFTPLANNER_DECK), 'deck.pptx');
    const text = doc.pages.map((p) => p.text).join('\n\n');
    const tree = doc.tree!;
    const headings = tree.nodes.filter((n) => n.type === 'heading');
    expect(headings.map((h) => [h.type === 'heading' && h.text, h.page])).toEqual(SHIFTPLANNER_DECK.sections.map((s, i) => [s.heading, i + 1]));
    for (const section of SHIFTPLANNER_DECK.sections)
      for (const paragraph of section.paragraphs) expect(sections(tree).find((f) => f.text === paragraph.slice(0, 30))?.under).toEqual([section.heading]);
    expect(tree.notes.map((n) => n.text)).toEqual(SHIFTPLANNER_DECK.sections.flatMap((s) => (s.notes ? [s.notes] : [])));
    // "Notes:" is the text's own label for the notes, not a word of the deck.
    expect(coverage(text, tree)).toEqual({ inOrder: true, missed: Array(tree.notes.length).fill('notes') });
    expect(misplaced(text, tree)).toEqual([]);
  });

  it('survives hostile input: an empty slide, a slide of only a title, only notes, a pptxgenjs deck with a placeholder title', async () => {
    expect(pptxSlideBlocks(slide(), 1)).toEqual([]);
    expect(pptxSlideBlocks(slide(shape('ctrTitle', para('Only a title'))), 2)).toEqual([{ type: 'heading', level: 1, text: 'Only a title', page: 2 }]);
    // A slide with no text of its own has its notes for its text (decision 185).
    expect(pptxSlideBlocks(slide(), 3, 'Just notes')).toEqual([{ type: 'paragraph', page: 3, text: 'Just notes' }]);
    expect(pptxSlideBlocks(slide(shape('title', para('Closing up'))), 4, 'Lock the drawer.')).toEqual([
      { type: 'heading', level: 1, text: 'Closing up', page: 4 },
      { type: 'paragraph', page: 4, text: 'Lock the drawer.' },
    ]);
    const pptx = new PptxGenJS();
    pptx.defineSlideMaster({
      title: 'TITLED',
      objects: [{ placeholder: { options: { name: 'heading', type: 'title', x: 0.5, y: 0.3, w: 9, h: 1 }, text: '' } }],
    });
    const s = pptx.addSlide({ masterName: 'TITLED' });
    s.addText('Rota rules', { placeholder: 'heading' });
    s.addText('Swaps need a lead to approve them.', { x: 0.5, y: 2, w: 9, h: 1 });
    const doc = await extractDocument(new Uint8Array((await pptx.write({ outputType: 'uint8array' })) as Uint8Array), 'x.pptx');
    expect(doc.tree?.nodes.map((n) => n.type)).toEqual(['heading', 'paragraph']);
  });
});
