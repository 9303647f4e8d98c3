import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { StickerTile, type StickerTileProps } from '../sticker-tile';
import { TileSizeContext } from '../tile-size-context';

const IMAGE = 'https://img.test/api/images/twemoji/1f431';

/** A tile's image; `side`: the tile's side as its grid lays it out (none: no grid measured). */
function tileImage(props: Partial<StickerTileProps>, side?: number) {
  render(
    <TileSizeContext.Provider value={side}>
      <StickerTile
        stickerImg={`${IMAGE}.svg`}
        alt="cat"
        action={{ kind: 'button', onClick: () => undefined, label: 'Send cat' }}
        {...props}
      />
    </TileSizeContext.Provider>,
  );
  return screen.getByRole('img', { name: props.alt ?? 'cat' });
}

test('a still tile of the first row loads at once and at high priority, at 1x and 2x rungs', () => {
  const image = tileImage({ onScreen: true });
  expect(image).toHaveAttribute('loading', 'eager');
  expect(image).toHaveAttribute('fetchpriority', 'high');
  expect(image).toHaveAttribute('srcset', `${IMAGE}.svg?d=160x160 1x, ${IMAGE}.svg?d=320x320 2x`);
});

test('an animated tile asks for low priority, on screen or not, and for at most 1.2x', () => {
  const image = tileImage({
    stickerImg: `${IMAGE}~bounce.svg`,
    animated: true,
    onScreen: true,
  });
  expect(image).toHaveAttribute('loading', 'eager');
  expect(image).toHaveAttribute('fetchpriority', 'low');
  expect(image).toHaveAttribute(
    'srcset',
    `${IMAGE}~bounce.svg?d=160x160 1x, ${IMAGE}~bounce.svg?d=192x192 1.2x`,
  );
});

test('a tile the grid lays out at 120 px asks for its 102 px image at that size, not at 160', () => {
  const still = tileImage({}, 120);
  expect(still).toHaveAttribute('srcset', `${IMAGE}.svg?d=128x128 1x, ${IMAGE}.svg?d=240x240 2x`);
  const animated = tileImage(
    { stickerImg: `${IMAGE}~bounce.svg`, alt: 'dog', animated: true },
    120,
  );
  // 1x and 1.2x of 102 px both fall on the 128 px rung: one candidate, whatever the density.
  expect(animated).toHaveAttribute('srcset', `${IMAGE}~bounce.svg?d=128x128 1x`);
});

test('a tile off screen loads lazily, at no raised priority', () => {
  const image = tileImage({ onScreen: false });
  expect(image).toHaveAttribute('loading', 'lazy');
  expect(image).toHaveAttribute('fetchpriority', 'auto');
});

test('an image still loading is emptied when its tile unmounts, and follows a new tile size', () => {
  const tile = (side: number) => (
    <TileSizeContext.Provider value={side}>
      <StickerTile
        stickerImg={`${IMAGE}.svg`}
        alt="cat"
        action={{ kind: 'button', onClick: () => undefined, label: 'Send cat' }}
      />
    </TileSizeContext.Provider>
  );
  const { rerender, unmount } = render(tile(120));
  const image = screen.getByRole('img', { name: 'cat' });
  expect(image).toHaveAttribute('src', `${IMAGE}.svg?d=128x128`);
  rerender(tile(300));
  expect(image).toHaveAttribute('src', `${IMAGE}.svg?d=320x320`);
  expect(image).toHaveAttribute('srcset', expect.stringContaining('700x700 2x') as string);
  unmount();
  expect(image).not.toHaveAttribute('src');
  expect(image).not.toHaveAttribute('srcset');
});
