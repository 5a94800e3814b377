import { RETRY_LIMIT } from '@lectern/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders, makeQueryClient } from '@/app/providers';
import { SelectFlowPage } from '@/features/flows';
import { type ApiCall, mockApi } from '@/test/mock-api';
import AvatarFlowRoute from './pages/avatar-flow-route';
import NativeFlowRoute from './pages/native-flow-route';
import ProjectViewRoute from './pages/project-view-route';
import { ProjectGate } from './project-gate';

/**
 * Issue 19 item 6: a project that fails to load once sent the page into a loop of ~33 requests a
 * second behind a "Loading project…" that never ended. Every project page, composed as the app
 * composes it (gate + page), is watched over a minute of fake time.
 */
const PAGES: [string, ComponentType<{ projectId: string }>][] = [
  ['select-flow', SelectFlowPage],
  ['native-flow', NativeFlowRoute],
  ['avatar-flow', AvatarFlowRoute],
  ['view', ProjectViewRoute],
];

const project = {
  id: 'p1',
  user_id: 'u1',
  name: 'Fire Safety Basics',
  purpose: 'Compliance Training',
  flow_type: 'native',
  status: 'in_progress',
  progress_data: {},
  progress_percentage: 0,
  current_language: 'en-US',
  completed_at: null,
  created_at: '2026-11-20T10:00:00Z',
  updated_at: '2026-11-20T10:00:00Z',
};

let up: boolean;
let calls: ApiCall[];
const projectReads = () => calls.filter((c) => c.method === 'GET' && c.path === '/api/projects/p1').length;
/** Lets `ms` of fake time pass, with everything the app does meanwhile. */
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.useFakeTimers();
  up = false;
  calls = mockApi({
    'GET /api/projects/p1': () => (up ? { body: { project } } : { status: 500, body: { error: 'Database unavailable' } }),
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const renderPage = (Page: ComponentType<{ projectId: string }>) =>
  render(
    <AppProviders client={makeQueryClient()}>
      <MemoryRouter>
        <ProjectGate projectId="p1">
          <Page projectId="p1" />
        </ProjectGate>
      </MemoryRouter>
    </AppProviders>,
  );

describe.each(PAGES)('the %s page when its project fails to load', (_, Page) => {
  it('retries a few times, then says so with Try again and stops asking', async () => {
    renderPage(Page);
    await wait(60_000);

    expect(screen.getByRole('heading', { name: 'Failed to load project details' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Database unavailable');
    expect(screen.queryByText(/Loading project/)).not.toBeInTheDocument();
    expect(projectReads()).toBe(1 + RETRY_LIMIT);

    // A further minute on the page asks nothing more.
    await wait(60_000);
    expect(projectReads()).toBe(1 + RETRY_LIMIT);

    // Try again reads again, with the same bounded retries, and says so again.
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await wait(60_000);
    expect(projectReads()).toBe(2 * (1 + RETRY_LIMIT));
    expect(screen.getByRole('heading', { name: 'Failed to load project details' })).toBeInTheDocument();
  });

  it('opens the page when Try again finds the server back', async () => {
    renderPage(Page);
    await wait(60_000);
    up = true;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await wait(1_000);
    expect(screen.queryByRole('heading', { name: 'Failed to load project details' })).not.toBeInTheDocument();
    expect(screen.getAllByText('Fire Safety Basics').length).toBeGreaterThan(0);
  });
});

it('does not retry a project the server says is not there', async () => {
  calls = mockApi({ 'GET /api/projects/p1': () => ({ status: 404, body: { error: 'Project not found' } }) });
  renderPage(NativeFlowRoute);
  await wait(60_000);
  expect(screen.getByRole('heading', { name: 'Project not found' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  expect(projectReads()).toBe(1);
});
