import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, expect, test, vi } from 'vitest';
import { failOperation, requestLog } from '../../testing/msw';
import { preloadRoutes, renderApp } from './render-app';

vi.setConfig({ testTimeout: 20_000 });
beforeAll(preloadRoutes, 60_000);

const searchBox = () => screen.findByRole('combobox', { name: 'Search stickers' });
const recordedSearches = () =>
  requestLog
    .of('M1')
    .filter((r) => r.url.searchParams.get('record') !== 'N')
    .map((r) => r.url.searchParams.get('q'));

test('typing shows suggestions in a listbox the box controls, with their count', async () => {
  const { user } = renderApp('/');
  const box = await searchBox();
  expect(box).toHaveAttribute('aria-expanded', 'false');
  await user.type(box, 'ca');

  const list = await screen.findByRole('listbox', { name: 'Suggestions' });
  expect(box).toHaveAttribute('aria-expanded', 'true');
  expect(box).toHaveAttribute('aria-controls', list.id);
  const options = within(list).getAllByRole('option');
  expect(options.map((option) => option.textContent)).toContainEqual(expect.stringMatching(/cat$/));
  expect(
    screen
      .getAllByRole('status')
      .some((status) => status.textContent.startsWith(`${options.length} suggestion`)),
  ).toBe(true);
  expect(requestLog.of('suggest').at(-1)?.url.searchParams.get('q')).toBe('ca');
  // Suggesting records nothing.
  expect(recordedSearches()).toEqual([]);
});

test('↓ highlights a suggestion without moving focus; Enter searches it and records it', async () => {
  const { user, router } = renderApp('/');
  const box = await searchBox();
  await user.type(box, 'ca');
  const list = await screen.findByRole('listbox', { name: 'Suggestions' });
  await user.keyboard('{ArrowDown}');

  const first = within(list).getAllByRole('option')[0];
  if (!first) throw new Error('no suggestion');
  expect(first).toHaveAttribute('aria-selected', 'true');
  expect(box).toHaveAttribute('aria-activedescendant', first.id);
  expect(box).toHaveFocus();
  const keyword = first.textContent.replace(/^\P{L}+/u, '');
  await user.keyboard('{Enter}');

  // The router's state moves at once; the screen follows when React commits the navigation's
  // transition, so wait for what the person sees.
  await waitFor(() => expect(box).toHaveValue(keyword));
  expect(new URLSearchParams(router.state.location.search).get('q')).toBe(keyword);
  expect(box).toHaveAttribute('aria-expanded', 'false');
  await waitFor(() => expect(recordedSearches()).toEqual([keyword]));
});

test('↑ from the top wraps to the last; Escape closes the list and keeps the text', async () => {
  const { user } = renderApp('/');
  const box = await searchBox();
  await user.type(box, 'ca');
  const list = await screen.findByRole('listbox', { name: 'Suggestions' });
  await user.keyboard('{ArrowUp}');
  const options = within(list).getAllByRole('option');
  expect(options.at(-1)).toHaveAttribute('aria-selected', 'true');

  await user.keyboard('{Escape}');
  expect(box).toHaveAttribute('aria-expanded', 'false');
  expect(box).not.toHaveAttribute('aria-activedescendant');
  expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  expect(box).toHaveValue('ca');
});

test('a click on a suggestion searches it', async () => {
  const { user, router } = renderApp('/');
  await user.type(await searchBox(), 'ca');
  const list = await screen.findByRole('listbox', { name: 'Suggestions' });
  await user.click(within(list).getByRole('option', { name: 'cat' }));
  await waitFor(() =>
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('cat'),
  );
  await waitFor(() => expect(recordedSearches()).toEqual(['cat']));
});

test('nothing is suggested while an input method composes', async () => {
  renderApp('/');
  const box = await searchBox();
  fireEvent.compositionStart(box);
  fireEvent.input(box, { target: { value: 'ね' } });
  fireEvent.input(box, { target: { value: 'ねこ' } });
  // Longer than the pause before asking: a request would have gone by now.
  await new Promise((resolve) => setTimeout(resolve, 400));
  expect(requestLog.count('suggest')).toBe(0);
  expect(box).toHaveAttribute('aria-expanded', 'false');

  fireEvent.compositionEnd(box, { data: 'ねこ' });
  await waitFor(() => expect(requestLog.count('suggest')).toBeGreaterThan(0));
  expect(requestLog.of('suggest').map((r) => r.url.searchParams.get('q'))).toEqual(['ねこ']);
});

test('a server without suggestions (4004): a plain search box, no list, no error', async () => {
  failOperation('suggest', 404);
  const { user } = renderApp('/');
  await user.type(await searchBox(), 'ca');
  await waitFor(() => expect(requestLog.count('suggest')).toBe(1));
  const box = await screen.findByRole('searchbox', { name: 'Search stickers' });
  expect(screen.queryByRole('combobox', { name: 'Search stickers' })).not.toBeInTheDocument();
  await user.type(box, 't');
  await new Promise((resolve) => setTimeout(resolve, 300));
  // Once told the extension is absent, the app stops asking.
  expect(requestLog.count('suggest')).toBe(1);
  expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
