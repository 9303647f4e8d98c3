import { afterEach, expect, test, vi } from 'vitest';
import { takeEarlyResponse } from '../../api/early-responses';
import type { Settings } from '../../lib/settings-store';
import { firstRequestFor } from './first-request';
import { startFirstRequest } from './inline-start';

const settings: Settings = { userId: 'ana', lang: 'ko', countryCode: 'KR', apiKey: '' };

afterEach(() => {
  document.head.querySelectorAll('link[rel=modulepreload]').forEach((link) => link.remove());
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

test('the start page and other routes send nothing early; a pack link asks for its pack', () => {
  expect(firstRequestFor({ pathname: '/', search: '?q=%20' }, settings)).toEqual({
    route: 'start',
    request: null,
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

test('the start page preloads its own chunks and asks for nothing', () => {
  const fetchSpy = vi.fn();
  vi.stubGlobal('fetch', fetchSpy);

  startFirstRequest({ pathname: '/', search: '' }, { start: ['/assets/start-page.js'] });

  const preloads = [...document.head.querySelectorAll('link[rel=modulepreload]')];
  expect(preloads.map((link) => link.getAttribute('href'))).toEqual(['/assets/start-page.js']);
  expect(fetchSpy).not.toHaveBeenCalled();
});

test('a link with unknown language and country codes asks for the page the search will show', () => {
  const first = firstRequestFor({ pathname: '/', search: '?q=cat&lang=x_y&country=ZZZ' }, settings);
  expect(first?.request?.query).toMatchObject({ lang: 'ko', countryCode: 'KR' });
});
