/* eslint-disable testing-library/no-node-access -- the <link>s this adds to <head> have no role to query by */
import { screen } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, expect, test, vi } from 'vitest';
import { takeEarlyResponse } from '../api/early-responses';
import { buildUrl } from '../api/url';
import { updateSettings } from '../lib/settings';
import { renderApp } from '../routes/__tests__/render-app';
import { operationPattern, requestLog, server } from '../testing/msw';
import { EARLY_PAINT_BUDGET_MS, firstStickerImages, startEarlyWork } from './early-boot';
import { firstRequestFor } from './first-request';

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  document.head.querySelectorAll('link, script').forEach((node) => node.remove());
});

function earlyUrl(pathname: string, search: string): string {
  const first = firstRequestFor({ pathname, search }, settingsNow());
  if (!first?.request) throw new Error(`no early request for ${pathname}${search}`);
  const { group, path, query } = first.request;
  return buildUrl(group, path, query);
}

function settingsNow() {
  return { userId: 'demo', lang: 'en', countryCode: 'US', apiKey: '' };
}

test('the search page uses the response the early script asked for, without asking again', async () => {
  updateSettings(settingsNow());
  startEarlyWork({ pathname: '/', search: '?q=cat' }, null);
  renderApp('/?q=cat', { settings: settingsNow() });

  expect(await screen.findAllByRole('link', { name: /^cat: open pack/ })).not.toHaveLength(0);
  expect(requestLog.of('M1').map((r) => r.url.searchParams.get('q'))).toEqual(['cat']);
  expect(takeEarlyResponse(earlyUrl('/', '?q=cat'), new AbortController().signal)).toBeUndefined();
});

test('the pack page uses the early response for its detail', async () => {
  updateSettings(settingsNow());
  startEarlyWork({ pathname: '/packs/3', search: '' }, null);
  renderApp('/packs/3', { settings: settingsNow() });

  expect(await screen.findByRole('heading', { level: 1, name: 'Pack 3' })).toBeVisible();
  expect(requestLog.of('M3')).toHaveLength(1);
});

test('the early search request carries the language and country of the URL', () => {
  const url = new URL(earlyUrl('/', '?q=%20dog%20&lang=ko&country=KR'));
  expect(Object.fromEntries(url.searchParams)).toEqual({
    userId: 'demo',
    q: 'dog',
    lang: 'ko',
    countryCode: 'KR',
    limit: '50',
    pageNumber: '1',
  });
});

test('no request for a page without one, or a search without a query', () => {
  expect(firstRequestFor({ pathname: '/', search: '' }, settingsNow())).toEqual({
    route: 'search',
    request: null,
  });
  expect(firstRequestFor({ pathname: '/gifts', search: '' }, settingsNow())).toBeNull();
  expect(firstRequestFor({ pathname: '/packs/abc', search: '' }, settingsNow())).toBeNull();
});

const app = {
  entry: '/assets/index.js',
  preloads: ['/assets/react.js'],
  routes: { pack: ['/assets/pack-detail.js'], search: ['/assets/search.js'] },
};

const modulesInHead = () =>
  [...document.head.querySelectorAll('link[rel="modulepreload"], script[type="module"]')].map(
    (node) => node.getAttribute('href') ?? node.getAttribute('src'),
  );

test("a pack link loads the app once the pack is painted, with its route's chunks only", async () => {
  updateSettings(settingsNow());
  startEarlyWork({ pathname: '/packs/3', search: '' }, app);
  expect(modulesInHead()).toEqual([]);
  await vi.waitFor(() => expect(modulesInHead()).toContain('/assets/index.js'));
  expect(requestLog.of('M3')).toHaveLength(1);
  expect(modulesInHead()).toEqual([
    '/assets/react.js',
    '/assets/pack-detail.js',
    '/assets/index.js',
  ]);
});

test('a page the early script does not paint, or a search without a query, loads the app at once', () => {
  updateSettings(settingsNow());
  startEarlyWork({ pathname: '/gifts', search: '' }, app);
  expect(modulesInHead()).toEqual(['/assets/react.js', '/assets/index.js']);
  document.head.replaceChildren();
  startEarlyWork({ pathname: '/', search: '?q=%20' }, app);
  expect(modulesInHead()).toEqual(['/assets/react.js', '/assets/search.js', '/assets/index.js']);
});

test('a search link loads the app only once its results are painted, and only once', async () => {
  updateSettings(settingsNow());
  startEarlyWork({ pathname: '/', search: '?q=cat' }, app);
  expect(modulesInHead()).toEqual([]);
  await vi.waitFor(() => expect(modulesInHead()).toContain('/assets/index.js'));
  expect(requestLog.of('M1')).toHaveLength(1);
  expect(modulesInHead()).toEqual(['/assets/react.js', '/assets/search.js', '/assets/index.js']);
});

test('a search link still loads the app when the service does not answer in time', async () => {
  updateSettings(settingsNow());
  server.use(http.get(operationPattern('M1'), () => new Promise<never>(() => undefined)));
  startEarlyWork({ pathname: '/', search: '?q=cat' }, app);
  expect(modulesInHead()).toEqual([]);
  await vi.waitFor(() => expect(modulesInHead()).toContain('/assets/index.js'), {
    timeout: EARLY_PAINT_BUDGET_MS + 2000,
  });
});

test('the first tiles of the early search results are preloaded at high priority', async () => {
  updateSettings(settingsNow());
  startEarlyWork({ pathname: '/', search: '?q=cat' }, null);
  await vi.waitFor(() =>
    expect(document.head.querySelectorAll('link[rel="preload"][as="image"]')).toHaveLength(3),
  );
  const first = document.head.querySelector<HTMLLinkElement>('link[rel="preload"][as="image"]');
  expect(first?.href).toMatch(/d=160x160/);
  expect(first?.getAttribute('imagesrcset')).toMatch(/d=320x320 2x$/);
  expect(first?.getAttribute('fetchpriority')).toBe('high');
});

test('sticker images are read defensively from any body', () => {
  const body = { body: { stickerList: [{ stickerImg: 'a.svg' }, null, { stickerImg: 3 }, {}] } };
  expect(firstStickerImages(body, 3)).toEqual(['a.svg']);
  expect(firstStickerImages({ body: { stickerList: 'x' } }, 3)).toEqual([]);
  expect(firstStickerImages(null, 3)).toEqual([]);
});
