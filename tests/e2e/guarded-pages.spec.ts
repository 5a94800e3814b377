import { expect, test } from '@playwright/test';

// Spec 000 §2: protected pages redirect to / when no session exists.
for (const path of ['/dashboard', '/profile', '/projects', '/admin']) {
  test(`${path} sends a signed-out visitor to the landing page`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Start Free' }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: /log ?out/i })).toHaveCount(0);
  });
}

test('an unknown page shows "Page not found" with a way home', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});
