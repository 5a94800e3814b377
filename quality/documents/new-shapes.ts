import type { StructuredDocument } from './structured-documents';

/**
 * Documents of the held-apart shapes (issue 20 item 7) that are built when the harness runs: a
 * slide deck, a two-column newsletter and a scanned-style letter. Written for Lectern's quality
 * corpus (quality/SOURCES.md); organisations, people and figures are invented.
 */

export const CYBER_DECK: StructuredDocument = {
  title: 'Quarterly security briefing',
  sections: [
    { heading: 'Q3 security briefing', paragraphs: ['IT Security team · October'], notes: 'Thank everyone for coming. This is a 20-minute slot.' },
    {
      heading: 'What happened this quarter',
      paragraphs: [],
      bullets: ['412 phishing e-mails reported (up 18%)', '3 laptops lost, all encrypted', '1 account takeover via reused password'],
      notes: 'The account takeover was a contractor who used the same password on a shopping site that was breached.',
    },
    {
      heading: 'Multi-factor authentication',
      paragraphs: ['From 1 December every account must use the authenticator app.', 'Text-message codes will be switched off.'],
      notes: 'Stress the date. The service desk will run drop-in sessions every Tuesday in November.',
    },
    {
      heading: 'Passwords',
      paragraphs: [],
      bullets: ['Use the company password manager', 'At least 14 characters', 'Never reuse a work password anywhere else'],
    },
    {
      heading: 'Questions?',
      paragraphs: ['security@fabrikam.example · ext. 7100'],
    },
  ],
};

export const STAFF_NEWSLETTER: StructuredDocument = {
  title: 'The Contoso Courier — Spring issue',
  runningHeader: 'The Contoso Courier · Staff newsletter · Spring',
  sections: [
    {
      heading: 'New canteen opening hours',
      paragraphs: [
        'From 3 April the staff canteen opens at 7:30 for breakfast and closes at 15:00. Hot meals are served from 11:45 to 14:00. The salad bar and the coffee counter stay open all day.',
        'Payment is by staff card only; cash is no longer accepted at the tills.',
      ],
    },
    {
      heading: 'Volunteering days',
      paragraphs: [
        'Every employee can now take two paid volunteering days a year for a registered charity. Book them in the HR portal like annual leave, at least two weeks ahead, and name the charity in the request.',
      ],
    },
    {
      heading: 'Car park resurfacing',
      paragraphs: [
        'The north car park will be closed from 18 to 29 April while it is resurfaced. Please use the overflow car park on Mill Lane; a shuttle bus runs every ten minutes between 7:00 and 9:30.',
        'Blue-badge holders keep their spaces at the main entrance throughout the works.',
      ],
    },
    {
      heading: 'Meet the team: Facilities',
      paragraphs: [
        'The six-strong facilities team looks after 14,000 square metres of offices and labs. Team lead Grace Obi says the most common request is still the air conditioning: "If a room is too hot or cold, log it on the facilities page rather than changing the thermostat yourself."',
      ],
    },
    {
      heading: 'Dates for your diary',
      paragraphs: [],
      bullets: ['12 April: town hall with the CEO, 10:00, main auditorium', '26 April: first-aid refresher course', '8 May: summer party ticket sales open'],
    },
  ],
};

export const SCANNED_LETTER: StructuredDocument = {
  title: 'NOTICE OF CHANGES TO YOUR TENANCY',
  sections: [
    {
      heading: 'Dear tenant,',
      paragraphs: [
        'We are writing to tell you about changes to the services at Riverside Court that take effect on 1 July. Please read this letter carefully and keep it with your tenancy agreement.',
      ],
    },
    {
      heading: '1. Service charge',
      paragraphs: [
        'The weekly service charge will rise from £14.20 to £15.10. The increase pays for the new door entry system and for cleaning the stairwells twice a week instead of once.',
      ],
    },
    {
      heading: '2. Bin collection',
      paragraphs: [
        'General waste will be collected on Tuesdays and recycling on Fridays. Bins must be back in the bin store by 8 pm on the day of collection.',
      ],
    },
    {
      heading: '3. Repairs',
      paragraphs: [
        'Report repairs on 0800 555 0199 or through the tenant portal. Emergency repairs, such as a burst pipe or no heating in winter, are attended within 24 hours; routine repairs within 28 days.',
      ],
    },
    {
      heading: 'Yours faithfully,',
      paragraphs: ['Housing Services, Riverside Homes Association'],
    },
  ],
};
