import { expect, type Page, test } from '@playwright/test';
import { completeOnboarding, createConfirmedAccount, OWNER, signInOnboarded, signInThroughForm, uniqueEmail } from './support/accounts';

const statValue = (page: Page, term: string) => page.getByText(term, { exact: true }).locator('xpath=following-sibling::dd[1]');

test('a creator asks for more minutes, the admin approves a custom amount, and the profile shows the new total', async ({ page, browser }) => {
  const member = { name: 'Riley Requester', email: uniqueEmail('requester'), password: 'requester-pass-1' };
  await createConfirmedAccount(page.request, member);
  await signInThroughForm(page, member.email, member.password);
  await completeOnboarding(page, 'Riley');

  // Spec 000 §2 "Profile": the Video Allowance card with the defaults (3 avatar + 10 non-avatar minutes).
  await page.getByRole('complementary', { name: 'Sidebar' }).getByRole('link', { name: 'Profile' }).click();
  await expect(page.getByRole('heading', { name: 'Video Allowance' })).toBeVisible();
  await expect(statValue(page, 'Total granted')).toHaveText('13.0m');

  await page.getByRole('button', { name: 'Request Non-Avatar Time' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request More Time' });
  await expect(dialog.getByLabel('Additional minutes')).toHaveValue('5');
  await dialog.getByRole('button', { name: 'Submit Request' }).click();
  await expect(dialog.getByText('Please provide a reason for your request')).toBeVisible();
  await dialog.getByRole('button', { name: '10 min' }).click();
  await dialog.getByLabel('Reason').fill('Recording the new-hire onboarding series this week.');
  await dialog.getByRole('button', { name: 'Submit Request' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('Request Pending')).toBeVisible();
  await expect(page.getByText(/You asked for 10 non-avatar minutes/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Request Non-Avatar Time' })).toHaveCount(0);

  // The installation's first account administers it and approves 7 minutes instead of 10.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInOnboarded(admin, admin.request, OWNER, 'Olivia');
  await admin.getByRole('complementary', { name: 'Sidebar' }).getByRole('link', { name: 'Admin' }).click();
  await expect(admin.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await expect(admin.getByRole('button', { name: 'Pending' })).toHaveAttribute('aria-pressed', 'true');
  const card = admin.getByRole('article').filter({ hasText: member.email });
  await expect(card.getByText('Recording the new-hire onboarding series this week.')).toBeVisible();
  await card.getByRole('button', { name: `Approve request from ${member.email}` }).click();
  const approve = admin.getByRole('dialog', { name: 'Approve Request' });
  await approve.getByLabel('Custom amount (optional)').fill('7');
  await approve.getByRole('button', { name: 'Approve 7 minutes' }).click();
  await expect(admin.getByText('Request approved successfully')).toBeVisible();
  await expect(admin.getByRole('article').filter({ hasText: member.email })).toHaveCount(0);
  await adminContext.close();

  // Back on the creator's profile: 10 + 7 non-avatar minutes, and the request buttons are back.
  await page.reload();
  await expect(statValue(page, 'Total granted')).toHaveText('20.0m');
  await expect(page.getByText('17.0m', { exact: true })).toBeVisible();
  await expect(page.getByText('Request Pending')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Request Non-Avatar Time' })).toBeVisible();
  await expect(page.getByText('Approved request: Recording the new-hire onboarding series this week.')).toBeVisible();
});
