import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { getCurrentService, holdOperation, requestLog, startTestService } from '../../testing/msw';
import { renderApp } from './render-app';

vi.setConfig({ testTimeout: 20_000 });

test('typing searches after a pause and puts the query in the URL', async () => {
  const { user, router } = renderApp('/');
  await user.type(await screen.findByRole('combobox', { name: 'Search stickers' }), 'cat');

  const results = await screen.findAllByRole('link', { name: /^Cat\b.*: open$/ });
  expect(results).toHaveLength(3);
  // Every result carries the tag matched: each is still named apart from the others.
  expect(
    new Set(results.map((link) => link.getAttribute('aria-label') ?? link.textContent)).size,
  ).toBe(3);
  expect(new URLSearchParams(router.state.location.search).get('q')).toBe('cat');
  // Debounced: one search for the whole word, not one per keystroke.
  expect(requestLog.of('M1').map((r) => r.url.searchParams.get('q'))).toEqual(['cat']);
  await waitFor(() => expect(document.title).toBe('“\u2068cat\u2069” stickers · Sticker browser'));
});

test('a result opens its view, whose pack link opens the pack at the sticker', async () => {
  const { user, router } = renderApp('/?q=happy');
  const [first] = await screen.findAllByRole('link', { name: /^Happy: open$/ });
  if (!first) throw new Error('no result');
  await user.click(first);
  const view = await screen.findByRole('dialog');
  const params = new URLSearchParams(router.state.location.search);
  expect(params.get('q')).toBe('happy');
  expect(params.get('sticker')).toMatch(/^\d+$/);
  await user.click(await within(view).findByRole('link', { name: '행복한 하루' }));
  // The router moves once the page's code has loaded.
  await waitFor(() => expect(router.state.location.pathname).toBe('/packs/5'));
  expect(router.state.location.search).toBe(`?highlight=${params.get('sticker')}`);
  expect(await screen.findByRole('heading', { level: 1, name: '행복한 하루' })).toBeVisible();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('recent searches show as chips that run the search', async () => {
  for (const q of ['love', 'pizza']) {
    await getCurrentService().call('GET', `/api/messenger/v1/search?q=${q}&userId=demo`);
  }
  const { user, router } = renderApp('/');
  const recent = await screen.findByRole('region', { name: 'Recent searches' });
  await user.click(await within(recent).findByRole('link', { name: 'pizza' }));
  expect(router.state.location.search).toBe('?q=pizza');
  expect(await screen.findAllByRole('link', { name: /^Pizza: open$/ })).toHaveLength(1);
  expect(screen.getByRole('combobox', { name: 'Search stickers' })).toHaveValue('pizza');
});

test('language and country come from settings and can be changed in the URL', async () => {
  const { user, router } = renderApp('/?q=cat', { settings: { lang: 'ko', countryCode: 'KR' } });
  await screen.findAllByRole('link', { name: /^Cat\b.*: open$/ });
  expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('ko');
  expect(requestLog.of('M1')[0]?.url.searchParams.get('lang')).toBe('ko');

  await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'JP');
  expect(new URLSearchParams(router.state.location.search).get('country')).toBe('JP');
  await expect
    .poll(() => requestLog.of('M1').at(-1)?.url.searchParams.get('countryCode'))
    .toBe('JP');
});

test('the next page loads before the end of the results is reached', async () => {
  // 88 filler stickers answer 'bulk': two pages of 50.
  // The catalogue is fixed while the service runs: it restarts over the changed one.
  await startTestService((db) =>
    db.exec(`UPDATE sticker_keywords SET keyword = 'bulk' WHERE keyword = 'misc'`),
  );
  renderApp('/?q=bulk');
  expect(await screen.findByText('88 stickers for “bulk”')).toBeVisible();
  await expect
    .poll(() => requestLog.of('M1').map((r) => r.url.searchParams.get('pageNumber')))
    .toEqual(['1', '2']);
});

test("while a new query loads, the previous results are not counted as the new query's", async () => {
  const { user } = renderApp('/?q=cat');
  expect(await screen.findByText(/^\d+ stickers for “cat”$/)).toBeInTheDocument();
  const held = holdOperation('M1');
  const box = screen.getByRole('combobox', { name: 'Search stickers' });
  await user.clear(box);
  await user.type(box, 'happy');

  expect(await screen.findByText('Searching…')).toBeInTheDocument();
  expect(screen.queryByText(/stickers for “happy”/)).not.toBeInTheDocument();
  held.release();
  expect(await screen.findByText(/^\d+ stickers for “happy”$/)).toBeInTheDocument();
});

const recordingSearches = () =>
  requestLog
    .of('M1')
    .filter((r) => r.url.searchParams.get('record') !== 'N')
    .map((r) => r.url.searchParams.get('q'));

test('results follow the typing unrecorded; Enter records the tag once', async () => {
  const { user } = renderApp('/');
  const box = await screen.findByRole('combobox', { name: 'Search stickers' });
  const typed = () =>
    requestLog
      .of('M1')
      .filter((r) => r.url.searchParams.get('record') === 'N')
      .map((r) => r.url.searchParams.get('q'));
  await user.type(box, 'hea');
  // 'hea' itself: on a busy machine a pause may fall between two keys and search 'he' first.
  await waitFor(() => expect(typed()).toContain('hea'));
  await user.type(box, 'rt{Enter}');

  await waitFor(() => expect(recordingSearches()).toEqual(['heart']));
});

test('nothing is searched while an input method composes', async () => {
  const { user } = renderApp('/');
  const box = await screen.findByRole('combobox', { name: 'Search stickers' });
  fireEvent.compositionStart(box);
  fireEvent.change(box, { target: { value: 'ね' } });
  fireEvent.change(box, { target: { value: 'ねこ' } });
  await user.keyboard('{Enter}');
  // Longer than the typing pause: a search would have started by now.
  await new Promise((resolve) => setTimeout(resolve, 600));
  expect(requestLog.count('M1')).toBe(0);

  fireEvent.compositionEnd(box, { data: 'ねこ' });
  await waitFor(() => expect(requestLog.count('M1')).toBeGreaterThan(0));
  expect(requestLog.of('M1').map((r) => r.url.searchParams.get('q'))).toEqual(['ねこ']);
  expect(recordingSearches()).toEqual([]);
});

test('a recent-search chip records its tag as chosen', async () => {
  await getCurrentService().call('GET', '/api/messenger/v1/search?q=pizza&userId=demo');
  const { user } = renderApp('/');
  const recent = await screen.findByRole('region', { name: 'Recent searches' });
  await user.click(await within(recent).findByRole('link', { name: 'pizza' }));
  await waitFor(() => expect(recordingSearches()).toEqual(['pizza']));
});

test('removing a recent search or clearing them all keeps keyboard focus in the section', async () => {
  for (const q of ['cat', 'pizza', 'happy']) {
    await getCurrentService().call('GET', `/api/messenger/v1/search?q=${q}&userId=demo`);
  }
  const { user } = renderApp('/');
  const recent = await screen.findByRole('region', { name: 'Recent searches' });
  const remove = await within(recent).findByRole('button', {
    name: 'Remove “pizza” from recent searches',
  });
  remove.focus();
  await user.keyboard('{Enter}');
  // The chip now in its place takes focus, not the page's body.
  await waitFor(() => expect(within(recent).getByRole('link', { name: 'cat' })).toHaveFocus());

  within(recent).getByRole('button', { name: 'Clear all recent searches' }).focus();
  await user.keyboard('{Enter}');
  expect(within(recent).getByRole('heading', { name: 'Recent searches' })).toHaveFocus();
  expect(await within(recent).findByText(/./, { selector: 'p' })).toBeVisible();
});
