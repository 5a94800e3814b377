import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { baseUrl, createConfirmedAccount, OWNER, signInThroughForm, uniqueEmail } from './support/accounts';

/**
 * WCAG 2 A/AA checks (axe-core) on every finished screen, at desktop and phone widths, plus the
 * keyboard: visible focus, dialogs that trap focus, close on Escape and hand focus back.
 */
const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 360, height: 780 },
] as const;

async function expectNoAxeViolations(page: Page, screen: string) {
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    const found = violations.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
    expect(found, `${screen} at ${viewport.width} px`).toEqual([]);
  }
  await page.setViewportSize(VIEWPORTS[0]);
}

/** Tabs through the first `count` stops and checks each shows a focus indicator (outline or ring). */
async function expectVisibleFocus(page: Page, screen: string, count = 12) {
  await page.locator('body').click({ position: { x: 1, y: 1 } });
  for (let i = 0; i < count; i++) {
    await page.keyboard.press('Tab');
    const focus = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      const style = getComputedStyle(el);
      const outlined = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
      // A focus ring is a box-shadow that differs from the element's resting shadow (buttons have one too).
      const focusedShadow = style.boxShadow;
      el.blur();
      const restingShadow = getComputedStyle(el).boxShadow;
      el.focus();
      const ringed = focusedShadow !== 'none' && focusedShadow !== restingShadow;
      // Tiles whose real input is visually small show focus on the wrapping label (has-[:focus-visible]).
      const label = el.closest('label');
      const labelStyle = label ? getComputedStyle(label) : null;
      const labelled = !!labelStyle && labelStyle.outlineStyle !== 'none' && Number.parseFloat(labelStyle.outlineWidth) > 0;
      return {
        name: `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`,
        visible: outlined || ringed || labelled,
      };
    });
    if (!focus) continue;
    expect(focus.visible, `${screen}: focus indicator on ${focus.name}`).toBe(true);
  }
}

/** A modal dialog keeps Tab and Shift+Tab inside, closes on Escape and returns focus to its opener. */
async function expectDialogKeyboard(page: Page, opener: Locator, name: string | RegExp) {
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await expect.poll(() => dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press(i % 3 === 2 ? 'Shift+Tab' : 'Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement)), `focus stays in "${name}"`).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
}

async function handbookPdf() {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([612, 792]);
  for (const [i, line] of [
    'Warehouse Safety Handbook',
    'Everyone signs in at the front desk on arrival.',
    'The assembly point is the north car park.',
  ].entries()) {
    page.drawText(line, { x: 50, y: 720 - i * 20, size: 12, font });
  }
  return Buffer.from(await doc.save());
}

const SLIDES = [
  {
    id: 's1',
    title: 'Warehouse Safety',
    description: 'Your first day',
    script: 'Welcome to the warehouse.',
    duration: 2,
    order: 0,
    templateId: 'title-slide',
    keyPoints: [],
  },
  {
    id: 's2',
    title: 'Evacuation',
    description: '',
    script: 'Walk to the north car park.',
    duration: 2,
    order: 1,
    templateId: 'bullet-points',
    keyPoints: ['Leave by the nearest exit', 'Meet at the north car park'],
  },
];

async function bearer(request: APIRequestContext, account: { email: string; password: string }) {
  const res = await request.post('/api/auth/sign-in/email', { headers: { Origin: baseUrl() }, data: account });
  expect(res.ok(), await res.text()).toBe(true);
  return { Authorization: `Bearer ${(await res.json()).token}` };
}

/** A creator with one rendered, shared video whose assistant is ready, and one draft project. */
async function creatorWithSharedVideo(request: APIRequestContext) {
  const creator = { name: 'Aria Access', email: uniqueEmail('a11y'), password: 'a11y-pass-1' };
  await createConfirmedAccount(request, creator);
  const auth = await bearer(request, creator);
  const profile = await request.put('/api/profile', {
    headers: auth,
    data: { username: 'Aria', role: ['Educator'], team_size: 'Just me', use_cases: ['Educational Content'], onboarding_completed: true },
  });
  expect(profile.ok(), await profile.text()).toBe(true);
  const { project } = await (
    await request.post('/api/projects', { headers: auth, data: { name: 'Warehouse induction', purpose: 'Training & Education' } })
  ).json();
  await request.post('/api/projects', { headers: auth, data: { name: 'Quarterly product update', purpose: 'Marketing & Sales' } });
  const upload = await request.post(`/api/projects/${project.id}/documents`, {
    headers: { ...auth, Origin: baseUrl() },
    multipart: { documents: { name: 'safety-handbook.pdf', mimeType: 'application/pdf', buffer: await handbookPdf() } },
  });
  expect(upload.ok(), await upload.text()).toBe(true);
  await request.patch(`/api/projects/${project.id}`, { headers: auth, data: { progress_data: { slides: SLIDES }, status: 'completed' } });
  const render = await (await request.post(`/api/projects/${project.id}/renders`, { headers: auth, data: { format: 'webm' } })).json();
  await expect(async () => {
    const { render: r } = await (await request.get(`/api/renders/${render.id}`, { headers: auth })).json();
    expect(r.status).toBe('completed');
  }).toPass({ timeout: 150_000, intervals: [2_000] });

  // Chat mode is switched on for the creator by the admin, then for the project.
  const admin = await bearer(request, OWNER);
  const { users } = await (await request.get('/api/admin/users', { headers: admin })).json();
  const row = users.find((u: { email: string }) => u.email === creator.email);
  await request.patch(`/api/admin/users/${row.user_id}/features`, { headers: admin, data: { conversational_mode_enabled: true } });
  const chat = await request.post(`/api/projects/${project.id}/conversational-mode`, { headers: auth, data: { enabled: true } });
  expect(chat.ok(), await chat.text()).toBe(true);
  await expect(async () => {
    const state = await (await request.get(`/api/projects/${project.id}/conversational-mode`, { headers: auth })).json();
    expect(state.embeddings_status).toBe('completed');
  }).toPass({ timeout: 60_000, intervals: [1_000] });

  const { videos } = await (await request.get(`/api/projects/${project.id}/videos`, { headers: auth })).json();
  const share = await request.post('/api/videos/share', {
    headers: auth,
    data: { videoId: videos[0].id, title: 'Warehouse induction', description: 'Your first day.' },
  });
  expect(share.ok(), await share.text()).toBe(true);
  const { slug } = await share.json();
  return { creator, projectId: project.id as string, slug: slug as string };
}

test('public pages pass WCAG 2 A/AA checks and show focus', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page, 'landing');
  await expectVisibleFocus(page, 'landing');

  await page.goto('/login');
  await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
  await expectNoAxeViolations(page, 'login');
  await expectVisibleFocus(page, 'login', 6);
  // The error state is announced and still passes.
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page.getByText('Please enter your email address first.')).toBeVisible();
  await expectNoAxeViolations(page, 'login with an error');

  await page.goto('/signup');
  await expect(page.getByLabel('Full Name')).toBeVisible();
  await expectNoAxeViolations(page, 'signup');

  await page.goto('/signup?confirm=true&email=someone%40lectern.test');
  await expect(page.getByRole('dialog', { name: 'Check Your Email' })).toBeVisible();
  await expectNoAxeViolations(page, 'check-email dialog');

  for (const [path, heading] of [
    ['/email-confirmed', 'Email Confirmed!'],
    ['/reset-password', 'Reset your password'],
    ['/no-such-page', 'Page not found'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    await expectNoAxeViolations(page, path);
  }
});

test('signed-in screens, the admin dashboard and a share page pass WCAG 2 A/AA checks; dialogs work from the keyboard', async ({ page, browser, request }) => {
  test.setTimeout(300_000);
  const { creator, projectId, slug } = await creatorWithSharedVideo(request);

  await signInThroughForm(page, creator.email, creator.password);
  await expect(page.getByRole('heading', { name: 'Welcome back, Aria!' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View Video: Warehouse induction' })).toBeVisible();
  await expectNoAxeViolations(page, 'dashboard');
  await expectVisibleFocus(page, 'dashboard');
  const create = page.getByRole('main').getByRole('button', { name: 'Create Project' });
  await create.click();
  await expect(page.getByRole('dialog', { name: 'Create Project' })).toBeVisible();
  await expectNoAxeViolations(page, 'create-project dialog');
  await page.keyboard.press('Escape');
  await expectDialogKeyboard(page, create, 'Create Project');

  await page.goto('/projects');
  await expect(page.getByRole('tab', { name: /All Projects/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Quarterly product update' })).toBeVisible();
  await expectNoAxeViolations(page, 'projects');
  await page.getByRole('tab', { name: /Completed/ }).click();
  await expectNoAxeViolations(page, 'projects, Completed tab');
  await page.getByRole('tab', { name: /All Projects/ }).click();
  await expectDialogKeyboard(page, page.getByRole('button', { name: 'Delete Quarterly product update' }), 'Delete this project?');

  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Video Allowance' })).toBeVisible();
  await expectNoAxeViolations(page, 'profile');
  const requestTime = page.getByRole('button', { name: 'Request Non-Avatar Time' });
  await requestTime.click();
  await expect(page.getByRole('dialog', { name: 'Request More Time' })).toBeVisible();
  await expectNoAxeViolations(page, 'request-time dialog');
  await page.keyboard.press('Escape');
  await expectDialogKeyboard(page, requestTime, 'Request More Time');

  await page.goto(`/project/${projectId}/view`);
  await expect(page.getByRole('heading', { name: 'Knowledge Base' })).toBeVisible();
  await expect(page.getByText('safety-handbook.pdf')).toBeVisible();
  await expect(page.getByRole('switch', { name: /Chat Mode/ })).toHaveAttribute('aria-checked', 'true');
  await expectNoAxeViolations(page, 'project view');
  const viewText = page.getByRole('button', { name: 'View Text of safety-handbook.pdf' });
  await viewText.click();
  await expect(page.getByRole('dialog', { name: 'safety-handbook.pdf' }).getByText('Warehouse Safety Handbook')).toBeVisible();
  await expectNoAxeViolations(page, 'document text dialog');
  await page.keyboard.press('Escape');
  await expectDialogKeyboard(page, viewText, 'safety-handbook.pdf');

  // The admin dashboard, as the installation's first account.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInThroughForm(admin, OWNER.email, OWNER.password);
  await admin.goto('/admin');
  await expect(admin.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await expect(admin.getByRole('button', { name: 'Pending' })).toHaveAttribute('aria-pressed', 'true');
  await expectNoAxeViolations(admin, 'admin, Allowance Requests');
  await admin.getByRole('tab', { name: 'User Management' }).click();
  const addMinutes = admin.getByRole('button', { name: /^Add minutes for/ }).first();
  await expect(addMinutes).toBeVisible();
  await expectNoAxeViolations(admin, 'admin, User Management');
  await addMinutes.click();
  await expect(admin.getByRole('dialog', { name: 'Add Minutes' })).toBeVisible();
  await expectNoAxeViolations(admin, 'add-minutes dialog');
  await admin.keyboard.press('Escape');
  await expectDialogKeyboard(admin, addMinutes, 'Add Minutes');
  await admin.getByRole('tab', { name: 'Analytics' }).click();
  await expect(admin.getByText('Insights')).toBeVisible();
  await expectNoAxeViolations(admin, 'admin, Analytics');
  await adminContext.close();

  // An anonymous viewer on the share page, with the Video Assistant open after one answer.
  const viewerContext = await browser.newContext();
  const viewer = await viewerContext.newPage();
  await viewer.goto(`/share/${slug}`);
  await expect(viewer.getByRole('heading', { name: 'Warehouse induction', level: 1 })).toBeVisible();
  await expectNoAxeViolations(viewer, 'share page');
  await viewer.getByRole('button', { name: 'Ask the Video Assistant' }).click();
  const assistant = viewer.getByRole('dialog', { name: 'Video Assistant' });
  await assistant.getByLabel('Ask a question about the training materials...').fill('Where is the assembly point?');
  await assistant.getByRole('button', { name: 'Send' }).click();
  await expect(assistant.getByText(/north car park/).first()).toBeVisible();
  await expectNoAxeViolations(viewer, 'share page with the Video Assistant');
  await viewer.keyboard.press('Escape');
  await expect(assistant).toHaveCount(0);
  await viewerContext.close();
});
