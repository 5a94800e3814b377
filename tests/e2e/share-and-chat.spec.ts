import { expect, test } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { baseUrl, createConfirmedAccount, OWNER, signInThroughForm, uniqueEmail } from './support/accounts';

async function handbookPdf() {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const pages = [
    ['Warehouse Safety Handbook', 'Everyone signs in at the front desk on arrival.'],
    ['Evacuation Procedures', 'When the fire alarm sounds, leave by the nearest exit.', 'The assembly point is the north car park beside the blue container.'],
  ];
  for (const lines of pages) {
    const page = doc.addPage([612, 792]);
    for (const [i, line] of lines.entries()) page.drawText(line, { x: 50, y: 720 - i * 20, size: 12, font });
  }
  return Buffer.from(await doc.save());
}

const SLIDES = [
  {
    id: 's1',
    title: 'Warehouse Safety',
    description: 'Your first day',
    script: 'Welcome to the warehouse. Sign in at the front desk.',
    duration: 4,
    order: 0,
    templateId: 'title-slide',
    keyPoints: [],
  },
  {
    id: 's2',
    title: 'Evacuation',
    description: '',
    script: 'When the alarm sounds, walk to the north car park.',
    duration: 4,
    order: 1,
    templateId: 'bullet-points',
    keyPoints: ['Leave by the nearest exit', 'Meet at the north car park'],
  },
];

test('an owner shares a video with chat mode and an anonymous viewer asks the assistant', async ({ page, request, browser }, testInfo) => {
  test.setTimeout(240_000);
  const trainer = { name: 'Tariq Trainer', email: uniqueEmail('trainer'), password: 'trainer-pass-1' };
  await createConfirmedAccount(request, trainer);
  const origin = { Origin: baseUrl() };
  const { token } = await (
    await request.post('/api/auth/sign-in/email', { headers: origin, data: { email: trainer.email, password: trainer.password } })
  ).json();
  const auth = { Authorization: `Bearer ${token}` };
  await request.put('/api/profile', {
    headers: auth,
    data: { username: 'Tariq', role: ['Training Specialist'], team_size: 'Just me', use_cases: ['Employee onboarding'], onboarding_completed: true },
  });

  // The trainer's project: a handbook, slides with narration, and a real render.
  const created = await request.post('/api/projects', { headers: auth, data: { name: 'Warehouse induction', purpose: 'Training & Education' } });
  expect(created.ok(), await created.text()).toBe(true);
  const { project } = await created.json();
  const upload = await request.post(`/api/projects/${project.id}/documents`, {
    headers: { ...auth, ...origin },
    multipart: { documents: { name: 'safety-handbook.pdf', mimeType: 'application/pdf', buffer: await handbookPdf() } },
  });
  expect(upload.ok(), await upload.text()).toBe(true);
  const patched = await request.patch(`/api/projects/${project.id}`, { headers: auth, data: { progress_data: { slides: SLIDES }, status: 'completed' } });
  expect(patched.ok(), await patched.text()).toBe(true);
  const queued = await request.post(`/api/projects/${project.id}/renders`, { headers: auth, data: { format: 'webm' } });
  expect(queued.ok(), await queued.text()).toBe(true);
  const render = await queued.json();
  await expect(async () => {
    const { render: r } = await (await request.get(`/api/renders/${render.id}`, { headers: auth })).json();
    expect(r.status).toBe('completed');
  }).toPass({ timeout: 150_000, intervals: [2_000] });

  // Chat mode is a premium feature: the admin switches it on for the trainer.
  await signInThroughForm(page, OWNER.email, OWNER.password);
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'User Management' }).click();
  const row = page.getByRole('listitem').filter({ hasText: trainer.email });
  await row.getByRole('switch', { name: 'Conversational mode' }).click();
  await expect(row.getByRole('switch', { name: 'Conversational mode' })).toHaveAttribute('aria-checked', 'true');
  await page.context().clearCookies();

  // The trainer enables chat mode through the confirmation dialog and shares the video.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
  await signInThroughForm(page, trainer.email, trainer.password);
  await page.goto(`/project/${project.id}/view`);
  const toggle = page.getByRole('switch', { name: /Chat Mode/ });
  await toggle.click();
  const dialog = page.getByRole('dialog', { name: 'Enable Conversational Mode' });
  await expect(dialog).toContainText('Setup may take a few minutes');
  await dialog.getByRole('button', { name: 'Enable Chat Mode' }).click();
  await expect(page.getByText('The Video Assistant is live on your shared video page.')).toBeVisible({ timeout: 30_000 });
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('button', { name: 'Share/Copy Link' }).click();
  await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
  const shareUrl = await page.evaluate(() => navigator.clipboard.readText());
  expect(shareUrl).toMatch(new RegExp(`^${baseUrl()}/share/[A-Za-z0-9_-]{22}$`));
  await page.screenshot({ path: testInfo.outputPath('project-view-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath('project-view-390.png'), fullPage: true });

  // Anonymous viewers, on a desktop and on a phone, each in a fresh browser context.
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    const context = await browser.newContext({ viewport });
    const viewer = await context.newPage();
    await viewer.goto(shareUrl);
    await expect(viewer.getByRole('heading', { name: 'Warehouse induction' })).toBeVisible();
    await expect(viewer.locator('meta[property="og:type"]')).toHaveAttribute('content', 'video.other');
    await expect(viewer.getByRole('link', { name: 'Create Your Own' })).toBeVisible();
    await expect(viewer.getByText(/\d+ views?/)).toBeVisible();
    await viewer.getByRole('button', { name: 'Ask the Video Assistant' }).click();
    const panel = viewer.getByRole('dialog', { name: 'Video Assistant' });
    await panel.getByLabel('Ask a question about the training materials...').fill('Where is the assembly point?');
    await panel.getByRole('button', { name: 'Send' }).click();
    await expect(panel.getByText('The assembly point is the north car park beside the blue container.')).toBeVisible();
    await expect(panel.getByText('safety-handbook.pdf, page 2')).toBeVisible();
    await viewer.screenshot({ path: testInfo.outputPath(`share-${viewport.width}.png`) });
    await context.close();
  }
});
