import type { StructuredDocument } from './structured-documents';

/**
 * Documents in the shapes real training material comes in, written for Lectern's quality corpus
 * (quality/SOURCES.md): two decks as trainers build them (a title slide with the presenter, an
 * agenda, a title and three to six short bullets a slide, a table slide, no speaker notes, a closing
 * "Questions?" and "Thank you"), and a service desk's FAQ as a Word file with "Q:" and "A:" lines.
 * The organisations, people and figures are invented.
 */

export const SCREEN_SAFETY_DECK: StructuredDocument = {
  title: 'Working Safely at Your Screen',
  sections: [
    { heading: 'Working Safely at Your Screen', paragraphs: ['Display screen equipment induction', 'Fabrikam Facilities Team · March 2026'] },
    {
      heading: 'Agenda',
      paragraphs: [],
      bullets: ['Why it matters', 'Setting up your workstation', 'Breaks and eye care', 'Working from home', 'Getting help'],
    },
    {
      heading: 'Why it matters',
      paragraphs: [],
      bullets: [
        'Poor posture causes back, neck and wrist pain',
        'Symptoms build up slowly over months',
        'Most problems are prevented by a five-minute setup check',
      ],
    },
    {
      heading: 'Setting up your workstation',
      paragraphs: [],
      bullets: [
        'Top of the screen at or just below eye level',
        'Screen an arm’s length away',
        'Feet flat on the floor or on a footrest',
        'Keyboard close enough to keep elbows at 90 degrees',
        'Use the checklist in DSE_Checklist_v3.xlsx',
      ],
    },
    {
      heading: 'Breaks and eye care',
      paragraphs: [],
      bullets: [
        'Look away from the screen every 20 minutes',
        'Take a short break away from the desk every hour',
        'Free eye test every two years, paid by Fabrikam',
      ],
    },
    {
      heading: 'Who does what',
      paragraphs: [],
      table: [
        ['Task', 'Who', 'When'],
        ['Workstation assessment', 'You, with the checklist', 'First week'],
        ['Review of the assessment', 'Your line manager', 'Within a month'],
        ['Specialist chair or keyboard', 'Occupational health', 'On referral'],
      ],
    },
    {
      heading: 'Working from home',
      paragraphs: [],
      bullets: ['The same rules apply at home', 'Laptop users need a separate keyboard and mouse', 'Claim a monitor through the equipment portal'],
    },
    { heading: 'Questions?', paragraphs: ['facilities@fabrikam.example'] },
    { heading: 'Thank you', paragraphs: [] },
  ],
};

export const COMPLAINTS_DECK: StructuredDocument = {
  title: 'Handling Customer Complaints',
  sections: [
    { heading: 'Handling Customer Complaints', paragraphs: ['Contact centre refresher training', 'Presented by Priya Nair, Quality Lead'] },
    {
      heading: 'Agenda',
      paragraphs: [],
      bullets: ['What counts as a complaint', 'The four steps', 'Response times', 'Recording and escalation'],
    },
    {
      heading: 'What counts as a complaint',
      paragraphs: [],
      bullets: [
        'Any expression of dissatisfaction, spoken or written',
        'The customer does not have to use the word "complaint"',
        'A complaint resolved on the call still gets logged',
      ],
    },
    {
      heading: 'The four steps',
      paragraphs: [],
      bullets: ['Listen without interrupting', 'Apologise for the experience', 'Agree what will happen next and by when', 'Confirm the outcome in writing'],
    },
    {
      heading: 'Response times',
      paragraphs: [],
      table: [
        ['Channel', 'Acknowledge within', 'Resolve within'],
        ['Phone', 'On the call', '5 working days'],
        ['Email', '1 working day', '5 working days'],
        ['Letter', '2 working days', '8 weeks'],
      ],
    },
    {
      heading: 'Recording and escalation',
      paragraphs: [],
      bullets: [
        'Log every complaint in the case system the same day',
        'Escalate to a team leader if the customer mentions the ombudsman',
        'Never promise compensation before a team leader approves it',
        'Full procedure: Complaints_Procedure_2026.docx on the intranet',
      ],
    },
    { heading: 'Questions?', paragraphs: [] },
    { heading: 'Thank you', paragraphs: ['quality.team@contoso.example'] },
  ],
};

export const SERVICE_DESK_FAQ: StructuredDocument = {
  title: 'IT Service Desk: Frequently Asked Questions',
  sections: [
    {
      heading: 'Accounts and passwords',
      paragraphs: [
        'Q: How do I reset my password?',
        'A: Use the self-service portal from any browser. You will need the phone number registered on your account.',
        'Q: My account is locked. What should I do?',
        'A: Accounts unlock on their own after 30 minutes. If you cannot wait, call the service desk on extension 4400.',
      ],
    },
    {
      heading: 'Equipment',
      paragraphs: [
        'Q: Can I connect my own laptop to the office network?',
        'A: No. Personal devices may only use the guest wireless network, which has no access to shared drives.',
        'Q: My laptop was lost or stolen. Who do I tell?',
        'A: Report it to the service desk within 24 hours so that the device can be wiped remotely.',
      ],
    },
    {
      heading: 'Getting help',
      paragraphs: [
        'Q: When is the service desk open?',
        'A: From 7:30 to 18:00, Monday to Friday. Outside these hours, urgent faults go to the on-call engineer.',
        'Q: How quickly will my ticket be answered?',
        'A: Faults that stop you working are picked up within one hour; other requests within one working day.',
      ],
    },
  ],
};
