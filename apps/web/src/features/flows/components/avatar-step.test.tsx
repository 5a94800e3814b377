import { AVATARS } from '@lectern/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { readWizardState } from '../model/wizard-state';
import { AvatarStep } from './avatar-step';

const state = (progress: Record<string, unknown> = {}) => readWizardState({ currentStep: 2, ...progress }, 'Safe Lifting', 'avatar');
const cards = () => within(screen.getByRole('list', { name: 'Avatars' })).getAllByRole('button');

describe('Choose Your Avatar', () => {
  it('lists every presenter with the default first, nothing chosen, and Continue disabled until one is chosen', async () => {
    const update = vi.fn();
    render(<AvatarStep state={state()} update={update} />);
    expect(screen.getByRole('heading', { name: 'Choose Your Avatar' })).toBeInTheDocument();
    const buttons = within(screen.getByRole('list', { name: 'Avatars' })).getAllByRole('button');
    expect(buttons).toHaveLength(AVATARS.length);
    expect(buttons[0]).toHaveAccessibleName('Lisa · Casual sitting, Casual, female voice');
    expect(buttons.every((b) => b.getAttribute('aria-pressed') === 'false')).toBe(true);
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    expect(screen.getByText('Please choose an avatar to continue')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /^Max · Casual,/ }));
    expect(update).toHaveBeenCalledWith({ selectedAvatar: 'max-casual', avatarUrl: '/api/avatars/max-casual/portrait.png' });
  });

  it('marks the chosen presenter, names its voice and continues to the outline', async () => {
    const update = vi.fn();
    render(<AvatarStep state={state({ selectedAvatar: 'meg-business' })} update={update} />);
    expect(screen.getByRole('button', { name: /^Meg · Business,/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Meg · Business')).toBeInTheDocument();
    expect(screen.getByText(/female voice/, { selector: 'p' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(update).toHaveBeenCalledWith({ currentStep: 3 });
  });

  it('narrows the grid by style and gender with labelled radio groups, keyboard included', async () => {
    render(<AvatarStep state={state()} update={() => {}} />);
    const styleGroup = screen.getByRole('group', { name: 'Style' });
    const genderGroup = screen.getByRole('group', { name: 'Gender' });
    await userEvent.click(within(styleGroup).getByRole('radio', { name: 'Formal' }));
    await userEvent.click(within(genderGroup).getByRole('radio', { name: 'Male' }));
    expect(cards().map((b) => b.getAttribute('aria-label')?.split(',')[0])).toEqual(['Jeff · Formal', 'Max · Formal']);
    expect(screen.getByText('2 of 17 avatars')).toBeInTheDocument();
    // Arrow keys move within a radio group, as in any native radio group.
    within(genderGroup).getByRole('radio', { name: 'Male' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(within(genderGroup).getByRole('radio', { name: 'Female' })).toBeChecked();
    for (const b of cards()) expect(b.getAttribute('aria-label')).toMatch(/female voice$/);
  });

  it('shows the languages a presenter speaks behind a disclosure', async () => {
    render(<AvatarStep state={state()} update={() => {}} />);
    const first = screen.getAllByText('32 languages')[0]!;
    await userEvent.click(first);
    expect(first.closest('details')).toHaveAttribute('open');
    expect(within(first.closest('details')!).getByText(/German/)).toBeInTheDocument();
    // Named as the language list names them (decision 138), not "Mexican Spanish".
    expect(within(first.closest('details')!).getByText(/Spanish \(Mexico\)/)).toBeInTheDocument();
  });

  it('says when no presenter matches and resets the filters', async () => {
    const women = AVATARS.filter((a) => a.gender === 'female');
    render(<AvatarStep state={state()} update={() => {}} avatars={women} />);
    await userEvent.click(within(screen.getByRole('group', { name: 'Gender' })).getByRole('radio', { name: 'Male' }));
    expect(screen.getByRole('heading', { name: 'No avatars match these filters' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Avatars' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reset filters' }));
    expect(within(screen.getByRole('list', { name: 'Avatars' })).getAllByRole('button')).toHaveLength(women.length);
    expect(within(screen.getByRole('group', { name: 'Gender' })).getByRole('radio', { name: 'All' })).toBeChecked();
  });
});
