import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { AppProviders, makeQueryClient } from '@/app/providers';
import { mockApi } from '@/test/mock-api';
import { SharePage } from './share-page';

const SLUG = 'abcdefghijklmnopqrstuv';
const quiz = {
  id: 'q1',
  slideIndex: 3,
  atSeconds: 40,
  question: 'How many days do you have to enrol?',
  answers: ['30 days', '60 days', '90 days'],
  correct: [0],
  explanation: 'The handbook gives 30 days from the first day.',
};
const record = (quizzes: unknown[]) => ({
  id: 's1',
  title: 'Benefits',
  description: null,
  videoUrl: `/api/share/${SLUG}/video`,
  videoDuration: 95,
  viewCount: 3,
  createdAt: '2026-03-02T10:00:00Z',
  project: { id: 'p1', conversational_mode: false, embeddings_status: 'none' },
  quizzes,
});

let play: Mock<() => Promise<void>>;
let pause: Mock<() => void>;
beforeEach(() => {
  sessionStorage.clear();
  play = vi.fn(() => Promise.resolve());
  pause = vi.fn();
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(play);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(pause);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

async function openAt(quizzes: unknown[], search = '') {
  const calls = mockApi({
    [`GET /api/share/${SLUG}`]: () => ({ body: record(quizzes) }),
    [`POST /api/share/${SLUG}/view`]: () => ({ body: {} }),
    [`POST /api/share/${SLUG}/events`]: () => ({ body: { recorded: 1 } }),
  });
  render(
    <AppProviders client={makeQueryClient()}>
      <MemoryRouter initialEntries={[`/share/${SLUG}${search}`]}>
        <Routes>
          <Route path="/share/:slug" element={<SharePage />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
  const video = (await screen.findByLabelText('Benefits')) as HTMLVideoElement;
  const playTo = (seconds: number) => {
    Object.defineProperty(video, 'currentTime', { value: seconds, configurable: true, writable: true });
    fireEvent.timeUpdate(video);
  };
  /** The quiz answers the page reported to the owner's analytics (decision 182). */
  const answersSent = () =>
    calls
      .filter((c) => c.method === 'POST' && c.path === `/api/share/${SLUG}/events`)
      .flatMap((c) => (c.body as { events: { kind: string }[] }).events)
      .filter((e) => e.kind === 'quiz-answer');
  return { video, playTo, answersSent };
}

describe('a quiz question on the share page (decision 175)', () => {
  it('stops the video at the question, says whether the answer was right and why, then plays on', async () => {
    const { playTo, answersSent } = await openAt([quiz]);
    playTo(39.5);
    expect(screen.queryByRole('region', { name: 'Quick question' })).not.toBeInTheDocument();
    playTo(40.2);
    const region = screen.getByRole('region', { name: 'Quick question' });
    expect(pause).toHaveBeenCalled();
    const group = within(region).getByRole('group', { name: quiz.question });
    expect(within(group).getAllByRole('radio')).toHaveLength(3);
    expect(within(region).getByRole('button', { name: 'Check answer' })).toBeDisabled();
    await userEvent.click(within(group).getByRole('radio', { name: 'B. 60 days' }));
    await userEvent.click(within(region).getByRole('button', { name: 'Check answer' }));
    expect(within(region).getByRole('status')).toHaveTextContent('Not quite.The handbook gives 30 days from the first day.');
    expect(within(region).getByText('(right answer)').closest('label')).toHaveTextContent('A. 30 days');
    expect(answersSent()).toEqual([{ kind: 'quiz-answer', quizId: 'q1', answers: [1] }]);
    await userEvent.click(within(region).getByRole('button', { name: 'Continue' }));
    expect(screen.queryByRole('region', { name: 'Quick question' })).not.toBeInTheDocument();
    expect(play).toHaveBeenCalled();
    // Asked once: playing over the same moment again does not stop the video.
    playTo(39.9);
    playTo(40.3);
    expect(screen.queryByRole('region', { name: 'Quick question' })).not.toBeInTheDocument();
  });

  it('lets the viewer skip, uses checkboxes when several answers are right, and never asks a question seeked past', async () => {
    const multi = { ...quiz, id: 'q2', atSeconds: 70, correct: [0, 2], question: 'Which of these can you claim?' };
    const { playTo, answersSent } = await openAt([quiz, multi], '?embed=1');
    playTo(10);
    playTo(55);
    expect(screen.queryByRole('region', { name: 'Quick question' })).not.toBeInTheDocument();
    playTo(69.8);
    playTo(70.1);
    const region = screen.getByRole('region', { name: 'Quick question' });
    expect(within(region).getByText('Choose every right answer.')).toBeInTheDocument();
    await userEvent.click(within(region).getByRole('checkbox', { name: 'A. 30 days' }));
    await userEvent.click(within(region).getByRole('checkbox', { name: 'C. 90 days' }));
    await userEvent.click(within(region).getByRole('button', { name: 'Check answer' }));
    expect(within(region).getByRole('status')).toHaveTextContent('Right!');
    // The embedded player reports the answer as the page does; the server judges it.
    expect(answersSent()).toEqual([{ kind: 'quiz-answer', quizId: 'q2', answers: [0, 2] }]);
    await userEvent.click(within(region).getByRole('button', { name: 'Continue' }));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('plays on when the viewer skips the question', async () => {
    const { playTo } = await openAt([quiz]);
    playTo(39.9);
    playTo(40.1);
    await userEvent.click(screen.getByRole('button', { name: 'Skip' }));
    expect(screen.queryByRole('region', { name: 'Quick question' })).not.toBeInTheDocument();
    expect(play).toHaveBeenCalled();
  });
});
