import { QUIZ_MESSAGES } from '@lectern/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { flowApi, lastSave, renderFlow, slide } from '../test/flow-fixtures';

afterEach(() => vi.unstubAllGlobals());

const quiz = { question: 'How long do you have to enrol?', answers: ['30 days', '60 days'], correct: [0], explanation: 'The handbook says 30 days.' };
const outline = (slides: ReturnType<typeof slide>[]) => ({
  slides,
  selectedStyle: 'executive-brief',
  duration: 1,
  currentStep: 2,
  contentSubmitted: true,
  slidesGenerated: true,
});
const savedSlide = (saved: Parameters<typeof lastSave>[0], i: number) => (lastSave(saved)?.progress_data.slides as Record<string, unknown>[] | undefined)?.[i];

describe('a quiz slide in the Outline step (decision 175)', () => {
  it('shows the question, the answers with the right one marked, and the explanation', async () => {
    flowApi(outline([slide(1, { title: 'Quick Quiz', description: quiz.question, quiz }), slide(2)]));
    renderFlow();
    expect(await screen.findByText('How long do you have to enrol?')).toBeInTheDocument();
    const answers = screen.getByText('Quiz answers').nextElementSibling as HTMLElement;
    expect(
      within(answers)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['A.30 daysRight answer', 'B.60 days']);
    expect(screen.getByText('The handbook says 30 days.')).toBeInTheDocument();
  });

  it('edits the question, adds and removes answers within 2 to 5, marks the right ones and saves them as the slide’s text', async () => {
    const saved = flowApi(outline([slide(1, { title: 'Quick Quiz', description: quiz.question, quiz }), slide(2)]));
    renderFlow();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Slide' }));
    const form = screen.getByRole('form', { name: 'Edit slide' });
    // Two answers is the least: neither can be removed.
    expect(within(form).getByRole('button', { name: 'Remove answer A' })).toBeDisabled();
    const add = within(form).getByRole('button', { name: '+ Add answer' });
    for (let i = 0; i < 3; i++) await userEvent.click(add);
    expect(within(form).getAllByRole('textbox', { name: /^Answer [A-E]$/ })).toHaveLength(5);
    expect(add).toBeDisabled();
    await userEvent.click(within(form).getByRole('button', { name: 'Remove answer E' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Remove answer D' }));
    await userEvent.type(within(form).getByRole('textbox', { name: 'Answer C' }), 'Before the first payday');
    // Keyboard: tab to C's box and tick it with the space bar.
    within(form).getByRole('textbox', { name: 'Answer C' }).focus();
    await userEvent.tab();
    expect(within(form).getByRole('checkbox', { name: 'Right answer C' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.clear(within(form).getByLabelText('Question'));
    await userEvent.type(within(form).getByLabelText('Question'), 'When must you enrol by?');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(screen.queryByRole('form', { name: 'Edit slide' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(savedSlide(saved, 0)).toMatchObject({
        description: 'When must you enrol by?',
        keyPoints: ['A. 30 days', 'B. 60 days', 'C. Before the first payday'],
        quiz: { question: 'When must you enrol by?', answers: ['30 days', '60 days', 'Before the first payday'], correct: [0, 2] },
      }),
    );
  });

  it('says what is missing instead of saving a quiz that breaks a rule', async () => {
    const saved = flowApi(outline([slide(1), slide(2)]));
    renderFlow();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Slide' }));
    await userEvent.click(screen.getByRole('button', { name: 'Make this a quiz question' }));
    const form = screen.getByRole('form', { name: 'Edit slide' });
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(QUIZ_MESSAGES.question);
    await userEvent.type(within(form).getByLabelText('Question'), 'Which lift is safe?');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Answer A' }), 'Bent knees');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(QUIZ_MESSAGES.answerEmpty);
    await userEvent.type(within(form).getByRole('textbox', { name: 'Answer B' }), 'Bent back');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(QUIZ_MESSAGES.correct);
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Right answer A' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(savedSlide(saved, 0)).toMatchObject({ quiz: { question: 'Which lift is safe?', correct: [0], explanation: '' } }));
  });
});
