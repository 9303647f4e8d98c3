import { screen, waitFor, within } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { getCurrentService, requestLog, reshapeOperation } from '../../testing/msw';
import { findNotice, renderApp } from './render-app';

vi.setConfig({ testTimeout: 20_000 });

test('shows the artist, licence, category, keywords and animated badge', async () => {
  renderApp('/packs/1');
  const heading = await screen.findByRole('heading', { level: 1, name: 'Cute Cats' });
  expect(heading).toBeVisible();
  expect(screen.getByText('Mia Park')).toBeVisible();
  expect(screen.getByText(/CC-BY 4\.0/)).toBeVisible();
  expect(screen.getByText('Animated')).toBeVisible();
  expect(screen.getByRole('link', { name: 'Fun' })).toHaveAttribute('href', '/categories/Fun');
  expect(screen.getByText(/#kitten/)).toBeVisible();
  await waitFor(() => expect(document.title).toBe('\u2068Cute Cats\u2069 · Sticker browser'));
});

test('hide is offered only for packs the user owns', async () => {
  const { router } = renderApp('/packs/2');
  await screen.findByRole('heading', { level: 1, name: 'Gatos' });
  expect(screen.getByText('In My packs')).toBeVisible();
  // Offered once the hidden list (M7) says the pack is not hidden.
  expect(await screen.findByRole('button', { name: 'Hide' })).toBeVisible();

  await router.navigate('/packs/6');
  await screen.findByRole('heading', { level: 1, name: 'Ñandú Dance' });
  expect(screen.getByRole('button', { name: 'Download' })).toBeVisible();
  expect(screen.queryByRole('button', { name: 'Hide' })).not.toBeInTheDocument();
});

test('downloading a pack puts it in My packs', async () => {
  const { user, router } = renderApp('/packs/6');
  await user.click(await screen.findByRole('button', { name: 'Download' }));
  expect(await screen.findByText('In My packs')).toBeVisible();
  await router.navigate('/my-packs');
  expect(await screen.findByRole('link', { name: 'Ñandú Dance' })).toBeVisible();
});

test('tapping a sticker opens its view; Send copies it, says so, and records the send once something is copied', async () => {
  const { user } = renderApp('/packs/1');
  await user.click(await screen.findByRole('link', { name: 'Cat: open (animated)' }));
  const view = await screen.findByRole('dialog', { name: 'Cat' });
  expect(requestLog.of('send')).toEqual([]);
  await user.click(within(view).getByRole('button', { name: 'Send' }));
  // jsdom cannot put images on the clipboard: the toast says so and offers the link.
  await findNotice(
    'The sticker image could not be copied. Copy its link or download the file instead.',
  );
  const toasts = screen.getByRole('region', { name: /^Notifications/ });
  expect(within(toasts).queryByText(/^Sticker (image|link) copied/)).not.toBeInTheDocument();
  // Nothing reached the clipboard yet, so nothing was sent.
  expect(requestLog.of('send')).toEqual([]);
  await user.click(within(toasts).getByRole('button', { name: 'Copy link' }));
  expect(await findNotice('Sticker link copied. Paste it into a chat.')).toBeVisible();
  await expect.poll(() => requestLog.of('send').map((r) => r.params.stickerId)).toEqual(['101']);
  const sent = (await getCurrentService().call('GET', '/api/messenger/v1/package/send/demo')) as {
    stickerList: { stickerId: number }[];
  };
  expect(sent.stickerList.map((sticker) => sticker.stickerId)).toEqual([101]);
  expect(await navigator.clipboard.readText()).toContain('/api/images/fixture/101');
});

test('stickers are announced by what they show, with a capital first letter', async () => {
  renderApp('/packs/1');
  const stickers = await screen.findByRole('list', { name: 'Stickers in Cute Cats' });
  const names = within(stickers)
    .getAllByRole('link')
    .map((link) => link.getAttribute('aria-label'));
  expect(names).toEqual([
    'Cat: open (animated)',
    'Happy cat: open (animated)',
    'Scatter: open (animated)',
  ]);
});

test('the sticker a link highlights (?highlight=) is where Tab enters the pack’s stickers', async () => {
  renderApp('/packs/1?highlight=103');
  const stickers = await screen.findByRole('list', { name: 'Stickers in Cute Cats' });
  const tabIndexes = within(stickers)
    .getAllByRole('link')
    .map((link) => [link.getAttribute('aria-label'), link.getAttribute('tabindex')]);
  expect(tabIndexes).toEqual([
    ['Cat: open (animated)', '-1'],
    ['Happy cat: open (animated)', '-1'],
    ['Scatter: open (animated)', '0'],
  ]);
});

test('stickers a server sends without names are announced by their place in the pack', async () => {
  reshapeOperation('M3', (body) => {
    const { package: pack } = body as { package: { stickers: Record<string, unknown>[] } };
    for (const sticker of pack.stickers) delete sticker.stickerName;
    return body;
  });
  renderApp('/packs/1');
  expect(
    await screen.findByRole('link', { name: 'Sticker 1 of 3: open (animated)' }),
  ).toBeVisible();
  expect(screen.getByRole('link', { name: 'Sticker 3 of 3: open (animated)' })).toBeVisible();
});

test('an unknown pack shows a not-found page', async () => {
  renderApp('/packs/4242');
  expect(await screen.findByRole('heading', { level: 1, name: 'Pack not found' })).toBeVisible();
  expect(screen.getByRole('link', { name: 'Search stickers' })).toHaveAttribute('href', '/');
});

test('a pack link that is no number says so, in the tab title too', async () => {
  const { router } = renderApp('/packs/1');
  await waitFor(() => expect(document.title).toBe('\u2068Cute Cats\u2069 · Sticker browser'));
  await router.navigate('/packs/abc');
  expect(await screen.findByRole('heading', { level: 1, name: 'Pack not found' })).toBeVisible();
  await waitFor(() => expect(document.title).toBe('Pack unavailable · Sticker browser'));
});

test('a service that flags hidden packs on M3 is believed without reading the hidden list', async () => {
  reshapeOperation('M3', (body) => {
    const { package: pack } = body as { package: Record<string, unknown> };
    pack.isHidden = 'Y';
    return body;
  });
  renderApp('/packs/2');
  await screen.findByRole('heading', { level: 1, name: 'Gatos' });
  expect(await screen.findByRole('button', { name: 'Show in My packs' })).toBeVisible();
  const main = screen.getByRole('main');
  expect(within(main).getByText('Hidden')).toBeVisible();
  expect(within(main).queryByRole('button', { name: 'Hide' })).not.toBeInTheDocument();
  expect(requestLog.count('M7')).toBe(0);
});

test('names the pack’s stickers in the person’s search language where the service has the name', async () => {
  renderApp('/packs/1', { settings: { searchLanguageApart: true, lang: 'de' } });
  await screen.findByRole('heading', { level: 1, name: 'Cute Cats' });
  const stickers = screen.getByRole('list', { name: 'Stickers in Cute Cats' });
  expect(await within(stickers).findByRole('link', { name: /^Katze\b/ })).toBeVisible();
  expect(requestLog.of('M3').at(-1)?.url.searchParams.get('lang')).toBe('de');
});

test('after Download, focus stays on what replaced the button, not the page’s body', async () => {
  const { user } = renderApp('/packs/6');
  const download = await screen.findByRole('button', { name: 'Download' });
  download.focus();
  await user.keyboard('{Enter}');
  const owned = await screen.findByText('In My packs');
  await waitFor(() => expect(owned).toHaveFocus());
});

test('the sticker view names the keywords it lists as its pack’s, and lists only those', async () => {
  const { user } = renderApp('/packs/1');
  await user.click(await screen.findByRole('link', { name: 'Happy cat: open (animated)' }));
  const view = await screen.findByRole('dialog', { name: 'Happy cat' });
  // The service gives a sticker no keywords (M3): these are Cute Cats' own, 'cat,kitten,cute'.
  const terms = within(view).getAllByRole('term');
  expect(terms.map((term) => term.textContent)).toEqual(['Pack', 'Artist', 'Pack keywords']);
  const [, , keywords] = within(view).getAllByRole('definition');
  const words = within(keywords as HTMLElement).getAllByRole('link');
  expect(words.map((link) => link.textContent)).toEqual(['#cat', '#kitten', '#cute']);
});
