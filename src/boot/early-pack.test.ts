/* eslint-disable testing-library/no-node-access -- the early frame is plain DOM, not a rendered component */
import { within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { prerenderEarlyFrames } from '../app/prerender-shell';
import { paintPackHero, readPack } from './early-pack';

const { pack: packFrame } = await prerenderEarlyFrames();

function frame(): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = packFrame;
  return template.content;
}

const pack = (extra: object = {}) => ({
  header: { code: '0000' },
  body: {
    package: {
      packageId: 7,
      packageName: 'Cats & Dogs',
      packageImg: 'http://svc/api/images/cover.svg',
      artistName: 'OpenMoji',
      license: 'CC BY-SA 4.0',
      packageAnimated: 'Y',
      isNew: 'N',
      language: 'en',
      ...extra,
    },
  },
});

function paint(json: unknown) {
  const page = frame();
  const painted = paintPackHero(page, json);
  document.body.replaceChildren(page);
  return painted?.layout();
}

test("the pack's cover, badges, name and artist replace the hero's skeleton", () => {
  const layout = paint(pack());
  const body = within(document.body);

  expect(body.getByRole('heading', { level: 1, name: 'Cats & Dogs' })).toBeInTheDocument();
  expect(body.getByText('OpenMoji')).toBeInTheDocument();
  expect(body.getByText('· CC BY-SA 4.0')).toBeInTheDocument();
  expect(body.getByText('Animated')).toBeInTheDocument();
  expect(body.getByText('en')).toBeInTheDocument();
  expect(body.queryByText('New')).not.toBeInTheDocument();
  const cover = body.getByRole('img', { name: 'Cats & Dogs cover' });
  expect(cover).toHaveAttribute('src', 'http://svc/api/images/cover.svg?d=160x160');
  expect(layout?.firstImages).toEqual([cover]);
  // The name is content, outside the region that announces the stickers still loading.
  expect(body.getByRole('status')).not.toContainElement(body.getByRole('heading', { level: 1 }));
  expect(body.getByRole('status')).toHaveTextContent('Loading pack…');
});

test('text from the service stays text', () => {
  paint(pack({ packageName: '<b>bold</b>', artistName: '<script>x()</script>' }));
  expect(within(document.body).getByRole('heading', { level: 1 })).toHaveTextContent('<b>bold</b>');
  expect(document.querySelector('main b, main script')).toBeNull();
});

test('nothing is painted without a name, an artist or a cover: the app renders those pages', () => {
  for (const json of [
    pack({ artistName: '' }),
    pack({ packageName: 3 }),
    pack({ packageImg: null }),
    { body: {} },
    null,
  ]) {
    const page = frame();
    const before = page.querySelector('main')?.innerHTML;
    expect(paintPackHero(page, json)).toBeNull();
    expect(page.querySelector('main')?.innerHTML).toBe(before);
  }
  expect(readPack(pack({ license: undefined, language: null }))).toMatchObject({
    license: '',
    language: '',
  });
});
