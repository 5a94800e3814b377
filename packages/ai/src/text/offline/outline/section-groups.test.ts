import { describe, expect, it } from 'vitest';
import type { DocumentTree } from '../../../documents/tree/document-tree';
import { captionTree } from '../../../web/caption-tree';
import { planOutline } from '../../outline-plan';
import { joinSupportingMaterials } from '../../supporting-materials';
import { termsOf } from '../analysis/terms-of';
import { buildOutlineContext } from './outline-context';
import { leadsOn, nameOfSection, unnamable } from './section-groups';
import { plannedTitles } from './write-content-slide';
import { leftOutNote, writeOfflineOutline } from './write-outline';

/** A tree over `text` whose nodes are found in it in order (level-1 title, level-2 sections). */
function treeOf(text: string, parts: ({ h: string; level?: number } | { p: string })[]): DocumentTree {
  let at = 0;
  const nodes = parts.map((part) => {
    const t = 'h' in part ? part.h : part.p;
    const start = text.indexOf(t, at);
    at = start + t.length;
    return 'h' in part
      ? { type: 'heading' as const, level: part.level ?? 2, text: t, start, end: at, path: [] }
      : { type: 'paragraph' as const, text: t, start, end: at, path: [] };
  });
  return { version: 1, nodes, notes: [] };
}

const BENEFITS = [
  { h: 'Benefits Guide', level: 1 },
  { h: 'Holidays' },
  { p: 'You get 25 days of paid holiday a year. Book holidays in the staff portal two weeks ahead.' },
  { h: 'Sick Leave' },
  { p: 'Call your manager before ten on the first day of sickness. A doctor’s note is needed after seven days.' },
  { h: 'Travel Insurance' },
  { p: 'Trips abroad for work are insured from the day you leave home.' },
];
const GIFTS = [
  { h: 'Gifts and Hospitality', level: 1 },
  { h: 'Gifts' },
  { p: 'Gifts worth more than 50 euros must be declared to your manager. Cash gifts are never accepted.' },
];
const textOf = (parts: typeof BENEFITS) => parts.map((x) => ('h' in x ? x.h : x.p)).join('\n\n');

function context(styleId: 'executive-brief' | 'workshop-style', seconds: number) {
  const documents = [
    { name: 'benefits.pdf', text: textOf(BENEFITS), tree: treeOf(textOf(BENEFITS), BENEFITS) },
    { name: 'gifts.docx', text: textOf(GIFTS), tree: treeOf(textOf(GIFTS), GIFTS) },
  ];
  const sourceText = joinSupportingMaterials('', documents);
  return buildOutlineContext({ brief: 'Explain our staff policies.', sourceText, projectTitle: '', documents }, planOutline(styleId, seconds));
}

describe('slides planned from the documents’ trees (decision 178)', () => {
  it('draws each slide from one document and names it by its section’s heading or its merged headings', () => {
    const ctx = context('workshop-style', 120);
    const slides = writeOfflineOutline(ctx);
    const documentsOf = ctx.groups.map((g) => new Set(g.map((s) => ctx.analysis.sections[s.section]?.document)));
    for (const d of documentsOf) expect(d.size).toBeLessThanOrEqual(1);
    // (a comparison may set its columns from anywhere: only the bullet slides are held to their sections here)
    const bullets = slides.filter((_, i) => ctx.plan[i]?.templateId === 'bullet-points' && ctx.groups[i]?.length);
    expect(bullets.map((s) => s.title)).toEqual(['Holidays', 'Sick Leave and Travel Insurance']);
    expect(ctx.headings.filter(Boolean)).toEqual(['Holidays', 'Sick Leave and Travel Insurance', 'Gifts']);
  });

  it('names what the chosen length leaves out on the closing slide, with the document by its title', () => {
    const ctx = context('executive-brief', 60);
    expect(ctx.leftOut.headings.length).toBeGreaterThan(0);
    const slides = writeOfflineOutline(ctx);
    const closing = slides[slides.length - 1];
    expect([closing?.description, ...(closing?.keyPoints ?? [])].join(' ')).toMatch(/More in [^:]+: /);
  });
});

describe('a video link’s transcript planned from its chapters (issue 20 item 1)', () => {
  it('names the slides by the chapters their captions come from', () => {
    const said = (start: number, text: string) => ({ start, text });
    const cues = [
      said(0, 'Welcome to the loading bay briefing.'),
      said(4, 'Trucks reverse into bay three only when the banksman waves them in.'),
      said(9, 'Drivers stay in their cabs while the forklift loads the trailer.'),
      said(15, 'Pallets are wrapped twice before they leave the bay.'),
      said(21, 'Wrapped pallets are labelled with the route number on two sides.'),
      said(28, 'Spills are reported to the shift lead at once.'),
      said(33, 'The spill kit by door two holds absorbent pads and gloves.'),
    ];
    const chapters = [
      { start: 4, title: 'Reversing Trucks' },
      { start: 15, title: 'Wrapping Pallets' },
      { start: 28, title: 'Handling Spills' },
    ];
    const { text, tree } = captionTree(cues, chapters);
    const plan = planOutline('workshop-style', 120);
    const ctx = buildOutlineContext(
      { brief: 'Explain the loading bay rules.', sourceText: text, projectTitle: '', sourceOrigin: { kind: 'captions', title: 'Loading bay briefing', tree } },
      plan,
    );
    const titles = writeOfflineOutline(ctx).map((s) => s.title);
    expect(titles.filter((t) => chapters.some((c) => t.includes(c.title))).length).toBeGreaterThanOrEqual(2);
    const flat = buildOutlineContext(
      { brief: 'Explain the loading bay rules.', sourceText: text, projectTitle: '', sourceOrigin: { kind: 'captions', title: 'Loading bay briefing' } },
      plan,
    );
    expect(writeOfflineOutline(flat).some((s) => chapters.some((c) => s.title.includes(c.title)))).toBe(false);
  });
});

describe('the closing line on what is left out', () => {
  it('names the sections, counts the rest, and points to the document by its title, never its file name', () => {
    expect(leftOutNote(['Travel Insurance', 'Gifts'], ['Benefits Guide'])).toBe('More in the Benefits Guide: Travel Insurance and Gifts.');
    expect(leftOutNote(['A', 'B', 'C', 'D', 'E'], [])).toBe('More in the full text: A, B, C and 2 more sections.');
    expect(leftOutNote(['Dental Cover'], ['Benefits & Perks'])).toBe('More in Benefits & Perks: Dental Cover.');
    expect(leftOutNote(['Events'], ['The Contoso Courier'])).toBe('More in The Contoso Courier: Events.');
    expect(leftOutNote([], ['Benefits Guide'])).toBeNull();
  });

  it('names no defined term or versioned title as a topic left out (decision 216)', () => {
    expect(leftOutNote(['"Contributor"', '"Contributor Version"', 'Grants', 'Effective Date'], ['MPL'])).toBe('More in MPL: Grants and Effective Date.');
    expect(leftOutNote(['CC0 1.0 Universal', 'Statement of Purpose'], [])).toBe('More in the full text: Statement of Purpose.');
    expect(leftOutNote(['“Covered Software”'], [])).toBeNull();
  });
});

describe('titles from the plan', () => {
  it('names a slide by its section, and a later part by what its points share, never "(continued)" twice', () => {
    expect(plannedTitles('Holidays and Sick Leave', null, true)).toEqual(['Holidays and Sick Leave']);
    expect(plannedTitles('Travel', { index: 1, of: 2 }, true)).toEqual(['Travel']);
    expect(plannedTitles('Travel', { index: 2, of: 2 }, true, ['insurance claims'])).toEqual(['Travel: Insurance Claims', 'Travel (continued)']);
    expect(plannedTitles('Travel', { index: 3, of: 3 }, true)).toEqual(['Travel, Part 3']);
    expect(plannedTitles('Travel', null, false)).toEqual([]);
  });
});

describe('a question heading names its slide by a question that fits a title (decision 184)', () => {
  it('takes the last question that reads as a heading, and names nothing when none fits', () => {
    const sec = (heading: string) => ({ heading, level: 2, document: 0, sentences: [] });
    expect(nameOfSection(sec('1.3. OK, now I know what Debian is... what is Linux?!'))).toBe('What is Linux');
    expect(nameOfSection(sec('Holidays'))).toBe('Holidays');
    const long = sec('9.2. Must I go into single user mode in order to upgrade a package?');
    expect(nameOfSection(long)).toBeNull();
    expect(unnamable(long)).toBe(true);
    expect(unnamable({ ...long, heading: null })).toBe(false);
  });
});

describe('a first section that names what the brief asks about (decision 203)', () => {
  const subject = new Set(termsOf('how to get bug reports by e-mail from the request server'));

  it('leads when its heading says half the words of the brief’s subject or more', () => {
    expect(leadsOn('Introduction to the bug system request server', subject)).toBe(true);
  });

  it('does not lead on a heading that says fewer, on no heading, or without a subject', () => {
    expect(leadsOn('Commands available', subject)).toBe(false);
    expect(leadsOn('Server logs', subject)).toBe(false);
    expect(leadsOn(null, subject)).toBe(false);
    expect(leadsOn('Introduction to the bug system request server', new Set())).toBe(false);
  });

  it('keeps a long opening about the subject over a longer reference list in a one-slide video', () => {
    const parts = [
      { h: 'Introduction to the bug system request server', level: 2 },
      {
        p: 'There is a mailserver which sends bug reports as plain text on request. To use it you send a mail message to request@bugs.example.org. The body you send should be a series of commands, one per line.',
      },
      { h: 'Commands available', level: 2 },
      {
        p: 'The send command requests the transcript for the bug report in question. The index command requests the full index of bug reports with full details. The index-maint command requests the index page listing maintainers with open bug reports. The index-packages command requests the index page listing packages with open bug reports. The getinfo command requests a file with information about packages and their bug reports. The help command requests this help document in plain text.',
      },
    ];
    const text = parts.map((x) => ('h' in x ? x.h : x.p)).join('\n\n');
    const documents = [{ name: 'request-server.txt', text, tree: treeOf(text, parts) }];
    const brief = 'Explain to maintainers how to get bug reports by e-mail from the request server.';
    const ctx = buildOutlineContext(
      { brief, sourceText: joinSupportingMaterials('', documents), projectTitle: '', documents },
      planOutline('executive-brief', 60),
    );
    const shown = ctx.groups.flat().map((s) => s.text);
    expect(shown.some((t) => t.startsWith('To use it you send a mail message'))).toBe(true);
    expect(ctx.leftOut.headings).toEqual(['Commands available']);
  });
});

describe('the closing names no document as its own section (decision 216)', () => {
  it('leaves out a heading that is the document’s own title', () => {
    expect(leftOutNote(['Q3 Security Briefing', 'Why It Matters'], ['Q3 Security Briefing'])).toBe('More in Q3 Security Briefing: Why It Matters.');
  });
});
