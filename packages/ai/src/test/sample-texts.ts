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
