/**
 * Documents of the quality corpus that are built as PDF, Word or PowerPoint files when the
 * harness runs. All text here was written for Lectern's corpus (see quality/SOURCES.md); the
 * companies, names and figures are invented.
 */
export interface StructuredSection {
  heading: string;
  paragraphs: string[];
  bullets?: string[];
  /** PowerPoint only: speaker notes of the slide. */
  notes?: string;
  /** PowerPoint only: a table on the slide, header row first. */
  table?: string[][];
}

export interface StructuredDocument {
  title: string;
  /** Printed at the top of every PDF page, as page furniture. */
  runningHeader?: string;
  sections: StructuredSection[];
  /** PDF only: sections that start a new page (by index). */
  pageBreaksBefore?: number[];
}

export const GETTING_STARTED: StructuredDocument = {
  title: 'Getting Started',
  runningHeader: 'Northwind Logistics · New Starter Pack',
  sections: [
    {
      heading: 'Welcome to Northwind Logistics',
      paragraphs: [
        'Getting started at Northwind Logistics is easier when you know what to expect. This pack explains what to do before you arrive, what happens on your first day and who will help you settle in.',
      ],
    },
    {
      heading: 'Before Your First Day',
      paragraphs: [
        'Some tasks are yours to do before you start, and nobody can do them for you.',
        'You must sign your contract in the HR portal at least five working days before your start date. Upload a photo for your ID badge in the same portal. Complete the online safety induction, which takes about 40 minutes and must be finished before you can enter the depot. Set up two-factor authentication on your work account using the link in your welcome email.',
      ],
    },
    {
      heading: 'Your First Day',
      paragraphs: [
        'Arrive at the reception of the Riverside depot at 8:30. Your line manager will meet you there and walk you round the site. During the morning you will collect your badge, your laptop and your safety boots.',
      ],
    },
    {
      heading: 'Your Buddy',
      paragraphs: [
        'Every new starter is paired with a buddy from the operations team for the first six weeks. Your buddy is the person to ask about everyday routines, shift swaps and where things are kept. Meet your buddy for a coffee in your first week; the company pays.',
      ],
    },
    {
      heading: 'Your First Month',
      paragraphs: [
        'In week two you shadow a shift lead on the loading bay. By the end of week four you will run a loading plan on your own, with your buddy nearby. Your line manager holds a check-in meeting at the end of your first month to hear how it is going.',
      ],
    },
    {
      heading: 'Where to Get Help',
      paragraphs: [
        'For questions about pay, leave or your contract, contact the HR service desk on extension 4400. For laptop and account problems, call the IT help line on extension 4500. Report any safety concern to the shift lead on duty straight away.',
      ],
    },
  ],
  pageBreaksBefore: [4],
};

export const BENEFITS: StructuredDocument = {
  title: 'Benefits & Perks',
  runningHeader: 'Contoso Benefits Guide 2026',
  sections: [
    {
      heading: 'Health Insurance',
      paragraphs: [
        'All employees are covered by a medical plan from their first day. In the US, Contoso pays 90% of the premium for you and 75% for your family members. International staff are covered by a local plan of at least the same standard, arranged by the local HR team.',
      ],
    },
    {
      heading: 'Dental Cover',
      paragraphs: [
        'Dental cover is included in every medical plan. It pays for two check-ups and two cleanings a year in full, and for 80% of the cost of fillings and other basic treatment.',
      ],
    },
    {
      heading: 'Vision Insurance',
      paragraphs: [
        'Vision insurance pays for one eye exam every year. It also gives you an allowance of $150 every two years towards glasses or contact lenses.',
      ],
    },
    {
      heading: 'Retirement Plan',
      paragraphs: [
        'Contoso matches your retirement contributions dollar for dollar up to 5% of your salary. The match is paid into your 401(k) account each month and belongs to you after two years of service. International staff join the pension scheme of their country with the same 5% match.',
      ],
    },
    {
      heading: 'Family Leave',
      paragraphs: [
        'Every new parent, whatever their gender and however the child joins the family, may take 16 weeks of paid family leave in the first year. You can take the leave in up to three blocks. Tell your manager at least eight weeks before the leave starts.',
      ],
    },
    {
      heading: 'Profit Share',
      paragraphs: [
        'When the company meets its annual target, 10% of the profit above the target is shared among all employees. Your share is the pool multiplied by your salary divided by the total salaries of all eligible employees. It is paid in March.',
      ],
    },
    {
      heading: 'Time Off',
      paragraphs: ['You have 25 days of paid holiday a year plus public holidays. Up to five unused days can be carried over into the next year.'],
    },
    {
      heading: 'Where to Get Help',
      paragraphs: [
        'The benefits portal shows your plans, your balances and the forms you need. For anything else, write to the benefits team at benefits@contoso.example; they answer within two working days.',
      ],
    },
  ],
  pageBreaksBefore: [2, 4, 5, 7],
};

export const TRAVEL_POLICY: StructuredDocument = {
  title: 'Travel and Expense Policy',
  runningHeader: 'Fabrikam Group · Travel and Expense Policy · Version 4',
  sections: [
    {
      heading: 'Purpose',
      paragraphs: [
        'This policy explains how to book business travel and claim expenses. It applies to every employee and contractor who travels for Fabrikam. The aim is to keep you safe, treat everyone fairly and spend the company’s money as carefully as our own.',
      ],
    },
    {
      heading: 'Booking Travel',
      paragraphs: [
        'Book all flights, trains and hotels through the travel portal, never directly with an airline or hotel. Book at least 14 days before the trip whenever you can; late bookings cost on average 40% more. The portal shows the approved fares first.',
      ],
    },
    {
      heading: 'Air Travel',
      paragraphs: [
        'Fly economy class on flights of up to six hours. For longer flights you may book premium economy. Business class needs the written approval of a director and is only allowed for flights over ten hours.',
      ],
    },
    {
      heading: 'Rail Travel',
      paragraphs: [
        'Take the train instead of flying whenever the train journey is under four hours. Standard class is the rule; first class is allowed when it costs no more than standard class plus 20%.',
      ],
    },
    {
      heading: 'Hotels',
      paragraphs: [
        'Choose a hotel from the portal within the nightly cap. The cap is $180 per night in most cities and $250 per night in London, New York, Tokyo and Zurich. Breakfast may be included in the rate.',
      ],
    },
    {
      heading: 'Meals and Daily Allowance',
      paragraphs: [
        'On a travel day you may spend up to $60 on meals. Alcohol is not refunded, except at a client dinner approved in advance by your manager. Tips of up to 15% are part of the meal cost.',
      ],
    },
    {
      heading: 'Using Your Own Car',
      paragraphs: [
        'If you drive your own car on business, claim 45 cents per mile. Parking and tolls are refunded in addition. Fines for speeding or parking are never refunded.',
      ],
    },
    {
      heading: 'Approvals',
      paragraphs: [
        'Your manager approves each trip in the portal before you book. Any trip costing more than $5,000 in total also needs a director’s approval. Trips to countries on the travel risk list need the security team’s approval as well.',
      ],
    },
    {
      heading: 'Claiming Expenses',
      paragraphs: [
        'Submit your expense claim in the portal within 30 days of the end of the trip. Attach an itemised receipt for every item over $25. Claims submitted after 90 days are not paid.',
      ],
    },
    {
      heading: 'Safety While Travelling',
      paragraphs: [
        'Every trip booked in the portal is registered with our travel security provider. If something goes wrong, call the 24-hour emergency line printed on the back of your badge. Keep your phone charged and your manager informed of any change of plan.',
      ],
    },
    {
      heading: 'Exceptions',
      paragraphs: [
        'If you need an exception to this policy, for example because of a disability or a medical condition, ask the travel team before you book. Exceptions are always granted in writing.',
      ],
    },
  ],
  pageBreaksBefore: [2, 4, 5, 7, 8, 9, 10],
};

export const SHIFTPLANNER_DECK: StructuredDocument = {
  title: 'ShiftPlanner',
  sections: [
    {
      heading: 'ShiftPlanner',
      paragraphs: ['Rotas in minutes, not hours'],
      notes: 'ShiftPlanner is the new scheduling app for our stores.',
    },
    {
      heading: 'The Problem Today',
      paragraphs: [],
      bullets: [
        'Store managers spend about five hours a week building rotas in spreadsheets',
        'Shift swaps agreed by text message get lost',
        'Uncovered shifts are often found only on the day',
      ],
      notes: 'Every manager we asked named the weekly rota as their least favourite task.',
    },
    {
      heading: 'What ShiftPlanner Does',
      paragraphs: [],
      bullets: [
        'Builds a draft rota in two minutes from everyone’s availability',
        'Lets staff swap shifts in the app; the manager approves with one tap',
        'Sends an alert when a shift is not covered',
      ],
      notes: 'The draft follows the store’s opening hours and each person’s contract hours.',
    },
    {
      heading: 'Before and After',
      paragraphs: [
        'Before ShiftPlanner, swaps were agreed by text and the rota was often out of date. With ShiftPlanner, every swap is approved in the app and the rota updates at once.',
      ],
    },
    {
      heading: 'Results from the Pilot',
      paragraphs: [],
      bullets: ['Pilot in 12 stores from January to March', 'Rota time fell from five hours to 40 minutes a week', 'Uncovered shifts fell by 60%'],
      notes: 'Managers in the pilot said they would not go back to spreadsheets.',
    },
    {
      heading: 'Getting Started',
      paragraphs: [],
      bullets: [
        'Available to all store managers from 1 March',
        'Sign in with your work account at shiftplanner.example',
        'A 20-minute training session is booked for every store',
      ],
    },
  ],
};

export const PRO_PLAYBOOK: StructuredDocument = {
  title: 'Pro Plan Sales Playbook',
  sections: [
    {
      heading: 'Why Pro Matters',
      paragraphs: [
        'Most of our Basic customers have grown since they signed up. Moving them to Pro gives them the features they now need and is our biggest source of new revenue this year.',
      ],
    },
    {
      heading: 'Basic and Pro Compared',
      paragraphs: [
        'The Basic plan includes five users and 10 GB of storage for $12 a month. The Pro plan includes unlimited users, 1 TB of storage and priority support for $29 a month. Unlike Basic, Pro includes single sign-on and audit logs, which larger customers need for their own compliance.',
      ],
    },
    {
      heading: 'Who Should Upgrade',
      paragraphs: [
        'Look for Basic customers who have reached their user limit, who use more than 8 GB of storage, or who have asked about single sign-on. Each of these customers gets an upgrade flag in the CRM.',
      ],
    },
    {
      heading: 'Handling Objections',
      paragraphs: [
        'If a customer says Pro is too expensive, show the cost per user: with ten users, Pro costs $2.90 per user per month. If they worry about moving their data, explain that the upgrade keeps every file and setting and takes effect at once.',
      ],
    },
    {
      heading: 'The Offer',
      paragraphs: [
        'Basic customers who upgrade before 30 June pay the Basic price for their first three months of Pro. Log every offer in the CRM so that billing applies the discount.',
      ],
    },
  ],
};

export const GIFTS_POLICY: StructuredDocument = {
  title: 'Gifts and Hospitality',
  sections: [
    {
      heading: 'Why We Have This Rule',
      paragraphs: [
        'Gifts from suppliers can look like a reward for a decision, even when they are not. The purchasing team must be, and be seen to be, fair to every supplier.',
      ],
    },
    {
      heading: 'What You May Accept',
      paragraphs: [
        'You may accept a gift or hospitality worth up to €50, such as a branded pen, a box of chocolates or a working lunch. Register any gift or invitation worth more than €25 in the gifts register within five working days.',
      ],
    },
    {
      heading: 'What You Must Refuse',
      paragraphs: [
        'You must refuse cash, vouchers and gift cards of any value. You must refuse any gift or invitation from a supplier that is taking part in a tender you are involved in, until the contract is signed. Never accept travel or a hotel stay paid for by a supplier.',
      ],
    },
    {
      heading: 'Acceptable and Not Acceptable',
      paragraphs: [
        'Acceptable: a working lunch with a supplier to discuss an order. Not acceptable: tickets to a football match from a supplier during a tender.',
        'Acceptable: a calendar or a branded notebook at the end of the year. Not acceptable: a gift card, whatever its value.',
      ],
    },
    {
      heading: 'How to Register a Gift',
      paragraphs: [
        'Open the gifts register on the intranet, enter the supplier, the gift and its estimated value, and add your manager as approver. If you are unsure whether to accept something, ask the compliance team before you say yes.',
      ],
    },
  ],
};
