import { expect, test } from '@playwright/test';
import { completeOnboarding, createConfirmedAccount, OWNER, signInOnboarded, signInThroughForm, uniqueEmail } from './support/accounts';

const REASON = 'Recording the safety refresher series for the night shift.';
const DENIAL = 'This quarter the avatar budget is spent; ask again in July.';

test('a request denied with a reason is seen by the requester on the dashboard and the profile', async ({ page, browser }) => {
  const member = { name: 'Dana Denied', email: uniqueEmail('denied'), password: 'denied-pass-1' };
  await createConfirmedAccount(page.request, member);
  await signInThroughForm(page, member.email, member.password);
  await completeOnboarding(page, 'Dana');

  // The creator asks for 15 avatar minutes from the profile's Video Allowance card.
  await page.getByRole('complementary', { name: 'Sidebar' }).getByRole('link', { name: 'Profile' }).click();
  await page.getByRole('button', { name: 'Request Avatar Time' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request More Time' });
  await dialog.getByRole('button', { name: '15 min' }).click();
  await dialog.getByLabel('Reason').fill(REASON);
  await dialog.getByRole('button', { name: 'Submit Request' }).click();
  await expect(page.getByText('Request Pending')).toBeVisible();

  // The installation's first account denies it, naming the kind in the dialog and typing a reason.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInOnboarded(admin, admin.request, OWNER, 'Olivia');
  await admin.getByRole('complementary', { name: 'Sidebar' }).getByRole('link', { name: 'Admin' }).click();
  const card = admin.getByRole('article').filter({ hasText: member.email });
  await expect(card.getByText(REASON)).toBeVisible();
  await card.getByRole('button', { name: `Deny request from ${member.email}` }).click();
  const deny = admin.getByRole('dialog', { name: 'Deny Request' });
  await expect(deny).toContainText('asked for 15 avatar minutes.');
  await deny.getByLabel('Reason for denial').fill(DENIAL);
  await deny.getByRole('button', { name: 'Deny Request' }).click();
  await expect(admin.getByTestId('toast-region')).toContainText('Request denied');

  // The answer reached the requester by mail too (the developer mailbox, as no SMTP server is set).
  await admin.goto('/dev/mailbox');
  await expect(
    admin
      .getByRole('article')
      .filter({ has: admin.getByRole('heading', { name: 'Your request for more minutes was denied', exact: true }) })
      .filter({ hasText: member.email })
      .first(),
  ).toContainText(DENIAL);
  await adminContext.close();

  // Dashboard: the denial and its reason, until dismissed. The open app reads a pending request
  // again every 30 s (spec 000 §9 cache), so the answer arrives without a reload.
  await page.getByRole('complementary', { name: 'Sidebar' }).getByRole('link', { name: 'Dashboard' }).click();
  const outcome = page.getByRole('status').filter({ hasText: 'Request Denied' });
  await expect(outcome).toContainText(`Your request for 15 avatar minutes was denied. Reason: ${DENIAL}`, { timeout: 45_000 });

  // Profile: the same answer above the request buttons, and the request in the history.
  await outcome.getByRole('link', { name: 'View Allowance' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText('Request Pending')).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'Request Denied' })).toContainText(DENIAL);
  await expect(page.getByRole('button', { name: 'Request Avatar Time' })).toBeVisible();
  const history = page.getByRole('list', { name: 'Request history' }).getByRole('listitem');
  await expect(history).toHaveCount(1);
  await expect(history.first()).toContainText('Denied');
  await expect(history.first()).toContainText(`Your reason: ${REASON}`);
  await expect(history.first()).toContainText(DENIAL);

  // Dismissed on the dashboard, the notice stays gone after a reload; the history keeps it.
  await page.getByRole('complementary', { name: 'Sidebar' }).getByRole('link', { name: 'Dashboard' }).click();
  await page.getByRole('status').filter({ hasText: 'Request Denied' }).getByRole('button', { name: 'Dismiss' }).click();
  await expect(page.getByText('Request Denied')).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Recent projects' })).toBeVisible();
  await expect(page.getByText('Request Denied')).toHaveCount(0);
});
