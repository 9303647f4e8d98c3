import { act, fireEvent, render, screen } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { StickerTile, type StickerTileProps } from '../sticker-tile';
import { TileSizeContext } from '../tile-size-context';

const IMAGE = 'https://img.test/api/images/twemoji/1f431';

/** A cat's tile, its grid laying it out at `side`. */
const catTile = (side: number) => (
  <TileSizeContext.Provider value={side}>
    <StickerTile
      stickerImg={`${IMAGE}.svg`}
      alt="cat"
      action={{ kind: 'button', onClick: () => undefined, label: 'Send cat' }}
    />
  </TileSizeContext.Provider>
);

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

/**
 * The system's reduced-motion setting as the page reads it, `reduce` at first; `change` switches
 * it as a person does in their system's settings while the page is open.
 */
function reducedMotionSetting() {
  let reduce = true;
  const lists: MediaQueryList[] = [];
  const stub = vi.spyOn(window, 'matchMedia').mockImplementation((query) => {
    const list = Object.assign(new EventTarget(), {
      matches: reduce && query === '(prefers-reduced-motion: reduce)',
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
    });
    lists.push(list);
    return list;
  });
  return {
    change(to: boolean) {
      reduce = to;
      act(() => lists.forEach((list) => list.dispatchEvent(new Event('change'))));
    },
    restore: () => stub.mockRestore(),
  };
}

test('under reduced motion an animated tile asks for the art at rest, at 1x and 2x, and follows a change', () => {
  const setting = reducedMotionSetting();
  try {
    const animated = tileImage({ stickerImg: `${IMAGE}~bounce.svg`, animated: true });
    expect(animated).toHaveAttribute(
      'srcset',
      `${IMAGE}~bounce.svg?still=1&d=160x160 1x, ${IMAGE}~bounce.svg?still=1&d=320x320 2x`,
    );
    setting.change(false);
    expect(animated).toHaveAttribute(
      'srcset',
      `${IMAGE}~bounce.svg?d=160x160 1x, ${IMAGE}~bounce.svg?d=192x192 1.2x`,
    );
    setting.change(true);
    expect(animated).toHaveAttribute('src', `${IMAGE}~bounce.svg?still=1&d=160x160`);
  } finally {
    setting.restore();
  }
});

test('under reduced motion a still tile asks for the same URLs as without it', () => {
  const setting = reducedMotionSetting();
  try {
    expect(tileImage({})).toHaveAttribute(
      'srcset',
      `${IMAGE}.svg?d=160x160 1x, ${IMAGE}.svg?d=320x320 2x`,
    );
  } finally {
    setting.restore();
  }
});

test('a tile off screen loads lazily, at no raised priority', () => {
  const image = tileImage({ onScreen: false });
  expect(image).toHaveAttribute('loading', 'lazy');
  expect(image).toHaveAttribute('fetchpriority', 'auto');
});

test('an image still loading is emptied when its tile unmounts, and follows a new tile size', () => {
  const { rerender, unmount } = render(catTile(120));
  const image = screen.getByRole('img', { name: 'cat' });
  expect(image).toHaveAttribute('src', `${IMAGE}.svg?d=128x128`);
  rerender(catTile(300));
  expect(image).toHaveAttribute('src', `${IMAGE}.svg?d=320x320`);
  expect(image).toHaveAttribute('srcset', expect.stringContaining('700x700 2x') as string);
  unmount();
  expect(image).not.toHaveAttribute('src');
  expect(image).not.toHaveAttribute('srcset');
});

/**
 * A tile whose image failed (markImageFailed: its src a transparent pixel, its srcset gone) and
 * whose grid then lays it out at another size that keeps the 1x rung (a phone turned, a window
 * resized): React gives the element the new srcset only, as its src prop did not change, and the
 * browser loads the sticker from that srcset. The element still counts as failed (its src is
 * still the pixel): loaded, the sticker keeps the tinted box behind it; failing again (still
 * offline), its srcset stays and the browser's broken-image icon shows after all.
 */
test('a tile whose image failed and that the grid resizes shows its sticker, or its box, afresh', () => {
  // 138 px: a 120 px image, 128 and 240 px rungs; 143 px: a 125 px image, 128 and 320 px rungs.
  const { rerender } = render(catTile(138));
  const image = screen.getByRole('img', { name: 'cat' });
  // As a browser has it: the transparent pixel (a data: URI) is there at once, 1 px wide.
  const showsPixel = () => image.getAttribute('src')?.startsWith('data:') === true;
  Object.defineProperty(image, 'complete', { get: showsPixel });
  Object.defineProperty(image, 'naturalWidth', { get: () => (showsPixel() ? 1 : 0) });
  fireEvent.error(image);
  expect(image).not.toHaveAttribute('srcset');

  rerender(catTile(143));
  expect(image).toHaveAttribute('srcset', `${IMAGE}.svg?d=128x128 1x, ${IMAGE}.svg?d=320x320 2x`);
  // Offline still: the srcset's image fails too, and must not show the broken-image icon.
  fireEvent.error(image);
  expect(image).not.toHaveAttribute('srcset');

  rerender(catTile(138));
  expect(image).toHaveAttribute('srcset', `${IMAGE}.svg?d=128x128 1x, ${IMAGE}.svg?d=240x240 2x`);
  // Online again: the sticker loads, and its tinted box goes.
  fireEvent.load(image);
  expect(image).toHaveAttribute('data-loaded', 'true');
});

/** The image fails while the browser is offline; then the browser is back online. */
function failOffline(image: HTMLElement) {
  const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  try {
    fireEvent.error(image);
  } finally {
    onLine.mockRestore();
  }
}

test('a tile whose image failed offline asks for it again once the browser is back online', () => {
  render(catTile(120));
  const image = screen.getByRole('img', { name: 'cat' });
  failOffline(image);
  expect(image.getAttribute('src')).toMatch(/^data:/);

  window.dispatchEvent(new Event('online'));
  expect(image).toHaveAttribute('src', `${IMAGE}.svg?d=128x128`);
  expect(image).toHaveAttribute('srcset', `${IMAGE}.svg?d=128x128 1x, ${IMAGE}.svg?d=240x240 2x`);
  expect(image).not.toHaveAttribute('data-failed');
});

test('a tile asked for again once online that fails once more is tried again after a moment, a few times', () => {
  vi.useFakeTimers();
  try {
    render(catTile(120));
    const image = screen.getByRole('img', { name: 'cat' });
    const showsSticker = () => expect(image).toHaveAttribute('src', `${IMAGE}.svg?d=128x128`);
    const showsBox = () => expect(image.getAttribute('src')).toMatch(/^data:/);
    failOffline(image);
    window.dispatchEvent(new Event('online'));
    showsSticker();

    // The network is not back yet, though the browser says online.
    fireEvent.error(image);
    showsBox();
    vi.advanceTimersByTime(1_000);
    showsSticker();
    fireEvent.error(image);
    vi.advanceTimersByTime(3_000);
    showsSticker();
    fireEvent.error(image);
    vi.advanceTimersByTime(10_000);
    showsSticker();

    // Failing still, it stays in its box: no endless requests for an image that is not there.
    fireEvent.error(image);
    vi.advanceTimersByTime(60_000);
    showsBox();
    expect(image).toHaveAttribute('data-failed', 'true');
  } finally {
    vi.useRealTimers();
  }
});

test('a tile left in its box after its retries is asked for again when the network next comes back', () => {
  vi.useFakeTimers();
  const onLine = vi.spyOn(navigator, 'onLine', 'get');
  try {
    render(catTile(120));
    const image = screen.getByRole('img', { name: 'cat' });
    onLine.mockReturnValue(false);
    fireEvent.error(image);
    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    // Online in name only: the retry after 1, 3 and 10 s fails as well.
    for (const wait of [1_000, 3_000, 10_000, 60_000]) {
      fireEvent.error(image);
      vi.advanceTimersByTime(wait);
    }
    expect(image.getAttribute('src')).toMatch(/^data:/);

    // Later the phone drops the network and gets it back for real: the page is still open.
    onLine.mockReturnValue(false);
    window.dispatchEvent(new Event('offline'));
    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    expect(image).toHaveAttribute('src', `${IMAGE}.svg?d=128x128`);
  } finally {
    onLine.mockRestore();
    vi.useRealTimers();
  }
});

test('a tile the service refused while the browser is online (busy rendering) is asked for again after a moment', () => {
  vi.useFakeTimers();
  try {
    render(catTile(120));
    const image = screen.getByRole('img', { name: 'cat' });
    fireEvent.error(image);
    expect(image.getAttribute('src')).toMatch(/^data:/);
    // No `online` event comes to an online browser: the retry does not wait for one.
    vi.advanceTimersByTime(1_000);
    expect(image).toHaveAttribute('src', `${IMAGE}.svg?d=128x128`);
    fireEvent.load(image);
    expect(image).toHaveAttribute('data-loaded', 'true');
  } finally {
    vi.useRealTimers();
  }
});
