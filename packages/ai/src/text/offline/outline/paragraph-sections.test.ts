import { describe, expect, it } from 'vitest';
import { planOutline } from '../../outline-plan';
import { analyzeText } from '../analysis/analyze-text';
import { buildOutlineContext } from './outline-context';
import { isParagraph, paragraphsOf, withParagraphSections } from './paragraph-sections';

/** A memo of a headline and paragraphs, no heading (decision 195). */
const MEMO = `Working from home safely

From Monday, everyone in the finance team may work from home up to three days a week. These are the rules for those days.

Lock your laptop whenever you step away, even for a minute. Connect through the company VPN on any network outside the office. Never print customer documents at home, and never save them on a personal device.

Cover your webcam when you are not in a call. Explain to the people you live with that work calls are confidential, and take them in a room with the door closed.

If your laptop is lost or stolen, report it to the IT service desk on extension 2020 within one hour. Keep it short when you call: give your name, the laptop's asset number and where you last had it.

Make sure your home router no longer uses the password it came with. Change it before your first day at home.`;

describe('the paragraphs of a text without headings are its sections (decision 195)', () => {
  it('reads a text into its paragraphs', () => {
    expect(paragraphsOf('One line.\n\nTwo lines,\nwrapped.\n\n\nThree.')).toHaveLength(3);
  });

  it('gives each paragraph a section of its own, in order, with no heading', () => {
    const text = 'Lock your laptop. Use the VPN.\n\nCover your webcam. Keep calls private.\n\nChange the router password.';
    const analysis = withParagraphSections(analyzeText(`Supporting Materials:\n\n${text}`), [text]);
    expect(analysis.sections.map((s) => s.sentences.map((x) => x.text))).toEqual([
      ['Lock your laptop.', 'Use the VPN.'],
      ['Cover your webcam.', 'Keep calls private.'],
      ['Change the router password.'],
    ]);
    expect(analysis.sections.every((s) => s.heading === null && isParagraph(s))).toBe(true);
    expect(analysis.sentences.map((s) => [s.section, s.positionInSection])).toEqual([
      [0, 0],
      [0, 1],
      [1, 0],
      [1, 1],
      [2, 0],
    ]);
  });

  it('keeps a text with headings, or of one paragraph, as it is', () => {
    const headed = '# Laptops\n\nLock your laptop.\n\n# Calls\n\nKeep calls private.\n\nClose the door.';
    const a = analyzeText(`Supporting Materials:\n\n${headed}`);
    expect(withParagraphSections(a, [headed])).toBe(a);
    const one = 'Lock your laptop. Keep calls private.';
    const b = analyzeText(`Supporting Materials:\n\n${one}`);
    expect(withParagraphSections(b, [one])).toBe(b);
  });

  it('plans a memo paragraph by paragraph: no slide mixes two paragraphs it does not merge', () => {
    const ctx = buildOutlineContext({ brief: '', sourceText: MEMO, projectTitle: '' }, planOutline('workshop-style', 120));
    const slides = ctx.groups.filter((g) => g.length > 0);
    for (const g of slides) {
      const sections = [...new Set(g.map((x) => x.section))];
      // (each slide shows whole paragraphs: every sentence of each of its sections)
      for (const k of sections) expect(g.filter((x) => x.section === k)).toHaveLength(ctx.analysis.sections[k]?.sentences.length ?? 0);
    }
    const texts = slides.map((g) => g.map((x) => x.text).join(' '));
    // The lost-laptop call stays with its report, never beside the router.
    expect(texts.find((t) => t.includes('Keep it short'))).toContain('within one hour');
    expect(texts.find((t) => t.includes('Keep it short'))).not.toContain('router');
    // The memo's short first paragraph opens the video, under its title.
    expect(ctx.opening.map((x) => x.text)).toContain('From Monday, everyone in the finance team may work from home up to three days a week.');
  });

  it('reads a plain document whose one heading is its headline by its paragraphs too', () => {
    const text = '# Working from home safely\n\nLock your laptop. Use the VPN.\n\nCover your webcam. Keep calls private.';
    const analysis = withParagraphSections({ ...analyzeText('Explain the rules.', [text]), title: 'Working from home safely' }, [null, text]);
    expect(analysis.sections.filter(isParagraph).map((s) => [s.heading, s.sentences.length])).toEqual([
      [null, 2],
      [null, 2],
    ]);
  });

  it('leaves a letter’s greeting and its sign-off with the sender’s name out of its sections', () => {
    const text =
      'Dear Ms Patel,\n\nWe invite you to an interview on 12 September. Please bring photo identification.\n\nReport to reception when you arrive. Wear closed shoes.\n\nYours sincerely,\nHelen Brooks';
    const analysis = withParagraphSections(analyzeText(`Supporting Materials:\n\n${text}`), [text]);
    const all = analysis.sections.flatMap((s) => s.sentences.map((x) => x.text)).join(' ');
    expect(all).not.toMatch(/Dear|sincerely|Helen/);
    const signed = 'Unpack the files first.\n\nThen apply the diff.\n\n -- Ian Jackson <ian@example.org>  Sat, 31 Aug 1996';
    const read = withParagraphSections(analyzeText(`Supporting Materials:\n\n${signed}`), [signed]);
    expect(read.sections.flatMap((s) => s.sentences.map((x) => x.text)).join(' ')).not.toMatch(/Jackson/);
    expect(analysis.sections.filter(isParagraph)).toHaveLength(2);
  });

  it('keeps an opening paragraph too long to be said under the title on a slide, so its news is not lost', () => {
    const text = [
      'Office move next week',
      'We move to the new office at 14 King Street on Monday 3 June. Please pack your desk into the crates provided by Friday at 4 pm, and label each crate with your name and team.',
      'The IT team will move your computer and monitors. Your new desk number is on the floor plan.',
      'Parking at King Street is limited to 20 spaces. Book a space through the facilities portal at least two days ahead.',
      'The nearest station is Central, a five-minute walk away. Buses stop outside the main door.',
      'If you have questions, ask Maria Lopez in facilities on extension 3010.',
    ].join('\n\n');
    const ctx = buildOutlineContext({ brief: '', sourceText: text, projectTitle: '' }, planOutline('workshop-style', 120));
    expect(ctx.opening).toEqual([]);
    expect(ctx.groups.flat().map((x) => x.text)).toContain('We move to the new office at 14 King Street on Monday 3 June.');
  });
});
