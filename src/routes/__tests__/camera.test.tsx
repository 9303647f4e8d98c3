import { screen, waitFor, within } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { activateLocale } from '../../i18n';
import { fail, ok, passToService, requestLog, route, server } from '../../testing/msw';
import { omit } from '../../testing/omit';
import { findNotice, renderApp } from './render-app';

/**
 * jsdom cannot put an image on the clipboard: the toast offers the link, and copying it is what
 * puts the sticker on the clipboard.
 */
async function copyLinkFromToast(user: ReturnType<typeof renderApp>['user'], label = 'Copy link') {
  const toasts = await screen.findByRole('region', { name: /^(Notifications|Benachrichtigungen)/ });
  await user.click(await within(toasts).findByRole('button', { name: label }));
}

vi.setConfig({ testTimeout: 20_000 });

const lastRanking = () => requestLog.of('C1').at(-1)?.url.searchParams;

test('ranking filters live in the URL, so a reload keeps them', async () => {
  renderApp('/camera?date=Weekly&animated=Y&category=Fun');
  // The file's first render waits for its page modules to be transformed, on a shared machine.
  await screen.findByRole('link', { name: 'Ñandú Dance' }, { timeout: 15_000 });
  expect(screen.getByRole('button', { name: 'This week' })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByRole('button', { name: 'Animated' })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('Fun');
  expect(lastRanking()?.get('date')).toBe('Weekly');
  expect(lastRanking()?.get('animated')).toBe('Y');
  expect(
    within(screen.getByRole('list', { name: 'Ranked packs' })).getAllByRole('article'),
  ).toHaveLength(2);
});

test('changing a filter updates the URL and the ranking', async () => {
  const { user, router } = renderApp('/camera');
  await screen.findByRole('link', { name: 'Cute Cats' });
  await user.click(screen.getByRole('button', { name: 'Still' }));
  await user.click(screen.getByRole('button', { name: 'This month' }));
  const params = new URLSearchParams(router.state.location.search);
  expect(params.get('animated')).toBe('N');
  expect(params.get('date')).toBe('Monthly');
  await expect.poll(() => lastRanking()?.get('animated')).toBe('N');
  expect(await screen.findByRole('link', { name: 'Gatos' })).toBeVisible();
  await expect.poll(() => screen.queryByRole('link', { name: 'Cute Cats' })).toBeNull();
});

test('the folded filters button names the filters in force and opens the panel', async () => {
  const { user } = renderApp('/camera?date=Weekly&animated=Y&q=dance');
  const toggle = await screen.findByRole('button', {
    name: 'Filters: This week, Animated, “\u2068dance\u2069”',
  });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await user.click(screen.getByRole('button', { name: 'Today' }));
  expect(
    screen.getByRole('button', { name: 'Filters: Today, Animated, “\u2068dance\u2069”' }),
  ).toBeInTheDocument();
});

test('a reaction opens its view with its pack; using it there registers it (C5) for Frequently used', async () => {
  const { user, router } = renderApp('/camera/reactions');
  await user.click(await screen.findByRole('link', { name: 'Happy: open' }));
  const view = await screen.findByRole('dialog', { name: 'Happy' });
  expect(router.state.location.search).toMatch(/sticker=501&pack=\d+/);
  expect(await within(view).findByRole('link', { description: /^Stickers by / })).toBeVisible();
  await user.click(within(view).getByRole('button', { name: 'Use' }));
  expect(await findNotice(/could not be copied/)).toBeVisible();
  // Nothing was on the clipboard: nothing was used.
  expect(requestLog.of('C5')).toEqual([]);
  await copyLinkFromToast(user);
  await expect.poll(() => requestLog.of('C5').map((r) => r.params.stickerId)).toEqual(['501']);

  await router.navigate('/camera/frequent');
  expect(await screen.findAllByRole('link', { name: 'Happy: open' })).toHaveLength(1);
});

test('a use the service does not record says so in the interface language', async () => {
  server.use(route('C5', () => fail(500, '1000', 'server error')));
  await activateLocale('de');
  try {
    const { user } = renderApp('/camera/reactions');
    await user.click(await screen.findByRole('link', { name: 'Happy: öffnen' }));
    const view = await screen.findByRole('dialog', { name: 'Happy' });
    await user.click(within(view).getByRole('button', { name: 'Verwenden' }));
    await copyLinkFromToast(user, 'Link kopieren');
    expect(await screen.findByText(/^Die Verwendung wurde nicht gespeichert\./)).toBeVisible();
  } finally {
    await activateLocale('en');
  }
});

test('reaction stickers are named in the person’s language where the service has the name', async () => {
  await activateLocale('ko');
  try {
    renderApp('/camera/reactions', { settings: { interfaceLanguage: 'ko' } });
    expect(await screen.findByRole('link', { name: '행복 열기' })).toBeVisible();
    expect(requestLog.of('C4').at(-1)?.url.searchParams.get('lang')).toBe('ko');
  } finally {
    await activateLocale('en');
  }
});

test('a reaction from a server that names no pack opens a view of what the list knew', async () => {
  server.use(
    route('C4', async (context) => {
      const answer = (await (await passToService(context)).json()) as {
        body: { stickerList: { packageId?: number }[] };
      };
      const stickerList = answer.body.stickerList.map((item) => omit(item, 'packageId'));
      return ok({ stickerList });
    }),
  );
  const { user, router } = renderApp('/camera/reactions');
  await user.click(await screen.findByRole('link', { name: 'Happy: open' }));
  const view = await screen.findByRole('dialog', { name: 'Happy' });
  expect(router.state.location.search).toBe('?sticker=501');
  expect(within(view).getByRole('img', { name: 'Happy' })).toBeVisible();
  expect(within(view).queryByRole('link', { description: /^Stickers by / })).toBeNull();
  await user.click(within(view).getByRole('button', { name: 'Use' }));
  await copyLinkFromToast(user);
  await expect.poll(() => requestLog.of('C5').map((r) => r.params.stickerId)).toEqual(['501']);
});

test('the ranking is titled for what it shows, with the filters in force', async () => {
  const { user } = renderApp('/camera');
  expect(await screen.findByRole('heading', { level: 1, name: 'Popular packs' })).toBeVisible();
  await waitFor(() => expect(document.title).toBe('Popular packs · Sticker browser'));
  await user.click(screen.getByRole('button', { name: 'This week' }));
  await waitFor(() => expect(document.title).toBe('Popular packs: This week · Sticker browser'));
});

test('camera search says how many it found once, not as its heading and again in its status', async () => {
  renderApp('/camera/search?q=dance');
  expect(await screen.findAllByRole('link', { name: 'Dance: open' })).toHaveLength(1);
  // A screen reader reading down the page meets both: the heading, then the status under it.
  expect(screen.getAllByText('1 sticker for “dance”')).toHaveLength(1);
});
