import type { VideoAnalytics } from '@lectern/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { AppProviders, makeQueryClient } from '@/app/providers';
import { VideoAnalyticsSection } from './video-analytics-section';

// The chart library draws on a canvas jsdom does not have: a stand-in records what each chart was given.
const charts = vi.hoisted(() => [] as { chart: string | undefined; data: unknown[][] }[]);
vi.mock('../hooks/uplot-loader', () => ({
  default: class {
    static tzDate = (date: Date) => date;
    static paths = { bars: () => () => null };
    constructor(_options: unknown, data: unknown[][], target: HTMLElement) {
      charts.push({ chart: target.dataset.chart, data });
    }
    setSize() {}
    destroy() {}
  },
}));

const dayBefore = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
const today = dayBefore(0);

const video = (figures: Partial<VideoAnalytics> = {}): VideoAnalytics => ({
  videoId: 'v1',
  title: 'Warehouse induction',
  shared: true,
  views: 12,
  uniqueViewers: 5,
  viewerDays: 6,
  averageShareWatched: 0.634,
  completionRate: 0.4,
  questions: 4,
  slides: [
    { index: 0, title: 'Welcome', viewers: 5 },
    { index: 1, title: 'Exits', viewers: 4 },
    { index: 2, title: 'Evacuation', viewers: 2 },
  ],
  quizzes: [{ id: 'q1', question: 'Where do you meet?', answered: 3, rightFirstTime: 2, shareRightFirstTime: 0.667 }],
  days: [
    { day: dayBefore(2), viewers: 4, averageShareWatched: 0.5, completions: 1, completionRate: 0.25, questions: 1 },
    { day: today, viewers: 2, averageShareWatched: 0.9, completions: 1, completionRate: 0.5, questions: 3 },
  ],
  questionGroups: [
    { question: 'Is there parking for visitors?', asked: 2, unanswered: 2, lastAsked: `${today}T09:00:00.000Z` },
    { question: 'Where is the assembly point?', asked: 3, unanswered: 0, lastAsked: `${today}T08:00:00.000Z` },
  ],
  ...figures,
});

type Reply = { status?: number; body: unknown };
let requested: string[] = [];
function serve(reply: (url: URL) => Reply) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      requested.push(`${url.pathname}${url.search}`);
      const { status = 200, body } = reply(url);
      return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    }),
  );
}
beforeEach(() => {
  requested = [];
  charts.length = 0;
});
afterEach(() => vi.unstubAllGlobals());

function renderSection() {
  const client = makeQueryClient();
  // A failure is shown at once rather than after the reads' retries (decision 153 is tested elsewhere).
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  return render(
    <AppProviders client={client}>
      <VideoAnalyticsSection projectId="p1" />
    </AppProviders>,
  );
}

const figure = (term: string) => screen.getByText(term, { selector: 'dt' }).parentElement as HTMLElement;

it('shows a video’s figures, drop-off, quiz answers and questions, with text alternatives for its charts', async () => {
  serve(() => ({ body: { days: 30, videos: [video()] } }));
  renderSection();
  expect(await screen.findByRole('heading', { name: 'Warehouse induction' })).toBeInTheDocument();
  expect(requested).toEqual(['/api/projects/p1/analytics?days=30']);
  expect(figure('Page views')).toHaveTextContent('12');
  expect(figure('Unique viewers')).toHaveTextContent('5in the last 30 days');
  expect(figure('Average watched')).toHaveTextContent('63%');
  expect(figure('Completion rate')).toHaveTextContent('40%');

  expect(screen.getByText('2 of 5 viewers reached the last slide (40%). Most left before slide 3, “Evacuation” (2 fewer).')).toBeInTheDocument();
  const slides = screen.getByRole('table', { name: 'Viewers who reached each slide' });
  expect(
    within(slides)
      .getAllByRole('row')
      .map((r) => r.textContent),
  ).toEqual(['SlideViewersShare of viewers', '1. Welcome5100%', '2. Exits480%', '3. Evacuation240%']);
  const perDay = screen.getByRole('table', { name: /Viewers and completions per day/ });
  expect(within(perDay).getAllByRole('row')).toHaveLength(3);
  expect(within(perDay).getAllByRole('row')[1]).toHaveTextContent(/41$/);

  const quiz = screen.getByRole('region', { name: 'Quiz answers' });
  expect(within(quiz).getByText('Where do you meet?')).toBeInTheDocument();
  expect(quiz).toHaveTextContent('67% right first time');
  expect(quiz).toHaveTextContent('2 of 3 viewers');

  const asked = screen.getByRole('region', { name: 'Questions viewers asked' });
  expect(asked).toHaveTextContent('4 questions asked in this period.');
  const items = within(asked).getAllByRole('listitem');
  expect(items[0]).toHaveTextContent('Is there parking for visitors?');
  expect(items[0]).toHaveTextContent('Not answered');
  expect(items[0]).toHaveTextContent('Asked 2 times');
  expect(items[1]).toHaveTextContent('Where is the assembly point?');
  expect(within(items[1] as HTMLElement).queryByText(/Not answered/)).toBeNull();

  // Both charts are drawn from the same figures: one point per day of the period, one bar per slide.
  await waitFor(() => expect(charts.map((c) => c.chart).sort()).toEqual(['drop-off', 'viewers']));
  const perDayChart = charts.find((c) => c.chart === 'viewers')?.data ?? [];
  expect(perDayChart[0]).toHaveLength(30);
  expect(perDayChart[1]?.slice(-3)).toEqual([4, 0, 2]);
  expect(charts.find((c) => c.chart === 'drop-off')?.data).toEqual([
    [1, 2, 3],
    [5, 4, 2],
  ]);
});

it('downloads the chosen period as CSV, and a new period asks for its own figures', async () => {
  serve((url) => {
    const days = Number(url.searchParams.get('days'));
    return { body: { days, videos: [video(days === 7 ? { uniqueViewers: 2 } : {})] } };
  });
  renderSection();
  expect(await screen.findByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', '/api/projects/p1/analytics.csv?days=30');
  expect(screen.getByRole('radio', { name: '30 days' })).toBeChecked();
  expect(within(screen.getByRole('group', { name: 'Period' })).getAllByRole('radio')).toHaveLength(3);

  await userEvent.click(screen.getByRole('radio', { name: '7 days' }));
  await waitFor(() => expect(figure('Unique viewers')).toHaveTextContent('2in the last 7 days'));
  expect(requested).toEqual(['/api/projects/p1/analytics?days=30', '/api/projects/p1/analytics?days=7']);
  expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', '/api/projects/p1/analytics.csv?days=7');
  await waitFor(() => expect(charts.filter((c) => c.chart === 'viewers').at(-1)?.data[0]).toHaveLength(7));
});

it('says No views yet until someone watches, with nothing to download', async () => {
  serve(() => ({ body: { days: 30, videos: [video({ views: 0, uniqueViewers: 0, viewerDays: 0, days: [], questionGroups: [] })] } }));
  renderSection();
  expect(await screen.findByRole('heading', { name: 'No views yet' })).toBeInTheDocument();
  expect(screen.getByText('Share the video to see how it is watched.')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Download CSV' })).toBeNull();
});

it('shows nothing for a project without videos', async () => {
  serve(() => ({ body: { days: 30, videos: [] } }));
  renderSection();
  expect(await screen.findByRole('heading', { name: 'Analytics' })).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('heading', { name: 'Analytics' })).toBeNull());
  expect(requested).toEqual(['/api/projects/p1/analytics?days=30']);
});

it('says why the figures failed to load, and Try again loads them', async () => {
  let fail = true;
  serve(() => (fail ? { status: 500, body: { error: 'The database is not answering.' } } : { body: { days: 30, videos: [video()] } }));
  renderSection();
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Failed to load analytics');
  expect(alert).toHaveTextContent('The database is not answering.');
  fail = false;
  await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { name: 'Warehouse induction' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).toBeNull();
  expect(requested).toHaveLength(2);
});

it('says so when a period has no viewers and a video has no slide markers', async () => {
  serve(() => ({
    body: { days: 30, videos: [video({ uniqueViewers: 0, viewerDays: 0, questions: 0, days: [], slides: [], quizzes: [], questionGroups: [] })] },
  }));
  renderSection();
  expect(await screen.findByText('No one watched in the last 30 days.')).toBeInTheDocument();
  expect(screen.getByText('This video was made before slide markers, so where viewers stop cannot be shown.')).toBeInTheDocument();
  expect(screen.getByText('No questions asked in this period.')).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Quiz answers' })).toBeNull();
});
