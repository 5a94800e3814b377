import { AVATARS, THEMES } from '@lectern/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { expect, it } from 'vitest';
import { AppProviders } from '@/app/providers';
import { FAQ_ENTRIES } from './content/faq';
import { LandingPage } from './index';

function renderLanding() {
  return render(
    <AppProviders>
      <MemoryRouter>
        <LandingPage />
      </MemoryRouter>
    </AppProviders>,
  );
}

function nth<T>(items: readonly T[], index: number): T {
  const item = items[index];
  if (item === undefined) throw new Error(`no item at ${index}`);
  return item;
}

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });

it('has one h1 and the header, main and footer landmarks', () => {
  renderLanding();
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(screen.getByRole('banner')).toBeInTheDocument();
  expect(screen.getByRole('main')).toBeInTheDocument();
  expect(screen.getByRole('contentinfo')).toBeInTheDocument();
});

it('spec 000 §2: the navigation anchors Examples, Features, Pricing and FAQ point at sections that exist', () => {
  const { container } = renderLanding();
  const banner = screen.getByRole('banner');
  for (const [label, id] of [
    ['Examples', 'examples'],
    ['Features', 'features'],
    ['Pricing', 'pricing'],
    ['FAQ', 'faq'],
  ] as const) {
    const links = within(banner).getAllByRole('link', { name: label, hidden: true });
    for (const link of links) expect(link).toHaveAttribute('href', `#${id}`);
    const section = container.querySelector(`section#${id}`);
    expect(section, `section #${id}`).not.toBeNull();
    // Each section is a named region, labelled by its own heading.
    const heading = section?.querySelector(`#${section.getAttribute('aria-labelledby')}`);
    expect(heading?.tagName).toBe('H2');
  }
});

it('spec 000 §2: Sign In goes to /login and Start Free to /signup', () => {
  renderLanding();
  const nav = mainNav();
  expect(nth(within(nav).getAllByRole('link', { name: 'Sign In', hidden: true }), 0)).toHaveAttribute('href', '/login');
  expect(nth(within(nav).getAllByRole('link', { name: 'Start Free', hidden: true }), 0)).toHaveAttribute('href', '/signup');
});

it('spec 000 §2: every call-to-action leads to /signup', () => {
  renderLanding();
  const ctaNames = [/^start free$/i, /^get started free$/i, /^start creating your own$/i, /^start creating for free$/i, /^get in touch$/i];
  for (const name of ctaNames) {
    const links = screen.getAllByRole('link', { name, hidden: true });
    for (const link of links) expect(link).toHaveAttribute('href', '/signup');
  }
  // Beyond the named ones: every link on the page is an in-page anchor, the home link, /login or /signup.
  for (const link of screen.getAllByRole('link', { hidden: true })) {
    const href = link.getAttribute('href') ?? '';
    if (href.startsWith('#') || href === '/') continue;
    if (href === '/login') expect(link).toHaveAccessibleName('Sign In');
    else expect(href, `link "${link.textContent}"`).toBe('/signup');
  }
});

it('spec 000 §1: pricing shows the free trial limits and a get-in-touch offer', () => {
  renderLanding();
  const pricing = screen.getByRole('region', { name: 'Start free, grow when you are ready' });
  const trial = within(pricing).getByRole('article', { name: 'Free Trial' });
  expect(trial).toHaveTextContent('Videos up to 5 minutes');
  expect(trial).toHaveTextContent('Avatar videos up to 3 minutes');
  expect(trial).toHaveTextContent('No credit card required');
  expect(within(pricing).getByRole('link', { name: 'Get in touch' })).toHaveAttribute('href', '/signup');
});

it('spec 000 §2: the FAQ has 5 questions and each toggles its answer', async () => {
  const user = userEvent.setup();
  renderLanding();
  const faq = screen.getByRole('region', { name: 'Questions, answered' });
  const questions = within(faq).getAllByRole('button');
  expect(questions).toHaveLength(5);
  expect(FAQ_ENTRIES).toHaveLength(5);

  const first = nth(questions, 0);
  const entry = nth(FAQ_ENTRIES, 0);
  const answer = document.getElementById(first.getAttribute('aria-controls') ?? '');
  expect(answer).not.toBeNull();
  expect(first).toHaveAttribute('aria-expanded', 'false');
  expect(answer).not.toBeVisible();

  await user.click(first);
  expect(first).toHaveAttribute('aria-expanded', 'true');
  expect(answer).toBeVisible();
  expect(screen.getByRole('region', { name: entry.question })).toHaveTextContent(entry.answer);

  await user.click(first);
  expect(first).toHaveAttribute('aria-expanded', 'false');
  expect(answer).not.toBeVisible();
});

it('the FAQ works from the keyboard', async () => {
  const user = userEvent.setup();
  renderLanding();
  const questions = within(screen.getByRole('region', { name: 'Questions, answered' })).getAllByRole('button');
  nth(questions, 0).focus();
  await user.keyboard('{ArrowDown}');
  expect(nth(questions, 1)).toHaveFocus();
  await user.keyboard('{End}');
  expect(nth(questions, 4)).toHaveFocus();
  await user.keyboard('{ArrowDown}');
  expect(nth(questions, 0)).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(nth(questions, 0)).toHaveAttribute('aria-expanded', 'true');
  await user.keyboard(' ');
  expect(nth(questions, 0)).toHaveAttribute('aria-expanded', 'false');
});

it('the menu button reveals and hides the navigation links on narrow screens', async () => {
  const user = userEvent.setup();
  renderLanding();
  const button = screen.getByRole('button', { name: 'Open menu' });
  const menu = document.getElementById(button.getAttribute('aria-controls') ?? '');
  expect(menu).not.toBeNull();
  expect(button).toHaveAttribute('aria-expanded', 'false');
  expect(menu).not.toBeVisible();

  await user.click(button);
  expect(button).toHaveAttribute('aria-expanded', 'true');
  expect(button).toHaveAccessibleName('Close menu');
  expect(menu).toBeVisible();
  expect(within(menu as HTMLElement).getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '#pricing');
  expect(within(menu as HTMLElement).getByRole('link', { name: 'Start Free' })).toHaveAttribute('href', '/signup');

  // Choosing a link closes the menu.
  await user.click(within(menu as HTMLElement).getByRole('link', { name: 'Pricing' }));
  expect(button).toHaveAttribute('aria-expanded', 'false');
  expect(menu).not.toBeVisible();

  // Escape closes it too.
  await user.click(button);
  expect(menu).toBeVisible();
  await user.keyboard('{Escape}');
  expect(button).toHaveAttribute('aria-expanded', 'false');
});

it("spec 001 §3: the themes shown are the product's themes, and the copy counts them right", () => {
  renderLanding();
  const swatches = within(screen.getByRole('list', { name: 'Slide themes' })).getAllByRole('listitem');
  expect(swatches.map((s) => s.textContent)).toEqual(THEMES.map((t) => t.name));
  const words = ['Zero', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten', 'Eleven', 'Twelve', 'Thirteen', 'Fourteen'];
  expect(screen.getByRole('heading', { name: `${words[THEMES.length]} slide themes` })).toBeInTheDocument();
  // Each of the six example cards names a real theme.
  const examples = screen.getByRole('region', { name: 'Videos people make with Lectern' });
  expect(within(examples).getAllByText((_, el) => el?.tagName === 'DD' && THEMES.some((t) => t.name === el.textContent))).toHaveLength(6);
});

it('decision 132: the presenter copy counts the presenters the product offers and says they are drawn offline', () => {
  renderLanding();
  const card = screen.getByRole('heading', { name: 'With or without a presenter' }).parentElement!;
  expect(card).toHaveTextContent(`${AVATARS.length} presenters in casual, professional and formal styles`);
  expect(card).toHaveTextContent('drawn on your own server with no cloud service needed');
  expect(screen.queryByText(/sixteen/i)).not.toBeInTheDocument();
});
