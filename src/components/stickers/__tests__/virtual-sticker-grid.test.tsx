import { act, render, screen } from '@testing-library/react';
import { useContext, useLayoutEffect } from 'react';
import { afterEach, expect, test, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { StickerTile } from '../sticker-tile';
import { TileSizeContext } from '../tile-size-context';
import { VirtualStickerGrid } from '../virtual-sticker-grid';

const items = Array.from({ length: 2000 }, (_, index) => index);

// Each test lays the page out as it needs (jsdom lays nothing out); none sees another's.
afterEach(() => vi.restoreAllMocks());

function renderGrid(onNearEnd = vi.fn()) {
  render(
    <VirtualStickerGrid
      items={items}
      label="Stickers"
      getKey={(item) => item}
      renderItem={(item) => <span>sticker {item}</span>}
      onNearEnd={onNearEnd}
    />,
  );
}

/** jsdom lays nothing out: place the grid's top edge `top` pixels from the viewport's. */
function placeGridAt(top: number) {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(
    DOMRect.fromRect({ x: 0, y: top, width: 720, height: 0 }),
  );
}

/** jsdom does not scroll: move the window's scroll position and tell the page. */
async function scrollWindowTo(y: number) {
  vi.spyOn(window, 'scrollY', 'get').mockReturnValue(y);
  placeGridAt(-y);
  await act(async () => {
    window.dispatchEvent(new Event('scroll'));
    await new Promise((resolve) => requestAnimationFrame(resolve));
  });
}

test('2,000 stickers render as the few rows on screen, the list keeping its full length', () => {
  placeGridAt(0);
  renderGrid();

  const rendered = screen.getAllByRole('listitem');
  expect(rendered.length).toBeLessThan(80);
  expect(rendered[0]).toHaveTextContent('sticker 0');
  expect(rendered[0]).toHaveAttribute('aria-setsize', '2000');
  expect(screen.queryByText('sticker 1999')).not.toBeInTheDocument();
});

test('scrolling far down renders the rows that come on screen and asks for more near the end', async () => {
  placeGridAt(0);
  const onNearEnd = vi.fn();
  renderGrid(onNearEnd);
  expect(onNearEnd).not.toHaveBeenCalled();

  await scrollWindowTo(20_000);

  const rendered = screen.getAllByRole('listitem');
  expect(rendered.length).toBeLessThan(80);
  expect(screen.queryByText('sticker 0')).not.toBeInTheDocument();
  const first = Number(rendered[0]?.getAttribute('aria-posinset'));
  expect(first).toBeGreaterThan(900);
  expect(onNearEnd).not.toHaveBeenCalled();

  await scrollWindowTo(40_000);
  expect(screen.getByText('sticker 1999')).toBeInTheDocument();
  expect(onNearEnd).toHaveBeenCalled();
});

test('only the rows on screen are marked on screen, the overscan row is not', () => {
  placeGridAt(0);
  vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(300);
  render(
    <VirtualStickerGrid
      items={items}
      label="Stickers"
      getKey={(item) => item}
      renderItem={(item, _index, onScreen) => (
        <span>
          sticker {item} {onScreen ? 'on screen' : 'below'}
        </span>
      )}
    />,
  );
  const rendered = screen.getAllByRole('listitem');
  const onScreen = rendered.filter((item) => item.textContent.includes('on screen'));
  const below = rendered.filter((item) => item.textContent.includes('below'));
  expect(onScreen[0]).toHaveTextContent('sticker 0 on screen');
  expect(below.length).toBeGreaterThan(0);
  const lastOnScreen = Number(onScreen.at(-1)?.getAttribute('aria-posinset'));
  const firstBelow = Number(below[0]?.getAttribute('aria-posinset'));
  expect(firstBelow).toBe(lastOnScreen + 1);
});

function TileSide({ item }: { item: number }) {
  const side = useContext(TileSizeContext);
  return (
    <span>
      sticker {item} at {side} px
    </span>
  );
}

test('each tile is told the side the grid lays it out at', () => {
  placeGridAt(0);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(380);
  render(
    <VirtualStickerGrid
      items={items}
      label="Stickers"
      getKey={(item) => item}
      renderItem={(item) => <TileSide item={item} />}
    />,
  );
  const [first] = screen.getAllByRole('listitem');
  // A 380 px phone column holds three tiles: (380 - 2 gaps of 12) / 3.
  expect(first).toHaveTextContent('sticker 0 at 118 px');
  expect(first).toHaveStyle({ width: '118px', height: '118px' });
});

test('2,000 search results on a large screen keep the page under 800 DOM nodes', () => {
  placeGridAt(0);
  vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(1_440);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1_200);
  renderWithProviders(
    <VirtualStickerGrid
      items={items}
      label="Stickers"
      getKey={(item) => item}
      renderItem={(item, _index, onScreen) => (
        <StickerTile
          stickerImg={`/api/stickers/${item}.svg`}
          alt={`sticker ${item}`}
          onScreen={onScreen}
          action={{ kind: 'link', to: `/packs/${item}`, label: `sticker ${item}: open pack` }}
        />
      )}
    />,
  );
  expect(screen.getAllByRole('link').length).toBeGreaterThanOrEqual(100);
  // The budget is the whole document's size, which no accessible query measures.
  // eslint-disable-next-line testing-library/no-node-access
  expect(document.querySelectorAll('*').length).toBeLessThanOrEqual(800);
});

test('a grid drawn again is, when the router restores the scroll, as tall as the grid left, not as the fallback width makes it', () => {
  placeGridAt(0);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(976);
  // The router's scroll restoration runs in a layout effect of a parent of the page: after the
  // grid's own layout effects, before the update they ask for.
  const heightsWhenRestoring: string[] = [];
  function PageWithScrollRestoration() {
    useLayoutEffect(() => {
      heightsWhenRestoring.push(screen.getByRole('list').style.height);
    }, []);
    return (
      <VirtualStickerGrid
        items={items}
        label="Stickers"
        getKey={(item) => item}
        renderItem={(item) => <span>sticker {item}</span>}
      />
    );
  }

  const { unmount } = render(<PageWithScrollRestoration />);
  const heightLeft = screen.getByRole('list').style.height;
  unmount();
  render(<PageWithScrollRestoration />);

  // 976 px: 8 columns of 111 px, 250 rows; the fallback's 720 px would give 6 columns, 334 rows.
  expect(heightLeft).toBe(`${250 * 123 - 12}px`);
  expect(heightsWhenRestoring.at(-1)).toBe(heightLeft);
});
