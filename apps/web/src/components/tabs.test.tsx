import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expect, it } from 'vitest';
import { TabCount, TabPanel, Tabs } from './tabs';

type Id = 'one' | 'two' | 'three';

function Example() {
  const [active, setActive] = useState<Id>('one');
  const tabs = [
    { id: 'one' as const, label: 'One' },
    { id: 'two' as const, label: 'Two', badge: <TabCount count={4} />, accessibleName: 'Two (4)' },
    { id: 'three' as const, label: 'Three' },
  ];
  return (
    <>
      <Tabs group="demo" label="Demo sections" tabs={tabs} active={active} onChange={setActive} />
      <TabPanel group="demo" active={active}>
        Panel {active}
      </TabPanel>
    </>
  );
}

it('keeps one tab in the Tab order and names the panel by the active tab', async () => {
  render(<Example />);
  expect(screen.getByRole('tablist', { name: 'Demo sections' })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'One' })).toHaveAttribute('tabindex', '0');
  expect(screen.getByRole('tab', { name: 'Two (4)' })).toHaveAttribute('tabindex', '-1');
  expect(screen.getByRole('tabpanel', { name: 'One' })).toHaveTextContent('Panel one');
  expect(screen.getByRole('tab', { name: 'One' })).toHaveAttribute('aria-controls', screen.getByRole('tabpanel').id);

  await userEvent.click(screen.getByRole('tab', { name: 'Two (4)' }));
  expect(screen.getByRole('tab', { name: 'Two (4)' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tabpanel', { name: 'Two (4)' })).toHaveTextContent('Panel two');
});

it('moves and selects with the arrow keys (wrapping), Home and End', async () => {
  const user = userEvent.setup();
  render(<Example />);
  await user.click(screen.getByRole('tab', { name: 'One' }));
  await user.keyboard('{ArrowLeft}');
  expect(screen.getByRole('tab', { name: 'Three' })).toHaveFocus();
  expect(screen.getByRole('tab', { name: 'Three' })).toHaveAttribute('aria-selected', 'true');
  await user.keyboard('{ArrowRight}');
  expect(screen.getByRole('tab', { name: 'One' })).toHaveFocus();
  await user.keyboard('{End}');
  expect(screen.getByRole('tabpanel')).toHaveTextContent('Panel three');
  await user.keyboard('{Home}');
  expect(screen.getByRole('tab', { name: 'One' })).toHaveAttribute('aria-selected', 'true');
  await user.keyboard('{ArrowDown}');
  expect(screen.getByRole('tab', { name: 'One' })).toHaveAttribute('aria-selected', 'true');
});
