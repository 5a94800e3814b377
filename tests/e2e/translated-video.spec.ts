import { expect, test } from '@playwright/test';
import { createConfirmedAccount, signInOnboarded, uniqueEmail } from './support/accounts';
import { toSpanish } from './support/fake-libretranslate';
import { startProject } from './support/projects';

/**
 * Issue 11 item 2: a creator with language conversion makes a Spanish video. The installation
 * translates through a local server speaking LibreTranslate's API (playwright.config.ts), which
 * turns English into Spanish word by word (toSpanish), so what the screens and captions show can
 * be checked exactly.
 */
test('a creator with language conversion makes a Spanish video: translated outline and preview, Spanish captions', async ({ browser, playwright }) => {
  test.setTimeout(300_000);
  const origin = process.env.E2E_AZURE_BASE_URL as string;
  const headers = { Origin: origin };

  // The installation's admin (ADMIN_EMAILS) switches language conversion on for the creator.
  const creator = { name: 'Sofía Creadora', email: uniqueEmail('spanish'), password: 'spanish-pass-1' };
  const adminRequest = await playwright.request.newContext({ baseURL: origin });
  const admin = { name: 'Lina Linguist', email: process.env.E2E_AZURE_ADMIN_EMAIL as string, password: 'linguist-pass-1' };
  await createConfirmedAccount(adminRequest, admin, origin);
  await createConfirmedAccount(adminRequest, creator, origin);
  const signIn = await adminRequest.post('/api/auth/sign-in/email', { headers, data: { email: admin.email, password: admin.password } });
  expect(signIn.ok(), await signIn.text()).toBe(true);
  const { users } = (await (await adminRequest.get('/api/admin/users', { headers })).json()) as { users: { email: string; user_id: string }[] };
  const row = users.find((u) => u.email === creator.email);
  expect(row).toBeDefined();
  const features = await adminRequest.patch(`/api/admin/users/${row?.user_id}/features`, {
    headers,
    data: { has_language_conversion: true, language_conversion_quota: 3 },
  });
  expect(features.ok(), await features.text()).toBe(true);
  await adminRequest.dispose();

  const context = await browser.newContext({ baseURL: origin });
  const page = await context.newPage();
  await signInOnboarded(page, page.request, creator, 'Sofía', origin);

  await startProject(page, 'Safe lifting refresher', 'native');

  // Context: the brief in English, Spanish (Spain) as the output language.
  await page
    .getByRole('textbox', { name: /Creative brief/ })
    .fill('A one-minute refresher for warehouse staff on lifting safely: check the load, bend your knees, keep the load close to your body and never twist.');
  await page.getByLabel(/Video style/).selectOption('workshop-style');
  await page.getByLabel('Duration').selectOption('1');
  await page.getByLabel('Output language').selectOption('es-ES');
  await expect(page.getByText(/translated into this language when you reach Preview Slides/)).toBeVisible();
  await page.getByRole('button', { name: 'Create Outline' }).click();

  // Outline and scripts are written in English.
  await expect(page.getByRole('heading', { name: 'Review & Edit Outline' })).toBeVisible({ timeout: 60_000 });
  const englishTitle = (await page.locator('h3.text-xl').first().textContent()) ?? '';
  expect(englishTitle).not.toBe('');
  await page.getByRole('button', { name: 'Generate Scripts' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Narration Scripts' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText('No script', { exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Preview Slides', exact: true }).click();

  // Preview: the slides come back in Spanish.
  await expect(page.getByRole('heading', { name: 'Preview Slides' })).toBeVisible({ timeout: 60_000 });
  const spanishTitle = toSpanish(englishTitle);
  expect(spanishTitle).not.toBe(englishTitle);
  await expect(page.getByRole('img', { name: `Slide 1: ${spanishTitle}` })).toBeVisible({ timeout: 30_000 });

  // The outline switches between English and Spanish; the Spanish view is read-only.
  await page.getByRole('button', { name: /^Step 2: Outline/ }).click();
  await expect(page.getByRole('heading', { name: 'Review & Edit Outline' })).toBeVisible();
  await page.getByRole('radio', { name: 'Spanish (Spain)' }).check({ force: true });
  await expect(page.getByRole('heading', { level: 3, name: spanishTitle, exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit Slide' })).toHaveCount(0);
  await expect(page.getByText(/translated text is read-only/)).toBeVisible();
  await page.getByRole('radio', { name: 'English' }).check({ force: true });
  await expect(page.getByRole('heading', { level: 3, name: englishTitle, exact: true })).toBeVisible();

  // Back to Preview (the translation is reused), then generate.
  await page.getByRole('button', { name: /^Step 4: Preview Slides/ }).click();
  await expect(page.getByRole('img', { name: `Slide 1: ${spanishTitle}` })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Generate Video', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm Video Generation' });
  await confirm.getByRole('button', { name: 'Generate Video' }).click();

  const video = page.getByLabel('Your generated video');
  await expect(video).toBeVisible({ timeout: 240_000 });
  await video.evaluate(async (el: HTMLVideoElement) => {
    el.muted = true;
    await el.play();
  });
  await expect.poll(() => video.evaluate((el: HTMLVideoElement) => el.currentTime), { timeout: 20_000 }).toBeGreaterThan(0.3);

  // Its captions are Spanish: the track says so and the cues are the translated script.
  const track = video.locator('track[kind="captions"]');
  await expect(track).toHaveAttribute('srclang', 'es-ES');
  const captionsUrl = (await track.getAttribute('src')) ?? '';
  const vtt = await (await page.request.get(captionsUrl)).text();
  expect(vtt).toMatch(/^WEBVTT/);
  expect(vtt).toMatch(/\b(el|su|de|y|con|para|usted|carga|rodillas)\b/i);
  expect(vtt).not.toMatch(/\b(the|your|and|with)\b/i);
  await context.close();
});
