/* eslint-disable testing-library/no-node-access -- the early frame is plain DOM, not a rendered component */
import { within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { prerenderEarlyFrames } from '../app/prerender-shell';
import { paintSearchResults, readSearchPage } from './early-search';

const { search: searchFrame } = await prerenderEarlyFrames();

/** The search page's frame as the early script finds it in index.html. */
function frame(): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = searchFrame;
  return template.content;
}

function answer(stickers: object[], totalCount = stickers.length) {
  return { header: { code: '0000' }, body: { stickerList: stickers, pageMap: { totalCount } } };
}

const sticker = (n: number, extra: object = {}) => ({
  stickerId: n,
  stickerImg: `http://svc/api/images/s${n}.svg`,
  keyword: `cat ${n}`,
  packageName: 'Cats',
  packageId: 100 + n,
  ...extra,
});

const scope = { q: 'cat', lang: 'ko', countryCode: 'KR' };

/** Paints into a frame attached to the document, as the early script does. */
function paint(json: unknown) {
  const page = frame();
  const painted = paintSearchResults(page, json, scope);
  document.body.replaceChildren(page);
  return { painted, layout: painted?.layout() };
}

test('the frame shows the query, the result count and the first stickers as links to their packs', () => {
  paint(answer([sticker(1), sticker(2), sticker(3, { packageId: undefined })], 418));
  const main = within(document.body);

  expect(main.getByRole('searchbox', { name: 'Search stickers' })).toHaveValue('cat');
  expect(main.getByText('418 stickers for “cat”')).toBeInTheDocument();
  const list = within(main.getByRole('list', { name: 'Stickers for cat' }));
  expect(list.getByRole('link', { name: 'cat 1: open pack' })).toHaveAttribute(
    'href',
    '/packs/101',
  );
  expect(list.getByRole('link', { name: 'cat 2: open pack' })).toHaveAttribute(
    'href',
    '/packs/102',
  );
  // A sticker without a pack is copied by the app, as its tile there does.
  expect(list.getByRole('button', { name: 'cat 3: copy' })).toBeInTheDocument();
  expect(main.getByRole('combobox', { name: 'Language' })).toHaveValue('ko');
  expect(main.getByRole('combobox', { name: 'Country' })).toHaveValue('KR');
  // The loading skeleton the results replace is gone.
  expect(main.queryByText('Loading stickers…')).not.toBeInTheDocument();
});

test('only the first tiles load their images at once; the rest wait for reveal', () => {
  const stickers = Array.from({ length: 12 }, (_, i) => sticker(i + 1));
  const { layout } = paint(answer(stickers));
  const images = [...document.querySelectorAll<HTMLImageElement>('main ul img')];

  expect(layout?.firstImages).toEqual(images.slice(0, 3));
  expect(images.slice(0, 3).map((image) => image.getAttribute('src'))).toEqual([
    'http://svc/api/images/s1.svg?d=160x160',
    'http://svc/api/images/s2.svg?d=160x160',
    'http://svc/api/images/s3.svg?d=160x160',
  ]);
  expect(images[0]?.getAttribute('fetchpriority')).toBe('high');
  expect(images.slice(3).every((image) => !image.hasAttribute('src'))).toBe(true);

  layout?.reveal();
  expect(images.every((image) => image.getAttribute('src')?.endsWith('?d=160x160'))).toBe(true);
  expect(images[5]?.getAttribute('srcset')).toMatch(/s6\.svg\?d=320x320 2x$/);
});

test('text from the service stays text', () => {
  const hostile = '<img src=x onerror="window.hacked=1">';
  paint(answer([sticker(1, { keyword: hostile })]));
  const link = within(document.body).getByRole('link', { name: `${hostile}: open pack` });
  expect(link.querySelector('img')?.getAttribute('alt')).toBe(hostile);
  expect(document.querySelectorAll('img[onerror]')).toHaveLength(0);
});

test('nothing is painted from an empty or unexpected answer: the app renders those pages', () => {
  for (const json of [
    answer([]),
    { body: { stickerList: 'x', pageMap: { totalCount: 1 } } },
    { body: { stickerList: [{ keyword: 'no image' }], pageMap: { totalCount: 1 } } },
    { body: { stickerList: [sticker(1)] } },
    null,
  ]) {
    const page = frame();
    const before = page.querySelector('main')?.innerHTML;
    expect(paintSearchResults(page, json, scope)).toBeNull();
    expect(page.querySelector('main')?.innerHTML).toBe(before);
  }
});

test('results are read without the app schemas, keeping only what a tile shows', () => {
  expect(readSearchPage(answer([sticker(1, { keyword: 7, packageId: '9' })], 5))).toEqual({
    total: 5,
    stickers: [{ stickerImg: 'http://svc/api/images/s1.svg', keyword: '', packageName: 'Cats' }],
  });
});
