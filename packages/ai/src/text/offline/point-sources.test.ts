import type { Slide } from '@lectern/core';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_PAGE_SEPARATOR } from '../../documents/tree/document-tree';
import { markdownBlocks } from '../../documents/tree/markdown-tree';
import { placeBlocks } from '../../documents/tree/place-blocks';
import { createOfflineTextGenerator } from './offline-generator';
import { pointSourceMaterials } from './point-source-materials';
import { contentTerms, type PointSourceMaterial, withPointSources } from './point-sources';

/** A paged document as a PDF reader hands it on: its pages' text and the tree placed in it. */
function pagedDocument(name: string, pages: string[]): PointSourceMaterial {
  const blocks = pages.flatMap((page, i) => markdownBlocks(page).map((b) => ({ ...b, page: i + 1 })));
  return { kind: 'document', name, text: pages.join(DOCUMENT_PAGE_SEPARATOR), tree: placeBlocks(blocks, pages, true) };
}

const BENEFITS = pagedDocument('benefits.pdf', [
  '# Benefits\n\nThis guide explains what the company offers its staff.\n\n## Pensions\n\nThe company adds 5% of your salary to your pension every month.',
  '## Health insurance\n\nCover starts on your first day and includes dental care. Your partner and children can join the plan at no extra cost.\n\n- Claims must be sent within 90 days of treatment\n- Glasses are covered up to £150 a year',
]);

const SAFETY = pagedDocument('fire-safety.pdf', [
  '# Fire safety\n\n## Fire exits\n\nFire exits must be kept clear at all times. Every floor has two fire exits marked in green.\n\n## First aid\n\nEach team names a first aider who keeps the kit stocked.',
]);

const slide = (keyPoints: string[], more: Partial<Slide> = {}): Slide => ({
  id: 'slide-2',
  order: 1,
  title: 'Slide',
  description: '',
  script: '',
  duration: 30,
  keyPoints,
  templateId: 'bullet-points',
  visualCues: [],
  avatarVisible: false,
  imageKeyword: 'benefits',
  ...more,
});

const slidePointsOf = (s: Slide) => [...s.keyPoints, ...(s.leftColumnPoints ?? []), ...(s.rightColumnPoints ?? [])];
const sourcesOf = (slides: Slide[]) => slides.flatMap((s) => s.pointSources ?? []);

describe('a point is placed in the span that holds its words', () => {
  it('names the document, the page, the section path and the sentence', () => {
    const [placed] = withPointSources([slide(['Cover starts on your first day and includes dental care'])], [BENEFITS]);
    expect(placed?.pointSources).toEqual([
      {
        point: 'Cover starts on your first day and includes dental care',
        kind: 'document',
        document: 'benefits.pdf',
        page: 2,
        section: ['Benefits', 'Health insurance'],
        excerpt: 'Cover starts on your first day and includes dental care.',
      },
    ]);
  });

  it('places a shortened or reworded point, and a list item', () => {
    const [placed] = withPointSources(
      [slide(['Partners and children can join the plan at no extra cost', 'Send claims within 90 days of treatment'])],
      [BENEFITS],
    );
    expect(placed?.pointSources?.map((s) => [s.excerpt, s.page])).toEqual([
      ['Your partner and children can join the plan at no extra cost.', 2],
      ['Claims must be sent within 90 days of treatment', 2],
    ]);
  });

  it('gives no source to a point whose words the materials do not hold together', () => {
    // "fire", "exits", "clear" are in the document, but not with "weekly" and "drills" in one sentence.
    const [placed] = withPointSources([slide(['Fire drills clear every exit weekly', 'Glasses are free for everyone'])], [SAFETY, BENEFITS]);
    expect(placed?.pointSources).toBeUndefined();
  });

  it('does not take a figure for another: the number is the fact', () => {
    const [wrong, right] = withPointSources(
      [slide(['The company adds 8% of your salary to your pension']), slide(['The company adds 5% of your salary to your pension'])],
      [BENEFITS],
    );
    expect(wrong?.pointSources).toBeUndefined();
    expect(right?.pointSources?.[0]?.excerpt).toBe('The company adds 5% of your salary to your pension every month.');
  });

  it('does not take a negated point from a sentence that says the opposite, and lets "don’t" be "do not"', () => {
    const rules: PointSourceMaterial = { kind: 'web', name: 'Door rules', text: 'Always keep fire doors closed. Do not prop doors open with wedges.' };
    const [placed] = withPointSources([slide(['Never keep fire doors closed', 'Don’t prop doors open with wedges'])], [rules]);
    expect(placed?.pointSources?.map((s) => [s.point, s.excerpt])).toEqual([['Don’t prop doors open with wedges', 'Do not prop doors open with wedges.']]);
  });

  it('places points from two documents each in its own', () => {
    const [placed] = withPointSources(
      [slide(['Fire exits must be kept clear at all times', 'The company adds 5% of your salary to your pension every month'])],
      [BENEFITS, SAFETY],
    );
    expect(placed?.pointSources?.map((s) => [s.document, s.section.at(-1), s.page])).toEqual([
      ['fire-safety.pdf', 'Fire exits', 1],
      ['benefits.pdf', 'Pensions', 1],
    ]);
  });

  it('a sentence in two documents goes to the one the slide’s other points come from, else nowhere', () => {
    const copy = pagedDocument('copy.pdf', ['# Notes\n\nFire exits must be kept clear at all times.']);
    const both = [SAFETY, copy];
    const [withOther] = withPointSources([slide(['Fire exits must be kept clear at all times', 'Every floor has two fire exits marked in green'])], both);
    expect(withOther?.pointSources?.map((s) => s.document)).toEqual(['fire-safety.pdf', 'fire-safety.pdf']);
    const [alone] = withPointSources([slide(['Fire exits must be kept clear at all times'])], both);
    expect(alone?.pointSources).toBeUndefined();
  });

  it('a phrase found in two sections of one document goes to the section the slide’s other points come from, else nowhere', () => {
    const guide = pagedDocument('guide.pdf', [
      '# Guide\n\n## Fire\n\n- Call the desk\n- Alarms ring twice a year during testing\n\n## First aid\n\n- Call the desk\n- The kit sits in the kitchen cupboard',
    ]);
    const [led, alone] = withPointSources([slide(['Call the desk', 'The kit sits in the kitchen cupboard']), slide(['Call the desk'])], [guide]);
    expect(led?.pointSources?.map((s) => [s.point, s.section.at(-1)])).toEqual([
      ['Call the desk', 'First aid'],
      ['The kit sits in the kitchen cupboard', 'First aid'],
    ]);
    expect(alone?.pointSources).toBeUndefined();
  });

  it('reads the text, not a tree whose nodes could not be placed in it', () => {
    const unplaced = pagedDocument('letter.pdf', ['Bins must be back in the store by 8 pm.']);
    const tree = unplaced.tree && { ...unplaced.tree, nodes: unplaced.tree.nodes.map((n) => ({ ...n, text: 'Binsmustbeback', start: 0, end: 0 })) };
    const [placed] = withPointSources([slide(['Bins must be back in the store by 8 pm'])], [{ ...unplaced, ...(tree ? { tree } : {}) }]);
    expect(placed?.pointSources?.[0]).toMatchObject({ document: 'letter.pdf', excerpt: 'Bins must be back in the store by 8 pm.', section: [] });
  });

  it('places a one- or two-word point only on a list item or part of a sentence that is exactly its words', () => {
    const brief: PointSourceMaterial = {
      kind: 'brief',
      name: 'Your brief',
      text: 'A 2-minute refresher for warehouse staff covering: fire exits, first aid and reporting incidents.',
    };
    const [placed] = withPointSources([slide(['Fire exits', 'First aid', 'Safety'])], [brief]);
    expect(placed?.pointSources?.map((s) => [s.point, s.kind, s.document])).toEqual([
      ['Fire exits', 'brief', 'Your brief'],
      ['First aid', 'brief', 'Your brief'],
    ]);
  });

  it('reads a document without a tree by its paragraphs, with no page or section', () => {
    const [placed] = withPointSources(
      [slide(['Visitors sign in at reception'])],
      [{ kind: 'web', name: 'Visiting us', text: 'Welcome.\n\nVisitors sign in at reception. Parking is free.' }],
    );
    expect(placed?.pointSources).toEqual([
      { point: 'Visitors sign in at reception', kind: 'web', document: 'Visiting us', section: [], excerpt: 'Visitors sign in at reception.' },
    ]);
  });

  it('leaves the title slide’s agenda and column titles alone, and covers column points', () => {
    const slides = withPointSources(
      [
        slide(['Health insurance', 'Pensions'], { id: 'slide-1', templateId: 'title-slide' }),
        slide([], {
          templateId: 'split-content',
          leftColumnPoints: ['Fire exits must be kept clear at all times'],
          rightColumnPoints: ['Nothing here matches'],
        }),
      ],
      [BENEFITS, SAFETY],
    );
    expect(slides[0]?.pointSources).toBeUndefined();
    expect(slides[1]?.pointSources?.map((s) => s.point)).toEqual(['Fire exits must be kept clear at all times']);
  });
});

describe('the materials of an outline request', () => {
  it('names the brief, the web page by its title, and each document by its file name, without the joined copy', () => {
    const documents = [{ name: 'benefits.pdf', text: BENEFITS.text }];
    const materials = pointSourceMaterials({
      brief: 'Explain our benefits',
      sourceText: `Our office\n\nVisitors sign in.\n\nSupporting Materials:\n\n${BENEFITS.text}`,
      sourceOrigin: { kind: 'web', title: 'Our office' },
      documents,
    });
    expect(materials.map((m) => [m.kind, m.name])).toEqual([
      ['brief', 'Your brief'],
      ['web', 'Our office'],
      ['document', 'benefits.pdf'],
    ]);
    expect(materials[1]?.text).not.toContain('Cover starts');
  });

  it("keeps a web page's structure, so its points name their section (issue 20 item 1)", () => {
    const page = '## Parking\n\nBikes park in bay 4.';
    const tree = placeBlocks(markdownBlocks(page), [page], false);
    const [, web] = pointSourceMaterials({ brief: '', sourceText: page, sourceOrigin: { kind: 'web', title: 'Cycling', tree } });
    expect(web).toMatchObject({ kind: 'web', name: 'Cycling', tree });
  });

  it('calls pasted text "Your text"', () => {
    expect(pointSourceMaterials({ brief: '', sourceText: 'Pasted words.' })[1]).toMatchObject({ kind: 'brief', name: 'Your text' });
  });
});

describe('the offline engine', () => {
  it('gives the points it takes from a document their source, and each source holds its point’s words', async () => {
    const engine = createOfflineTextGenerator();
    const documents = [BENEFITS, SAFETY].map((d) => ({ name: d.name, text: d.text, ...(d.tree ? { tree: d.tree } : {}) }));
    const { slides } = await engine.outline({
      brief: 'Explain benefits and fire safety to new staff',
      sourceText: `Supporting Materials:\n\n${documents.map((d) => d.text).join('\n\n')}`,
      styleId: 'executive-brief',
      durationSeconds: 120,
      documents,
    });
    const sources = sourcesOf(slides);
    // Every point here is a sentence or item of the documents: nearly all of them are placed.
    const points = slides.filter((s) => s.templateId !== 'title-slide').flatMap((s) => [...new Set(slidePointsOf(s))]);
    expect(sources.length / points.length).toBeGreaterThanOrEqual(0.8);
    expect(sources.length).toBeGreaterThan(0);
    for (const s of slides) for (const source of s.pointSources ?? []) expect(slidePointsOf(s)).toContain(source.point);
    for (const source of sources) {
      const point = contentTerms(source.point);
      const excerpt = contentTerms(source.excerpt);
      expect([...point].filter((t) => excerpt.has(t)).length / point.size, `${source.point} ← ${source.excerpt}`).toBeGreaterThanOrEqual(0.75);
      expect(['benefits.pdf', 'fire-safety.pdf', 'Your brief']).toContain(source.document);
    }
  });
});
