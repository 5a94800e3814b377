import { expect, type Page, test } from '@playwright/test';
import { createConfirmedAccount, signInOnboarded, uniqueEmail } from './support/accounts';
import { startProject } from './support/projects';

const avatarCards = (page: Page) => page.getByRole('list', { name: 'Avatars' }).getByRole('listitem');

test('a new creator makes a one-minute video with a presenter through the six steps and plays it', async ({ page }) => {
  test.setTimeout(300_000);
  const account = { name: 'Pat Presenter', email: uniqueEmail('presenter'), password: 'presenter-pass-1' };
  await createConfirmedAccount(page.request, account);
  await signInOnboarded(page, page.request, account, 'Pat');
  await startProject(page, 'Fire drill in two minutes', 'avatar');

  // Step 1: Context — one minute, the language, the brief.
  await expect(page.getByRole('button', { name: /Step 1: Context/ })).toBeVisible();
  await page.getByLabel('Video style').selectOption('executive-brief');
  await page.getByLabel('Duration').selectOption('60');
  await expect(page.getByLabel('Output language')).toHaveValue('en-US');
  await page
    .getByRole('textbox', { name: /Creative brief/ })
    .fill(
      'A one-minute fire drill briefing for new office staff: hear the alarm, leave by the nearest exit, never use the lifts, and meet at the assembly point in the car park.',
    );
  await page.getByRole('button', { name: 'Create Outline & Choose Avatar' }).click();

  // Step 2: Choose Your Avatar — Continue waits for a choice; the filters narrow the grid.
  await expect(page.getByRole('heading', { name: 'Choose Your Avatar' })).toBeVisible({ timeout: 60_000 });
  const continueButton = page.getByRole('button', { name: 'Continue', exact: true });
  await expect(continueButton).toBeDisabled();
  const all = await avatarCards(page).count();
  expect(all).toBe(17);
  await page.getByRole('group', { name: 'Gender' }).getByText('Male', { exact: true }).click();
  await page.getByRole('group', { name: 'Style' }).getByText('Formal', { exact: true }).click();
  await expect(avatarCards(page)).toHaveCount(2);
  await expect(avatarCards(page).getByText('Jeff')).toBeVisible();
  await expect(avatarCards(page).getByText('Max')).toBeVisible();
  await page.getByRole('group', { name: 'Gender' }).getByText('Female', { exact: true }).click();
  await page.getByRole('group', { name: 'Style' }).getByText('Casual', { exact: true }).click();
  await expect(avatarCards(page).getByText('Lisa')).toBeVisible();
  await expect(avatarCards(page).getByText('Harry')).toHaveCount(0);
  await page.getByRole('button', { name: /^Lisa · Casual sitting/ }).click();
  await expect(continueButton).toBeEnabled();
  await continueButton.click();

  // Step 3: the outline.
  await expect(page.getByRole('heading', { name: 'Review & Edit Outline' })).toBeVisible({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Generate Scripts' }).click();

  // Step 4: scripts, spoken by the presenter: no voice settings here.
  await expect(page.getByRole('heading', { name: 'Edit Narration Scripts' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByLabel('Voice')).toHaveCount(0);
  await expect(page.getByText(/Lisa speaks these scripts/)).toBeVisible();
  await page.getByRole('button', { name: 'Preview Slides', exact: true }).click();

  // Step 5: slides with the presenter where it will stand.
  await expect(page.getByRole('heading', { name: 'Preview Slides' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('img', { name: /^Slide 1:/ })).toBeVisible();
  await page.getByRole('button', { name: 'Generate Video', exact: true }).click();

  // Step 6: avatar minutes confirmed, the spec's progress panel, then the video plays.
  const confirm = page.getByRole('dialog', { name: 'Confirm Video Generation' });
  await expect(confirm).toBeVisible();
  await expect(confirm.getByText(/avatar/i).first()).toBeVisible();
  await confirm.getByRole('button', { name: 'Generate Video' }).click();
  await expect(page.getByRole('heading', { name: 'Creating Your Video' })).toBeVisible();
  await expect(page.getByRole('progressbar')).toBeVisible();

  const video = page.getByLabel('Your generated video');
  await expect(video).toBeVisible({ timeout: 240_000 });
  await expect(page.getByRole('link', { name: 'View in Projects' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Step 1: Context \(Locked - Video Completed\)/ })).toBeDisabled();
  await video.evaluate(async (el: HTMLVideoElement) => {
    el.muted = true;
    await el.play();
  });
  await expect.poll(() => video.evaluate((el: HTMLVideoElement) => el.readyState), { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
  await expect.poll(() => video.evaluate((el: HTMLVideoElement) => el.currentTime), { timeout: 20_000 }).toBeGreaterThan(0.3);

  // The minute was charged as avatar minutes: 3 − 1 = 2 left.
  const allowance = await page.request.get('/api/allowance');
  const body = (await allowance.json()) as { allowance: { avatar_used_minutes: number; avatar_remaining_minutes: number } };
  expect(body.allowance.avatar_used_minutes).toBe(1);
  expect(body.allowance.avatar_remaining_minutes).toBe(2);
});

test('a presenter video whose clips could not be fetched is resumed from the generate step and plays', async ({ browser }) => {
  test.setTimeout(300_000);
  const origin = process.env.E2E_AZURE_BASE_URL as string;
  const fakeAzure = process.env.E2E_FAKE_AZURE_URL as string;
  // This installation makes its presenters with Azure (a local server speaking its protocol).
  const context = await browser.newContext({ baseURL: origin });
  const page = await context.newPage();
  const account = { name: 'Robin Resume', email: uniqueEmail('resume'), password: 'resume-pass-1' };
  await createConfirmedAccount(page.request, account, origin);
  await signInOnboarded(page, page.request, account, 'Robin', origin);

  // A project whose outline and scripts are written, standing on the last step.
  const headers = { Origin: origin };
  const created = await page.request.post('/api/projects', { headers, data: { name: 'Badge access', purpose: 'Onboarding' } });
  const { project } = (await created.json()) as { project: { id: string } };
  const slide = (n: number, title: string, script: string) => ({
    id: `slide-${n}`,
    title,
    description: '',
    script,
    duration: 20,
    order: n,
    keyPoints: [title],
    templateId: 'bullet-points',
    visualCues: [],
    avatarVisible: true,
  });
  const saved = await page.request.patch(`/api/projects/${project.id}`, {
    headers,
    data: {
      flow_type: 'experimental',
      progress_data: {
        azureDuration: 60,
        selectedAvatar: 'max-business',
        avatarUrl: '/api/avatars/max-business/portrait.png',
        currentStep: 6,
        furthestStep: 6,
        selectedTheme: 'corporate-blue',
        slides: [
          slide(1, 'Your badge opens every door you need', 'Your badge opens every door you need. Keep it visible at all times.'),
          slide(2, 'Lost badges', 'If you lose your badge, tell reception the same day so it can be blocked.'),
        ],
      },
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);

  // The service makes the clips, but their links answer 404 for now.
  await page.request.post(`${fakeAzure}/__fake/options`, { data: { missingResults: 1000 } });
  await page.goto(`/project/${project.id}/avatar-flow`);
  await page.getByRole('button', { name: 'Generate Video', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm Video Generation' });
  await confirm.getByRole('button', { name: 'Generate Video' }).click();
  await expect(page.getByRole('heading', { name: 'Creating Your Video' })).toBeVisible();
  await expect(page.getByText('Video generation failed', { exact: true })).toBeVisible({ timeout: 200_000 });
  await expect(page.getByRole('alert').filter({ hasText: 'Backend error: 404' })).toBeVisible();
  const resume = page.getByRole('button', { name: 'Resume Video Creation' });
  await expect(resume).toBeVisible();

  // The links work again: resuming composes the clips already made and the video plays.
  await page.request.post(`${fakeAzure}/__fake/options`, { data: { missingResults: 0 } });
  await resume.click();
  const video = page.getByLabel('Your generated video');
  await expect(video).toBeVisible({ timeout: 120_000 });
  await video.evaluate(async (el: HTMLVideoElement) => {
    el.muted = true;
    await el.play();
  });
  await expect.poll(() => video.evaluate((el: HTMLVideoElement) => el.currentTime), { timeout: 20_000 }).toBeGreaterThan(0.3);
  const allowance = (await (await page.request.get('/api/allowance')).json()) as { allowance: { avatar_used_minutes: number } };
  expect(allowance.allowance.avatar_used_minutes).toBe(1);
  await context.close();
});
