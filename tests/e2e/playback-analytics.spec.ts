import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { baseUrl, OWNER, signInThroughForm } from './support/accounts';
import { FIRE_QUIZ, fireQuizVideo } from './support/fire-quiz';

/** The assistant's source: the video's own words, so chat mode can be switched on. */
const FIRE_PLAN = 'Fire plan. When the alarm sounds, leave by the nearest exit. Everyone meets at the north car park beside the blue container.';
const VIEWER_QUESTION = 'Is there parking for visitors?';

const player = (page: Page) => page.locator('video').first();
const position = (page: Page) => player(page).evaluate((v: HTMLVideoElement) => v.currentTime);
/** The share page's playback events reach the server (decision 182): waited for, never slept on. */
const eventsSent = (page: Page) => page.waitForResponse((r) => r.url().endsWith('/events') && r.request().method() === 'POST');

test('an anonymous viewer watches part of a shared video, answers its quiz and asks the assistant; the owner sees the view, the drop-off, the answer and the question', async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.setTimeout(300_000);
  const video = await fireQuizVideo(request, 'analytics-owner');
  const origin = { Origin: baseUrl() };

  // Chat mode for the shared page: a document, the feature switched on by the admin, then by the owner.
  const upload = await request.post(`/api/projects/${video.projectId}/documents`, {
    headers: { ...video.auth, ...origin },
    multipart: { documents: { name: 'fire-plan.txt', mimeType: 'text/plain', buffer: Buffer.from(FIRE_PLAN) } },
  });
  expect(upload.ok(), await upload.text()).toBe(true);
  const admin = await (await request.post('/api/auth/sign-in/email', { headers: origin, data: { email: OWNER.email, password: OWNER.password } })).json();
  const adminAuth = { Authorization: `Bearer ${admin.token}` };
  const { users } = await (await request.get('/api/admin/users', { headers: adminAuth })).json();
  const trainer = (users as { user_id: string; email: string }[]).find((u) => u.email === video.account.email);
  const switched = await request.patch(`/api/admin/users/${trainer?.user_id}/features`, { headers: adminAuth, data: { conversational_mode_enabled: true } });
  expect(switched.ok(), await switched.text()).toBe(true);
  const enabled = await request.post(`/api/projects/${video.projectId}/conversational-mode`, { headers: video.auth, data: { enabled: true } });
  expect(enabled.ok(), await enabled.text()).toBe(true);
  await expect(async () => {
    const mode = await (await request.get(`/api/projects/${video.projectId}/conversational-mode`, { headers: video.auth })).json();
    expect(mode.embeddings_status).toBe('completed');
  }).toPass({ timeout: 60_000, intervals: [1_000] });
  const shared = await request.post('/api/videos/share', { headers: video.auth, data: { videoId: video.videoId, title: 'Fire Quiz' } });
  expect(shared.ok(), await shared.text()).toBe(true);
  const { slug } = await shared.json();

  // An anonymous viewer, in a browser of their own.
  const context = await browser.newContext();
  const viewer = await context.newPage();
  await viewer.goto(`/share/${slug}`);
  await expect(viewer.getByLabel('Fire Quiz', { exact: true })).toBeVisible();
  await player(viewer).evaluate(async (v: HTMLVideoElement) => {
    v.muted = true;
    await v.play();
  });
  const asked = viewer.getByRole('region', { name: 'Quick question' });
  await expect(asked).toBeVisible({ timeout: 40_000 });
  await asked.getByRole('radio', { name: 'A. The north car park' }).check();
  const answerSent = eventsSent(viewer);
  await asked.getByRole('button', { name: 'Check answer' }).click();
  await expect(asked.getByRole('status')).toContainText('Right!');
  expect((await answerSent).status()).toBe(200);
  await asked.getByRole('button', { name: 'Continue' }).click();
  await expect(asked).toBeHidden();
  // Part of the video: a few seconds into the quiz slide, then the viewer stops (a pause sends what was watched).
  const stopAt = Math.min(video.duration * 0.6, (await position(viewer)) + 2);
  await expect.poll(() => position(viewer), { timeout: 30_000 }).toBeGreaterThan(stopAt);
  const watchedSent = eventsSent(viewer);
  await player(viewer).evaluate((v: HTMLVideoElement) => v.pause());
  expect((await watchedSent).status()).toBe(200);
  const watched = (await position(viewer)) / video.duration;
  expect(watched).toBeLessThan(0.9);

  await viewer.getByRole('button', { name: 'Ask the Video Assistant' }).click();
  const panel = viewer.getByRole('dialog', { name: 'Video Assistant' });
  await panel.getByLabel('Ask a question about the training materials...').fill(VIEWER_QUESTION);
  const questionSent = eventsSent(viewer);
  await panel.getByRole('button', { name: 'Send' }).click();
  expect((await questionSent).status()).toBe(200);
  await expect(panel.getByText(VIEWER_QUESTION)).toBeVisible();
  await context.close();

  // The owner, on the project view.
  await signInThroughForm(page, video.account.email, video.account.password);
  await page.goto(`/project/${video.projectId}/view`);
  const analytics = page.getByRole('region', { name: 'Analytics' });
  const card = analytics.getByRole('article', { name: 'Fire Quiz' });
  const figure = (term: string) =>
    card
      .locator('dl > div')
      .filter({ has: page.getByText(term, { exact: true }) })
      .locator('dd')
      .first();
  await expect(figure('Unique viewers')).toHaveText('1');
  await expect(figure('Page views')).toHaveText('1');
  // Watched in part: neither nothing nor complete.
  await expect(figure('Completion rate')).toHaveText('0%');
  await expect(figure('Average watched')).not.toHaveText('0%');

  // The drop-off: the viewer reached both slides, named by their titles.
  const slides = card.getByRole('table', { name: 'Viewers who reached each slide' });
  await expect(slides.getByRole('row')).toHaveText(['SlideViewersShare of viewers', '1. Fire Safety1100%', '2. Quick Quiz1100%']);
  await expect(card.getByText('1 of 1 viewer reached the last slide (100%).')).toBeVisible();
  await expect(card.locator('[data-chart="drop-off"] canvas')).toBeVisible();
  await expect(card.locator('[data-chart="viewers"] canvas')).toBeVisible();

  // The answer, right first time.
  const quiz = card.getByRole('region', { name: 'Quiz answers' });
  await expect(quiz.getByText(FIRE_QUIZ.question)).toBeVisible();
  await expect(quiz).toContainText('100% right first time');
  await expect(quiz).toContainText('1 of 1 viewer');

  // The question, on the list of what to add to the materials.
  const questions = card.getByRole('region', { name: 'Questions viewers asked' });
  await expect(questions).toContainText('1 question asked in this period.');
  await expect(questions.getByRole('listitem').filter({ hasText: VIEWER_QUESTION })).toBeVisible();

  await expect(analytics.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', `/api/projects/${video.projectId}/analytics.csv?days=30`);
  await analytics.getByRole('radio', { name: '7 days' }).check();
  await expect(figure('Unique viewers')).toHaveText('1');
  await expect(card.getByText('in the last 7 days')).toBeVisible();
  await page.mouse.move(0, 0);
  await analytics.screenshot({ path: testInfo.outputPath('analytics-1280.png') });
  const { violations } = await new AxeBuilder({ page }).include('section[aria-labelledby="analytics-title"]').withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(violations.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(card.locator('[data-chart="drop-off"] canvas')).toBeVisible();
  // Nothing wider than a phone's screen: no sideways scrolling.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await analytics.screenshot({ path: testInfo.outputPath('analytics-360.png') });
});
