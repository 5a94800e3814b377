import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { ToastProvider, useToast } from './toaster';

function Trigger() {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast.success('Profile updated successfully!')}>
      go
    </button>
  );
}

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => vi.useRealTimers());

it('shows a toast and removes it after 5000 ms', async () => {
  render(
    <ToastProvider>
      <Trigger />
    </ToastProvider>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'go' }));
  expect(screen.getByText('Profile updated successfully!')).toBeInTheDocument();
  act(() => vi.advanceTimersByTime(4900));
  expect(screen.getByText('Profile updated successfully!')).toBeInTheDocument();
  act(() => vi.advanceTimersByTime(200));
  expect(screen.queryByText('Profile updated successfully!')).not.toBeInTheDocument();
});

it('can be dismissed by hand', async () => {
  render(
    <ToastProvider>
      <Trigger />
    </ToastProvider>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'go' }));
  await userEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
  expect(screen.queryByText('Profile updated successfully!')).not.toBeInTheDocument();
});

it('places toasts top right (spec 000 §2)', () => {
  render(
    <ToastProvider>
      <p>page</p>
    </ToastProvider>,
  );
  const region = screen.getByTestId('toast-region');
  expect(region.className).toMatch(/(^|\s)md:top-4(\s|$)/);
  // Below 768 px, under the app's top bar.
  expect(region.className).toMatch(/(^|\s)top-\[4\.5rem\](\s|$)/);
  expect(region.className).toMatch(/\bright-4\b/);
  expect(region.className).not.toMatch(/\bbottom-/);
});
