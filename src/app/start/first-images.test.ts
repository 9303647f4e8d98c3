import { afterEach, expect, test } from 'vitest';
import { putEarlyResponse, takeEarlyResponse } from '../../api/early-responses';
import { tileImageSources } from '../../components/stickers/tile-image';
import { buildCameraPackage, buildPackageDetail } from '../../testing/factories';
import { ok } from '../../testing/msw/respond';
import { heroImageSources } from '../../features/packs/hero-image';
import { shelfCoverSources } from '../../features/search/cover-image';
import {
  preloadFirstCovers,
  preloadFirstTiles,
  preloadLinkImages,
  preloadPackHero,
} from './first-images';

const STILL = ['/api/images/a/1.svg', '/api/images/b/2.svg', '/api/images/c/3.svg'];
const MOVING = '/api/images/a/4~bounce.svg';

function searchAnswer(images: unknown[]): Promise<Response> {
  const body = { stickerList: images.map((stickerImg, i) => ({ stickerId: i, stickerImg })) };
  return Promise.resolve(Response.json({ code: '0000', message: 'ok', body }));
}

/** The prerendered shell's `#main`, `width` wide (jsdom lays nothing out). */
function mainOfWidth(width: number): void {
  const main = document.createElement('main');
  main.id = 'main';
  Object.defineProperty(main, 'clientWidth', { value: width });
  document.body.append(main);
}

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=preload][as=image]')].map(
    (link) => ({
      href: link.href,
      srcSet: link.getAttribute('imagesrcset'),
      priority: link.getAttribute('fetchpriority'),
    }),
  );

afterEach(() => {
  document.head.querySelectorAll('link[rel=preload]').forEach((link) => link.remove());
  document.body.replaceChildren();
});

test('preloads the first still tiles at the URLs the tiles ask for, at high priority', async () => {
  mainOfWidth(388); // a 412 px phone: 3 columns of 121 px
  await preloadFirstTiles(searchAnswer([STILL[0], MOVING, STILL[1], STILL[2]]));
  const expected = [STILL[0], STILL[1]].map((image) => {
    const { src, srcSet } = tileImageSources(image as string, 121, false);
    return { href: new URL(src, document.baseURI).href, srcSet, priority: 'high' };
  });
  // The first three tiles only, and never a moving one (it asks for low priority).
  expect(preloads()).toEqual(expected);
});

test('a malformed answer, or no #main to measure, preloads nothing and throws nothing', async () => {
  mainOfWidth(388);
  await preloadFirstTiles(Promise.resolve(new Response('not json')));
  await preloadFirstTiles(searchAnswer([42, null]));
  await preloadFirstTiles(Promise.reject(new TypeError('offline')));
  expect(preloads()).toEqual([]);
  document.body.replaceChildren();
  await preloadFirstTiles(searchAnswer(STILL));
  expect(preloads()).toEqual([]);
});

test('a search link: reads a copy of the early answer, which the API client still takes whole', async () => {
  mainOfWidth(388);
  const url = 'http://localhost/api/messenger/v1/search?userId=ana&q=cat';
  putEarlyResponse(url, searchAnswer(STILL));
  preloadLinkImages('search');
  await expect.poll(() => preloads().length).toBe(3);
  const taken = await takeEarlyResponse(url, new AbortController().signal);
  const json = (await taken?.json()) as { body: { stickerList: unknown[] } };
  expect(json.body.stickerList).toHaveLength(3);
});

/** An M3 answer whose cover is `packageImg` (null: a server that left it out). */
function packAnswer(packageImg: string | null): Promise<Response> {
  const pack = buildPackageDetail(packageImg === null ? {} : { packageImg });
  if (packageImg === null) Reflect.deleteProperty(pack, 'packageImg');
  return Promise.resolve(ok({ package: pack }));
}

test("preloads a pack's cover at the URLs its hero asks for, at high priority", async () => {
  const cover = '/api/images/a/cover.svg';
  await preloadPackHero(packAnswer(cover));
  const { src, srcSet } = heroImageSources(cover);
  expect(preloads()).toEqual([
    { href: new URL(src, document.baseURI).href, srcSet, priority: 'high' },
  ]);
});

test('a pack answer without a cover, or not JSON, preloads nothing and throws nothing', async () => {
  await preloadPackHero(packAnswer(null));
  await preloadPackHero(Promise.resolve(new Response('<html>')));
  await preloadPackHero(Promise.reject(new TypeError('offline')));
  expect(preloads()).toEqual([]);
});

test('a pack link preloads its cover from the early answer; an unknown route, nothing', async () => {
  const url = 'http://localhost/api/messenger/v1/package/7?userId=ana';
  putEarlyResponse(url, packAnswer('/api/images/a/cover.svg'));
  preloadLinkImages(undefined);
  preloadLinkImages('settings');
  preloadLinkImages('toString');
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(preloads()).toEqual([]);
  preloadLinkImages('pack');
  await expect.poll(() => preloads().length).toBe(1);
  await takeEarlyResponse(url, new AbortController().signal);
});

/** A C1 answer (the start page's first row) listing packs with these covers. */
function rankingAnswer(covers: string[]): Promise<Response> {
  const packageList = covers.map((packageImg) => buildCameraPackage({ packageImg }));
  return Promise.resolve(ok({ packageList, pageMap: {} }));
}

test("preloads the start page's first three still covers at the URLs its row asks for", async () => {
  const [first = '', second = '', third = ''] = STILL;
  await preloadFirstCovers(rankingAnswer([first, MOVING, second, third]));
  const expected = [first, second].map((cover) => {
    const { src, srcSet } = shelfCoverSources(cover);
    return { href: new URL(src, document.baseURI).href, srcSet, priority: 'high' };
  });
  // The first three packs only, and never a moving cover.
  expect(preloads()).toEqual(expected);
});

test('the start page: a first row that is not a list, or not JSON, preloads nothing', async () => {
  await preloadFirstCovers(Promise.resolve(ok({ packageList: 'none' })));
  await preloadFirstCovers(Promise.resolve(new Response('<html>')));
  expect(preloads()).toEqual([]);
});
