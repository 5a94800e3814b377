/** Source material used by the engine tests: a small training document with headings, a list and contrasts. */
export const PHISHING_GUIDE = `# Phishing Awareness for New Employees

Phishing is the most common way attackers break into company systems. Every employee receives several phishing emails each month.

## How to Spot a Phishing Email
Attackers pretend to be trusted senders such as your bank or the IT department. Check the sender address carefully, because a single changed letter is a common trick. Urgent requests for passwords or payments are a warning sign. Hover over links before you click them.

## What to Do
- Report suspicious emails to the security team within one hour.
- Never enter your password on a page opened from an email link.
- Use the Report Phish button in Outlook.

## Before and After the Training
Before the training, one in five employees clicked on test phishing links. After the training, fewer than one in twenty did. You should always verify unexpected payment requests by phone.
`;

export const SHORT_BRIEF = 'Create a short video that teaches new cashiers how to handle refunds at the store counter.';

/** A brief addressed to the video maker, with its steps inside one sentence. */
export const INCIDENT_BRIEF = 'Teach staff to report incidents: stop, make safe, tell a supervisor, file the report the same day.';

/** A request to explain a policy, followed by the facts to explain. */
export const EXPENSES_BRIEF = `Explain to every employee how the new expense policy works. Receipts must be uploaded within 30 days of the purchase. Meals are reimbursed up to 40 euros a day when you travel overnight. Taxis are allowed only when no public transport runs, because trains and buses cost the company far less. Your manager approves each claim within five working days.`;

/** A longer document with sections, lists and reasons: a warehouse safety procedure. */
export const FORKLIFT_PROCEDURE = `# Forklift Safety in the Warehouse

Forklifts cause more serious injuries in our warehouses than any other equipment. Most accidents happen when a driver skips the daily check or carries a load that blocks the view.

## Before You Drive
Every driver completes the pre-shift inspection before the first lift of the day. Check the tyres, the brakes, the horn and the hydraulic hoses for leaks. A truck that fails any check is tagged out and reported to the shift lead.

## Driving and Lifting
Keep the forks low while the truck is moving, because a raised load makes the truck tip over in a turn. Drive in reverse when the load blocks your view. The speed limit inside the building is 8 kilometres per hour.

## Pedestrians
Pedestrians must stay inside the marked walkways at all times. Sound the horn at every blind corner and at the end of each aisle. Never lift a person on the forks or on a pallet.

## After Your Shift
Park the truck in the charging bay with the forks lowered to the floor. Remove the key and hand it back to the shift lead.
`;
