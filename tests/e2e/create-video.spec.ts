import { statSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { completeOnboarding, uniqueEmail } from './support/accounts';
import { openLinkFromMailbox } from './support/mailbox';
import { startProject } from './support/projects';

/** A small text-based PDF, as a trainer would upload their own policy. */
async function policyPdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([595, 842]);
  const lines = [
    'Safe Lifting Policy',
    'Always assess the load before lifting. Loads above 25 kg need two people or a trolley.',
    'Bend your knees, keep your back straight and hold the load close to your body.',
    'Never twist while carrying. Turn with your feet instead.',
    'Report any strain or injury to your supervisor on the same day.',
  ];
  for (const [i, text] of lines.entries()) page.drawText(text, { x: 50, y: 780 - i * 28, size: i === 0 ? 20 : 12, font });
  return Buffer.from(await pdf.save());
}

test('a new creator makes a one-minute video without avatar from a brief and a PDF, watches and downloads it', async ({ page }) => {
  test.setTimeout(300_000);
  const email = uniqueEmail('maker');
  const password = 'maker-pass-1';

  // Sign up and confirm through the developer mailbox.
  await page.goto('/signup');
  const signUp = page.getByRole('form', { name: 'Create account' });
  await signUp.getByLabel('Full Name').fill('Morgan Maker');
  await signUp.getByLabel('Email').fill(email);
  await signUp.getByLabel('Password', { exact: true }).fill(password);
  await signUp.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('dialog', { name: 'Check Your Email' })).toBeVisible();
  await openLinkFromMailbox(page, email, 'Confirm your Lectern account');
  await expect(page.getByRole('heading', { name: 'Email Confirmed!' })).toBeVisible();
  await page.getByRole('link', { name: 'Sign In to Your Account' }).click();
  const signIn = page.getByRole('form', { name: 'Sign in' });
  await signIn.getByLabel('Email').fill(email);
  await signIn.getByLabel('Password', { exact: true }).fill(password);
  await signIn.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await completeOnboarding(page, 'Morgan');

  // A project, then the kind of video.
  await startProject(page, 'Safe lifting refresher', 'native');

  // Step 1: brief, style, one minute, and a supporting PDF.
  await expect(page.getByRole('heading', { name: 'Create Microlearning Video' })).toBeVisible();
  await page
    .getByRole('textbox', { name: /Creative brief/ })
    .fill('A one-minute refresher for warehouse staff on lifting safely: assess the load, bend the knees, keep it close, never twist, and report injuries.');
  await page.getByLabel(/Video style/).selectOption('workshop-style');
  await page.getByLabel('Duration').selectOption('1');
  await expect(page.getByLabel('Output language')).toHaveValue('en-US');
  await page.getByRole('switch', { name: 'Supporting Materials' }).click();
  await page.getByLabel('Choose documents').setInputFiles({ name: 'safe-lifting-policy.pdf', mimeType: 'application/pdf', buffer: await policyPdf() });
  await expect(page.getByText('Successfully processed 1 of 1 documents')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('1/3 files')).toBeVisible();
  await expect(page.getByText('Ready', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Create Outline' }).click();

  // Step 2: the outline.
  await expect(page.getByRole('heading', { name: 'Review & Edit Outline' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText(/^Slide 1 of \d+$/)).toBeVisible();
  // A point taken from the PDF says so beneath it and opens its source in one click (issue 20 item 3).
  const fromPdf = page.getByRole('button', { name: /^from safe-lifting-policy\.pdf · p\. 1 · Safe Lifting Policy: show where this point comes from$/ });
  const next = page.getByRole('button', { name: 'Next', exact: true });
  while ((await fromPdf.count()) === 0 && (await next.isEnabled())) await next.click();
  await fromPdf.first().click();
  const source = page.getByRole('dialog', { name: 'Where this point comes from' });
  await expect(source.getByText('safe-lifting-policy.pdf')).toBeVisible();
  await expect(source.getByText('Safe Lifting Policy', { exact: true })).toBeVisible();
  // The excerpt is one of the PDF's own sentences, as written there.
  await expect(source.getByRole('blockquote')).toHaveText(
    /^(?:Always assess the load before lifting|Loads above 25 kg need two people or a trolley|Bend your knees, keep your back straight and hold the load close to your body|Never twist while carrying|Turn with your feet instead|Report any strain or injury to your supervisor on the same day)\.$/,
  );
  await source.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(source).toHaveCount(0);
  await page.getByRole('button', { name: 'Generate Scripts' }).click();

  // Step 3: narration.
  await expect(page.getByRole('heading', { name: 'Edit Narration Scripts' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText('No script', { exact: true })).toHaveCount(0);
  await expect(page.getByLabel('Voice')).not.toHaveValue('');
  await page.getByRole('button', { name: 'Preview Slides', exact: true }).click();

  // Step 4: styled slides drawn in the page.
  await expect(page.getByRole('heading', { name: 'Preview Slides' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('radio', { name: 'Ocean Teal' }).check({ force: true });
  await expect(page.getByRole('img', { name: /^Slide 1:/ })).toBeVisible();
  await page.getByRole('button', { name: 'Generate Video', exact: true }).click();

  // Step 5: confirm the minutes, follow the progress, then watch.
  const confirm = page.getByRole('dialog', { name: 'Confirm Video Generation' });
  await expect(confirm).toBeVisible();
  await expect(confirm.getByText('1 minute')).toBeVisible();
  await confirm.getByRole('button', { name: 'Generate Video' }).click();
  await expect(page.getByRole('heading', { name: 'Creating Your Video' })).toBeVisible();
  await expect(page.getByRole('progressbar')).toBeVisible();

  const video = page.getByLabel('Your generated video');
  await expect(video).toBeVisible({ timeout: 240_000 });
  await expect(page.getByRole('link', { name: 'View in Projects' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Step 1: Context \(Locked - Video Completed\)/ })).toBeDisabled();

  // It plays: enough data to show frames, and time moves on.
  await video.evaluate(async (el: HTMLVideoElement) => {
    el.muted = true;
    await el.play();
  });
  await expect.poll(() => video.evaluate((el: HTMLVideoElement) => el.readyState), { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
  await expect.poll(() => video.evaluate((el: HTMLVideoElement) => el.currentTime), { timeout: 20_000 }).toBeGreaterThan(0.3);

  // And it downloads.
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download video' }).click();
  const download = await downloading;
  const path = await download.path();
  expect(download.suggestedFilename()).toMatch(/\.(webm|mp4)$/);
  expect(statSync(path).size).toBeGreaterThan(10_000);

  await page.getByRole('link', { name: 'View in Projects' }).click();
  await expect(page).toHaveURL(/\/project\/[0-9a-f-]{36}\/view$/);
});
