import { expect, test } from '@playwright/test';
import { completeOnboarding, createConfirmedAccount, OWNER, signInThroughForm, uniqueEmail } from './support/accounts';

const sidebar = (page: import('@playwright/test').Page) => page.getByRole('complementary', { name: 'Sidebar' });

test('the first account of the installation sees the Admin link and the admin dashboard', async ({ page }) => {
  await signInThroughForm(page, OWNER.email, OWNER.password);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Olivia');
  await expect(sidebar(page).getByRole('link', { name: 'Admin' })).toBeVisible();
  await sidebar(page).getByRole('link', { name: 'Admin' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  // Spec 000 §2 "Admin dashboard": three tabs.
  for (const tab of ['Allowance Requests', 'User Management', 'Analytics']) await expect(page.getByRole('tab', { name: new RegExp(tab) })).toBeVisible();
  await expect(page.getByText('Access Denied')).toHaveCount(0);
});

test('a later account has no Admin link and /admin shows Access Denied', async ({ page, request }) => {
  const member = { name: 'Morgan Member', email: uniqueEmail('member'), password: 'member-pass-1' };
  await createConfirmedAccount(request, member);
  await signInThroughForm(page, member.email, member.password);
  await completeOnboarding(page, 'Morgan');

  const nav = sidebar(page);
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Projects' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Profile' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Admin' })).toHaveCount(0);

  await page.goto('/admin');
  await expect(page.getByText('Access Denied')).toBeVisible();
  await expect(page.getByText("You don't have permission to access the admin dashboard.")).toBeVisible();
});
