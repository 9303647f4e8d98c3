import { screen, waitFor, within } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { MAX_HIDDEN_PAGES } from '../../features/packs/use-pack-hidden';
import { buildMyPackage, buildPageMap } from '../../testing/factories';
import {
  answerOperation,
  getCurrentService,
  ok,
  requestLog,
  reshapeOperation,
  route,
  server,
} from '../../testing/msw';
import { renderApp } from './render-app';

vi.setConfig({ testTimeout: 20_000 });

// Answers a reviewer's server sent: each in the spec's shape, each odd.

const HOSTILE_IMG = 'javascript:alert(document.domain)//~bounce.svg';
/** Links and images pointing at script: no role query finds an image's src. */
const scriptUrls = () =>
  // eslint-disable-next-line testing-library/no-node-access
  document.querySelectorAll(
    '[href^="javascript:" i], [src^="javascript:" i], [srcset*="javascript:" i]',
  );

type StickerBody = { stickerList?: { stickerImg: string }[]; package?: { stickers: object[] } };

test('a pack sticker whose image is a javascript: URL is not shown, and nothing links to it', async () => {
  reshapeOperation('M3', (body) => {
    const { package: pack } = body as { package: { stickers: object[] } };
    const [first, ...rest] = pack.stickers;
    return { package: { ...pack, stickers: [{ ...first, stickerImg: HOSTILE_IMG }, ...rest] } };
  });
  renderApp('/packs/1');
  const stickers = await screen.findByRole('list', { name: 'Stickers in Cute Cats' });
  expect(within(stickers).getAllByRole('link')).toHaveLength(2);
  expect(screen.queryByRole('link', { name: 'Cat: open (animated)' })).not.toBeInTheDocument();
  expect(scriptUrls()).toHaveLength(0);
});

test('a search result whose image is a javascript: URL is not shown', async () => {
  reshapeOperation('M1', (body) => {
    const [first, ...rest] = (body as StickerBody).stickerList ?? [];
    return { ...(body as object), stickerList: [{ ...first, stickerImg: HOSTILE_IMG }, ...rest] };
  });
  renderApp('/?q=cat');
  // The service finds three "Cat" stickers for "cat" (search.test.tsx).
  expect(await screen.findAllByRole('link', { name: /^Cat\b.*: open$/ })).toHaveLength(2);
  expect(scriptUrls()).toHaveLength(0);
});

type PackPage = { packageList: { packageId: number }[]; pageMap: { pageNumber: number } };

test('My packs over overlapping pages lists each pack once, and a hidden one is gone', async () => {
  for (let packageId = 7; packageId <= 31; packageId += 1) {
    await getCurrentService().call(
      'POST',
      `/api/messenger/v1/download/${packageId}?userId=collector`,
    );
  }
  // Page 2 repeats the end of page 1, as a server's pages do when the list moves between them.
  let firstPage: PackPage['packageList'] = [];
  reshapeOperation('M6', (body) => {
    const page = body as PackPage;
    if (page.pageMap.pageNumber === 1) firstPage = page.packageList;
    if (page.pageMap.pageNumber !== 2) return page;
    return { ...page, packageList: [...firstPage.slice(-2), ...page.packageList] };
  });
  const { user } = renderApp('/my-packs', { settings: { userId: 'collector' } });
  await screen.findByRole('link', { name: 'Filler 26' });
  await user.click(screen.getByRole('button', { name: 'Load more' }));
  await screen.findByRole('link', { name: 'Filler 31' });
  const list = screen.getByRole('list', { name: 'My packs' });
  expect(within(list).getAllByRole('article')).toHaveLength(25);
  expect(within(list).getAllByRole('link', { name: 'Filler 26' })).toHaveLength(1);

  await user.click(within(list).getByRole('button', { name: 'Hide Filler 26' }));
  await waitFor(() =>
    expect(within(list).queryAllByRole('link', { name: 'Filler 26' })).toHaveLength(0),
  );
  expect(within(list).getAllByRole('article')).toHaveLength(24);
});

test('search results and a pack page name each sticker once', async () => {
  const twice = (body: unknown) => {
    const { stickerList = [] } = body as StickerBody;
    return { ...(body as object), stickerList: [...stickerList, ...stickerList] };
  };
  reshapeOperation('M1', twice);
  reshapeOperation('M3', (body) => {
    const { package: pack } = body as { package: { stickers: object[] } };
    return { package: { ...pack, stickers: [...pack.stickers, ...pack.stickers] } };
  });
  const { router } = renderApp('/?q=cat');
  expect(await screen.findAllByRole('link', { name: /^Cat\b.*: open$/ })).toHaveLength(3);
  await router.navigate('/packs/1');
  const stickers = await screen.findByRole('list', { name: 'Stickers in Cute Cats' });
  expect(within(stickers).getAllByRole('link')).toHaveLength(3);
  expect(screen.getByRole('heading', { name: '3 stickers' })).toBeVisible();
});

test('camera search names each sticker once', async () => {
  reshapeOperation('C2', (body) => {
    const { stickerList = [] } = body as StickerBody;
    return { ...(body as object), stickerList: [...stickerList, ...stickerList] };
  });
  renderApp('/camera/search?q=dance');
  expect(await screen.findAllByRole('link', { name: 'Dance: open' })).toHaveLength(1);
});

test('a list answered with body [] (spec 2.1) shows its empty state, not an error', async () => {
  answerOperation('M6', []);
  answerOperation('M10', []);
  const { router } = renderApp('/my-packs');
  expect(await screen.findByText('No packs yet')).toBeVisible();
  await router.navigate('/wishlist');
  expect(await screen.findByRole('heading', { name: /wish list is empty/i })).toBeVisible();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('a pack answered with body [] is an error, not an empty pack', async () => {
  answerOperation('M3', []);
  renderApp('/packs/1');
  const alert = await screen.findByRole('alert');
  expect(
    within(alert).getByRole('heading', { name: 'The sticker service sent something unexpected' }),
  ).toBeVisible();
});

/** A pageMap claiming 100,000 pages of 20, whatever page it answers. */
const endless = (pageNumber: number) => buildPageMap(pageNumber, 20, 2_000_000);

test('My packs whose pageMap claims 100,000 pages ends at the first empty page', async () => {
  reshapeOperation('M6', (body) => {
    const page = body as PackPage;
    const { pageNumber } = page.pageMap;
    return { packageList: pageNumber === 1 ? page.packageList : [], pageMap: endless(pageNumber) };
  });
  const { user } = renderApp('/my-packs');
  await screen.findByRole('link', { name: 'Cute Cats' });
  await user.click(screen.getByRole('button', { name: 'Load more' }));
  await waitFor(() =>
    expect(screen.queryByRole('button', { name: /Load more|Loading/ })).not.toBeInTheDocument(),
  );
  expect(requestLog.count('M6')).toBe(2);
});

/** Pack 2 (Gatos), owned by demo, from a server whose M3 has no isHidden (the spec's shape). */
function packWithoutHiddenFlag() {
  reshapeOperation('M3', (body) => {
    const { package: pack } = body as { package: Record<string, unknown> };
    delete pack.isHidden;
    return body;
  });
}

test('a pack page reads the hidden list only to its first empty page', async () => {
  packWithoutHiddenFlag();
  answerOperation('M7', { packageList: [], pageMap: endless(1) });
  renderApp('/packs/2');
  expect(await screen.findByRole('button', { name: 'Hide' })).toBeVisible();
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(requestLog.count('M7')).toBe(1);
});

test(`a pack page reads at most ${MAX_HIDDEN_PAGES} pages of a hidden list that never ends`, async () => {
  packWithoutHiddenFlag();
  // Every page holds a pack, never this one, and claims 100,000 pages.
  server.use(
    route('M7', ({ url }) => {
      const pageNumber = Number(url.searchParams.get('pageNumber') ?? 1);
      const other = buildMyPackage({ packageId: 5000 + pageNumber });
      return ok({ packageList: [other], pageMap: endless(pageNumber) });
    }),
  );
  renderApp('/packs/2');
  await screen.findByRole('heading', { level: 1, name: 'Gatos' });
  await waitFor(() => expect(requestLog.count('M7')).toBe(MAX_HIDDEN_PAGES));
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(requestLog.count('M7')).toBe(MAX_HIDDEN_PAGES);
  // Unknown: neither Hide nor Show is offered (M8 toggles).
  expect(
    screen.queryByRole('button', { name: /^(Hide|Show in My packs)$/ }),
  ).not.toBeInTheDocument();
});

const newPacksRequests = () =>
  requestLog.of('C1').filter((request) => request.url.searchParams.get('limit') === '50');

test('the start page reads at most 10 ranking pages for New packs, whatever pageCount claims', async () => {
  reshapeOperation('C1', (body) => {
    const { pageMap } = body as { pageMap: object };
    return { ...(body as object), pageMap: { ...pageMap, pageCount: 3000 } };
  });
  renderApp('/');
  // Shown once every page it asked for has answered.
  expect(await screen.findByRole('list', { name: 'New packs' }, { timeout: 15_000 })).toBeVisible();
  expect(newPacksRequests()).toHaveLength(10);
});

test('one ranking item New packs cannot show leaves it out, not the shelf', async () => {
  reshapeOperation('C1', (body) => {
    const { packageList } = body as { packageList: Record<string, unknown>[] };
    return {
      ...(body as object),
      packageList: packageList.map((pack, index) =>
        index === 0 ? { ...pack, packageImg: null } : pack,
      ),
    };
  });
  renderApp('/');
  const shelf = await screen.findByRole('list', { name: 'New packs' });
  expect(within(shelf).getAllByRole('link').length).toBeGreaterThan(0);
});
