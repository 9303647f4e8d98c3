import { afterEach, expect, test, vi } from 'vitest';
import { useCameraPackages } from '../../api/hooks/use-camera-queries';
import { buildCameraPackage, buildPageMap } from '../../testing/factories';
import { renderHookWithProviders } from '../../testing/render';
import { takeEarlyResponse } from '../../api/early-responses';
import type { Settings } from '../../lib/settings-store';
import { firstRequestFor } from './first-request';
import { startFirstRequest } from './inline-start';

const settings: Settings = { userId: 'ana', lang: 'ko', countryCode: 'KR', apiKey: '' };

afterEach(() => {
  document.head.querySelectorAll('link[rel=modulepreload]').forEach((link) => link.remove());
  document.head.querySelectorAll('script[src]').forEach((script) => script.remove());
  vi.unstubAllGlobals();
});

test('a search link asks for its first page with the URL locale over the settings', () => {
  expect(firstRequestFor({ pathname: '/', search: '?q=cat&lang=ja' }, settings)).toEqual({
    route: 'search',
    request: {
      group: 'messenger',
      path: ['v1', 'search'],
      query: { userId: 'ana', q: 'cat', lang: 'ja', countryCode: 'KR', limit: 50, pageNumber: 1 },
    },
  });
});

test('the start page asks for its trending packs, a pack link for its pack, others for nothing', () => {
  expect(firstRequestFor({ pathname: '/', search: '?q=%20' }, settings)).toEqual({
    route: 'start',
    request: {
      group: 'camera',
      path: ['v1', 'package'],
      query: {
        userId: 'ana',
        date: '',
        category: '',
        animated: '',
        country: '',
        searchText: '',
        pageNumber: 1,
      },
    },
  });
  expect(firstRequestFor({ pathname: '/my-packs', search: '' }, settings)).toBeNull();
  expect(firstRequestFor({ pathname: '/packs/12', search: '' }, settings)?.request).toEqual({
    group: 'messenger',
    path: ['v1', 'package', 12],
    query: { userId: 'ana' },
  });
});

test('the inline start preloads the route chunks and hands its answer to the API client once', async () => {
  const answer = new Response('{}');
  const fetchSpy = vi.fn(() => Promise.resolve(answer));
  vi.stubGlobal('fetch', fetchSpy);

  startFirstRequest({ pathname: '/packs/7', search: '' }, { pack: ['/assets/pack.js'] });

  const preloads = [...document.head.querySelectorAll('link[rel=modulepreload]')];
  expect(preloads.map((link) => link.getAttribute('href'))).toEqual(['/assets/pack.js']);
  expect(fetchSpy).toHaveBeenCalledTimes(1);
  const url = (fetchSpy.mock.calls[0] as unknown as [string])[0];
  expect(url).toMatch(/\/api\/messenger\/v1\/package\/7\?userId=demo$/);
  const signal = new AbortController().signal;
  await expect(takeEarlyResponse(url, signal)).resolves.toBe(answer);
  expect(takeEarlyResponse(url, signal)).toBeUndefined();
});

test('the start page preloads its chunks and asks for the trending packs the shelf then shows', async () => {
  const trending = buildCameraPackage({ packageName: 'Early cats' });
  const answer = () =>
    new Response(
      JSON.stringify({
        header: { code: '0000', message: 'success' },
        body: { packageList: [trending], pageMap: buildPageMap(1, 20, 1) },
      }),
      { headers: { 'content-type': 'application/json' } },
    );
  const fetchSpy = vi.fn(() => Promise.resolve(answer()));
  vi.stubGlobal('fetch', fetchSpy);

  startFirstRequest({ pathname: '/', search: '' }, { start: ['/assets/start-page.js'] });

  const preloads = [...document.head.querySelectorAll('link[rel=modulepreload]')];
  expect(preloads.map((link) => link.getAttribute('href'))).toEqual(['/assets/start-page.js']);
  expect(fetchSpy).toHaveBeenCalledTimes(1);
  const { result } = renderHookWithProviders(() => useCameraPackages());
  await vi.waitFor(() => expect(result.current.isSuccess).toBe(true));
  expect(result.current.data?.pages[0]?.items.map((pack) => pack.packageName)).toEqual([
    'Early cats',
  ]);
  // The shelf's query took the early answer: nothing was asked twice.
  expect(fetchSpy).toHaveBeenCalledTimes(1);
});

test('a link with unknown language and country codes asks for the page the search will show', () => {
  const first = firstRequestFor({ pathname: '/', search: '?q=cat&lang=x_y&country=ZZZ' }, settings);
  expect(first?.request?.query).toMatchObject({ lang: 'ko', countryCode: 'KR' });
});

test("a search link, a pack link and the start page load the first images' script, naming their route; other pages do not", () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response('{}'))),
  );
  const scripts = () =>
    [...document.head.querySelectorAll<HTMLScriptElement>('script[src]')].map((script) => ({
      src: script.getAttribute('src'),
      route: script.dataset.route,
    }));

  startFirstRequest({ pathname: '/settings', search: '' }, {}, '/assets/first-images.js');
  startFirstRequest({ pathname: '/wishlist', search: '' }, {}, '/assets/first-images.js');
  expect(scripts()).toEqual([]);

  startFirstRequest({ pathname: '/', search: '?q=cat' }, {}, '/assets/first-images.js');
  startFirstRequest({ pathname: '/packs/7', search: '' }, {}, '/assets/first-images.js');
  startFirstRequest({ pathname: '/', search: '' }, {}, '/assets/first-images.js');
  expect(scripts()).toEqual([
    { src: '/assets/first-images.js', route: 'search' },
    { src: '/assets/first-images.js', route: 'pack' },
    { src: '/assets/first-images.js', route: 'start' },
  ]);
});
