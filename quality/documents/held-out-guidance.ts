import type { StructuredDocument } from './structured-documents';

/**
 * Documents of the second held-out group (decision 220) that the plain PDF builder makes: a
 * government-style guidance note with numbered paragraphs, a product manual chapter with steps and
 * warnings, a policy with its one-page update (two documents given together) and a standard operating
 * procedure in Word with numbered steps and a sign-off box. Written for
 * Lectern's quality corpus (quality/SOURCES.md); organisations, people and figures are invented.
 */

export const DAMP_GUIDANCE: StructuredDocument = {
  title: 'Damp and mould in rented homes: guidance for landlords',
  runningHeader: 'OFFICIAL · Housing Standards Agency · HSA/G/07 · Version 2.1',
  sections: [
    {
      heading: '1. Summary',
      paragraphs: [
        '1.1 This guidance explains what landlords of privately rented and social homes are expected to do when a tenant reports damp or mould. It replaces guidance note HSA/G/04, which is withdrawn.',
        '1.2 Damp and mould are not a lifestyle issue. Landlords must not tell tenants that condensation is caused by the way they live, and must not delay action while they decide who is at fault.',
        '1.3 The guidance applies from 1 October. Paragraphs 4.2 to 4.5 set out the time limits that inspectors will use when deciding whether a landlord has acted reasonably.',
      ],
    },
    {
      heading: '2. Who this guidance is for',
      paragraphs: [
        '2.1 Private landlords, housing associations, local authority landlords and the letting agents who manage homes on their behalf.',
        '2.2 Tenants may also find it useful when deciding whether a landlord has responded properly, but it does not replace the advice available from the local housing team.',
      ],
    },
    {
      heading: '3. Why damp and mould matter',
      paragraphs: [
        '3.1 Mould spores and damp air irritate the lungs and can cause or worsen asthma, chest infections and allergies. The risk is greatest for young children, older people and anyone with a lung condition or a weakened immune system.',
        '3.2 Mould that returns after cleaning almost always has a cause in the building: a leak, missing insulation, a blocked gutter, rising damp or a ventilation system that does not work. Cleaning the surface without finding the cause is not a repair.',
      ],
    },
    {
      heading: '4. Responding to a report',
      paragraphs: [
        '4.1 Record every report of damp or mould, however it is made: by telephone, e-mail, letter, through a repairs portal or in person to a contractor visiting for another reason.',
        '4.2 Acknowledge the report in writing within 3 working days and tell the tenant what will happen next.',
        '4.3 Inspect the home within 10 working days of the report. Where a household includes a child under five, a pregnant woman or a person with a respiratory condition, inspect within 5 working days.',
        '4.4 Send the tenant a written summary of the inspection within 5 working days of the visit, stating the cause you found and the work you will carry out, with dates.',
        '4.5 Start the repair within 12 weeks of the inspection. Where the work cannot start in that time, explain why in writing and offer to move the household if the mould is extensive.',
      ],
    },
    {
      heading: '5. Finding and treating the cause',
      paragraphs: [
        '5.1 An inspection should check the building fabric, the heating and the ventilation, not only the affected room. Use a moisture meter and record the readings.',
        '5.2 Where extractor fans are fitted in kitchens and bathrooms, check that they run and that they clear the room. A fan that has been switched off at the isolator because it is noisy should be replaced, not left off.',
        '5.3 Treat visible mould with a fungicidal wash as a first step only. The repair is complete when the cause has been removed and the room has stayed dry for at least 6 weeks.',
      ],
    },
    {
      heading: '6. Keeping records',
      paragraphs: [
        '6.1 Keep the report, the inspection notes, photographs, moisture readings and the dates of every action for at least 6 years. Inspectors will ask for them.',
        '6.2 Where a tenant refuses access, record each attempt and the reason given. Refusal of access does not end the landlord’s duty; offer other dates, including evenings.',
      ],
    },
    {
      heading: '7. Further information',
      paragraphs: [
        '7.1 See also HSA/G/05 (Ventilation in existing homes) and HSA/G/09 (Enforcement policy). Landlords can call the Housing Standards advice line on 0345 010 2277, Monday to Friday, 9am to 5pm.',
        '© Housing Standards Agency. You may reuse this information free of charge under the Open Government Licence.',
      ],
    },
  ],
};

export const DESCALING_CHAPTER: StructuredDocument = {
  title: 'Chapter 6 — Cleaning and descaling',
  runningHeader: 'Vaporo CS-40 Combination Steam Oven · Instructions for use · EN',
  sections: [
    {
      heading: '6.1 Before you start',
      paragraphs: [
        'Your steam oven makes steam from the water in the water tank. Minerals in the water leave limescale inside the steam generator. If limescale builds up, the oven takes longer to reach temperature, makes less steam and can eventually stop working. Damage caused by limescale is not covered by the guarantee.',
        'WARNING: Risk of burns. The oven interior, the door glass and the steam outlet stay hot for a long time after cooking. Let the oven cool down for at least 30 minutes before cleaning it.',
        'WARNING: Never use a steam cleaner or a high-pressure cleaner on the oven. Steam can reach live electrical parts and cause a short circuit.',
      ],
    },
    {
      heading: '6.2 Daily cleaning',
      paragraphs: ['After every use that produced steam:'],
      bullets: [
        'Empty the water tank and dry it with a soft cloth. Do not leave water standing in the tank overnight.',
        'Wipe the oven interior with a damp cloth and a little washing-up liquid, then dry it.',
        'Open the door fully for a few minutes so that the remaining moisture can escape.',
        'Empty and clean the drip tray under the door.',
      ],
    },
    {
      heading: '6.3 How often to descale',
      paragraphs: [
        'The display shows DESCALE when the oven has made a set amount of steam. How soon this happens depends on the hardness of your water, which you set when you first switched the oven on (see Chapter 2). With very hard water the message can appear after about 25 hours of steam cooking; with soft water after about 120 hours.',
        'You can postpone descaling up to 3 times by pressing OK. After that the steam functions are locked until the oven has been descaled. Oven functions without steam still work.',
      ],
    },
    {
      heading: '6.4 Descaling the oven step by step',
      paragraphs: [
        'Descaling takes about 90 minutes. You cannot stop the programme once it has started, so make sure you will be at home for that time.',
        'CAUTION: Use only Vaporo descaling tablets or a liquid descaler based on citric acid. Descalers based on vinegar or hydrochloric acid damage the seals and the steam generator.',
      ],
      bullets: [
        'Step 1. Dissolve 2 descaling tablets in 1 litre of lukewarm water, or mix 250 ml of liquid descaler with 750 ml of water.',
        'Step 2. Pour the solution into the water tank and slide the tank back in until it clicks.',
        'Step 3. Select Maintenance, then Descale, and press Start.',
        'Step 4. When the display shows RINSE, after about 60 minutes, remove the tank, empty it, rinse it and fill it with clean tap water up to the MAX mark.',
        'Step 5. Slide the tank back in and press OK. The oven rinses the steam generator twice.',
        'Step 6. When the display shows END, empty the tank and the drip tray and wipe the interior dry.',
      ],
    },
    {
      heading: '6.5 Cleaning the door seal and the glass',
      paragraphs: [
        'Clean the door seal with warm water only. Do not use cleaning products, as they make the seal brittle, and never remove the seal to clean behind it.',
        'The inner glass can be taken out for cleaning. Hold it by the edges and do not put it in the dishwasher. Scratched or chipped door glass can shatter: if the glass is damaged, stop using the oven and contact customer service.',
      ],
    },
    {
      heading: '6.6 What to do if …',
      paragraphs: [
        'The display shows E14 during descaling: the tank was not pushed in fully. Push it in until it clicks; the programme continues.',
        'Water collects under the oven: the drip tray is full or the door seal is damaged. Empty the tray; if water keeps appearing, switch the oven off at the fuse box and call customer service on 0800 496 0321.',
      ],
    },
  ],
};

/** A visitor policy in its printed form, and the later one-page update that changes two of its rules. */
export const VISITOR_POLICY: StructuredDocument = {
  title: 'Visitor Access Policy',
  runningHeader: 'Fabrikam Laboratories · Site Security · POL-SEC-012 · issued March',
  sections: [
    {
      heading: 'Purpose',
      paragraphs: [
        'Our site holds chemical stores, laboratory equipment and confidential research data. This policy makes sure that everyone on site who is not an employee is known, expected and accompanied, so that we can account for every person in an emergency.',
      ],
    },
    {
      heading: 'Booking a visitor',
      paragraphs: [
        'Every visitor must be booked in advance by the employee who will host them. Book visitors in the reception system at least 24 hours before they arrive, giving their name, company and the areas they need to enter. Reception will not admit a visitor who has not been booked.',
        'Contractors who will work on site need a permit to work from Facilities in addition to the booking.',
      ],
    },
    {
      heading: 'On arrival',
      paragraphs: [
        'Visitors sign in at main reception and show photo identification. They receive a red visitor badge, which they must wear visibly at all times and return when they leave. Reception calls the host, who collects the visitor from reception in person.',
      ],
    },
    {
      heading: 'During the visit',
      paragraphs: [
        'Hosts must accompany their visitors at all times, including to the toilets and the canteen. Visitors may not enter the laboratories or the chemical store without safety glasses and a laboratory coat, which the host provides. Visitors may not take photographs anywhere on site.',
        'If the fire alarm sounds, the host takes their visitors to the assembly point and reports them to the fire marshal.',
      ],
    },
    {
      heading: 'Leaving',
      paragraphs: [
        'Hosts walk their visitors back to reception, where the visitor signs out and returns the badge. A visitor who leaves without signing out will be counted as missing in an evacuation, so reception will call the host if a badge is not returned by 18:00.',
      ],
    },
    {
      heading: 'Questions',
      paragraphs: ['Contact Site Security on extension 2210 or security@fabrikam.example.'],
    },
  ],
};

/** A standard operating procedure as shops keep them in Word: scope, roles, numbered steps, a record line. */
export const CASH_UP_SOP: StructuredDocument = {
  title: 'SOP-RT-09 End-of-day cash-up',
  sections: [
    {
      heading: 'Scope',
      paragraphs: [
        'This procedure applies to every Harbour Home store with cash tills. It describes how the tills are counted and the takings secured at the end of each trading day. Follow it exactly: differences found later cannot be explained without the records it asks for.',
      ],
    },
    {
      heading: 'Roles',
      paragraphs: [
        'The cash-up is always done by two people: the duty manager and a second member of staff who did not work on the till being counted. Neither may leave the cash office while cash is out of the safe.',
      ],
    },
    {
      heading: 'Before you start',
      paragraphs: [],
      bullets: [
        '1. Wait until the store is closed and the front doors are locked. Never count cash while customers are in the store.',
        '2. Print the end-of-day till report for each till from the back-office system.',
        '3. Close the cash office door and switch on the camera above the counting desk.',
      ],
    },
    {
      heading: 'Counting each till',
      paragraphs: [],
      bullets: [
        '4. Take one drawer at a time into the cash office. Never carry two drawers at once.',
        '5. Leave the float of £150 in each drawer, counted in the denominations listed on the float sheet.',
        '6. Count the rest of the notes and coins twice, once by each person, and write both totals on the cash-up sheet.',
        '7. Compare the count with the till report. Record any difference on the sheet, however small.',
      ],
    },
    {
      heading: 'Differences',
      paragraphs: [
        'A difference of up to £5 is recorded and needs no further action. A difference of more than £5 must be reported to the area manager by e-mail the same evening, with the till number and the names of the staff who worked on that till. A difference of more than £50, or any difference on the same till three days running, is investigated by Loss Prevention.',
        'Never make up a shortfall from your own money and never take an overage out of the drawer. Both hide the cause and are treated as misconduct.',
      ],
    },
    {
      heading: 'Securing the takings',
      paragraphs: [],
      bullets: [
        '8. Put the takings in a tamper-evident bag, write the bag number on the cash-up sheet and seal it in front of the second person.',
        '9. Put the bag and the floats in the safe. The safe must be locked before either person leaves the cash office.',
        '10. Both people sign the cash-up sheet. File it in the cash-up folder; it is kept for two years.',
      ],
    },
    {
      heading: 'Banking',
      paragraphs: [
        'Sealed bags are collected by the security company on Tuesdays and Fridays. Never take takings to the bank yourself. If a collection is missed and the safe holds more than £5,000, call the duty area manager, who will arrange an extra collection.',
      ],
    },
    {
      heading: 'Document control',
      paragraphs: ['Owner: Retail Operations · Version 4 · Review due every 12 months · Questions: retail.ops@harbourhome.example'],
    },
  ],
};
