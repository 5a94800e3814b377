import { expect, type Page } from '@playwright/test';

const FLOWS = {
  native: { button: 'Create Video without Avatar', url: /\/native-flow$/ },
  avatar: { button: 'Create Video with Avatar', url: /\/avatar-flow$/ },
} as const;

/** A project from the dashboard, then the kind of video, as a person starts one. */
export async function startProject(page: Page, name: string, flow: keyof typeof FLOWS) {
  await page.getByRole('button', { name: 'Create Project' }).first().click();
  const create = page.getByRole('dialog', { name: 'Create Project' });
  await create.getByLabel('Project Name').fill(name);
  await create.getByLabel('Purpose / Goal').selectOption('Training & Education');
  await create.getByRole('button', { name: 'Create Project' }).click();
  await expect(page).toHaveURL(/\/select-flow$/);
  await page.getByRole('button', { name: FLOWS[flow].button }).click();
  await expect(page).toHaveURL(FLOWS[flow].url);
}
