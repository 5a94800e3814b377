import { type APIRequestContext, expect } from '@playwright/test';
import { baseUrl, createConfirmedAccount, uniqueEmail } from './accounts';

/** Two short narrated slides: the rendered video lasts a few seconds. */
const SLIDES = [
  {
    id: 's1',
    title: 'Fire Safety',
    description: 'Before your first shift',
    script: 'Welcome. This short video shows where the fire exits are.',
    duration: 4,
    order: 0,
    templateId: 'title-slide',
    keyPoints: [],
  },
  {
    id: 's2',
    title: 'Assembly Point',
    description: '',
    script: 'When the alarm sounds, walk to the north car park and wait there.',
    duration: 4,
    order: 1,
    templateId: 'bullet-points',
    keyPoints: ['Leave by the nearest exit', 'Meet at the north car park'],
  },
];

export interface RenderedVideo {
  account: { name: string; email: string; password: string };
  token: string;
  auth: { Authorization: string };
  projectId: string;
  videoId: string;
  duration: number;
}

/**
 * A new confirmed account with a project and a real rendered WebM (Chromium plays VP9 without
 * extra codecs), made through the API: for journeys about what happens to a finished video.
 */
export async function renderedVideo(request: APIRequestContext, prefix: string, projectName: string, slides: unknown[] = SLIDES): Promise<RenderedVideo> {
  const account = { name: 'Casey Creator', email: uniqueEmail(prefix), password: 'creator-pass-1' };
  await createConfirmedAccount(request, account);
  const signIn = await request.post('/api/auth/sign-in/email', { headers: { Origin: baseUrl() }, data: { email: account.email, password: account.password } });
  expect(signIn.ok(), await signIn.text()).toBe(true);
  const { token } = await signIn.json();
  const auth = { Authorization: `Bearer ${token}` };
  // Onboarding answered, so signing in through the form lands on the dashboard.
  const profile = await request.put('/api/profile', {
    headers: auth,
    data: { username: 'Casey', role: ['Training Specialist'], team_size: 'Just me', use_cases: ['Employee onboarding'], onboarding_completed: true },
  });
  expect(profile.ok(), await profile.text()).toBe(true);
  const created = await request.post('/api/projects', { headers: auth, data: { name: projectName, purpose: 'Compliance Training' } });
  expect(created.ok(), await created.text()).toBe(true);
  const { project } = await created.json();
  const patched = await request.patch(`/api/projects/${project.id}`, { headers: auth, data: { progress_data: { slides }, status: 'completed' } });
  expect(patched.ok(), await patched.text()).toBe(true);
  const queued = await request.post(`/api/projects/${project.id}/renders`, { headers: auth, data: { format: 'webm' } });
  expect(queued.ok(), await queued.text()).toBe(true);
  const { id: renderId } = await queued.json();
  let videoId = '';
  await expect(async () => {
    const { render } = await (await request.get(`/api/renders/${renderId}`, { headers: auth })).json();
    expect(render.status).toBe('completed');
    videoId = render.videoId;
  }).toPass({ timeout: 180_000, intervals: [2_000] });
  const { videos } = await (await request.get(`/api/projects/${project.id}/videos`, { headers: auth })).json();
  const video = (videos as { id: string; duration: number | null }[]).find((v) => v.id === videoId);
  expect(video?.duration ?? 0).toBeGreaterThan(2);
  return { account, token, auth, projectId: project.id, videoId, duration: video!.duration! };
}
