import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, test, vi } from 'vitest';
import { giftKeys } from '../../api/keys';
import { activateLocale } from '../../i18n';
import { failOperation, getCurrentService, requestLog, type OperationId } from '../../testing/msw';
import { findNotice, preloadRoutes, renderApp } from './render-app';

vi.setConfig({ testTimeout: 20_000 });
beforeAll(preloadRoutes, 60_000);

/** Waits until the app has asked for the extension, so its absence below is the answer's. */
async function asked(operation: OperationId) {
  await waitFor(() => expect(requestLog.count(operation)).toBeGreaterThan(0));
}

function expectNoError() {
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.queryByText(/Couldn't|went wrong|problem/i)).not.toBeInTheDocument();
}

describe('a server without the extensions (4004 on their paths)', () => {
  test('the start page shows no trending searches, and no error', async () => {
    failOperation('trending', 404);
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Popular tags' })).toBeVisible();
    await asked('trending');
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Trending searches' })).not.toBeInTheDocument(),
    );
    expectNoError();
  });

  test('the pack page offers no "Send as a gift", and no error', async () => {
    failOperation('sentGifts', 404);
    renderApp('/packs/6');
    expect(await screen.findByRole('button', { name: 'Add to wish list' })).toBeVisible();
    await asked('sentGifts');
    // Let the failed answer reach the page before looking.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: 'Send as a gift' })).not.toBeInTheDocument();
    expectNoError();
  });

  test('a pack card on the wish list offers no "Gift", and no error', async () => {
    failOperation('sentGifts', 404);
    renderApp('/wishlist');
    const remove = await screen.findByRole('button', { name: 'Remove Yummy Food from wish list' });
    expect(remove).toBeVisible();
    await asked('sentGifts');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: /^Gift / })).not.toBeInTheDocument();
    expectNoError();
  });

  test('Gifts has no "Sent gifts" link, and no error', async () => {
    failOperation('sentGifts', 404);
    renderApp('/gifts');
    expect(await screen.findByRole('link', { name: '행복한 하루' })).toBeVisible();
    await asked('sentGifts');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('link', { name: 'Sent gifts' })).not.toBeInTheDocument();
    expectNoError();
  });

  test('Sent gifts opened by its address says it is not available, not that something failed', async () => {
    failOperation('sentGifts', 404);
    renderApp('/gifts/sent');
    expect(await screen.findByText('Sent gifts are not available')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });
});

describe('a server with the extensions', () => {
  test('the start page lists trending searches as links to their searches', async () => {
    // A term trends once three people searched it and found stickers.
    for (const userId of ['ana', 'ben', 'cho']) {
      await getCurrentService().call(
        'GET',
        `/api/messenger/v1/search?q=cat&userId=${userId}&lang=en&countryCode=US`,
      );
    }
    renderApp('/');
    const heading = await screen.findByRole('heading', { name: 'Trending searches' });
    expect(heading).toBeVisible();
    const list = await screen.findByRole('list', { name: 'Trending searches' });
    expect(within(list).getByRole('link', { name: 'cat' })).toHaveAttribute('href', '/?q=cat');
  });

  test("trending searches follow the search's language from the link, and its picker", async () => {
    for (const userId of ['ana', 'ben', 'cho']) {
      await getCurrentService().call(
        'GET',
        `/api/messenger/v1/search?q=cat&userId=${userId}&lang=ja&countryCode=JP`,
      );
    }
    const { user } = renderApp('/?lang=ja');
    expect(await screen.findByRole('heading', { name: 'Popular tags' })).toBeVisible();
    const list = await screen.findByRole('list', { name: 'Trending searches' });
    expect(within(list).getByRole('link', { name: 'cat' })).toHaveAttribute(
      'href',
      '/?lang=ja&q=cat',
    );
    expect(requestLog.of('trending').map((r) => r.url.searchParams.get('lang'))).toEqual(['ja']);

    // English (the settings' language) has no term three people searched: no row.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'en');
    await waitFor(() =>
      expect(requestLog.of('trending').at(-1)?.url.searchParams.get('lang')).toBe('en'),
    );
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Trending searches' })).not.toBeInTheDocument(),
    );
  });

  test('trending searches are written, and suggestions asked for, as a Traditional Chinese reader writes', async () => {
    // Two people searched 貓 and one 猫 (cat, in Traditional and Simplified): one term.
    for (const [userId, q] of [
      ['ana', '貓'],
      ['ben', '貓'],
      ['cho', '猫'],
    ] as const) {
      await getCurrentService().call(
        'GET',
        `/api/messenger/v1/search?q=${encodeURIComponent(q)}&userId=${userId}&lang=zh&countryCode=TW`,
      );
    }
    await activateLocale('zh-Hant');
    try {
      const { user } = renderApp('/', { settings: { interfaceLanguage: 'zh-Hant' } });
      const list = await screen.findByRole('list', { name: '熱門搜尋' });
      expect(within(list).getByRole('link', { name: '貓' })).toBeVisible();
      expect(requestLog.of('trending').at(-1)?.url.searchParams.get('script')).toBe('Hant');

      await user.type(screen.getByRole('combobox', { name: '搜尋貼圖' }), '猫');
      await waitFor(() => expect(requestLog.count('suggest')).toBeGreaterThan(0));
      expect(requestLog.of('suggest').at(-1)?.url.searchParams.get('script')).toBe('Hant');
    } finally {
      await activateLocale('en');
    }
  });

  test('a Traditional Chinese reader asks for sticker names and keywords in Traditional', async () => {
    await activateLocale('zh-Hant');
    try {
      const { router } = renderApp(`/?q=${encodeURIComponent('貓')}`, {
        settings: { interfaceLanguage: 'zh-Hant' },
      });
      const visits: [string, OperationId][] = [
        ['/packs/6', 'M3'],
        ['/sent', 'M4'],
        ['/camera/frequent', 'C3'],
        ['/camera/reactions', 'C4'],
      ];
      await waitFor(() => expect(requestLog.count('M1')).toBeGreaterThan(0));
      for (const [path, operation] of visits) {
        await router.navigate(path);
        await waitFor(() => expect(requestLog.count(operation)).toBeGreaterThan(0));
      }
      for (const operation of ['M1', ...visits.map(([, id]) => id)] as const) {
        const asked = requestLog.of(operation).at(-1)?.url.searchParams;
        expect([operation, asked?.get('lang'), asked?.get('script')]).toEqual([
          operation,
          'zh',
          'Hant',
        ]);
      }
    } finally {
      await activateLocale('en');
    }
  });

  test('the pack page offers "Send as a gift" and Gifts links to Sent gifts', async () => {
    const { router } = renderApp('/packs/6');
    expect(await screen.findByRole('button', { name: 'Send as a gift' })).toBeVisible();
    await router.navigate('/gifts');
    expect(await screen.findByRole('link', { name: 'Sent gifts' })).toHaveAttribute(
      'href',
      '/gifts/sent',
    );
  });

  test('"Send as a gift" stays when a later read of sent gifts cannot reach the service', async () => {
    const { queryClient } = renderApp('/packs/6');
    const button = await screen.findByRole('button', { name: 'Send as a gift' });
    failOperation('sentGifts', 'network');
    const before = requestLog.count('sentGifts');
    await queryClient.refetchQueries({ queryKey: giftKeys.sentAll() });
    expect(requestLog.count('sentGifts')).toBeGreaterThan(before);
    const sent = queryClient.getQueryCache().findAll({ queryKey: giftKeys.sentAll() });
    expect(sent.map((query) => query.state.status)).toEqual(['error']);
    // The failed refresh has been rendered (its notice shows); the button is still there.
    expect(await findNotice(/^Couldn't refresh/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Send as a gift' })).toBe(button);
  });

  test('a pack card on the wish list sends the pack as a gift', async () => {
    const { user } = renderApp('/wishlist');
    await user.click(await screen.findByRole('button', { name: 'Gift Yummy Food to a friend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send “Yummy Food” as a gift' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Friend’s user id' }), 'pal');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send gift' }));
    expect(
      await findNotice('“Yummy Food” sent to pal. It waits in their Gifts until they accept it.'),
    ).toBeVisible();
    expect(requestLog.of('sendGift').map((r) => r.params)).toMatchObject([
      { sendUserId: 'demo', receiveUserId: 'pal' },
    ]);
  });
});
