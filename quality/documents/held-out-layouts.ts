import type { StructuredDocument } from './structured-documents';

/**
 * Documents of the second held-out group (decision 220) in the layouts the other builders give them:
 * a deck whose speaker notes carry most of what is said, a deck exported to PDF (a page a slide), a
 * two-column research bulletin and a typed notice scanned crooked. Written for Lectern's quality
 * corpus (quality/SOURCES.md); organisations, people and figures are invented.
 */

export const LONE_WORKING_DECK: StructuredDocument = {
  title: 'Working alone safely',
  sections: [
    {
      heading: 'Working alone safely',
      paragraphs: ['Community support workers · Induction module 4', 'Dana Okafor, Health and Safety Adviser'],
      notes: 'Welcome. Introduce yourself and ask who has already done a visit on their own. Session is about 25 minutes.',
    },
    {
      heading: 'Why this matters',
      paragraphs: [],
      bullets: ['Most of your visits are on your own', 'Nobody sees you arrive or leave', '17 incidents reported last year'],
      notes:
        'Last year our lone workers reported 17 incidents: 11 were verbal abuse, 4 were threats and 2 were physical assaults. Nobody was seriously hurt, but in two cases nobody knew where the worker was for over an hour. That is what this module fixes.',
    },
    {
      heading: 'Before the visit',
      paragraphs: [],
      bullets: ['Check the client record', 'Log the visit', 'Charge the alarm'],
      notes:
        'Read the client record for any risk flag before you go. If the record shows a red flag, you never visit alone: book a second worker. Log every visit in the SafeCheck app with the address and the time you expect to finish. Your personal alarm must be charged; it lasts about three days.',
    },
    {
      heading: 'At the door',
      paragraphs: [],
      bullets: ['Trust your instinct', 'Know your way out'],
      notes:
        'If anything feels wrong when the door opens — someone you did not expect, shouting, signs of drink or drugs — you do not have to go in. Make an excuse and leave. Once inside, sit near the door and keep your bag and keys with you.',
    },
    {
      heading: 'Check-in and check-out',
      paragraphs: [],
      table: [
        ['When', 'What you do'],
        ['Arrive', 'Tap "Arrived" in SafeCheck'],
        ['Leave', 'Tap "Safe" within 10 minutes'],
        ['Running late', 'Extend the visit in the app'],
      ],
      notes:
        'If you have not tapped Safe within 15 minutes of your expected finish time, the monitoring centre calls you. If you do not answer, they call your manager, and after 30 minutes they send someone to the address.',
    },
    {
      heading: 'If something goes wrong',
      paragraphs: [],
      bullets: ['Press and hold the alarm', 'Code word: "the blue file"'],
      notes:
        'Press and hold the red button on the alarm for three seconds: the monitoring centre listens in and can send the police. If you phone the office and cannot speak freely, ask for "the blue file". Staff will know you need help and will call the police to your logged address.',
    },
    {
      heading: 'After an incident',
      paragraphs: [],
      bullets: ['Report it the same day', 'Support is available'],
      notes:
        'Report every incident, including verbal abuse, on the incident form the same day. Managers will offer a debrief, and the employee assistance line is open 24 hours.',
    },
    { heading: 'Questions?', paragraphs: ['healthandsafety@northwind.example'] },
  ],
};

/** A deck as trainers send it when PowerPoint is not to hand: exported to PDF, a page a slide. */
export const SAFEGUARDING_SLIDES: StructuredDocument = {
  title: 'Safeguarding basics for volunteers',
  sections: [
    { heading: 'Safeguarding basics', paragraphs: ['For volunteers at Riverside Youth Club', 'Spring induction'] },
    {
      heading: 'What is safeguarding?',
      paragraphs: [],
      bullets: ['Protecting children and young people from harm', 'Everyone’s responsibility, not only the lead’s', 'Applies online as well as at the club'],
    },
    {
      heading: 'Signs to look out for',
      paragraphs: [],
      bullets: ['Unexplained injuries', 'Sudden changes in behaviour', 'Being hungry or unwashed often', 'Fear of going home'],
    },
    {
      heading: 'If a young person tells you something',
      paragraphs: [],
      bullets: ['Listen and stay calm', 'Do not promise to keep it secret', 'Do not ask leading questions', 'Write down their words as soon as you can'],
    },
    {
      heading: 'Who to tell',
      paragraphs: [],
      bullets: ['Designated Safeguarding Lead: Sam Whitley, 07700 900 415', 'The same day, before you go home', 'Child in immediate danger: call 999'],
    },
    {
      heading: 'Online safety',
      paragraphs: [],
      bullets: ['Use the club’s accounts, never your own', 'Two leaders in every group chat', 'Report worrying messages to the Safeguarding Lead'],
    },
    {
      heading: 'Photos and videos',
      paragraphs: [],
      bullets: ['Only with written parental consent', 'Only on club devices, deleted after use', 'No names in captions'],
    },
    {
      heading: 'Keeping records',
      paragraphs: [],
      bullets: [
        'Record facts, not opinions: what you saw and heard, when and where',
        'Sign and date the concern form',
        'Share only with the Safeguarding Lead: confidential, not secret from them',
      ],
    },
    {
      heading: 'Our code of conduct',
      paragraphs: [],
      bullets: ['Never be alone with a young person out of sight of others', 'No private messages on social media', 'No lifts home in your own car'],
    },
    {
      heading: 'Scenario: what would you do?',
      paragraphs: [
        'Jamie, 13, stays behind after football and asks if you can keep a secret. He says his mum’s new boyfriend shouts at him and he does not want to go home tonight. He asks you not to tell anyone because it will make things worse.',
      ],
      bullets: ['What do you say to Jamie?', 'Who do you tell, and when?', 'What do you write down?'],
    },
    {
      heading: 'Common myths',
      paragraphs: [],
      bullets: [
        '“It’s not my place to get involved” — it is everyone’s place',
        '“I need proof before I report” — you only need a concern',
        '“Reporting will get the family into trouble” — the Lead decides what happens next',
      ],
    },
    { heading: 'Thank you', paragraphs: ['Questions to Sam or any club leader'] },
  ],
  pageBreaksBefore: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11],
};

export const RESEARCH_BULLETIN: StructuredDocument = {
  title: 'Research Bulletin: Night Shifts and Fatigue',
  runningHeader: 'Occupational Health Research Unit · Bulletin No. 38 · Autumn',
  sections: [
    {
      heading: 'The study in brief',
      paragraphs: [
        'Over eighteen months our unit followed 1,240 nurses, care workers and warehouse staff at six employers who work rotating shifts that include nights. Participants wore activity trackers, kept sleep diaries and completed a reaction-time test at the start and end of each shift.',
        'This bulletin summarises the findings for managers and staff representatives. The full report, with its methods and limitations, is available from the unit on request.',
      ],
    },
    {
      heading: 'Key findings',
      paragraphs: [
        'Reaction times were slowest between 3am and 5am, whatever time the shift began. On the fourth consecutive night, reaction times at the end of the shift were 24 per cent slower than on the first night.',
        'Workers slept on average 1 hour 40 minutes less after a night shift than after a day shift. Those who slept in a room that was fully dark and quiet lost about half as much sleep.',
        'Near-miss reports were twice as frequent in the last two hours of a twelve-hour night shift as in the first two hours.',
      ],
    },
    {
      heading: 'What helped',
      paragraphs: [
        'A planned nap of 20 minutes, taken before 3am, improved reaction times for about three hours afterwards. Longer naps left people groggy for up to half an hour after waking.',
        'Caffeine helped early in the shift but, taken in the last six hours, shortened the sleep that followed. Bright light at the start of the shift and darkness on the way home both made it easier to sleep during the day.',
      ],
    },
    {
      heading: 'Recommendations for employers',
      paragraphs: [
        'Limit runs of night shifts to three in a row wherever the rota allows, and never schedule more than four.',
        'Give at least 46 hours off after a run of night shifts before a day shift starts.',
        'Allow planned naps of up to 20 minutes in a quiet rest area, and do not count them as a disciplinary matter.',
        'Avoid putting safety-critical tasks, such as driving or handling medicines, in the hours between 3am and 5am.',
      ],
    },
    {
      heading: 'Recommendations for staff',
      paragraphs: [
        'Keep your bedroom dark and quiet, use the same sleep times across a run of nights, and stop caffeine six hours before you plan to sleep. Do not drive home if you feel drowsy: take a short nap first or use public transport.',
      ],
    },
    {
      heading: 'Contact',
      paragraphs: ['Dr Helen Achterberg, Research Lead · ohru@northwind-health.example · 0161 496 0772'],
    },
  ],
};

export const FIRE_NOTICE: StructuredDocument = {
  title: 'NOTICE TO ALL TENANTS — FIRE SAFETY AND EVACUATION, MILLBANK HOUSE',
  sections: [
    {
      heading: 'Weekly alarm test',
      paragraphs: [
        'The fire alarm is tested every Wednesday at 10:00. The test lasts less than one minute. You do not need to leave the building during the test. If the alarm sounds at any other time, or for longer than one minute, treat it as a real fire.',
      ],
    },
    {
      heading: 'If you discover a fire',
      paragraphs: [
        'Raise the alarm at the nearest red call point. Leave the building by the nearest safe exit and call 999 once you are outside. Do not try to fight the fire unless you have been trained and it is safe to do so.',
      ],
    },
    {
      heading: 'When the alarm sounds',
      paragraphs: [
        'Leave at once by the nearest stairway. Do not use the lifts. Do not stop to collect belongings. Close doors behind you. Go to the assembly point in the rear car park, by the cycle shelter, and report to your floor warden. Do not go back inside until the fire service says it is safe.',
      ],
    },
    {
      heading: 'Visitors and people who need help',
      paragraphs: [
        'Tenants are responsible for their own visitors during an evacuation. Anyone who would need help to leave the building must have a Personal Emergency Evacuation Plan. Contact the building manager to arrange one before you start work here.',
      ],
    },
    {
      heading: 'Floor wardens',
      paragraphs: [
        'Each floor has two fire wardens, named on the green sign beside the lifts. When the alarm sounds, wardens check the toilets, kitchens and meeting rooms on their floor, then leave by the main stairway and report to the building manager at the assembly point that their floor is clear. Wardens wear a yellow tabard. Please follow their instructions without argument, even if you believe the alarm is false.',
      ],
    },
    {
      heading: 'Hot work and contractors',
      paragraphs: [
        'Welding, cutting, grinding and any other work that makes sparks or flames needs a hot work permit from the building manager before it starts. The area must be checked for smouldering material for one hour after the work has finished. Contractors sign in at reception and are told where the nearest exits are.',
      ],
    },
    {
      heading: 'False alarms',
      paragraphs: [
        'Most false alarms in this building are caused by toast, steam from showers and aerosol sprays near detectors. Use the toaster only in the ground floor kitchen, where the detector is a heat detector. Tenants will be charged for repeated false alarms caused by their staff.',
      ],
    },
    {
      heading: 'Fire doors',
      paragraphs: [
        'Fire doors must be kept closed and must never be wedged open. Corridors and stairways must be kept clear at all times. Items left in escape routes will be removed without notice.',
      ],
    },
    {
      heading: 'Contact',
      paragraphs: [
        'Building manager: R. Castellano, Millbank House management office, ground floor, telephone 020 7946 0518. Signed, Facilities Management, 4 March.',
      ],
    },
  ],
};
