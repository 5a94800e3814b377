import type { Slide } from '@lectern/core';
import { describe, expect, it } from 'vitest';
import { briefFraming, findDefects, instructionFrame, looksLikeCode, type VideoUnderTest } from './checks';

let next = 0;
const slide = (title: string, keyPoints: string[], extra: Partial<Slide> = {}): Slide => ({
  id: `s${next++}`,
  title,
  description: '',
  script: '',
  duration: 20,
  order: next,
  keyPoints,
  templateId: 'bullet-points',
  visualCues: [],
  avatarVisible: false,
  imageKeyword: '',
  ...extra,
});

const MATERIALS = `Password rules
Use a password manager for every account. Passwords must be at least 14 characters long.
Report a lost laptop to the service desk within one hour.`;

function video(slides: Slide[], scripts: string[], brief = 'Password rules for all staff.'): VideoUnderTest {
  return {
    brief,
    documents: [],
    materials: MATERIALS,
    slides: [slide('Password Rules', [], { templateId: 'title-slide' }), ...slides],
    scripts: ['Welcome.', ...scripts],
  };
}
const rules = (v: VideoUnderTest) => findDefects(v).map((d) => d.rule);

const CLEAN = video(
  [slide('Passwords', ['Use a password manager for every account.', 'Passwords must be at least 14 characters long.'])],
  ['Use a password manager for every account. Passwords must be at least 14 characters long.'],
);

describe('issue 20 defect rules', () => {
  it('pass a clean video', () => {
    expect(rules(CLEAN)).toEqual([]);
  });

  it('catch a point that leans on a sentence the viewer never saw', () => {
    for (const p of [
      'Instead, they must use a password manager.',
      'This means installing the manager first.',
      'However, passwords expire.',
      'It also locks the screen.',
      'They must be long.',
    ])
      expect(rules(video([slide('Passwords', [p, 'Use a password manager for every account.'])], ['Use a manager.']))).toContain('missing-referent');
  });

  it('leave a point that names its subject alone', () => {
    const named = video([slide('Passwords', ['This policy covers every account.', 'Use a password manager for every account.'])], ['Use a manager.']);
    expect(rules(named)).not.toContain('missing-referent');
  });

  it('catch stitched connectives and a doubled welcome', () => {
    expect(rules(video([slide('Passwords', ['Use a password manager for every account.'])], ['To start, Instead, use a manager.']))).toContain(
      'stitched-connectives',
    );
    const welcome = video([], []);
    welcome.scripts[0] = 'Welcome to Welcome to password rules. Welcome to the course.';
    expect(rules(welcome)).toContain('stitched-connectives');
    expect(rules(video([slide('Passwords', ['Use a password manager for every account.'])], ['To start, use a manager. Next, make it long.']))).not.toContain(
      'stitched-connectives',
    );
  });

  it('catch "the points on screen" said over a slide with fewer than two points', () => {
    const one = video([slide('Passwords', ['Use a password manager for every account.'])], ['Look at the points on screen.']);
    expect(rules(one)).toContain('points-on-screen');
    const two = video(CLEAN.slides.slice(1), ['Look at the points on screen.']);
    expect(rules(two)).not.toContain('points-on-screen');
  });

  it('catch a recap whose only point names the topic', () => {
    const recap = slide('Recap', ['A recap of Password Rules.']);
    expect(rules(video([...CLEAN.slides.slice(1), recap], [CLEAN.scripts[1] as string, 'That is all.']))).toContain('empty-recap');
    const real = slide('Recap', ['Use a password manager', 'At least 14 characters']);
    expect(rules(video([...CLEAN.slides.slice(1), real], [CLEAN.scripts[1] as string, 'That is all.']))).not.toContain('empty-recap');
  });

  it('catch the brief framing the video shown or said as content', () => {
    const brief = 'A 3-minute introduction to password rules for managers who must explain them to their teams.';
    expect(briefFraming(brief, MATERIALS)).toEqual(expect.arrayContaining(['3-minute', 'for managers who']));
    const content = 'Explain the clean desk rules. Screens must lock after five minutes without use.';
    expect(briefFraming(content, '')).not.toContain('five minutes');
    const framed = video([slide('Passwords', ['A 3-minute introduction for managers who must explain them.'])], ['Use a manager.'], brief);
    expect(rules(framed)).toContain('brief-framing');
    expect(rules(video(CLEAN.slides.slice(1), CLEAN.scripts.slice(1), brief))).not.toContain('brief-framing');
  });

  it('take a question-word line under a label as content, and an audience clause anywhere in a request as framing (decision 219)', () => {
    const labels = `Video for new hires about their first laptop.
Include:
Who to call when something breaks: the service desk on extension 5555
Audience: new hires. Tone: friendly. Length: 90 seconds.`;
    const framing = briefFraming(labels, '');
    expect(framing.some((p) => p.includes('who'))).toBe(false);
    const answer = video(
      [slide('Help', ['Who to call when something breaks: the service desk on extension 5555'])],
      ['Who to call: the service desk.'],
      labels,
    );
    expect(rules(answer)).not.toContain('brief-framing');
    // Real framing still counts: the audience named in the middle, a request on a later line, a length.
    const middle = 'We need a short piece for new starters who will use the expenses app. Receipts are photographed in the app.';
    expect(briefFraming(middle, '')).toContain('for new starters who');
    const later = 'Receipts are photographed in the app.\nMake a 3-minute video for managers who approve claims.';
    expect(briefFraming(later, '')).toEqual(expect.arrayContaining(['3-minute', 'for managers who']));
    const shown = video([slide('Claims', ['A 3-minute video for managers who approve claims'])], ['Use a manager.'], later);
    expect(rules(shown)).toContain('brief-framing');
  });

  it('take the clause a question-shaped request asks about as its subject, and still catch the request shown', () => {
    expect(instructionFrame('Can you make a video explaining how our employee assistance programme works for all staff?')).toBe(
      'Can you make a video explaining ',
    );
    expect(instructionFrame('Make a video showing new starters where the fire exits are.')).toBe('Make a video showing new starters ');
    const brief = 'Can you make a video explaining how our employee assistance programme works for all staff? The helpline is free.';
    const titled = video(
      [slide('How Our Employee Assistance Programme Works', ['The helpline is free.'])],
      ['This video explains how our employee assistance programme works.'],
      brief,
    );
    expect(rules(titled)).not.toContain('instruction-shown');
    expect(rules(titled)).not.toContain('clause-as-name');
    const request = video([slide('Help', ['Can you make a video explaining the helpline'])], ['The helpline is free.'], brief);
    expect(rules(request)).toContain('instruction-shown');
  });

  it('catch a clause title said where a name goes, not a clause said as one', () => {
    const said = (line: string) => rules(video([slide('Help', ['The helpline is free.'])], [line]));
    expect(said('Welcome to How Our Employee Assistance Programme Works.')).toContain('clause-as-name');
    expect(said('Welcome to how our programme works.')).toContain('clause-as-name');
    expect(said('A recap of How Our Employee Assistance Programme Works.')).toContain('clause-as-name');
    expect(said('This video explains how our employee assistance programme works.')).not.toContain('clause-as-name');
    expect(said('How Our Programme Works is the next topic.')).not.toContain('clause-as-name');
    expect(said('Welcome to How to Report Incidents.')).toContain('clause-as-name');
    expect(said('This is where things change.')).not.toContain('clause-as-name');
    expect(said('Also in the playbook: Why Pro Matters, Who Should Upgrade and Handling Objections.')).not.toContain('clause-as-name');
  });

  it('catch code shown as a point, and leave sentences alone', () => {
    for (const code of [
      '$ apt-get install reportbug',
      'if (x) { return; }',
      'timeout = 30',
      'reportbug --severity=critical',
      '<b>Before</b>',
      'Log /var/log/dpkg.log',
    ])
      expect(looksLikeCode(code), code).toBe(true);
    for (const text of [
      'Use a password manager for every account.',
      'Call the desk on 4400 (option 2).',
      'Passwords: at least 14 characters',
      'Revised 01/06/94',
      'Means any patent claim(s)',
      'Restores never overwrite newer files unless you add --force',
    ])
      expect(looksLikeCode(text), text).toBe(false);
    const before = slide('Before and After', [], {
      templateId: 'split-content',
      leftColumnTitle: 'Before',
      leftColumnPoints: ['cfg.timeout = 30;'],
      rightColumnTitle: 'After',
      rightColumnPoints: ['Now use a password manager.'],
    });
    expect(rules(video([before], ['Use a manager.']))).toContain('code-as-point');
  });

  it('catch a sentence cut on a function word, not an embedded question that ends on its verb', () => {
    const said = (line: string) => rules(video([CLEAN.slides[1] as Slide], [`${line} Use a password manager for every account.`]));
    expect(said('Next, let’s turn to what a password manager is.')).not.toContain('fragment');
    expect(said('We will see where the passwords are.')).not.toContain('fragment');
    expect(said('Where a breach is found, managers must record what they did.')).not.toContain('fragment');
    expect(said('Report a breach to the team that can.')).toContain('fragment');
    expect(said('Passwords must be long and.')).toContain('fragment');
    expect(said('The next topic is.')).toContain('fragment');
  });

  it('catch a double negative, in a point or under a negative heading', () => {
    const split = slide('Laptops', [], {
      templateId: 'split-content',
      leftColumnTitle: 'Do',
      leftColumnPoints: ['Lock your laptop.'],
      rightColumnTitle: "Don't",
      rightColumnPoints: ['Never leave it unlocked.'],
    });
    expect(rules(video([split], ['Lock it.']))).toContain('double-negative');
    expect(rules(video([slide('Laptops', ["Don't never leave it unlocked.", 'Lock it.'])], ['Lock it.']))).toContain('double-negative');
    const fine = slide('Laptops', [], { ...split, rightColumnPoints: ['Leave it unlocked in a café.'] });
    expect(rules(video([fine], ['Lock it.']))).not.toContain('double-negative');
  });

  it('take a "Don’t" point whose own "never" the heading carries as the prohibition the source states (decision 195)', () => {
    const materials = `${MATERIALS}\nNever share a password, and never write it down.`;
    const split = (point: string) =>
      slide('Passwords', [], {
        templateId: 'split-content',
        leftColumnTitle: 'Do',
        leftColumnPoints: ['Use a password manager for every account.'],
        rightColumnTitle: "Don't",
        rightColumnPoints: [point],
      });
    const withMaterials = (v: VideoUnderTest) => ({ ...v, materials });
    expect(rules(withMaterials(video([split('Share a password, or write it down.')], ['Use a manager.'])))).not.toContain('positive-under-negative');
    expect(rules(withMaterials(video([split('Report a lost laptop within one hour.')], ['Use a manager.'])))).toContain('positive-under-negative');
  });

  it('take a sentence said without its bracketed aside as whole, and one stopped before the rest of its clause as cut (decision 199)', () => {
    const materials = `${MATERIALS}\nCall the porter on extension 2040 for a lost badge (from any desk phone).\nBlock a lost badge at reception within one day (by phone) so nobody else can use it.`;
    const defectsOf = (script: string) => findDefects({ ...video([slide('Badges', ['Report a lost badge.'])], [script]), materials }).map((d) => d.rule);
    expect(defectsOf('Call the porter on extension 2040 for a lost badge.')).not.toContain('cut-clause');
    expect(defectsOf('Block a lost badge at reception within one day.')).toContain('cut-clause');
  });

  it('catch words said twice, not a figure repeated by a table row (decision 196)', () => {
    const defectsOf = (point: string) => rules(video([slide('Fonts', [point, 'Use a password manager for every account.'])], ['Fonts.']));
    expect(defectsOf('Report the the laptop to the service desk.')).toContain('doubled-words');
    expect(defectsOf('Times-12: 12 point Times Roman, 12 12 times, the the end.')).toContain('doubled-words');
    expect(defectsOf('Times-12: 12 point Times Roman')).not.toContain('doubled-words');
    // A hyphenated word is one word, and a list or a new sentence is not a stutter.
    expect(defectsOf('Tags include help, fixed-upstream, fixed, fixed-in-experimental.')).not.toContain('doubled-words');
    expect(defectsOf('You may make, use, offer to sell, sell, import the work.')).not.toContain('doubled-words');
    expect(defectsOf('Give the version. version may be a full version.')).not.toContain('doubled-words');
    expect(defectsOf('See section Section 12.5 for notes.')).toContain('doubled-words');
  });

  it("catch a page's apparatus read out: a table of contents, a footnote, a running line, a caption, a pointer to a figure, separators, a question said as a statement", () => {
    const said = (line: string) => rules(video([CLEAN.slides[1] as Slide], [`${line} Use a password manager for every account.`]));
    const shown = (point: string) => rules(video([slide('Passwords', [point, 'Use a password manager for every account.'])], ['Passwords.']));
    expect(said('Contents: 1 Who this is for · 2 The law · 3 Assessing the risk.')).toContain('contents-read');
    expect(shown('[^1]: Guidance note WSO-9, second edition')).toContain('footnote-shown');
    expect(said('Never post your requests to the list itself.[7]')).toContain('footnote-shown');
    expect(shown('Chapter 4 · The Water Cycle · 61')).toContain('page-furniture');
    expect(shown('Figure 4.2 Water vapour leaves a plant through its leaves')).toContain('caption-shown');
    expect(said('This is called transpiration (see Figure 4.2).')).toContain('figure-reference');
    expect(said('Then, why does water vapour condense as it rises.')).toContain('question-as-statement');
    expect(said('Evaporation · transpiration · condensation.')).toContain('symbol-said');
    expect(said('However, there is no limit in law, but the assessment must consider heat.')).toContain('double-contrast');
    expect(said('However, the assessment must consider heat.')).not.toContain('double-contrast');
    // What is not apparatus: a list of three, a relative clause, a question asked, a heading listed as the source wrote it.
    expect(said('Tea, coffee and juice are free.')).not.toContain('symbol-said');
    expect(said('The builder sets a variable, which will denote the level of support.')).not.toContain('question-as-statement');
    expect(said('Why does water vapour condense as it rises?')).not.toContain('question-as-statement');
    expect(shown('Why Are Debian Package File Names So Long')).not.toContain('question-as-statement');
    expect(shown('Table salt is 40 per cent sodium')).not.toContain('caption-shown');
  });

  it('catch a content slide that shows only a heading of its source', () => {
    const documents = [
      { filename: 'heat.md', pages: ['# Heat at work\n## 1. Who this guidance is for\nThis note is for employers.\n## 2. The law\nKeep it cool.'] },
    ];
    const slides = (point: string) => [slide('Scope', [point]), slide('The Law', ['Keep it cool.']), slide('Summary', ['The Law'])];
    const of = (point: string) => findDefects({ ...video(slides(point), ['Scope.', 'The law.', 'Bye.']), documents }).map((d) => d.rule);
    expect(of('Who this guidance is for')).toContain('heading-as-point');
    expect(of('This note is for employers')).not.toContain('heading-as-point');
  });

  it('take a text as cut only when no source sentence it could come from ends where it does, a wrapped line going on in lower case', () => {
    const materials = `${MATERIALS}\nStaff may use works that do not conform to the guidelines when a manager agrees.\nSome users require works that do not conform to the guidelines.\nOn any office desk with the badge reader installed\nthere is a list of the rooms it opens.`;
    const defectsOf = (script: string) => findDefects({ ...video([slide('Badges', ['Report a lost badge.'])], [script]), materials }).map((d) => d.rule);
    expect(defectsOf('Some users require works that do not conform to the guidelines.')).not.toContain('cut-clause');
    expect(defectsOf('On any office desk with the badge reader installed.')).toContain('cut-clause');
  });

  it('counts as page furniture a running header or footer, not a phrase that opens body lines on several pages nor the title over the copyright page (decision 192)', () => {
    const page = (body: string[], n: number) => ['Northwind Site Handbook', ...body, `Page ${n} of 3`].join('\n');
    const documents = [
      {
        filename: 'handbook.pdf',
        pages: [
          'The Site Handbook\nMay 2024',
          ['The Site Handbook', 'Copyright Northwind.'].join('\n'),
          page(['Keep exits clear at all times.', 'For more information, see', 'the fire plan by reception.', 'Lock the doors.', 'Check the lights.'], 1),
          page(['Wear a badge on site.', 'For more information, see', 'the security plan.', 'Sign in visitors.', 'Escort them.'], 2),
        ],
      },
    ];
    const withDocs = (points: string[]) => ({ ...video([slide('Site Rules', points)], ['Keep exits clear.']), documents });
    expect(rules(withDocs(['Northwind Site Handbook']))).toContain('page-furniture');
    expect(rules(withDocs(['For more information, see the fire plan by reception.', 'The Site Handbook covers the rules.']))).not.toContain('page-furniture');
  });
});
