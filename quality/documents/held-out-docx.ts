import { Document, HeadingLevel, Packer, Paragraph, Table, TableCell, TableRow, WidthType } from 'docx';

/**
 * A Word policy with a table, as HR teams write them (decision 220): numbered headings, a table of
 * entitlements in the middle of the text, a version box at the top. `buildDocx` has no tables, so
 * this builder places them where the policy puts them. Written for Lectern's quality corpus
 * (quality/SOURCES.md); the organisation, people and figures are invented.
 */
type Block = { heading: string } | { text: string } | { bullet: string } | { table: string[][] };

export const LEAVE_POLICY: { title: string; blocks: Block[] } = {
  title: 'Annual Leave and Holiday Policy',
  blocks: [
    {
      table: [
        ['Owner', 'People Team'],
        ['Version', '3.2, approved by the Executive Committee'],
        ['Applies to', 'All employees in the UK and Ireland'],
      ],
    },
    { heading: '1. Purpose' },
    {
      text: 'Rest is part of doing the job well. This policy sets out how much paid holiday you are entitled to, how to book it and what happens to holiday you have not taken. It does not cover sickness absence, parental leave or compassionate leave, which have their own policies.',
    },
    { heading: '2. Holiday entitlement' },
    {
      text: 'The holiday year runs from 1 January to 31 December. Your entitlement grows with your length of service, as set out in the table below, and is in addition to public holidays. Part-time employees receive the same entitlement in proportion to the days they work.',
    },
    {
      table: [
        ['Length of service', 'Days of paid holiday', 'Can carry over'],
        ['Less than 2 years', '25 days', 'Up to 5 days'],
        ['2 to 5 years', '27 days', 'Up to 5 days'],
        ['More than 5 years', '30 days', 'Up to 8 days'],
      ],
    },
    {
      text: 'If you join or leave part of the way through the year, your entitlement for that year is worked out in proportion to the months you are employed.',
    },
    { heading: '3. Booking holiday' },
    { text: 'All holiday must be requested through the HR portal and approved by your line manager before you make travel arrangements.' },
    { bullet: 'For one or two days, request at least one week in advance.' },
    { bullet: 'For a week or more, request at least four weeks in advance.' },
    { bullet: 'No more than 10 working days may be taken in one block without the approval of your director.' },
    {
      text: 'Managers approve requests in the order they are received and will reply within five working days. A request may be refused when too many people in a team would be away at once; the manager must give the reason in the portal.',
    },
    { heading: '4. Busy periods' },
    {
      text: 'Finance teams may not take holiday in the last five working days of a quarter, and warehouse teams may not take more than three days in a row between 20 November and 24 December, when our order volumes are highest. These periods are published in the HR portal at the start of each year.',
    },
    { heading: '5. Carrying over holiday' },
    {
      text: 'You should take your full entitlement in the holiday year. You may carry over unused days into the next year only up to the limit in the table in section 2, and carried-over days must be used by 31 March or they are lost. Holiday cannot be exchanged for pay, except when you leave the company.',
    },
    {
      text: 'If long-term sickness or parental leave stopped you from taking your holiday, speak to the People Team: the limits above do not apply and the days will be carried over in full.',
    },
    { heading: '6. Falling ill on holiday' },
    {
      text: 'If you are ill during your holiday, tell your manager on the first day of illness and send a fit note from a doctor. The days you were ill will then be treated as sick leave and given back to you as holiday.',
    },
    { heading: '7. Leaving the company' },
    {
      text: 'When you leave, you will be paid for holiday you have accrued but not taken. If you have taken more holiday than you have accrued, the difference will be deducted from your final pay.',
    },
    { heading: '8. Questions' },
    { text: 'Contact the People Team at people@contoso.example or on extension 3300.' },
  ],
};

export async function buildPolicyDocx(doc: { title: string; blocks: Block[] }): Promise<Uint8Array> {
  const children: (Paragraph | Table)[] = [new Paragraph({ text: doc.title, heading: HeadingLevel.TITLE })];
  for (const block of doc.blocks) {
    if ('heading' in block) children.push(new Paragraph({ text: block.heading, heading: HeadingLevel.HEADING_1 }));
    else if ('text' in block) children.push(new Paragraph(block.text));
    else if ('bullet' in block) children.push(new Paragraph({ text: block.bullet, bullet: { level: 0 } }));
    else
      children.push(
        new Table({
          width: { size: 100, type: WidthType.PERCENTAGE },
          rows: block.table.map((row) => new TableRow({ children: row.map((text) => new TableCell({ children: [new Paragraph(text)] })) })),
        }),
      );
  }
  const document = new Document({ sections: [{ children }] });
  return new Uint8Array(await Packer.toBuffer(document));
}
