import { expect, type Locator, type Page, test } from '@playwright/test';
import { createConfirmedAccount, signInOnboarded, uniqueEmail } from './support/accounts';
import { startProject } from './support/projects';

/** The minutes a user has used, as the allowance API reports them. */
async function usedMinutes(page: Page): Promise<number> {
  const res = await page.request.get('/api/allowance');
  expect(res.ok(), await res.text()).toBe(true);
  const { allowance } = (await res.json()) as { allowance: { avatar_used_minutes: number; non_avatar_used_minutes: number } };
  return allowance.avatar_used_minutes + allowance.non_avatar_used_minutes;
}

/** Waits until the video element knows its picture size and returns it. */
async function pictureSize(video: Locator) {
  await expect.poll(() => video.evaluate((el: HTMLVideoElement) => el.videoWidth), { timeout: 30_000 }).toBeGreaterThan(0);
  return video.evaluate((el: HTMLVideoElement) => ({ width: el.videoWidth, height: el.videoHeight }));
}

/** The on-screen box is taller than wide (a vertical player), not a landscape box with bars. */
async function expectTallerThanWide(target: Locator) {
  const box = await target.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.height).toBeGreaterThan(box!.width * 1.5);
}

/** The caption track is offered but left off: the captions are already burned into the picture. */
async function expectCaptionTrackOff(video: Locator) {
  const mode = await video.evaluate((el: HTMLVideoElement) => Array.from(el.textTracks).find((t) => t.kind === 'captions')?.mode ?? 'missing');
  expect(mode).toBe('disabled');
}

/** The cues of the video's chapters track, once the browser has loaded it. */
async function chapterCues(video: Locator): Promise<string[]> {
  await video.evaluate((el: HTMLVideoElement) => {
    for (const track of Array.from(el.textTracks)) if (track.kind === 'chapters') track.mode = 'hidden';
  });
  let cues: string[] = [];
  await expect(async () => {
    cues = await video.evaluate((el: HTMLVideoElement) => {
      const track = Array.from(el.textTracks).find((t) => t.kind === 'chapters');
      return Array.from(track?.cues ?? []).map((cue) => (cue as VTTCue).text);
    });
    expect(cues.length).toBeGreaterThan(0);
  }).toPass({ timeout: 20_000 });
  return cues;
}

async function plays(video: Locator) {
  await video.evaluate(async (el: HTMLVideoElement) => {
    el.muted = true;
    await el.play();
  });
  await expect.poll(() => video.evaluate((el: HTMLVideoElement) => el.currentTime), { timeout: 20_000 }).toBeGreaterThan(0.3);
}

test('a creator publishes a vertical MP4 with burned-in captions and music, makes a free WebM copy and shares the vertical player', async ({ page }) => {
  test.setTimeout(600_000);
  const account = { name: 'Valentina Vertical', email: uniqueEmail('vertical'), password: 'vertical-pass-1' };
  await createConfirmedAccount(page.request, account);
  await signInOnboarded(page, page.request, account, 'Val');

  await startProject(page, 'Ladder safety for reels', 'native');

  // A short brief, one minute.
  await page
    .getByRole('textbox', { name: /Creative brief/ })
    .fill('A one-minute reel for site staff on ladder safety: check the feet, three points of contact, never overreach.');
  await page.getByLabel(/Video style/).selectOption('workshop-style');
  await page.getByLabel('Duration').selectOption('1');
  await page.getByRole('button', { name: 'Create Outline' }).click();
  await expect(page.getByRole('heading', { name: 'Review & Edit Outline' })).toBeVisible({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Generate Scripts' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Narration Scripts' })).toBeVisible({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Preview Slides', exact: true }).click();

  // Preview Slides: the previews start landscape and turn vertical with the shape.
  await expect(page.getByRole('heading', { name: 'Preview Slides' })).toBeVisible({ timeout: 30_000 });
  const preview = page.getByRole('img', { name: /^Slide 1:/ }).first();
  await expect(preview).toBeVisible();
  const landscape = await preview.boundingBox();
  expect(landscape!.width).toBeGreaterThan(landscape!.height);
  await page.getByRole('radio', { name: 'Vertical 9:16' }).check({ force: true });
  await expect(async () => {
    const box = await page
      .getByRole('img', { name: /^Slide 1:/ })
      .first()
      .boundingBox();
    expect(box!.height).toBeGreaterThan(box!.width * 1.5);
  }).toPass({ timeout: 10_000 });
  await page.getByRole('button', { name: 'Generate Video', exact: true }).click();

  // Generate Video: the confirmation opens first; the publishing options sit behind it.
  const confirm = page.getByRole('dialog', { name: 'Confirm Video Generation' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('Vertical 9:16', { exact: true })).toBeVisible();
  const slideCount = Number(
    await page
      .locator('dt', { hasText: /^Slides$/ })
      .locator('xpath=following-sibling::dd')
      .textContent(),
  );
  expect(slideCount).toBeGreaterThan(1);
  await page.getByRole('radio', { name: 'MP4' }).check({ force: true });
  const burn = page.getByRole('switch', { name: 'Burn captions into the picture' });
  await burn.click();
  await expect(burn).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('radio', { name: 'Calm Focus', exact: true }).check();
  await expect(page.getByLabel('Music volume')).toBeEnabled();
  const usedBefore = await usedMinutes(page);

  await page.getByRole('button', { name: 'Generate Video', exact: true }).click();
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Generate Video' }).click();
  await expect(page.getByRole('heading', { name: 'Creating Your Video' })).toBeVisible();

  const finished = page.getByLabel('Your generated video');
  await expect(finished).toBeVisible({ timeout: 360_000 });
  await expectCaptionTrackOff(finished);
  await expect(page.getByText(/^MP4 · Vertical 9:16 · Captions in the picture · Calm Focus music at \d+%\./)).toBeVisible();
  const usedAfterVideo = await usedMinutes(page);
  expect(usedAfterVideo).toBe(usedBefore + 1);

  // The project view plays it in its shape, with one chapter per slide.
  await page.getByRole('link', { name: 'View in Projects' }).click();
  await expect(page).toHaveURL(/\/project\/[0-9a-f-]{36}\/view$/);
  const player = page.getByLabel(/^Video: .*\.mp4$/);
  await expect(player).toBeVisible({ timeout: 20_000 });
  expect(await pictureSize(player)).toEqual({ width: 1080, height: 1920 });
  await expectTallerThanWide(player);
  expect(await chapterCues(player)).toHaveLength(slideCount);
  await expectCaptionTrackOff(player);
  await plays(player);

  // The WebM copy is made without using minutes.
  await expect(page.getByText('Free: the project is unchanged since this video.')).toBeVisible();
  await page.getByRole('button', { name: 'Make a WebM copy' }).click();
  await expect(page.getByRole('link', { name: 'Download WebM' })).toBeVisible({ timeout: 300_000 });
  await expect(page.getByRole('link', { name: 'Download MP4' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Make a WebM copy' })).toHaveCount(0);
  expect(await usedMinutes(page)).toBe(usedAfterVideo);

  // Shared through the embed dialog: the share page shows the vertical player, embedded too.
  await page.getByRole('button', { name: 'Embed', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Embed this video' });
  const code = await dialog.getByLabel('Embed code').inputValue();
  const [, src, width, height] = code.match(/src="([^"]+)" width="(\d+)" height="(\d+)"/) ?? [];
  expect(Number(height)).toBeGreaterThan(Number(width));
  const shareUrl = new URL(src!);
  await page.goto(shareUrl.pathname);
  const shared = page.locator('video');
  await expect(shared).toBeVisible({ timeout: 20_000 });
  expect((await pictureSize(shared)).height).toBe(1920);
  await expectTallerThanWide(shared);
  expect(await chapterCues(shared)).toHaveLength(slideCount);
  await expectCaptionTrackOff(shared);
  await plays(shared);

  await page.setViewportSize({ width: Number(width), height: Number(height) });
  await page.goto(`${shareUrl.pathname}${shareUrl.search}`);
  const embedded = page.locator('video');
  await expect(embedded).toBeVisible({ timeout: 20_000 });
  await expectTallerThanWide(embedded);
});
