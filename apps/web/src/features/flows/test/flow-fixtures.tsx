import type { Slide } from '@lectern/core';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { AppProviders, makeQueryClient } from '@/app/providers';
import { type ApiCall, type Routes as ApiRoutes, mockApi } from '@/test/mock-api';
import { AvatarFlowPage } from '../components/avatar-flow-page';
import type { ConfirmDialogProps } from '../components/generate-step';
import { NativeFlowPage } from '../components/native-flow-page';

export const slide = (n: number, patch: Partial<Slide> = {}): Slide => ({
  id: `slide-${n}`,
  title: `Slide ${n} title`,
  description: '',
  script: '',
  duration: 30,
  order: n - 1,
  keyPoints: ['First point', 'Second point'],
  templateId: 'bullet-points',
  visualCues: [],
  avatarVisible: false,
  imageKeyword: 'warehouse safety',
  ...patch,
});

export const projectWith = (progress: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  project: {
    id: 'p1',
    user_id: 'u1',
    name: 'Safe Lifting',
    purpose: 'Training & Education',
    flow_type: 'native',
    status: 'in_progress',
    progress_data: progress,
    progress_percentage: 0,
    current_language: 'en-US',
    completed_at: null,
    created_at: '2026-11-20T10:00:00Z',
    updated_at: '2026-11-20T10:00:00Z',
    ...extra,
  },
});

/** The stand-in for the allowance dialog: same props, a title and the two buttons. */
export function FakeConfirmDialog({ open, onClose, onConfirm, requiredMinutes, videoType }: ConfirmDialogProps) {
  if (!open) return null;
  return (
    <div role="dialog" aria-label="Confirm Video Generation">
      <p>Needs {requiredMinutes} minutes</p>
      <p>Uses {videoType} time</p>
      <button type="button" onClick={onClose}>
        Cancel
      </button>
      <button type="button" onClick={onConfirm}>
        Generate Video
      </button>
    </div>
  );
}

/** Common API answers; tests override what they look at. */
export function flowApi(progress: Record<string, unknown>, routes: ApiRoutes = {}, extra: Record<string, unknown> = {}): ApiCall[] {
  let saved = progress;
  return mockApi({
    'GET /api/projects/p1': () => ({ body: projectWith(saved, extra) }),
    'PATCH /api/projects/p1': (body) => {
      saved = (body as { progress_data: Record<string, unknown> }).progress_data;
      return { body: projectWith(saved, extra) };
    },
    'GET /api/projects/p1/documents': () => ({ body: { success: true, documents: [] } }),
    'GET /api/tts/languages': () => ({
      body: {
        languages: [
          { code: 'en-US', name: 'English (United States)', nativeName: 'English (United States)' },
          { code: 'de-DE', name: 'German (Germany)', nativeName: 'Deutsch (Deutschland)' },
        ],
      },
    }),
    'GET /api/tts/voices': () => ({
      body: {
        success: true,
        voices: [
          { name: 'en-us-male-1', languageCode: 'en-US', ssmlGender: 'MALE', displayName: 'Adam' },
          { name: 'en-us-female-2', languageCode: 'en-US', ssmlGender: 'FEMALE', displayName: 'Zoe' },
          { name: 'en-us-female-1', languageCode: 'en-US', ssmlGender: 'FEMALE', displayName: 'Ava' },
        ],
      },
    }),
    'GET /api/projects/p1/renders/latest': () => ({ body: { render: null } }),
    ...routes,
  });
}

export function renderFlow() {
  return render(
    <AppProviders client={makeQueryClient()}>
      <MemoryRouter initialEntries={['/project/p1/native-flow']}>
        <Routes>
          <Route path="/project/:projectId/native-flow" element={<NativeFlowPage projectId="p1" ConfirmDialog={FakeConfirmDialog} />} />
          <Route path="/dashboard" element={<p>Dashboard page</p>} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}

/** The avatar wizard's project (flow type experimental) with its common API answers. */
export const avatarFlowApi = (progress: Record<string, unknown>, routes: ApiRoutes = {}) => flowApi(progress, routes, { flow_type: 'experimental' });

export function renderAvatarFlow() {
  return render(
    <AppProviders client={makeQueryClient()}>
      <MemoryRouter initialEntries={['/project/p1/avatar-flow']}>
        <Routes>
          <Route path="/project/:projectId/avatar-flow" element={<AvatarFlowPage projectId="p1" ConfirmDialog={FakeConfirmDialog} />} />
          <Route path="/dashboard" element={<p>Dashboard page</p>} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}

export const lastSave = (calls: ApiCall[]) =>
  [...calls].reverse().find((c) => c.method === 'PATCH' && c.path === '/api/projects/p1')?.body as { progress_data: Record<string, unknown> } | undefined;
