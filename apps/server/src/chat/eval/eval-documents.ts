import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Document, HeadingLevel, Packer, PageBreak, Paragraph } from 'docx';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import PptxGenJS from 'pptxgenjs';

/**
 * The evaluation set's training materials, one of each kind a customer uploads (issue 19 item 8):
 * a safety policy as PDF, an HR handbook as Word, a slide deck as PowerPoint (bullets without full
 * stops, speaker notes), a product manual as Markdown and an FAQ as plain text. The binary ones are
 * built here rather than checked in; all of them go through the real extraction path.
 */

/** PDF lines as a layout program writes them: headings on their own line, long sentences wrapped. */
const SAFETY_POLICY_PAGES = [
  [
    'Warehouse Safety Policy',
    'This policy applies to every employee, contractor and visitor at the Brookfield site.',
    'Site Access',
    'Visitors must sign in at reception and wear a visitor badge at all times.',
    'Contractors receive a safety induction before their first shift.',
  ],
  [
    'Forklift Operation',
    'Only certified drivers may operate a forklift.',
    'Forklift certification must be renewed every three years.',
    'The speed limit for forklifts inside the warehouse is 8 km/h.',
    'Pedestrians must stay inside the yellow walkways.',
  ],
  [
    'Incidents and Emergencies',
    'Report every injury, however minor, to your supervisor before the end of your shift.',
    'When the fire alarm sounds, leave the building by the nearest exit and go to the',
    'assembly point in the north car park.',
    'Fire extinguishers are inspected on the first Monday of each month.',
    'Personal Protective Equipment',
    'Safety boots and high-visibility vests are required in all loading areas.',
    'Hearing protection is provided free of charge at the stores counter.',
  ],
];

async function safetyPolicyPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const lines of SAFETY_POLICY_PAGES) {
    const page = doc.addPage([612, 792]);
    for (const [i, line] of lines.entries()) page.drawText(line, { x: 50, y: 720 - i * 20, size: 11, font });
  }
  return new Uint8Array(await doc.save());
}

/** Word headings (Heading 1/2 styles) over paragraphs of several sentences, a page break midway. */
async function hrHandbookDocx(): Promise<Uint8Array> {
  const h = (text: string, heading: (typeof HeadingLevel)[keyof typeof HeadingLevel] = HeadingLevel.HEADING_2) => new Paragraph({ text, heading });
  const doc = new Document({
    sections: [
      {
        children: [
          h('Employee Handbook', HeadingLevel.HEADING_1),
          h('Working Hours'),
          new Paragraph('Core hours are 10:00 to 16:00, Monday to Friday.'),
          new Paragraph('Employees may start work between 7:00 and 10:00 and must record their hours in the time portal.'),
          h('Annual Leave'),
          new Paragraph(
            'Full-time employees are entitled to 25 days of paid annual leave per year. Leave requests must be submitted at least two weeks in advance through the HR portal. Up to five unused days may be carried over into the next year.',
          ),
          h('Sick Leave'),
          new Paragraph(
            "If you are ill, call your manager before 9:00 on the first day of absence. A doctor's note is required for absences longer than three consecutive days.",
          ),
          new Paragraph({ children: [new PageBreak()] }),
          h('Remote Work'),
          new Paragraph("Staff may work from home up to two days a week with their manager's approval."),
          h('Expenses'),
          new Paragraph('Travel expenses are reimbursed within 30 days of an approved claim. Receipts must be attached to every expense claim.'),
          h('Parental Leave'),
          new Paragraph('Parents receive 16 weeks of fully paid parental leave after the birth or adoption of a child.'),
          h('Probation'),
          new Paragraph('New hires complete a probation period of six months.'),
        ],
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
}

/** Slides as people write them: a title, bullets without full stops, sometimes speaker notes. */
async function onboardingPptx(): Promise<Uint8Array> {
  const pptx = new PptxGenJS();
  const slide = (title: string, bullets: string[], notes?: string) => {
    const s = pptx.addSlide();
    s.addText(title, { x: 0.5, y: 0.3, w: 9, h: 0.8, fontSize: 28 });
    s.addText(
      bullets.map((text) => ({ text, options: { bullet: true, breakLine: true } })),
      { x: 0.5, y: 1.3, w: 9, h: 3.5, fontSize: 18 },
    );
    if (notes) s.addNotes(notes);
  };
  slide('Welcome to Northwind', ['Your first week at a glance']);
  slide('Day One', ['Collect your laptop from the IT desk on the ground floor', 'Your buddy meets you at reception at 9:30']);
  slide(
    'Tools',
    ['All chat happens in the team workspace', 'Passwords are stored in the company password manager'],
    'Two-factor authentication is mandatory for every account.',
  );
  slide('Benefits', ['Lunch is free on Wednesdays in the canteen', 'The gym membership is reimbursed up to 40 euros a month']);
  return new Uint8Array((await pptx.write({ outputType: 'uint8array' })) as Uint8Array);
}

const fixture = (name: string) => new Uint8Array(readFileSync(join(import.meta.dirname, name)));

export interface EvalDocument {
  filename: string;
  bytes: Uint8Array;
}

export async function evalDocuments(): Promise<EvalDocument[]> {
  return [
    { filename: 'warehouse-safety-policy.pdf', bytes: await safetyPolicyPdf() },
    { filename: 'employee-handbook.docx', bytes: await hrHandbookDocx() },
    { filename: 'onboarding-week-one.pptx', bytes: await onboardingPptx() },
    { filename: 'coffee-machine-manual.md', bytes: fixture('coffee-machine-manual.md') },
    { filename: 'it-helpdesk-faq.txt', bytes: fixture('it-helpdesk-faq.txt') },
  ];
}
