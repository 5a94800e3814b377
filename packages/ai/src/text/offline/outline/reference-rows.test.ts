import { describe, expect, it } from 'vitest';
import { planOutline } from '../../outline-plan';
import { pointsFrom } from './choose-points';
import { buildOutlineContext } from './outline-context';
import { referenceRows } from './reference-rows';

const context = (sourceText: string) =>
  buildOutlineContext({ brief: 'Explain this manual.', sourceText, projectTitle: '' }, planOutline('workshop-style', 120));
const rowsOf = (sourceText: string) => {
  const ctx = context(sourceText);
  return ctx.analysis.sections.flatMap((s) => [...referenceRows(s)].map((k) => ctx.analysis.sentences[k]?.text));
};

const PROPERTIES = `## Font properties

Each font has a set of properties that programs can ask for.

- family: String, Font family names
- style: String, Font style
- slant: Int, Italic, oblique or roman
- weight: Int, Light, medium, demibold, bold or black
- width: Int, Condensed, normal or expanded
- antialias: Bool, Whether glyphs can be antialiased
- hinting: Bool, Whether the rasterizer should use hinting
- outline: Bool, Whether the glyphs are outlines
- lang: String, List of RFC-3066-style languages this font supports`;

describe('rows of a reference table (decision 200)', () => {
  it('reads a table whose column before the last holds type codes as a reference, never as points', () => {
    expect(rowsOf(PROPERTIES)).toHaveLength(9);
    const ctx = context(PROPERTIES);
    const points = pointsFrom(ctx.analysis.sentences, ctx, { min: 1, max: 5 }, new Set());
    expect(points.join(' ')).not.toMatch(/String|Int,|Bool/);
    expect(points).toContain('Each font has a set of properties that programs can ask for');
  });

  it('reads a table of codes and their numbers as a reference', () => {
    const text = `## Debug levels\n\n- MATCH: 1, Brief information about font matching\n- MATCHV: 2, Extensive font matching information\n- EDIT: 4, Monitor match/test/edit execution\n- FONTSET: 8, Track loading of font information at startup`;
    expect(rowsOf(text)).toHaveLength(4);
  });

  it('keeps rows that read as statements: a property named in words and its value in words', () => {
    const travel = `## Limits\n\n- Hotel cap: $180 a night, most cities\n- Meals: $60 a day, travel days only\n- Mileage: 45 cents a mile, own car`;
    expect(rowsOf(travel)).toEqual([]);
    const hours = `## Opening hours\n\n- Monday: Open, 9:00 to 17:00\n- Tuesday: Open, 9:00 to 17:00\n- Wednesday: Open, 9:00 to 13:00\n- Sunday: Closed, all day`;
    expect(rowsOf(hours)).toEqual([]);
    const terms = `## Severities\n\n- critical: makes unrelated software on the system break\n- grave: makes the package unusable\n- serious: is a severe violation of policy`;
    expect(rowsOf(terms)).toEqual([]);
  });

  it('reads two lists set side by side, each first cell a practice, as no statements', () => {
    const text = `## Acceptable and not acceptable\n\n- Sharing a customer file with a colleague through the secure file share: Emailing a customer list to your personal address\n- Printing a statement the customer asked for and handing it over in person: Leaving printed statements on the printer\n- Discussing a case with your team in a meeting room: Discussing a customer's account in the lift or on the phone in public`;
    expect(rowsOf(text)).toHaveLength(3);
  });
});
