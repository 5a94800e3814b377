import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { expect, it } from 'vitest';
import { lazyPage } from './lazy-page';

function Greeting({ name }: { name: string }) {
  return <h1>Hello {name}</h1>;
}

it('fetches its code once, on first use or on preload, and renders it without suspending once loaded', async () => {
  let loads = 0;
  const Page = lazyPage(async () => {
    loads++;
    return Greeting;
  });
  const { unmount } = render(
    <Suspense fallback={<p>Loading</p>}>
      <Page name="Ada" />
    </Suspense>,
  );
  expect(screen.getByText('Loading')).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Hello Ada' })).toBeInTheDocument();
  unmount();

  await Page.preload();
  render(
    <Suspense fallback={<p>Loading</p>}>
      <Page name="Grace" />
    </Suspense>,
  );
  // Already loaded: the page is there in the very first render, no fallback in between.
  expect(screen.getByRole('heading', { name: 'Hello Grace' })).toBeInTheDocument();
  expect(screen.queryByText('Loading')).toBeNull();
  expect(loads).toBe(1);
});

it('tries again after a failed download', async () => {
  let attempts = 0;
  const Page = lazyPage(async () => {
    attempts++;
    if (attempts === 1) throw new Error('offline');
    return Greeting;
  });
  await expect(Page.preload()).rejects.toThrow('offline');
  await Page.preload();
  render(<Page name="Linus" />);
  expect(screen.getByRole('heading', { name: 'Hello Linus' })).toBeInTheDocument();
  expect(attempts).toBe(2);
});
