/**
 * A labelled set written for this repository (decision 156): sentences in the style of policies,
 * handbooks, manuals, web articles and slide text, each with the answer a reader expects. Every
 * third case of each kind is held out: the adapter was never tuned on it, and its figures are
 * reported apart (`scripts/nlp-compare.ts`).
 */
export interface BoundaryCase {
  text: string;
  sentences: string[];
}
export interface LabelCase {
  text: string;
  expected: boolean;
}
export interface LemmaCase {
  word: string;
  /** The word as it is used, when its part of speech decides the lemma. */
  context?: string;
  lemma: string;
}

export const BOUNDARY_CASES: BoundaryCase[] = [
  { text: 'Dr. Patel leads the review. She reports to the board.', sentences: ['Dr. Patel leads the review.', 'She reports to the board.'] },
  { text: 'The rate rose to 3.5 per cent in 2024. It fell again in May.', sentences: ['The rate rose to 3.5 per cent in 2024.', 'It fell again in May.'] },
  {
    text: 'See https://intranet.example.com/hr/leave.html for the form. Submit it by Friday.',
    sentences: ['See https://intranet.example.com/hr/leave.html for the form.', 'Submit it by Friday.'],
  },
  {
    text: 'Bring ID, e.g. a passport or a driving licence. Staff without ID are turned away.',
    sentences: ['Bring ID, e.g. a passport or a driving licence.', 'Staff without ID are turned away.'],
  },
  { text: 'Acme Ltd. was founded in 1998. It now employs 400 people.', sentences: ['Acme Ltd. was founded in 1998.', 'It now employs 400 people.'] },
  { text: 'The manager said, "Close the door." Then she left.', sentences: ['The manager said, "Close the door."', 'Then she left.'] },
  { text: 'Is the fridge below 5 °C? Check it every morning.', sentences: ['Is the fridge below 5 °C?', 'Check it every morning.'] },
  { text: 'Never share your password! IT will never ask for it.', sentences: ['Never share your password!', 'IT will never ask for it.'] },
  { text: 'Version 2.1.4 fixes the export bug. Update before Monday.', sentences: ['Version 2.1.4 fixes the export bug.', 'Update before Monday.'] },
  { text: 'Meals cost up to $45.50 per day. Alcohol is not refunded.', sentences: ['Meals cost up to $45.50 per day.', 'Alcohol is not refunded.'] },
  { text: 'Contact Mr. Jones in Finance. He approves claims over £200.', sentences: ['Contact Mr. Jones in Finance.', 'He approves claims over £200.'] },
  { text: 'The office opens at 8 a.m. on weekdays.', sentences: ['The office opens at 8 a.m. on weekdays.'] },
  {
    text: 'Employees in the U.S. follow the federal rules. Others follow local law.',
    sentences: ['Employees in the U.S. follow the federal rules.', 'Others follow local law.'],
  },
  { text: 'Wash your hands for 20 seconds. Dry them with a paper towel.', sentences: ['Wash your hands for 20 seconds.', 'Dry them with a paper towel.'] },
  {
    text: 'Email help@example.com with the ticket number. We reply within a day.',
    sentences: ['Email help@example.com with the ticket number.', 'We reply within a day.'],
  },
  { text: 'See section 4.2 for details. The table lists each grade.', sentences: ['See section 4.2 for details.', 'The table lists each grade.'] },
  { text: 'Plans start at $29/month… Annual billing saves 20%.', sentences: ['Plans start at $29/month…', 'Annual billing saves 20%.'] },
  {
    text: 'Fire Safety Basics\nKnow your nearest exit. Keep corridors clear.',
    sentences: ['Fire Safety Basics', 'Know your nearest exit.', 'Keep corridors clear.'],
  },
  { text: 'Key benefits\nFlexible hours\nRemote working two days a week', sentences: ['Key benefits', 'Flexible hours', 'Remote working two days a week'] },
  { text: '- Lock your screen\n- Clear your desk\n- Shred printed copies', sentences: ['Lock your screen', 'Clear your desk', 'Shred printed copies'] },
  { text: '1. Open the app.\n2. Tap Settings.\n3. Choose Export.', sentences: ['Open the app.', 'Tap Settings.', 'Choose Export.'] },
  { text: 'The form (see Appendix B.) must be signed. Keep a copy.', sentences: ['The form (see Appendix B.) must be signed.', 'Keep a copy.'] },
  {
    text: 'Gifts worth more than €50 must be declared. Cash gifts are never allowed.',
    sentences: ['Gifts worth more than €50 must be declared.', 'Cash gifts are never allowed.'],
  },
  {
    text: 'Use the new portal, i.e. the one on the intranet. The old one closes in June.',
    sentences: ['Use the new portal, i.e. the one on the intranet.', 'The old one closes in June.'],
  },
  { text: 'Prof. Lee and Dr. Ng wrote the guide. It is reviewed yearly.', sentences: ['Prof. Lee and Dr. Ng wrote the guide.', 'It is reviewed yearly.'] },
  { text: '"Report it at once," the handbook says. Delays cost lives.', sentences: ['"Report it at once," the handbook says.', 'Delays cost lives.'] },
  { text: 'Results from the pilot\nSales rose 12% in six weeks', sentences: ['Results from the pilot', 'Sales rose 12% in six weeks'] },
  {
    text: 'The pilot ran in 12 stores. Sales rose by 12.5%. Waste fell by a third.',
    sentences: ['The pilot ran in 12 stores.', 'Sales rose by 12.5%.', 'Waste fell by a third.'],
  },
  { text: 'Store chemicals below eye level, etc. Label every bottle.', sentences: ['Store chemicals below eye level, etc.', 'Label every bottle.'] },
  { text: 'Call 0800 123 456 to report a leak. Lines are open 24/7.', sentences: ['Call 0800 123 456 to report a leak.', 'Lines are open 24/7.'] },
  { text: 'The vendor is Globex Corp. They ship on Tuesdays.', sentences: ['The vendor is Globex Corp.', 'They ship on Tuesdays.'] },
  {
    text: 'Press Ctrl+S to save. The file is stored in ~/Documents/reports.',
    sentences: ['Press Ctrl+S to save.', 'The file is stored in ~/Documents/reports.'],
  },
  {
    text: 'Why does this matter?\nBecause one click can expose every record.',
    sentences: ['Why does this matter?', 'Because one click can expose every record.'],
  },
  {
    text: 'Travel class: economy for flights under 6 hours. Business class needs approval.',
    sentences: ['Travel class: economy for flights under 6 hours.', 'Business class needs approval.'],
  },
  {
    text: 'Overview\n\nThe policy applies to all staff. It replaces the 2019 version.',
    sentences: ['Overview', 'The policy applies to all staff.', 'It replaces the 2019 version.'],
  },
  {
    text: 'Temperatures must stay at or above 63 °C. Reheat food only once.',
    sentences: ['Temperatures must stay at or above 63 °C.', 'Reheat food only once.'],
  },
];

/** Whole clause (false) or fragment cut before or without its main verb (true). Slide bullets without a verb count as fragments. */
export const FRAGMENT_CASES: LabelCase[] = [
  { text: 'Employees must report incidents within 24 hours.', expected: false },
  { text: 'Within 24 hours of the incident', expected: true },
  { text: 'Check the tyres before every shift.', expected: false },
  { text: 'Because the forklift was overloaded', expected: true },
  { text: 'The refund is paid to the original card.', expected: false },
  { text: 'Refunds to the original card', expected: true },
  { text: 'Lift with your legs, not your back.', expected: false },
  { text: 'If the customer has no receipt', expected: true },
  { text: 'Store raw meat on the bottom shelf.', expected: false },
  { text: 'The four habits that keep data safe', expected: true },
  { text: 'Staff who handle cash', expected: true },
  { text: 'Staff who handle cash must count it twice.', expected: false },
  { text: 'Use the expense app for every claim.', expected: false },
  { text: 'Flexible hours and remote working', expected: true },
  { text: 'We reply within one working day.', expected: false },
  { text: 'An annual allowance of 25 days', expected: true },
  { text: 'Hover over links before clicking them.', expected: false },
  { text: 'When the alarm sounds', expected: true },
  { text: 'Leave the building by the nearest exit.', expected: false },
  { text: 'Such as a passport or driving licence', expected: true },
  { text: 'The pilot cut waste by a third.', expected: false },
  { text: 'Pilot in 12 stores over six weeks', expected: true },
  { text: 'Never prop fire doors open.', expected: false },
  { text: 'Including the cost of the return flight', expected: true },
  { text: 'Managers approve leave in the portal.', expected: false },
  { text: 'Although most claims are approved', expected: true },
  { text: 'Keep hot food above 63 °C.', expected: false },
  { text: 'The deadline for all expense claims', expected: true },
  { text: 'Report suspicious emails to IT.', expected: false },
  { text: 'Which takes about forty minutes', expected: true },
  { text: 'Your manager signs the form.', expected: false },
  { text: 'A quick guide to the new rota', expected: true },
  { text: 'Customers can return items within 30 days.', expected: false },
  { text: 'Unless your manager agrees in writing', expected: true },
  { text: 'Wear gloves when handling chemicals.', expected: false },
  { text: 'Health insurance for you and your family', expected: true },
  { text: 'The system locks after three failed attempts.', expected: false },
  { text: 'After three failed attempts to sign in', expected: true },
  { text: 'Print only what you need.', expected: false },
  { text: 'Priority support for $29 a month', expected: true },
  { text: 'Everyone is responsible for fire safety.', expected: false },
  { text: 'To keep the kitchen safe for everyone', expected: true },
  { text: 'Escalate the ticket if it is not solved in two hours.', expected: false },
  { text: 'Tickets not solved in two hours', expected: true },
  { text: 'Tag the faulty ladder and take it out of use.', expected: false },
];

/** Whether the main clause is negated ("must not", "never", "no one"), not a "not" in a side clause. */
export const NEGATION_CASES: LabelCase[] = [
  { text: 'Do not share your password.', expected: true },
  { text: 'Share your password only with IT.', expected: false },
  { text: 'Never prop fire doors open.', expected: true },
  { text: 'Staff must not accept cash gifts.', expected: true },
  { text: 'Staff must accept the terms.', expected: false },
  { text: "Don't leave laptops in cars.", expected: true },
  { text: 'Claims are not refunded after 90 days.', expected: true },
  { text: 'Claims are refunded within 30 days.', expected: false },
  { text: 'No one may enter the store room alone.', expected: true },
  { text: 'You cannot carry over more than five days.', expected: true },
  { text: 'You can carry over up to five days.', expected: false },
  { text: "The alarm won't stop until it is reset.", expected: true },
  { text: 'The alarm stops when it is reset.', expected: false },
  { text: 'Visitors should never walk unescorted.', expected: true },
  { text: 'Visitors should sign in at reception.', expected: false },
  { text: "Forklifts mustn't carry passengers.", expected: true },
  { text: 'Forklifts carry one pallet at a time.', expected: false },
  { text: 'Nothing leaves the lab without a label.', expected: true },
  { text: 'Everything that leaves the lab gets a label.', expected: false },
  { text: 'The policy does not apply to contractors.', expected: true },
  { text: 'The policy applies to contractors too.', expected: false },
  { text: "Alcohol isn't refunded.", expected: true },
  { text: 'Alcohol is refunded for client dinners.', expected: false },
  { text: 'Managers may not approve their own claims.', expected: true },
  { text: 'Managers approve claims from their team.', expected: false },
  { text: 'Remote workers are not required to badge in.', expected: true },
  { text: 'Remote workers are required to badge in.', expected: false },
  { text: 'Nobody should work alone at height.', expected: true },
];

/** Whether the sentence opens on a word that needs the sentence before it (a pronoun, a demonstrative, a connective). */
export const LEANS_CASES: LabelCase[] = [
  { text: 'Instead, they must be stored in the locked cabinet.', expected: true },
  { text: 'This means installing the update before Friday.', expected: true },
  { text: 'These four habits keep your data safe.', expected: true },
  { text: 'The four habits below keep your data safe.', expected: false },
  { text: 'They must be signed by a manager.', expected: true },
  { text: 'Managers must sign every form.', expected: false },
  { text: 'However, the deadline is firm.', expected: true },
  { text: 'It is reviewed every year.', expected: true },
  { text: 'The policy is reviewed every year.', expected: false },
  { text: 'This policy applies to all staff.', expected: false },
  { text: 'As a result, waste fell by a third.', expected: true },
  { text: 'Waste fell by a third in the pilot.', expected: false },
  { text: 'That is why we check every pallet.', expected: true },
  { text: 'Those who miss the deadline lose the allowance.', expected: false },
  { text: 'Therefore, report every near miss.', expected: true },
  { text: 'Report every near miss.', expected: false },
  { text: 'Such claims need a receipt.', expected: true },
  { text: 'Claims over $50 need a receipt.', expected: false },
  { text: 'He then signs the form.', expected: true },
  { text: 'Your manager then signs the form.', expected: false },
  { text: 'This is the most common mistake.', expected: true },
  { text: 'Also, keep the receipt.', expected: true },
  { text: 'Keep the receipt for seven years.', expected: false },
  { text: 'Otherwise, the claim is rejected.', expected: true },
  { text: 'If the receipt is missing, the claim is rejected.', expected: false },
  { text: 'Both must be completed before the first shift.', expected: true },
  { text: 'Both forms must be completed before the first shift.', expected: false },
  { text: 'For example, a phishing email may fake the sender.', expected: true },
  { text: 'Phishing emails often fake the sender.', expected: false },
  { text: 'Those must be returned by Friday.', expected: true },
  { text: 'In addition, staff get a free lunch.', expected: true },
  { text: 'Staff get a free lunch on Fridays.', expected: false },
  { text: 'Its battery lasts eight hours.', expected: true },
  { text: 'The battery lasts eight hours.', expected: false },
  { text: 'This step takes about five minutes.', expected: true },
  { text: 'Each step takes about five minutes.', expected: false },
  { text: 'She will confirm the booking by email.', expected: true },
  { text: 'You will get a confirmation by email.', expected: false },
  { text: 'The same applies to contractors.', expected: true },
  { text: 'This year the allowance rises to 28 days.', expected: false },
];

export const LEMMA_CASES: LemmaCase[] = [
  { word: 'went', lemma: 'go' },
  { word: 'operating', lemma: 'operate' },
  { word: 'operated', lemma: 'operate' },
  { word: 'operators', lemma: 'operator' },
  { word: 'policies', lemma: 'policy' },
  { word: 'employees', lemma: 'employee' },
  { word: 'was', lemma: 'be' },
  { word: 'children', lemma: 'child' },
  { word: 'lifting', lemma: 'lift' },
  { word: 'stored', lemma: 'store' },
  { word: 'stores', context: 'He stores the chemicals.', lemma: 'store' },
  { word: 'ran', lemma: 'run' },
  { word: 'did', lemma: 'do' },
  { word: 'knives', lemma: 'knife' },
  { word: 'approved', lemma: 'approve' },
  { word: 'claims', context: 'Managers approve claims.', lemma: 'claim' },
  { word: 'taken', lemma: 'take' },
  { word: 'better', context: 'This is better.', lemma: 'good' },
  { word: 'shelves', lemma: 'shelf' },
  { word: 'wrote', lemma: 'write' },
  { word: 'processes', lemma: 'process' },
  { word: 'analyses', context: 'She analyses the data.', lemma: 'analyse' },
  { word: 'bought', lemma: 'buy' },
  { word: 'has', lemma: 'have' },
  { word: 'women', lemma: 'woman' },
  { word: 'carried', lemma: 'carry' },
  { word: 'meetings', lemma: 'meeting' },
  { word: 'kept', lemma: 'keep' },
  { word: 'feet', lemma: 'foot' },
  { word: 'submitting', lemma: 'submit' },
];

/** Every third case (index 2, 5, 8…) is held out of tuning. */
export const isHeldOut = (index: number) => index % 3 === 2;

/**
 * Written after the adapter's rules were settled and never used to change them: the fairest
 * figure of how the adapter reads text it has not seen.
 */
export const LATE_BOUNDARY_CASES: BoundaryCase[] = [
  { text: 'Approx. 40% of claims arrive late. Most lack a receipt.', sentences: ['Approx. 40% of claims arrive late.', 'Most lack a receipt.'] },
  { text: 'Our team\n- answers within a day\n- never closes a ticket unread', sentences: ['Our team', 'answers within a day', 'never closes a ticket unread'] },
  { text: 'The limit is 2.5 kg per parcel. Heavier parcels go by courier.', sentences: ['The limit is 2.5 kg per parcel.', 'Heavier parcels go by courier.'] },
  {
    text: 'St. Mary’s Hospital runs the clinic. Book at least a week ahead.',
    sentences: ['St. Mary’s Hospital runs the clinic.', 'Book at least a week ahead.'],
  },
  { text: 'Questions? Ask your line manager first.', sentences: ['Questions?', 'Ask your line manager first.'] },
  { text: 'Upload the file to www.example.org/upload. Keep the original.', sentences: ['Upload the file to www.example.org/upload.', 'Keep the original.'] },
  { text: 'Breaks are paid\nLunch is not', sentences: ['Breaks are paid', 'Lunch is not'] },
  {
    text: 'Staff on nights (10 p.m. to 6 a.m.) get a 15% uplift. Days are paid at the base rate.',
    sentences: ['Staff on nights (10 p.m. to 6 a.m.) get a 15% uplift.', 'Days are paid at the base rate.'],
  },
];
export const LATE_FRAGMENT_CASES: LabelCase[] = [
  { text: 'Switch off the machine before cleaning it.', expected: false },
  { text: 'Before cleaning the machine', expected: true },
  { text: 'New starters get a buddy for four weeks.', expected: false },
  { text: 'A buddy for every new starter', expected: true },
  { text: 'Update your password every 90 days.', expected: false },
  { text: 'Passwords that are at least 12 characters long', expected: true },
  { text: 'Refunds take five working days.', expected: false },
  { text: 'Whether or not the customer has a receipt', expected: true },
  { text: 'Label every container with the date.', expected: false },
  { text: 'Dates on every container', expected: true },
  { text: 'The supervisor decides who works overtime.', expected: false },
  { text: 'So that nobody works more than 48 hours', expected: true },
];
export const LATE_NEGATION_CASES: LabelCase[] = [
  { text: 'Do not use the lift during a fire.', expected: true },
  { text: 'Use the stairs during a fire.', expected: false },
  { text: 'Contractors never get admin rights.', expected: true },
  { text: 'Claims must arrive no later than the 5th.', expected: false },
  { text: 'There is no charge for the first replacement.', expected: true },
  { text: 'Call security when a door will not lock.', expected: false },
  { text: "We can't refund opened software.", expected: true },
  { text: 'We refund unopened software within 14 days.', expected: false },
];
export const LATE_LEANS_CASES: LabelCase[] = [
  { text: 'Then, wipe the surface with a clean cloth.', expected: true },
  { text: 'Wipe the surface with a clean cloth.', expected: false },
  { text: 'These must be kept for six years.', expected: true },
  { text: 'Invoices must be kept for six years.', expected: false },
  { text: 'It takes about ten minutes.', expected: true },
  { text: 'It is important to report every near miss.', expected: false },
  { text: 'This guide explains the new rota.', expected: false },
  { text: 'This rule protects you and the customer.', expected: true },
  { text: 'Their manager approves the request.', expected: true },
  { text: 'Similarly, visitors sign out at reception.', expected: true },
];
