import type { CorpusCase } from './corpus';
import { buildDocx, buildPdf } from './documents/build-documents';
import { GIFTS_POLICY, TRAVEL_POLICY } from './documents/structured-documents';

/**
 * Briefs in the shapes trainers and HR teams write them (issue 20 item 4): a list under a request
 * line, framing said last, a question, a pasted e-mail, labels on their own lines, a date beside a
 * length, the second person, a noun phrase naming the form, audience and product, "make sure to
 * mention…", and the same framings beside documents; then (decision 219) a list of questions, who/what/when/where/how
 * labels, the audience named mid-request, a to-do list for the video maker, tone words before content, and a product in the
 * second person. Their content is the points; their framing
 * (length, audience, tone, greetings, sign-offs, the request itself) must never be shown or said.
 */
export const BRIEF_SHAPE_CASES: Omit<CorpusCase, 'part'>[] = [
  {
    id: 'badges-numbered-brief',
    purpose: 'security, brief alone: a numbered list under a request line',
    brief: `Please create a training video for reception staff about visitor badges:
1. Every visitor signs in at reception and shows photo ID.
2. Visitor badges are red and must be worn where they can be seen.
3. A visitor is escorted by their host at all times.
4. Badges are handed back at reception before the visitor leaves.
5. Report a lost badge to security on extension 2200.`,
    styleId: 'compliance-clarity',
    durationSeconds: 120,
    documents: [],
    facts: [
      { name: 'photo ID', pattern: /photo ID/i },
      { name: 'red badges worn visibly', pattern: /red/i },
      { name: 'escorted by host', pattern: /escorted/i },
      { name: 'handed back at reception', pattern: /handed back|hand (?:it|them|the badge) back/i },
      { name: 'lost badge extension 2200', pattern: /2200/ },
    ],
  },
  {
    id: 'mileage-framing-last-brief',
    purpose: 'expenses, brief alone: content first, framing in the last line',
    brief: `Our mileage claims process. Claims are made in the Expenses app within 30 days of the journey. We pay 45p a mile for the first 10,000 miles in a tax year and 25p a mile after that. Attach a screenshot of the route to every claim. Your manager approves claims every Friday and the money comes with the next salary.
Keep it under two minutes, for new starters, friendly.`,
    styleId: 'workshop-style',
    durationSeconds: 120,
    documents: [],
    facts: [
      { name: 'within 30 days', pattern: /30 days/i },
      { name: '45p a mile', pattern: /45p/i },
      { name: '25p after 10,000 miles', pattern: /25p/i },
      { name: 'screenshot of the route', pattern: /screenshot/i },
      { name: 'approved every Friday', pattern: /Friday/i },
    ],
  },
  {
    id: 'helpline-question-brief',
    purpose: 'wellbeing, brief alone written as a question',
    brief: `Can you make a video explaining how our employee assistance programme works for all staff? The helpline on 0800 123 456 is free and open 24 hours a day. Up to six counselling sessions a year are paid for by the company. Nothing you discuss is shared with your manager or with HR. Partners and children who live with you can use the service too.`,
    styleId: 'story-journey',
    durationSeconds: 90,
    documents: [],
    facts: [
      { name: 'helpline number', pattern: /0800 123 456/ },
      { name: 'open 24 hours', pattern: /24 hours/i },
      { name: 'six sessions', pattern: /six counselling sessions|six sessions/i },
      { name: 'confidential', pattern: /not shared|never shared|nothing you discuss/i },
      { name: 'partners and children', pattern: /partners/i },
    ],
  },
  {
    id: 'car-park-email-brief',
    purpose: 'facilities, brief alone pasted from an e-mail with a greeting and sign-off',
    brief: `Hi Sam,

Could you put together a short video for the team about the new car park rules? Here's what people need to know.

From 3 March every car in the car park needs a permit, which you request on the intranet. The spaces by the entrance are kept for visitors and blue badge holders. The barrier closes at 8 pm, so anyone working late should park on level 2. Cars left overnight without a permit will be clamped.

Thanks so much,
Priya`,
    styleId: 'workshop-style',
    durationSeconds: 90,
    documents: [],
    facts: [
      { name: 'from 3 March', pattern: /3 March/i },
      { name: 'permit on the intranet', pattern: /intranet/i },
      { name: 'visitors and blue badge holders', pattern: /blue badge/i },
      { name: 'barrier at 8 pm, level 2', pattern: /level 2/i },
      { name: 'clamped overnight', pattern: /clamped/i },
    ],
  },
  {
    id: 'laptop-labels-brief',
    purpose: 'IT onboarding, brief alone with Topics:/Include: labels on their own lines',
    brief: `Video for new hires about their first laptop.
Topics:
Collecting the laptop from the IT desk on your first morning
Setting up your password and the authenticator app
Saving your files to the shared drive, never to the desktop
Include:
Who to call when something breaks: the service desk on extension 5555
Audience: new hires. Tone: friendly. Length: 90 seconds.`,
    styleId: 'workshop-style',
    durationSeconds: 90,
    documents: [],
    facts: [
      { name: 'IT desk on the first morning', pattern: /IT desk/i },
      { name: 'authenticator app', pattern: /authenticator/i },
      { name: 'shared drive', pattern: /shared drive/i },
      { name: 'service desk 5555', pattern: /5555/ },
    ],
  },
  {
    id: 'appraisal-dates-brief',
    purpose: 'HR process, brief alone: deadlines that are content beside a length that is framing',
    brief: `A 90-second video for line managers about this year's appraisals. All appraisal meetings must be held by 15 November, and the forms submitted in the HR portal by 30 November. Each review looks back at the past year's objectives and agrees three new objectives and one development goal. The rating is agreed with the employee before the form is submitted.`,
    styleId: 'executive-brief',
    durationSeconds: 90,
    documents: [],
    facts: [
      { name: 'meetings by 15 November', pattern: /15 November/i },
      { name: 'forms by 30 November', pattern: /30 November/i },
      { name: 'three new objectives', pattern: /three new objectives/i },
      { name: 'one development goal', pattern: /development goal/i },
      { name: 'rating agreed with the employee', pattern: /agreed with the employee/i },
    ],
  },
  {
    id: 'first-aider-you-brief',
    purpose: 'safety roles, brief alone written to the viewer in the second person',
    brief: `You have volunteered to be a first aider at our site, thank you. You will go on a two-day course paid for by the company, and you receive an allowance of £200 a year. You keep the first aid kit on your floor stocked and you log every incident in the accident book. Your certificate lasts three years; after that you renew it on a one-day course.`,
    styleId: 'story-journey',
    durationSeconds: 90,
    documents: [],
    facts: [
      { name: 'two-day course', pattern: /two-day course/i },
      { name: '£200 allowance', pattern: /£200/ },
      { name: 'kit stocked', pattern: /first aid kit/i },
      { name: 'accident book', pattern: /accident book/i },
      { name: 'three years, one-day renewal', pattern: /three years/i },
    ],
  },
  {
    id: 'scanner-refresher-brief',
    purpose: 'warehouse, brief alone: form, audience and product in one noun phrase',
    brief: `A 3-minute refresher for warehouse pickers on the new RF scanner. Scan the location barcode first, then the item. A red light means the wrong item: put it back and scan again. Charge the scanner in its dock at the end of every shift. Report a cracked screen to your team leader straight away.`,
    styleId: 'workshop-style',
    durationSeconds: 120,
    documents: [],
    facts: [
      { name: 'location barcode first', pattern: /location barcode/i },
      { name: 'red light: wrong item', pattern: /red light/i },
      { name: 'charge in the dock', pattern: /dock/i },
      { name: 'cracked screen to team leader', pattern: /cracked screen/i },
    ],
  },
  {
    id: 'leave-mention-brief',
    purpose: 'HR rules, brief alone whose "make sure to mention" instructions carry the content',
    brief: `Make a short video for staff about booking annual leave. Make sure to mention that leave is booked in the HR portal at least two weeks ahead. Don't forget the carry-over rule: up to five days can be carried into next year. Remember to say that the office closes between Christmas and New Year and those days come out of your allowance. Please mention that leave requests are answered within three working days.`,
    styleId: 'workshop-style',
    durationSeconds: 90,
    documents: [],
    facts: [
      { name: 'two weeks ahead in the HR portal', pattern: /two weeks ahead/i },
      { name: 'five days carried over', pattern: /five days/i },
      { name: 'closed between Christmas and New Year', pattern: /Christmas/i },
      { name: 'answered within three working days', pattern: /three working days/i },
    ],
  },
  {
    id: 'gifts-email-docx',
    purpose: 'compliance, Word document with a brief pasted from an e-mail',
    brief: `Hi both,
Can you make a 2-minute video for the purchasing team from the attached policy? Make sure to mention the gifts register. Keep it firm but friendly.
Thanks,
Jo`,
    styleId: 'compliance-clarity',
    durationSeconds: 120,
    documents: [{ filename: 'gifts-and-hospitality.docx', bytes: () => buildDocx(GIFTS_POLICY) }],
    facts: [
      { name: 'accept up to €50', pattern: /€50/ },
      { name: 'register over €25', pattern: /€25/ },
      { name: 'within five working days', pattern: /five working days/i },
      { name: 'gifts register', pattern: /gifts register/i },
      { name: 'refuse cash and vouchers', pattern: /cash/i },
    ],
  },
  {
    id: 'travel-question-pdf',
    purpose: 'policy, PDF with a brief written as a question, framing last',
    brief: `Could you make a quick explainer on our travel policy? Don't forget the mileage rate. Keep it under three minutes, for new sales reps, professional.`,
    styleId: 'executive-brief',
    durationSeconds: 180,
    documents: [{ filename: 'Travel_Policy_v4.pdf', bytes: () => buildPdf(TRAVEL_POLICY) }],
    facts: [
      { name: 'book 14 days ahead', pattern: /14 days/i },
      { name: 'economy up to six hours', pattern: /six hours/i },
      { name: 'hotel cap $180', pattern: /\$180/ },
      { name: '45 cents per mile', pattern: /45 cents/i },
      { name: 'claim within 30 days', pattern: /30 days/i },
    ],
  },
  {
    id: 'pension-questions-brief',
    purpose: 'HR benefits, brief alone written as a list of the questions staff ask, each with its answer',
    brief: `Questions our new starters always ask about the pension:
- When am I enrolled? Automatically, three months after your start date.
- How much do I pay? 5% of your salary, and the company adds another 7%.
- Can I opt out? Yes, within one month of being enrolled, through the pensions portal.
- Who do I ask about my pension? The pensions team on extension 4100.`,
    styleId: 'workshop-style',
    durationSeconds: 90,
    documents: [],
    facts: [
      { name: 'enrolled after three months', pattern: /three months/i },
      { name: '5% and 7%', pattern: /7%/ },
      { name: 'opt out within one month', pattern: /opt out/i },
      { name: 'pensions team 4100', pattern: /4100/ },
    ],
  },
  {
    id: 'drill-wh-labels-brief',
    purpose: 'safety, brief alone made of Who:/What:/When:/Where:/How: label lines',
    brief: `Fire drill
Who: everyone in the Dockside building, visitors included
What: a full evacuation with the alarm sounding for two minutes
When: Thursday 12 June at 10:30
Where: assembly point B in the north car park
How: leave by the nearest stairs, never the lifts, and give your name to your floor warden`,
    styleId: 'compliance-clarity',
    durationSeconds: 90,
    documents: [],
    facts: [
      { name: 'visitors included', pattern: /visitors/i },
      { name: 'Thursday 12 June', pattern: /12 June/i },
      { name: 'assembly point B', pattern: /assembly point B/i },
      { name: 'never the lifts', pattern: /lifts/i },
      { name: 'floor warden', pattern: /floor warden/i },
    ],
  },
  {
    id: 'receipts-audience-middle-brief',
    purpose: 'expenses, brief alone that names its audience in the middle of the request',
    brief: `We'd like a short video on claiming expenses, for new starters who will use the expenses app from their first week, covering the basics. Photograph each receipt in the app on the day you pay. Claims over £100 need your manager's approval before they are paid. Receipts older than 60 days are not paid. Mileage is not claimed in the app: use the mileage form on the intranet.`,
    styleId: 'executive-brief',
    durationSeconds: 90,
    documents: [],
    facts: [
      { name: 'photograph on the day', pattern: /photograph/i },
      { name: '£100 needs approval', pattern: /£100/ },
      { name: '60 days', pattern: /60 days/i },
      { name: 'mileage form', pattern: /mileage form/i },
    ],
  },
  {
    id: 'wifi-todo-brief',
    purpose: 'IT, brief alone written as a to-do list for the video maker',
    brief: `Cover the guest Wi-Fi. Mention that the network is called Harbour-Guest and its password changes every Monday. Explain that visitors get the password from reception, never from staff. Say that staff laptops must never join the guest network. Keep it short. No jargon.`,
    styleId: 'workshop-style',
    durationSeconds: 60,
    documents: [],
    facts: [
      { name: 'Harbour-Guest', pattern: /Harbour-Guest/ },
      { name: 'password every Monday', pattern: /Monday/i },
      { name: 'from reception', pattern: /reception/i },
      { name: 'staff laptops never join', pattern: /staff laptops/i },
    ],
  },
  {
    id: 'recycling-tone-brief',
    purpose: 'facilities, brief alone opening on tone words before its content',
    brief: `Upbeat, practical: our new recycling bins. Blue bins take paper and card, green bins take cans and plastic bottles, and the small grey caddy is for food waste. Coffee cups go in general waste because of their plastic lining. The bins are emptied every Tuesday and Friday.`,
    styleId: 'story-journey',
    durationSeconds: 60,
    documents: [],
    facts: [
      { name: 'blue for paper', pattern: /blue bins? take paper/i },
      { name: 'green for cans', pattern: /green bins? take cans/i },
      { name: 'grey caddy food waste', pattern: /grey caddy/i },
      { name: 'coffee cups general waste', pattern: /coffee cups/i },
      { name: 'Tuesday and Friday', pattern: /Tuesday and Friday/i },
    ],
  },
  {
    id: 'timetrack-you-brief',
    purpose: 'product, brief alone in the second person about an app',
    brief: `With TimeTrack you clock in from your phone the moment you arrive on site. You see your hours for the week on the home screen, and you can correct a missed clock-out within 48 hours. Your manager gets a reminder if you forget to clock out. Overtime shows in green once it is approved. You need the app installed before your first shift.`,
    styleId: 'executive-brief',
    durationSeconds: 90,
    documents: [],
    facts: [
      { name: 'clock in from your phone', pattern: /clock in/i },
      { name: 'correct within 48 hours', pattern: /48 hours/i },
      { name: 'manager reminder', pattern: /reminder/i },
      { name: 'overtime in green', pattern: /green/i },
      { name: 'installed before first shift', pattern: /first shift/i },
    ],
  },
];
