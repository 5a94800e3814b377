import { describe, expect, it } from 'vitest';
import { planOutline } from '../../outline-plan';
import { joinSupportingMaterials } from '../../supporting-materials';
import { HEADINGS_STATED } from '../analysis/tree-text';
import { headlineOf, isNameLine, readableTitle } from './headline';
import { openingName } from './opening-name';
import { buildOutlineContext } from './outline-context';
import { writeOfflineOutline } from './write-outline';

const ARTICLE = `Home › News › Local › Transport

City opens first protected cycle lane on Harbour Road

By Priya Natarajan, Transport Reporter · 14 May · 4 min read

The city council opened its first protected cycle lane on Harbour Road on Monday, along a 2.4-kilometre route. The lane is used by about 3,000 cyclists a day.

What changes for drivers
Drivers can no longer park on the south side of Harbour Road. Deliveries are allowed between 7 am and 10 am.

What cyclists need to know
Cyclists must give way to pedestrians at the four bus stops. The lane is two-way.`;

describe('a text’s headline names the video (decision 191)', () => {
  it('is the first line of the text once the page’s furniture is gone, standing alone and ending on no sentence mark', () => {
    expect(headlineOf(ARTICLE)).toBe('City opens first protected cycle lane on Harbour Road');
    expect(headlineOf('Remote Working Rules\n\nFrom Monday, staff may work from home.')).toBe('Remote Working Rules');
    expect(headlineOf('Mozilla Public License Version 2.0\n==================================\n\n1. Definitions\n--------------')).toBe(
      'Mozilla Public License Version 2.0',
    );
    // A first sentence, a line running on into its paragraph, or a text of one line is no headline.
    expect(headlineOf('Phishing emails try to steal your password.\n\nReport them.')).toBeNull();
    expect(headlineOf('Remote working rules\nFrom Monday, staff may work from home.')).toBeNull();
    expect(headlineOf('Remote Working Rules')).toBeNull();
    // An e-mail's subject line, without its label (decision 195).
    expect(headlineOf('Subject: Office move next week\n\nHi all,\n\nWe move on Monday.')).toBe('Office move next week');
  });

  it('titles the video and its title slide, is never a point, and the opening is never filed under the first section', () => {
    const ctx = buildOutlineContext({ brief: '', sourceText: ARTICLE, projectTitle: '' }, planOutline('story-journey', 120));
    const slides = writeOfflineOutline(ctx);
    expect(slides[0]?.title).toBe('City Opens First Protected Cycle Lane on Harbour Road');
    const points = slides.slice(1).flatMap((s) => s.keyPoints);
    expect(points).not.toContain('City opens first protected cycle lane on Harbour Road');
    const drivers = slides.find((s) => /Drivers/.test(s.title));
    for (const p of drivers?.keyPoints ?? []) expect(p).not.toMatch(/council opened|3,000 cyclists/);
  });
});

describe('a lone document’s headline (decision 191)', () => {
  it('names the video though a heading follows it', () => {
    const text =
      'Ticket Escalation Procedure\n\n1. Severity Levels\nEvery ticket gets a severity when it is opened.\n\n2. When to Escalate\nEscalate a P1 ticket at once.';
    const documents = [{ name: 'escalation.txt', text }];
    const ctx = buildOutlineContext(
      {
        brief: 'Teach support agents when to escalate a ticket.',
        sourceText: joinSupportingMaterials('', [{ text }]),
        projectTitle: '',
        documents,
      },
      planOutline('workshop-style', 120),
    );
    expect(ctx.topic).toBe('Ticket Escalation Procedure');
    expect(ctx.analysis.sentences.map((s) => s.text)).not.toContain('Ticket Escalation Procedure');
  });
});

describe('the slide of a document’s opening (decision 191)', () => {
  it('is named by the main noun phrase of the document’s title or headline', () => {
    expect(openingName('Forklift Safety in the Warehouse', new Map([['forklift', 1]]))).toBe('Forklift Safety');
    expect(openingName('Data Protection at Harbour Bank', new Map([['data', 1]]))).toBe('Data Protection');
    expect(openingName('City opens first protected cycle lane on Harbour Road', new Map([['lane', 1]]))).toBe('cycle lane');
    expect(openingName(null, new Map())).toBeNull();
  });

  it('never shares a slide with a section that has a heading', () => {
    const text = `# Forklift Safety\n\nForklifts cause more serious injuries than any other equipment.\n\n## Before You Drive\n\nCheck the tyres and the brakes every morning.\n\n## Driving\n\nKeep the forks low while the truck is moving.`;
    for (const seconds of [60, 120, 180]) {
      const slides = writeOfflineOutline(buildOutlineContext({ brief: '', sourceText: text, projectTitle: '' }, planOutline('workshop-style', seconds)));
      for (const s of slides.filter((x) => /Before You Drive|Driving/.test(x.title))) expect(s.keyPoints.join(' ')).not.toMatch(/serious injuries/);
    }
  });

  it('too short for a slide while sections compete for the slides, is said on the title slide', () => {
    const text = `# Forklift Safety\n\nForklifts cause more serious injuries than any other equipment.\n\n## Before You Drive\n\nCheck the tyres and the brakes every morning. Report a fault to the shift lead.\n\n## Driving\n\nKeep the forks low while the truck is moving. Drive in reverse when the load blocks your view.\n\n## Parking\n\nPark in the charging bay. Remove the key.`;
    const slides = writeOfflineOutline(buildOutlineContext({ brief: '', sourceText: text, projectTitle: '' }, planOutline('workshop-style', 60)));
    expect(slides[0]?.description).toMatch(/serious injuries/);
    // Whole, with its other sentence, when it fits under the title.
    const two = text.replace('equipment.', 'equipment. Most accidents happen when a driver skips the daily check.');
    const withTwo = writeOfflineOutline(buildOutlineContext({ brief: '', sourceText: two, projectTitle: '' }, planOutline('workshop-style', 60)));
    expect(withTwo[0]?.description).toMatch(/serious injuries.*skips the daily check/);
    for (const s of slides.slice(1)) expect(s.keyPoints.join(' ')).not.toMatch(/serious injuries/);
  });
});

describe('a title that only says where a text sits (decision 200)', () => {
  // (as a document's structure tree is read: its headings stated, the line under the label a paragraph)
  const chapter = (name: string) =>
    `${HEADINGS_STATED}\n\n# CHAPTER 4\n\n${name}\n\n## Where the water is\n\nAbout 97 per cent of the water on Earth is salt water in the oceans. Only about 3 per cent is fresh water.\n\n## Evaporation\n\nEnergy from the Sun heats water in oceans, lakes and rivers. Some of the water turns into water vapour.`;

  it('gives way to the line naming the text just under it, which is no point', () => {
    const slides = writeOfflineOutline(
      buildOutlineContext({ brief: '', sourceText: chapter('The Water Cycle'), projectTitle: '' }, planOutline('workshop-style', 120)),
    );
    expect(slides[0]?.title).toBe('The Water Cycle');
    const shown = slides.flatMap((s) => [s.title, s.description, ...s.keyPoints]).join(' | ');
    expect(shown).not.toMatch(/CHAPTER 4/i);
  });

  it('stays when the line under it is a sentence, not a name', () => {
    const slides = writeOfflineOutline(
      buildOutlineContext(
        { brief: '', sourceText: chapter('Water moves between the sea, the air and the land.'), projectTitle: '' },
        planOutline('workshop-style', 120),
      ),
    );
    expect(slides[0]?.title).toMatch(/Chapter 4/i);
  });
});

describe('the document’s title as a trainer writes it (decision 205)', () => {
  const analysis = buildOutlineContext(
    { brief: '', sourceText: 'Keep Debian current. Upgrade your Debian system with apt.', projectTitle: '' },
    planOutline('workshop-style', 60),
  ).analysis;

  it('drops the label of where the text sits when a name follows it, and the capitals', () => {
    expect(readableTitle('Chapter 9. Keeping your Debian system up-to-date', analysis)).toBe('Keeping your Debian system up-to-date');
    expect(readableTitle('Part II: Installing Debian', analysis)).toBe('Installing Debian');
    expect(readableTitle('KEEPING YOUR DEBIAN SYSTEM CURRENT', analysis)).toBe('keeping your Debian system current');
    expect(readableTitle('Chapter 9', analysis)).toBe('Chapter 9');
  });

  it('reads a document’s title lines as a name, and a sentence as none', () => {
    expect(isNameLine("Harbourline Backup Agent 3.2 Administrator's Manual")).toBe(true);
    expect(isNameLine('The agent runs on Linux servers with 2 GB of free disk space.')).toBe(false);
    expect(isNameLine('Backup')).toBe(false);
  });
});
